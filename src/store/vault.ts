/**
 * IndexedDB with an in-memory fallback, one operation at a time. Writes that cannot reach
 * the database (none available, a full disk, a refused write) may be kept in an overlay
 * for this page's life; the next write carries them all along in its transaction, so a
 * disk that frees up catches up. Nothing here throws into the caller: failures are values.
 */
import type { IDBPTransaction } from 'idb';
import type { Database, StoreName } from './db.ts';
import { describeWriteError, errorText, type StatusBox, type StatusProblem } from './status.ts';

/** One change inside a write: put a value, delete a key, or insert when the key is new. */
export type Op =
  | { kind: 'put'; store: StoreName; key: string; value: unknown }
  | { kind: 'delete'; store: StoreName; key: string }
  | { kind: 'insert'; store: StoreName; key: string; value: unknown };

/** How a write ended: kept on the device, kept in memory only, or not done at all. */
export type WriteOutcome =
  | { ok: true; persistent: boolean; problem: StatusProblem | null; inserted: number; skipped: number }
  | { ok: false; reason: 'write-failed' | 'unstorable'; message: string };

/** How a read ended. */
export type ReadOutcome<T> = { ok: true; value: T } | { ok: false; message: string };

/** A stored value with its key. */
export interface Keyed {
  key: string;
  value: unknown;
}

const DELETED = Symbol('deleted');
type Slot = unknown | typeof DELETED;

/** The vault: the database connection (or none), the overlay and the operation queue. */
export class Vault {
  private db: Database | null = null;
  private readonly overlay = new Map<StoreName, Map<string, Slot>>();
  private tail: Promise<unknown> = Promise.resolve();
  private writeFailed = false;

  constructor(private readonly status: StatusBox) {}

  /** Uses `db` from now on (null: memory only). */
  attach(db: Database | null): void {
    this.db = db;
    this.refreshPersistent();
  }

  /** Forgets the connection (closed by a newer version or the browser). */
  detach(): void {
    this.db = null;
    this.status.patch({ persistent: false });
  }

  /** Closes the connection for good (the store is closing). */
  close(): void {
    try {
      this.db?.close();
    } catch {
      // Already closed.
    }
    this.detach();
  }

  /** Whether a database connection is in use. */
  get connected(): boolean {
    return this.db !== null;
  }

  /** Runs `operation` after every operation queued before it; never rejects the queue. */
  run<T>(operation: () => Promise<T>): Promise<T> {
    const result = this.tail.then(operation);
    this.tail = result.catch(() => undefined);
    return result;
  }

  /** Resolves when every operation queued so far has finished. */
  idle(): Promise<void> {
    return this.tail.then(() => undefined);
  }

  /**
   * Applies `ops` in one transaction. With `fallback`, a failed write is kept in memory
   * (ok, not persistent); without it, a failure changes nothing and is returned.
   */
  async write(ops: readonly Op[], fallback: boolean): Promise<WriteOutcome> {
    const cloned = cloneOps(ops);
    if (!cloned.ok) return cloned;
    if (cloned.ops.length === 0) return { ok: true, ...this.current(), inserted: 0, skipped: 0 };
    if (!this.db) {
      const counts = this.applyToOverlay(cloned.ops);
      return { ok: true, persistent: false, problem: this.status.problemOf('storage'), ...counts };
    }
    const carried = this.pendingFor([...this.overlay.keys()]);
    const stores = [...new Set([...carried, ...cloned.ops].map((op) => op.store))];
    let tx: IDBPTransaction<unknown, StoreName[], 'readwrite'> | null = null;
    try {
      tx = this.db.transaction(stores, 'readwrite');
      const requests: Promise<unknown>[] = [];
      const track = (request: Promise<unknown>): void => {
        request.catch(() => undefined); // Reported through Promise.all below, or by tx.done.
        requests.push(request);
      };
      track(tx.done);
      const counts = { inserted: 0, skipped: 0 };
      for (const op of [...carried, ...cloned.ops]) {
        const store = tx.objectStore(op.store);
        if (op.kind === 'delete') track(store.delete(op.key));
        else if (op.kind === 'put') track(store.put(op.value, op.key));
        else if ((await store.getKey(op.key)) === undefined) {
          track(store.put(op.value, op.key));
          counts.inserted++;
        } else counts.skipped++;
      }
      await Promise.all(requests);
      for (const op of carried) this.overlay.get(op.store)?.delete(op.key);
      this.writeFailed = false;
      this.refreshPersistent();
      return { ok: true, ...this.current(), ...counts };
    } catch (error) {
      abortQuietly(tx);
      const problem = describeWriteError(error);
      if (!fallback) return { ok: false, reason: 'write-failed', message: problem.detail ?? problem.code };
      const counts = this.applyToOverlay(cloned.ops);
      this.writeFailed = true;
      this.status.patch({ persistent: false });
      this.status.setProblem('storage', problem);
      return { ok: true, persistent: false, problem, ...counts };
    }
  }

