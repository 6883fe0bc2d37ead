/**
 * The store with the real session codec: records are decoded by fromRecord, which replays
 * every action through the rules core, once per load; records saved by the version 1 app
 * (tests/fixtures/records) still load.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  current,
  finishedRecord,
  firstLegalBot,
  nextRound,
  runBots,
  sessionCodec,
  start,
  toRecord,
  type Session,
  type SessionEnv,
} from '../../src/session/index.ts';
import { createStore, openDatabase, soleOwnership, STORES, type SessionCodec, type Store } from '../../src/store/index.ts';
import { freshFactory, tickingClock } from './helpers.ts';

const env: SessionEnv = { now: tickingClock(Date.parse('2025-06-01T09:00:00.000Z')), bot: firstLegalBot };
const settings = {
  seats: [
    { name: 'Ana', kind: 'computer', level: 'relaxed' },
    { name: 'Ben', kind: 'computer', level: 'relaxed' },
  ],
  seed: 'STORE-TEST',
};

/** A store of real sessions over `factory`, alone in its tab. */
function sessions(factory: IDBFactory = freshFactory(), codec: SessionCodec<Session> = sessionCodec(env)): Store<Session> {
  return createStore({ indexedDB: factory, codec, ownership: soleOwnership(), storage: null, now: tickingClock() });
}

/** The session codec, counting its decodes. */
function counted(): { codec: SessionCodec<Session>; decodes: () => number } {
  const inner = sessionCodec(env);
  let n = 0;
  return {
    codec: { ...inner, decode: (json) => (n++, inner.decode(json)) },
    decodes: () => n,
  };
}

/** Plays computer rounds, calling `each` after every round, until `rounds` are over. */
async function play(rounds: number, each: (session: Session) => Promise<void>): Promise<Session> {
  const started = start(settings, env);
  if (!started.ok) throw new Error(JSON.stringify(started));
  let session = started.session;
  for (let round = 1; round <= rounds; round++) {
    session = runBots(session).session;
    await each(session);
    if (round < rounds) {
      const next = nextRound(session);
      if (!next.ok) throw new Error(JSON.stringify(next));
      session = next.session;
    }
  }
  return session;
}

/** A saved record of the version 1 format. */
function fixture(name: string): Record<string, any> {
  return JSON.parse(readFileSync(new URL(`../fixtures/records/${name}.json`, import.meta.url), 'utf8'));
}

describe('with the real session codec', () => {
  it('a reload resumes exactly at the last saved action, from the decoded session', async () => {
    const factory = freshFactory();
    const store = sessions(factory);
    const session = await play(2, async (s) => {
      expect(await store.saveSession(s)).toMatchObject({ ok: true, persistent: true });
    });
    store.close();
    const loaded = await sessions(factory).loadSession();
    if (!loaded.ok || loaded.kind !== 'loaded') throw new Error(JSON.stringify(loaded));
    expect(toRecord(loaded.session)).toEqual(toRecord(session));
  });

  it('a reload replays the session once', async () => {
    const factory = freshFactory();
    const first = sessions(factory);
    await play(2, async (s) => void (await first.saveSession(s)));
    first.close();
    const { codec, decodes } = counted();
    const again = sessions(factory, codec);
    expect(await again.loadSession()).toMatchObject({ kind: 'loaded' });
    expect(decodes()).toBe(1);
  });

  it('a stored record whose actions were altered is kept aside with the place named', async () => {
    const factory = freshFactory();
    const record = toRecord(await play(1, async () => undefined));
    record.rounds[0]!.actions[1] = 'play 0|0 mexican';
    const db = await openDatabase({ factory });
    await db.put(STORES.session, { record, savedAt: 'x' }, 'current');
    db.close();
    const store = sessions(factory);
    const loaded = await store.loadSession();
    expect(loaded).toMatchObject({ ok: true, kind: 'kept-aside', problem: { code: 'illegal-action', data: { round: 1, action: 2 } } });
    expect(await store.listKeptAside()).toMatchObject({ ok: true, entries: [{ from: 'session', problem: { code: 'illegal-action' } }] });
  });

  it('a finished session is recorded with the core standings, exported, and imported back; a tampered file is refused', async () => {
    const store = sessions();
    const session = await play(13, async (s) => void (await store.saveSession(s)));
    const summary = finishedRecord(session)!;
    expect(await store.finishSession(session)).toMatchObject({ ok: true, persistent: true });
    const reloaded = await store.loadSession();
    expect(reloaded.kind === 'loaded' && toRecord(reloaded.session)).toEqual(toRecord(session));
    // Recorded once, however often the finished session is recorded again.
    expect(await store.finishSession(session)).toMatchObject({ ok: true });
    const list = await store.listRecords();
    if (!list.ok) throw new Error(list.message);
    expect(list.records[0]?.summary).toEqual({
      seats: ['Ana', 'Ben'],
      seed: 'STORE-TEST',
      penalties: summary.penalties,
      totals: summary.totals,
      winners: summary.winners,
      undos: 0,
      startedAt: summary.startedAt,
      finishedAt: summary.date,
      outs: expect.any(Array),
    });
    expect(list.records[0]?.record).toEqual(toRecord(session));

    const out = await store.exportRecords();
    if (!out.ok) throw new Error(out.message);
    expect(await sessions().importRecords(out.text)).toMatchObject({ ok: true, added: 1, skipped: 0 });

    const file = JSON.parse(out.text);
    file.records[0].record.rounds[12].penalties = [0, 0];
    const other = sessions();
    const refused = await other.importRecords(JSON.stringify(file));
    expect(refused).toMatchObject({ ok: false, reason: 'invalid', problem: { code: 'penalty-mismatch', data: { round: 13, record: 1 } } });
    expect(await other.listRecords()).toMatchObject({ records: [] });
  });

  it('a session still in progress cannot be recorded', async () => {
    const store = sessions();
    const session = await play(1, async () => undefined);
    expect(await store.finishSession(session)).toMatchObject({ ok: false, reason: 'invalid', problem: { code: 'not-finished' } });
  });
});

