/**
 * Facts the UI model hands the screens: which screen, why a request was refused, what the
 * commentary says. No sentences here: the components word them.
 */
import type { Played, SessionError } from '../../session/index.ts';
import type { Refusal } from '../words/index.ts';

/** Which screen is up. Rules and Records pause the computer players (R13.4). */
export type Screen = 'newGame' | 'table' | 'rules' | 'records';

/** Why a person's request was not carried out. */
export type Problem =
  /** The rules refused it (the session's error). */
  | { kind: 'refused'; error: SessionError }
  /** Another tab owns the game: this one only watches. */
  | { kind: 'readOnly' }
  /** The tile has no legal place now. */
  | { kind: 'fitsNowhere'; tile: string }
  /** The selected tile cannot go on the train picked. */
  | { kind: 'wrongTrain'; tile: string };

/**
 * A problem as the wording module reads it (a refusal's code, rule and facts); the tile that
 * fits nowhere names the double owed when there is one, since that is the reason.
 */
export function asRefusal(problem: Problem, owed: { tile: string; train: 'mexican' | number } | null): Refusal {
  switch (problem.kind) {
    case 'refused':
      return { code: problem.error.code, rule: problem.error.rule, data: problem.error.data };
    case 'readOnly':
      return { code: 'read-only' };
    case 'fitsNowhere':
      return { code: 'fits-nowhere', data: owed ? { tile: problem.tile, double: owed.tile, doubleTrain: owed.train } : { tile: problem.tile } };
    case 'wrongTrain':
      return { code: 'not-this-train', data: { tile: problem.tile } };
  }
}

/** A command's outcome: done, or not done with a problem to show (null: ignored quietly, e.g. while saving). */
export type Outcome = { ok: true } | { ok: false; problem: Problem | null };

/** The outcome of a command that was carried out. */
export const DONE: Outcome = Object.freeze({ ok: true });

/** The outcome of a command ignored without a word (no game, or a save still running). */
export const IGNORED: Outcome = Object.freeze({ ok: false, problem: null });

/** One line of the table's commentary, newest last. */
export type LogEntry =
  | { kind: 'played'; played: Played }
  | { kind: 'restored' }
  | { kind: 'undone' }
  | { kind: 'redone' }
  | { kind: 'restarted'; round: number }
  | { kind: 'roundBegins'; round: number }
  | { kind: 'newSession' };
