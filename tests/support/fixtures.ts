/**
 * Written test inputs: sessions whose seats and deals are written out instead of searched for
 * by seed, and (from positions.ts) positions, actions and explicit deals of the core.
 */
import { snapshot, type RoundSnapshot } from '../../src/core/index.ts';
import {
  firstLegalBot,
  refereeState,
  start,
  type BotPlayer,
  type SeatSettings,
  type Session,
  type SessionEnv,
} from '../../src/session/index.ts';
import { tickingClock } from './clock.ts';
import { fullDeal, type Deal } from './positions.ts';

export { act, dealt, fullDeal, legal, pos, refusal } from './positions.ts';

/** Seats from a pattern such as "pccc": p = person (P0, …), c = computer (C1, …; relaxed and sharp in turn). */
function seats(pattern: string): SeatSettings[] {
  return [...pattern].map((c, i) => (c === 'p' ? { name: `P${i}`, kind: 'person' } : { name: `C${i}`, kind: 'computer', level: i % 2 ? 'sharp' : 'relaxed' }));
}

/** The seed of most tests. */
const TEST_SEED = 'K7Q2M9XH3D';

/** The environment of most tests: a ticking clock, a fixed fresh seed, the first-legal computer player. */
export function testEnv(bot: BotPlayer = firstLegalBot): SessionEnv {
  return { now: tickingClock(), freshSeed: () => 'FRESH00001', bot };
}

/** Starts a session from a seat pattern and a seed (the seeded deal), or throws. */
export function started(pattern: string, seed = TEST_SEED, env: SessionEnv = testEnv()): Session {
  const result = start({ seats: seats(pattern), seed }, env);
  if (!result.ok) throw new Error(result.message);
  return result.session;
}

/** One round's deal as written: each seat's whole hand and the yard's first tiles (the rest follow). */
export interface WrittenDeal {
  hands: string[][];
  yard?: string[];
}

/** A session as written: seats, and the deals of its first rounds (later rounds come from the seed). */
export interface WrittenSession {
  /** A pattern such as "pcc" (see seats) or the seats themselves. */
  seats: string | SeatSettings[];
  /** Round 1's hands: shorthand for rounds: [{ hands, yard }]. */
  hands?: string[][];
  /** Round 1's yard start (with hands). */
  yard?: string[];
  /** The deals of rounds 1, 2, … in order. */
  rounds?: WrittenDeal[];
  /** Deals the rounds not written; the session's seed. */
  seed?: string;
  /** The computer player; the first legal action by default. */
  bot?: BotPlayer;
}

function dealsOf(d: WrittenSession): WrittenDeal[] {
  if (d.rounds && d.hands) throw new Error('sessionFrom: write either hands (round 1) or rounds, not both');
  return d.rounds ?? (d.hands ? [{ hands: d.hands, yard: d.yard ?? [] }] : []);
}

/** The environment of a written session: its deals for the written rounds; the seed deals the others. */
export function writtenEnv(d: WrittenSession): SessionEnv {
  const deals = dealsOf(d);
  const deal = (round: number): Deal | null => {
    const written = deals[round - 1];
    return written ? fullDeal(written.hands, written.yard) : null;
  };
  return { ...testEnv(d.bot), deal };
}

/**
 * A session from a written game, e.g. sessionFrom({ seats: 'pcc', hands: [['12|12', '3|4'], ['12|3'], ['5|5']] }):
 * seat 0 holds the engine and 3|4, the yard holds every other tile. Throws on a wrong description.
 */
export function sessionFrom(d: WrittenSession): Session {
  const seatList = typeof d.seats === 'string' ? seats(d.seats) : d.seats;
  const result = start({ seats: seatList, seed: d.seed ?? TEST_SEED }, writtenEnv(d));
  if (!result.ok) throw new Error(result.message);
  return result.session;
}

/** The referee's snapshot of the current round. */
export function snap(session: Session): RoundSnapshot {
  return snapshot(refereeState(session));
}
