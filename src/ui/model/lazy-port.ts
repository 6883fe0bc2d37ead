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

/** The port over `load()`, which is started at once; if it fails, a memory-only port stands in. */
export function lazyStorePort(load: () => Promise<StorePort>): StorePort {
  const ready: Promise<StorePort> = load().catch(() => memoryOnly());
  const later =
    <A extends unknown[], R>(call: (port: StorePort, ...args: A) => Promise<R>) =>
    (...args: A): Promise<R> =>
      ready.then((port) => call(port, ...args));
  return {
    onStatus(listener) {
      let off: (() => void) | null = null;
      let cancelled = false;
      void ready.then((port) => {
        if (!cancelled) off = port.onStatus(listener);
      });
      return () => {
        cancelled = true;
        off?.();
      };
    },
    loadSession: later((p) => p.loadSession()),
    saveSession: later((p, session) => p.saveSession(session)),
    finishSession: later((p, session) => p.finishSession(session)),
    keepUnfinished: later((p, session) => p.keepUnfinished(session)),
    loadPreferences: later((p) => p.loadPreferences()),
    savePreferences: later((p, preferences) => p.savePreferences(preferences)),
    loadNewGame: later((p) => p.loadNewGame()),
    saveNewGame: later((p, settings) => p.saveNewGame(settings)),
    listRecords: later((p) => p.listRecords()),
    exportRecords: later((p) => p.exportRecords()),
    importRecords: later((p, text) => p.importRecords(text)),
    deleteRecord: later((p, id) => p.deleteRecord(id)),
    listKeptAside: later((p) => p.listKeptAside()),
    exportKeptAside: later((p, qid) => p.exportKeptAside(qid)),
    deleteKeptAside: later((p, qid) => p.deleteKeptAside(qid)),
    restoreKeptAside: later((p, qid, options) => p.restoreKeptAside(qid, options)),
    takeOver: later((p) => p.takeOver()),
  };
}
