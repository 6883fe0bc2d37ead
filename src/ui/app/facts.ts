/**
 * Facts the UI model hands the screens: which screen, why a request was refused, what the
 * commentary says. No sentences here: the components word them.
 */
import type { ExposedDouble, NoFacts, TileCode, TrainRef } from '../../core/index.ts';
import type { Played, SessionError } from '../../session/index.ts';

/** Which screen is up. Rules, Records and a replay pause the computer players (R13.4). */
export type Screen = 'home' | 'newGame' | 'table' | 'rules' | 'records' | 'replay' | 'learn';

/** Why a person's request was not carried out. */
export type Problem =
  /** The rules or the session refused it (the session's error: one of its codes, with its facts). */
  | { kind: 'refused'; error: SessionError }
  /** Another tab owns the game: this one only watches. */
  | { kind: 'readOnly' }
  /** The tile has no legal place now. */
  | { kind: 'fitsNowhere'; tile: string }
  /** The selected tile cannot go on the train picked. */
  | { kind: 'wrongTrain'; tile: string }
  /** A train tapped before a tile: no tile in the hand may go on it now. */
  | { kind: 'trainFitsNothing'; train: TrainRef }
  /** Learn to play: the move is not the one the coach points at. */
  | { kind: 'lessonStep' };

/**
 * The table's own refusal codes, beside the core's and the session's (SessionError): taps the
 * model answers itself. One member per code, each with exactly its facts.
 */
export type TableRefusal =
  | { code: 'read-only'; data: NoFacts }
  /** The tile has no legal place now; `owed`: the double to cover first, when there is one (that is the reason). */
  | { code: 'fits-nowhere'; data: { tile: TileCode; owed: ExposedDouble | null } }
  | { code: 'not-this-train'; data: { tile: TileCode } }
  | { code: 'nothing-fits-train'; data: { train: TrainRef } }
  | { code: 'lesson-step'; data: NoFacts };

/** Why the seat to act may only pass: no tile starts its train (first turn), the drawn tile fits nowhere, or the yard is empty. */
export type PassCause = 'noStart' | 'drawn' | 'yardEmpty';

/**
 * The engine search of this round (R4.2), said until the viewer's first turn: nobody was
 * dealt the engine, so each seat drew `draws[seat]` tiles until `holder` found it.
 */
export interface EngineSearch {
  engine: number;
  draws: number[];
  holder: number;
}

/** Which "tap a lit tile" the seat is at: starting its train, adding to it (first turn), again after a double, or a turn. */
export type TileMoment = 'start' | 'more' | 'again' | 'turn';

/**
 * What the person at the device is asked to do next: the facts the prompt words. Every
 * kind names one step (a tap); `previewed` says Confirm is up for it already.
 */
export type NextStep =
  /** The round is over. */
  | { kind: 'over' }
  /** `seat` places the engine; the viewer taps Place engine when it is theirs. */
  | { kind: 'engine'; seat: number; engine: number; search?: EngineSearch | null }
  /** Another seat is to act. */
  | { kind: 'waiting'; seat: number; search?: EngineSearch | null }
  /**
   * Tap a lit tile (or, on a turn, a train first); `owed` is the double to cover first;
   * `drawn` the tile just drawn, which fits and so must be played now (R8.2).
   */
  | { kind: 'pickTile'; moment: TileMoment; engine: number; owed: ExposedDouble | null; drawn?: TileCode | null; search?: EngineSearch | null }
  /** The selected tile fits several trains: tap one of them (the lit trains, as the core lists them). */
  | { kind: 'pickTrain'; tile: TileCode; trains: TrainRef[] }
  /** A train was tapped first: tap one of the `tiles` lit tiles to play it there. */
  | { kind: 'pickTileFor'; train: TrainRef; tiles: number }
  /** A play is previewed: tap Confirm, or the train again. */
  | { kind: 'confirmPlay'; tile: TileCode; train: TrainRef }
  /** A first turn's chain of `tiles` is previewed on the own train, ending in `end`: one Confirm lays it (`laying`: it is being laid). */
  | { kind: 'confirmChain'; tiles: number; end: number | null; laying: boolean }
  /** Nothing fits (or the owed double cannot be covered): draw from the yard. */
  | { kind: 'draw'; owed: ExposedDouble | null; yard: number; previewed: boolean }
  /** Only a pass is left; `open`: the seat's train carries its marker already. */
  | { kind: 'pass'; cause: PassCause; engine: number; open: boolean; previewed: boolean }
  /** Finish the first turn with `tiles` laid, the train ending in `end`; `more`: a tile could still be added. */
  | { kind: 'finish'; tiles: number; end: number | null; more: boolean; previewed: boolean };

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
