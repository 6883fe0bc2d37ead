/**
 * Records to a JSON file and back. Import is all-or-nothing: the text must parse, name the
 * records format and a version this app reads, and every record must pass the validator
 * (which replays each game through the rules) before one transaction adds them; records
 * already present (same id) are skipped and counted. Summaries are rebuilt, never trusted.
 */
import { isObject, STORES } from './db.ts';
import { fail, type StoreContext, type StoreError } from './context.ts';
import { entryOf, listRecords, remember, type RecordEntry } from './records.ts';
import { check } from './validate.ts';
import type { Op } from './vault.ts';

/** The `format` field of a records file. */
export const RECORDS_FORMAT = 'mexican-train/records';
/** The records file version this app writes and reads. */
export const RECORDS_VERSION = 1;

/** A records file's content. */
export interface RecordsFile {
  format: typeof RECORDS_FORMAT;
  version: typeof RECORDS_VERSION;
  exportedAt: string;
  records: RecordEntry[];
}

/** An export: the file text, a file name to offer, how many records, what was set aside. */
export type ExportResult =
  | { ok: true; text: string; fileName: string; count: number; problems: string[] }
  | StoreError;

/** An import: how many records were added and how many were already there. */
export type ImportResult = { ok: true; added: number; skipped: number; persistent: boolean } | StoreError;

/** The file text for `records`, exported at `exportedAt`. */
export function formatRecords(records: readonly RecordEntry[], exportedAt: string): string {
  const file: RecordsFile = { format: RECORDS_FORMAT, version: RECORDS_VERSION, exportedAt, records: [...records] };
  return `${JSON.stringify(file, null, 1)}\n`;
}

/** Every readable finished session as a records file (unreadable ones are set aside first). */
export async function exportRecords(ctx: StoreContext): Promise<ExportResult> {
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

/** Reads a records file; a bad file is refused with the reason and changes nothing. */
export async function importRecords(ctx: StoreContext, text: string): Promise<ImportResult> {
  const parsed = parseRecordsFile(ctx, text);
  if (!parsed.ok) return parsed;
  const ops: Op[] = parsed.entries.map((entry) => ({ kind: 'insert', store: STORES.records, key: entry.id, value: entry }));
  const written = await ctx.vault.write(ops, false);
  if (!written.ok) return fail(written.reason, `Nothing was imported: ${written.message}`);
  for (const entry of parsed.entries) remember(ctx, entry.id);
  return {
    ok: true,
    added: written.inserted,
    skipped: written.skipped + parsed.repeated,
    persistent: written.persistent,
  };
}

/** Checks a file completely; returns the entries to insert (repeats within the file removed). */
export function parseRecordsFile(
  ctx: StoreContext,
  text: string,
): { ok: true; entries: RecordEntry[]; repeated: number } | StoreError {
  const refuse = (why: string): StoreError => fail('invalid', `This file cannot be imported: ${why}. Nothing was changed.`);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return refuse(`it is not valid JSON (${error instanceof Error ? error.message : String(error)})`);
  }
  if (!isObject(json) || json.format !== RECORDS_FORMAT) return refuse('it is not a Mexican Train records file');
  if (typeof json.version !== 'number') return refuse('it has no version');
  if (json.version > RECORDS_VERSION) return refuse(`it was made by a newer version of the game (records version ${json.version}); update the game first`);
  if (json.version !== RECORDS_VERSION) return refuse(`its version (${json.version}) is unknown`);
  if (!Array.isArray(json.records)) return refuse('it has no list of records');
  const entries = new Map<string, RecordEntry>();
  let repeated = 0;
  for (const [i, item] of json.records.entries()) {
    const where = `record ${i + 1} of ${json.records.length}`;
    if (!isObject(item) || !('record' in item)) return refuse(`${where} is not a stored game`);
    const verdict = check(ctx.validateFinished, item.record);
    if (!verdict.ok) return refuse(`${where} is not a valid game (${verdict.message})`);
    const entry = entryOf(ctx, item.record);
    if (entries.has(entry.id)) repeated++;
    else entries.set(entry.id, entry);
  }
  return { ok: true, entries: [...entries.values()], repeated };
}
