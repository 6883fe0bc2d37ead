/**
 * The session value: an immutable record of settings, finished rounds, the current
 * round's timeline and the Undo/Redo stacks. Screens hold it as an opaque `Session` and
 * read it only through functions, so no RoundState or hidden hand reaches them (R12).
 */
import { publicView, roundPhase, roundResult, type Action, type RoundState, type TileCode } from '../core/play.ts';
import type { BotPlayer } from './bot.ts';
import type { SeatKind, SessionSettings } from './settings.ts';

/** Rounds in a session (R2.1). */
export const ROUNDS = 13;

/** Where the session stands: a round in play, a round just ended, or all 13 done. */
export type SessionPhase = 'playing' | 'roundOver' | 'sessionOver';

/** What the session needs from outside: a clock, the computer player, fresh seeds. */
export interface SessionEnv {
  /** The time now as an ISO 8601 string; stamps startedAt, updatedAt and finishedAt. */
  now: () => string;
  /** The computer player (src/session/default-bot.ts wraps src/ai); required when a seat is a computer. */
  bot?: BotPlayer;
  /** A fresh seed for a new session without one (R3.3); defaults to crypto randomness. */
  freshSeed?: () => string;
  /**
   * The explicit deal of a round (all 91 tiles, next draw first), used instead of the
   * seeded shuffle when given (null: this round comes from the seed): tests and puzzles
   * write the game they need.
   */
  deal?: (round: number, players: number) => { hands: TileCode[][]; yard: TileCode[] } | null;
}

/** The environment with its defaults filled in; `deal` stays optional (none: the seed deals). */
export type ResolvedEnv = Required<Omit<SessionEnv, 'deal'>> & Pick<SessionEnv, 'deal'>;

/** One committed action: who, what, the sentence announcing it, and the state it led to. */
export interface Entry {
  readonly seat: number;
  readonly action: Action;
  /** makeAction text, as the record stores it. */
  readonly text: string;
  /** The round state the action was taken in (what the table hears is derived from both: events.ts). */
  readonly before: RoundState;
  readonly state: RoundState;
}

/**
 * A person's action and the computers' whole response to it (R13.2). The round's first
 * group may have no person: computer actions before any person acted; it is never undone.
 * A restart (R13.3) is a group too, always the round's first: it holds no action of its
 * own, only the timeline it set aside (`restart`), so Undo can bring that back like a move;
 * the computers' actions after it join it. Its `person` is the seat that was to act.
 */
export interface Group {
  readonly person: number | null;
  readonly entries: readonly Entry[];
  /** Set on a restart: the round's timeline as it was before, restored by undoing it. */
  readonly restart?: readonly Group[];
}

/** A finished round as the record keeps it. */
export interface PastRound {
  readonly round: number;
  readonly actions: readonly string[];
  readonly penalties: readonly number[];
  /** The seat that went out (R10.1); null when the round was blocked. */
  readonly out: number | null;
}

/** The session's whole state. Internal: screens see only `Session`. */
export interface SessionData {
  readonly settings: SessionSettings;
  readonly env: ResolvedEnv;
  /** The current round, 1…13. */
  readonly round: number;
  /** Rounds before the current one, in order. */
  readonly past: readonly PastRound[];
  /** The current round as dealt, engine search done (restart returns here, R13.3). */
  readonly start: RoundState;
  /** The current round's timeline. */
  readonly groups: readonly Group[];
  /** Undone groups, exactly as they were; the last one is the next Redo. */
  readonly redo: readonly Group[];
  readonly undosUsed: number;
  readonly restarts: number;
  readonly startedAt: string;
  readonly updatedAt: string;
  readonly finishedAt: string | null;
}

declare const opaque: unique symbol;
/** A session: an immutable value; read it with current(), viewFor() and the other functions. */
export type Session = { readonly [opaque]: 'Session' };

/** The internal data of a session. */
export function open(session: Session): SessionData {
  return session as unknown as SessionData;
}

/** Wraps data as a session (frozen at the top level: a session is a value). */
export function seal(data: SessionData): Session {
  return Object.freeze(data) as unknown as Session;
}

/** The round state now: after the timeline's last action, or as dealt. */
export function stateOf(data: SessionData): RoundState {
  const last = data.groups.at(-1)?.entries.at(-1);
  return last ? last.state : data.start;
}

/** The seat that went out of a round that is over (the one hand left empty); null when it was blocked or is not over. */
export function outOf(state: RoundState): number | null {
  if (roundResult(state)?.reason !== 'out') return null;
  const seat = publicView(state).handCounts.indexOf(0);
  return seat >= 0 ? seat : null;
}

/** Per round played so far, the seat that went out (null: blocked), like penaltiesOf. */
export function outsOf(data: SessionData): (number | null)[] {
  const outs = data.past.map((r) => r.out);
  const state = stateOf(data);
  if (roundResult(state)) outs.push(outOf(state));
  return outs;
}

/** Whether a seat is a person or a computer. */
export function kindOf(data: SessionData, seat: number): SeatKind {
  return data.settings.seats[seat]?.kind ?? 'computer';
}

/** Seat names, by seat. */
export function namesOf(data: SessionData): string[] {
  return data.settings.seats.map((s) => s.name);
}

/** The session phase: from the round state and the round number. */
export function phaseOf(data: SessionData): SessionPhase {
  if (roundPhase(stateOf(data)) !== 'over') return 'playing';
  return data.round >= ROUNDS ? 'sessionOver' : 'roundOver';
}

/** Penalties of every finished round, the current one included once it is over. */
export function penaltiesOf(data: SessionData): number[][] {
  const rows = data.past.map((r) => r.penalties.slice());
  const result = roundResult(stateOf(data));
  if (result) rows.push(result.penalties);
  return rows;
}

/** Every action of the current round in order. */
export function entriesOf(data: SessionData): Entry[] {
  return data.groups.flatMap((g) => g.entries);
}
