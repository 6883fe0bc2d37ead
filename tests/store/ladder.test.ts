import { describe, expect, it } from 'vitest';
import { DB_VERSION, LADDER, STORES, openDatabase, type UpgradeStep } from '../../src/store/index.ts';
import type { Database } from '../../src/store/db.ts';
import { finished, freshFactory, makeStore, toy } from './helpers.ts';

/**
 * For each earlier version: how data looked when that version was current. Adding a
 * version means adding its seeder here; the first test fails until someone does.
 */
const SEEDERS: Record<number, (db: Database) => Promise<void>> = {
  1: async (db) => {
    await db.put(STORES.settings, { seats: [{ name: 'Ana' }], pace: 'slow' }, 'lastNewGame');
    await db.put(STORES.session, { record: toy('V1-session', 4), savedAt: '2024-12-01T00:00:00.000Z' }, 'current');
    // Version 1 stored records as { record, summary } with no top-level id or date.
    await db.put(STORES.records, { record: finished('V1-a', 2, '2024-11-01T00:00:00.000Z'), summary: { finishedAt: '2024-11-01T00:00:00.000Z' } }, 'rec-a');
    await db.put(STORES.records, { record: finished('V1-b', 3, '2024-11-05T00:00:00.000Z'), summary: { finishedAt: '2024-11-05T00:00:00.000Z' } }, 'rec-b');
    await db.put(STORES.records, 'garbage from a bug', 'rec-bad'); // Must survive the upgrade too.
  },
};

/** Everything in every store of `db`, for before/after comparison. */
async function dump(db: Database): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  for (const name of db.objectStoreNames) {
    const keys = await db.getAllKeys(name);
    for (const key of keys) out[`${name}/${String(key)}`] = await db.get(name, key);
  }
  return out;
}

describe('the upgrade ladder', () => {
  it('has a seeder for every earlier version', () => {
    for (let v = 1; v < DB_VERSION; v++) expect(SEEDERS[v], `seeder for version ${v}`).toBeTypeOf('function');
  });

  it('creates the current schema from nothing', async () => {
    const factory = freshFactory();
    const db = await openDatabase({ factory });
    expect(db.version).toBe(DB_VERSION);
    // The names stored in browsers: 'quarantine' is the kept-aside store's, kept for existing data.
    expect([...db.objectStoreNames].sort()).toEqual(['quarantine', 'records', 'session', 'settings']);
    expect([...db.transaction('records').store.indexNames]).toEqual(['byFinishedAt']);
    db.close();
  });

  it.each(Array.from({ length: DB_VERSION - 1 }, (_, i) => i + 1))(
    'from version %i: every value is still there after the upgrade',
    async (from) => {
      const factory = freshFactory();
      const old = await openDatabase({ factory, version: from });
      await SEEDERS[from]!(old);
      const before = await dump(old);
      old.close();

      const db = await openDatabase({ factory });
      const after = await dump(db);
      db.close();
      for (const key of Object.keys(before)) expect(after, key).toHaveProperty([key]);
      expect(Object.keys(after).length).toBe(Object.keys(before).length);
    },
  );

  it('from version 1 through the store: session, settings and records load; the bad record is kept aside', async () => {
    const factory = freshFactory();
    const old = await openDatabase({ factory, version: 1 });
    await SEEDERS[1]!(old);
    old.close();

    const store = makeStore({ indexedDB: factory });
    expect(await store.loadSession()).toMatchObject({ kind: 'loaded', session: toy('V1-session', 4) });
    expect(await store.loadSettings()).toMatchObject({ settings: { lastNewGame: { pace: 'slow' } } });
    const list = await store.listRecords();
    if (!list.ok) throw new Error(list.message);
    expect(list.records.map((r) => [r.id, r.finishedAt])).toEqual([
      ['rec-b', '2024-11-05T00:00:00.000Z'],
      ['rec-a', '2024-11-01T00:00:00.000Z'],
    ]);
    expect(list.problems).toHaveLength(1);
    const kept = await store.listKeptAside();
    expect(kept.ok && kept.entries.map((e) => [e.from, e.key, e.value])).toEqual([['records', 'rec-bad', 'garbage from a bug']]);
    store.close();

    const db = await openDatabase({ factory });
    expect(await db.getAllKeysFromIndex(STORES.records, 'byFinishedAt')).toEqual(['rec-a', 'rec-b']);
    db.close();
  });

  it('adding a version is one more ladder entry; a failing step leaves the old data untouched', async () => {
    const factory = freshFactory();
    const store = makeStore({ indexedDB: factory });
    await store.finishSession(finished('keep', 2));
    store.close();

    const failing: UpgradeStep = () => Promise.reject(new Error('step 3 broke'));
    const broken = makeStore({ indexedDB: factory, ladder: [...LADDER, failing] });
    await broken.ready;
    expect(broken.status().persistent).toBe(false);
    expect(broken.status().problem).toMatchObject({ code: 'upgrade-failed' });

    const db = await openDatabase({ factory });
    expect(db.version).toBe(DB_VERSION);
    expect(await db.count(STORES.records)).toBe(1);
    db.close();

    const v3: UpgradeStep = (db) => void db.createObjectStore('extra');
    const next = makeStore({ indexedDB: factory, ladder: [...LADDER, v3] });
    const list = await next.listRecords();
    expect(list.ok && list.records.map((r) => r.summary.seed)).toEqual(['keep']);
    next.close();
  });
});
