/**
 * A game left unfinished for a new one is kept, never discarded: among the data kept aside
 * (problem LEFT_UNFINISHED), restorable, and the game in progress moves aside in its place.
 */
import { describe, expect, it } from 'vitest';
import { claimOwnership, LEFT_UNFINISHED, REPLACED } from '../../src/store/index.ts';
import { FakeLocks, tabEnv } from './fakes.ts';
import { freshFactory, makeStore, toy } from './helpers.ts';

describe('a game left unfinished for a new one', () => {
  it('is kept aside, restorable, with its own problem code, and the new game is the one in progress', async () => {
    const factory = freshFactory();
    const store = makeStore({ indexedDB: factory });
    await store.saveSession(toy('OLD', 4));
    expect(await store.keepUnfinished(toy('OLD', 4))).toMatchObject({ ok: true });
    await store.saveSession(toy('NEW', 1));
    const kept = await store.listKeptAside();
    if (!kept.ok) throw new Error(kept.message);
    expect(kept.entries.map((e) => [e.from, e.problem.code, e.restorable])).toEqual([['session', LEFT_UNFINISHED, true]]);
    store.close();
    const reopened = makeStore({ indexedDB: factory });
    expect(await reopened.loadSession()).toMatchObject({ kind: 'loaded', session: { seed: 'NEW' } });
    reopened.close();
  });

  it('keeps the game as it is now, even when its latest save has not been written yet', async () => {
    const store = makeStore();
    void store.saveSession(toy('OLD', 2));
    await store.keepUnfinished(toy('OLD', 5));
    const kept = await store.listKeptAside();
    if (!kept.ok) throw new Error(kept.message);
    expect((kept.entries[0]!.value as { record: { moves: number[] } }).record.moves).toEqual([1, 2, 3, 4, 5]);
  });

  it('resumes with the person\'s word: the new game then waits aside in its place', async () => {
    const store = makeStore();
    await store.keepUnfinished(toy('OLD', 4));
    await store.saveSession(toy('NEW', 1));
    const kept = await store.listKeptAside();
    if (!kept.ok) throw new Error(kept.message);
    const qid = kept.entries[0]!.qid;
    expect(await store.restoreKeptAside(qid)).toMatchObject({ ok: false, reason: 'needs-confirmation' });
    expect(await store.restoreKeptAside(qid, { confirm: true })).toMatchObject({ ok: true, kind: 'session', session: { seed: 'OLD' } });
    expect(await store.loadSession()).toMatchObject({ kind: 'loaded', session: { seed: 'OLD' } });
    const after = await store.listKeptAside();
    if (!after.ok) throw new Error(after.message);
    expect(after.entries.map((e) => [e.problem.code, (e.value as { record: { seed: string } }).record.seed])).toEqual([[REPLACED, 'NEW']]);
  });

  it('a tab that does not own the game keeps nothing and says so', async () => {
    const factory = freshFactory();
    const locks = new FakeLocks();
    const owner = makeStore({ indexedDB: factory, ownership: claimOwnership(tabEnv('a', { locks })) });
    await owner.ready;
    const viewer = makeStore({ indexedDB: factory, ownership: claimOwnership(tabEnv('b', { locks })) });
    await viewer.ready;
    expect(await viewer.keepUnfinished(toy('OLD', 2))).toMatchObject({ ok: false, reason: 'not-owner' });
    const kept = await owner.listKeptAside();
    expect(kept.ok && kept.entries).toEqual([]);
    owner.close();
    viewer.close();
  });
});
