/**
 * The store: the only module that touches IndexedDB. createStore() returns at once and
 * connects in the background (every call waits for that, at most `blockedWaitMs` when an
 * old tab blocks an upgrade); openStore() waits first. Every function resolves with a
 * value or a typed error; none throws for bad data, and `ready` never rejects.
 *
 * The store is generic over the session type T: the session supplies a codec (decode,
 * encode, summarize, isFinished) and the store never reads a record's shape.
 *
 * Usage rule for the screen: after each committed action, `await store.saveSession(session)`
 * before accepting the next action; show `status().problem` whenever it is not null; when
 * `status().owner` is false, the board is read-only (offer `takeOver()`, then `loadSession()`).
 */
import { claimOwnership, soleOwnership, type Ownership, type Role } from '../tabs/index.ts';
import { askPersistence, connect, defaultFactory, defaultStorageManager, type StorageManagerLike } from './connect.ts';
import { notOwner, type StoreContext, type StoreError } from './context.ts';
import type { UpgradeStep } from './db.ts';
import { exportKeptAside, listKeptAside, restoreKeptAside, type KeptAsideExport, type KeptAsideListing, type RestoreResult } from './kept-aside.ts';
import { deleteKeptAside } from './kept-aside-store.ts';
import type { SessionCodec } from './codec.ts';
import { deleteRecord, finishSession, listRecords, type RecordList } from './records.ts';
import { sessionStore, type LoadSessionResult, type SaveResult } from './session-store.ts';
import { loadSetting, loadSettings, saveSetting, SETTING_KEYS } from './settings-store.ts';
import { createStatusBox, errorText, PROBLEMS, type StoreStatus, type StatusProblem } from './status.ts';
import { exportRecords, importRecords, type ExportResult, type ImportResult } from './transfer.ts';
import { Vault } from './vault.ts';

// Re-exports, each documented where it is defined.
export type { StoreStatus } from './status.ts';
export type { Role, Ownership } from '../tabs/index.ts';
export { claimOwnership, soleOwnership } from '../tabs/index.ts';
export type { StoreError } from './context.ts';
export type { SaveResult, LoadSessionResult } from './session-store.ts';
export { LEFT_UNFINISHED } from './session-store.ts';
export type { RecordEntry, RecordList } from './records.ts';
export type { SessionCodec, Decoded } from './codec.ts';
export { NEWER_VERSION } from './codec.ts';
export type { KeptAsideExport, KeptAsideListing, RestoreResult } from './kept-aside.ts';
export { KEPT_ASIDE_FORMAT, REPLACED } from './kept-aside.ts';
export type { ExportResult, ImportResult } from './transfer.ts';
export type { StorageManagerLike } from './connect.ts';
export { RECORDS_FORMAT, RECORDS_VERSION } from './transfer.ts';
export { DB_NAME, DB_VERSION, LADDER, STORES, openDatabase } from './db.ts';
export type { UpgradeStep } from './db.ts';
export { recordId } from './record-id.ts';
export { SETTING_KEYS } from './settings-store.ts';

/** What a store of sessions of type T is built from: the session's codec, and browser defaults for the rest. */
export interface StoreOptions<T> {
  /** Turns records into sessions and back, and finished sessions into summaries (the session's sessionCodec). */
  codec: SessionCodec<T>;
  /** The IndexedDB factory (default: the page's; null: memory only). */
  indexedDB?: IDBFactory | null;
  /** Database name (default 'mexican-train'). */
  name?: string;
  /** How long an older tab may block the upgrade before the game goes on in memory (default 5000 ms). */
  blockedWaitMs?: number;
  /** The upgrade ladder (tests only). */
  ladder?: readonly UpgradeStep[];
  /** Tab ownership (default: claimed with Web Locks or BroadcastChannel once connected). */
  ownership?: Ownership;
  /** navigator.storage or a stand-in (null: do not ask for persistent storage). */
  storage?: StorageManagerLike | null;
  /** The clock, as ISO 8601 text. */
  now?: () => string;
  /**
   * Asked when a save of the session, the preferences or a setting is asked, and waited for
   * before it starts (a page: its next frame painted, so that the encoding and the database's
   * put are not in the task that drew the change). Session saves asked meanwhile are written as
   * one, the newest; the store's other work keeps its order behind them.
   */
  beforeSave?: () => Promise<void>;
}

