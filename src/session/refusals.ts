/**
 * The session's own refusals, one member per code with exactly its facts, beside the core's
 * (`RuleError`, whose codes the session passes on as they are: a round that is over is the
 * core's `round-over`). A session error is one of either, with `ok: false`. Facts only: the
 * screens word them (src/ui/words).
 */
import type { Refused, RuleError } from '../core/play.ts';
import type { SettingsIssue } from './settings.ts';
import type { Blocker } from './timeline.ts';

/** A session refusal that breaks no numbered rule (a request at the wrong moment). */
export interface Unruled<C extends string, D> {
  code: C;
  rule?: undefined;
  message: string;
  data: D;
}

/** Why Undo or Redo is refused: the blocker's code as `reason`, and the seat whose move it is for `another-person`. */
export type BlockedFacts = { reason: Exclude<Blocker['code'], 'another-person'> } | { reason: 'another-person'; seat: number };

/** Why Restart round is refused, and the round concerned. */
export interface RestartFacts {
  reason: 'round-over' | 'nothing-played';
  round: number;
}

/** The session's own refusal codes, each with its facts. */
export type SessionRefusal =
  /** Settings that cannot start a session: every issue found. */
  | Unruled<'bad-settings', { issues: SettingsIssue[] }>
  /** All 13 rounds are played (R2.1). */
  | Refused<'session-over', 'R2.1', { round: number }>
  /** Next round asked while the round is still played. */
  | Unruled<'round-not-over', { round: number }>
  /** A person's action while a computer seat is to act. */
  | Unruled<'computer-turn', { seat: number }>
  /** A computer's action while no computer is to act; `seat` is the seat to act (−1 when none). */
  | Unruled<'not-computer-turn', { seat: number }>
  | Refused<'cannot-undo', 'R13.2', BlockedFacts>
  | Refused<'cannot-redo', 'R13.2', BlockedFacts>
  | Refused<'cannot-restart', 'R13.3', RestartFacts>;

/**
 * A refused request: a stable code, the facts behind it (`data`: the core's refusal facts,
 * or the session's own such as the round or the seat), the rule when one applies, and a
 * plain sentence for developers and logs (screens word the code and data themselves).
 */
export type SessionError = (RuleError | SessionRefusal) & { ok: false };

/** A blocker as the facts of a refusal. */
export function blockedFacts(blocker: Blocker): BlockedFacts {
  return blocker.code === 'another-person' ? { reason: 'another-person', seat: blocker.seat } : { reason: blocker.code };
}
