/**
 * A newer version's data is never lost to this version, even when the page writes before it
 * ever loaded the session (a game started before storage finished loading, say).
 */
import { describe, expect, it } from 'vitest';
import { NEWER_VERSION, openDatabase, STORES } from '../../src/store/index.ts';
import { finished, freshFactory, makeStore, toy } from './helpers.ts';

const newer = { record: toy('FUTURE', 3, { version: 99 }), savedAt: 'then' };

async function seeded(session: unknown): Promise<IDBFactory> {
  const factory = freshFactory();
  const db = await openDatabase({ factory });
  await db.put(STORES.session, session, 'current');
  db.close();
  return factory;
}

describe('writing before any load', () => {
  it.each([
    ['saving a new game', (s: ReturnType<typeof makeStore>) => s.saveSession(toy('NEW', 1))],
    ['clearing the session', (s: ReturnType<typeof makeStore>) => s.clearSession()],
    ['finishing a game', (s: ReturnType<typeof makeStore>) => s.finishSession(finished('NEW', 1))],
  ])('%s moves a newer version\'s session aside, untouched', async (_, write) => {
    const store = makeStore({ indexedDB: await seeded(newer) });
    expect(await write(store)).toMatchObject({ ok: true });
    expect(await store.listKeptAside()).toMatchObject({ ok: true, entries: [{ from: 'session', value: newer, problem: { code: NEWER_VERSION } }] });
  });

  it('saving over an unreadable session keeps it aside too', async () => {
    const store = makeStore({ indexedDB: await seeded('junk') });
    await store.saveSession(toy('NEW', 1));
    expect(await store.listKeptAside()).toMatchObject({ entries: [{ value: 'junk', problem: { code: 'not-a-saved-game' } }] });
  });

  it('saving over a readable session replaces it, as starting a new game does', async () => {
    const store = makeStore({ indexedDB: await seeded({ record: toy('OLD', 2), savedAt: 's' }) });
    await store.saveSession(toy('NEW', 1));
    expect(await store.listKeptAside()).toEqual({ ok: true, entries: [] });
    expect(await store.loadSession()).toMatchObject({ session: toy('NEW', 1) });
  });
});

describe('a session with version 99', () => {
  it('is reported as newer after every reload and stays byte for byte', async () => {
    const factory = await seeded(newer);
    for (let i = 0; i < 2; i++) {
      const store = makeStore({ indexedDB: factory });
      expect(await store.loadSession()).toMatchObject({ ok: true, kind: 'newer-version', problem: { code: NEWER_VERSION, data: { version: 99 } } });
      expect(await store.listKeptAside()).toEqual({ ok: true, entries: [] });
      store.close();
    }
    const db = await openDatabase({ factory });
    expect(await db.get(STORES.session, 'current')).toEqual(newer);
    db.close();
  });
});
