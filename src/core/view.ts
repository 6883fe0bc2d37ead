/** What leaves the core: the referee's snapshot and each seat's PlayerView (R12.1). */
import { CODE, otherEnd } from './tiles.ts';
import { legalActions, trainRef } from './moves.ts';
import { needs, owed, playsAgain, wentOut, yardSize } from './state.ts';
import type { ExposedDouble, LaidTile, PlayerView, RoundSnapshot, RoundState, TileCode, TrainSnapshot, TrainView } from './types.ts';

function codes(tiles: readonly number[]): TileCode[] {
  return tiles.map((t) => CODE[t]!);
}

function trainsOf(state: RoundState): TrainSnapshot[] {
  return state.trains.map((train, t) => ({
    ref: trainRef(state, t),
    tiles: codes(train.tiles),
    openEnd: train.end >= 0 ? train.end : null,
    marked: train.marked,
  }));
}

/** Each tile of train t with the number it was joined by, from the hub outwards. */
function laidOf(state: RoundState, t: number): LaidTile[] {
  const laid: LaidTile[] = [];
  let end = state.engine;
  for (const tile of state.trains[t]!.tiles) {
    const open = otherEnd(tile, end);
    laid.push({ tile: CODE[tile]!, joined: end, open });
    end = open;
  }
  return laid;
}

function trainViews(state: RoundState): TrainView[] {
  return state.trains.map((train, t) => {
    const laid = laidOf(state, t);
    return {
      ref: trainRef(state, t),
      tiles: laid.map((l) => l.tile),
      openEnd: train.end >= 0 ? train.end : null,
      marked: train.marked,
      owner: t === state.players ? null : t,
      laid,
      needs: needs(state, t),
      exposed: state.exposed.some((x) => x.train === t),
    };
  });
}

/** One seat's proven counts as the view gives them: null where nothing is proven. */
function voidsOf(counts: readonly number[]): (number | null)[] {
  return counts.map((c) => (c < 0 ? null : c));
}

function exposedOf(state: RoundState): ExposedDouble[] {
  return state.exposed.map((x) => ({ tile: CODE[x.tile]!, train: trainRef(state, x.train) }));
}

/**
 * The whole round as plain JSON, every hand and the yard's order included. The fields are
 * spelled out here and in viewFor on purpose: an object spread deoptimises the caller's hot
 * loop.
 */
export function snapshot(state: RoundState): RoundSnapshot {
  return {
    players: state.players,
    round: state.round,
    engine: state.engine,
    phase: state.phase,
    turn: state.turn,
    engineHolder: state.engineHolder,
    searchDraws: state.searchDraws.slice(),
    hands: state.hands.map(codes),
    yard: codes(state.yard.slice(state.yardPos)),
    trains: trainsOf(state),
    exposed: exposedOf(state),
    firstTurnDone: state.firstTurnDone.slice(),
    drawnThisOpportunity: state.drawn,
    result: state.result ? { reason: state.result.reason, penalties: state.result.penalties.slice() } : null,
  };
}

/**
 * Exactly what one seat may know (R12.1): its hand and everything public. Other
 * hands and the yard's order never enter it; all hands are revealed at round end.
 */
export function viewFor(state: RoundState, seat: number): PlayerView {
  if (!Number.isInteger(seat) || seat < 0 || seat >= state.players) {
    throw new RangeError(`seat must be a whole number from 0 to ${state.players - 1}, not ${String(seat)}.`);
  }
  return viewOf(state, seat);
}

/**
 * The public table (seat −1): what everybody at the table may know, with no hand and no
 * legal actions — for a handoff screen or a device showing nobody's tiles (R12.2).
 */
export function publicView(state: RoundState): PlayerView {
  return viewOf(state, -1);
}

function viewOf(state: RoundState, seat: number): PlayerView {
  const mine = seat >= 0 && state.turn === seat;
  const duty = owed(state);
  return {
    seat,
    players: state.players,
    round: state.round,
    engine: state.engine,
    phase: state.phase,
    turn: state.turn,
    engineHolder: state.engineHolder,
    hand: seat >= 0 ? codes(state.hands[seat]!) : [],
    trains: trainViews(state),
    exposed: exposedOf(state),
    owed: duty ? { tile: CODE[duty.tile]!, train: trainRef(state, duty.train) } : null,
    yardSize: yardSize(state),
    handCounts: state.hands.map((h) => h.length),
    searchDraws: state.searchDraws.slice(),
    firstTurnDone: state.firstTurnDone.slice(),
    playsThisTurn: state.plays,
    drawnThisOpportunity: mine && state.drawn,
    legal: mine ? legalActions(state) : [],
    playsAgain: playsAgain(state),
    result: state.result
      ? { reason: state.result.reason, penalties: state.result.penalties.slice(), hands: state.hands.map(codes), out: wentOut(state) }
      : null,
    voids: state.voids.map(voidsOf),
  };
}

