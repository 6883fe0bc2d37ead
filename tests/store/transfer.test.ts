import { describe, expect, it } from 'vitest';
import { RECORDS_FORMAT, recordId, type RecordEntry, type Store } from '../../src/store/index.ts';
import { finished, freshFactory, makeStore, toy, type ToyRecord } from './helpers.ts';

type ToyStore = Store<ToyRecord>;

/** A store holding three finished games. */
async function withThree(): Promise<ToyStore> {
  const store = makeStore();
  for (const [seed, day] of [['A', '01'], ['B', '02'], ['C', '03']] as const) {
    await store.finishSession(finished(seed, 3, `2025-05-${day}T00:00:00.000Z`));
  }
  return store;
}

/** The stored records, for before/after comparison. */
async function contents(store: ToyStore): Promise<RecordEntry[]> {
  const list = await store.listRecords();
  if (!list.ok) throw new Error(list.message);
  return list.records;
}

/** A store's export text. */
async function exported(store: ToyStore): Promise<string> {
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
    doubled.records.push(doubled.records[0], { record: finished('D', 1) });
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

  const editRecord = (f: any, at: number, edit: (record: ToyRecord) => unknown) => ({
    ...f,
    records: f.records.map((r: any, i: number) => (i === at ? { ...r, record: edit(r.record) } : r)),
  });
  const tamper: [string, (file: any) => unknown, RegExp, object][] = [
    ['not JSON', () => '{"format": "mexican-train/records", ', /not valid JSON/, { code: 'not-json' }],
    ['another format', (f) => ({ ...f, format: 'chess/pgn' }), /not a Mexican Train records file/, { code: 'not-a-records-file' }],
    ['no version', (f) => ({ ...f, version: undefined }), /no version/, { code: 'no-version' }],
    ['a newer version', (f) => ({ ...f, version: 2 }), /newer version of the game/, { code: 'newer-file-version', data: { version: 2, known: 1 } }],
    ['an unknown version', (f) => ({ ...f, version: 0 }), /version \(0\) is unknown/, { code: 'unknown-file-version' }],
    ['no records list', (f) => ({ ...f, records: {} }), /no list of records/, { code: 'no-records-list' }],
    ['an entry that is not a game', (f) => ({ ...f, records: [...f.records, 7] }), /record 4 of 4 is not a stored game/, { code: 'not-a-stored-game', data: { record: 4, records: 4 } }],
    [
      'a game edited by hand (it no longer replays)',
      (f) => editRecord(f, 1, (r) => ({ ...r, moves: [1, 2, 4] })),
      /record 2 of 3 is not a valid game \(the moves add up to 7, not 6\)/,
      { code: 'bad-sum', data: { sum: 7, record: 2, records: 3 } },
    ],
    [
      'a game from a newer version of the app',
      (f) => editRecord(f, 2, (r) => ({ ...r, version: 9 })),
      /record 3 of 3 was made by a newer version of the game; update the game first/,
      { code: 'newer-version', data: { version: 9, record: 3, records: 3 } },
    ],
    ['a session still in progress', (f) => editRecord(f, 0, (r) => ({ ...r, finishedAt: undefined })), /record 1 of 3 is not a valid game/, { code: 'not-finished', data: { record: 1 } }],
  ];

  it.each(tamper)('a file with %s is refused with its problem and nothing changes', async (_, edit, why, problem) => {
    const store = await withThree();
    const text = await exported(store);
    const other = makeStore();
    await other.finishSession(finished('keep', 5));
    const before = await contents(other);
    const changed = edit(JSON.parse(text));
    const result = await other.importRecords(typeof changed === 'string' ? changed : JSON.stringify(changed));
    expect(result).toMatchObject({ ok: false, reason: 'invalid', problem });
    expect(!result.ok && result.message).toMatch(why);
    expect(!result.ok && result.message).toMatch(/Nothing was changed/);
    expect(await contents(other)).toEqual(before);
  });

  it('one valid new record next to a tampered one: none is added (all or nothing)', async () => {
    const store = makeStore();
    const file = { format: RECORDS_FORMAT, version: 1, exportedAt: '', records: [{ record: finished('new', 2) }, { record: { ...finished('bad', 2), sum: 0 } }] };
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
