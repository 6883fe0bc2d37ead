/**
 * The kept-aside store: data that could not be used is moved here whole with the reason and
 * the time, in the same transaction that takes it out of its store, so it is never silently
 * lost. Only an explicit, confirmed deletion removes it (kept-aside.ts reads it again).
 */
import { isObject, STORES, type StoreName } from './db.ts';
import type { Problem } from './codec.ts';
import { fail, needsConfirmation, type StoreContext, type StoreError } from './context.ts';
import type { Op } from './vault.ts';

/** One piece of data kept aside. */
export interface KeptAsideEntry {
  /** Its key in the kept-aside store (the stored field name, kept for existing data). */
  qid: string;
  /** The store it came from ('import' is never used: a bad import changes nothing). */
  from: StoreName;
  /** Its key in that store. */
  key: string;
  /** The data exactly as it was found. */
  value: unknown;
  /** Why it could not be read, as facts (entries kept by older versions get the code 'unreadable'). */
  problem: Problem;
  /** The problem's developer detail (what older versions kept instead of `problem`). */
  reason: string;
  /** When it was kept aside (ISO 8601). */
  at: string;
}

/** The two operations that move `value` from `from`/`key` into the kept-aside store. */
export function keepAsideOps(ctx: StoreContext<unknown>, from: StoreName, key: string, value: unknown, problem: Problem): Op[] {
  const qid = ctx.nextKeptAsideKey();
  const entry: KeptAsideEntry = { qid, from, key, value, problem, reason: problem.detail, at: ctx.now() };
  return [
    { kind: 'put', store: STORES.keptAside, key: qid, value: entry },
    { kind: 'delete', store: from, key },
  ];
}

/** Every entry kept aside, oldest first, as stored. */
export async function allKeptAside(
  ctx: StoreContext<unknown>,
): Promise<{ ok: true; entries: KeptAsideEntry[] } | StoreError> {
  const all = await ctx.vault.getAll(STORES.keptAside);
  if (!all.ok) return fail('read-failed', all.message);
  const entries = all.value.map(({ key, value }) => asEntry(key, value));
  entries.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
  return { ok: true, entries };
}

/** Deletes one entry kept aside, only with `{ confirm: true }`. */
export async function deleteKeptAside(
  ctx: StoreContext<unknown>,
  qid: string,
  options: { confirm?: boolean } = {},
): Promise<{ ok: true; persistent: boolean } | StoreError> {
  if (options.confirm !== true) return needsConfirmation('data kept aside');
  const found = await findKeptAside(ctx, qid);
  if (!found.ok) return found;
  const written = await ctx.vault.write([{ kind: 'delete', store: STORES.keptAside, key: qid }], false);
  return written.ok ? { ok: true, persistent: written.persistent } : written;
}

/** One entry kept aside, by its qid. */
export async function findKeptAside(ctx: StoreContext<unknown>, qid: string): Promise<{ ok: true; entry: KeptAsideEntry } | StoreError> {
  const found = await ctx.vault.get(STORES.keptAside, qid);
  if (!found.ok) return fail('read-failed', found.message);
  if (found.value === undefined) return fail('not-found', 'There is no such entry among the data kept aside.');
  return { ok: true, entry: asEntry(qid, found.value) };
}

/** A value of the kept-aside store as an entry, even if it was itself damaged. */
function asEntry(qid: string, value: unknown): KeptAsideEntry {
  if (isObject(value) && typeof value.reason === 'string' && typeof value.at === 'string') {
    return {
      qid,
      from: (typeof value.from === 'string' ? value.from : STORES.keptAside) as StoreName,
      key: typeof value.key === 'string' ? value.key : '',
      value: value.value,
      problem: isProblem(value.problem) ? value.problem : { code: 'unreadable', detail: value.reason },
      reason: value.reason,
      at: value.at,
    };
  }
  const detail = 'This entry is itself damaged.';
  return { qid, from: STORES.keptAside, key: qid, value, problem: { code: 'damaged-entry', detail }, reason: detail, at: '' };
}

function isProblem(value: unknown): value is Problem {
  return isObject(value) && typeof value.code === 'string' && typeof value.detail === 'string' && (value.data === undefined || isObject(value.data));
}
