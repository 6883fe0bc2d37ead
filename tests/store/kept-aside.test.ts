/**
 * Data kept aside, seen again: listed with whether it reads now, exported to a file with its
 * problem, deleted only on purpose, and restored (all or nothing) once the app can read it.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { claimOwnership, KEPT_ASIDE_FORMAT, NEWER_VERSION, openDatabase, REPLACED, STORES, type Decoded, type SessionCodec } from '../../src/store/index.ts';
import { FakeLocks, tabEnv } from './fakes.ts';
import { finished, freshFactory, makeStore, toy, toyCodec, type ToyRecord } from './helpers.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

/** The toy codec of the next version of the app: it reads version 2 records too. */
const updatedCodec: SessionCodec<ToyRecord> = {
  ...toyCodec,
  decode(json): Decoded<ToyRecord> {
    const r = json as Partial<ToyRecord> | null;
    return toyCodec.decode(r && r.version === 2 ? { ...r, version: 1 } : json);
  },
};

const future = toy('FUTURE', 3, { version: 2 });
const futureDone = finished('FUTURE-DONE', 2, '2025-07-01T00:00:00.000Z', { version: 2 });

/** A database holding `session` as the stored session value (and `records`, by key). */
async function seeded(session?: unknown, records: Record<string, unknown> = {}): Promise<IDBFactory> {
  const factory = freshFactory();
  const db = await openDatabase({ factory });
  if (session !== undefined) await db.put(STORES.session, session, 'current');
  for (const [key, value] of Object.entries(records)) await db.put(STORES.records, value, key);
  db.close();
  return factory;
}

/** A database whose newer version's session was moved aside when this version saved a new game. */
async function newerMovedAside(): Promise<IDBFactory> {
  const factory = await seeded({ record: future, savedAt: 'then' });
  const old = makeStore({ indexedDB: factory });
  await old.loadSession();
  await old.saveSession(toy('NOW', 1));
  old.close();
  return factory;
}

/** The one entry kept aside in `store`. */
async function onlyEntry(store: ReturnType<typeof makeStore>) {
  const kept = await store.listKeptAside();
  if (!kept.ok) throw new Error(kept.message);
  expect(kept.entries).toHaveLength(1);
  return kept.entries[0]!;
}

/** The raw value under `key` of `store`. */
async function raw(factory: IDBFactory, store: 'session' | 'records' | typeof STORES.keptAside, key: string): Promise<unknown> {
  const db = await openDatabase({ factory });
  const value = await db.get(store, key);
  db.close();
  return value;
}

describe('listing what is kept aside', () => {
  it('an unreadable session is listed as not restorable', async () => {
    const store = makeStore({ indexedDB: await seeded({ record: { ...toy('BAD', 2), sum: 99 }, savedAt: 'x' }) });
    await store.loadSession();
    expect(await onlyEntry(store)).toMatchObject({ from: 'session', problem: { code: 'bad-sum' }, restorable: false });
  });

  it('a newer version\'s session is not restorable by this version…', async () => {
    const store = makeStore({ indexedDB: await newerMovedAside() });
    expect(await onlyEntry(store)).toMatchObject({ problem: { code: NEWER_VERSION }, restorable: false });
  });

  it('…and restorable once the app reads its version', async () => {
    const store = makeStore({ indexedDB: await newerMovedAside(), codec: updatedCodec });
    expect(await onlyEntry(store)).toMatchObject({ problem: { code: NEWER_VERSION }, restorable: true });
  });

  it('an entry that is itself damaged is listed, not restorable', async () => {
    const factory = freshFactory();
    const db = await openDatabase({ factory });
    await db.put(STORES.keptAside, 'garbage', 'odd');
    db.close();
    expect(await onlyEntry(makeStore({ indexedDB: factory }))).toMatchObject({ qid: 'odd', problem: { code: 'damaged-entry' }, restorable: false });
  });
});

describe('exporting an entry kept aside', () => {
  it('gives a file with the data exactly as found, its problem with the detail, where and when', async () => {
    const stored = { record: { ...toy('BAD', 2), sum: 99 }, savedAt: 'x' };
    const store = makeStore({ indexedDB: await seeded(stored) });
    await store.loadSession();
    const { qid, at } = await onlyEntry(store);
    const out = await store.exportKeptAside(qid);
    if (!out.ok) throw new Error(out.message);
    const file = JSON.parse(out.text);
    expect(file).toMatchObject({ format: KEPT_ASIDE_FORMAT, version: 1, keptAside: { from: 'session', key: 'current', at, value: stored } });
    expect(file.keptAside.problem).toMatchObject({ code: 'bad-sum', data: { sum: 3 }, detail: 'the moves add up to 3, not 99' });
    expect(file.exportedAt).toMatch(/^2025-03-01T/);
  });

  it('names the file after the day it was kept aside', async () => {
    const store = makeStore({ indexedDB: await seeded('junk') });
    await store.loadSession();
    const out = await store.exportKeptAside((await onlyEntry(store)).qid);
    expect(out).toMatchObject({ ok: true, fileName: 'mexican-train-kept-aside-2025-03-01.json' });
  });

  it('leaves the entry where it is', async () => {
    const store = makeStore({ indexedDB: await seeded('junk') });
    await store.loadSession();
    const { qid } = await onlyEntry(store);
    await store.exportKeptAside(qid);
    expect(await onlyEntry(store)).toMatchObject({ qid });
  });

  it('an unknown entry is not found', async () => {
    expect(await makeStore().exportKeptAside('nope')).toMatchObject({ ok: false, reason: 'not-found' });
  });
});

