import { describe, expect, it, vi } from 'vitest';
import { decodes, finished, freshFactory, makeStore, toy, toyCodec, type ToyRecord } from './helpers.ts';

describe('every store round-trips through a reload', () => {
  it('session: a reload resumes at the last committed action', async () => {
    const factory = freshFactory();
    const first = makeStore({ indexedDB: factory });
    for (let n = 1; n <= 5; n++) {
      const saved = await first.saveSession(toy('S1', n));
      expect(saved).toEqual({ ok: true, persistent: true, problem: null });
    }
    first.close();

    const second = makeStore({ indexedDB: factory });
    const loaded = await second.loadSession();
    expect(loaded).toMatchObject({ ok: true, kind: 'loaded', session: toy('S1', 5) });
    expect(second.status()).toMatchObject({ persistent: true, problem: null, owner: true });
  });

  it('session: empty at first, empty again after clearSession', async () => {
    const store = makeStore();
    expect(await store.loadSession()).toEqual({ ok: true, kind: 'empty' });
    await store.saveSession(toy('S', 2));
    expect(await store.clearSession()).toMatchObject({ ok: true, persistent: true });
    expect(await store.loadSession()).toEqual({ ok: true, kind: 'empty' });
  });

  it('session: saves queued behind a running one are merged and all resolve after the newest is durable', async () => {
    const factory = freshFactory();
    const store = makeStore({ indexedDB: factory });
    await store.ready;
    const put = vi.spyOn(IDBObjectStore.prototype, 'put');
    const results = await Promise.all([1, 2, 3, 4].map((n) => store.saveSession(toy('Q', n))));
    expect(put.mock.calls.length).toBeLessThan(4);
    put.mockRestore();
    expect(results.every((r) => r.ok && r.persistent)).toBe(true);
    const again = makeStore({ indexedDB: factory });
    expect(await again.loadSession()).toMatchObject({ kind: 'loaded', session: toy('Q', 4) });
  });

  it('saves wait for beforeSave, asked with them: nothing encoded or written before; session saves asked meanwhile are one write of the newest; the order holds', async () => {
    const factory = freshFactory();
    const waits: Array<() => void> = [];
    const paint = () => waits.splice(0).forEach((done) => done());
    const encode = vi.fn(toyCodec.encode);
    const store = makeStore({ indexedDB: factory, codec: { ...toyCodec, encode }, beforeSave: () => new Promise<void>((done) => waits.push(done)) });
    await store.ready;
    const put = vi.spyOn(IDBObjectStore.prototype, 'put');
    const saves = [1, 2, 3].map((n) => store.saveSession(toy('P', n)));
    const preferences = store.savePreferences({ pace: 'fast' });
    const setting = store.saveSetting('lastNewGame', { seats: [{ name: 'Ana' }] });
    const finishing = store.finishSession(finished('P', 4));
    await new Promise((r) => setTimeout(r, 20));
    // One wait for the three session saves, one each for the preferences and the setting.
    expect({ waits: waits.length, encoded: encode.mock.calls.length, put: put.mock.calls.length }).toEqual({ waits: 3, encoded: 0, put: 0 });
    paint();
    const results = await Promise.all(saves);
    expect(results.every((r) => r.ok && r.persistent)).toBe(true);
    expect(await preferences).toMatchObject({ ok: true });
    expect(await setting).toMatchObject({ ok: true });
    expect(await finishing).toMatchObject({ ok: true });
    // The three saves encoded once, the newest; the finish after them.
    expect(encode.mock.calls.map(([s]) => s.moves.length)).toEqual([3, 4]);
    put.mockRestore();
    const again = makeStore({ indexedDB: factory });
    expect(await again.loadSession()).toMatchObject({ kind: 'loaded', session: finished('P', 4) });
    expect(await again.loadPreferences()).toEqual({ ok: true, preferences: { pace: 'fast' } });
    expect(await again.loadSettings()).toMatchObject({ ok: true, settings: { lastNewGame: { seats: [{ name: 'Ana' }] } } });
  });

  it('session: whenSaved resolves after every queued save', async () => {
    const factory = freshFactory();
    const store = makeStore({ indexedDB: factory });
    void store.saveSession(toy('W', 1));
    void store.saveSession(toy('W', 7));
    await store.whenSaved();
    const again = makeStore({ indexedDB: factory });
    expect(await again.loadSession()).toMatchObject({ session: toy('W', 7) });
  });

  it('settings: key → value pairs survive, undefined removes one', async () => {
    const factory = freshFactory();
    const store = makeStore({ indexedDB: factory });
    const last = { seats: [{ name: 'Ana', kind: 'person' }], seed: 'ABC', pace: 'fast' };
    expect(await store.saveSetting('lastNewGame', last)).toMatchObject({ ok: true, persistent: true });
    await store.saveSetting('preferences', { sound: false });
    await store.saveSetting('scratch', 1);
    await store.saveSetting('scratch', undefined);
    expect(await store.saveSetting('', 1)).toMatchObject({ ok: false, reason: 'invalid' });
    const again = makeStore({ indexedDB: factory });
    expect(await again.loadSettings()).toEqual({ ok: true, settings: { lastNewGame: last, preferences: { sound: false } } });
  });

  it('records: finishing stores record and summary and keeps the finished session as the session, atomically', async () => {
    const factory = freshFactory();
    const store = makeStore({ indexedDB: factory });
    await store.saveSession(toy('F', 4));
    const done = await store.finishSession(toy('F', 4, { finishedAt: '2025-02-02T20:00:00.000Z' }));
    expect(done).toMatchObject({ ok: true, persistent: true });
    const again = makeStore({ indexedDB: factory });
    // A reload at the session's end finds it finished, to show its end again.
    expect(await again.loadSession()).toMatchObject({ ok: true, kind: 'loaded', session: toy('F', 4, { finishedAt: '2025-02-02T20:00:00.000Z' }) });
    const list = await again.listRecords();
    expect(list.ok && list.problems).toEqual([]);
    expect(list.ok && list.records).toHaveLength(1);
    const [entry] = list.ok ? list.records : [];
    expect(entry?.record).toEqual(toy('F', 4, { finishedAt: '2025-02-02T20:00:00.000Z' }));
    expect(entry?.summary).toEqual({
      finishedAt: '2025-02-02T20:00:00.000Z',
      startedAt: '2025-01-01T10:00:00.000Z',
      seats: ['Ana', 'Ben'],
      seed: 'F',
      penalties: [[4, 10], [5, 1]],
      totals: [9, 11],
      winners: [0],
      undos: 2,
    });
  });

  it('records: listed newest first', async () => {
    const store = makeStore();
    for (const [seed, day] of [['A', '03'], ['B', '09'], ['C', '05']] as const) {
      await store.finishSession(toy(seed, 2, { finishedAt: `2025-04-${day}T00:00:00.000Z` }));
    }
    const list = await store.listRecords();
    expect(list.ok && list.records.map((r) => r.summary.seed)).toEqual(['B', 'C', 'A']);
  });

  it('records: a session still in progress is refused as not finished, and stays the session', async () => {
    const store = makeStore();
    await store.saveSession(toy('X', 3));
    const done = await store.finishSession(toy('X', 3));
    expect(done).toMatchObject({ ok: false, reason: 'invalid', problem: { code: 'not-finished' } });
    expect(await store.loadSession()).toMatchObject({ kind: 'loaded', session: toy('X', 3) });
    expect(await store.listRecords()).toMatchObject({ records: [] });
  });

  it('a session whose record is not plain data is refused as a value, not thrown', async () => {
    const store = makeStore();
    const saved = await store.saveSession({ ...toy('F', 1), bad: () => 1 } as ToyRecord);
    expect(saved).toMatchObject({ ok: false, reason: 'unstorable' });
  });

  it('a codec whose encode throws: refused as a value, nothing written', async () => {
    const encode = (): never => {
      throw new Error('no');
    };
    const store = makeStore({ codec: { ...toyCodec, encode } });
    expect(await store.saveSession(toy('E', 1))).toMatchObject({ ok: false, reason: 'unstorable', problem: { code: 'encode-failed' } });
    expect(await store.loadSession()).toEqual({ ok: true, kind: 'empty' });
  });
});

