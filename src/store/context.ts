/**
 * What the store's parts share: the vault, the status, the session's codec, ownership,
 * the clock and what this page already learnt; plus the typed error every function returns.
 */
import type { Ownership } from '../tabs/index.ts';
import type { Problem, RecordSummary, SessionCodec } from './codec.ts';
import type { StatusBox } from './status.ts';
import type { Vault } from './vault.ts';

/** The shared parts of one open store of sessions of type T. */
export interface StoreContext<T = unknown> {
  vault: Vault;
  status: StatusBox;
  codec: SessionCodec<T>;
  ownership: Ownership;
  /** The time now, as an ISO 8601 string. */
  now: () => string;
  /** A key for a new entry kept aside, unique across tabs in practice. */
  nextKeptAsideKey: () => string;
  /** Summaries of the records decoded in this page, by id: a record never changes under its id, so one replay is enough. */
  summaries: Map<string, RecordSummary>;
  /**
   * A session written by a newer version of the app, found at the session key by the last
   * load and left there untouched; moved aside (never lost) only if this tab overwrites it.
   */
  newerSession: { entry: unknown; problem: Problem } | null;
  /** Asked when a save is asked, waited for before it starts (StoreOptions.beforeSave). */
  beforeSave?: () => Promise<void>;
}

/** Why a store function did not do what it was asked. */
export type StoreErrorReason =
  | 'not-owner'
  | 'needs-confirmation'
  | 'not-found'
  | 'read-failed'
  | 'write-failed'
  | 'unstorable'
  | 'invalid';

/** A store function's refusal or failure, as a value; `problem` holds the facts when there are any. */
export interface StoreError {
  ok: false;
  reason: StoreErrorReason;
  /** A developer-facing sentence. */
  message: string;
  /** The facts behind an 'invalid' refusal (the codec's problem, a file's), for the screen's words. */
  problem?: Problem;
}

/** Builds a StoreError. */
export function fail(reason: StoreErrorReason, message: string, problem?: Problem): StoreError {
  return problem ? { ok: false, reason, message, problem } : { ok: false, reason, message };
}

/** The refusal a read-only tab gets for a session write. */
export function notOwner(): StoreError {
  return fail('not-owner', 'This tab is read-only: the game is being played in another tab.');
}

/** The refusal for a deletion asked without `{ confirm: true }`. */
export function needsConfirmation(what: string): StoreError {
  return fail('needs-confirmation', `Deleting ${what} needs confirmation: call again with { confirm: true }.`);
}