describe('restoring a game in progress', () => {
  it('with no game stored, it becomes the session in progress and leaves the list', async () => {
    const factory = await newerMovedAside();
    const store = makeStore({ indexedDB: factory, codec: updatedCodec });
    await store.clearSession();
    const { qid } = await onlyEntry(store);
    const restored = await store.restoreKeptAside(qid);
    expect(restored).toMatchObject({ ok: true, kind: 'session', session: { seed: 'FUTURE' }, persistent: true });
    expect(await store.listKeptAside()).toEqual({ ok: true, entries: [] });
    expect(await store.loadSession()).toMatchObject({ kind: 'loaded', session: { seed: 'FUTURE' }, savedAt: 'then' });
    store.close();
    expect(await raw(factory, 'session', 'current')).toEqual({ record: future, savedAt: 'then' });
  });

  it('while a game is stored, it asks first and changes nothing', async () => {
    const store = makeStore({ indexedDB: await newerMovedAside(), codec: updatedCodec });
    const { qid } = await onlyEntry(store);
    expect(await store.restoreKeptAside(qid)).toMatchObject({ ok: false, reason: 'needs-confirmation' });
    expect(await onlyEntry(store)).toMatchObject({ qid });
    expect(await store.loadSession()).toMatchObject({ kind: 'loaded', session: { seed: 'NOW' } });
  });

  it('confirmed, the stored game is moved aside in its place, restorable in turn', async () => {
    const store = makeStore({ indexedDB: await newerMovedAside(), codec: updatedCodec });
    const { qid } = await onlyEntry(store);
    expect(await store.restoreKeptAside(qid, { confirm: true })).toMatchObject({ ok: true, kind: 'session', session: { seed: 'FUTURE' } });
    expect(await store.loadSession()).toMatchObject({ kind: 'loaded', session: { seed: 'FUTURE' } });
    const swapped = await onlyEntry(store);
    expect(swapped).toMatchObject({ from: 'session', problem: { code: REPLACED }, restorable: true, value: { record: toy('NOW', 1) } });
    expect(await store.restoreKeptAside(swapped.qid, { confirm: true })).toMatchObject({ ok: true, session: { seed: 'NOW' } });
    expect(await store.loadSession()).toMatchObject({ kind: 'loaded', session: { seed: 'NOW' } });
  });

  it('a newer version\'s session stored in the way is moved aside as newer, not lost', async () => {
    const factory = await seeded({ record: future, savedAt: 'then' });
    const db = await openDatabase({ factory });
    await db.put(STORES.keptAside, { from: 'session', key: 'current', value: { record: toy('OLD', 2), savedAt: 's' }, reason: 'r', at: '2025-01-01' }, 'q1');
    db.close();
    const store = makeStore({ indexedDB: factory });
    expect(await store.restoreKeptAside('q1', { confirm: true })).toMatchObject({ ok: true, session: { seed: 'OLD' } });
    expect(await onlyEntry(store)).toMatchObject({ problem: { code: NEWER_VERSION }, value: { record: future, savedAt: 'then' } });
  });

  it('one that still cannot be read is refused with its problem, and nothing changes', async () => {
    const store = makeStore({ indexedDB: await newerMovedAside() });
    const { qid } = await onlyEntry(store);
    expect(await store.restoreKeptAside(qid, { confirm: true })).toMatchObject({ ok: false, reason: 'invalid', problem: { code: NEWER_VERSION } });
    expect(await onlyEntry(store)).toMatchObject({ qid });
    expect(await store.loadSession()).toMatchObject({ kind: 'loaded', session: { seed: 'NOW' } });
  });

  it('a damaged entry is refused as such', async () => {
    const store = makeStore({ indexedDB: await seeded(42) });
    await store.loadSession();
    const { qid } = await onlyEntry(store);
    expect(await store.restoreKeptAside(qid)).toMatchObject({ ok: false, reason: 'invalid', problem: { code: 'not-a-saved-game' } });
  });

  it('an unknown entry is not found', async () => {
    expect(await makeStore().restoreKeptAside('nope')).toMatchObject({ ok: false, reason: 'not-found' });
  });

  it('a read-only tab may not restore a game in progress', async () => {
    const factory = await newerMovedAside();
    const locks = new FakeLocks();
    const owner = makeStore({ indexedDB: factory, codec: updatedCodec, ownership: claimOwnership(tabEnv('a', { locks })) });
    await owner.ready;
    const viewer = makeStore({ indexedDB: factory, codec: updatedCodec, ownership: claimOwnership(tabEnv('b', { locks })) });
    const { qid } = await onlyEntry(viewer);
    expect(await viewer.restoreKeptAside(qid, { confirm: true })).toMatchObject({ ok: false, reason: 'not-owner' });
    expect(await onlyEntry(owner)).toMatchObject({ qid });
    owner.close();
    viewer.close();
  });

  it('all or nothing: when the write fails, both games stay where they were', async () => {
    const store = makeStore({ indexedDB: await newerMovedAside(), codec: updatedCodec });
    const { qid } = await onlyEntry(store);
    vi.spyOn(IDBObjectStore.prototype, 'delete').mockImplementation(() => {
      throw new DOMException('refused', 'UnknownError');
    });
    expect(await store.restoreKeptAside(qid, { confirm: true })).toMatchObject({ ok: false, reason: 'write-failed' });
    vi.restoreAllMocks();
    expect(await onlyEntry(store)).toMatchObject({ qid, problem: { code: NEWER_VERSION } });
    expect(await store.loadSession()).toMatchObject({ kind: 'loaded', session: { seed: 'NOW' } });
  });
});

