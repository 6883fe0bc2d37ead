import { afterEach, describe, expect, it, vi } from 'vitest';
import { DB_NAME, DB_VERSION, LADDER, openDatabase, STORES, type StoreStatus, type UpgradeStep } from '../../src/store/index.ts';
import { finished, freshFactory, makeStore, sleep, toy } from './helpers.ts';

const quota = (): never => {
  throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('without IndexedDB the game goes on in memory and says nothing will be kept', () => {
  it('saves resolve (not persistent), everything reads back within the page', async () => {
    const store = makeStore({ indexedDB: null });
    const seen: StoreStatus[] = [];
    store.onStatus((s) => seen.push(s));
    await store.ready;
    expect(store.status()).toMatchObject({ persistent: false, owner: true });
    expect(store.status().problem).toEqual({ code: 'no-storage' });
    expect(seen.at(-1)?.problem).toEqual({ code: 'no-storage' });

    expect(await store.saveSession(toy('M', 2))).toMatchObject({ ok: true, persistent: false });
    expect(await store.loadSession()).toMatchObject({ kind: 'loaded', session: toy('M', 2) });
    expect(await store.saveSetting('preferences', { a: 1 })).toMatchObject({ ok: true, persistent: false });
    expect(await store.finishSession(finished('M', 2))).toMatchObject({ ok: true, persistent: false });
    // The finished session stays the session (its end shows after a reload of the page).
    expect(await store.loadSession()).toMatchObject({ kind: 'loaded', session: finished('M', 2) });
    const list = await store.listRecords();
    expect(list.ok && list.records).toHaveLength(1);
  });
});

describe('a full disk or a refused write: reported, the game goes on in memory', () => {
  it('QuotaExceededError: save resolves with a status, the latest record stays readable, a later save catches up', async () => {
    const factory = freshFactory();
    const store = makeStore({ indexedDB: factory });
    await store.saveSession(toy('Q', 1));
    const seen: (string | undefined)[] = [];
    store.onStatus((s) => seen.push(s.problem?.code));

    const spy = vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(quota);
    const saved = await store.saveSession(toy('Q', 2));
    expect(saved).toMatchObject({ ok: true, persistent: false });
    expect(saved.ok && saved.problem).toEqual({ code: 'quota' });
    expect(store.status()).toMatchObject({ persistent: false });
    expect(seen.at(-1)).toBe('quota');
    expect(await store.loadSession()).toMatchObject({ session: toy('Q', 2) });

    // Deletion and import are all-or-nothing: refused, nothing changes.
    await store.saveSetting('x', 1);
    expect(await store.importRecords('{"format":"mexican-train/records","version":1,"exportedAt":"","records":[]}'))
      .toMatchObject({ ok: true, added: 0 }); // Nothing to write is not a failure…
    const file = JSON.stringify({ format: 'mexican-train/records', version: 1, exportedAt: '', records: [{ record: finished('I', 1) }] });
    expect(await store.importRecords(file)).toMatchObject({ ok: false, reason: 'write-failed' }); // …but a write is.

    spy.mockRestore();
    // The next write carries along everything kept in memory meanwhile (the setting too).
    expect(await store.saveSession(toy('Q', 3))).toEqual({ ok: true, persistent: true, problem: null });
    expect(await store.saveSetting('y', 2)).toEqual({ ok: true, persistent: true, problem: null });
    expect(store.status()).toMatchObject({ persistent: true, problem: null });
    store.close();

    const again = makeStore({ indexedDB: factory });
    expect(await again.loadSession()).toMatchObject({ session: toy('Q', 3) });
    expect(await again.loadSettings()).toMatchObject({ settings: { x: 1, y: 2 } });
    expect(await again.listRecords()).toMatchObject({ records: [] });
  });

  it('a write the browser aborts is reported in plain words', async () => {
    const store = makeStore();
    await store.ready;
    const original = IDBObjectStore.prototype.put;
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(function (this: IDBObjectStore, ...args) {
      const request = original.apply(this, args);
      this.transaction.abort();
      return request;
    });
    const saved = await store.saveSession(toy('A', 1));
    expect(saved).toMatchObject({ ok: true, persistent: false });
    expect(saved.ok && saved.problem).toMatchObject({ code: 'refused' });
    expect(saved.ok && saved.problem && saved.problem.detail).toBeTruthy();
  });

  it('a refused deletion leaves the record in place', async () => {
    const factory = freshFactory();
    const store = makeStore({ indexedDB: factory });
    const done = await store.finishSession(finished('D', 2));
    const id = done.ok ? done.id : '';
    vi.spyOn(IDBObjectStore.prototype, 'delete').mockImplementation(quota);
    expect(await store.deleteRecord(id, { confirm: true })).toMatchObject({ ok: false, reason: 'write-failed' });
    vi.restoreAllMocks();
    expect(await store.listRecords()).toMatchObject({ records: [{ id }] });
  });
});

describe('versions of the app in two tabs', () => {
  const v3: UpgradeStep = (db) => void db.createObjectStore('v3');

  it('blocking: the old tab closes its connection at once and says to reload', async () => {
    const factory = freshFactory();
    const old = makeStore({ indexedDB: factory });
    await old.saveSession(toy('B', 1));
    const newer = await openDatabase({ factory, ladder: [...LADDER, v3] }); // Would hang if `old` stayed open.
    expect(newer.version).toBe(DB_VERSION + 1);
    expect(await newer.get(STORES.session, 'current')).toMatchObject({ record: toy('B', 1) });
    newer.close();
    expect(old.status()).toMatchObject({ persistent: false, owner: false });
    expect(old.status().problem).toEqual({ code: 'newer-tab' });
    expect(await old.saveSession(toy('B', 2))).toMatchObject({ ok: false, reason: 'not-owner' });
  });

  it('blocked: reported while an old connection stays open, cleared when it goes', async () => {
    const factory = freshFactory();
    (await openDatabase({ factory })).close();
    // An old version of the app that ignores versionchange: a raw connection, no handler.
    const stubborn = await new Promise<IDBDatabase>((resolve) => {
      factory.open(DB_NAME, DB_VERSION).onsuccess = (event) => resolve((event.target as IDBOpenDBRequest).result);
    });
    const store = makeStore({ indexedDB: factory, ladder: [...LADDER, v3] });
    let ready = false;
    void store.ready.then(() => (ready = true));
    await sleep(30);
    expect(ready).toBe(false);
    expect(store.status().problem).toEqual({ code: 'blocked' });
    stubborn.close();
    await store.ready;
    expect(store.status()).toMatchObject({ persistent: true, problem: null });
    expect(await store.saveSession(toy('after', 1))).toMatchObject({ ok: true, persistent: true });
  });

  it('blocked for too long: the game goes on in memory, and the late connection is closed, not used', async () => {
    const factory = freshFactory();
    const first = makeStore({ indexedDB: factory });
    await first.saveSession(toy('kept', 2));
    first.close();
    const stubborn = await new Promise<IDBDatabase>((resolve) => {
      factory.open(DB_NAME, DB_VERSION).onsuccess = (event) => resolve((event.target as IDBOpenDBRequest).result);
    });
    const store = makeStore({ indexedDB: factory, ladder: [...LADDER, v3], blockedWaitMs: 40 });
    await store.ready;
    expect(store.status()).toMatchObject({ persistent: false, owner: true });
    expect(store.status().problem).toEqual({ code: 'blocked-gave-up' });
    expect(await store.saveSession(toy('memory', 1))).toMatchObject({ ok: true, persistent: false });
    stubborn.close();
    await sleep(30);
    const check = await openDatabase({ factory, ladder: [...LADDER, v3] }); // Not blocked: the late one closed.
    expect(await check.get(STORES.session, 'current')).toMatchObject({ record: toy('kept', 2) });
    check.close();
  });

  it('data from a newer version: memory only, nothing overwritten', async () => {
    const factory = freshFactory();
    const newer = await openDatabase({ factory, ladder: [...LADDER, v3] });
    await newer.put(STORES.session, { record: toy('N', 1), savedAt: '' }, 'current');
    newer.close();
    const store = makeStore({ indexedDB: factory });
    await store.ready;
    expect(store.status().persistent).toBe(false);
    expect(store.status().problem).toEqual({ code: 'newer-data' });
    await store.saveSession(toy('mine', 1));
    const check = await openDatabase({ factory, ladder: [...LADDER, v3] });
    expect(await check.get(STORES.session, 'current')).toMatchObject({ record: toy('N', 1) });
    check.close();
  });
});

describe('persistent storage is asked for once, after the first kept save', () => {
  it('uses navigator.storage when present', async () => {
    const persist = vi.fn(async () => true);
    const store = makeStore({ storage: { persisted: async () => false, persist } });
    expect(store.status().evictionSafe).toBeNull();
    await store.saveSession(toy('P', 1));
    await store.saveSession(toy('P', 2));
    await sleep(0);
    expect(persist).toHaveBeenCalledTimes(1);
    expect(store.status().evictionSafe).toBe(true);
  });

  it('absent or failing API: unknown, no crash', async () => {
    const store = makeStore({ storage: { persist: async () => Promise.reject(new Error('no')) } });
    expect(await store.requestPersistence()).toBeNull();
    expect(await makeStore({ storage: null }).requestPersistence()).toBeNull();
  });
});
