/**
 * Finished sessions: the full record plus its summary, keyed by the record's id. Listing
 * validates each record (once per page) and moves the unreadable ones to quarantine; the
 * rest still load. Deleting a record needs an explicit confirmation.
 */
import { isObject, SESSION_KEY, STORES } from './db.ts';
import { fail, needsConfirmation, notOwner, type StoreContext, type StoreError } from './context.ts';
import { quarantineOps } from './quarantine.ts';
import { isSummary, type RecordSummary } from './summary.ts';
import { check, recordId } from './validate.ts';
import type { Op } from './vault.ts';

/** One finished session as stored. */
export interface RecordEntry {
  id: string;
  /** Copied from the summary for the byFinishedAt index. */
  finishedAt: string;
  summary: RecordSummary;
  /** The full session record (opaque JSON, checked by the validator). */
  record: unknown;
}

/** The records that load, newest first, and a sentence for each one set aside. */
export interface RecordList {
  ok: true;
  records: RecordEntry[];
  problems: string[];
}

/** Builds the stored entry of a record, its summary derived unless given. */
export function entryOf(ctx: StoreContext, record: unknown, summary?: RecordSummary): RecordEntry {
  const made = summary ?? ctx.summarize(record);
  return { id: recordId(record), finishedAt: made.finishedAt, summary: made, record };
}

/** Ids already checked in this page: records never change under an id, so one replay is enough. */
const checked = new WeakMap<StoreContext, Set<string>>();

/**
 * Stores a finished session and ends the session in progress, in one transaction; the
 * owner only. When the device refuses the write, the record is kept for this page.
 */
export async function finishSession(
  ctx: StoreContext,
  record: unknown,
  summary?: RecordSummary,
): Promise<{ ok: true; id: string; persistent: boolean; problem: string | null } | StoreError> {
  if (!ctx.ownership.mayWrite()) return notOwner();
  const verdict = check(ctx.validateFinished, record);
  if (!verdict.ok) return fail('invalid', `This game cannot be recorded: ${verdict.message}.`);
  const entry = entryOf(ctx, record, summary);
  const written = await ctx.vault.write(
    [
      { kind: 'put', store: STORES.records, key: entry.id, value: entry },
      { kind: 'delete', store: STORES.session, key: SESSION_KEY },
    ],
    true,
  );
  if (!written.ok) return written;
  remember(ctx, entry.id);
  return { ok: true, id: entry.id, persistent: written.persistent, problem: written.problem };
}

/** Every readable finished session, newest first; unreadable ones go to quarantine. */
export async function listRecords(ctx: StoreContext): Promise<RecordList | StoreError> {
  const all = await ctx.vault.getAll(STORES.records);
  if (!all.ok) return fail('read-failed', all.message);
  const records: RecordEntry[] = [];
  const problems: string[] = [];
  const moves: Op[] = [];
  for (const { key, value } of all.value) {
    const read = readEntry(ctx, key, value);
    if (read.ok) {
      records.push(read.entry);
      continue;
    }
    problems.push(`A finished game (${key}) could not be read and was set aside: ${read.message}.`);
    moves.push(...quarantineOps(ctx, STORES.records, key, value, read.message));
  }
  if (moves.length > 0) {
    const moved = await ctx.vault.write(moves, false);
    if (!moved.ok) problems.push(`The unreadable games could not be set aside and stay where they are (${moved.message}).`);
  }
  records.sort((a, b) => (a.finishedAt < b.finishedAt ? 1 : a.finishedAt > b.finishedAt ? -1 : 0));
  return { ok: true, records, problems };
}

/** Deletes one finished session, only with `{ confirm: true }`. */
export async function deleteRecord(
  ctx: StoreContext,
  id: string,
  options: { confirm?: boolean } = {},
): Promise<{ ok: true; persistent: boolean } | StoreError> {
  if (options?.confirm !== true) return needsConfirmation('a finished game');
  const found = await ctx.vault.get(STORES.records, id);
  if (!found.ok) return fail('read-failed', found.message);
  if (found.value === undefined) return fail('not-found', 'There is no finished game with this id.');
  const written = await ctx.vault.write([{ kind: 'delete', store: STORES.records, key: id }], false);
  return written.ok ? { ok: true, persistent: written.persistent } : written;
}

/** Checks a stored value: entry shape, then the validator; the summary is rebuilt if damaged. */
function readEntry(
  ctx: StoreContext,
  key: string,
  value: unknown,
): { ok: true; entry: RecordEntry } | { ok: false; message: string } {
  if (!isObject(value) || !('record' in value)) return { ok: false, message: 'it is not a stored game' };
  if (!checked.get(ctx)?.has(key)) {
    const verdict = check(ctx.validateFinished, value.record);
    if (!verdict.ok) return { ok: false, message: verdict.message };
    remember(ctx, key);
  }
  const summary = isSummary(value.summary) ? value.summary : ctx.summarize(value.record);
  // Older layouts kept the date beside the record or in a partial summary: keep it.
  const partial = isObject(value.summary) ? value.summary.finishedAt : undefined;
  for (const date of [value.finishedAt, partial]) {
    if (!summary.finishedAt && typeof date === 'string') summary.finishedAt = date;
  }
  return { ok: true, entry: { id: key, finishedAt: summary.finishedAt, summary, record: value.record } };
}

/** Notes that the record under `id` passed the validator in this page. */
export function remember(ctx: StoreContext, id: string): void {
  let ids = checked.get(ctx);
  if (!ids) checked.set(ctx, (ids = new Set()));
  ids.add(id);
}