describe('restoring a finished game', () => {
  /** A database with a finished record under `key` that this version moved aside as `code`. */
  async function recordAside(record: unknown, key = 'kept'): Promise<IDBFactory> {
    const factory = freshFactory();
    const db = await openDatabase({ factory });
    const value = { from: 'records', key, value: { id: key, finishedAt: '', summary: {}, record }, problem: { code: 'x', detail: 'x' }, reason: 'x', at: '2025-02-01' };
    await db.put(STORES.keptAside, value, 'q1');
    db.close();
    return factory;
  }

  it('goes back into the records under its key, and leaves the list', async () => {
    const store = makeStore({ indexedDB: await recordAside(futureDone), codec: updatedCodec });
    expect(await store.restoreKeptAside('q1')).toMatchObject({ ok: true, kind: 'record', id: 'kept' });
    expect(await store.listRecords()).toMatchObject({ ok: true, records: [{ id: 'kept', summary: { seed: 'FUTURE-DONE' } }], problems: [] });
    expect(await store.listKeptAside()).toEqual({ ok: true, entries: [] });
  });

  it('needs no confirmation even while a game is in progress, which stays', async () => {
    const store = makeStore({ indexedDB: await recordAside(finished('DONE', 2)) });
    await store.saveSession(toy('PLAYING', 1));
    expect(await store.restoreKeptAside('q1')).toMatchObject({ ok: true, kind: 'record' });
    expect(await store.loadSession()).toMatchObject({ kind: 'loaded', session: { seed: 'PLAYING' } });
  });

  it('a finished game kept aside from the session in progress goes to the records, not the session', async () => {
    const factory = freshFactory();
    const db = await openDatabase({ factory });
    await db.put(STORES.keptAside, { from: 'session', key: 'current', value: { record: finished('OVER', 2), savedAt: 's' }, reason: 'r', at: '2025-01-01' }, 'q1');
    db.close();
    const store = makeStore({ indexedDB: factory });
    expect(await store.restoreKeptAside('q1')).toMatchObject({ ok: true, kind: 'record' });
    expect(await store.loadSession()).toEqual({ ok: true, kind: 'empty' });
    expect(await store.listRecords()).toMatchObject({ records: [{ summary: { seed: 'OVER' } }] });
  });

  it('one already among the records is refused and stays kept aside', async () => {
    const factory = await recordAside(finished('TWICE', 2));
    const db = await openDatabase({ factory });
    await db.put(STORES.records, { id: 'kept', finishedAt: '', summary: {}, record: finished('TWICE', 2) }, 'kept');
    db.close();
    const store = makeStore({ indexedDB: factory });
    expect(await store.restoreKeptAside('q1')).toMatchObject({ ok: false, reason: 'invalid', problem: { code: 'already-recorded' } });
    expect(await onlyEntry(store)).toMatchObject({ qid: 'q1' });
  });
});

describe('deleting an entry kept aside', () => {
  it('needs a confirmation, then it is gone', async () => {
    const factory = await seeded('junk');
    const store = makeStore({ indexedDB: factory });
    await store.loadSession();
    const { qid } = await onlyEntry(store);
    expect(await store.deleteKeptAside(qid)).toMatchObject({ ok: false, reason: 'needs-confirmation' });
    expect(await store.deleteKeptAside(qid, { confirm: true })).toMatchObject({ ok: true });
    store.close();
    expect(await raw(factory, STORES.keptAside, qid)).toBeUndefined();
  });
});
