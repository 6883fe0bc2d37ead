/**
 * docs/records.schema.json describes the records file the app writes: a real export (made
 * here by the store with the session codec) and the saved-record fixtures pass it, broken
 * files fail it, and its constants are the code's.
 */
import { readFileSync } from 'node:fs';
import Ajv2020 from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { CURRENT_RECORD_VERSION, OLDEST_RECORD_VERSION } from '../../src/session/record-upgrade.ts';
import { current, firstLegalBot, nextRound, runBots, sessionCodec, start, RECORD_FORMAT, type Session, type SessionEnv } from '../../src/session/index.ts';
import { LEVELS, MAX_NAME_LENGTH, MAX_SEATS, MIN_SEATS } from '../../src/session/settings.ts';
import { MAX_SEED_LENGTH } from '../../src/shuffle/index.ts';
import { createStore, RECORDS_FORMAT, RECORDS_VERSION, soleOwnership, type Store } from '../../src/store/index.ts';
import { freshFactory, tickingClock } from './helpers.ts';

const read = (path: string): unknown => JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8'));
const schema = read('../../docs/records.schema.json') as { $defs: Record<string, Record<string, unknown>> } & Record<string, unknown>;
const fixture = (name: string) => read(`../fixtures/records/${name}.json`);

// strictTuples off: a Redo group is an open list whose first item alone may be "restart" (prefixItems, then items).
const ajv = new Ajv2020({ allErrors: true, strictTuples: false });
const validateFile = ajv.compile(schema);
/** A validator for one of the schema's $defs. */
const def = (name: string) => ajv.getSchema(`#/$defs/${name}`)!;

/** Whether `value` passes `validate`; the errors in the message when it does not, to read a failure. */
function passes(validate: ReturnType<typeof ajv.compile>, value: unknown): true | string {
  return validate(value) ? true : JSON.stringify(validate.errors, null, 1);
}

const env: SessionEnv = { now: tickingClock(Date.parse('2026-01-10T18:00:00.000Z')), bot: firstLegalBot };

/** A finished session of computers, played by the first legal move. */
function finished(seed: string, names: string[]): Session {
  const made = start({ seats: names.map((name, i) => ({ name, kind: 'computer', level: LEVELS[i % LEVELS.length] })), seed }, env);
  if (!made.ok) throw new Error(JSON.stringify(made));
  let s = runBots(made.session).session;
  while (current(s).phase !== 'sessionOver') {
    const next = nextRound(s);
    if (!next.ok) throw new Error(JSON.stringify(next));
    s = runBots(next.session).session;
  }
  return s;
}

/** A records file as the app exports it: two sessions played now, and the version 1 record saved long ago. */
async function exportedFile(): Promise<Record<string, unknown>> {
  const store: Store<Session> = createStore({ indexedDB: freshFactory(), codec: sessionCodec(env), ownership: soleOwnership(), storage: null, now: tickingClock() });
  for (const [seed, names] of [['SCHEMAONE', ['Ana', 'Ben']], ['SCHEMATWO', ['Ben', 'Cy', 'Ana']]] as const) {
    const done = await store.finishSession(finished(seed, [...names]));
    if (!done.ok) throw new Error(done.message);
  }
  const old = { format: RECORDS_FORMAT, version: RECORDS_VERSION, exportedAt: '2025-07-01T00:00:00.000Z', records: [{ record: fixture('v1-finished') }] };
  const imported = await store.importRecords(JSON.stringify(old));
  if (!imported.ok || imported.added !== 1) throw new Error(JSON.stringify(imported));
  const out = await store.exportRecords();
  if (!out.ok) throw new Error(out.message);
  return JSON.parse(out.text);
}

const file = await exportedFile();
const records = () => structuredClone(file.records) as Record<string, any>[];

describe('what the app writes passes the schema', () => {
  it('a records file exported by the store, with records of version 3 and of version 1', () => {
    expect((file.records as { record: { version: number } }[]).map((r) => r.record.version).sort()).toEqual([1, 3, 3]);
    expect(passes(validateFile, file)).toBe(true);
  });

  it.each(['v1-finished', 'v1-in-progress'])('the saved record %s is a session record', (name) => {
    expect(passes(def('sessionRecord'), fixture(name))).toBe(true);
  });

  it('the finished fixture is a finished session record; the one in progress is not', () => {
    expect(passes(def('finishedSessionRecord'), fixture('v1-finished'))).toBe(true);
    expect(def('finishedSessionRecord')(fixture('v1-in-progress'))).toBe(false);
  });

  it('the finished-session summary fixture matches its own definition', () => {
    expect(passes(def('finishedSummary'), fixture('v1-finished-summary'))).toBe(true);
  });

  it('an empty export (no records yet) passes too', () => {
    expect(passes(validateFile, { ...file, records: [] })).toBe(true);
  });
});

