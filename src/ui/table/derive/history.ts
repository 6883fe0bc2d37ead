/**
 * The round's history as facts for the screen (issue 10): every action of the round in play
 * order, each with the seat that acted, its one-line notation (makeAction, as records keep
 * it) and what the table heard of it; the entries since a seat's last action are marked, so
 * the screen can highlight them, mark their tiles on the board and recap them at a handoff.
 * Built from the session's public round log only: a draw never names its tile (R12.1).
 */
import type { TileCode, TrainRef } from '../../../core/index.ts';
import type { Played, RoundEnding, TableEvent } from '../../../session/index.ts';

/** One action of the round, as the history shows it. */
export interface HistoryEntry {
  /** 0… in play order. */
  index: number;
  /** The seat that acted. */
  seat: number;
  /** The action in the core's notation ("play 3|4 mexican", "draw"…). */
  action: string;
  event: TableEvent;
  /** Set on the action that ended the round. */
  ended: RoundEnding | null;
  /** After the reader's last action this round (all of them when the reader has not acted yet). */
  since: boolean;
}

/** The round's history for `reader` (null: nobody's, nothing is "since"). */
export interface RoundHistory {
  entries: HistoryEntry[];
  /** The index of the first entry since the reader's last action (entries.length when none). */
  sinceFrom: number;
  /** The tiles laid since then, to mark on the board. */
  laidSince: TileCode[];
}

/** The history of a round's log for `reader`. */
export function historyOf(log: readonly Played[], reader: number | null): RoundHistory {
  let last = -1;
  if (reader !== null) for (let i = log.length - 1; i >= 0 && last < 0; i--) if (log[i]!.seat === reader) last = i;
  const sinceFrom = reader === null ? log.length : last + 1;
  const entries = log.map((p, index) => ({ index, seat: p.seat, action: p.text, event: p.event, ended: p.ended, since: index >= sinceFrom }));
  const laidSince = entries.flatMap((e) => (e.since && (e.event.kind === 'play' || e.event.kind === 'engine') ? [e.event.tile] : []));
  return { entries, sinceFrom, laidSince };
}

/** What happened since the reader's last action, summed up for a handoff recap. */
export interface Recap {
  /** Tiles laid, by whom and where, in play order. */
  plays: { seat: number; tile: TileCode; train: TrainRef }[];
  /** Seats that drew, and that passed (in order, a seat once per time it did). */
  draws: number[];
  passes: number[];
  /** Seats whose train opened (a pass put their marker on it). */
  opened: number[];
}

/** The recap of the entries since the reader's last action. */
export function recapOf(history: RoundHistory): Recap {
  const recap: Recap = { plays: [], draws: [], passes: [], opened: [] };
  for (const e of history.entries) {
    if (!e.since) continue;
    const ev = e.event;
    if (ev.kind === 'play') recap.plays.push({ seat: ev.seat, tile: ev.tile, train: ev.train });
    else if (ev.kind === 'draw') recap.draws.push(ev.seat);
    else if (ev.kind === 'pass') {
      recap.passes.push(ev.seat);
      if (ev.opened) recap.opened.push(ev.seat);
    }
  }
  return recap;
}
