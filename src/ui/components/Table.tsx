/** The table screen: status, seats, the board, the dock; the handoff and round-end panels. */
import { useEffect } from 'preact/hooks';
import * as game from '../model/game.ts';
import { Board, TRAIN_KEYS, trainOrder } from './Board.tsx';
import { Dock } from './Dock.tsx';
import { Handoff } from './Handoff.tsx';
import { RoundEnd } from './RoundEnd.tsx';
import { owedBanner } from './describe.ts';
import { sortHand } from './Hand.tsx';
import { Tile } from './Tile.tsx';
import { useKeyboard } from './keyboard.ts';

/** How many tiles fit a train row: the rest fold into "+n" (no horizontal scrolling). */
function tilesPerRow(): number {
  const w = typeof window === 'undefined' ? 360 : window.innerWidth;
  const board = w >= 1000 ? Math.min(w, 1280) - 25 * 18 - 40 : w - 24;
  const label = w >= 600 ? 9 * (w >= 900 ? 18 : 16) : 7.2 * 16;
  const tile = w >= 900 ? 62 : 46;
  return Math.max(2, Math.floor((board - label - 60) / tile));
}

/** The whole table for the viewer (or the public table behind a handoff). */
export function Table() {
  const view = game.view.value;
  const s = game.status.value;
  useKeyboard();
  useEffect(() => {
    const onResize = () => game.layoutTick.value++;
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  if (!view || !s) return null;
  void game.layoutTick.value;
  const names = s.seats.map((seat) => seat.name);
  const handoff = game.handoffTo.value;
  const viewer = handoff === null ? game.viewer.value : null;
  const order = trainOrder(view.players, viewer ?? 0);
  const owed = owedBanner(view, names);
  const last = game.log.value.at(-1) ?? '';
  return (
    <div class="play-area">
      <div class="table" aria-label="The table">
        <div class="status">
          <span>
            Round <strong>{s.round}</strong> of {s.rounds}
          </span>
          <span class="engine">
            Engine{' '}
            {view.phase === 'engine' ? (
              <strong>{view.engine}|{view.engine} (not placed yet)</strong>
            ) : (
              <Tile code={`${view.engine}|${view.engine}`} orientation="horizontal" />
            )}
          </span>
          <span>
            Yard <strong>{view.yardSize}</strong>
          </span>
          <span>
            Turn <strong>{s.turnName ?? '—'}</strong>
          </span>
        </div>
        <ul class="seats" aria-label="Players">
          {names.map((name, i) => (
            <li class={`seat ${view.turn === i ? 'turn' : ''}`}>
              {name}
              {s.seats[i]!.kind === 'computer' ? ' (computer)' : ''}: {view.handCounts[i]} tile{view.handCounts[i] === 1 ? '' : 's'}, total {s.totals[i]}
            </li>
          ))}
        </ul>
        {owed && <p class="banner">{owed}</p>}
        <Board
          view={view}
          names={names}
          order={order}
          playable={handoff === null ? game.playableTrains.value : new Set()}
          ghost={handoff === null && game.preview.value?.kind === 'play' ? game.preview.value : null}
          onTrain={game.pickTrain}
          visible={tilesPerRow()}
          recent={game.lastPlaced.value}
        />
      </div>
      <p class="last-move" aria-live="polite">
        {last}
      </p>
      {s.phase !== 'playing' ? (
        <RoundEnd />
      ) : handoff !== null ? (
        <Handoff seat={handoff} name={names[handoff]!} />
      ) : viewer !== null ? (
        <Dock view={view} names={names} />
      ) : (
        <p class="banner info">Computer players are playing.</p>
      )}
      {handoff === null && viewer !== null && s.phase === 'playing' && (
        <p class="muted keys-help">
          Keyboard: tile number ({sortHand(view.hand).length ? `1–${sortHand(view.hand).length}` : '—'}), train letter (
          {TRAIN_KEYS.slice(0, order.length).split('').join(', ')}), Enter confirms, Escape cancels.
        </p>
      )}
    </div>
  );
}
