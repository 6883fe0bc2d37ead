/**
 * Finished sessions: the record exactly as it was written, plus its summary, keyed by the
 * record's id. Records are never rewritten: an older version is upgraded by the codec on
 * every read, so its bytes and its id stay the same. Listing decodes each record once per
 * page (through the codec) and keeps the unreadable ones aside; a record from a
 * newer version of the app stays where it is. Deleting a record needs a confirmation.
 */
import { NEWER_VERSION, problem, safeDecode, type Problem, type RecordSummary } from './codec.ts';
import { isObject, SESSION_KEY, STORES } from './db.ts';
import { fail, needsConfirmation, notOwner, type StoreContext, type StoreError } from './context.ts';
import { keepAsideOps } from './kept-aside-store.ts';
import { recordId } from './record-id.ts';
import { guardNewer } from './session-store.ts';
import { errorText, type StatusProblem } from './status.ts';
import type { Op } from './vault.ts';

/** One finished session as stored. */
export interface RecordEntry {
  id: string;
  /** Copied from the summary for the byFinishedAt index. */
  finishedAt: string;
  /** Rebuilt by the codec from the record whenever it is read; never trusted from a file. */
  summary: RecordSummary;
  /** The full session record, as the codec wrote it (opaque JSON here). */
  record: unknown;
}

/**
 * A stored record that could not be listed: its id ('' when the problem concerns no single
 * record), the facts, and whether it is now kept aside (false: it stays in place, as
 * a newer version's record always does).
 */
export interface RecordProblem {
  id: string;
  problem: Problem;
  keptAside: boolean;
}

/** The records that load, newest first, and the problem of each one that did not. */
export interface RecordList {
  ok: true;
  records: RecordEntry[];
  problems: RecordProblem[];
}

/** A record read (decoded once, finished, summarised) or why not. */
export type ReadRecord = { ok: true; summary: RecordSummary } | { ok: false; problem: Problem };

/**
 * Decodes a stored or imported record and summarises it: it must decode and be finished.
 * The summary of an id already read in this page is reused: records never change under an id.
 */
export function readRecord<T>(ctx: StoreContext<T>, record: unknown, id: string = recordId(record)): ReadRecord {
  const known = ctx.summaries.get(id);
  if (known) return { ok: true, summary: structuredClone(known) };
  const decoded = safeDecode(ctx.codec, record);
  if (!decoded.ok) return decoded;
  try {
    if (!ctx.codec.isFinished(decoded.value)) {
      return { ok: false, problem: problem('not-finished', 'The record is of a session still in progress, not a finished one.') };
    }
    const summary = ctx.codec.summarize(decoded.value);
    ctx.summaries.set(id, structuredClone(summary));
    return { ok: true, summary };
  } catch (error) {
    return { ok: false, problem: problem('summarize-failed', `The record could not be summarised (${errorText(error)}).`) };
  }
}

/**
 * Stores a finished session in the records and as the session (finished: a reload shows its
 * end), in one transaction; the owner only. When the device refuses the write, the record is
 * kept for this page.
 */
export async function finishSession<T>(
  ctx: StoreContext<T>,
  session: T,
): Promise<{ ok: true; id: string; persistent: boolean; problem: StatusProblem | null } | StoreError> {
  if (!ctx.ownership.mayWrite()) return notOwner();
  let entry: RecordEntry;
  let record: unknown;
  try {
    if (!ctx.codec.isFinished(session)) {
      const detail = 'This game cannot be recorded: it is not finished.';
      return fail('invalid', detail, problem('not-finished', detail));
    }
    record = ctx.codec.encode(session);
    const summary = ctx.codec.summarize(session);
    entry = { id: recordId(record), finishedAt: summary.finishedAt, summary, record };
  } catch (error) {
    const detail = `This game could not be encoded (${errorText(error)}).`;
    return fail('unstorable', detail, problem('encode-failed', detail));
  }
  // The finished session stays the session too, so a reload at its end comes back to the
  // podium and Play again (until the next game's first save replaces it); it is recorded once,
  // under an id made from its record, so recording it again changes nothing.
  const ops: Op[] = [
    { kind: 'put', store: STORES.records, key: entry.id, value: entry },
    { kind: 'put', store: STORES.session, key: SESSION_KEY, value: { record, savedAt: ctx.now() } },
  ];
  const written = await ctx.vault.write(guardNewer(ctx, ops), true);
  if (!written.ok) return written;
  ctx.newerSession = null;
  ctx.summaries.set(entry.id, structuredClone(entry.summary));
  return { ok: true, id: entry.id, persistent: written.persistent, problem: written.problem };
}

/** Every readable finished session, newest first; unreadable ones are kept aside, newer ones stay. */
export async function listRecords<T>(ctx: StoreContext<T>): Promise<RecordList | StoreError> {
  const all = await ctx.vault.getAll(STORES.records);
  if (!all.ok) return fail('read-failed', all.message);
  const records: RecordEntry[] = [];
  const problems: RecordProblem[] = [];
  const aside: RecordProblem[] = [];
  const moves: Op[] = [];
  for (const { key, value } of all.value) {
    const read = readEntry(ctx, key, value);
    if (read.ok) {
      records.push(read.entry);
    } else if (read.problem.code === NEWER_VERSION) {
      problems.push({ id: key, problem: read.problem, keptAside: false });
    } else {
      const found: RecordProblem = { id: key, problem: read.problem, keptAside: true };
      problems.push(found);
      aside.push(found);
      moves.push(...keepAsideOps(ctx, STORES.records, key, value, read.problem));
    }
  }
  if (moves.length > 0) {
    const moved = await ctx.vault.write(moves, false);
    if (!moved.ok) {
      for (const found of aside) found.keptAside = false;
      problems.push({ id: '', problem: problem('keep-aside-failed', moved.message), keptAside: false });
    }
  }
  records.sort((a, b) => (a.finishedAt < b.finishedAt ? 1 : a.finishedAt > b.finishedAt ? -1 : 0));
  return { ok: true, records, problems };
}

/** Deletes one finished session, only with `{ confirm: true }`. */
export async function deleteRecord(
  ctx: StoreContext<unknown>,
  id: string,
  options: { confirm?: boolean } = {},
): Promise<{ ok: true; persistent: boolean } | StoreError> {
  if (options?.confirm !== true) return needsConfirmation('a finished game');
  const found = await ctx.vault.get(STORES.records, id);
  if (!found.ok) return fail('read-failed', found.message);
  if (found.value === undefined) return fail('not-found', 'There is no finished game with this id.');
  const written = await ctx.vault.write([{ kind: 'delete', store: STORES.records, key: id }], false);
  if (!written.ok) return written;
  ctx.summaries.delete(id);
  return { ok: true, persistent: written.persistent };
}

/** Checks a stored value: the entry's shape, then the record through the codec. */
function readEntry<T>(ctx: StoreContext<T>, key: string, value: unknown): { ok: true; entry: RecordEntry } | { ok: false; problem: Problem } {
  if (!isObject(value) || !('record' in value)) {
    return { ok: false, problem: problem('not-a-stored-game', 'The stored value is not a finished game ({ id, summary, record }).') };
  }
  const read = readRecord(ctx, value.record, key);
  if (!read.ok) return read;
  return { ok: true, entry: { id: key, finishedAt: read.summary.finishedAt, summary: read.summary, record: value.record } };
}
