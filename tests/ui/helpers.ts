/** Building app models on fakes, starting games and playing them forward, for the UI model tests. */
import { current, viewFor, type SeatSettings } from '../../src/session/index.ts';
import { AppModel } from '../../src/ui/app/app.ts';
import type { AppDeps, ComputerPlayer } from '../../src/ui/ports/ports.ts';
import { fakeTimers, tickingClock, type FakeTimers } from '../support/clock.ts';
import { fakeStorage, firstLegalComputer, type FakeStorage } from './fakes.ts';

/** A seed whose first round, played with first-legal moves, soon offers a tile two trains (5|8). */
export const SEED = 'SEED000001';

/** One person and one computer. */
export const SOLO: SeatSettings[] = [
  { name: 'Ann', kind: 'person' },
  { name: 'Bob', kind: 'computer', level: 'sharp' },
];

/** Two people sharing the device, and a computer. */
export const PAIR: SeatSettings[] = [
  { name: 'Ann', kind: 'person' },
  { name: 'Bea', kind: 'person' },
  { name: 'Cy', kind: 'computer', level: 'sharp' },
];

/** An app model on fakes, with its storage and timers. */
export interface TestApp {
  app: AppModel;
  storage: FakeStorage;
  timers: FakeTimers;
}

/** Lets pending promises (saves, the model's start-up) settle. */
export function settle(): Promise<void> {
  return new Promise((done) => setTimeout(done, 0));
}

/** Builds an app model on fakes and waits for its start-up; `computer` null: the AI never loads. */
export async function makeApp(
  options: { storage?: FakeStorage; computer?: ComputerPlayer | null; search?: string; deps?: Partial<AppDeps> } = {},
): Promise<TestApp> {
  const storage = options.storage ?? fakeStorage();
  const timers = fakeTimers();
  const computer = options.computer === undefined ? firstLegalComputer : options.computer;
  const app = new AppModel({
    openStore: storage.open,
    scheduler: { setTimeout: (run, ms) => timers.setTimeout(run, ms), clearTimeout: (t) => timers.clearTimeout(t as number) },
    now: tickingClock(),
    loadComputer: () => (computer ? Promise.resolve(computer) : new Promise(() => {})),
    freshSeed: () => 'FRESH00001',
    search: options.search ?? '',
    ...options.deps,
  });
  await settle();
  return { app, storage, timers };
}

/** An app model on fakes whose page paints frames by hand: `paint()` runs what waits for the next frame (afterPaint). */
export async function makePaintingApp(options: Omit<Parameters<typeof makeApp>[0] & object, 'deps'> = {}): Promise<TestApp & { paint: () => void }> {
  const frames: Array<() => void> = [];
  const timers = fakeTimers();
  const scheduler = {
    setTimeout: (run: () => void, ms: number) => timers.setTimeout(run, ms),
    clearTimeout: (t: unknown) => timers.clearTimeout(t as number),
    afterPaint: (run: () => void) => void frames.push(run),
  };
  const t = await makeApp({ ...options, deps: { scheduler } });
  return { ...t, timers, paint: () => frames.splice(0).forEach((run) => run()) };
}

/** Starts a game from the form; throws when it is refused. */
export async function startGame(app: AppModel, seats: SeatSettings[] = SOLO, seed = SEED): Promise<void> {
  const outcome = app.startGame({ seats, seed, pace: app.preferences.value.pace });
  if (!outcome.ok) throw new Error(`the game did not start: ${JSON.stringify(outcome.problem)}`);
  await settle();
}

/**
 * Plays first-legal moves for whoever is to act (people through table.perform, computers
 * one step at a time) until `until` holds; throws if it never does within the round.
 */
export async function playUntil(app: AppModel, until: () => boolean): Promise<void> {
  for (let guard = 0; guard < 2000; guard++) {
    if (until()) return;
    const session = app.table.session.value;
    const s = session && current(session);
    if (!session || !s || s.phase !== 'playing') break;
    if (s.turnKind === 'computer') app.table.computerStep();
    else app.table.perform(viewFor(session, s.turn).legal[0]!);
    await settle();
  }
  throw new Error('playUntil: the condition never held');
}

/** The person's turn at the table with a tile offered two trains; returns that tile and its trains. */
export function twoTrainTile(app: AppModel): { tile: string; trains: string[] } | null {
  const by = new Map<string, string[]>();
  for (const a of app.table.legal.value) if (a.type === 'play') by.set(a.tile, [...(by.get(a.tile) ?? []), String(a.train)]);
  const found = [...by].find(([, trains]) => trains.length > 1);
  return found ? { tile: found[0], trains: found[1] } : null;
}

/** A tile in the viewer's hand with exactly one legal train, or null. */
export function oneTrainTile(app: AppModel): { tile: string; train: string } | null {
  const by = new Map<string, string[]>();
  for (const a of app.table.legal.value) if (a.type === 'play') by.set(a.tile, [...(by.get(a.tile) ?? []), String(a.train)]);
  const found = [...by].find(([, trains]) => trains.length === 1);
  return found ? { tile: found[0], train: found[1][0]! } : null;
}
