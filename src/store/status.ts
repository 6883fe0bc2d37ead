/**
 * What the store can promise right now, as a small observable value: whether saves reach
 * the device, whether this tab owns the session, and what is wrong as a code (the screen
 * words it). No Preact here: the UI copies it into a signal through `onStatus`.
 */

/** The store's state as the player should hear it. */
export interface StoreStatus {
  /** True while every write so far reached IndexedDB; false when the game lives only in memory. */
  persistent: boolean;
  /** What will not be kept or cannot be done, as a fact; null when all is well. */
  problem: StatusProblem | null;
  /** True when this tab owns the session in progress; false means read-only here. */
  owner: boolean;
  /** The browser agreed not to clear storage under pressure; null when unknown or not asked. */
  evictionSafe: boolean | null;
}

/** What is wrong with storage or with this tab's part, as a code for the screen to word. */
export type StatusCode =
  | 'no-storage'
  | 'open-failed'
  | 'newer-data'
  | 'upgrade-failed'
  | 'quota'
  | 'refused'
  | 'newer-tab'
  | 'blocked'
  | 'blocked-gave-up'
  | 'closed'
  | 'viewer'
  | 'taken';

/** A status problem: its code, and the browser's own words for developers (never shown on screen). */
export interface StatusProblem {
  code: StatusCode;
  detail?: string;
}

/** Where a problem comes from; one each, storage first when both exist. */
export type ProblemSource = 'storage' | 'ownership';

/** A status value with a subscription, like a signal without the framework. */
export interface StatusBox {
  /** The current status. */
  get(): StoreStatus;
  /** Calls `listener` with every new status; returns the unsubscribe function. */
  subscribe(listener: (status: StoreStatus) => void): () => void;
  /** The problem of one source, or null. */
  problemOf(source: ProblemSource): StatusProblem | null;
  /** Sets or clears the problem of one source. */
  setProblem(source: ProblemSource, problem: StatusProblem | null): void;
  /** Sets any of the plain fields. */
  patch(fields: Partial<Pick<StoreStatus, 'persistent' | 'owner' | 'evictionSafe'>>): void;
}

/** The status problems the store's modules report (worded by the screen, src/ui/words). */
export const PROBLEMS = {
  noStorage: { code: 'no-storage' },
  openFailed: (why: string): StatusProblem => ({ code: 'open-failed', detail: why }),
  newerData: { code: 'newer-data' },
  upgradeFailed: (why: string): StatusProblem => ({ code: 'upgrade-failed', detail: why }),
  quota: { code: 'quota' },
  refused: (why: string): StatusProblem => ({ code: 'refused', detail: why }),
  newerTab: { code: 'newer-tab' },
  blocked: { code: 'blocked' },
  blockedGaveUp: { code: 'blocked-gave-up' },
  closed: { code: 'closed' },
  viewer: { code: 'viewer' },
  taken: { code: 'taken' },
} as const satisfies Record<string, StatusProblem | ((why: string) => StatusProblem)>;

/** A fresh status box: persistent until told otherwise, owner unknown (false). */
export function createStatusBox(): StatusBox {
  const problems: Record<ProblemSource, StatusProblem | null> = { storage: null, ownership: null };
  let status: StoreStatus = { persistent: true, problem: null, owner: false, evictionSafe: null };
  const listeners = new Set<(status: StoreStatus) => void>();

  const publish = (next: StoreStatus): void => {
    const same =
      next.persistent === status.persistent &&
      next.problem?.code === status.problem?.code &&
      next.problem?.detail === status.problem?.detail &&
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

/** The problem of a failed write: a full disk is named as such, anything else keeps the browser's words as detail. */
export function describeWriteError(error: unknown): StatusProblem {
  const name = errorName(error);
  if (name === 'QuotaExceededError') return PROBLEMS.quota;
  return PROBLEMS.refused(errorText(error));
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
