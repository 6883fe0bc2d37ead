/**
 * What the store can promise right now, as a small observable value: whether saves reach
 * the device, whether this tab owns the session, and one sentence about what is wrong.
 * No Preact here: the UI copies it into a signal through `onStatus`.
 */

/** The store's state as the player should hear it. */
export interface StoreStatus {
  /** True while every write so far reached IndexedDB; false when the game lives only in memory. */
  persistent: boolean;
  /** What will not be kept or cannot be done, in plain words; null when all is well. */
  problem: string | null;
  /** True when this tab owns the session in progress; false means read-only here. */
  owner: boolean;
  /** The browser agreed not to clear storage under pressure; null when unknown or not asked. */
  evictionSafe: boolean | null;
}

/** Where a problem comes from; one sentence each, storage first when both exist. */
export type ProblemSource = 'storage' | 'ownership';

/** A status value with a subscription, like a signal without the framework. */
export interface StatusBox {
  /** The current status. */
  get(): StoreStatus;
  /** Calls `listener` with every new status; returns the unsubscribe function. */
  subscribe(listener: (status: StoreStatus) => void): () => void;
  /** The problem of one source, or null. */
  problemOf(source: ProblemSource): string | null;
  /** Sets or clears the problem of one source. */
  setProblem(source: ProblemSource, problem: string | null): void;
  /** Sets any of the plain fields. */
  patch(fields: Partial<Pick<StoreStatus, 'persistent' | 'owner' | 'evictionSafe'>>): void;
}

/** Plain-words messages shared by the store's modules. */
export const MESSAGES = {
  noStorage:
    'This browser gives the game no storage (a private window?): you can play, but games and records will not be kept after this tab closes.',
  openFailed: (why: string) =>
    `The saved games could not be opened (${why}): you can play, but nothing will be kept after this tab closes.`,
  newerData:
    'The saved games were written by a newer version of the game: update or reload this tab to use them. Until then nothing will be kept.',
  upgradeFailed: (why: string) =>
    `The saved games could not be brought up to date (${why}); they were left untouched. Nothing new will be kept until a reload.`,
  quota:
    'The device is out of storage space: the game goes on, but the latest moves will not be kept if this tab closes.',
  refused: (why: string) =>
    `The browser refused to save (${why}): the game goes on, but the latest moves will not be kept if this tab closes.`,
  newerTab: 'A newer version of the game opened in another tab; reload this one.',
  blocked:
    'An older version of the game is open in another tab: close or reload that tab so this one can open the saved games.',
  blockedGaveUp:
    'An older version of the game in another tab would not let go of the saved games: you can play here, but nothing will be kept until you close that tab and reload this one.',
  closed: 'The browser closed the saved games; reload this tab to keep saving.',
  viewer:
    'This game is being played in another tab: this tab is read-only. Take over to play here.',
  taken: 'Another tab took over this game: this tab is now read-only.',
} as const;

/** A fresh status box: persistent until told otherwise, owner unknown (false). */
export function createStatusBox(): StatusBox {
  const problems: Record<ProblemSource, string | null> = { storage: null, ownership: null };
  let status: StoreStatus = { persistent: true, problem: null, owner: false, evictionSafe: null };
  const listeners = new Set<(status: StoreStatus) => void>();

  const publish = (next: StoreStatus): void => {
    const same =
      next.persistent === status.persistent &&
      next.problem === status.problem &&
      next.owner === status.owner &&
      next.evictionSafe === status.evictionSafe;
    status = next;
    if (same) return;
    for (const listener of [...listeners]) {
      try {
        listener(status);
      } catch {
        // A listener's bug must not stop the store or the other listeners.
      }
    }
  };

  return {
    get: () => status,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    problemOf: (source) => problems[source],
    setProblem(source, problem) {
      problems[source] = problem;
      publish({ ...status, problem: problems.storage ?? problems.ownership });
    },
    patch(fields) {
      publish({ ...status, ...fields });
    },
  };
}

/** Plain words for a failed write: a full disk is named as such, anything else quoted. */
export function describeWriteError(error: unknown): string {
  const name = errorName(error);
  if (name === 'QuotaExceededError') return MESSAGES.quota;
  return MESSAGES.refused(errorText(error));
}

/** The DOMException-style name of an error, or '' when it has none. */
export function errorName(error: unknown): string {
  if (error && typeof error === 'object' && 'name' in error) {
    const name = (error as { name: unknown }).name;
    if (typeof name === 'string') return name;
  }
  return '';
}

/** A short text for any thrown value. */
export function errorText(error: unknown): string {
  if (error && typeof error === 'object' && 'message' in error) {
    const message = (error as { message: unknown }).message;
    if (typeof message === 'string' && message) return message;
  }
  return errorName(error) || String(error);
}
