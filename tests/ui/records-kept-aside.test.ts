/**
 * The records model's "Kept aside" section over a fake store port: listed, exported, deleted,
 * restored (asking first while a game is in progress); and the same through the real store.
 */
import { describe, expect, it } from 'vitest';
import { sessionCodec, toRecord, type Session } from '../../src/session/index.ts';
import { createStore, openDatabase, soleOwnership, STORES } from '../../src/store/index.ts';
import { RecordsModel } from '../../src/ui/records/model/records.ts';
import { lazyStorePort } from '../../src/ui/ports/lazy-port.ts';
import { storePort } from '../../src/ui/ports/store-port.ts';
import type { KeptAsideItem } from '../../src/ui/ports/ports.ts';
import { fakeStorage, type FakeKeptAside } from './fakes.ts';
import { started, testEnv } from '../support/fixtures.ts';
import { makeApp, settle } from './helpers.ts';
import { freshFactory } from '../store/helpers.ts';

const game: Session = started('pc');

const unreadable: FakeKeptAside = { qid: 'q1', what: 'session', at: '2025-03-01T12:00:00.000Z', problem: { code: 'bad-rounds', detail: 'x' }, restorable: false };
const newerNowReadable: FakeKeptAside = { qid: 'q2', what: 'session', at: '2025-03-02T12:00:00.000Z', problem: { code: 'newer-version', detail: 'x' }, restorable: true, session: game };
const finishedGame: FakeKeptAside = { qid: 'q3', what: 'record', at: '2025-03-03T12:00:00.000Z', problem: { code: 'summarize-failed', detail: 'x' }, restorable: true };

/** A records model over a fake storage holding `kept`; `resumed` collects the games put on the table. */
function model(kept: FakeKeptAside[] = [unreadable, newerNowReadable, finishedGame]) {
  const storage = fakeStorage({ keptAside: kept });
  const resumed: Session[] = [];
  const records = new RecordsModel(storage.open(testEnv()), (session) => void resumed.push(session));
  return { storage, records, resumed };
}

const qids = (items: readonly KeptAsideItem[] | null) => items?.map((k) => k.qid);

describe('the kept-aside list', () => {
  it('is empty (null) until opened', () => {
    expect(model().records.keptAside.value).toBeNull();
  });

  it('lists every item once opened, without the sessions they read as', async () => {
    const { records } = model();
    await records.open();
    expect(qids(records.keptAside.value)).toEqual(['q1', 'q2', 'q3']);
    expect(records.keptAside.value?.[1]).not.toHaveProperty('session');
  });

  it('a failed listing says which list failed', async () => {
    const port = lazyStorePort(() => Promise.reject(new Error('no chunk')));
    const broken = new RecordsModel(port);
    await broken.open();
    expect(broken.keptAside.value).toEqual([]);
    expect(broken.note.value).toMatchObject({ kind: 'failed', request: 'listKeptAside', refusal: { reason: 'unavailable' } });
  });
});

describe('exporting an item', () => {
  it('gives its file to download', async () => {
    const { records } = model();
    expect(await records.exportKeptAside('q1')).toEqual({ text: JSON.stringify(unreadable), fileName: 'kept-q1.json' });
  });

  it('a failure gives no file and says so', async () => {
    const { records } = model();
    expect(await records.exportKeptAside('gone')).toBeNull();
    expect(records.note.value).toMatchObject({ kind: 'failed', request: 'exportKeptAside', refusal: { reason: 'not-found' } });
  });
});

describe('deleting an item', () => {
  it('removes it and lists again', async () => {
    const { records, storage } = model();
    await records.open();
    await records.removeKeptAside('q1');
    expect(qids(records.keptAside.value)).toEqual(['q2', 'q3']);
    expect(qids(storage.keptAside)).toEqual(['q2', 'q3']);
  });

  it('one deleted already says so', async () => {
    const { records } = model();
    await records.removeKeptAside('gone');
    expect(records.note.value).toMatchObject({ kind: 'failed', request: 'deleteKeptAside', refusal: { reason: 'not-found' } });
  });
});

describe('restoring an item', () => {
  it('a finished game goes back into the records; nothing goes on the table', async () => {
    const { records, resumed } = model();
    await records.open();
    await records.restoreKeptAside('q3');
    expect(records.note.value).toEqual({ kind: 'restored', what: 'record' });
    expect(qids(records.keptAside.value)).toEqual(['q1', 'q2']);
    expect(resumed).toEqual([]);
  });

  it('with no game in progress, a game goes on the table at once', async () => {
    const { records, resumed } = model();
    await records.restoreKeptAside('q2');
    expect(resumed).toEqual([game]);
    expect(records.note.value).toEqual({ kind: 'restored', what: 'session' });
    expect(records.asking.value).toBeNull();
  });

  it('while a game is in progress, it asks first and changes nothing', async () => {
    const { records, storage, resumed } = model();
    storage.gameStored = true;
    await records.open();
    await records.restoreKeptAside('q2');
    expect(records.asking.value).toBe('q2');
    expect(resumed).toEqual([]);
    expect(qids(storage.keptAside)).toContain('q2');
  });

  it('once the person agrees, the other game is replaced (the store keeps it aside) and this one goes on the table', async () => {
    const { records, storage, resumed } = model();
    storage.gameStored = true;
    await records.restoreKeptAside('q2');
    await records.restoreKeptAside('q2', true);
    expect(storage.restores).toEqual([
      { qid: 'q2', replace: false },
      { qid: 'q2', replace: true },
    ]);
    expect(resumed).toEqual([game]);
    expect(records.asking.value).toBeNull();
  });

  it('the person may decline: nothing is restored', async () => {
    const { records, storage, resumed } = model();
    storage.gameStored = true;
    await records.restoreKeptAside('q2');
    records.cancelRestore();
    expect(records.asking.value).toBeNull();
    expect(resumed).toEqual([]);
    expect(storage.restores).toHaveLength(1);
  });

  it('one that still cannot be read is refused with its problem', async () => {
    const { records, resumed } = model();
    await records.restoreKeptAside('q1');
    expect(records.note.value).toMatchObject({ kind: 'failed', request: 'restoreKeptAside', refusal: { reason: 'invalid', problem: { code: 'bad-rounds' } } });
    expect(resumed).toEqual([]);
  });
});

