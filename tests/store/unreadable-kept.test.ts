import { describe, expect, it } from 'vitest';
import { claimOwnership, openDatabase, STORES } from '../../src/store/index.ts';
import { FakeLocks, tabEnv } from './fakes.ts';
import { finished, freshFactory, makeStore, toy, toyCodec } from './helpers.ts';

/** A database holding a good setting, a good record and whatever session value is given. */
async function seeded(session: unknown): Promise<IDBFactory> {
  const factory = freshFactory();
  const db = await openDatabase({ factory });
  await db.put(STORES.settings, { pace: 'fast' }, 'preferences');
  const good = { id: 'good', finishedAt: '2025-01-02', summary: undefined, record: finished('good', 2) };
  await db.put(STORES.records, good, 'good');
  await db.put(STORES.session, session, 'current');
  db.close();
  return factory;
}

describe('unreadable data is kept aside and reported; the rest still loads', () => {
  it.each([
    ['a record that fails the replay', { record: { ...toy('T', 3), sum: 1000 }, savedAt: 'x' }, 'bad-sum', /add up to 6, not 1000/],
    ['a value that is not a saved game', 42, 'not-a-saved-game', /not a saved game/],
    ['an entry without a record', { savedAt: 'yesterday' }, 'not-a-saved-game', /not a saved game/],
  ])('session: %s', async (_, stored, code, why) => {
    const factory = await seeded(stored);
    const store = makeStore({ indexedDB: factory });
    const loaded = await store.loadSession();
    expect(loaded).toMatchObject({ ok: true, kind: 'kept-aside', problem: { code } });
    expect(loaded.ok && loaded.kind === 'kept-aside' && loaded.problem.detail).toMatch(why);

    expect(await store.loadSettings()).toEqual({ ok: true, settings: { preferences: { pace: 'fast' } } });
    const list = await store.listRecords();
    expect(list.ok && list.records.map((r) => r.id)).toEqual(['good']);
    expect(await store.loadSession()).toEqual({ ok: true, kind: 'empty' });

    const kept = await store.listKeptAside();
    if (!kept.ok) throw new Error(kept.message);
    expect(kept.entries).toHaveLength(1);
    expect(kept.entries[0]).toMatchObject({ from: 'session', key: 'current', value: stored, problem: { code } });
    expect(kept.entries[0]?.reason).toMatch(why);
    expect(kept.entries[0]?.at).toMatch(/^2025-03-01T12:00/);
    store.close();

    // Kept across reloads, and a new game can be saved meanwhile.
    const again = makeStore({ indexedDB: factory });
    await again.saveSession(toy('new', 1));
    expect(await again.listKeptAside()).toMatchObject({ ok: true, entries: [{ value: stored }] });
  });

  it('records: the bad ones are kept aside, the good ones listed', async () => {
    const factory = await seeded({ record: toy('S', 2), savedAt: 'x' });
    const db = await openDatabase({ factory });
    await db.put(STORES.records, { record: { ...finished('B', 2), moves: [9] } }, 'tampered');
    await db.put(STORES.records, null, 'null');
    await db.put(STORES.records, { record: toy('unfinished', 2) }, 'unfinished');
    db.close();
    const store = makeStore({ indexedDB: factory });
    const list = await store.listRecords();
    if (!list.ok) throw new Error(list.message);
    expect(list.records.map((r) => r.id)).toEqual(['good']);
    expect(list.problems.map((p) => [p.id, p.problem.code, p.keptAside]).sort()).toEqual([
      ['null', 'not-a-stored-game', true],
      ['tampered', 'bad-sum', true],
      ['unfinished', 'not-finished', true],
    ]);
    const kept = await store.listKeptAside();
    expect(kept.ok && kept.entries.map((e) => e.key).sort()).toEqual(['null', 'tampered', 'unfinished']);
    expect((await store.listRecords()).ok && (await store.listRecords())).toMatchObject({ problems: [] });
    expect(await store.loadSession()).toMatchObject({ kind: 'loaded', session: toy('S', 2) });
  });

  it('data kept aside is deleted only on purpose', async () => {
    const factory = await seeded('junk');
    const store = makeStore({ indexedDB: factory });
    await store.loadSession();
    const kept = await store.listKeptAside();
    const qid = kept.ok ? kept.entries[0]!.qid : '';
    expect(await store.deleteKeptAside(qid)).toMatchObject({ ok: false, reason: 'needs-confirmation' });
    expect(await store.listKeptAside()).toMatchObject({ entries: [{ qid }] });
    expect(await store.deleteKeptAside('nope', { confirm: true })).toMatchObject({ ok: false, reason: 'not-found' });
    expect(await store.deleteKeptAside(qid, { confirm: true })).toMatchObject({ ok: true });
    expect(await store.listKeptAside()).toEqual({ ok: true, entries: [] });
  });

  it('a read-only tab reports an unreadable session but leaves it for the owner', async () => {
    const factory = await seeded('junk');
    const locks = new FakeLocks();
    const owner = makeStore({ indexedDB: factory, ownership: claimOwnership(tabEnv('a', { locks })) });
    await owner.ready;
    const viewer = makeStore({ indexedDB: factory, ownership: claimOwnership(tabEnv('b', { locks })) });
    const seen = await viewer.loadSession();
    expect(seen).toMatchObject({ ok: false, kind: 'unreadable' });
    expect(await viewer.listKeptAside()).toEqual({ ok: true, entries: [] });
    expect(await owner.loadSession()).toMatchObject({ ok: true, kind: 'kept-aside' });
    owner.close();
    viewer.close();
  });

  it('a codec whose decode throws counts as a refusal, not a crash', async () => {
    const factory = await seeded({ record: toy('S', 2), savedAt: 'x' });
    const decode = (): never => {
      throw new TypeError('boom');
    };
    const store = makeStore({ indexedDB: factory, codec: { ...toyCodec, decode } });
    const loaded = await store.loadSession();
    expect(loaded).toMatchObject({ kind: 'kept-aside', problem: { code: 'decode-failed' } });
    expect(loaded.ok && loaded.kind === 'kept-aside' && loaded.problem.detail).toMatch(/boom/);
  });

  it('an entry kept aside by an older version (a reason, no problem) still lists, as code "unreadable"', async () => {
    const factory = freshFactory();
    const db = await openDatabase({ factory });
    await db.put(STORES.keptAside, { from: 'session', key: 'current', value: 7, reason: 'it was odd', at: '2024-01-01' }, 'old');
    db.close();
    const kept = await makeStore({ indexedDB: factory }).listKeptAside();
    expect(kept).toMatchObject({ ok: true, entries: [{ qid: 'old', problem: { code: 'unreadable', detail: 'it was odd' }, reason: 'it was odd' }] });
  });
});
