/** The app model: start-up from storage, screens, preferences, saving, models side by side, dispose. */
import { describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES, start } from '../../src/session/index.ts';
import { fakeStorage } from './fakes.ts';
import { SEED, SOLO, makeApp, playUntil, settle, startGame } from './helpers.ts';
import { testEnv } from '../support/fixtures.ts';

/** A session saved by an earlier visit. */
function savedSession() {
  const made = start({ seats: SOLO, seed: SEED }, testEnv());
  if (!made.ok) throw new Error(made.message);
  return made.session;
}

describe('start-up', () => {
  it('opens Home when nothing is saved, and the form when a link pre-fills a game', async () => {
    const { app } = await makeApp();
    expect(app.screen.value).toBe('home');
    const linked = await makeApp({ search: '?seed=LINKED&players=Ana,Ben:computer' });
    expect(linked.app.screen.value).toBe('newGame');
  });

  it('resumes a saved game on the table', async () => {
    const session = savedSession();
    const { app } = await makeApp({ storage: fakeStorage({ load: { kind: 'loaded', session } }) });
    expect({ screen: app.screen.value, same: app.table.session.value === session }).toEqual({ screen: 'table', same: true });
  });

  it('says a game was restored', async () => {
    const { app } = await makeApp({ storage: fakeStorage({ load: { kind: 'loaded', session: savedSession() } }) });
    expect(app.table.log.value).toEqual([{ kind: 'restored' }]);
  });

  it('does not write a restored game back', async () => {
    const { storage } = await makeApp({ storage: fakeStorage({ load: { kind: 'loaded', session: savedSession() } }) });
    expect(storage.saves).toEqual([]);
  });

  it('keeps the problem of a saved game that cannot be read', async () => {
    const load = { kind: 'keptAside' as const, problem: { code: 'bad-round', detail: 'round 2 is wrong' } };
    const { app } = await makeApp({ storage: fakeStorage({ load }) });
    expect(app.restoreProblem.value).toEqual(load);
  });

  it('pre-fills the form with the last game\'s seats', async () => {
    const seats = [
      { name: 'Zoe', kind: 'person' as const },
      { name: 'Max', kind: 'computer' as const, level: 'relaxed' as const },
    ];
    const { app } = await makeApp({ storage: fakeStorage({ newGame: { seats } }) });
    expect(app.newGame.values.value.seats).toEqual(seats);
  });

  it('pre-fills the pace from the preferences', async () => {
    const { app } = await makeApp({ storage: fakeStorage({ preferences: { pace: 'slow' } }) });
    expect(app.newGame.values.value.pace).toBe('slow');
  });

  it('a link pre-fills the form and brings it up over a saved game', async () => {
    const { app } = await makeApp({ storage: fakeStorage({ load: { kind: 'loaded', session: savedSession() } }), search: '?seed=LINKSEED01' });
    expect({ screen: app.screen.value, seed: app.newGame.values.value.seed }).toEqual({ screen: 'newGame', seed: 'LINKSEED01' });
  });
});

describe('starting a game', () => {
  it('shows the table', async () => {
    const { app } = await makeApp();
    await startGame(app);
    expect(app.screen.value).toBe('table');
  });

  it('remembers the seats for next time', async () => {
    const { app, storage } = await makeApp();
    await startGame(app);
    expect(storage.newGame).toEqual({ seats: SOLO });
  });

  it('keeps a new pace as a preference, not in the session', async () => {
    const { app, storage } = await makeApp();
    app.startGame({ seats: SOLO, seed: SEED, pace: 'fast' });
    await settle();
    expect({ stored: storage.preferences, now: app.preferences.value }).toEqual({ stored: { ...DEFAULT_PREFERENCES, pace: 'fast' }, now: { ...DEFAULT_PREFERENCES, pace: 'fast' } });
  });
});

describe('saving', () => {
  it('writes every committed change once', async () => {
    const { app, storage } = await makeApp();
    await startGame(app);
    await playUntil(app, () => app.table.log.value.length >= 3);
    expect(storage.saves.length).toBe(app.table.log.value.length + 1); // + the start
  });

  it('writes the session as committed', async () => {
    const { app, storage } = await makeApp();
    await startGame(app);
    expect(storage.saves.at(-1)).toBe(app.table.session.value);
  });

  it('is busy while a save is pending', async () => {
    const { app, storage } = await makeApp();
    storage.holding = true;
    app.startGame({ seats: SOLO, seed: SEED, pace: 'normal' });
    expect(app.table.saving.value).toBe(true);
  });

  it('is not busy once the save is done', async () => {
    const { app, storage } = await makeApp();
    storage.holding = true;
    app.startGame({ seats: SOLO, seed: SEED, pace: 'normal' });
    storage.release();
    await settle();
    expect(app.table.saving.value).toBe(false);
  });
});