describe('an update is needed', () => {
  it('while a newer version\'s item cannot be read', async () => {
    const { records } = model([{ ...newerNowReadable, restorable: false }]);
    await records.open();
    expect(records.needsUpdate.value).toBe(true);
  });

  it('not once it can be read', async () => {
    const { records } = model([newerNowReadable, unreadable]);
    await records.open();
    expect(records.needsUpdate.value).toBe(false);
  });

  it('while a newer version\'s finished game stays unlisted', async () => {
    const { records, storage } = model([]);
    storage.recordProblems = [{ id: 'f', problem: { code: 'newer-version', detail: 'x' }, keptAside: false }];
    await records.open();
    expect(records.needsUpdate.value).toBe(true);
  });
});

describe('the app puts a restored game on the table', () => {
  it('and shows the table', async () => {
    const storage = fakeStorage({ keptAside: [newerNowReadable] });
    const { app } = await makeApp({ storage });
    app.show('records');
    await app.records.restoreKeptAside('q2');
    await settle();
    expect(app.table.session.value).toBe(game);
    expect(app.screen.value).toBe('table');
    expect(storage.saves).toEqual([]); // The store holds it already.
  });
});

describe('the store port over the real store', () => {
  /** A port over a store on `factory`, alone in its tab, with the session's codec. */
  const portOn = (factory: IDBFactory) =>
    storePort(createStore({ codec: sessionCodec(testEnv()), indexedDB: factory, storage: null, ownership: soleOwnership() }));

  /** A database whose stored session is `session`, and `kept` under the qid 'k1' of the kept-aside store. */
  async function seeded(session: unknown, kept?: unknown): Promise<IDBFactory> {
    const factory = freshFactory();
    const db = await openDatabase({ factory });
    await db.put(STORES.session, session, 'current');
    if (kept !== undefined) await db.put(STORES.keptAside, kept, 'k1');
    db.close();
    return factory;
  }

  it('an unreadable saved game is listed as a game in progress, not restorable, with its problem', async () => {
    const port = portOn(await seeded('garbage'));
    expect(await port.loadSession()).toMatchObject({ kind: 'keptAside' });
    const listed = await port.listKeptAside();
    expect(listed).toMatchObject({ ok: true, items: [{ what: 'session', problem: { code: 'not-a-saved-game' }, restorable: false }] });
  });

  it('exports an item as a dated file with the data as found, then deletes it', async () => {
    const port = portOn(await seeded('garbage'));
    await port.loadSession();
    const listed = await port.listKeptAside();
    const qid = listed.ok ? listed.items[0]!.qid : '';
    const out = await port.exportKeptAside(qid);
    expect(out).toMatchObject({ ok: true, fileName: expect.stringMatching(/^mexican-train-kept-aside-\d{4}-\d\d-\d\d\.json$/) });
    expect(out.ok && JSON.parse(out.text).keptAside).toMatchObject({ value: 'garbage', problem: { code: 'not-a-saved-game' } });
    expect(await port.deleteKeptAside(qid)).toMatchObject({ ok: true });
    expect(await port.listKeptAside()).toEqual({ ok: true, items: [] });
  });

  it('restores a readable game over the one in progress only when told to, keeping that one aside', async () => {
    const other = started('pc', 'OTHERSEED1');
    const kept = { from: 'session', key: 'current', value: { record: toRecord(other), savedAt: 's' }, problem: { code: 'newer-version', detail: 'x' }, reason: 'x', at: '2025-01-01' };
    const port = portOn(await seeded({ record: toRecord(game), savedAt: 's' }, kept));
    expect(await port.listKeptAside()).toMatchObject({ ok: true, items: [{ qid: 'k1', restorable: true }] });
    expect(await port.restoreKeptAside('k1')).toMatchObject({ ok: false, reason: 'needs-confirmation' });
    const restored = await port.restoreKeptAside('k1', { replace: true });
    expect(restored.ok && restored.kind === 'session' && toRecord(restored.session)).toEqual(toRecord(other));
    expect(await port.listKeptAside()).toMatchObject({ ok: true, items: [{ what: 'session', problem: { code: 'replaced' }, restorable: true }] });
  });
});
