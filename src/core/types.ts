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

/**
 * A refused action: stable code, the rule it breaks, a plain-English sentence (for
 * developers and logs), and the facts behind it (`data`) from which a screen writes its
 * own words in any language. One member per code, each with exactly its own facts, so a
 * switch over `code` (and over `data.because` for `must-play`) is checked to be complete.
 */
export type RuleError =
  /** An action the game does not know; `type` is the type given when it had one. */
  | Refused<'malformed-action', 'API', { type?: string }>
  /** The text given names no tile of the double-twelve set. */
  | Refused<'no-such-tile', 'R1.1', { tile: string }>
  /** The train given is no train at this table (the value given, as text). */
  | Refused<'no-such-train', 'R5.1', { train: string }>
  | Refused<'round-over', 'R10.1', { round: number }>
  | Refused<'place-engine-first', 'R4.1', { engine: number }>
  | Refused<'engine-already-placed', 'R4.1', { engine: number }>
  | Refused<'not-in-hand', 'R12.1', { tile: TileCode }>
  /** The double owed, its train and its number (`need`), and the tile and train named instead. */
  | Refused<'must-cover-oldest-double', 'R9.3', { tile: TileCode; train: TrainRef; double: TileCode; doubleTrain: TrainRef; need: number }>
  | Refused<'first-turn-own-train', 'R6.2', { tile: TileCode; train: TrainRef }>
  /** A private personal train: `train` is its owner's seat (`owner`). */
  | Refused<'not-your-train', 'R5.3', { tile: TileCode; train: number; owner: number }>
  /** An empty train needs the engine's number (`need`). */
  | Refused<'must-show-engine', 'R5.1', { tile: TileCode; train: TrainRef; need: number }>
  | Refused<'does-not-match', 'R5.1', { tile: TileCode; train: TrainRef; need: number }>
  /** Unreachable while refusals.ts mirrors the move generator; a refusal all the same. */
  | Refused<'illegal', 'R5.1', { tile: TileCode; train: TrainRef }>
  | Refused<'not-first-turn', 'R6.3', NoFacts>
  | Refused<'first-turn-needs-a-tile', 'R6.3', { engine: number }>
  | Refused<'no-draw-on-first-turn', 'R6.2', NoFacts>
  | Refused<'finish-first-turn', 'R6.3', NoFacts>
  /** A first turn that can start its train: it must (R6.3). */
  | Refused<'must-play', 'R6.3', { because: 'start-train'; engine: number }>
  /** The owed double can be covered, so it must be (R9.3). */
  | Refused<'must-play', 'R9.3', { because: 'cover-double'; double: TileCode; doubleTrain: TrainRef }>
  /** The tile just drawn fits, so it must be played now (R8.2). */
  | Refused<'must-play', 'R8.2', { because: 'drawn-fits'; tile: TileCode }>
  /** A tile in hand fits, so drawing and passing are refused (R7.2). */
  | Refused<'must-play', 'R7.2', { because: 'tile-fits' }>
  | Refused<'already-drawn', 'R8.3', NoFacts>
  | Refused<'yard-empty', 'R8.3', NoFacts>
  | Refused<'must-draw', 'R8.1', NoFacts>;

/** The data of a refusal that carries no facts beyond its code: an empty object. */
export type NoFacts = Record<string, never>;

/** One member of RuleError: its code, its rule, the developer's sentence and its own facts. */
export interface Refused<C extends string, R extends string, D> {
  code: C;
  rule: R;
  message: string;
  data: D;
}

/** Every code the core refuses with (CORE_API.md's stable strings among them). */
export type RuleCode = RuleError['code'];

/** The refusal of one code, with its facts. */
export type RuleErrorOf<C extends RuleCode> = Extract<RuleError, { code: C }>;

/** The four rules behind `must-play`: start your train (R6.3), cover the double (R9.3), the drawn tile fits (R8.2), a tile fits (R7.2). */
export type MustPlayBecause = RuleErrorOf<'must-play'>['data']['because'];

/** The facts of any refusal: one code's own (see RuleError). */
export type RefusalData = RuleError['data'];

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

/** One tile as it lies on a train: the number it was joined by, and the number it leaves open. */
export interface LaidTile {
  tile: TileCode;
  /** The end that matched the train (the engine's number for a train's first tile). */
  joined: number;
  /** The other end: the train's open end while this tile is last. */
  open: number;
}

/** A train in a PlayerView: the snapshot's fields plus facts a screen would otherwise re-derive. */
export interface TrainView extends TrainSnapshot {
  /** Owner seat, or null for the Mexican Train. */
  owner: number | null;
  /** Tiles from the hub outwards, each with the number it was joined by. */
  laid: LaidTile[];
  /** The number a tile must show to go on this train: its open end, or the engine while empty. */
  needs: number;
  /** Whether this train's last tile is an uncovered double. */
  exposed: boolean;
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
  /** The seat whose view this is; −1 for the public table (publicView), which holds no hand. */
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
  trains: TrainView[];
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
  /**
   * Whether the seat to act is playing again because its last placement was a double
   * (R9.1): it has placed a tile this turn in the play phase and still holds the turn.
   */
  playsAgain: boolean;
  /** At round end: the reason, the penalties, every hand revealed (R12.2) and who went out. */
  result: null | (RoundResult & { hands: TileCode[][]; out: number[] });
  /**
   * What the round's public history proves about each seat's hand (public facts only):
   * `voids[seat][n]` is null while nothing is proven about the number n; otherwise the seat
   * once showed it held no tile with n — it drew or passed with no tile for the ends open
   * to it (R7.2, R8, R9.4; n among those ends), or could not start its first turn (R6.4, n
   * the engine's number) — and this is how many tiles it has drawn and kept unseen since.
   * 0: it holds no tile with n. Jointly: for any k, the seat holds at most k tiles showing
   * a number whose count is k or less (those tiles all came after the same moment).
   */
  voids: (number | null)[][];
}

/** Session standings from penalties[round][seat] (R10.3, R11). */
export interface Standings {
  totals: number[];
  roundMinima: number[];
  winners: number[];
}

/**
 * The full state of one round. Treat it as opaque and immutable: read it through
 * snapshot(), viewFor() and the core's other functions; change it only through
 * applyAction(). No module outside src/core reads its fields (tests/core/opaque-state.test.ts).
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
  /** PlayerView.voids per seat and number, −1 for null (public history, never a hidden fact). */
  readonly voids: readonly (readonly number[])[];
}

/** One train inside a RoundState: tile ids from the hub outwards. */
export interface TrainData {
  readonly tiles: readonly number[];
  /** The open end, or −1 while the train is empty. */
  readonly end: number;
  readonly marked: boolean;
}
