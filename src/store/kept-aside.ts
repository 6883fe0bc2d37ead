/**
 * Data kept aside, seen again: whether each entry can now be read (a newer version's game
 * after the app was updated, say), a file holding an entry with its problem, and restoring
 * one: a game in progress becomes the session in progress (the one stored there, if any,
 * moved aside in its place and only when confirmed), a finished game goes back into the
 * records. What an entry decodes to decides where it goes, never where it came from.
 * Every restore is one transaction: all of it happens, or nothing.
 */
import { problem, safeDecode, type Problem, type RecordSummary } from './codec.ts';
import { isObject, SESSION_KEY, STORES } from './db.ts';
import { fail, notOwner, type StoreContext, type StoreError } from './context.ts';
import { allKeptAside, findKeptAside, keepAsideOps, type KeptAsideEntry } from './kept-aside-store.ts';
import { recordId } from './record-id.ts';
import type { RecordEntry } from './records.ts';
import { errorText } from './status.ts';
import type { Op } from './vault.ts';

/** An entry kept aside as listed: whether it can be read now (restoreKeptAside would take it back). */
export interface KeptAsideListing<T = unknown> extends KeptAsideEntry {
  restorable: boolean;
  /** The game in progress it reads as, when it is one (a game left unfinished, say): for its description. */
  session?: T;
}

/** The `format` field of a kept-aside file. */
export const KEPT_ASIDE_FORMAT = 'mexican-train/kept-aside';
/** The kept-aside file version this app writes. */
export const KEPT_ASIDE_VERSION = 1;

/** A kept-aside file's content: the data exactly as found, with where it was, when, and why. */
export interface KeptAsideFile {
  format: typeof KEPT_ASIDE_FORMAT;
  version: typeof KEPT_ASIDE_VERSION;
  exportedAt: string;
  keptAside: Omit<KeptAsideEntry, 'qid'>;
}

/** An entry's file text and a file name to offer. */
export type KeptAsideExport = { ok: true; text: string; fileName: string } | StoreError;

/** Where a restored entry went: the session in progress (decoded, ready to play) or the records. */
export type RestoreResult<T> =
  | { ok: true; kind: 'session'; session: T; persistent: boolean }
  | { ok: true; kind: 'record'; id: string; persistent: boolean }
  | StoreError;

/** What a kept-aside entry reads as now: a game in progress, a finished game, or still its problem. */
type Reading<T> =
  | { ok: true; kind: 'session'; session: T; record: unknown; savedAt: string | null }
  | { ok: true; kind: 'record'; entry: RecordEntry }
  | { ok: false; problem: Problem };

/** The problem of a game in progress moved aside so that a kept-aside one could take its place. */
export const REPLACED = 'replaced';

/** Every entry kept aside, oldest first, each with whether it reads now (one decode each). */
export async function listKeptAside<T>(ctx: StoreContext<T>): Promise<{ ok: true; entries: KeptAsideListing<T>[] } | StoreError> {
  const listed = await allKeptAside(ctx as StoreContext<unknown>);
  if (!listed.ok) return listed;
  return {
    ok: true,
    entries: listed.entries.map((entry) => {
      const reading = read(ctx, entry);
      return reading.ok && reading.kind === 'session' ? { ...entry, restorable: true, session: reading.session } : { ...entry, restorable: reading.ok };
    }),
  };
}

/** One entry as a file: the data as found, its problem (with the developer's detail), where and when. */
export async function exportKeptAside(ctx: StoreContext<unknown>, qid: string): Promise<KeptAsideExport> {
  const found = await findKeptAside(ctx, qid);
  if (!found.ok) return found;
  const { qid: _, ...keptAside } = found.entry;
  const exportedAt = ctx.now();
  const file: KeptAsideFile = { format: KEPT_ASIDE_FORMAT, version: KEPT_ASIDE_VERSION, exportedAt, keptAside };
  let text: string;
  try {
    text = `${JSON.stringify(file, null, 1)}\n`;
  } catch (error) {
    return fail('unstorable', `This entry cannot be written to a file (${errorText(error)}).`);
  }
  const day = (found.entry.at || exportedAt).slice(0, 10);
  return { ok: true, text, fileName: `mexican-train-kept-aside-${day}.json` };
}

