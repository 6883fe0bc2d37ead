/**
 * Reference opponents for tournaments: random legal play, greedy (heaviest tile first)
 * and the longest-chain planner (the best published strategy). Like the real computer
 * players they see a PlayerView only.
 */
import seedrandom from 'seedrandom';
import type { Action, PlayerView } from '../core/types.ts';
import { chooseAction } from '../ai/index.ts';
import { LONGEST_GOAL, PLAN_GOAL, bestChain } from '../ai/chain.ts';
import { readTable } from '../ai/table.ts';
import { tileOf, type Tile } from '../ai/tiles.ts';

/** A computer player: one legal action for the view of the seat to act. */
export type Bot = (view: PlayerView) => Action;

/** The bot kinds a tournament accepts. */
export const BOT_NAMES = ['expert', 'sharp', 'relaxed', 'planner', 'greedy', 'random'] as const;
/** One of BOT_NAMES. */
export type BotName = (typeof BOT_NAMES)[number];

function only(view: PlayerView): Action[] {
  if (view.legal.length === 0) throw new Error(`Seat ${view.seat} has no legal action to choose from.`);
  return view.legal;
}

/** Plays a uniformly random legal action, drawn from a seeded generator. */
export function randomBot(seed: string): Bot {
  const rng = seedrandom(seed);
  return (view) => {
    const legal = only(view);
    return legal[Math.floor(rng() * legal.length)]!;
  };
}

function heaviest(legal: readonly Action[], keep: (a: Action & { type: 'play' }, t: Tile) => boolean = () => true): Action | null {
  let best: Action | null = null;
  let bestPips = -1;
  for (const a of legal) {
    if (a.type !== 'play') continue;
    const t = tileOf(a.tile);
    if (keep(a, t) && t.pips > bestPips) {
      best = a;
      bestPips = t.pips;
    }
  }
  return best;
}

/** Plays the heaviest tile that fits (first turn included); draws, passes or ends only when nothing fits. */
export const greedyBot: Bot = (view) => {
  const legal = only(view);
  return heaviest(legal) ?? legal[0]!;
};

/**
 * The longest-chain planner: lays its longest chain on the first turn; later it keeps the
 * longest chain from its own train's end as a plan, sheds off-plan tiles elsewhere
 * (heaviest first) and plays on its own train only when nothing else fits.
 */
export const plannerBot: Bot = (view) => {
  const legal = only(view);
  if (legal.length === 1) return legal[0]!;
  const table = readTable(view);
  if (view.phase === 'firstTurns') {
    const chain = bestChain(table.hand, table.own.need, LONGEST_GOAL);
    const next = chain.tiles[0];
    const play = next && legal.find((a) => a.type === 'play' && tileOf(a.tile).id === next.id);
    return play || legal.find((a) => a.type === 'endFirstTurn') || legal[0]!;
  }
  if (view.owed) return heaviest(legal) ?? legal[0]!;
  const plan = bestChain(table.hand, table.own.need, PLAN_GOAL);
  const onPlan = new Set(plan.tiles.map((t) => t.id));
  const elsewhere = heaviest(legal, (a, t) => !onPlan.has(t.id) && a.train !== view.seat);
  if (elsewhere) return elsewhere;
  const next = plan.tiles[0];
  const own = next && legal.find((a) => a.type === 'play' && a.train === view.seat && tileOf(a.tile).id === next.id);
  return own || heaviest(legal) || legal[0]!;
};

/** The bot of a given kind; `seed` drives the random bot only. */
export function makeBot(name: BotName, seed: string): Bot {
  switch (name) {
    case 'expert':
      return (view) => chooseAction(view, { level: 'expert' });
    case 'sharp':
      return (view) => chooseAction(view, { level: 'sharp' });
    case 'relaxed':
      return (view) => chooseAction(view, { level: 'relaxed' });
    case 'planner':
      return plannerBot;
    case 'greedy':
      return greedyBot;
    case 'random':
      return randomBot(seed);
  }
}
