/**
 * What the UI model needs from outside, as small interfaces: storage, timers, the clock,
 * the computer players and fresh seeds. The page passes real adapters (browser.ts); tests
 * pass fakes, so two models can live side by side without a browser.
 */
import type * as Ai from '../../ai/index.ts';
import type { Action, PlayerView } from '../../core/index.ts';
import type { Level, SeatSettings, Session, SessionEnv } from '../../session/index.ts';
import type { Preferences } from '../../session/preferences.ts';
import type { Problem, RecordSummary } from '../../store/codec.ts';
import type { StatusProblem } from '../../store/status.ts';

/** What storage promises right now (the store's status, copied as it changes). */
export interface StorageStatus {
  /** False when games live only in memory. */
  persistent: boolean;
  /** What will not be kept or cannot be done, as the store's code; null when all is well. */
  problem: StatusProblem | null;
  /** False when another tab owns the session: this one is read-only. */
  owner: boolean;
  /** The browser agreed not to clear storage under pressure; null when unknown. */
  evictionSafe: boolean | null;
}

/** Why stored data could not be used: a stable code and the facts; `detail` is for developers (the store's Problem). */
export type DataProblem = Problem;

/** A saved session found on load that cannot be resumed, and why. */
export type SessionLoadProblem =
  /** Written by a newer version of the app: left untouched until this tab is updated. */
  | { kind: 'newerVersion'; problem: DataProblem }
  /** It could not be read and was kept aside (never lost). */
  | { kind: 'keptAside'; problem: DataProblem }
  /** It could not be read, nor kept aside (a read-only tab leaves it in place). */
  | { kind: 'unreadable'; problem: DataProblem };

/** What a reload finds: nothing, a session to resume, or a problem. */
export type SessionLoad = { kind: 'empty' } | { kind: 'loaded'; session: Session } | SessionLoadProblem;

/** The new-game settings remembered for next time: who sits where. */
export interface NewGameSettings {
  seats: SeatSettings[];
}

/** What the records screen shows about one finished session (the codec's summary). */
export type { RecordSummary };

/** One finished session in the list. */
export interface RecordItem {
  id: string;
  summary: RecordSummary;
  /** The session record as stored (the store lists it with the summary): what a replay plays back. */
  record?: unknown;
}

/** A storage request that failed: why (`reason`), a developer's sentence, and the facts when there are any. */
export interface StoreRefusal {
  ok: false;
  reason: string;
  message: string;
  problem?: DataProblem;
}

/** A stored record that could not be listed; `keptAside` false: it stays in place (a newer version's). */
export interface RecordProblem {
  id: string;
  problem: DataProblem;
  keptAside: boolean;
}

/** Finished sessions, newest first, and the problem of each one that could not be listed. */
export type RecordsListing = { ok: true; records: RecordItem[]; problems: RecordProblem[] } | StoreRefusal;
/** A records file to offer for download. */
export type RecordsExport = { ok: true; text: string; fileName: string } | StoreRefusal;
/** How many records an import added and how many were already there. */
export type RecordsImport = { ok: true; added: number; skipped: number } | StoreRefusal;
/** A record deleted, or why not. */
export type RecordDeleted = { ok: true } | StoreRefusal;

/** What data kept aside was: a game in progress, a finished game, or something else stored. */
export type KeptAsideKind = 'session' | 'record' | 'other';

/** Data kept aside because it could not be read (never deleted without the person). */
export interface KeptAsideItem {
  /** Its key among the data kept aside. */
  qid: string;
  what: KeptAsideKind;
  /** When it was kept aside (ISO 8601; '' when unknown). */
  at: string;
  /** Why it was kept aside. */
  problem: DataProblem;
  /** It can be read now (the app was updated, say): it may be restored. */
  restorable: boolean;
  /** Where a game in progress that reads now stands: its round and who plays (absent for anything else). */
  game?: { round: number; rounds: number; names: string[] };
}

/** Everything kept aside, oldest first. */
export type KeptAsideListing = { ok: true; items: KeptAsideItem[] } | StoreRefusal;
/** A file to offer for download. */
export type FileExport = { ok: true; text: string; fileName: string } | StoreRefusal;
/**
 * Where a restored item went: the session in progress (decoded, to put on the table) or
 * the records. Refused with reason 'needs-confirmation' while a game is in progress.
 */
