/**
 * The table screen, one screen that never scrolls: the seat strip, the board (it scrolls
 * inside itself when it must), the news line ("since your turn") and the dock in thumb reach;
 * the handoff and the round end take the dock's place.
 */
import { useApp } from '../app/context.ts';
import type { Words } from '../words/index.ts';
import type { LogEntry } from '../app/facts.ts';
import { Board, TRAIN_KEYS, seatOrder, trainOrder, type BoardProps } from './Board.tsx';
import { AwayDock } from './Away.tsx';
import { Dock } from './Dock.tsx';
import { Handoff } from './Handoff.tsx';
import { RoundEnd } from './RoundEnd.tsx';
import { Seats, manySeats } from './Seats.tsx';
import { History, HistoryButton } from './History.tsx';
import { ScoresControl } from './ScoresButton.tsx';
import { useSteadyNames, useSteadyWords } from './steady.ts';
import { READ_KEY, useKeyboard } from './keyboard.ts';
import { Announcer } from './Announcer.tsx';
import { News } from './Since.tsx';
import { useAmbience } from '../ambience/use.ts';
import { pageAudio } from '../ambience/audio.ts';
import { whenIdle, type Idle } from '../kit/idle.ts';
import { rasterGlyphs, warmGlyphs } from '../kit/glyph-art.ts';
import { formatNumber } from '../words/number.ts';

/**
 * Readies what the table's first moves need once its code is here, before any game starts, each
 * at an idle moment (the app loads this code while its first screen is up): the page's audio
 * context (making it is a long task, not to fall in play); bitmaps of the seats' shapes in place
 * of their SVGs (glyph-art.ts: the first seat strip would make twenty SVG documents); and the
 * page's first number formatter (the first made loads the language's number data).
 */
export function prepareTable(idle: Idle = whenIdle): void {
  pageAudio.warm(idle);
  idle(() => void rasterGlyphs().then((drawn) => drawn && warmGlyphs(idle)));
  idle(() => formatNumber(document.documentElement.lang || 'en', 0));
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
  useAmbience(); // sounds, your-turn vibration, the screen kept awake (issue 10)
  const { table, input, preferences } = useApp();
  const words = useSteadyWords();
  const names = useSteadyNames();
  const t = words.catalog.table;
  const view = table.view.value;
  const s = table.status.value;
  useKeyboard();
  if (!view || !s) return null;
  const handoff = table.handoff.value;
  const away = table.handAway.value;
  const viewer = handoff === null && away === null ? table.viewer.value : null;
  // A shared device keeps one board for everyone (seat order); one person sees their own train first.
  const shared = table.shared.value;
  const order = shared ? seatOrder(view.players) : trainOrder(view.players, viewer ?? 0);
  const newest = table.log.value.at(-1);
  const last = logText(newest, words);
  return (
    <div class="play-area table" aria-label={t.tableLabel} role="region">
      <Announcer say={logText} />
      <div class={`seats-bar${manySeats(s.seats.length) ? ' many' : ''}`}>
        <HistoryButton />
        <ScoresControl />
        <Seats view={view} status={s} words={names} onDrawn={table.drawn} />
      </div>
      <History />
      <PickedBoard
        picks={handoff === null}
        view={view}
        words={names}
        order={order}
        current={shared ? viewer : null}
        recent={table.lastPlaced.value}
        since={table.laidSince.value}
        round={s.round}
        rounds={s.rounds}
        tileSize={preferences.value.tileSize}
        onTrain={input.tapTrain}
        onDrawn={table.drawn}
      />
      <News lastMove={last} notice={newest !== undefined && newest.kind !== 'played'} />
      {s.phase !== 'playing' ? (
        <div class="dock dock-panel">
          <RoundEnd />
        </div>
      ) : handoff !== null ? (
        <div class="dock dock-panel">
          <Handoff seat={handoff} />
        </div>
      ) : away !== null ? (
        <AwayDock seat={away} />
      ) : viewer !== null ? (
        <Dock view={view} keysHelp={t.keysHelp({ tiles: view.hand.length, letters: TRAIN_KEYS.slice(0, order.length).split(''), read: READ_KEY })} />
      ) : (
        <div class="dock dock-panel">
          <p class="banner info">{words.catalog.notice({ kind: 'computers-playing' })}</p>
        </div>
      )}
    </div>
  );
}

const EMPTY: ReadonlySet<string> = new Set();

/**
 * The board with what the person at the device picked (none behind a handoff). The picks are
 * read here, not in the table, so a tap re-renders the board (and the dock), never the table.
 */
function PickedBoard({ picks, ...props }: Omit<BoardProps, 'lit' | 'picking' | 'ghost' | 'landed'> & { picks: boolean }) {
  const { input } = useApp();
  const p = picks ? input.preview.value : null;
  const lit = picks ? input.litTrains.value : EMPTY;
  const picking = picks && (input.selected.value !== null || input.trainPick.value !== null);
  // A confirmed tile lands (laid, no longer a ghost) in the frame before its move is committed.
  const landed = picks && input.landing.value !== null;
  return <Board {...props} lit={lit} picking={picking} ghost={p?.kind === 'play' ? p : null} landed={landed} />;
}
