/** newRound: the deal (R3) and the engine search (R4.2). */
import { parseSeed } from '../shuffle/index.ts';
import { dealFromSeed } from './deal.ts';
import { CODE, MAX_PIP, TILE_COUNT, parseTile, tileId } from './tiles.ts';
import { filled, trainData } from './state.ts';
import type { RoundSetup, RoundState, TrainData } from './types.ts';

/** Engine pip value of round r (R2.1): 12 in round 1 down to 0 in round 13. */
export function engineOf(round: number): number {
  return 13 - round;
}

/** Checks players and round; throws a RangeError a caller can read. */
export function checkCounts(players: unknown, round: unknown): void {
  if (typeof players !== 'number' || !Number.isInteger(players) || players < 2 || players > 10) {
    throw new RangeError(`players must be a whole number from 2 to 10, not ${String(players)}.`);
  }
  if (typeof round !== 'number' || !Number.isInteger(round) || round < 1 || round > 13) {
    throw new RangeError(`round must be a whole number from 1 to 13, not ${String(round)}.`);
  }
}

/** Parses a list of tile codes, throwing on anything that is not a tile. */
function tilesOf(list: unknown, where: string): number[] {
  if (!Array.isArray(list)) throw new RangeError(`${where} must be a list of tile codes.`);
  return list.map((code) => {
    const id = parseTile(code);
    if (id < 0) throw new RangeError(`${where} holds "${String(code)}", which is not a tile of the double-twelve set.`);
    return id;
  });
}

/** Hands and yard of an explicit deal, checked to hold all 91 tiles exactly once. */
function explicitDeal(players: number, deal: NonNullable<RoundSetup['deal']>): { hands: number[][]; yard: number[] } {
  if (typeof deal !== 'object' || deal === null || !Array.isArray(deal.hands)) {
    throw new RangeError('deal must be { hands: TileCode[][], yard: TileCode[] }.');
  }
  if (deal.hands.length !== players) {
    throw new RangeError(`deal.hands has ${deal.hands.length} hands for ${players} players.`);
  }
  const hands = deal.hands.map((h, s) => tilesOf(h, `deal.hands[${s}]`));
  const yard = tilesOf(deal.yard, 'deal.yard');
  const seen = new Array<boolean>(TILE_COUNT).fill(false);
  for (const id of [...hands.flat(), ...yard]) {
    if (seen[id]) throw new RangeError(`The deal holds the ${CODE[id]} more than once.`);
    seen[id] = true;
  }
  const missing = seen.flatMap((s, id) => (s ? [] : [CODE[id]]));
  if (missing.length > 0) throw new RangeError(`The deal must hold all 91 tiles; missing: ${missing.join(', ')}.`);
  return { hands, yard };
}

/** Deals a round and runs the engine search; the engine holder then confirms the engine. */
export function newRound(setup: RoundSetup): RoundState {
  if (typeof setup !== 'object' || setup === null) throw new RangeError('newRound needs a setup object.');
  const { players, round } = setup;
  checkCounts(players, round);
  let dealt: { hands: number[][]; yard: number[] };
  if (setup.deal !== undefined && setup.seed !== undefined) {
    throw new RangeError('Give a seed or an explicit deal, not both.');
  } else if (setup.deal !== undefined) {
    dealt = explicitDeal(players, setup.deal);
  } else if (setup.seed !== undefined) {
    const seed = parseSeed(setup.seed);
    if (!seed.ok) throw new RangeError(`Unreadable seed: ${seed.message}`);
    dealt = dealFromSeed(seed.seed, players, round);
  } else {
    throw new RangeError('newRound needs a seed or an explicit deal.');
  }
  return engineSearch(players, round, dealt.hands, dealt.yard);
}

/**
 * R4.2: while nobody holds the engine, every seat draws one tile per batch, in seat
 * order from (r−1) mod n; a batch is always completed, and a yard too short for a
 * batch gives its last tiles one each in the same order.
 */
function engineSearch(players: number, round: number, dealtHands: number[][], yard: number[]): RoundState {
  const engine = engineOf(round);
  const engineId = tileId(engine, engine);
  // Copied by pushing: an optimised .map() returns a holey list (see filled in state.ts).
  const hands: number[][] = [];
  for (const hand of dealtHands) hands.push(hand.slice());
  const searchDraws = filled(players, 0);
  let pos = 0;
  const holderOf = (): number => hands.findIndex((h) => h.includes(engineId));
  const start = (round - 1) % players;
  while (holderOf() < 0 && pos < yard.length) {
    const batch = Math.min(players, yard.length - pos);
    for (let i = 0; i < batch; i++) {
      const seat = (start + i) % players;
      hands[seat]!.push(yard[pos++]!);
      searchDraws[seat]!++;
    }
  }
  const engineHolder = holderOf();
  const trains: TrainData[] = [];
  for (let t = 0; t <= players; t++) trains.push(trainData([], -1, false));
  return {
    players,
    round,
    engine,
    phase: 'engine',
    turn: engineHolder,
    engineHolder,
    searchDraws,
    hands,
    yard,
    yardPos: pos,
    trains,
    exposed: [],
    firstTurnDone: filled(players, false),
    drawn: false,
    plays: 0,
    result: null,
    voids: noVoids(players),
  };
}

/** Nothing proven about any seat's hand yet: −1 for every seat and number. */
export function noVoids(players: number): number[][] {
  const voids: number[][] = [];
  for (let s = 0; s < players; s++) voids.push(filled(MAX_PIP + 1, -1));
  return voids;
}
