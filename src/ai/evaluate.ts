/**
 * How good the table looks for this seat after one imagined turn: a cost in pip-like
 * units (lower is better). It weighs the tiles and pips kept, the plan on the seat's own
 * train, the tiles that have no home yet, the marker, a draw, and the doubles left for
 * the next players to cover (counted from the unseen tiles of each number).
 */
import type { Chain } from './chain.ts';
import { PLAN_GOAL, bestChain } from './chain.ts';
import type { Table } from './table.ts';
import { chanceHoldsNone, mayUse } from './table.ts';
import type { Tile } from './tiles.ts';
import { shows, tileAt } from './tiles.ts';
import type { Line } from './turn.ts';

/** The sharp player's judgement, as numbers (pip-like units). */
export interface Weights {
  /** Each tile kept in hand (a turn still to spend). */
  tile: number;
  /** Each pip kept in hand, while no opponent is close to going out. */
  pip: number;
  /** Extra weight per pip when an opponent holds 1, 2 or 3 tiles. */
  urgent: [number, number, number];
  /** An off-plan tile that fits a public train's end right now. */
  offLive: number;
  /** An off-plan tile that fits no public train now. */
  offStuck: number;
  /** An off-plan double without a cover in hand. */
  loneDouble: number;
  /** The seat's own train left carrying its marker. */
  marked: number;
  /** The turn ends in a draw (one more tile, probably a marker). */
  draw: number;
  /** The turn ends in a pass with an empty yard. */
  pass: number;
  /** Each opponent expected to fail to cover a double this seat leaves, holding a cover itself. */
  trap: number;
  /** The same, when this seat holds no cover (it must draw if the double comes back). */
  bluff: number;
  /** A double that nobody can ever cover (every cover is on the table). */
  lock: number;
  /** Per plan tile, when a double on the own train is left for others to cover. */
  ownExposed: number;
  /** Each opponent likely to find no tile for any end open to it (next opponent first, by turn order). */
  block: [number, number, number];
  /** No plan tile and no tile fitting a public end: this seat will probably draw next turn. */
  selfStuck: number;
  /** No plan tile, but something fits a public end that may still change before the next turn. */
  selfShaky: number;
  /** Extra block weight for an opponent close to going out: block × (1 + blockNear / tiles held). */
  blockNear: number;
  /** Whether an opponent's own train end counts as open to it (it rarely holds a tile for it). */
  blockOwnEnd: boolean;
  /** Starting the empty Mexican Train (a public end of this seat's choosing). */
  openMexican: number;
}

/** The weights of the sharp player, tuned by tournaments against the planner. */
export const SHARP_WEIGHTS: Weights = {
  tile: 10,
  pip: 0.6,
  urgent: [1, 0.5, 0],
  offLive: 2,
  offStuck: 6,
  loneDouble: 4,
  marked: 4,
  draw: 18,
  pass: 10,
  trap: 35,
  bluff: 35,
  lock: 60,
  ownExposed: 3,
  block: [35, 35, 35],
  selfStuck: 30,
  selfShaky: 10,
  blockNear: 0,
  blockOwnEnd: true,
  openMexican: 10,
};

/** A per-decision cache of plans, keyed by start number and hand. */
export type PlanCache = Map<string, Chain>;

/** The plan (longest light chain) from the own train's end over a hand, cached per decision. */
export function planFor(hand: readonly Tile[], start: number, cache: PlanCache): Chain {
  let key = `${start}:`;
  for (const t of hand) key += `${t.id},`;
  let plan = cache.get(key);
  if (!plan) {
    plan = bestChain(hand, start, PLAN_GOAL);
    cache.set(key, plan);
  }
  return plan;
}

/** Weight of a pip given the smallest opponent hand. */
function pipWeight(table: Table, w: Weights): number {
  const k = table.oppMin;
  return w.pip + (k >= 1 && k <= 3 ? w.urgent[k - 1]! : 0);
}

