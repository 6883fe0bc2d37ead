import { describe, expect, it } from 'vitest';
import { RECORDS_FORMAT, recordId, type RecordEntry, type Store } from '../../src/store/index.ts';
import { freshFactory, makeStore, toy } from './helpers.ts';

/** A store holding three finished games. */
async function withThree(): Promise<Store> {
  const store = makeStore();
  for (const [seed, day] of [['A', '01'], ['B', '02'], ['C', '03']] as const) {
    await store.finishSession(toy(seed, 3, { finishedAt: `2025-05-${day}T00:00:00.000Z` }));
  }
  return store;
}

/** The stored records, for before/after comparison. */
async function contents(store: Store): Promise<RecordEntry[]> {
  const list = await store.listRecords();
  if (!list.ok) throw new Error(list.message);
  return list.records;
}

/** A store's export text. */
async function exported(store: Store): Promise<string> {
  const out = await store.exportRecords();
  if (!out.ok) throw new Error(out.message);
  return out.text;
}

describe('records export to a file and import back', () => {
  it('export then import into an empty store round-trips every record', async () => {
    const source = await withThree();
    const out = await source.exportRecords();
    if (!out.ok) throw new Error(out.message);
    expect(out.count).toBe(3);
    expect(out.fileName).toMatch(/^mexican-train-records-2025-03-01\.json$/);
    const file = JSON.parse(out.text);
    expect(file).toMatchObject({ format: RECORDS_FORMAT, version: 1, exportedAt: expect.any(String) });
    expect(file.records).toHaveLength(3);

    const target = makeStore({ indexedDB: freshFactory() });
    expect(await target.importRecords(out.text)).toEqual({ ok: true, added: 3, skipped: 0, persistent: true });
    expect(await contents(target)).toEqual(await contents(source));
  });

  it('importing the same file again skips every duplicate and counts it', async () => {
    const store = await withThree();
    const text = await exported(store);
    expect(await store.importRecords(text)).toEqual({ ok: true, added: 0, skipped: 3, persistent: true });
    const doubled = JSON.parse(text);
    doubled.records.push(doubled.records[0], { record: toy('D', 1) });
    expect(await store.importRecords(JSON.stringify(doubled))).toEqual({ ok: true, added: 1, skipped: 4, persistent: true });
    expect(await contents(store)).toHaveLength(4);
  });

  it('ids are the record id when present, else a content hash stable across key order', () => {
    expect(recordId({ id: 'x1', a: 1 })).toBe('x1');
    expect(recordId({ a: 1, b: [1, { c: 2, d: 3 }] })).toBe(recordId({ b: [1, { d: 3, c: 2 }], a: 1 }));
    expect(recordId(toy('A', 3))).not.toBe(recordId(toy('A', 4)));
  });

  it('summaries in the file are not trusted: they are rebuilt from the record', async () => {
    const source = await withThree();
    const file = JSON.parse(await exported(source));
    file.records[0].summary.totals = [0, 0];
    file.records[0].summary.winners = [1];
    const target = makeStore();
    await target.importRecords(JSON.stringify(file));
    expect(await contents(target)).toEqual(await contents(source));
  });

  const tamper: [string, (file: any) => unknown, RegExp][] = [
    ['not JSON', () => '{"format": "mexican-train/records", ', /not valid JSON/],
    ['another format', (f) => ({ ...f, format: 'chess/pgn' }), /not a Mexican Train records file/],
    ['no version', (f) => ({ ...f, version: undefined }), /no version/],
    ['a newer version', (f) => ({ ...f, version: 2 }), /newer version of the game/],
    ['an unknown version', (f) => ({ ...f, version: 0 }), /version \(0\) is unknown/],
    ['no records list', (f) => ({ ...f, records: {} }), /no list of records/],
    ['an entry that is not a game', (f) => ({ ...f, records: [...f.records, 7] }), /record 4 of 4 is not a stored game/],
    [
      'a game edited by hand (it no longer replays)',
      (f) => ({ ...f, records: f.records.map((r: any, i: number) => (i === 1 ? { ...r, record: { ...r.record, moves: [1, 2, 4] } } : r)) }),
      /record 2 of 3 is not a valid game \(the moves add up to 7, not 6\)/,
    ],
  ];

  it.each(tamper)('a file with %s is refused with the reason and nothing changes', async (_, edit, why) => {
    const store = await withThree();
    const text = await exported(store);
    const other = makeStore();
    await other.finishSession(toy('keep', 5));
    const before = await contents(other);
    const changed = edit(JSON.parse(text));
    const result = await other.importRecords(typeof changed === 'string' ? changed : JSON.stringify(changed));
    expect(result).toMatchObject({ ok: false, reason: 'invalid' });
    expect(!result.ok && result.message).toMatch(why);
    expect(!result.ok && result.message).toMatch(/Nothing was changed/);
    expect(await contents(other)).toEqual(before);
  });

  it('one valid new record next to a tampered one: none is added (all or nothing)', async () => {
    const store = makeStore();
    const file = { format: RECORDS_FORMAT, version: 1, exportedAt: '', records: [{ record: toy('new', 2) }, { record: { ...toy('bad', 2), sum: 0 } }] };
    expect(await store.importRecords(JSON.stringify(file))).toMatchObject({ ok: false });
    expect(await contents(store)).toEqual([]);
  });
});

describe('records are deleted only on purpose', () => {
  it('deleteRecord refuses without { confirm: true }', async () => {
    const store = await withThree();
    const [first] = await contents(store);
    const id = first!.id;
    expect(await store.deleteRecord(id)).toMatchObject({ ok: false, reason: 'needs-confirmation' });
    expect(await store.deleteRecord(id, { confirm: false })).toMatchObject({ ok: false, reason: 'needs-confirmation' });
    expect(await store.deleteRecord(id, { confirm: 'yes' as unknown as boolean })).toMatchObject({ ok: false });
    expect(await contents(store)).toHaveLength(3);
    expect(await store.deleteRecord('no-such-id', { confirm: true })).toMatchObject({ ok: false, reason: 'not-found' });
    expect(await store.deleteRecord(id, { confirm: true })).toEqual({ ok: true, persistent: true });
    expect((await contents(store)).map((r) => r.id)).not.toContain(id);
  });
});

describe('only finished sessions stand among the records', () => {
  const finishedOnly = (json: unknown) =>
    typeof json === 'object' && json !== null && (json as { finishedAt?: unknown }).finishedAt
      ? { ok: true as const }
      : { ok: false as const, message: 'it is a session still in progress' };

  it('an import holding a session in progress is refused whole and changes nothing', async () => {
    const store = makeStore({ validateFinishedRecord: finishedOnly });
    await store.finishSession(toy('A', 3, { finishedAt: '2025-05-01T00:00:00.000Z' }));
    const before = await contents(store);
    const file = { format: RECORDS_FORMAT, version: 1, exportedAt: 'x', records: [{ record: toy('B', 2, { finishedAt: '2025-05-02T00:00:00.000Z' }) }, { record: toy('C', 2) }] };
    const result = await store.importRecords(JSON.stringify(file));
    expect(result.ok ? 'accepted' : result.message).toContain('record 2 of 2 is not a valid game (it is a session still in progress)');
    expect(await contents(store)).toEqual(before);
  });

  it('the session in progress is still checked by validateRecord alone', async () => {
    const store = makeStore({ validateFinishedRecord: finishedOnly });
    expect((await store.saveSession(toy('D', 2))).ok).toBe(true);
    expect(await store.loadSession()).toMatchObject({ ok: true, kind: 'loaded' });
  });
});
