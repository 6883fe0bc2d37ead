/** The store port over the real store, kept in memory (no IndexedDB): sessions, preferences, the last new game. */
import { describe, expect, it } from 'vitest';
import { SETTING_KEYS, createStore } from '../../src/store/index.ts';
import { DEFAULT_PREFERENCES, current, sessionCodec, start, type Session } from '../../src/session/index.ts';
import { openStorePort, storePort } from '../../src/ui/ports/store-port.ts';
import { testEnv } from '../support/fixtures.ts';
import { SEED, SOLO } from './helpers.ts';

function session(): Session {
  const made = start({ seats: SOLO, seed: SEED }, testEnv());
  if (!made.ok) throw new Error(made.message);
  return made.session;
}

describe('the store port', () => {
  it('finds nothing in a new store', async () => {
    const port = openStorePort(testEnv(), { indexedDB: null, storage: null });
    expect(await port.loadSession()).toEqual({ kind: 'empty' });
  });

  it('gives back a saved session', async () => {
    const port = openStorePort(testEnv(), { indexedDB: null, storage: null });
    const saved = session();
    await port.saveSession(saved);
    const loaded = await port.loadSession();
    expect(loaded.kind === 'loaded' && current(loaded.session)).toEqual(current(saved));
  });

  it('keeps the preferences', async () => {
    const port = openStorePort(testEnv(), { indexedDB: null, storage: null });
    await port.savePreferences({ ...DEFAULT_PREFERENCES, pace: 'slow' });
    expect(await port.loadPreferences()).toEqual({ ...DEFAULT_PREFERENCES, pace: 'slow' });
  });

  it('reads the pace an older version kept with the last new game', async () => {
    const store = createStore({ codec: sessionCodec(testEnv()), indexedDB: null, storage: null });
    await store.saveSetting(SETTING_KEYS.lastNewGame, { seats: SOLO, pace: 'fast' });
    expect(await storePort(store).loadPreferences()).toEqual({ ...DEFAULT_PREFERENCES, pace: 'fast' });
  });

  it('keeps the last new game\'s seats', async () => {
    const port = openStorePort(testEnv(), { indexedDB: null, storage: null });
    await port.saveNewGame({ seats: SOLO });
    expect(await port.loadNewGame()).toEqual({ seats: SOLO });
  });
});
