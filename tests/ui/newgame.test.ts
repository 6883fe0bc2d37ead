/**
 * The New game form never races its storage: the link is on the first render, stored
 * settings arriving late fill only untouched fields, Start starts what was shown, and the
 * start-up never takes the screen or the game from a person who already acted.
 */
import { describe, expect, it } from 'vitest';
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { current, start, type SeatSettings } from '../../src/session/index.ts';
import { NewGame } from '../../src/ui/start/NewGame.tsx';
import { ReplacedGameNote } from '../../src/ui/start/LeaveAsk.tsx';
import { AppModel } from '../../src/ui/app/app.ts';
import { AppContext } from '../../src/ui/app/context.ts';
import type { StorePort } from '../../src/ui/ports/ports.ts';
import { fakeTimers, tickingClock } from '../support/clock.ts';
import { testEnv } from '../support/fixtures.ts';
import { fakeStorage, firstLegalComputer, type FakeStorage } from './fakes.ts';
import { SEED, SOLO, makeApp, settle } from './helpers.ts';

const LINK = '?seed=RACE5&players=You,Ana:computer';
const LINK_SEATS: SeatSettings[] = [
  { name: 'You', kind: 'person' },
  { name: 'Ana', kind: 'computer', level: 'sharp' },
];
const STORED_SEATS: SeatSettings[] = [
  { name: 'Zoe', kind: 'person' },
  { name: 'Max', kind: 'computer', level: 'relaxed' },
  { name: 'Kit', kind: 'computer', level: 'sharp' },
];

/** Storage whose reads wait until the test lets them through: the settings and the saved game separately. */
interface SlowStorage {
  storage: FakeStorage;
  open: (env: Parameters<FakeStorage['open']>[0]) => StorePort;
  /** The port's calls, in the order they were made. */
  calls: string[];
  /** Lets the preferences and the last new game through, and waits for the model to take them. */
  settings: () => Promise<void>;
  /** Lets the saved game through, and waits for the model to take it. */
  session: () => Promise<void>;
}

function gate(): { wait: Promise<void>; open: () => void } {
  let open = () => {};
  const wait = new Promise<void>((done) => (open = done));
  return { wait, open };
}

function slowStorage(given: Parameters<typeof fakeStorage>[0] = {}): SlowStorage {
  const storage = fakeStorage(given);
  const settings = gate();
  const session = gate();
  const calls: string[] = [];
  return {
    storage,
    calls,
    open(env) {
      const port = storage.open(env);
      const held =
        <R>(name: string, wait: Promise<void>, read: () => Promise<R>) =>
        (): Promise<R> => {
          calls.push(name);
          // Read now, answer later: like the store, a read sees what was kept when it was asked for.
          const answer = read();
          return wait.then(() => answer);
        };
      return {
        ...port,
        loadPreferences: held('loadPreferences', settings.wait, port.loadPreferences),
        loadNewGame: held('loadNewGame', settings.wait, port.loadNewGame),
        loadSession: held('loadSession', session.wait, port.loadSession),
        saveSession: (s) => (calls.push('saveSession'), port.saveSession(s)),
        savePreferences: (p) => (calls.push('savePreferences'), port.savePreferences(p)),
      };
    },
    settings: async () => (settings.open(), settle()),
    session: async () => (session.open(), settle()),
  };
}

/** An app model on slow storage; nothing has arrived yet when it returns. */
async function slowApp(search = '', given: Parameters<typeof fakeStorage>[0] = {}) {
  const slow = slowStorage(given);
  const t = await makeApp({ storage: slow.storage, search, deps: { openStore: slow.open } });
  return { ...t, slow };
}

/** The form as the first render draws it: built and rendered in the same turn, before any storage read could answer. */
function firstRender(search: string): string {
  const timers = fakeTimers();
  const app = new AppModel({
    openStore: slowStorage().open,
    scheduler: { setTimeout: (run, ms) => timers.setTimeout(run, ms), clearTimeout: (t) => timers.clearTimeout(t as number) },
    now: tickingClock(),
    loadComputer: () => Promise.resolve(firstLegalComputer),
    freshSeed: () => 'FRESH00001',
    search,
  });
  return renderToString(h(AppContext.Provider, { value: app }, h(NewGame, { onStart: async () => true, onCancel: null })));
}

