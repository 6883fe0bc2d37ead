/**
 * Opening the database and living with other versions of the app: no IndexedDB, newer
 * data, a failed upgrade, an older tab blocking us (reported while we wait), a newer tab
 * needing us gone (we close at once and say so), and asking for persistent storage.
 * Every outcome is a status; the game always goes on, in memory when it must.
 */
import { DB_NAME, openDatabase, type UpgradeStep, LADDER } from './db.ts';
import { errorName, errorText, PROBLEMS, type StatusBox, type StatusProblem } from './status.ts';
import type { Vault } from './vault.ts';

/** The part of navigator.storage used here. */
export interface StorageManagerLike {
  persist?: () => Promise<boolean>;
  persisted?: () => Promise<boolean>;
}

/** The page's IndexedDB factory, or null where there is none (or touching it throws). */
export function defaultFactory(): IDBFactory | null {
  try {
    return (globalThis as { indexedDB?: IDBFactory }).indexedDB ?? null;
  } catch {
    return null;
  }
}

/** The page's storage manager, or null. */
export function defaultStorageManager(): StorageManagerLike | null {
  try {
    return (globalThis as { navigator?: { storage?: StorageManagerLike } }).navigator?.storage ?? null;
  } catch {
    return null;
  }
}

/** What connect needs besides the vault and status. */
export interface ConnectOptions {
  factory: IDBFactory | null;
  name?: string;
  ladder?: readonly UpgradeStep[];
  /** How long to wait while an older tab blocks the upgrade before going on in memory. */
  blockedWaitMs?: number;
  /** Called after this tab closed its connection for a newer version (release ownership here). */
  onClosedForNewer?: () => void;
}

/** Opens the database into `vault`; resolves true when connected, false when memory only. */
export async function connect(vault: Vault, status: StatusBox, options: ConnectOptions): Promise<boolean> {
  const { factory, name = DB_NAME, ladder = LADDER } = options;
  const memoryOnly = (problem: StatusProblem): false => {
    vault.attach(null);
    status.setProblem('storage', problem);
    return false;
  };
  if (!factory) return memoryOnly(PROBLEMS.noStorage);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let giveUp: () => void = () => undefined;
  const patience = new Promise<null>((resolve) => (giveUp = () => resolve(null)));
  try {
    const opening = openDatabase({
      factory,
      name,
      ladder,
      onBlocked: () => {
        status.patch({ persistent: false });
        status.setProblem('storage', PROBLEMS.blocked);
        if (timer === undefined) timer = setTimeout(giveUp, options.blockedWaitMs ?? 5000);
      },
      onBlocking: () => {
        vault.detach();
        status.setProblem('storage', PROBLEMS.newerTab);
        options.onClosedForNewer?.();
      },
      onTerminated: () => {
        vault.detach();
        status.setProblem('storage', PROBLEMS.closed);
      },
    });
    const db = await Promise.race([opening, patience]).finally(() => clearTimeout(timer));
    if (!db) {
      // Opened later, it would overwrite what the other tab keeps: close it then.
      opening.then((late) => late.close(), () => undefined);
      return memoryOnly(PROBLEMS.blockedGaveUp);
    }
    status.setProblem('storage', null); // Clears a "blocked" shown while waiting.
    vault.attach(db);
    return true;
  } catch (error) {
    const kind = errorName(error);
    if (kind === 'VersionError') return memoryOnly(PROBLEMS.newerData);
    if (kind === 'AbortError') return memoryOnly(PROBLEMS.upgradeFailed(errorText(error)));
    if (kind === 'InvalidStateError' || kind === 'SecurityError') return memoryOnly(PROBLEMS.noStorage);
    return memoryOnly(PROBLEMS.openFailed(errorText(error)));
  }
}

/**
 * Asks the browser not to clear the saved games under storage pressure. Resolves true
 * when granted, false when refused, null when the browser has no such API or it failed.
 */
export async function askPersistence(storage: StorageManagerLike | null, status: StatusBox): Promise<boolean | null> {
  let granted: boolean | null = null;
  try {
    if (storage?.persisted && (await storage.persisted())) granted = true;
    else if (storage?.persist) granted = await storage.persist();
  } catch {
    granted = null;
  }
  status.patch({ evictionSafe: granted });
  return granted;
}
