/**
 * Sessions made with the session midend for tests: finished ones (for Records), and ones stored
 * as the game in progress for tests that need a round's or the session's end without playing up
 * to it move by move (a round of two seats can take a minute on a busy machine): the test stores
 * a session one computer move before a round's end, and the app's own computer ends the round,
 * its round-end table and all.
 */
import type { Page } from '@playwright/test';
import { act, botStep, current, firstLegalBot, nextRound, runBots, start, toRecord, viewFor, type SeatSettings, type Session } from '../../src/session/index.ts';
import { databaseReady, putStored } from './database.ts';
import { expect } from './fixtures.ts';
import { settled } from './play.ts';

/** A finished 13-round session of computers named `names`. */
export function finishedSession(seed: string, names: readonly string[]): Session {
  let t = Date.UTC(2026, 10, 1);
  const env = { now: () => new Date((t += 1000)).toISOString(), bot: firstLegalBot };
  const made = start({ seats: names.map((name) => ({ name, kind: 'computer' as const })), seed }, env);
  if (!made.ok) throw new Error(made.message);
  let s = runBots(made.session).session;
  while (current(s).phase !== 'sessionOver') {
    const next = nextRound(s);
    if (!next.ok) throw new Error(next.message);
    s = runBots(next.session).session;
  }
  return s;
}

const SEATS: SeatSettings[] = [
  { name: 'You', kind: 'person' },
  { name: 'Ana', kind: 'computer', level: 'sharp' },
];

/**
 * A session of SEATS with rounds before `round` played through (first-legal moves) and
 * `round` played up to its last move, when that move is the computer's (so the app's own
 * computer ends the round at once, whatever it picks: its last tile, or the pass of a
 * blocked round); null when a person's move would end it.
 */
function beforeLastMove(seed: string, round: number, seats: readonly SeatSettings[] = SEATS): Session | null {
  let t = Date.UTC(2026, 10, 1);
  const made = start({ seats, seed }, { now: () => new Date((t += 1000)).toISOString(), bot: firstLegalBot });
  if (!made.ok) throw new Error(made.message);
  let s = made.session;
  for (;;) {
    const computer = current(s).turnKind === 'computer';
    const next = computer ? botStep(s)!.session : (act(s, viewFor(s, current(s).turn).legal[0]!) as { ok: true; session: Session }).session;
    if (current(next).phase === 'playing') s = next;
    else if (current(s).round === round) return computer ? s : null;
    else s = (nextRound(next) as { ok: true; session: Session }).session;
  }
}

/** The first seed `prefix`0, `prefix`1… whose every round in `rounds` ends on a computer's move (of `seats`), with those sessions. */
export function seeded(prefix: string, rounds: number[], seats: readonly SeatSettings[] = SEATS): { seed: string; sessions: Session[] } {
  for (let i = 0; i < 100; i++) {
    const seed = `${prefix}${i}`;
    const sessions = rounds.map((r) => beforeLastMove(seed, r, seats));
    if (sessions.every((x) => x !== null)) return { seed, sessions: sessions as Session[] };
  }
  throw new Error(`no seed ${prefix}0–99 fits`);
}

/**
 * Stores `session` as the game in progress (Instant pace, and any other `preferences`) and
 * opens the app on it. The app creates its database first; the test then writes from a
 * script-free page of the origin (its icon), so the app's own start-up cannot read the store
 * meanwhile (as kept-aside.spec.ts does).
 */
async function openStored(page: Page, session: Session, preferences: Record<string, unknown>): Promise<void> {
  // The restored table may ask for the your-turn vibration before any tap, which Chromium logs as an error.
  await page.addInitScript(() => Object.defineProperty(navigator, 'vibrate', { configurable: true, value: () => true }));
  await page.goto('/');
  await databaseReady(page);
  const entry = { record: toRecord(session), savedAt: '2026-11-01T00:00:00.000Z' };
  await putStored(page, [
    { store: 'session', key: 'current', value: entry },
    // The computers play at Instant pace.
    { store: 'settings', key: 'preferences', value: { ...preferences, pace: 'instant' } },
  ]);
  await page.goto('/');
  await expect(page.locator('.table')).toBeVisible();
}

/** Opens a stored session one computer move before its round's end: the app's computer ends it. */
export async function toRoundEnd(page: Page, session: Session, preferences: Record<string, unknown> = {}): Promise<void> {
  await openStored(page, session, preferences);
  await expect(page.locator('#round-end-title')).toBeVisible();
  await settled(page);
}
