/** Shared fixtures for the session tests: a fixed clock, seat lists and a simple person. */
import { expect } from 'vitest';
import { makeAction, snapshot, type RoundSnapshot } from '../../src/core/index.ts';
import {
  act,
  current,
  refereeState,
  runBots,
  start,
  viewFor,
  type BotPlayer,
  type Session,
  type SessionEnv,
  type SeatSettings,
} from '../../src/session/index.ts';
import { defaultBot } from '../../src/session/default-bot.ts';

/** A clock that ticks one second per call, so every stamp is distinct and reproducible. */
export function tickingClock(): () => string {
  let t = Date.UTC(2025, 0, 1);
  return () => new Date((t += 1000)).toISOString();
}

/** The environment of most tests: a ticking clock and a fixed fresh seed. */
export function testEnv(bot?: BotPlayer): SessionEnv {
  return { now: tickingClock(), freshSeed: () => 'FRESH00001', bot: bot ?? defaultBot };
}

/** Seats from a pattern such as "pccc": p = person, c = computer. */
export function seats(pattern: string): SeatSettings[] {
  return [...pattern].map((c, i) => (c === 'p' ? { name: `P${i}`, kind: 'person' } : { name: `C${i}`, kind: 'computer', level: i % 2 ? 'sharp' : 'relaxed' }));
}

/** Starts a session or fails the test. */
export function started(pattern: string, seed = 'K7Q2M9XH3D', env: SessionEnv = testEnv()): Session {
  const result = start({ seats: seats(pattern), seed, pace: 'instant' }, env);
  if (!result.ok) throw new Error(result.message);
  return result.session;
}

/** The referee's snapshot of the current round. */
export function snap(session: Session): RoundSnapshot {
  return snapshot(refereeState(session));
}

/** The person to act plays their first legal action; fails the test on a refusal. */
export function personPlays(session: Session): Session {
  const seat = current(session).turn;
  const action = viewFor(session, seat).legal[0]!;
  const result = act(session, makeAction(action));
  if (!result.ok) throw new Error(result.message);
  return result.session;
}

/** Plays computers and the simple person until `until` holds or the round is over. */
export function playUntil(session: Session, until: (s: Session) => boolean): Session {
  let s = session;
  for (let guard = 0; guard < 2000; guard++) {
    if (until(s)) return s;
    if (current(s).phase !== 'playing') return s;
    s = current(s).turnKind === 'computer' ? runBots(s).session : personPlays(s);
  }
  throw new Error('playUntil: no end');
}

/** Expects a value to be an error result, returning its message. */
export function refused(result: { ok: boolean; message?: string }): string {
  expect(result.ok).toBe(false);
  return result.message ?? '';
}
