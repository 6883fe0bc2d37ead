/** In-memory stand-ins for the UI model's ports: storage, and the computer players. */
import { hint } from '../../src/ai/index.ts';
import { current, firstLegalBot, type Session, type SessionEnv } from '../../src/session/index.ts';
import { DEFAULT_PREFERENCES, type Preferences } from '../../src/session/preferences.ts';
import type {
  ComputerPlayer,
  KeptAsideItem,
  NewGameSettings,
  RecordItem,
  RecordProblem,
  RecordsImport,
  SessionLoad,
  StorageStatus,
  StorePort,
} from '../../src/ui/ports/ports.ts';

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
  /** Whether keepUnfinished succeeds (it adds a restorable item kept aside). */
  keepWorks: boolean;
  preferences: Preferences | null;
  newGame: NewGameSettings | null;
  records: RecordItem[];
  /** The records listRecords could not list. */
  recordProblems: RecordProblem[];
  /** What importRecords answers. */
  importAnswer: RecordsImport;
  /** Items kept aside; a restorable game in progress carries the session it reads as. */
  keptAside: FakeKeptAside[];
  /** A game in progress is stored: restoring one then needs the person's word (`replace`). */
  gameStored: boolean;
  /** Every restore asked, in order. */
  restores: { qid: string; replace: boolean }[];
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

/** An item kept aside in the fake storage. */
export type FakeKeptAside = KeptAsideItem & { session?: Session };

/** A storage with nothing saved, owned by this tab. */
export function fakeStorage(
  given: Partial<Pick<FakeStorage, 'load' | 'newGame' | 'records' | 'keptAside'>> & { preferences?: Partial<Preferences> } = {},
): FakeStorage {
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
    keepWorks: true,
    // Preferences saved by an older version lack the newer fields: the store port fills defaults.
    preferences: given.preferences ? { ...DEFAULT_PREFERENCES, ...given.preferences } : null,
    newGame: given.newGame ?? null,
    records: given.records ?? [],
    recordProblems: [],
    importAnswer: { ok: true, added: 1, skipped: 0 },
    keptAside: given.keptAside ?? [],
    gameStored: false,
    restores: [],
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
        async keepUnfinished(session) {
          if (!storage.keepWorks) return false;
          const qid = `left-${storage.keptAside.length + 1}`;
          const s = current(session);
          const game = { round: s.round, rounds: s.rounds, names: s.seats.map((seat) => seat.name) };
          storage.keptAside.push({ qid, what: 'session', at: '2026-11-30T12:00:00.000Z', problem: { code: 'left-unfinished', detail: 'left' }, restorable: true, session, game });
          return true;
        },
        loadPreferences: async () => storage.preferences ?? { ...DEFAULT_PREFERENCES },
        savePreferences: async (p) => void (storage.preferences = p),
        loadNewGame: async () => storage.newGame,
        saveNewGame: async (s) => void (storage.newGame = s),
        listRecords: async () => ({ ok: true, records: storage.records, problems: storage.recordProblems }),
        exportRecords: async () => ({ ok: true, text: JSON.stringify(storage.records), fileName: 'records.json' }),
        importRecords: async () => storage.importAnswer,
        async deleteRecord(id) {
          storage.records = storage.records.filter((r) => r.id !== id);
          return { ok: true };
        },
        listKeptAside: async () => ({ ok: true, items: storage.keptAside.map(({ session: _, ...item }) => item) }),
        async exportKeptAside(qid) {
          const item = storage.keptAside.find((k) => k.qid === qid);
          return item ? { ok: true, text: JSON.stringify(item), fileName: `kept-${qid}.json` } : { ok: false, reason: 'not-found', message: 'gone' };
        },
        async deleteKeptAside(qid) {
          const before = storage.keptAside.length;
          storage.keptAside = storage.keptAside.filter((k) => k.qid !== qid);
          return storage.keptAside.length < before ? { ok: true } : { ok: false, reason: 'not-found', message: 'gone' };
        },
        async restoreKeptAside(qid, options) {
          const replace = options?.replace === true;
          storage.restores.push({ qid, replace });
          const item = storage.keptAside.find((k) => k.qid === qid);
          if (!item) return { ok: false, reason: 'not-found', message: 'gone' };
          if (!item.restorable) return { ok: false, reason: 'invalid', message: 'unreadable', problem: item.problem };
          const session = item.session;
          if (session && storage.gameStored && !replace) return { ok: false, reason: 'needs-confirmation', message: 'a game is stored' };
          storage.keptAside = storage.keptAside.filter((k) => k.qid !== qid);
          if (!session) return { ok: true, kind: 'record' };
          storage.gameStored = true;
          return { ok: true, kind: 'session', session };
        },
        takeOver: async () => storage.takeOverWins,
      };
    },
  };
  return storage;
}
