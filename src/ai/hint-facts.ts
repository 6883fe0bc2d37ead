/**
 * Hints as facts: why the sharp player chose its move, as plain data a screen words in
 * its own language. Seats and trains are the core's numbers (seats 0-based, as in
 * PlayerView.seat and TrainRef), tiles are TileCodes, counts are numbers — no words here.
 */
import type { ExposedDouble, TileCode, TrainRef } from '../core/types.ts';
import type { Decision } from './sharp.ts';
import type { Table } from './table.ts';
import { shows, tileOf } from './tiles.ts';
import type { Line } from './turn.ts';

/** Unseen covers at or below which a number left open counts as rare for the others. */
const RARE = 2;

/** The other seat closest to going out, named when the move sheds the heaviest tile that fits. */
export interface Urgency {
  /** That seat (0-based, as PlayerView.seat). */
  seat: number;
  /** How many tiles it holds (1 or 2). */
  tiles: number;
}

/** Notes that can come with a placement in the play phase. */
export interface PlayNotes {
  /** The tile was drawn in this opportunity and fits, so it must be played (R8.2). */
  drawn: boolean;
  /** Someone is close to going out, so heavy tiles should go first; null when not. */
  urgent: Urgency | null;
}

/** What follows a double laid this turn (R9.1). */
export type DoubleFollowUp =
  /** Nothing in hand fits afterwards: the turn ends with a draw, or a pass when the yard is empty. */
  | { kind: 'stuck'; ending: 'draw' | 'pass' }
  /** The seat covers its own double on the same train; pips: the double's and the cover's together. */
  | { kind: 'cover'; tile: TileCode; pips: number }
  /** The extra play goes to another train (the tile may be another double). */
  | { kind: 'elsewhere'; tile: TileCode; train: TrainRef; left: LeftDouble | null };

/** A double this seat leaves uncovered for the next players (R9.3). */
export interface LeftDouble {
  /** Unseen tiles (other hands and the yard) that could cover it. */
  unseenCovers: number;
  /** Whether this seat keeps a cover in its own hand. */
  keepsCover: boolean;
}

/** Why the sharp player chose its move, one kind per situation (see hint-english.ts for a wording). */
export type HintFacts =
  /** The seat holds the engine: place it to start the round (R4). */
  | { kind: 'engine'; tile: TileCode }
  /** First turn: no tile shows the engine number, so the train cannot start (R6.4). */
  | { kind: 'firstTurnPass'; engine: number }
  /** First turn: stop here; `need` is the own train's open end. */
  | { kind: 'firstTurnStop'; why: 'nothingFits' | 'keepsBetterHand'; need: number }
  /**
   * First turn: lay `tile`, the first of the best chain; `more` tiles follow it, the chain
   * sheds `pips` in all, and `emptiesHand` when it uses every tile.
   */
  | { kind: 'firstTurnChain'; continues: boolean; tile: TileCode; more: number; pips: number; emptiesHand: boolean }
  /** Nothing fits a usable train: draw; `owed` is the double that must be covered first, if any. */
  | { kind: 'draw'; owed: ExposedDouble | null }
  /** Nothing fits and no draw is left: pass and take a marker. */
  | { kind: 'pass'; cause: 'drawnTileFitsNowhere' | 'yardEmpty' }
  /** `tile` is the last tile in hand: playing it goes out. */
  | { kind: 'goOut'; tile: TileCode }
  /** The oldest open double (`double` on `train`) must be covered, and `tile` does it. */
  | ({ kind: 'coverDouble'; double: TileCode; train: TrainRef; tile: TileCode; pips: number } & PlayNotes)
  /** Lay the double `tile` on `train` for an extra play, then what follows. */
  | ({ kind: 'double'; tile: TileCode; train: TrainRef; then: DoubleFollowUp } & PlayNotes)
  /**
   * Play on the own train: `plan` more tiles are lined up after `tile` (0: no plan, nothing
   * better fits elsewhere); `unmarks` when it takes the marker off.
   */
  | ({ kind: 'ownTrain'; tile: TileCode; pips: number; plan: number; unmarks: boolean } & PlayNotes)
  /**
   * Shed `tile` on another usable train, keeping a `plan` of that many tiles for the own
   * train (0: none); `rareOpen` is the number left open there when the others can hardly match it.
   */
  | ({ kind: 'shed'; tile: TileCode; pips: number; train: TrainRef; plan: number; rareOpen: number | null } & PlayNotes)
  /** A move with nothing more to say about it. */
  | { kind: 'only' };

