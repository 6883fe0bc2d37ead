/**
 * The table screen, one screen that never scrolls: the seat strip, the board (it scrolls
 * inside itself when it must) and the dock in thumb reach; the handoff and the round end
 * take the dock's place.
 */
import { useApp } from '../model/context.ts';
import type { Words } from '../words/index.ts';
import type { LogEntry } from '../model/facts.ts';
import { Board, TRAIN_KEYS, trainOrder } from './Board.tsx';
import { Dock } from './Dock.tsx';
import { Handoff } from './Handoff.tsx';
import { RoundEnd } from './RoundEnd.tsx';
import { Seats } from './Seats.tsx';
import { useSteadyWords } from './steady.ts';
import { useKeyboard } from './keyboard.ts';

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
  const { table, input, preferences } = useApp();
  const words = useSteadyWords();
  const t = words.catalog.table;
  const view = table.view.value;
  const s = table.status.value;
  useKeyboard();
  if (!view || !s) return null;
  const handoff = table.handoff.value;
  const viewer = handoff === null ? table.viewer.value : null;
  const order = trainOrder(view.players, viewer ?? 0);
  const last = logText(table.log.value.at(-1), words);
  const p = handoff === null ? input.preview.value : null;
  const lit = handoff === null ? input.litTrains.value : EMPTY;
  const picking = handoff === null && (input.selected.value !== null || input.trainPick.value !== null);
  return (
    <div class="play-area table" aria-label={t.tableLabel} role="region">
      <Seats view={view} status={s} words={words} />
      <Board
        view={view}
        words={words}
        order={order}
        lit={lit}
        picking={picking}
        ghost={p?.kind === 'play' ? p : null}
        recent={table.lastPlaced.value}
        round={s.round}
        rounds={s.rounds}
        tileSize={preferences.value.tileSize}
        onTrain={input.tapTrain}
      />
      {s.phase !== 'playing' ? (
        <div class="dock dock-panel">
          <RoundEnd />
        </div>
      ) : handoff !== null ? (
        <div class="dock dock-panel">
          <Handoff seat={handoff} />
        </div>
      ) : viewer !== null ? (
        <Dock view={view} lastMove={last} keysHelp={t.keysHelp({ tiles: view.hand.length, letters: TRAIN_KEYS.slice(0, order.length).split('') })} />
      ) : (
        <div class="dock dock-panel">
          <p class="last-move" aria-live="polite">
            {last}
          </p>
          <p class="banner info">{words.catalog.notice({ kind: 'computers-playing' })}</p>
        </div>
      )}
    </div>
  );
}

const EMPTY: ReadonlySet<string> = new Set();