  /** The status fields a write reports: persistence and what will not be kept. */
  private current(): { persistent: boolean; problem: StatusProblem | null } {
    return { persistent: this.status.get().persistent, problem: this.status.problemOf('storage') };
  }

  /** The value under `key`, or undefined; the overlay wins over the database. */
  async get(store: StoreName, key: string): Promise<ReadOutcome<unknown>> {
    const slot = this.overlay.get(store);
    if (slot?.has(key)) {
      const value = slot.get(key);
      return { ok: true, value: value === DELETED ? undefined : structuredClone(value) };
    }
    if (!this.db) return { ok: true, value: undefined };
    try {
      return { ok: true, value: await this.db.get(store, key) };
    } catch (error) {
      return { ok: false, message: `The saved data could not be read (${errorText(error)}).` };
    }
  }

  /** Every key and value of `store`, the overlay merged over the database. */
  async getAll(store: StoreName): Promise<ReadOutcome<Keyed[]>> {
    const merged = new Map<string, unknown>();
    if (this.db) {
      try {
        const tx = this.db.transaction(store, 'readonly');
        const [keys, values] = await Promise.all([tx.store.getAllKeys(), tx.store.getAll()]);
        keys.forEach((key, i) => merged.set(String(key), values[i]));
      } catch (error) {
        return { ok: false, message: `The saved data could not be read (${errorText(error)}).` };
      }
    }
    for (const [key, value] of this.overlay.get(store) ?? []) {
      if (value === DELETED) merged.delete(key);
      else merged.set(key, structuredClone(value));
    }
    return { ok: true, value: [...merged].map(([key, value]) => ({ key, value })) };
  }

  /** Overlay entries of `stores`, as puts and deletes to carry along. */
  private pendingFor(stores: readonly StoreName[]): Op[] {
    const ops: Op[] = [];
    for (const store of stores) {
      for (const [key, value] of this.overlay.get(store) ?? []) {
        ops.push(value === DELETED ? { kind: 'delete', store, key } : { kind: 'put', store, key, value });
      }
    }
    return ops;
  }

  private applyToOverlay(ops: readonly Op[]): { inserted: number; skipped: number } {
    const counts = { inserted: 0, skipped: 0 };
    for (const op of ops) {
      let slot = this.overlay.get(op.store);
      if (!slot) this.overlay.set(op.store, (slot = new Map()));
      if (op.kind === 'delete') {
        slot.set(op.key, DELETED);
      } else if (op.kind === 'put' || !(slot.has(op.key) && slot.get(op.key) !== DELETED)) {
        slot.set(op.key, op.value);
        if (op.kind === 'insert') counts.inserted++;
      } else counts.skipped++;
    }
    return counts;
  }

  /** Persistent means: connected and nothing waiting in the overlay. */
  private refreshPersistent(): void {
    const waiting = [...this.overlay.values()].some((slot) => slot.size > 0);
    const persistent = this.db !== null && !waiting;
    this.status.patch({ persistent });
    if (persistent && !this.writeFailed) this.status.setProblem('storage', null);
  }
}

/** Copies every value (as IndexedDB would), or says which is not plain data. */
function cloneOps(ops: readonly Op[]): { ok: true; ops: Op[] } | { ok: false; reason: 'unstorable'; message: string } {
  try {
    return { ok: true, ops: ops.map((op) => (op.kind === 'delete' ? op : { ...op, value: structuredClone(op.value) })) };
  } catch (error) {
    return { ok: false, reason: 'unstorable', message: `This data cannot be saved: it is not plain data (${errorText(error)}).` };
  }
}

function abortQuietly(tx: { abort(): void } | null): void {
  try {
    tx?.abort();
  } catch {
    // Already committed or aborted.
  }
}