/** The facts of one HintFacts kind. */
export type HintFactsOf<K extends HintFacts['kind']> = Extract<HintFacts, { kind: K }>;

function ref(table: Table, train: number): TrainRef {
  return table.trains[train]!.ref;
}

function firstTurnFacts(table: Table, d: Decision): HintFacts {
  const a = d.action;
  if (a.type === 'pass') return { kind: 'firstTurnPass', engine: table.engine };
  if (a.type === 'endFirstTurn') {
    const need = table.own.need;
    const fits = table.hand.some((t) => shows(t, need));
    return { kind: 'firstTurnStop', why: fits ? 'keepsBetterHand' : 'nothingFits', need };
  }
  if (a.type !== 'play' || !d.chain) return { kind: 'only' };
  const chain = d.chain;
  return {
    kind: 'firstTurnChain',
    continues: table.view.playsThisTurn > 0,
    tile: tileOf(a.tile).code,
    more: chain.tiles.length - 1,
    pips: chain.pips,
    emptiesHand: table.hand.length === chain.tiles.length,
  };
}

function followUp(table: Table, line: Line): DoubleFollowUp {
  const [first, second] = line.steps;
  const d = first!.tile;
  if (!second) return { kind: 'stuck', ending: line.ending === 'pass' ? 'pass' : 'draw' };
  if (second.train === first!.train) return { kind: 'cover', tile: second.tile.code, pips: d.pips + second.tile.pips };
  const stays = line.exposed.some((x) => x.tile.id === d.id);
  const left = stays ? { unseenCovers: table.unseen[d.a]!, keepsCover: line.hand.some((t) => shows(t, d.a)) } : null;
  return { kind: 'elsewhere', tile: second.tile.code, train: ref(table, second.train), left };
}

function urgency(table: Table, line: Line): Urgency | null {
  if (table.oppMin > 2 || table.oppMinSeat < 0) return null;
  // Only worth saying when the move does shed the heaviest tile that fits now.
  const first = line.steps[0]!.tile;
  const heaviest = table.view.legal.every((a) => a.type !== 'play' || tileOf(a.tile).pips <= first.pips);
  return heaviest ? { seat: table.oppMinSeat, tiles: table.oppMin } : null;
}

function placementFacts(table: Table, d: Decision, line: Line, notes: PlayNotes): HintFacts {
  const view = table.view;
  const step = line.steps[0]!;
  const t = step.tile;
  if (view.owed) return { kind: 'coverDouble', double: view.owed.tile, train: view.owed.train, tile: t.code, pips: t.pips, ...notes };
  if (t.double) return { kind: 'double', tile: t.code, train: ref(table, step.train), then: followUp(table, line), ...notes };
  const plan = d.plan?.tiles.length ?? 0;
  if (step.train === table.own.index) {
    return { kind: 'ownTrain', tile: t.code, pips: t.pips, plan, unmarks: table.own.marked, ...notes };
  }
  const open = line.needs[step.train]!;
  const rareOpen = table.unseen[open]! <= RARE ? open : null;
  return { kind: 'shed', tile: t.code, pips: t.pips, train: ref(table, step.train), plan, rareOpen, ...notes };
}

function playFacts(table: Table, d: Decision): HintFacts {
  const view = table.view;
  const a = d.action;
  if (a.type === 'draw') return { kind: 'draw', owed: view.owed ? { tile: view.owed.tile, train: view.owed.train } : null };
  if (a.type === 'pass') return { kind: 'pass', cause: view.drawnThisOpportunity ? 'drawnTileFitsNowhere' : 'yardEmpty' };
  if (a.type !== 'play' || !d.line) return { kind: 'only' };
  const line = d.line;
  if (line.ending === 'out' && line.steps.length === 1) return { kind: 'goOut', tile: line.steps[0]!.tile.code };
  return placementFacts(table, d, line, { drawn: view.drawnThisOpportunity, urgent: urgency(table, line) });
}

/** The facts behind a decision of the sharp player. */
export function factsOf(table: Table, d: Decision): HintFacts {
  if (d.action.type === 'placeEngine') return { kind: 'engine', tile: tileOf(`${table.engine}|${table.engine}`).code };
  if (table.view.phase === 'firstTurns') return firstTurnFacts(table, d);
  return playFacts(table, d);
}
