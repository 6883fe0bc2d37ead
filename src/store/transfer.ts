/**
 * Records to a JSON file and back. Import is all-or-nothing: the text must parse, name the
 * records format and a version this app reads, and every record must decode through the
 * codec (which replays each game through the rules) and be finished before one
 * transaction adds them; records already present (same id) are skipped and counted.
 * Summaries are rebuilt from the decoded records, never trusted from the file.
 */
import { NEWER_VERSION, problem, type Problem } from './codec.ts';
import { isObject, STORES } from './db.ts';
import { fail, type StoreContext, type StoreError } from './context.ts';
import { listRecords, readRecord, type RecordEntry, type RecordProblem } from './records.ts';
import { recordId } from './record-id.ts';
import type { Op } from './vault.ts';

/** The `format` field of a records file. */
export const RECORDS_FORMAT = 'mexican-train/records';
/** The records file version this app writes and reads (the records inside carry their own versions). */
export const RECORDS_VERSION = 1;

/** A records file's content. */
export interface RecordsFile {
  format: typeof RECORDS_FORMAT;
  version: typeof RECORDS_VERSION;
  exportedAt: string;
  records: RecordEntry[];
}

/** An export: the file text, a file name to offer, how many records, what was left out. */
export type ExportResult =
  | { ok: true; text: string; fileName: string; count: number; problems: RecordProblem[] }
  | StoreError;

/** An import: how many records were added and how many were already there. */
export type ImportResult = { ok: true; added: number; skipped: number; persistent: boolean } | StoreError;

/** The file text for `records`, exported at `exportedAt`. */
function formatRecords(records: readonly RecordEntry[], exportedAt: string): string {
  const file: RecordsFile = { format: RECORDS_FORMAT, version: RECORDS_VERSION, exportedAt, records: [...records] };
  return `${JSON.stringify(file, null, 1)}\n`;
}

/** Every readable finished session as a records file (unreadable ones are kept aside first). */
export async function exportRecords<T>(ctx: StoreContext<T>): Promise<ExportResult> {
  const listed = await listRecords(ctx);
  if (!listed.ok) return listed;
  const exportedAt = ctx.now();
  return {
    ok: true,
    text: formatRecords(listed.records, exportedAt),
    fileName: `mexican-train-records-${exportedAt.slice(0, 10)}.json`,
    count: listed.records.length,
    problems: listed.problems,
  };
}

/** Reads a records file; a bad file is refused with its problem and changes nothing. */
export async function importRecords<T>(ctx: StoreContext<T>, text: string): Promise<ImportResult> {
  const parsed = parseRecordsFile(ctx, text);
  if (!parsed.ok) return parsed;
  const ops: Op[] = parsed.entries.map((entry) => ({ kind: 'insert', store: STORES.records, key: entry.id, value: entry }));
  const written = await ctx.vault.write(ops, false);
  if (!written.ok) return fail(written.reason, `Nothing was imported: ${written.message}`);
  return {
    ok: true,
    added: written.inserted,
    skipped: written.skipped + parsed.repeated,
    persistent: written.persistent,
  };
}

/**
 * Checks a file completely; returns the entries to insert (repeats within the file removed).
 * Refusal codes: not-json, not-a-records-file, no-version, newer-file-version,
 * unknown-file-version, no-records-list, not-a-stored-game, not-finished, newer-version,
 * or the codec's own code; `data.record` then names the record (from 1) and `data.records` their count.
 */
export function parseRecordsFile<T>(ctx: StoreContext<T>, text: string): { ok: true; entries: RecordEntry[]; repeated: number } | StoreError {
  const refuse = (why: string, found: Problem): StoreError =>
    fail('invalid', `This file cannot be imported: ${why}. Nothing was changed.`, found);
  const plain = (code: string, why: string, data?: Record<string, string | number>): StoreError => refuse(why, problem(code, why, data));
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return plain('not-json', `it is not valid JSON (${error instanceof Error ? error.message : String(error)})`);
  }
  if (!isObject(json) || json.format !== RECORDS_FORMAT) return plain('not-a-records-file', 'it is not a Mexican Train records file');
  if (typeof json.version !== 'number') return plain('no-version', 'it has no version');
  if (json.version > RECORDS_VERSION) {
    return plain('newer-file-version', `it was made by a newer version of the game (records version ${json.version}); update the game first`, {
      version: json.version,
      known: RECORDS_VERSION,
    });
  }
  if (json.version !== RECORDS_VERSION) return plain('unknown-file-version', `its version (${json.version}) is unknown`, { version: json.version });
  if (!Array.isArray(json.records)) return plain('no-records-list', 'it has no list of records');
  const entries = new Map<string, RecordEntry>();
  let repeated = 0;
  const records = json.records.length;
  for (const [i, item] of json.records.entries()) {
    const place = { record: i + 1, records };
    const where = `record ${i + 1} of ${records}`;
    if (!isObject(item) || !('record' in item)) return plain('not-a-stored-game', `${where} is not a stored game`, place);
    const id = recordId(item.record);
    const read = readRecord(ctx, item.record, id);
    if (!read.ok) {
      const found = { ...read.problem, data: { ...read.problem.data, ...place } };
      if (found.code === NEWER_VERSION) return refuse(`${where} was made by a newer version of the game; update the game first`, found);
      return refuse(`${where} is not a valid game (${found.detail})`, found);
    }
    if (entries.has(id)) repeated++;
    else entries.set(id, { id, finishedAt: read.summary.finishedAt, summary: read.summary, record: item.record });
  }
  return { ok: true, entries: [...entries.values()], repeated };
}