/** Expected opponents failing in turn to cover a double of number d, and the chance all fail. */
function coverOdds(table: Table, d: number): { fails: number; allFail: number } {
  const u = table.unseen[d]!;
  const total = Math.max(1, table.unseenTotal);
  const miss = table.view.yardSize > 0 ? 1 - u / total : 1;
  let chain = 1;
  let fails = 0;
  for (let k = 1; k < table.players; k++) {
    const s = (table.seat + k) % table.players;
    chain *= chanceHoldsNone(u, table.view.handCounts[s]!, total) * miss;
    fails += chain;
  }
  return { fails, allFail: chain };
}

/**
 * Chance that opponent `seat` holds no tile for any end open to it after the imagined
 * turn: the Mexican Train, its own train and every marked train.
 */
function stuckChance(table: Table, line: Line, seat: number, ownEnd = true): number {
  const open: number[] = [];
  for (const tr of table.trains) {
    const marked = tr.index === table.own.index ? line.ownMarked : tr.marked;
    if (tr.owner !== -1 && !marked && (tr.owner !== seat || !ownEnd)) continue;
    const n = line.needs[tr.index]!;
    if (!open.includes(n)) open.push(n);
  }
  // Unseen tiles showing an open number; a tile showing two of them counted once.
  let fitting = 0;
  for (let i = 0; i < open.length; i++) {
    fitting += table.unseen[open[i]!]!;
    for (let j = 0; j < i; j++) if (table.unseenTile[tileAt(open[i]!, open[j]!).id]) fitting--;
  }
  return chanceHoldsNone(fitting, table.view.handCounts[seat]!, Math.max(1, table.unseenTotal));
}

/** The cost of the table after an imagined turn (lower is better). */
export function lineCost(table: Table, line: Line, w: Weights, cache: PlanCache): number {
  if (line.ending === 'out') return -1e6;
  const hand = line.hand;
  const own = table.own.index;
  const plan = planFor(hand, line.needs[own]!, cache);
  const onPlan = new Set<number>();
  for (const t of plan.tiles) onPlan.add(t.id);

  let pips = 0;
  for (const t of hand) pips += t.pips;
  let cost = w.tile * hand.length + pipWeight(table, w) * pips;

  const publicNeed = new Array<boolean>(13).fill(false);
  for (const tr of table.trains) if (tr.index !== own && mayUse(table, tr)) publicNeed[line.needs[tr.index]!] = true;
  let live = 0;
  for (const t of hand) {
    if (onPlan.has(t.id)) continue;
    const fits = publicNeed[t.a] || publicNeed[t.b];
    if (fits) live++;
    cost += fits ? w.offLive : w.offStuck;
    if (t.double && !hand.some((x) => x !== t && shows(x, t.a))) cost += w.loneDouble;
  }

  if (plan.tiles.length === 0 && hand.length > 0) {
    cost += live > 0 ? w.selfShaky : w.selfStuck;
  }
  if (line.ownMarked) cost += w.marked;
  if (table.mexican.length === 0 && line.steps.some((s) => s.train === table.mexican.index)) cost -= w.openMexican;
  if (line.ending === 'draw') cost += w.draw;
  if (line.ending === 'pass') cost += w.pass;

  if (line.exposed.length === 0) {
    for (let k = 1; k < table.players && k <= 3; k++) {
      const seat = (table.seat + k) % table.players;
      const near = 1 + w.blockNear / Math.max(1, table.view.handCounts[seat]!);
      cost -= w.block[k - 1]! * near * stuckChance(table, line, seat, w.blockOwnEnd);
    }
  }
  for (const x of line.exposed) {
    const d = x.tile.a;
    const covers = hand.some((t) => shows(t, d));
    const odds = coverOdds(table, d);
    if (table.unseen[d] === 0 && !covers) cost += w.lock;
    else if (covers) cost -= w.trap * odds.fails;
    else cost += w.draw * odds.allFail - w.bluff * odds.fails;
    if (x.train === own) cost += w.ownExposed * plan.tiles.length * (1 - odds.allFail);
  }
  return cost;
}
