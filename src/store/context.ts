/**
 * What the store's parts share: the vault, the status, the injected validator and
 * summariser, ownership and the clock; plus the typed error every function returns.
 */
import type { Ownership } from './ownership.ts';
import type { RecordSummary } from './summary.ts';
import type { StatusBox } from './status.ts';
import type { Validator } from './validate.ts';
import type { Vault } from './vault.ts';

/** The shared parts of one open store. */
export interface StoreContext {
  vault: Vault;
  status: StatusBox;
  validate: Validator;
  /** Decides whether a record may stand among finished sessions (defaults to `validate`). */
  validateFinished: Validator;
  summarize: (record: unknown) => RecordSummary;
  ownership: Ownership;
  /** The time now, as an ISO 8601 string. */
  now: () => string;
  /** A key for a new quarantine entry, unique across tabs in practice. */
  nextQuarantineKey: () => string;
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

/** A store function's refusal or failure, as a value; `message` is for the player. */
export interface StoreError {
  ok: false;
  reason: StoreErrorReason;
  message: string;
}

/** Builds a StoreError. */
export function fail(reason: StoreErrorReason, message: string): StoreError {
  return { ok: false, reason, message };
}

/** The refusal a read-only tab gets for a session write. */
export function notOwner(): StoreError {
  return fail('not-owner', 'This tab is read-only: the game is being played in another tab.');
}

/** The refusal for a deletion asked without `{ confirm: true }`. */
export function needsConfirmation(what: string): StoreError {
  return fail('needs-confirmation', `Deleting ${what} needs confirmation: call again with { confirm: true }.`);
}
