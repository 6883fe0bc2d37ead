/**
 * The expert player. Where it has a choice it imagines worlds the hidden tiles could form
 * (sample.ts: consistent with every count and with what the round's history proves),
 * plays each candidate move out to the end of the round in each world (rollout.ts on the
 * core's playout engine, core/playout.ts), and compares the outcomes for the session score:
 * its own penalty against the others' average. The candidates are the sharp judgement's best moves; the sharp move
 * stands unless another one does clearly better in the same worlds. Candidates that are
 * clearly no better are dropped as the worlds come in, so easy choices cost little. Its
 * effort is a fixed budget of worlds and actions, never a clock, and its randomness is
 * seeded from the view: the same view always gives the same move.
 */
import { imagineRound } from '../core/imagine.ts';
import { PlayoutRound } from '../core/playout.ts';
import type { Action } from '../core/types.ts';
import { SHARP_WEIGHTS, lineCost, type PlanCache } from './evaluate.ts';
import { generator, viewSeed } from './random.ts';
import { ROLLOUT_WEIGHTS, firstChain, playOut, type Chains, type FirstChain, type RolloutWeights } from './rollout.ts';
import { hiddenTiles, sampler, type World } from './sample.ts';
import { sharpDecision, type Decision } from './sharp.ts';
import type { Table } from './table.ts';
import { TILES, sameAction, tileOf } from './tiles.ts';
import { turnLines } from './turn.ts';

/** How much the expert thinks per decision: a fixed budget, never a clock. */
export interface ExpertBudget {
  /** Most candidate moves weighed (the sharp judgement's best ones, the sharp move first). */
  candidates: number;
  /** Most worlds per decision in the play phase. */
  worlds: number;
  /** Most worlds per first-turn decision (whole rounds to play out, so fewer). */
  firstWorlds: number;
  /** Whether first-turn decisions are weighed too (else the sharp first-turn chain). */
  firstTurns: boolean;
  /** Worlds between two looks at the running verdict, and the fewest before the first look. */
  batch: number;
  minWorlds: number;
  /** Most actions played out per decision in all: the hard bound on the work. */
  actions: number;
  /** How much better, in penalty pips, a move must do on average to overrule the sharp move. */
  margin: number;
  /** ...and by how many standard errors of the paired difference. */
  z: number;
  /** A candidate is dropped once it is this many standard errors short of overruling. */
  drop: number;
  /** Weight of the others' average penalty against the own (1: the plain difference). */
  others: number;
  /** How the playouts play. */
  rollout: RolloutWeights;
}

/** The expert's budget, tuned by tournaments against the sharp player and by the decision-time bench. */
export const EXPERT_BUDGET: ExpertBudget = {
  candidates: 5,
  worlds: 300,
  firstWorlds: 300,
  firstTurns: true,
  batch: 25,
  minWorlds: 50,
  actions: 30_000,
  margin: 1,
  z: 1,
  drop: 1.5,
  others: 1,
  rollout: ROLLOUT_WEIGHTS,
};

/** A decision with what the samples said: per candidate, the average outcome (lower is better) over the worlds it was played in. */
export interface ExpertDecision extends Decision {
  /** Worlds played out. */
  samples: number;
  outcomes: { action: Action; mean: number; worlds: number }[];
}

/** The moves worth weighing: the sharp move, then the others by the sharp judgement's cost of their best imagined turn. */
function candidatesOf(table: Table, sharp: Action, limit: number): Action[] {
  const legal = table.view.legal;
  if (table.view.phase !== 'play') return [sharp, ...legal.filter((a) => !sameAction(a, sharp))].slice(0, limit);
  const cache: PlanCache = new Map();
  const best = new Map<string, number>();
  for (const line of turnLines(table)) {
    const first = line.steps[0]!;
    const key = `${first.tile.id}@${first.train}`;
    const cost = lineCost(table, line, SHARP_WEIGHTS, cache);
    if (!(cost >= (best.get(key) ?? Infinity))) best.set(key, cost);
  }
  const scored = legal.map((action, i) => {
    const train = action.type === 'play' ? table.trains.find((t) => t.ref === action.train)!.index : -1;
    const cost = action.type === 'play' ? (best.get(`${tileOf(action.tile).id}@${train}`) ?? Infinity) : Infinity;
    return { action, i, rank: sameAction(action, sharp) ? -Infinity : cost };
  });
  scored.sort((x, y) => x.rank - y.rank || x.i - y.i);
  return scored.slice(0, limit).map((c) => c.action);
}

/** The outcome of a finished imagined round for `seat`: own penalty against the others' average. */
function outcome(penalties: readonly number[], seat: number, others: number): number {
  let sum = 0;
  for (let s = 0; s < penalties.length; s++) if (s !== seat) sum += penalties[s]!;
  return penalties[seat]! - (others * sum) / (penalties.length - 1);
}

