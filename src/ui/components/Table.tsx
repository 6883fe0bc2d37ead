/** The table screen: status, seats, the board, the dock; the handoff and round-end panels. */
import { useEffect, useState } from 'preact/hooks';
import { useApp, useWords } from '../model/context.ts';
import type { Words } from '../words/index.ts';
import type { LogEntry } from '../model/facts.ts';
import { Board, TRAIN_KEYS, trainOrder } from './Board.tsx';
import { Dock } from './Dock.tsx';
import { Handoff } from './Handoff.tsx';
import { RoundEnd } from './RoundEnd.tsx';
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

/** A line of the commentary in words. */
function logText(entry: LogEntry | undefined, words: Words): string {
  switch (entry?.kind) {
    case undefined:
      return '';
    case 'played':
      return words.event(entry.played.event, entry.played.ended);
    case 'restored':
      return words.catalog.notice({ kind: 'restored' });
    case 'undone':
      return words.catalog.notice({ kind: 'undone' });
    case 'redone':
      return words.catalog.notice({ kind: 'redone' });
    case 'restarted':
      return words.catalog.notice({ kind: 'restarted', round: entry.round });
    case 'roundBegins':
      return words.catalog.notice({ kind: 'round-begins', round: entry.round });
    case 'newSession':
      return words.catalog.notice({ kind: 'session-begins' });
  }
}

/** The whole table for the viewer (or the public table behind a handoff). */
export function Table() {
  const { table, input } = useApp();
  const words = useWords();
  const t = words.catalog.table;
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
  const owed = words.owed(view);
  const last = logText(table.log.value.at(-1), words);
  return (
    <div class="play-area">
      <div class="table" aria-label={t.tableLabel}>
        <div class="status">
          <span>{t.round(s.round, s.rounds)}</span>
          <span class="engine">
            {t.engine}{' '}
            {view.phase === 'engine' ? (
              <strong>{t.enginePending(view.engine)}</strong>
            ) : (
              <Tile code={`${view.engine}|${view.engine}`} orientation="horizontal" />
            )}
          </span>
          <span>
            {t.yard} <strong>{view.yardSize}</strong>
          </span>
          <span>
            {t.turn} <strong>{s.turn >= 0 ? words.person(s.turn).name : t.nobody}</strong>
          </span>
        </div>
        <ul class="seats" aria-label={t.playersLabel}>
          {names.map((_name, i) => (
            <li key={i} class={`seat ${view.turn === i ? 'turn' : ''}`} data-seat={i}>
              {words.catalog.seatLine({ who: words.person(i), computer: s.seats[i]!.kind === 'computer', tiles: view.handCounts[i]!, total: s.totals[i]! })}
            </li>
          ))}
        </ul>
        {owed && <p class="banner">{owed}</p>}
        <Board
          view={view}
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
        <Handoff seat={handoff} />
      ) : viewer !== null ? (
        <Dock view={view} />
      ) : (
        <p class="banner info">{words.catalog.notice({ kind: 'computers-playing' })}</p>
      )}
      {handoff === null && viewer !== null && s.phase === 'playing' && (
        <p class="muted keys-help">{t.keysHelp({ tiles: view.hand.length, letters: TRAIN_KEYS.slice(0, order.length).split('') })}</p>
      )}
    </div>
  );
}
