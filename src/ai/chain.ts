/**
 * The chain search: the best trail of hand tiles from one number outwards (tiles are
 * edges between their two numbers, doubles are loops). Used for the first-turn chain
 * (R6) and for the plan of a player's own train in later turns. Exact for the hands of
 * this game, with a node budget as a hard bound on the work.
 */
import type { Tile } from './tiles.ts';
import { NUMBERS, other } from './tiles.ts';

/** What a chain is for: how its pips count and how bad a double at its end is. */
export interface ChainGoal {
  /** +1: pips laid are good (first turn sheds them); −1: keep the chain light (a plan played last). */
  pipSign: 1 | -1;
  /** Cost, in tiles, of a chain that ends on an uncovered double while the hand is not empty. */
  doubleEnd: number;
  /** Worth of one tile laid, in pips; absent: length always comes first. */
  tileWorth?: number;
  /**
   * Worth of what the chain leaves in hand, at most leftoverMax: `used` marks the chain's
   * tiles and `left[n]` counts the kept tiles showing n (a double once).
   */
  leftover?: (hand: readonly Tile[], used: Uint8Array, end: number, left: Int32Array) => number;
  leftoverMax?: number;
}

/** A found chain: tiles in laying order from the start number, and where it ends. */
export interface Chain {
  tiles: Tile[];
  end: number;
  pips: number;
  /** Whether the chain ends on a double (left exposed unless covered later). */
  endsOnDouble: boolean;
  /** The objective value (tiles first, then pips, minus the double-end cost). */
  score: number;
  /** Search nodes used; equal to the budget when the search was cut short. */
  nodes: number;
}

/** Weight of one tile in the score: more than any pip difference, so length comes first. */
const LENGTH = 10000;

/** Default node budget: far above what a 15-tile hand needs, and bounded in time (< 1 ms). */
export const CHAIN_BUDGET = 6000;

/** The plain longest chain, the heaviest among equally long ones (the planner's first turn). */
export const LONGEST_GOAL: ChainGoal = { pipSign: 1, doubleEnd: 0 };
/** The plan goal: the longest chain, keeping heavy tiles off it so they are shed first. */
export const PLAN_GOAL: ChainGoal = { pipSign: -1, doubleEnd: 0 };

function chainScore(goal: ChainGoal, len: number, pips: number, endsOnDouble: boolean, handLeft: number): number {
  const worth = goal.tileWorth ?? LENGTH;
  const penalty = endsOnDouble && handLeft > 0 ? goal.doubleEnd * worth : 0;
  return len * worth + goal.pipSign * pips - penalty;
}

/**
 * The best chain from `start` over `hand` (which must not include tiles already laid).
 * `startsOnDouble` tells that the train's open end is a double laid this very turn, so
 * stopping at once leaves it exposed. Deterministic: ties go to the first chain in a
 * fixed tile order, so re-running it after laying the first tile continues the same chain.
 */
export function bestChain(
  hand: readonly Tile[],
  start: number,
  goal: ChainGoal,
  startsOnDouble = false,
  budget = CHAIN_BUDGET,
): Chain {
  const n = hand.length;
  const loop = new Array<number>(NUMBERS).fill(-1);
  const adj: number[][] = [];
  for (let v = 0; v < NUMBERS; v++) adj.push([]);
  const order = hand.map((_, i) => i).sort((x, y) => goal.pipSign * (hand[y]!.pips - hand[x]!.pips) || hand[x]!.id - hand[y]!.id);
  for (const i of order) {
    const t = hand[i]!;
    if (t.double) loop[t.a] = i;
    else {
      adj[t.a]!.push(i);
      adj[t.b]!.push(i);
    }
  }
  // The tiles reachable from start bound what any chain can still add.
  const reach = new Array<boolean>(NUMBERS).fill(false);
  const stack = [start];
  reach[start] = true;
  let compSize = 0;
  let compPips = 0;
  const counted = new Uint8Array(n);
  while (stack.length > 0) {
    const v = stack.pop()!;
    const ids = loop[v]! >= 0 ? [loop[v]!, ...adj[v]!] : adj[v]!;
    for (const i of ids) {
      if (!counted[i]) {
        counted[i] = 1;
        compSize++;
        compPips += hand[i]!.pips;
      }
      const w = other(hand[i]!, v);
      if (!reach[w]) {
        reach[w] = true;
        stack.push(w);
      }
    }
  }

  const used = new Uint8Array(n);
  const left = new Int32Array(NUMBERS);
  for (const t of hand) {
    left[t.a]!++;
    if (!t.double) left[t.b]!++;
  }
  const take = (i: number, delta: number): void => {
    const t = hand[i]!;
    used[i] = delta < 0 ? 1 : 0;
    left[t.a]! += delta;
    if (!t.double) left[t.b]! += delta;
  };
  const path: number[] = [];
  let bestScore = -Infinity;
  let bestPath: number[] = [];
  let bestEnd = start;
  let bestDouble = startsOnDouble;
  let nodes = 0;
  const worth = goal.tileWorth ?? LENGTH;
  const extra = goal.leftover ? (goal.leftoverMax ?? 0) : 0;
  const optimistic = (len: number, pips: number): number =>
    (compSize > len ? compSize : len) * worth + (goal.pipSign > 0 ? compPips : -pips) + extra;

  const visit = (v: number, len: number, pips: number, onDouble: boolean): void => {
    nodes++;
    let s = chainScore(goal, len, pips, onDouble, n - len);
    if (goal.leftover) s += goal.leftover(hand, used, v, left);
    if (s > bestScore) {
      bestScore = s;
      bestPath = path.slice();
      bestEnd = v;
      bestDouble = onDouble;
    }
    if (nodes >= budget || optimistic(len, pips) <= bestScore) return;
    const d = loop[v]!;
    if (d >= 0 && !used[d]) {
      // Taking a double at the first visit of its number never shortens a chain.
      take(d, -1);
      path.push(d);
      visit(v, len + 1, pips + hand[d]!.pips, true);
      path.pop();
      take(d, 1);
      return;
    }
    for (const i of adj[v]!) {
      if (used[i]) continue;
      take(i, -1);
      path.push(i);
      visit(other(hand[i]!, v), len + 1, pips + hand[i]!.pips, false);
      path.pop();
      take(i, 1);
      if (nodes >= budget) return;
    }
  };
  visit(start, 0, 0, startsOnDouble);

  const tiles = bestPath.map((i) => hand[i]!);
  let pips = 0;
  for (const t of tiles) pips += t.pips;
  return { tiles, end: bestEnd, pips, endsOnDouble: bestDouble, score: bestScore, nodes };
}

/** The tiles of a hand not used by a chain, in hand order. */
export function offChain(hand: readonly Tile[], chain: Chain): Tile[] {
  const on = new Set(chain.tiles.map((t) => t.id));
  return hand.filter((t) => !on.has(t.id));
}