export type KeptAsideRestored = { ok: true; kind: 'session'; session: Session } | { ok: true; kind: 'record' } | StoreRefusal;

/** Storage as the UI model uses it. Writes report trouble through `onStatus`, never by rejecting. */
export interface StorePort {
  /** Calls `listener` now and on every status change; returns the unsubscribe function. */
  onStatus(listener: (status: StorageStatus) => void): () => void;
  /** The session to resume, decoded with the env the port was opened with. */
  loadSession(): Promise<SessionLoad>;
  /** Saves the session in progress; resolves once it is kept. */
  saveSession(session: Session): Promise<void>;
  /** Records a finished session and ends the one in progress. */
  finishSession(session: Session): Promise<void>;
  /** Keeps a game left unfinished for a new one in Records (kept aside, resumable); false when it could not be kept. */
  keepUnfinished(session: Session): Promise<boolean>;
  /** The person's preferences (defaults when none are stored). */
  loadPreferences(): Promise<Preferences>;
  /** Stores the person's preferences. */
  savePreferences(preferences: Preferences): Promise<void>;
  /** The last new game's settings, or null. */
  loadNewGame(): Promise<NewGameSettings | null>;
  /** Remembers the new game's settings for next time. */
  saveNewGame(settings: NewGameSettings): Promise<void>;
  /** Finished sessions. */
  listRecords(): Promise<RecordsListing>;
  /** Every finished session as a file. */
  exportRecords(): Promise<RecordsExport>;
  /** Adds the records of a file (all or nothing). */
  importRecords(text: string): Promise<RecordsImport>;
  /** Deletes a finished session (the person already confirmed). */
  deleteRecord(id: string): Promise<RecordDeleted>;
  /** Data kept aside. */
  listKeptAside(): Promise<KeptAsideListing>;
  /** One item kept aside as a file: the data as found, with its problem. */
  exportKeptAside(qid: string): Promise<FileExport>;
  /** Deletes an item kept aside (the person already confirmed). */
  deleteKeptAside(qid: string): Promise<RecordDeleted>;
  /** Takes back an item that reads now; `replace`: the person agreed to move the game in progress aside. */
  restoreKeptAside(qid: string, options?: { replace?: boolean }): Promise<KeptAsideRestored>;
  /** Takes the session over from another tab; true when this tab now owns it. */
  takeOver(): Promise<boolean>;
}

/** Timers, injected so tests run the computers' pace on a fake clock. */
export interface Scheduler {
  /** Runs `run` after `ms` milliseconds; returns a handle for clearTimeout. */
  setTimeout(run: () => void, ms: number): unknown;
  /** Cancels a timer that has not run yet (a handle of one that ran is ignored). */
  clearTimeout(timer: unknown): void;
  /**
   * Runs `run` once the next frame is painted (a page's); absent, a confirmed move is
   * committed at once (tests and scripts, where nothing paints).
   */
  afterPaint?: (run: () => void) => void;
}

/** What a hint says: opaque to the model, worded by the screen. */
export type Hint = ReturnType<typeof Ai.hint>;

/** The computer players and hints (src/ai, or a stand-in in tests). */
export interface ComputerPlayer {
  chooseAction: typeof Ai.chooseAction;
  hint: typeof Ai.hint;
  /**
   * The computers' moves worked out away from the screen (a Web Worker in the page): the
   * table asks, waits, and commits the answer. Absent: chooseAction at once, in this thread.
   */
  think?: (view: PlayerView, level: Level) => Promise<Action>;
}

/** Everything an app model is built from. */
export interface AppDeps {
  /** Opens storage; sessions it loads are decoded with `env` (the model's clock and computer player). */
  openStore: (env: SessionEnv) => StorePort;
  scheduler: Scheduler;
  /** The time now, ISO 8601: the only clock the model reads. */
  now: () => string;
  /** Loads the computer players; the pacing and the Hint button wait for it. */
  loadComputer: () => Promise<ComputerPlayer>;
  /** A fresh random seed (R3.3). */
  freshSeed: () => string;
  /** The page's query string: a shared link's pre-fill ('' for none). */
  search: string;
}
