/**
 * The database schema and its upgrade ladder. Every object store uses out-of-line string
 * keys. Version n is reached by running LADDER[0..n-1] in order inside the version-change
 * transaction; a step may reshape values but never deletes one. Adding version 3 is one
 * more entry at the end of LADDER (and one seeding function in the ladder test).
 */
import { wrap, type IDBPDatabase, type IDBPTransaction } from 'idb';

/** The database name the app uses. */
export const DB_NAME = 'mexican-train';

/** Object store names, by concept: each value is the name stored in browsers and never changes. */
export const STORES = {
  /** Last new-game settings and app preferences: key → value. */
  settings: 'settings',
  /** The one session in progress, under the key SESSION_KEY. */
  session: 'session',
  /** Finished sessions: id → RecordEntry. */
  records: 'records',
  /**
   * Data that could not be used, kept aside: qid → KeptAsideEntry. 'quarantine' is the
   * kept-aside store's stored name in people's browsers (since version 2), kept for existing data.
   */
  keptAside: 'quarantine',
} as const;

/** Any object store name. */
export type StoreName = (typeof STORES)[keyof typeof STORES];

/** The key of the session in progress. */
export const SESSION_KEY = 'current';

/** The index of records by their finishing date (version 2). */
const BY_FINISHED_AT = 'byFinishedAt';

/** An open database of unknown-at-compile-time schema (values are checked when read). */
export type Database = IDBPDatabase<unknown>;
/** The version-change transaction a step runs in. */
export type UpgradeTx = IDBPTransaction<unknown, ArrayLike<string>, 'versionchange'>;
/** One rung of the ladder: turns version i into version i + 1. */
export type UpgradeStep = (db: Database, tx: UpgradeTx) => void | Promise<void>;

/** Version 0 → 1: settings, session and records (records valued `{ record, summary }`). */
const createV1: UpgradeStep = (db) => {
  db.createObjectStore(STORES.settings);
  db.createObjectStore(STORES.session);
  db.createObjectStore(STORES.records);
};

/**
 * Version 1 → 2: the kept-aside store, and records gain top-level `id` and `finishedAt`
 * (from their summary) so they can be indexed by date. A value of unknown shape is left
 * exactly as it is: reading it later keeps it aside, never loses it.
 */
const keptAsideAndDates: UpgradeStep = async (db, tx) => {
  db.createObjectStore(STORES.keptAside);
  const records = tx.objectStore(STORES.records);
  records.createIndex(BY_FINISHED_AT, 'finishedAt');
  let cursor = await records.openCursor();
  while (cursor) {
    const value: unknown = cursor.value;
    if (isObject(value) && !('finishedAt' in value) && isObject(value.summary)) {
      const finishedAt = value.summary.finishedAt;
      await cursor.update({ ...value, id: String(cursor.key), finishedAt: typeof finishedAt === 'string' ? finishedAt : '' });
    }
    cursor = await cursor.continue();
  }
};

/** The upgrade ladder: LADDER[i] upgrades version i to i + 1. */
export const LADDER: readonly UpgradeStep[] = [createV1, keptAsideAndDates];

/** The current schema version. */
export const DB_VERSION = LADDER.length;

/** Runs the ladder's steps from oldVersion up to newVersion, in order. */
async function upgrade(
  db: Database,
  oldVersion: number,
  newVersion: number,
  tx: UpgradeTx,
  ladder: readonly UpgradeStep[] = LADDER,
): Promise<void> {
  for (let version = oldVersion; version < newVersion; version++) {
    const step = ladder[version];
    if (!step) throw new RangeError(`No upgrade step from version ${version}`);
    await step(db, tx);
  }
}

/** What openDatabase reports while and after opening. */
export interface OpenCallbacks {
  /** An older connection elsewhere keeps this open waiting. */
  onBlocked?: () => void;
  /** This connection is in the way of a newer version: it has been closed already. */
  onBlocking?: () => void;
  /** The browser closed the connection abnormally. */
  onTerminated?: () => void;
}

/** How to open: which factory, name and version (tests open older versions). */
export interface OpenOptions extends OpenCallbacks {
  factory: IDBFactory;
  name?: string;
  version?: number;
  ladder?: readonly UpgradeStep[];
}

/**
 * Opens (creating or upgrading) the database — idb's openDB with an injected factory.
 * Rejects like indexedDB.open does: VersionError for newer data, AbortError when a step failed.
 */
export function openDatabase(options: OpenOptions): Promise<Database> {
  const { factory, name = DB_NAME, ladder = LADDER, version = ladder.length } = options;
  const request = factory.open(name, version);
  const opened = wrap(request) as Promise<Database>;
  request.addEventListener('upgradeneeded', (event) => {
    const tx = wrap(request.transaction!) as unknown as UpgradeTx;
    tx.done.catch(() => undefined); // An abort is reported by the open request itself.
    upgrade(wrap(request.result) as Database, event.oldVersion, event.newVersion ?? version, tx, ladder).catch(() => {
      try {
        tx.abort(); // The open then fails with AbortError and the old data stays as it was.
      } catch {
        // Already finished or aborted.
      }
    });
  });
  request.addEventListener('blocked', () => options.onBlocked?.());
  return opened.then((db) => {
    db.addEventListener('versionchange', () => {
      db.close(); // Never make a newer version wait for this tab.
      options.onBlocking?.();
    });
    db.addEventListener('close', () => options.onTerminated?.());
    return db;
  });
}

/** True for a non-null, non-array object. */
export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
