/**
 * The session in progress: one record under one key, rewritten whole after every committed
 * action. Saves run one at a time in call order; saves queued behind a running one are
 * merged (only the newest value is encoded and written) and all of them resolve when it is
 * durable. So "await saveSession(session) before accepting the next action" costs one
 * write at a time. Loading decodes the record once and hands back the value itself.
 */
import { NEWER_VERSION, problem, safeDecode, type Problem } from './codec.ts';
import { isObject, SESSION_KEY, STORES } from './db.ts';
import { fail, notOwner, type StoreContext, type StoreError } from './context.ts';
import { keepAsideOps } from './kept-aside-store.ts';
import { errorText, type StatusProblem } from './status.ts';
import type { Op } from './vault.ts';

/** How a save ended: `persistent` false means kept in memory only (see `problem`). */
export type SaveResult = { ok: true; persistent: boolean; problem: StatusProblem | null } | StoreError;

/**
 * What a reload finds: nothing; the session, decoded; a session from a newer version of
 * the app (left untouched: "update the app"); one that could not be read and was kept
 * aside; or one that could not be read nor kept aside (a read-only tab leaves it in place).
 */
export type LoadSessionResult<T> =
  | { ok: true; kind: 'empty' }
  | { ok: true; kind: 'loaded'; session: T; savedAt: string }
  | { ok: true; kind: 'newer-version'; problem: Problem }
  | { ok: true; kind: 'kept-aside'; problem: Problem }
  | { ok: false; kind: 'unreadable'; problem: Problem };

/** The problem code of a game in progress the person left unfinished to start a new one. */
export const LEFT_UNFINISHED = 'left-unfinished';

/** The stored value: the record and when it was written. */
interface SessionEntry {
  record: unknown;
  savedAt: string;
}

/** The session saver of one store: the merge slot lives here. */
export interface SessionStore<T> {
  /** Encodes and writes the session; resolves once it (or a newer one) is durable or kept in memory. */
  save(session: T): Promise<SaveResult>;
  /** The session to resume, decoded once; an unreadable one is kept aside (run inside vault.run). */
  load(): Promise<LoadSessionResult<T>>;
  /** Removes the session in progress (run inside vault.run). */
  clear(): Promise<SaveResult>;
  /**
   * Keeps a game the person leaves unfinished for a new one among the data kept aside
   * (problem LEFT_UNFINISHED), where Records offers to resume it (run inside vault.run).
   * The session key is left as it is: the new game's first save replaces it.
   */
  keep(session: T): Promise<SaveResult>;
  /**
   * Looks at the stored session once if nothing was loaded yet (run inside vault.run), so a
   * write before the first load still moves a newer version's session aside, never over it.
   */
  check(): Promise<void>;
}

/**
 * The operations that move a newer version's session aside before `ops` replace it, so
 * that overwriting it never loses it; none when there is no such session.
 */
export function guardNewer(ctx: StoreContext<unknown>, ops: Op[]): Op[] {
  const newer = ctx.newerSession;
  return newer ? [...keepAsideOps(ctx, STORES.session, SESSION_KEY, newer.entry, newer.problem), ...ops] : ops;
}

