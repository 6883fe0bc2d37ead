/**
 * The saved form of a session (DESIGN: "history is seed + actions; snapshots are a
 * cache"): plain versioned JSON with the settings, every round's actions as one-line
 * text, the stored penalties as a check, the Undo/Redo position and the counters.
 * Also the short summary of a finished session for the records list.
 */
import { roundResult, standings } from '../core/play.ts';
import type { SeatSettings, SessionSettings } from './settings.ts';
import { entriesOf, open, penaltiesOf, phaseOf, stateOf, type Group, type Session } from './state.ts';

/** The `format` tag of a session record. */
export const RECORD_FORMAT = 'mexican-train/session';
/**
 * The version of the session record this code writes; older ones are read through the
 * ladder in record-upgrade.ts. Version 2 is version 1 without `settings.pace`; version 3
 * adds an undoable restart (`RoundRecord.restart`, and RESTART_MARK in `redo`).
 */
export const RECORD_VERSION = 3;

/** Opens a Redo group that is an undone restart (never an action's text: parseAction refuses it). */
export const RESTART_MARK = 'restart';
/** The `format` tag of a finished-session summary. */
export const FINISHED_FORMAT = 'mexican-train/finished';

/** One round of a record: its actions in order and, once it is over, its penalties. */
export interface RoundRecord {
  /** 1…13; rounds are listed in order from 1, the last one being the current one. */
  round: number;
  /** makeAction text ("engine", "play 5|3 mexican", "draw", "pass", "end"); the seat is always the seat to act. */
  actions: string[];
  /** penalties[seat] once the round is over; a check on the replay, which recomputes them. */
  penalties?: number[];
  /**
   * The current round only, when it was restarted and the restart can still be undone:
   * the actions the restart set aside (themselves perhaps after an earlier restart).
   * `actions` then come after the restart.
   */
  restart?: RestartRecord;
}

/** What a restart set aside: that timeline's actions, and the restart it began with, if any. */
export interface RestartRecord {
  actions: string[];
  restart?: RestartRecord;
}

/** A whole session, finished or not, as the store keeps it. */
export interface SessionRecord {
  format: typeof RECORD_FORMAT;
  version: typeof RECORD_VERSION;
  settings: SessionSettings;
  /** ISO 8601 times from the caller's clock. */
  startedAt: string;
  updatedAt: string;
  /** Present once round 13 is over. */
  finishedAt?: string;
  rounds: RoundRecord[];
  /**
   * Groups taken back by Undo in the current round, in the order Redo restores them (next
   * first); an undone restart is RESTART_MARK followed by the computers' actions after it.
   */
  redo: string[][];
  undosUsed: number;
  restarts: number;
}

/** The summary of a finished session for the records list. */
export interface FinishedRecord {
  format: typeof FINISHED_FORMAT;
  version: typeof RECORD_VERSION;
  /** When the session ended (its finishedAt). */
  date: string;
  startedAt: string;
  seats: SeatSettings[];
  seed: string;
  /** penalties[round − 1][seat]. */
  penalties: number[][];
  totals: number[];
  roundMinima: number[];
  /** Seats tied for the lowest total (R11). */
  winners: number[];
  winnerNames: string[];
  undosUsed: number;
  restarts: number;
}

function copySettings(settings: SessionSettings): SessionSettings {
  return {
    seats: settings.seats.map((s) => (s.kind === 'computer' ? { name: s.name, kind: s.kind, level: s.level ?? 'sharp' } : { name: s.name, kind: s.kind })),
    seed: settings.seed,
  };
}

/** The texts of a timeline's actions. */
function texts(groups: readonly Group[]): string[] {
  return groups.flatMap((g) => g.entries.map((e) => e.text));
}

/** The restart a timeline begins with, as the record keeps it (undefined: none). */
function restartOf(groups: readonly Group[]): RestartRecord | undefined {
  const aside = groups[0]?.restart;
  if (aside === undefined) return undefined;
  const record: RestartRecord = { actions: texts(aside) };
  const earlier = restartOf(aside);
  if (earlier) record.restart = earlier;
  return record;
}

/** The session as plain JSON for the store. */
export function toRecord(session: Session): SessionRecord {
  const data = open(session);
  const rounds: RoundRecord[] = data.past.map((r) => ({ round: r.round, actions: r.actions.slice(), penalties: r.penalties.slice() }));
  const now: RoundRecord = { round: data.round, actions: entriesOf(data).map((e) => e.text) };
  const result = roundResult(stateOf(data));
  if (result) now.penalties = result.penalties;
  const restart = restartOf(data.groups);
  if (restart) now.restart = restart;
  rounds.push(now);
  const record: SessionRecord = {
    format: RECORD_FORMAT,
    version: RECORD_VERSION,
    settings: copySettings(data.settings),
    startedAt: data.startedAt,
    updatedAt: data.updatedAt,
    rounds,
    redo: data.redo.map((g) => (g.restart !== undefined ? [RESTART_MARK, ...texts([g])] : texts([g]))).reverse(),
    undosUsed: data.undosUsed,
    restarts: data.restarts,
  };
  if (data.finishedAt !== null) record.finishedAt = data.finishedAt;
  return record;
}

/** The records-list summary of a finished session; null while the session is not over. */
export function finishedRecord(session: Session): FinishedRecord | null {
  const data = open(session);
  if (phaseOf(data) !== 'sessionOver') return null;
  const penalties = penaltiesOf(data);
  const table = standings(penalties);
  const settings = copySettings(data.settings);
  return {
    format: FINISHED_FORMAT,
    version: RECORD_VERSION,
    date: data.finishedAt ?? data.updatedAt,
    startedAt: data.startedAt,
    seats: settings.seats,
    seed: settings.seed,
    penalties,
    totals: table.totals,
    roundMinima: table.roundMinima,
    winners: table.winners,
    winnerNames: table.winners.map((s) => settings.seats[s]!.name),
    undosUsed: data.undosUsed,
    restarts: data.restarts,
  };
}
