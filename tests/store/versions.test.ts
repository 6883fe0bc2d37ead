/**
 * Data written by a newer version of the app (a record version this code does not know):
 * kept exactly as it is, never kept aside, and reported with the code 'newer-version' so
 * the screen can say "update the app".
 */
import { describe, expect, it } from 'vitest';
import { NEWER_VERSION, openDatabase, STORES } from '../../src/store/index.ts';
import { finished, freshFactory, makeStore, toy } from './helpers.ts';

const newer = toy('FUTURE', 3, { version: 2 });
const newerDone = finished('FUTURE-DONE', 3, '2025-07-01T00:00:00.000Z', { version: 2 });

/** A database whose session in progress, and one record, come from a newer version. */
async function seeded(): Promise<IDBFactory> {
  const factory = freshFactory();
  const db = await openDatabase({ factory });
  await db.put(STORES.session, { record: newer, savedAt: 'then' }, 'current');
  await db.put(STORES.records, { id: 'future', finishedAt: '', summary: {}, record: newerDone }, 'future');
  await db.put(STORES.records, { id: 'mine', finishedAt: '', summary: {}, record: finished('MINE', 2) }, 'mine');
  db.close();
  return factory;
}

/** The raw value under `key` of `store`. */
async function raw(factory: IDBFactory, store: 'session' | 'records', key: string): Promise<unknown> {
  const db = await openDatabase({ factory });
  const value = await db.get(store, key);
  db.close();
  return value;
}

describe('a session from a newer version', () => {
  it('loads as kind "newer-version" with the codec\'s problem', async () => {
    const loaded = await makeStore({ indexedDB: await seeded() }).loadSession();
    expect(loaded).toEqual({ ok: true, kind: 'newer-version', problem: { code: NEWER_VERSION, data: { version: 2 }, detail: 'toy version 2' } });
  });

  it('is left untouched and not kept aside, load after load', async () => {
    const factory = await seeded();
    const store = makeStore({ indexedDB: factory });
    await store.loadSession();
    expect(await store.loadSession()).toMatchObject({ kind: 'newer-version' });
    expect(await store.listKeptAside()).toEqual({ ok: true, entries: [] });
    store.close();
    expect(await raw(factory, 'session', 'current')).toEqual({ record: newer, savedAt: 'then' });
  });

  it('a new game saved over it moves it aside first: it is never lost', async () => {
    const factory = await seeded();
    const store = makeStore({ indexedDB: factory });
    await store.loadSession();
    expect(await store.saveSession(toy('NEW', 1))).toMatchObject({ ok: true, persistent: true });
    expect(await store.loadSession()).toMatchObject({ kind: 'loaded', session: toy('NEW', 1) });
    expect(await store.listKeptAside()).toMatchObject({
      ok: true,
      entries: [{ from: 'session', key: 'current', value: { record: newer, savedAt: 'then' }, problem: { code: NEWER_VERSION } }],
    });
  });

  it('it is moved aside once only, not again at the next save', async () => {
    const factory = await seeded();
    const store = makeStore({ indexedDB: factory });
    await store.loadSession();
    await store.saveSession(toy('NEW', 1));
    await store.saveSession(toy('NEW', 2));
    const kept = await store.listKeptAside();
    expect(kept.ok && kept.entries).toHaveLength(1);
  });

  it.each([
    ['clearing the session', (s: ReturnType<typeof makeStore>) => s.clearSession()],
    ['finishing a game', (s: ReturnType<typeof makeStore>) => s.finishSession(finished('NEW', 1))],
  ])('%s over it moves it aside too', async (_, overwrite) => {
    const store = makeStore({ indexedDB: await seeded() });
    await store.loadSession();
    expect(await overwrite(store)).toMatchObject({ ok: true });
    expect(await store.listKeptAside()).toMatchObject({ entries: [{ problem: { code: NEWER_VERSION } }] });
  });
});

describe('a finished record from a newer version', () => {
  it('is reported, not listed, and stays in place (not kept aside)', async () => {
    const factory = await seeded();
    const store = makeStore({ indexedDB: factory });
    const list = await store.listRecords();
    expect(list).toMatchObject({ ok: true, records: [{ id: 'mine' }], problems: [{ id: 'future', keptAside: false, problem: { code: NEWER_VERSION } }] });
    expect(await store.listKeptAside()).toEqual({ ok: true, entries: [] });
    store.close();
    expect(await raw(factory, 'records', 'future')).toMatchObject({ record: newerDone });
  });

  it('is left out of an export, which says so', async () => {
    const out = await makeStore({ indexedDB: await seeded() }).exportRecords();
    expect(out).toMatchObject({ ok: true, count: 1, problems: [{ id: 'future', problem: { code: NEWER_VERSION } }] });
  });
});
