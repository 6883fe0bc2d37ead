/** Public types of the rules core (CORE_API.md). Names and shapes change only by addition. */

/** "a|b" with a ≤ b when the core writes it; input may give either order ("5|3" = "3|5"). */
export type TileCode = string;

/** The Mexican Train, or the personal train of the seat with that number. */
export type TrainRef = 'mexican' | number;

/** One move of the seat to act. */
export type Action =
  | { type: 'placeEngine' }
  | { type: 'play'; tile: TileCode; train: TrainRef }
  | { type: 'draw' }
  | { type: 'pass' }
  | { type: 'endFirstTurn' };

/** How a round is set up: by seed (R3) or by an explicit deal. */
export interface RoundSetup {
  players: number;
  round: number;
  seed?: string;
  deal?: { hands: TileCode[][]; yard: TileCode[] };
}

/** A refused action: stable code, the rule it breaks, a sentence a player can read. */
export interface RuleError {
  code: string;
  rule: string;
  message: string;
}

/** The outcome of applyAction: a new state, or the reason the action was refused. */
export type ActionResult = { ok: true; state: RoundState } | { ok: false; error: RuleError };

export type Phase = 'engine' | 'firstTurns' | 'play' | 'over';

/** One train as everybody sees it. */
export interface TrainSnapshot {
  ref: TrainRef;
  tiles: TileCode[];
  openEnd: number | null;
  marked: boolean;
}

/** An uncovered double and the train it lies on. */
export interface ExposedDouble {
  tile: TileCode;
  train: TrainRef;
}

/** How a round ended. */
export interface RoundResult {
  reason: 'out' | 'blocked';
  penalties: number[];
}

/** The referee's plain-JSON view of a round: every hand and the yard's order included. */
export interface RoundSnapshot {
  players: number;
  round: number;
  engine: number;
  phase: Phase;
  turn: number;
  engineHolder: number;
  searchDraws: number[];
  hands: TileCode[][];
  yard: TileCode[];
  trains: TrainSnapshot[];
  exposed: ExposedDouble[];
  firstTurnDone: boolean[];
  drawnThisOpportunity: boolean;
  result: null | RoundResult;
}

/**
 * What one seat may know (R12.1): its own hand and everything public. Computer players,
 * hints and the hand on screen receive this, never a RoundState.
 */
export interface PlayerView {
  seat: number;
  players: number;
  round: number;
  engine: number;
  phase: Phase;
  /** Seat to act, −1 when the round is over. */
  turn: number;
  engineHolder: number;
  /** This seat's tiles, in the order they were dealt and drawn. */
  hand: TileCode[];
  trains: TrainSnapshot[];
  /** Uncovered doubles, oldest first. */
  exposed: ExposedDouble[];
  /** The double the seat to act must cover now (R9.3), if any. */
  owed: ExposedDouble | null;
  yardSize: number;
  /** Every seat's tile count. */
  handCounts: number[];
  /** Tiles each seat drew in the engine search (public counts, R4.3). */
  searchDraws: number[];
  firstTurnDone: boolean[];
  /** Tiles placed so far in the current turn by the seat to act (public). */
  playsThisTurn: number;
  /** Whether this seat has drawn in its current play opportunity. */
  drawnThisOpportunity: boolean;
  /** This seat's legal actions when it is its turn, else []. */
  legal: Action[];
  /** At round end: the reason, the penalties and every hand, revealed (R12.2). */
  result: null | (RoundResult & { hands: TileCode[][] });
}

/** Session standings from penalties[round][seat] (R10.3, R11). */
export interface Standings {
  totals: number[];
  roundMinima: number[];
  winners: number[];
}

/**
 * The full state of one round. Treat it as opaque and immutable: read it through
 * snapshot() and viewFor(); change it only through applyAction().
 */
export interface RoundState {
  readonly players: number;
  readonly round: number;
  readonly engine: number;
  readonly phase: Phase;
  readonly turn: number;
  readonly engineHolder: number;
  readonly searchDraws: readonly number[];
  /** Tile ids (see tiles.ts), per seat. */
  readonly hands: readonly (readonly number[])[];
  /** The whole yard order; tiles before yardPos have been drawn. */
  readonly yard: readonly number[];
  readonly yardPos: number;
  /** Personal trains by seat, then the Mexican Train at index `players`. */
  readonly trains: readonly TrainData[];
  /** Exposed doubles oldest first: tile id and train index. */
  readonly exposed: readonly { readonly tile: number; readonly train: number }[];
  readonly firstTurnDone: readonly boolean[];
  readonly drawn: boolean;
  /** Placements made so far in the current turn by the seat to act. */
  readonly plays: number;
  readonly result: null | RoundResult;
}

/** One train inside a RoundState: tile ids from the hub outwards. */
export interface TrainData {
  readonly tiles: readonly number[];
  /** The open end, or −1 while the train is empty. */
  readonly end: number;
  readonly marked: boolean;
}