/** The store's API, for sessions of type T. */
export interface Store<T> {
  /** Resolves once connected (or settled for memory only) and ownership is known; never rejects. */
  ready: Promise<void>;
  /** The current status. */
  status(): StoreStatus;
  /** Calls `listener` now and on every status change; returns the unsubscribe function. */
  onStatus(listener: (status: StoreStatus) => void): () => void;
  /** Saves the session in progress (encoded by the codec); resolves when durable (or kept in memory, see `persistent`). */
  saveSession(session: T): Promise<SaveResult>;
  /** Resolves when every save and write queued so far has finished. */
  whenSaved(): Promise<void>;
  /**
   * The session to resume, decoded once (use `session` as it is: no second replay); an
   * unreadable one is kept aside and reported, a newer version's is left untouched.
   */
  loadSession(): Promise<LoadSessionResult<T>>;
  /** Removes the session in progress (owner only). */
  clearSession(): Promise<SaveResult>;
  /**
   * Keeps a game left unfinished for a new one among the data kept aside (problem
   * LEFT_UNFINISHED), restorable like any other; owner only. Call it, and wait, before the
   * new game's first save replaces the session in progress.
   */
  keepUnfinished(session: T): Promise<SaveResult>;
  /** Records a finished session (refused when the codec says it is not) and keeps it as the session, finished, atomically (owner only). */
  finishSession(session: T): Promise<{ ok: true; id: string; persistent: boolean; problem: StatusProblem | null } | StoreError>;
  /** Every stored setting. */
  loadSettings(): Promise<{ ok: true; settings: Record<string, unknown> } | StoreError>;
  /** Stores one setting (undefined removes it). */
  saveSetting(key: string, value: unknown): Promise<SaveResult>;
  /** The stored preferences exactly as kept (undefined when none): read them with the session's readPreferences. */
  loadPreferences(): Promise<{ ok: true; preferences: unknown } | StoreError>;
  /** Stores the preferences (the setting SETTING_KEYS.preferences). */
  savePreferences(preferences: unknown): Promise<SaveResult>;
  /** Finished sessions, newest first, with the problems of any kept aside. */
  listRecords(): Promise<RecordList | StoreError>;
  /** Deletes a finished session; refuses without `{ confirm: true }`. */
  deleteRecord(id: string, options?: { confirm?: boolean }): Promise<{ ok: true; persistent: boolean } | StoreError>;
  /** The records file text and a file name. */
  exportRecords(): Promise<ExportResult>;
  /** Imports a records file, all or nothing; duplicates skipped and counted. */
  importRecords(text: string): Promise<ImportResult>;
  /** Data kept aside because it could not be read, oldest first, each with whether it reads now (restorable). */
  listKeptAside(): Promise<{ ok: true; entries: KeptAsideListing<T>[] } | StoreError>;
  /** Deletes data kept aside; refuses without `{ confirm: true }`. */
  deleteKeptAside(qid: string, options?: { confirm?: boolean }): Promise<{ ok: true; persistent: boolean } | StoreError>;
  /** One entry kept aside as a file: the data as found, with its problem, where and when. */
  exportKeptAside(qid: string): Promise<KeptAsideExport>;
  /**
   * Takes back an entry that reads now, in one transaction: a game in progress becomes the
   * session (owner only; while one is stored, refused without `{ confirm: true }`, which
   * moves that one aside), a finished game goes back into the records.
   */
  restoreKeptAside(qid: string, options?: { confirm?: boolean }): Promise<RestoreResult<T>>;
  /** This tab's role for the session in progress. */
  role(): Role;
  /** Takes the session over from the tab that owns it; reload it with loadSession() after. */
  takeOver(): Promise<Role>;
  /** Asks the browser to keep the saved games under storage pressure (done after the first save). */
  requestPersistence(): Promise<boolean | null>;
  /** Lets go of ownership and closes the database (tests, page hide). */
  close(): void;
}