/** A saved game from an earlier visit, one round in. */
function savedGame() {
  const made = start({ seats: SOLO, seed: SEED }, testEnv());
  if (!made.ok) throw new Error(made.message);
  return made.session;
}

describe('the first render', () => {
  it('shows the link\'s seed', () => {
    expect(firstRender(LINK)).toMatch(/id="seed"[^>]*value="RACE5"|value="RACE5"[^>]*id="seed"/);
  });

  it('never shows a random seed where the link gave one', () => {
    expect(firstRender(LINK)).not.toContain('FRESH00001');
  });

  it('shows the link\'s seats and no default ones', () => {
    const html = firstRender(LINK);
    expect({ you: html.includes('value="You"'), ana: html.includes('value="Ana"'), ben: html.includes('value="Ben"') }).toEqual({
      you: true,
      ana: true,
      ben: false,
    });
  });

  it('shows the link\'s pace', () => {
    expect(firstRender('?pace=slow')).toMatch(/<option selected value="slow"/);
  });

  it('the model holds the link\'s values before storage answers', async () => {
    const { app } = await slowApp(`${LINK}&pace=fast`);
    expect(app.newGame.values.value).toEqual({ seats: LINK_SEATS, seed: 'RACE5', pace: 'fast' });
  });
});

describe('stored settings arriving later', () => {
  it('fill the seats nobody touched', async () => {
    const { app, slow } = await slowApp('', { newGame: { seats: STORED_SEATS } });
    await slow.settings();
    expect(app.newGame.values.value.seats).toEqual(STORED_SEATS);
  });

  it('fill the pace nobody touched', async () => {
    const { app, slow } = await slowApp('', { preferences: { pace: 'slow' } });
    await slow.settings();
    expect(app.newGame.values.value.pace).toBe('slow');
  });

  it('leave the seed as it was', async () => {
    const { app, slow } = await slowApp('', { newGame: { seats: STORED_SEATS } });
    await slow.settings();
    expect(app.newGame.values.value.seed).toBe('FRESH00001');
  });

  it('never replace a seed the person typed', async () => {
    const { app, slow } = await slowApp(LINK);
    app.newGame.edit({ seed: 'MINE' });
    await slow.settings();
    expect(app.newGame.values.value.seed).toBe('MINE');
  });

  it('never replace a pace the person chose', async () => {
    const { app, slow } = await slowApp('', { preferences: { pace: 'slow' } });
    app.newGame.edit({ pace: 'instant' });
    await slow.settings();
    expect(app.newGame.values.value.pace).toBe('instant');
  });

  it('never replace seats the person edited', async () => {
    const { app, slow } = await slowApp('', { newGame: { seats: STORED_SEATS } });
    app.newGame.edit({ seats: SOLO });
    await slow.settings();
    expect(app.newGame.values.value.seats).toEqual(SOLO);
  });

  it('do not override the link\'s seats', async () => {
    const { app, slow } = await slowApp(LINK, { newGame: { seats: STORED_SEATS } });
    await slow.settings();
    expect(app.newGame.values.value.seats).toEqual(LINK_SEATS);
  });

  it('do not override the link\'s pace', async () => {
    const { app, slow } = await slowApp('?pace=fast', { preferences: { pace: 'slow' } });
    await slow.settings();
    expect(app.newGame.values.value.pace).toBe('fast');
  });

  it('fill what the link did not give', async () => {
    const { app, slow } = await slowApp('?seed=RACE5', { newGame: { seats: STORED_SEATS }, preferences: { pace: 'slow' } });
    await slow.settings();
    expect(app.newGame.values.value).toEqual({ seats: STORED_SEATS, seed: 'RACE5', pace: 'slow' });
  });
});