describe('Home', () => {
  it('Quick game: the reader and three computers at the default level, a fresh seed, the device\'s pace, on the table at once', async () => {
    const { app } = await makeApp({ storage: fakeStorage({ preferences: { pace: 'fast' } }) });
    expect(app.inProgress.value).toBeNull();
    const outcome = await app.quickGame('Tú');
    expect(outcome).toMatchObject({ ok: true });
    const s = app.table.status.value!;
    expect({
      screen: app.screen.value,
      seats: s.seats.map((seat) => [seat.name, seat.kind, seat.level ?? null]),
      seed: s.seed,
      pace: app.preferences.value.pace,
      round: app.inProgress.value?.round,
    }).toEqual({
      screen: 'table',
      seats: [['Tú', 'person', null], ['Ana', 'computer', 'sharp'], ['Ben', 'computer', 'sharp'], ['Cy', 'computer', 'sharp']],
      seed: 'FRESH00001',
      pace: 'fast',
      round: 1,
    });
  });

  it('Quick game over a game in progress keeps that one in Records first; when it cannot be kept, nothing starts', async () => {
    const storage = fakeStorage();
    const { app } = await makeApp({ storage });
    await startGame(app);
    const game = app.table.session.value;
    storage.keepWorks = false;
    expect(await app.quickGame('You')).toBe('not-kept');
    expect(app.table.session.value).toBe(game);
    storage.keepWorks = true;
    expect(await app.quickGame('You')).toMatchObject({ ok: true });
    expect(app.table.session.value).not.toBe(game);
    expect(storage.keptAside).toHaveLength(1);
  });
});

describe('screens', () => {
  it('a top-bar button opens its screen', async () => {
    const { app } = await makeApp();
    app.toggle('rules');
    expect(app.screen.value).toBe('rules');
  });

  it('the same button closes it, back Home when there is no game', async () => {
    const { app } = await makeApp();
    app.toggle('rules');
    app.toggle('rules');
    expect(app.screen.value).toBe('home');
  });

  it('back returns to the game in progress', async () => {
    const { app } = await makeApp();
    await startGame(app);
    app.show('records');
    app.back();
    expect(app.screen.value).toBe('table');
  });
});

describe('taking over from another tab', () => {
  it('resumes the game here once this tab owns it', async () => {
    const storage = fakeStorage();
    const { app } = await makeApp({ storage });
    storage.load = { kind: 'loaded', session: savedSession() };
    await app.takeOver();
    expect(app.screen.value).toBe('table');
  });
});

describe('two app models side by side', () => {
  it('do not share a session', async () => {
    const one = await makeApp();
    const two = await makeApp();
    await startGame(one.app);
    expect(two.app.table.session.value).toBeNull();
  });

  it('do not share a screen', async () => {
    const one = await makeApp();
    const two = await makeApp();
    one.app.show('rules');
    expect(two.app.screen.value).toBe('home');
  });

  it('do not share a selection', async () => {
    const one = await makeApp();
    const two = await makeApp();
    await startGame(one.app);
    await startGame(two.app);
    one.app.input.select(one.app.table.view.value!.hand[0]!);
    expect(two.app.input.selected.value).toBeNull();
  });
});

describe('dispose', () => {
  it('stops the computer moves', async () => {
    const { app, timers } = await makeApp();
    await startGame(app, [
      { name: 'Ann', kind: 'person' },
      { name: 'Bob', kind: 'computer', level: 'sharp' },
      { name: 'Cy', kind: 'computer', level: 'sharp' },
    ], 'SEED000002');
    const before = app.table.log.value.length;
    app[Symbol.dispose]();
    timers.advance(60_000);
    expect({ moves: app.table.log.value.length, timers: timers.pending() }).toEqual({ moves: before, timers: 0 });
  });

  it('stops saving', async () => {
    const { app, storage } = await makeApp();
    await startGame(app);
    const saves = storage.saves.length;
    app[Symbol.dispose]();
    app.table.perform(app.table.legal.value[0] ?? { type: 'draw' });
    expect(storage.saves.length).toBe(saves);
  });

  it('unsubscribes from the storage status', async () => {
    const { app, storage } = await makeApp();
    app[Symbol.dispose]();
    expect(storage.listeners()).toBe(0);
  });

  it('stops the input reset', async () => {
    const { app } = await makeApp();
    await startGame(app);
    await playUntil(app, () => app.table.legal.value.length > 1);
    app[Symbol.dispose]();
    app.input.ask('draw');
    app.table.perform(app.table.legal.value[0]!);
    expect(app.input.preview.value).toEqual({ kind: 'draw' });
  });
});
