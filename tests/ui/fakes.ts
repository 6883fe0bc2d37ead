/** In-memory stand-ins for the UI model's ports: storage, and the computer players. */
import { hint } from '../../src/ai/index.ts';
import { firstLegalBot, type Session, type SessionEnv } from '../../src/session/index.ts';
import { DEFAULT_PREFERENCES, type Preferences } from '../../src/session/preferences.ts';
import type {
  ComputerPlayer,
  NewGameSettings,
  RecordItem,
  RecordsImport,
  SessionLoad,
  StorageStatus,
  StorePort,
} from '../../src/ui/model/ports.ts';

/** The first legal action as the computer player (the AI is not under test); hints are the real ones. */
export const firstLegalComputer: ComputerPlayer = {
  chooseAction: (view, options) => firstLegalBot(view, options?.level ?? 'sharp'),
  hint,
};

/** Storage held in memory; saves can be held back to test what waits for them. */
export interface FakeStorage {
  /** The port, opened the way the app model opens it. */
  open: (env: SessionEnv) => StorePort;
  /** The env the model opened the port with. */
  env: SessionEnv | null;
  /** What a reload finds. */
  load: SessionLoad;
  /** Every session saved, in order. */
  saves: Session[];
  /** Every session recorded as finished. */
  finishes: Session[];
  preferences: Preferences | null;
  newGame: NewGameSettings | null;
  records: RecordItem[];
  /** What importRecords answers. */
  importAnswer: RecordsImport;
  /** Whether takeOver succeeds. */
  takeOverWins: boolean;
  /** While true, saves stay pending until release(). */
  holding: boolean;
  /** Finishes every pending save. */
  release: () => void;
  /** Changes the status and tells the listeners. */
  setStatus: (patch: Partial<StorageStatus>) => void;
  /** How many status listeners are subscribed. */
  listeners: () => number;
}

/** A storage with nothing saved, owned by this tab. */
export function fakeStorage(given: Partial<Pick<FakeStorage, 'load' | 'preferences' | 'newGame' | 'records'>> = {}): FakeStorage {
  let status: StorageStatus = { persistent: true, problem: null, owner: true, evictionSafe: null };
  const listeners = new Set<(s: StorageStatus) => void>();
  let pending: (() => void)[] = [];
  const write = (): Promise<void> => {
    if (!storage.holding) return Promise.resolve();
    return new Promise((done) => pending.push(done));
  };
  const storage: FakeStorage = {
    env: null,
    load: given.load ?? { kind: 'empty' },
    saves: [],
    finishes: [],
    preferences: given.preferences ?? null,
    newGame: given.newGame ?? null,
    records: given.records ?? [],
    importAnswer: { ok: true, added: 1, skipped: 0 },
    takeOverWins: true,
    holding: false,
    release() {
      const waiting = pending;
      pending = [];
      for (const done of waiting) done();
    },
    setStatus(patch) {
      status = { ...status, ...patch };
      for (const l of listeners) l(status);
    },
    listeners: () => listeners.size,
    open(env) {
      storage.env = env;
      return {
        onStatus(listener) {
          listeners.add(listener);
          listener(status);
          return () => listeners.delete(listener);
        },
        loadSession: async () => storage.load,
        saveSession(session) {
          storage.saves.push(session);
          return write();
        },
        finishSession(session) {
          storage.finishes.push(session);
          return write();
        },
        loadPreferences: async () => storage.preferences ?? { ...DEFAULT_PREFERENCES },
        savePreferences: async (p) => void (storage.preferences = p),
        loadNewGame: async () => storage.newGame,
        saveNewGame: async (s) => void (storage.newGame = s),
        listRecords: async () => ({ ok: true, records: storage.records, problems: [] }),
        exportRecords: async () => ({ ok: true, text: JSON.stringify(storage.records), fileName: 'records.json' }),
        importRecords: async () => storage.importAnswer,
        async deleteRecord(id) {
          storage.records = storage.records.filter((r) => r.id !== id);
          return { ok: true };
        },
        takeOver: async () => storage.takeOverWins,
      };
    },
  };
  return storage;
}