/** A copy of the exported file with the first record's parts changed by `edit`. */
function broken(edit: (file: Record<string, any>, record: Record<string, any>) => void): Record<string, unknown> {
  const copy: Record<string, any> = { ...structuredClone(file), records: records() };
  const entry = copy.records.find((r: { record: { version: number } }) => r.record.version === 3);
  edit(copy, entry.record);
  return copy;
}

describe('a broken records file fails the schema', () => {
  it.each<[string, (file: Record<string, any>, record: Record<string, any>) => void]>([
    ['another format', (f) => (f.format = 'mexican-train/session')],
    ['a newer file version', (f) => (f.version = 2)],
    ['no list of records', (f) => delete f.records],
    ['no export time', (f) => delete f.exportedAt],
    ['a field of its own', (f) => (f.note = 'hello')],
    ['an entry without its record', (f) => delete f.records[0].record],
    ['an entry without its summary', (f) => delete f.records[0].summary],
    ['a record of a newer version', (_, r) => (r.version = 4)],
    ['a record not finished', (_, r) => delete r.finishedAt],
    ['a record of 12 rounds', (_, r) => r.rounds.pop()],
    ['an action that is not one', (_, r) => (r.rounds[0].actions[1] = 'play 13|2 mexican')],
    ['an action written backwards', (_, r) => (r.rounds[0].actions[1] = 'play 12|5 mexican')],
    ['a negative penalty', (_, r) => (r.rounds[0].penalties[0] = -1)],
    ['a computer without its level', (_, r) => delete r.settings.seats[0].level],
    ['a person with a level', (_, r) => (r.settings.seats[0].kind = 'person')],
    ['a name too long', (_, r) => (r.settings.seats[0].name = 'x'.repeat(MAX_NAME_LENGTH + 1))],
    ['one seat only', (_, r) => r.settings.seats.splice(1)],
    ['a seed not in its normal form', (_, r) => (r.settings.seed = 'lower')],
    ['a seed with a line break', (_, r) => (r.settings.seed = 'A\nB')],
    ['the pace kept in a version 3 record', (_, r) => (r.settings.pace = 'fast')],
    ['undos counted below zero', (_, r) => (r.undosUsed = -1)],
    ['a group to redo in a finished session', (_, r) => r.redo.push(['draw'])],
  ])('%s', (_, edit) => {
    expect(validateFile(broken(edit))).toBe(false);
  });

  it.each<[string, (record: Record<string, any>) => void]>([
    ['a restart in a version 1 round', (r) => (r.rounds[1].restart = { actions: ['engine'] })],
    ['a restart to redo in a version 2 record', (r) => ((r.version = 2), delete r.settings.pace, (r.redo = [['restart', 'draw']]))],
  ])('older versions know no restarts: %s', (_, edit) => {
    const record = structuredClone(fixture('v1-in-progress')) as Record<string, any>;
    expect(passes(def('sessionRecord'), record)).toBe(true);
    edit(record);
    expect(def('sessionRecord')(record)).toBe(false);
  });

  it('text that is no JSON object at all', () => {
    expect(validateFile([])).toBe(false);
    expect(validateFile('records')).toBe(false);
  });
});

describe("the schema's constants are the code's", () => {
  const props = (name: string) => schema.$defs[name]!.properties as Record<string, Record<string, any>>;

  it('the file format and version', () => {
    const top = schema.properties as Record<string, Record<string, unknown>>;
    expect([top.format!.const, top.version!.const]).toEqual([RECORDS_FORMAT, RECORDS_VERSION]);
  });

  it('the session record format and every version the app reads', () => {
    const versions = Array.from({ length: CURRENT_RECORD_VERSION - OLDEST_RECORD_VERSION + 1 }, (_, i) => OLDEST_RECORD_VERSION + i);
    expect([props('sessionRecord').format!.const, props('sessionRecord').version!.enum]).toEqual([RECORD_FORMAT, versions]);
  });

  it('seats, names, levels and seeds', () => {
    expect([props('settings').seats!.minItems, props('settings').seats!.maxItems]).toEqual([MIN_SEATS, MAX_SEATS]);
    expect(schema.$defs.name!.maxLength).toBe(MAX_NAME_LENGTH);
    expect(props('seat').level!.enum).toEqual(LEVELS);
    expect(schema.$defs.seed!.maxLength).toBe(MAX_SEED_LENGTH);
  });
});