describe('records saved by the version 1 app still load through the store', () => {
  /** A database as the version 1 app left it: its session in progress and one finished game. */
  async function seededV1(): Promise<IDBFactory> {
    const factory = freshFactory();
    const db = await openDatabase({ factory });
    const finished = fixture('v1-finished');
    await db.put(STORES.session, { record: fixture('v1-in-progress'), savedAt: '2025-06-01T09:01:42.000Z' }, 'current');
    await db.put(STORES.records, { id: 'v1-game', finishedAt: finished.finishedAt, summary: { finishedAt: finished.finishedAt }, record: finished }, 'v1-game');
    db.close();
    return factory;
  }

  it('the session in progress resumes, replayed to the penalties it stored', async () => {
    const loaded = await sessions(await seededV1()).loadSession();
    if (!loaded.ok || loaded.kind !== 'loaded') throw new Error(JSON.stringify(loaded));
    expect(current(loaded.session).penalties).toEqual([fixture('v1-in-progress').rounds[0].penalties]);
    expect(loaded.savedAt).toBe('2025-06-01T09:01:42.000Z');
  });

  it('the finished game lists with the totals and winners of its version 1 summary', async () => {
    const list = await sessions(await seededV1()).listRecords();
    if (!list.ok) throw new Error(list.message);
    const old = fixture('v1-finished-summary');
    expect(list.problems).toEqual([]);
    expect(list.records).toHaveLength(1);
    expect(list.records[0]!.summary).toMatchObject({ penalties: old.penalties, totals: old.totals, winners: old.winners, finishedAt: old.date });
  });

  it('the stored record is kept exactly as written: never rewritten, exported as it is', async () => {
    const factory = await seededV1();
    const store = sessions(factory);
    await store.listRecords();
    const out = await store.exportRecords();
    if (!out.ok) throw new Error(out.message);
    expect(JSON.parse(out.text).records[0].record).toEqual(fixture('v1-finished'));
    store.close();
    const db = await openDatabase({ factory });
    expect((await db.get(STORES.records, 'v1-game')).record).toEqual(fixture('v1-finished'));
    db.close();
  });

  it('a records file holding a version 1 game imports', async () => {
    const file = { format: 'mexican-train/records', version: 1, exportedAt: '', records: [{ record: fixture('v1-finished') }] };
    const store = sessions();
    expect(await store.importRecords(JSON.stringify(file))).toMatchObject({ ok: true, added: 1 });
    expect(await store.listRecords()).toMatchObject({ records: [{ summary: { totals: fixture('v1-finished-summary').totals } }] });
  });
});
