/**
 * A possible round behind a seat's view: the view's public facts and own hand, with the
 * tiles the seat cannot see placed where the caller says. Computer players play such
 * imagined rounds out to weigh a move; the real round never enters them.
 */
import { MAX_PIP, TILE_COUNT, parseTile, tileId } from './tiles.ts';
import type { Parsed } from './action-text.ts';
import { filled, trainData } from './state.ts';
import type { PlayerView, RoundState, TileCode, TrainData } from './types.ts';

/** Where the hidden tiles are: each other seat's hand, and the yard in drawing order. */
export interface HiddenTiles {
  /** One list per seat; the view's own seat is ignored (its hand is the view's). */
  hands: readonly (readonly TileCode[])[];
  yard: readonly TileCode[];
}

class Refused extends Error {}

function ids(codes: readonly TileCode[], where: string, seen: Uint8Array): number[] {
  return codes.map((code) => {
    const id = parseTile(code);
    if (id < 0) throw new Refused(`${where}: "${String(code)}" is not a tile.`);
    if (seen[id]) throw new Refused(`${where}: the ${code} is already somewhere else.`);
    seen[id] = 1;
    return id;
  });
}

/**
 * The round state a view stands for with the hidden tiles where `hidden` puts them, or why
 * it cannot be: counts must match the view's and every tile must be somewhere exactly once.
 */
export function imagineRound(view: PlayerView, hidden: HiddenTiles): Parsed<RoundState> {
  try {
    return { ok: true, value: build(view, hidden) };
  } catch (e) {
    if (e instanceof Refused) return { ok: false, message: e.message };
    throw e;
  }
}

function build(view: PlayerView, hidden: HiddenTiles): RoundState {
  const n = view.players;
  if (view.phase === 'over') throw new Refused('The round is over: there is nothing left to imagine.');
  if (view.seat < 0 || view.seat >= n) throw new Refused('A seat\'s view is needed (not the public table).');
  if (hidden.hands.length !== n) throw new Refused(`Give ${n} hands.`);
  const seen = new Uint8Array(TILE_COUNT);
  if (view.phase !== 'engine') seen[tileId(view.engine, view.engine)] = 1;
  const trains: TrainData[] = view.trains.map((tr, t) => trainData(ids(tr.tiles, `train ${t}`, seen), tr.openEnd ?? -1, tr.marked));
  const hands = hidden.hands.map((h, s) => {
    const hand = ids(s === view.seat ? view.hand : h, `hand of seat ${s}`, seen);
    if (hand.length !== view.handCounts[s]) throw new Refused(`Seat ${s} holds ${view.handCounts[s]} tiles, not ${hand.length}.`);
    return hand;
  });
  const yard = ids(hidden.yard, 'yard', seen);
  if (yard.length !== view.yardSize) throw new Refused(`The yard holds ${view.yardSize} tiles, not ${yard.length}.`);
  if (seen.some((x) => x === 0)) throw new Refused('Some tile is nowhere: every tile must be placed exactly once.');
  const trainIndex = (ref: number | 'mexican'): number => (ref === 'mexican' ? n : ref);
  return {
    players: n,
    round: view.round,
    engine: view.engine,
    phase: view.phase,
    turn: view.turn,
    engineHolder: view.engineHolder,
    searchDraws: view.searchDraws.slice(),
    hands,
    yard,
    yardPos: 0,
    trains,
    exposed: view.exposed.map((x) => ({ tile: parseTile(x.tile), train: trainIndex(x.train) })),
    firstTurnDone: view.firstTurnDone.slice(),
    drawn: view.drawnThisOpportunity,
    plays: view.playsThisTurn,
    result: null,
    voids: view.voids.map((v) => {
      const counts = filled(MAX_PIP + 1, -1);
      v.forEach((c, i) => (counts[i] = c ?? -1));
      return counts;
    }),
  };
}