/** Creates the session saver over a store context. */
export function sessionStore<T>(ctx: StoreContext<T>): SessionStore<T> {
  let waiting: { session: T; result: Promise<SaveResult> } | null = null;
  /** Whether the stored session was looked at (loaded) in this page. */
  let looked = false;

  function save(session: T): Promise<SaveResult> {
    if (ctx.ownership.role() !== 'owner') return Promise.resolve(notOwner());
    if (waiting) {
      waiting.session = session; // Not started yet: write the newest session instead.
      return waiting.result;
    }
    const slot: { session: T; result: Promise<SaveResult> } = { session, result: Promise.resolve(notOwner()) };
    const free = ctx.beforeSave?.();
    slot.result = ctx.vault.run(async () => {
      await free;
      if (waiting === slot) waiting = null;
      return write(slot.session);
    });
    waiting = slot;
    return slot.result;
  }

  /** The stored value of `session` (encoded by the codec, stamped now), or why it cannot be stored. */
  function entryOf(session: T): { ok: true; entry: SessionEntry } | StoreError {
    try {
      return { ok: true, entry: { record: ctx.codec.encode(session), savedAt: ctx.now() } };
    } catch (error) {
      const detail = `The session could not be encoded (${errorText(error)}).`;
      return fail('unstorable', detail, problem('encode-failed', detail));
    }
  }

  async function write(session: T): Promise<SaveResult> {
    if (!ctx.ownership.mayWrite()) return notOwner(); // Taken away while queued.
    const made = entryOf(session);
    if (!made.ok) return made;
    const entry = made.entry;
    return replace([{ kind: 'put', store: STORES.session, key: SESSION_KEY, value: entry }]);
  }

  /** Writes `ops` over the session key, a newer version's session moved aside first. */
  async function replace(ops: Op[]): Promise<SaveResult> {
    await check();
    const written = await ctx.vault.write(guardNewer(ctx, ops), true);
    if (!written.ok) return written;
    ctx.newerSession = null;
    return { ok: true, persistent: written.persistent, problem: written.problem };
  }

  async function load(): Promise<LoadSessionResult<T>> {
    ctx.newerSession = null;
    const found = await ctx.vault.get(STORES.session, SESSION_KEY);
    if (!found.ok) return { ok: false, kind: 'unreadable', problem: problem('read-failed', found.message) };
    looked = true;
    const entry = found.value;
    if (entry === undefined) return { ok: true, kind: 'empty' };
    if (!isObject(entry) || !('record' in entry)) {
      return keepAside(entry, problem('not-a-saved-game', 'The stored value is not a saved game ({ record, savedAt }).'));
    }
    const decoded = safeDecode(ctx.codec, entry.record);
    if (!decoded.ok && decoded.problem.code === NEWER_VERSION) {
      ctx.newerSession = { entry, problem: decoded.problem };
      return { ok: true, kind: 'newer-version', problem: decoded.problem };
    }
    if (!decoded.ok) return keepAside(entry, decoded.problem);
    const savedAt = typeof entry.savedAt === 'string' ? entry.savedAt : '';
    return { ok: true, kind: 'loaded', session: decoded.value, savedAt };
  }

  /** Keeps an unreadable session aside (owner only: a viewer leaves it in place). */
  async function keepAside(entry: unknown, why: Problem): Promise<LoadSessionResult<T>> {
    if (!ctx.ownership.mayWrite()) return { ok: false, kind: 'unreadable', problem: why };
    const moved = await ctx.vault.write(keepAsideOps(ctx, STORES.session, SESSION_KEY, entry, why), false);
    if (!moved.ok) return { ok: false, kind: 'unreadable', problem: why };
    return { ok: true, kind: 'kept-aside', problem: why };
  }

  async function keep(session: T): Promise<SaveResult> {
    if (!ctx.ownership.mayWrite()) return notOwner();
    const made = entryOf(session);
    if (!made.ok) return made;
    const entry = made.entry;
    const [put] = keepAsideOps(ctx, STORES.session, SESSION_KEY, entry, problem(LEFT_UNFINISHED, 'Left unfinished to start a new game.'));
    const written = await ctx.vault.write([put!], true);
    return written.ok ? { ok: true, persistent: written.persistent, problem: written.problem } : written;
  }

  async function clear(): Promise<SaveResult> {
    if (!ctx.ownership.mayWrite()) return notOwner();
    return replace([{ kind: 'delete', store: STORES.session, key: SESSION_KEY }]);
  }

  async function check(): Promise<void> {
    if (!looked) await load();
  }

  return { save, load, clear, check, keep };
}
