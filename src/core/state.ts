/** Building and reading RoundState values: small shared helpers of the rules core. */
import { pipSum } from './tiles.ts';
import type { Phase, RoundResult, RoundState, TrainData } from './types.ts';

/** A mutable draft of a RoundState, used only while building the next state. */
export type Draft = { -readonly [K in keyof RoundState]: RoundState[K] };

/** The number a tile must show to go on train t: its open end, or the engine while empty. */
export function needs(state: RoundState, t: number): number {
  const end = state.trains[t]!.end;
  return end >= 0 ? end : state.engine;
}

/** Tiles left in the yard. */
export function yardSize(state: RoundState): number {
  return state.yard.length - state.yardPos;
}

/** The exposed double the seat to act owes now (R9.3), or null. */
export function owed(state: RoundState): { tile: number; train: number } | null {
  return state.phase === 'play' && state.plays === 0 && state.exposed.length > 0 ? state.exposed[0]! : null;
}

/**
 * Whether the seat to act plays again after a double (R9.1): in the play phase a placement
 * that is not a double hands the turn on, so a placement this turn means a double.
 */
export function playsAgain(state: RoundState): boolean {
  return state.phase === 'play' && state.plays > 0;
}

/** The round's phase (as PlayerView.phase): for modules outside the core, which never read a RoundState. */
export function roundPhase(state: RoundState): Phase {
  return state.phase;
}

/** The seat to act, −1 once the round is over (as PlayerView.turn). */
export function roundTurn(state: RoundState): number {
  return state.turn;
}

/** How the round ended (a copy), or null while it is played. */
export function roundResult(state: RoundState): RoundResult | null {
  const r = state.result;
  return r ? { reason: r.reason, penalties: r.penalties.slice() } : null;
}

/** The seats that went out (empty hands) once the round is over by going out; [] otherwise. */
export function wentOut(state: RoundState): number[] {
  if (state.result?.reason !== 'out') return [];
  const out: number[] = [];
  state.hands.forEach((h, s) => {
    if (h.length === 0) out.push(s);
  });
  return out;
}

/** A copy of the state to edit before it is returned as a new state. */
export function draft(s: RoundState): Draft {
  // An explicit literal keeps one object shape, which is much faster than a spread.
  return {
    players: s.players,
    round: s.round,
    engine: s.engine,
    phase: s.phase,
    turn: s.turn,
    engineHolder: s.engineHolder,
    searchDraws: s.searchDraws,
    hands: s.hands,
    yard: s.yard,
    yardPos: s.yardPos,
    trains: s.trains,
    exposed: s.exposed,
    firstTurnDone: s.firstTurnDone,
    drawn: s.drawn,
    plays: s.plays,
    result: s.result,
    voids: s.voids,
  };
}

/** The round's result: every seat's pips as its penalty (R10.3). */
export function finish(d: Draft, reason: RoundResult['reason']): void {
  d.phase = 'over';
  d.turn = -1;
  d.drawn = false;
  d.plays = 0;
  d.result = { reason, penalties: d.hands.map((h) => pipSum(h)) };
}

/**
 * A train value. Every TrainData is built here so that all of them share one object shape:
 * separate literals and a spread gave three shapes, and each read of a train in the move
 * generator then had to tell them apart.
 */
export function trainData(tiles: readonly number[], end: number, marked: boolean): TrainData {
  return { tiles, end, marked };
}

/** A new train with one more tile. */
export function extend(train: TrainData, tile: number, end: number, marked: boolean): TrainData {
  return trainData([...train.tiles, tile], end, marked);
}

/**
 * A list of n copies of value, built by pushing: `new Array(n).fill(value)` leaves a list
 * V8 marks as holey, and once replaced() has copied one such list, its copies of hands and
 * trains are made holey too and read more slowly everywhere.
 */
export function filled<T>(n: number, value: T): T[] {
  const list: T[] = [];
  for (let i = 0; i < n; i++) list.push(value);
  return list;
}

/** The list with item i replaced. */
export function replaced<T>(list: readonly T[], i: number, item: T): T[] {
  const copy = list.slice();
  copy[i] = item;
  return copy;
}
