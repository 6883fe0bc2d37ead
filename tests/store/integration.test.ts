/**
 * The store with the real session midend: records are validated by fromRecord, which
 * replays every action through the rules core.
 */
import { describe, expect, it } from 'vitest';
import {
  finishedRecord,
  firstLegalBot,
  fromRecord,
  nextRound,
  runBots,
  start,
  toRecord,
  type Session,
  type SessionEnv,
} from '../../src/session/index.ts';
import type { Validator } from '../../src/store/index.ts';
import { freshFactory, makeStore, tickingClock } from './helpers.ts';

const env: SessionEnv = { now: tickingClock(Date.parse('2025-06-01T09:00:00.000Z')), bot: firstLegalBot };
const replay: Validator = (json) => {
  const loaded = fromRecord(json, env);
  return loaded.ok ? { ok: true } : { ok: false, message: loaded.message };
};
const settings = {
  seats: [
    { name: 'Ana', kind: 'computer', level: 'relaxed' },
    { name: 'Ben', kind: 'computer', level: 'relaxed' },
  ],
  seed: 'STORE-TEST',
  pace: 'instant',
};

/** Plays computer rounds, calling `each` after every round, until `rounds` are over. */
async function play(rounds: number, each: (session: Session) => Promise<void>): Promise<Session> {
  const started = start(settings, env);
  if (!started.ok) throw new Error(started.message);
  let session = started.session;
  for (let round = 1; round <= rounds; round++) {
    session = runBots(session).session;
    await each(session);
    if (round < rounds) {
      const next = nextRound(session);
      if (!next.ok) throw new Error(next.message);
      session = next.session;
    }
  }
  return session;
}

describe('with the real session records', () => {
  it('a reload resumes exactly at the last saved action', async () => {
    const factory = freshFactory();
    const store = makeStore({ indexedDB: factory, validateRecord: replay });
    const session = await play(2, async (s) => {
      expect(await store.saveSession(toRecord(s))).toMatchObject({ ok: true, persistent: true });
    });
    store.close();
    const again = makeStore({ indexedDB: factory, validateRecord: replay });
    const loaded = await again.loadSession();
    if (!loaded.ok || loaded.kind !== 'loaded') throw new Error(JSON.stringify(loaded));
    const resumed = fromRecord(loaded.record, env);
    expect(resumed.ok && toRecord(resumed.session)).toEqual(toRecord(session));
  });

  it('a stored record whose actions were altered is set aside', async () => {
    const factory = freshFactory();
    const store = makeStore({ indexedDB: factory, validateRecord: replay });
    const session = await play(1, async () => undefined);
    const record = toRecord(session);
    record.rounds[0]!.actions[1] = 'play 0|0 mexican';
    await store.saveSession(record);
    const loaded = await store.loadSession();
    expect(loaded).toMatchObject({ ok: true, kind: 'quarantined' });
    expect(await store.listQuarantine()).toMatchObject({ ok: true, entries: [{ from: 'session' }] });
  });

  it('a finished session is recorded with its summary, exported, and imported back; a tampered file is refused', async () => {
    const store = makeStore({ validateRecord: replay });
    const session = await play(13, async (s) => void (await store.saveSession(toRecord(s))));
    const summary = finishedRecord(session);
    expect(summary).not.toBeNull();
    expect(await store.finishSession(toRecord(session))).toMatchObject({ ok: true, persistent: true });
    const list = await store.listRecords();
    if (!list.ok) throw new Error(list.message);
    expect(list.records[0]?.summary).toMatchObject({
      seats: ['Ana', 'Ben'],
      seed: 'STORE-TEST',
      penalties: summary!.penalties,
      totals: summary!.totals,
      winners: summary!.winners,
      undos: 0,
      finishedAt: summary!.date,
    });

    const out = await store.exportRecords();
    if (!out.ok) throw new Error(out.message);
    const target = makeStore({ validateRecord: replay });
    expect(await target.importRecords(out.text)).toMatchObject({ ok: true, added: 1, skipped: 0 });

    const file = JSON.parse(out.text);
    file.records[0].record.rounds[12].penalties = [0, 0];
    const other = makeStore({ validateRecord: replay });
    const refused = await other.importRecords(JSON.stringify(file));
    expect(refused).toMatchObject({ ok: false, reason: 'invalid' });
    expect(await other.listRecords()).toMatchObject({ records: [] });
  });
});