describe('a reload decodes the session exactly once', () => {
  it('loadSession hands back the decoded session; the codec ran once for it', async () => {
    const factory = freshFactory();
    const first = makeStore({ indexedDB: factory });
    await first.saveSession(toy('ONCE', 4));
    first.close();
    const again = makeStore({ indexedDB: factory });
    await again.ready;
    decodes.count = 0;
    const loaded = await again.loadSession();
    expect(loaded).toEqual({ ok: true, kind: 'loaded', session: toy('ONCE', 4), savedAt: expect.any(String) });
    expect(decodes.count).toBe(1);
  });

  it('saving encodes nothing but the newest of the merged sessions and never decodes', async () => {
    const store = makeStore();
    await store.ready;
    decodes.count = 0;
    await Promise.all([1, 2, 3].map((n) => store.saveSession(toy('E', n))));
    expect(decodes.count).toBe(0);
  });

  it('listing records decodes each once per page, however often it is asked', async () => {
    const factory = freshFactory();
    const store = makeStore({ indexedDB: factory });
    await store.finishSession(finished('L1', 2, '2025-04-01T00:00:00.000Z'));
    await store.finishSession(finished('L2', 2, '2025-04-02T00:00:00.000Z'));
    store.close();
    const reloaded = makeStore({ indexedDB: factory });
    await reloaded.ready;
    decodes.count = 0;
    await reloaded.listRecords();
    await reloaded.listRecords();
    expect(decodes.count).toBe(2);
  });
});
