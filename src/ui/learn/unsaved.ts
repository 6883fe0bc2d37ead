/**
 * Storage for a table that is never saved: the guided round of "Learn to play". Every write
 * is accepted and kept nowhere, every read finds nothing, so the round can neither overwrite
 * the game in progress nor reach Records (the real store is never even asked).
 */
import { DEFAULT_PREFERENCES } from '../../session/preferences.ts';
import type { StorePort } from '../ports/ports.ts';

const nothing = (): Promise<void> => Promise.resolve();
const refused = { ok: false as const, reason: 'unsaved', message: 'The guided round keeps nothing.' };

/** A store port that keeps nothing and reads nothing. */
export function unsavedStore(): StorePort {
  return {
    onStatus: (listener) => {
      listener({ persistent: false, problem: null, owner: true, evictionSafe: null });
      return () => {};
    },
    loadSession: () => Promise.resolve({ kind: 'empty' }),
    saveSession: nothing,
    finishSession: nothing,
    keepUnfinished: () => Promise.resolve(false),
    loadPreferences: () => Promise.resolve({ ...DEFAULT_PREFERENCES }),
    savePreferences: nothing,
    loadNewGame: () => Promise.resolve(null),
    saveNewGame: nothing,
    listRecords: () => Promise.resolve({ ok: true, records: [], problems: [] }),
    exportRecords: () => Promise.resolve(refused),
    importRecords: () => Promise.resolve(refused),
    deleteRecord: () => Promise.resolve(refused),
    listKeptAside: () => Promise.resolve({ ok: true, items: [] }),
    exportKeptAside: () => Promise.resolve(refused),
    deleteKeptAside: () => Promise.resolve(refused),
    restoreKeptAside: () => Promise.resolve(refused),
    takeOver: () => Promise.resolve(false),
  };
}
