/**
 * The session in progress: one record under one key, rewritten whole after every committed
 * action. Saves run one at a time in call order; saves queued behind a running one are
 * merged (only the newest record is written) and all of them resolve when it is durable.
 * So "await saveSession(record) before accepting the next action" costs one write at a time.
 */
import { isObject, SESSION_KEY, STORES } from './db.ts';
import { notOwner, type StoreContext, type StoreError } from './context.ts';
import { quarantineOps } from './quarantine.ts';
import { check } from './validate.ts';

/** How a save ended: `persistent` false means kept in memory only (see `problem`). */
export type SaveResult = { ok: true; persistent: boolean; problem: string | null } | StoreError;

/** What a reload finds: nothing, the record to resume from, or a problem in plain words. */
export type LoadSessionResult =
  | { ok: true; kind: 'empty' }
  | { ok: true; kind: 'loaded'; record: unknown; savedAt: string }
  | { ok: true; kind: 'quarantined'; problem: string }
  | { ok: false; kind: 'unreadable'; problem: string };

/** The stored value: the record and when it was written. */
interface SessionEntry {
  record: unknown;
  savedAt: string;
}

/** The session saver of one store: the merge slot lives here. */
export interface SessionStore {
  /** Writes the session record; resolves once it (or a newer one) is durable or kept in memory. */
  save(record: unknown): Promise<SaveResult>;
  /** The session to resume, checked by the validator; an unreadable one is set aside (run inside vault.run). */
  load(): Promise<LoadSessionResult>;
  /** Removes the session in progress (run inside vault.run). */
  clear(): Promise<SaveResult>;
}

/** Creates the session saver over a store context. */
export function sessionStore(ctx: StoreContext): SessionStore {
  let waiting: { record: unknown; result: Promise<SaveResult> } | null = null;

  function save(record: unknown): Promise<SaveResult> {
    if (ctx.ownership.role() !== 'owner') return Promise.resolve(notOwner());
    if (waiting) {
      waiting.record = record; // Not started yet: write the newest record instead.
      return waiting.result;
    }
    const slot: { record: unknown; result: Promise<SaveResult> } = { record, result: Promise.resolve(notOwner()) };
    slot.result = ctx.vault.run(() => {
      if (waiting === slot) waiting = null;
      return write(slot.record);
    });
    waiting = slot;
    return slot.result;
  }

  async function write(record: unknown): Promise<SaveResult> {
    if (!ctx.ownership.mayWrite()) return notOwner(); // Taken away while queued.
    const entry: SessionEntry = { record, savedAt: ctx.now() };
    const written = await ctx.vault.write([{ kind: 'put', store: STORES.session, key: SESSION_KEY, value: entry }], true);
    return written.ok ? { ok: true, persistent: written.persistent, problem: written.problem } : written;
  }

  async function load(): Promise<LoadSessionResult> {
    const found = await ctx.vault.get(STORES.session, SESSION_KEY);
    if (!found.ok) return { ok: false, kind: 'unreadable', problem: found.message };
    const entry = found.value;
    if (entry === undefined) return { ok: true, kind: 'empty' };
    if (!isObject(entry) || !('record' in entry)) return setAside(entry, 'it is not a saved game');
    const verdict = check(ctx.validate, entry.record);
    if (!verdict.ok) return setAside(entry, verdict.message);
    const savedAt = typeof entry.savedAt === 'string' ? entry.savedAt : '';
    return { ok: true, kind: 'loaded', record: entry.record, savedAt };
  }

  /** Moves an unreadable session to quarantine (owner only: a viewer leaves it in place). */
  async function setAside(entry: unknown, why: string): Promise<LoadSessionResult> {
    const problem = `The game in progress could not be read (${why}).`;
    if (!ctx.ownership.mayWrite()) return { ok: false, kind: 'unreadable', problem };
    const moved = await ctx.vault.write(quarantineOps(ctx, STORES.session, SESSION_KEY, entry, why), false);
    if (!moved.ok) return { ok: false, kind: 'unreadable', problem: `${problem} It stays where it is: ${moved.message}` };
    return { ok: true, kind: 'quarantined', problem: `${problem} It was kept aside; a new game can start.` };
  }

  async function clear(): Promise<SaveResult> {
    if (!ctx.ownership.mayWrite()) return notOwner();
    const written = await ctx.vault.write([{ kind: 'delete', store: STORES.session, key: SESSION_KEY }], true);
    return written.ok ? { ok: true, persistent: written.persistent, problem: written.problem } : written;
  }

  return { save, load, clear };
}
