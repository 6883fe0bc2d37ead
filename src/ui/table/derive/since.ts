/**
 * "Since your turn" (issue 39): the round's actions since the reader's last one, told as a
 * short story, newest first, one item per seat's run of actions (a seat's turn, or a first
 * turn's chain). What concerns the reader stands out: a double they must cover comes first;
 * a tile on their train, a rival down to one tile are marked. Facts only (the screen words
 * them); built from the public history and view, so a draw never names its tile (R12.1).
 */
import type { ExposedDouble, TileCode, TrainRef } from '../../../core/index.ts';
import type { RoundEnding } from '../../../session/index.ts';
import type { HistoryEntry } from './history.ts';

/** What a seat did, in order: tiles laid on one train in a row are one act. */
export type SinceAct = { kind: 'engine'; tile: TileCode } | { kind: 'plays'; train: TrainRef; tiles: TileCode[] } | { kind: 'draw' } | { kind: 'pass' };

/** One seat's run of actions since the reader's last one. */
export interface SinceItem {
  seat: number;
  /** The history entries it sums up (their `index`), oldest first. */
  entries: number[];
  /** What it did, in order. */
  acts: SinceAct[];
  /** Tiles laid, in play order. */
  plays: { tile: TileCode; train: TrainRef }[];
  /** The seat's pass put the marker on its train. */
  opened: boolean;
  /** A double of this run the reader must cover now (the oldest uncovered one, owed on the reader's turn). */
  owes: TileCode | null;
  /** A tile went on the reader's train. */
  onYours: boolean;
  /** The seat is down to one tile. */
  lastTile: boolean;
  /** The run ended the round. */
  ended: RoundEnding | null;
}

/** What the story reads besides the history: whose turn it is and what is owed (the reader's view), each seat's tiles. */
export interface SinceFacts {
  /** The reader's seat (null: nobody's: nothing concerns "you"). */
  reader: number | null;
  /** The double owed now (PlayerView.owed) and whose turn it is (PlayerView.turn). */
  owed: ExposedDouble | null;
  turn: number;
  handCounts: readonly number[];
}

/** The story since the reader's last action: items newest first, the double the reader must cover first of all. */
export function sinceItems(entries: readonly HistoryEntry[], facts: SinceFacts): SinceItem[] {
  const runs: SinceItem[] = [];
  for (const e of entries) {
    if (!e.since) continue;
    let run = runs.at(-1);
    if (!run || run.seat !== e.seat || run.ended) {
      run = { seat: e.seat, entries: [], acts: [], plays: [], opened: false, owes: null, onYours: false, lastTile: false, ended: null };
      runs.push(run);
    }
    run.entries.push(e.index);
    const ev = e.event;
    const last = run.acts.at(-1);
    if (ev.kind === 'engine') run.acts.push({ kind: 'engine', tile: ev.tile });
    else if (ev.kind === 'play') {
      run.plays.push({ tile: ev.tile, train: ev.train });
      if (last?.kind === 'plays' && last.train === ev.train) last.tiles.push(ev.tile);
      else run.acts.push({ kind: 'plays', train: ev.train, tiles: [ev.tile] });
      if (facts.reader !== null && ev.train === facts.reader) run.onYours = true;
    } else if (ev.kind === 'draw') run.acts.push({ kind: 'draw' });
    else if (ev.kind === 'pass') {
      run.acts.push({ kind: 'pass' });
      run.opened ||= ev.opened;
    }
    if (e.ended) run.ended = e.ended;
  }
  // The double owed on the reader's own turn is theirs to cover.
  const owed = facts.reader !== null && facts.turn === facts.reader ? facts.owed : null;
  for (const run of runs) {
    run.lastTile = run.seat !== facts.reader && facts.handCounts[run.seat] === 1;
    if (owed && run.plays.some((p) => p.tile === owed.tile && p.train === owed.train)) run.owes = owed.tile;
  }
  const newest = runs.reverse();
  const first = newest.findIndex((r) => r.owes !== null);
  return first <= 0 ? newest : [newest[first]!, ...newest.slice(0, first), ...newest.slice(first + 1)];
}