describe('Start before storage answers', () => {
  it('starts exactly what the form showed', async () => {
    const { app, slow } = await slowApp(LINK, { newGame: { seats: STORED_SEATS }, preferences: { pace: 'slow' } });
    const shown = app.newGame.values.value;
    app.startGame(shown);
    await slow.settings();
    await slow.session();
    const s = current(app.table.session.value!);
    expect({ seed: s.seed, seats: s.seats }).toEqual({ seed: 'RACE5', seats: LINK_SEATS });
  });

  it('keeps the pace chosen at Start over the stored preference', async () => {
    const { app, slow } = await slowApp('', { preferences: { pace: 'slow' } });
    app.startGame({ ...app.newGame.values.value, pace: 'fast' });
    await slow.settings();
    expect(app.preferences.value.pace).toBe('fast');
  });

  it('keeps the pace chosen at Start even when it is the default', async () => {
    const { app, slow } = await slowApp('', { preferences: { pace: 'slow' } });
    app.startGame({ ...app.newGame.values.value, pace: 'normal' });
    await slow.settings();
    expect(app.preferences.value.pace).toBe('normal');
  });

  it('remembers the seats started, not the stored ones', async () => {
    const { app, slow } = await slowApp(LINK, { newGame: { seats: STORED_SEATS } });
    app.startGame(app.newGame.values.value);
    await slow.settings();
    expect(slow.storage.newGame).toEqual({ seats: LINK_SEATS });
  });

  it('the form then offers the same seats with a fresh seed, which late settings do not change', async () => {
    const { app, slow } = await slowApp(LINK, { newGame: { seats: STORED_SEATS } });
    app.startGame(app.newGame.values.value);
    await slow.settings();
    expect({ seats: app.newGame.values.value.seats, seed: app.newGame.values.value.seed }).toEqual({ seats: LINK_SEATS, seed: 'FRESH00001' });
  });

  it('the saved game is read before the new game is saved over it', async () => {
    const { app, slow } = await slowApp(LINK, { load: { kind: 'loaded', session: savedGame() } });
    app.startGame(app.newGame.values.value);
    await settle();
    expect(slow.calls.indexOf('loadSession')).toBeLessThan(slow.calls.indexOf('saveSession'));
  });
});

describe('preferences chosen before the stored ones arrive', () => {
  it('a display choice survives them', async () => {
    const { app, slow } = await slowApp('', { preferences: { tileSize: 'large' } });
    app.setDisplay({ tileSize: 'extra-large' });
    await slow.settings();
    expect(app.preferences.value.tileSize).toBe('extra-large');
  });

  it('the stored ones still apply where the person chose nothing', async () => {
    const { app, slow } = await slowApp('', { preferences: { tileSize: 'large', pace: 'slow' } });
    app.startGame({ ...app.newGame.values.value, pace: 'fast' });
    await slow.settings();
    expect({ pace: app.preferences.value.pace, size: app.preferences.value.tileSize }).toEqual({ pace: 'fast', size: 'large' });
  });

  it('are saved again whole, so a reload keeps the stored ones too', async () => {
    const { app, slow } = await slowApp('', { preferences: { tileSize: 'large', pace: 'slow' } });
    app.startGame({ ...app.newGame.values.value, pace: 'fast' });
    await slow.settings();
    await settle();
    expect({ pace: slow.storage.preferences?.pace, size: slow.storage.preferences?.tileSize }).toEqual({ pace: 'fast', size: 'large' });
  });

  it('nothing is written back when the person chose nothing', async () => {
    const { app, slow } = await slowApp('', { preferences: { tileSize: 'large' } });
    await slow.settings();
    expect({ size: app.preferences.value.tileSize, calls: slow.calls.includes('savePreferences') }).toEqual({ size: 'large', calls: false });
  });
});