/** A legal action of the view as a move of the playout engine. */
function moveOf(table: Table, action: Action): (sim: PlayoutRound) => void {
  switch (action.type) {
    case 'play': {
      const tile = tileOf(action.tile).id;
      const train = table.trains.find((t) => t.ref === action.train)!.index;
      return (sim) => sim.place(tile, train);
    }
    case 'draw':
      return (sim) => sim.draw();
    case 'pass':
      return (sim) => sim.pass();
    default:
      return (sim) => sim.endFirst();
  }
}

/** The expert's own first-turn chain after a candidate move, if its first turn goes on. */
function ownChainAfter(template: PlayoutRound, move: (sim: PlayoutRound) => void, seat: number): FirstChain | null {
  const sim = new PlayoutRound().copyFrom(template);
  move(sim);
  if (sim.phase !== 1 || sim.turn !== seat) return null;
  return firstChain(sim.handOf(seat).map((id) => TILES[id]!), sim.needs(seat), sim.plays);
}

/** A world's tiles as the core's imagineRound takes them. */
function hiddenOf(world: World): { hands: string[][]; yard: string[] } {
  return { hands: world.hands.map((h) => h.map((id) => TILES[id]!.code)), yard: world.yard.map((id) => TILES[id]!.code) };
}

/** Mean and standard error of a list. */
function stats(xs: readonly number[]): { mean: number; se: number } {
  const n = xs.length;
  let sum = 0;
  for (const x of xs) sum += x;
  const mean = n ? sum / n : 0;
  let sq = 0;
  for (const x of xs) sq += (x - mean) ** 2;
  return { mean, se: n > 1 ? Math.sqrt(sq / (n - 1) / n) : Infinity };
}

/** The expert's decision for any phase. */
export function expertDecision(table: Table, budget: ExpertBudget = EXPERT_BUDGET): ExpertDecision {
  const view = table.view;
  const sharp = sharpDecision(table);
  const plain: ExpertDecision = { ...sharp, samples: 0, outcomes: [] };
  const first = view.phase === 'firstTurns';
  if (view.legal.length < 2 || !(view.phase === 'play' || (first && budget.firstTurns))) return plain;
  const candidates = candidatesOf(table, sharp.action, budget.candidates);
  if (candidates.length < 2) return plain;

  const rng = generator(viewSeed(view));
  const draw = sampler(view, hiddenTiles(table.unseenTile));
  const firstWorld = draw(rng);
  if (!firstWorld) return plain;
  // The core builds the round behind the view once; each world then only deals its hidden tiles.
  const imagined = imagineRound(view, hiddenOf(firstWorld));
  if (!imagined.ok) return plain;
  const template = PlayoutRound.from(imagined.value);
  const moves = candidates.map((c) => moveOf(table, c));
  // First turns (R6.2) are played on the own train only, so each chain depends on one hand:
  // the others' on the world, the own on the candidate. Each is worked out once.
  const ownChains = moves.map((move) => (first ? ownChainAfter(template, move, view.seat) : null));
  const chains: Chains = new Array<FirstChain | null>(view.players).fill(null);

  // values[k][i]: candidate k's outcome in world i; diffs against the sharp move (candidate 0).
  const values: number[][] = candidates.map(() => []);
  const diffs: number[][] = candidates.map(() => []);
  let alive = candidates.map((_, k) => k).filter((k) => k > 0);
  const start = new PlayoutRound();
  const sim = new PlayoutRound();
  const limit = first ? budget.firstWorlds : budget.worlds;
  let actions = 0;
  let worlds = 0;
  for (let world: World | null = firstWorld; world && worlds < limit && actions < budget.actions && alive.length > 0; world = draw(rng)) {
    start.copyFrom(template).deal(world.hands, world.yard, view.seat);
    if (first) {
      for (let s = 0; s < view.players; s++) {
        chains[s] = s === view.seat || view.firstTurnDone[s] ? null : firstChain(world.hands[s]!.map((id) => TILES[id]!), view.engine, 0);
      }
    }
    for (const k of [0, ...alive]) {
      sim.copyFrom(start);
      moves[k]!(sim);
      chains[view.seat] = ownChains[k]!;
      const out = playOut(sim, budget.rollout, first ? chains : undefined);
      values[k]!.push(outcome(out.penalties, view.seat, budget.others));
      actions += out.actions + 1;
    }
    worlds++;
    for (const k of alive) diffs[k]!.push(values[k]!.at(-1)! - values[0]!.at(-1)!);
    if (worlds >= budget.minWorlds && worlds % budget.batch === 0) {
      // Drop what cannot overrule the sharp move any more.
      alive = alive.filter((k) => {
        const d = stats(diffs[k]!);
        return d.mean - budget.drop * d.se < -budget.margin;
      });
    }
  }
  const outcomes = candidates.map((action, k) => ({ action, mean: stats(values[k]!).mean, worlds: values[k]!.length }));
  let best = 0;
  let bestGain = 0;
  for (const k of alive) {
    const d = stats(diffs[k]!);
    if (d.mean < -budget.margin && d.mean < -budget.z * d.se && -d.mean > bestGain) {
      best = k;
      bestGain = -d.mean;
    }
  }
  return best === 0 ? { ...sharp, samples: worlds, outcomes } : { action: candidates[best]!, samples: worlds, outcomes };
}
