/**
 * Imagined rounds played out fast (the core's PlayoutRound): a cheap policy for every seat.
 * It ranks the legal placements only — what is legal is the playout engine's answer.
 */
import type { PlayoutRound } from '../core/playout.ts';
import { LONGEST_GOAL, bestChain } from './chain.ts';
import { TILES, type Tile } from './tiles.ts';

/** Nodes a first-turn chain may use in a playout: enough for ordinary hands. */
const ROLLOUT_CHAIN_BUDGET = 120;

/** How the playout policy ranks a placement (pip-like units). */
export interface RolloutWeights {
  /** A double whose cover the seat holds (it plays again and covers it). */
  coveredDouble: number;
  /** A double with no cover in hand (the next player must cover it, or everyone draws). */
  bareDouble: number;
  /** Playing on the own unmarked train (kept for later: nobody else can use it). */
  ownTrain: number;
  /** Playing on the own marked train (takes the marker off). */
  ownMarked: number;
}

/** The playout policy's weights. */
export const ROLLOUT_WEIGHTS: RolloutWeights = {
  coveredDouble: 15,
  bareDouble: -8,
  ownTrain: -6,
  ownMarked: 3,
};

/** Scratch space for the placements of one position (tile, train pairs). */
const PAIRS = new Int32Array(2 * 91 * 11);

/** A first-turn chain, and how many tiles its seat had laid this turn when it was worked out. */
export interface FirstChain {
  tiles: Tile[];
  from: number;
}

/** A playout's memory: each seat's first-turn chain, worked out once. */
export type Chains = (FirstChain | null)[];

/** The chain a seat lays on its first turn in playouts: the longest from its train's end. */
export function firstChain(hand: readonly Tile[], need: number, plays: number): FirstChain {
  return { tiles: bestChain(hand, need, LONGEST_GOAL, false, ROLLOUT_CHAIN_BUDGET).tiles, from: plays };
}

/** Plays the policy's move for the seat to act. */
function rolloutStep(sim: PlayoutRound, chains: Chains, w: RolloutWeights = ROLLOUT_WEIGHTS): void {
  const n = sim.placements(PAIRS);
  const other = sim.other(n > 0);
  if (sim.phase === 1) {
    firstStep(sim, n, chains);
    return;
  }
  if (n === 0) {
    if (other === 'draw') sim.draw();
    else sim.pass();
    return;
  }
  const seat = sim.turn;
  const last = sim.counts[seat] === 1;
  let best = 0;
  let bestScore = -Infinity;
  for (let i = 0; i < n && !last; i++) {
    const t = TILES[PAIRS[2 * i]!]!;
    const train = PAIRS[2 * i + 1]!;
    let score = t.pips;
    if (t.double) score += sim.holdsOther(seat, t.id, t.a) ? w.coveredDouble : w.bareDouble;
    if (train === seat) score += sim.marked[seat] ? w.ownMarked : w.ownTrain;
    if (score > bestScore) {
      best = i;
      bestScore = score;
    }
  }
  sim.place(PAIRS[2 * best]!, PAIRS[2 * best + 1]!);
}

/** The first turn: the longest chain, laid tile by tile, then the end (or a pass). */
function firstStep(sim: PlayoutRound, n: number, chains: Chains): void {
  const seat = sim.turn;
  let chain = chains[seat];
  if (!chain) {
    chain = firstChain(sim.handOf(seat).map((id) => TILES[id]!), sim.needs(seat), sim.plays);
    chains[seat] = chain;
  }
  const next = chain.tiles[sim.plays - chain.from];
  if (next) {
    for (let i = 0; i < n; i++) {
      if (PAIRS[2 * i] === next.id) {
        sim.place(next.id, PAIRS[2 * i + 1]!);
        return;
      }
    }
  }
  if (sim.plays > 0) sim.endFirst();
  else if (n > 0) sim.place(PAIRS[0]!, PAIRS[1]!);
  else sim.pass();
}

/** A playout's end: each seat's penalty, and the actions it took. */
export interface PlayedOut {
  penalties: number[];
  actions: number;
}

/** Most actions of one playout: far more than any round takes (a guard, never reached). */
const MAX_STEPS = 5000;

/** Plays an imagined round on, in place, to its end; `known` holds first-turn chains already worked out. */
export function playOut(sim: PlayoutRound, w: RolloutWeights = ROLLOUT_WEIGHTS, known?: Chains): PlayedOut {
  const chains: Chains = known ? known.slice() : new Array<FirstChain | null>(sim.players).fill(null);
  for (let step = 0; step < MAX_STEPS; step++) {
    if (sim.penalties) return { penalties: sim.penalties, actions: step };
    rolloutStep(sim, chains, w);
  }
  const penalties: number[] = [];
  for (let s = 0; s < sim.players; s++) penalties.push(sim.pipsOf(s));
  return { penalties, actions: MAX_STEPS };
}