describe('the start-up after the person acted', () => {
  it('does not switch screens after the person started a game', async () => {
    const { app, slow } = await slowApp(LINK, { load: { kind: 'loaded', session: savedGame() } });
    app.startGame(app.newGame.values.value);
    await slow.settings();
    await slow.session();
    expect(app.screen.value).toBe('table');
  });

  it('does not replace the game the person started with the saved one', async () => {
    const { app, slow } = await slowApp(LINK, { load: { kind: 'loaded', session: savedGame() } });
    app.startGame(app.newGame.values.value);
    const started = app.table.session.value;
    await slow.settings();
    await slow.session();
    expect(app.table.session.value).toBe(started);
  });

  it('does not switch screens after a game started with no link', async () => {
    const { app, slow } = await slowApp('', { load: { kind: 'loaded', session: savedGame() } });
    app.startGame(app.newGame.values.value);
    app.show('rules');
    await slow.settings();
    await slow.session();
    expect(app.screen.value).toBe('rules');
  });

  it('does not leave a screen the person opened', async () => {
    const { app, slow } = await slowApp('', { load: { kind: 'loaded', session: savedGame() } });
    app.toggle('rules');
    await slow.settings();
    await slow.session();
    expect({ screen: app.screen.value, resumed: app.table.session.value !== null }).toEqual({ screen: 'rules', resumed: true });
  });

  it('leaves the form up, the saved game behind it, when the person was filling it in', async () => {
    const { app, slow } = await slowApp('', { load: { kind: 'loaded', session: savedGame() } });
    app.show('newGame');
    app.newGame.edit({ seed: 'MINE' });
    await slow.settings();
    await slow.session();
    expect({ screen: app.screen.value, resumed: app.table.session.value !== null }).toEqual({ screen: 'newGame', resumed: true });
  });

  it('still resumes the saved game when the person did nothing', async () => {
    const { app, slow } = await slowApp('', { load: { kind: 'loaded', session: savedGame() } });
    await slow.settings();
    await slow.session();
    expect(app.screen.value).toBe('table');
  });
});

describe('a saved game replaced by a game started before it loaded', () => {
  it('is offered back, with where it stood', async () => {
    const { app, slow } = await slowApp(LINK, { load: { kind: 'loaded', session: savedGame() } });
    app.startGame(app.newGame.values.value);
    await slow.settings();
    await slow.session();
    expect(app.replaced.value).toEqual({ round: 1, rounds: 13 });
  });

  it('is not offered when there was none', async () => {
    const { app, slow } = await slowApp(LINK);
    app.startGame(app.newGame.values.value);
    await slow.settings();
    await slow.session();
    expect(app.replaced.value).toBeNull();
  });

  it('is not offered when the game was started after it loaded', async () => {
    const { app, slow } = await slowApp(LINK, { load: { kind: 'loaded', session: savedGame() } });
    await slow.settings();
    await slow.session();
    app.startGame(app.newGame.values.value);
    expect(app.replaced.value).toBeNull();
  });

  it('going back to it puts it on the table', async () => {
    const saved = savedGame();
    const { app, slow } = await slowApp(LINK, { load: { kind: 'loaded', session: saved } });
    app.startGame(app.newGame.values.value);
    await slow.settings();
    await slow.session();
    app.returnToReplaced();
    expect({ same: app.table.session.value === saved, offered: app.replaced.value }).toEqual({ same: true, offered: null });
  });

  it('going back to it saves it again, so a reload resumes it', async () => {
    const saved = savedGame();
    const { app, slow } = await slowApp(LINK, { load: { kind: 'loaded', session: saved } });
    app.startGame(app.newGame.values.value);
    await slow.settings();
    await slow.session();
    app.returnToReplaced();
    await settle();
    expect(slow.storage.saves.at(-1)).toBe(saved);
  });

  it('the note says where it stood and offers both ways', async () => {
    const { app, slow } = await slowApp(LINK, { load: { kind: 'loaded', session: savedGame() } });
    app.startGame(app.newGame.values.value);
    await slow.settings();
    await slow.session();
    const html = renderToString(h(AppContext.Provider, { value: app }, h(ReplacedGameNote, {})));
    expect(['round 1 of 13', '>Back to the saved game<', '>Keep this game<'].map((part) => html.includes(part))).toEqual([true, true, true]);
  });

  it('no note while nothing was replaced', async () => {
    const { app } = await slowApp(LINK);
    expect(renderToString(h(AppContext.Provider, { value: app }, h(ReplacedGameNote, {})))).toBe('');
  });

  it('keeping the new game lets it go', async () => {
    const { app, slow } = await slowApp(LINK, { load: { kind: 'loaded', session: savedGame() } });
    app.startGame(app.newGame.values.value);
    await slow.settings();
    await slow.session();
    app.dismissReplaced();
    expect({ offered: app.replaced.value, seed: current(app.table.session.value!).seed }).toEqual({ offered: null, seed: 'RACE5' });
  });
});