/**
 * Takes an entry back when it reads now. A game in progress replaces the stored session:
 * refused with 'needs-confirmation' while one is stored, unless `{ confirm: true }`, which
 * moves that one aside in the same transaction; the owner tab only. A finished game goes
 * back into the records (refused, code 'already-recorded', when its id is there already).
 * An entry that still does not read is refused ('invalid') with its problem.
 */
export async function restoreKeptAside<T>(
  ctx: StoreContext<T>,
  qid: string,
  options: { confirm?: boolean } = {},
): Promise<RestoreResult<T>> {
  const found = await findKeptAside(ctx as StoreContext<unknown>, qid);
  if (!found.ok) return found;
  const reading = read(ctx, found.entry);
  if (!reading.ok) return fail('invalid', `This entry still cannot be read (${reading.problem.detail}).`, reading.problem);
  const done: Op = { kind: 'delete', store: STORES.keptAside, key: qid };
  if (reading.kind === 'record') {
    const present = await ctx.vault.get(STORES.records, reading.entry.id);
    if (!present.ok) return fail('read-failed', present.message);
    if (present.value !== undefined) {
      const detail = 'A finished game with this id is among the records already.';
      return fail('invalid', detail, problem('already-recorded', detail));
    }
    const written = await ctx.vault.write([{ kind: 'put', store: STORES.records, key: reading.entry.id, value: reading.entry }, done], false);
    if (!written.ok) return written;
    ctx.summaries.set(reading.entry.id, structuredClone(reading.entry.summary));
    return { ok: true, kind: 'record', id: reading.entry.id, persistent: written.persistent };
  }
  if (!ctx.ownership.mayWrite()) return notOwner();
  const present = await ctx.vault.get(STORES.session, SESSION_KEY);
  if (!present.ok) return fail('read-failed', present.message);
  const ops: Op[] = [];
  if (present.value !== undefined) {
    if (options.confirm !== true) {
      return fail('needs-confirmation', 'A game is in progress: restoring this one moves it aside; call again with { confirm: true }.');
    }
    ops.push(...keepAsideOps(ctx as StoreContext<unknown>, STORES.session, SESSION_KEY, present.value, whyAside(ctx as StoreContext<unknown>)));
  }
  const savedAt = reading.savedAt ?? ctx.now();
  ops.push({ kind: 'put', store: STORES.session, key: SESSION_KEY, value: { record: reading.record, savedAt } }, done);
  const written = await ctx.vault.write(ops, false);
  if (!written.ok) return written;
  ctx.newerSession = null;
  return { ok: true, kind: 'session', session: reading.session, persistent: written.persistent };
}

/** Why the stored session is moved aside: a newer version's (found by the last load) keeps its own problem. */
function whyAside(ctx: StoreContext<unknown>): Problem {
  return ctx.newerSession?.problem ?? problem(REPLACED, 'This game in progress was kept aside when another game kept aside was restored in its place.');
}

/** Decodes an entry's record: in progress, finished (with its summary), or the problem that stops it. */
function read<T>(ctx: StoreContext<T>, entry: KeptAsideEntry): Reading<T> {
  const value = entry.value;
  const fromAStore = entry.from === STORES.session || entry.from === STORES.records;
  if (!fromAStore || !isObject(value) || !('record' in value)) return { ok: false, problem: entry.problem };
  const decoded = safeDecode(ctx.codec, value.record);
  if (!decoded.ok) return decoded;
  try {
    if (!ctx.codec.isFinished(decoded.value)) {
      const savedAt = typeof value.savedAt === 'string' ? value.savedAt : null;
      return { ok: true, kind: 'session', session: decoded.value, record: value.record, savedAt };
    }
    const summary: RecordSummary = ctx.codec.summarize(decoded.value);
    const id = entry.from === STORES.records && entry.key !== '' ? entry.key : recordId(value.record);
    return { ok: true, kind: 'record', entry: { id, finishedAt: summary.finishedAt, summary, record: value.record } };
  } catch (error) {
    return { ok: false, problem: problem('summarize-failed', `The game could not be summarised (${errorText(error)}).`) };
  }
}