/** Creates the store and starts connecting; use `ready` or openStore() to wait. */
export function createStore<T>(options: StoreOptions<T>): Store<T> {
  const status = createStatusBox();
  const vault = new Vault(status);
  const storage = options.storage === undefined ? defaultStorageManager() : options.storage;
  const nonce = (globalThis.crypto?.randomUUID?.() ?? Date.now().toString(36)).slice(0, 8);
  let counter = 0;
  let ownership: Ownership = options.ownership ?? soleOwnership();
  const ctx: StoreContext<T> = {
    vault,
    status,
    codec: options.codec,
    ownership,
    now: options.now ?? (() => new Date().toISOString()),
    nextKeptAsideKey: () => `${ctx.now()}~${nonce}~${++counter}`,
    summaries: new Map(),
    newerSession: null,
    beforeSave: options.beforeSave,
  };
  const session = sessionStore(ctx);
  let askedPersistence = false;
  let closed = false;
  let settled = false;

  const ready = (async () => {
    try {
      await settle();
    } catch (error) {
      // Never reject `ready`: fall back to memory and say why.
      vault.attach(null);
      status.setProblem('storage', PROBLEMS.openFailed(errorText(error)));
      ownership = ctx.ownership = soleOwnership();
      settled = true;
      status.patch({ owner: true });
    }
  })();

  async function settle(): Promise<void> {
    const connected = await connect(vault, status, {
      factory: options.indexedDB === undefined ? defaultFactory() : options.indexedDB,
      name: options.name,
      ladder: options.ladder,
      blockedWaitMs: options.blockedWaitMs,
      onClosedForNewer: () => ownership.close(),
    });
    if (closed) vault.close(); // Closed while connecting: do not keep the connection.
    // Memory only: this tab's game cannot collide with another's, so it owns it.
    if (!options.ownership && connected && !closed) ownership = ctx.ownership = claimOwnership();
    ownership.setBeforeRelease(() => vault.idle());
    ownership.onChange((role, reason) => {
      status.patch({ owner: role === 'owner' });
      if (role === 'owner') status.setProblem('ownership', null);
      else if (reason === 'busy') status.setProblem('ownership', PROBLEMS.viewer);
      else if (reason === 'taken') status.setProblem('ownership', PROBLEMS.taken);
    });
    const role = await ownership.ready;
    settled = true;
    status.patch({ owner: role === 'owner' });
    if (role === 'viewer') status.setProblem('ownership', PROBLEMS.viewer);
  }

  /** Runs one operation after `ready`, in the store's queue. */
  const queued = <T>(operation: () => Promise<T>): Promise<T> => ready.then(() => vault.run(operation));
  /** Queued, and started once `beforeSave` (asked now) is done. */
  const afterFree = <T>(operation: () => Promise<T>): Promise<T> => {
    const free = options.beforeSave?.();
    return queued(async () => (await free, operation()));
  };
  /** Refuses at call time when this tab does not own the session (checked again when run). */
  const ownerOnly = async <T>(operation: () => Promise<T>): Promise<T | StoreError> => {
    await ready;
    return ownership.role() === 'owner' ? operation() : notOwner();
  };
  const requestPersistence = async (): Promise<boolean | null> => {
    askedPersistence = true;
    return askPersistence(storage, status);
  };

  return {
    ready,
    status: () => status.get(),
    onStatus(listener) {
      const stop = status.subscribe(listener);
      listener(status.get());
      return stop;
    },
    async saveSession(value) {
      await ready;
      const result = await session.save(value);
      if (result.ok && result.persistent && !askedPersistence) void requestPersistence();
      return result;
    },
    whenSaved: () => ready.then(() => vault.idle()),
    loadSession: () => queued(() => session.load()),
    clearSession: () => ownerOnly(() => queued(() => session.clear())),
    keepUnfinished: (value) => ownerOnly(() => queued(() => session.keep(value))),
    finishSession: (value) => ownerOnly(() => queued(async () => (await session.check(), finishSession(ctx, value)))),
    loadSettings: () => queued(() => loadSettings(ctx)),
    saveSetting: (key, value) => afterFree(() => saveSetting(ctx, key, value)),
    loadPreferences: () =>
      queued(async () => {
        const found = await loadSetting(ctx, SETTING_KEYS.preferences);
        return found.ok ? { ok: true as const, preferences: found.value } : found;
      }),
    savePreferences: (preferences) => afterFree(() => saveSetting(ctx, SETTING_KEYS.preferences, preferences)),
    listRecords: () => queued(() => listRecords(ctx)),
    deleteRecord: (id, opts) => queued(() => deleteRecord(ctx, id, opts)),
    exportRecords: () => queued(() => exportRecords(ctx)),
    importRecords: (text) => queued(() => importRecords(ctx, text)),
    listKeptAside: () => queued(() => listKeptAside(ctx)),
    deleteKeptAside: (qid, opts) => queued(() => deleteKeptAside(ctx, qid, opts)),
    exportKeptAside: (qid) => queued(() => exportKeptAside(ctx, qid)),
    // The stored session is looked at first, so one moved aside keeps its own reason.
    restoreKeptAside: (qid, opts) => queued(async () => (await session.check(), restoreKeptAside(ctx, qid, opts))),
    role: () => (settled ? ownership.role() : 'pending'),
    takeOver: () => ready.then(() => ownership.takeOver()),
    requestPersistence,
    close() {
      closed = true;
      ownership.close();
      vault.close();
    },
  };
}
