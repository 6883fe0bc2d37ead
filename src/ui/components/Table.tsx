/** The table screen: status, seats, the board, the dock; the handoff and round-end panels. */
import { useEffect, useState } from 'preact/hooks';
import { useApp } from '../model/context.ts';
import type { Played } from '../../session/index.ts';
import type { LogEntry } from '../model/facts.ts';
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

/** An action as the table hears it (provisional: the wording module in src/ui/words replaces it). */
function playedText(played: Played, names: string[]): string {
  const who = played.name;
  const e = played.event;
  let said: string;
  switch (e.kind) {
    case 'engine':
      said = `${who} placed the engine ${e.tile}`;
      break;
    case 'draw':
      said = `${who} drew a tile`;
      break;
    case 'endFirstTurn':
      said = `${who} finished the first turn`;
      break;
    case 'pass':
      said = `${who} passed${e.firstTurn ? ' (no tile could start their train)' : ''}; ${who}'s train ${e.opened ? 'is open' : 'stays open'}`;
      break;
    case 'play': {
      const where = e.train === 'mexican' ? 'the Mexican Train' : e.train === e.seat ? 'their own train' : `${names[e.train] ?? `seat ${e.train + 1}`}'s train`;
      said = `${who} played ${e.joined}|${e.open} on ${where}${e.again ? ' and plays again' : ''}`;
      break;
    }
  }
  const out = played.ended?.out[0];
  if (played.ended) {
    said += played.ended.reason === 'out' && out !== undefined
      ? `. ${names[out] ?? `Seat ${out + 1}`} went out: the round is over`
      : '. Nobody can place a tile any more: the round is over';
  }
  return said;
}

/** A line of the commentary in words. */
function logText(entry: LogEntry | undefined, names: string[]): string {
  switch (entry?.kind) {
    case undefined:
      return '';
    case 'played':
      return playedText(entry.played, names);
    case 'restored':
      return 'Game restored where you left it.';
    case 'undone':
      return 'Move taken back.';
    case 'redone':
      return 'Move played again.';
    case 'restarted':
      return `Round ${entry.round} restarted with the same deal.`;
    case 'roundBegins':
      return `Round ${entry.round} begins.`;
    case 'newSession':
      return 'A new session begins at round 1.';
  }
}

/** The whole table for the viewer (or the public table behind a handoff). */
export function Table() {
  const { table, input } = useApp();
  const view = table.view.value;
  const s = table.status.value;
  // Bumped when the window is resized, so rows re-measure how many tiles they show.
  const [, setLayout] = useState(0);
  useKeyboard();
  useEffect(() => {
    const onResize = () => setLayout((n) => n + 1);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  if (!view || !s) return null;
  const names = s.seats.map((seat) => seat.name);
  const handoff = table.handoff.value;
  const viewer = handoff === null ? table.viewer.value : null;
  const order = trainOrder(view.players, viewer ?? 0);
  const owed = owedBanner(view, names);
  const last = logText(table.log.value.at(-1), names);
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
          playable={handoff === null ? input.playableTrains.value : new Set()}
          ghost={handoff === null && input.preview.value?.kind === 'play' ? input.preview.value : null}
          onTrain={input.pickTrain}
          visible={tilesPerRow()}
          recent={table.lastPlaced.value}
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
