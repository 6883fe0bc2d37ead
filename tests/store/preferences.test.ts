/** Preferences are kept under the settings store, apart from any session. */
import { describe, expect, it } from 'vitest';
import { SETTING_KEYS } from '../../src/store/index.ts';
import { freshFactory, makeStore, toy } from './helpers.ts';

describe('preferences', () => {
  it('none stored at first', async () => {
    expect(await makeStore().loadPreferences()).toEqual({ ok: true, preferences: undefined });
  });

  it('saved preferences survive a reload exactly', async () => {
    const factory = freshFactory();
    const store = makeStore({ indexedDB: factory });
    expect(await store.savePreferences({ pace: 'fast' })).toEqual({ ok: true, persistent: true, problem: null });
    store.close();
    expect(await makeStore({ indexedDB: factory }).loadPreferences()).toEqual({ ok: true, preferences: { pace: 'fast' } });
  });

  it('they live under the settings key "preferences"', async () => {
    const store = makeStore();
    await store.savePreferences({ pace: 'slow' });
    expect(await store.loadSettings()).toEqual({ ok: true, settings: { [SETTING_KEYS.preferences]: { pace: 'slow' } } });
  });

  it('saving a session or clearing it leaves them alone', async () => {
    const store = makeStore();
    await store.savePreferences({ pace: 'instant' });
    await store.saveSession(toy('S', 2));
    await store.clearSession();
    expect(await store.loadPreferences()).toEqual({ ok: true, preferences: { pace: 'instant' } });
  });
});
