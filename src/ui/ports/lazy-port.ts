/**
 * A store port whose implementation loads after the first paint: IndexedDB, the codec and
 * the replay are not needed to draw the New game form, only to fill it and to resume a game,
 * which are asynchronous anyway. Calls made before it loads wait for it; a status listener
 * added before it loads is subscribed when it does (or never, if unsubscribed first).
 */
import { DEFAULT_PREFERENCES } from '../../session/preferences.ts';
import type { StorageStatus, StorePort, StoreRefusal } from './ports.ts';

/** What the page works with if the store's code cannot be loaded at all: memory only. */
const UNAVAILABLE: StorageStatus = { persistent: false, problem: null, owner: true, evictionSafe: null };

function refused(): StoreRefusal {
  return { ok: false, reason: 'unavailable', message: 'The storage code could not be loaded.' };
}

/** A port that behaves as an empty, memory-only store: nothing kept, nothing lost, nothing thrown. */
function memoryOnly(): StorePort {
  return {
    onStatus: (listener) => (listener(UNAVAILABLE), () => {}),
    loadSession: async () => ({ kind: 'empty' }),
    saveSession: async () => {},
    finishSession: async () => {},
    keepUnfinished: async () => false, // Nothing can be kept: a game in progress is never left for a new one.
    loadPreferences: async () => ({ ...DEFAULT_PREFERENCES }),
    savePreferences: async () => {},
    loadNewGame: async () => null,
    saveNewGame: async () => {},
    listRecords: async () => refused(),
    exportRecords: async () => refused(),
    importRecords: async () => refused(),
    deleteRecord: async () => refused(),
    listKeptAside: async () => refused(),
    exportKeptAside: async () => refused(),
    deleteKeptAside: async () => refused(),
    restoreKeptAside: async () => refused(),
    takeOver: async () => false,
  };
}

/** Every call of a port but onStatus: each returns a promise, so the lazy port can forward it once the port is in. */
type Call = Exclude<keyof StorePort, 'onStatus'>;
/** The calls, each named once (this file is in the first screen's code, where every byte counts). */
const CALLS = [
  'loadSession',
  'saveSession',
  'finishSession',
  'keepUnfinished',
  'loadPreferences',
  'savePreferences',
  'loadNewGame',
  'saveNewGame',
  'listRecords',
  'exportRecords',
  'importRecords',
  'deleteRecord',
  'listKeptAside',
  'exportKeptAside',
  'deleteKeptAside',
  'restoreKeptAside',
  'takeOver',
] as const satisfies readonly Call[];
/** Does not compile when the port gains a call that CALLS leaves out. */
type EveryCallForwarded = IsTrue<[Exclude<Call, (typeof CALLS)[number]>] extends [never] ? true : false>;
type IsTrue<T extends true> = T;
type Forward = (...args: unknown[]) => Promise<unknown>;

/** The port over `load()`, which is started at once; if it fails, a memory-only port stands in. */
export function lazyStorePort(load: () => Promise<StorePort>): StorePort {
  const ready: Promise<StorePort> = load().catch(() => memoryOnly());
  const port: Pick<StorePort, 'onStatus'> & Partial<Record<Call, Forward>> = {
    onStatus(listener) {
      let off: (() => void) | null = null;
      let cancelled = false;
      void ready.then((p) => {
        if (!cancelled) off = p.onStatus(listener);
      });
      return () => {
        cancelled = true;
        off?.();
      };
    },
  };
  // Every other call waits for the port, then goes to it with the same arguments.
  for (const call of CALLS) port[call] = (...args) => ready.then((p) => (p[call] as Forward)(...args));
  return port as StorePort;
}
