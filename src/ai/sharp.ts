/**
 * The sharp player: the exact best chain on the first turn, and in later turns the
 * imagined turn (doubles included) whose resulting table costs least (evaluate.ts).
 */
import type { Action } from '../core/types.ts';
import type { Chain } from './chain.ts';
import { bestChain } from './chain.ts';
import type { FirstWeights } from './first.ts';
import { FIRST_WEIGHTS, firstGoal } from './first.ts';
import type { PlanCache, Weights } from './evaluate.ts';
import { SHARP_WEIGHTS, lineCost, planFor } from './evaluate.ts';
import type { Table } from './table.ts';
import { tileOf } from './tiles.ts';
import type { Line } from './turn.ts';
import { turnLines } from './turn.ts';

/** A choice with what led to it (the hint explains it from these). */
export interface Decision {
  action: Action;
  /** First turn: the chain still to lay, starting with this action's tile. */
  chain?: Chain;
  /** Later turns: the imagined turn chosen, and the plan it leaves on the own train. */
  line?: Line;
  plan?: Chain;
  /** Later turns: how many imagined turns were compared. */
  lines?: number;
}

/** The legal action placing a tile (by index) on a train (by ref), if there is one. */
export function findPlay(table: Table, tileId: number, train: number | 'mexican'): Action | undefined {
  return table.view.legal.find((a) => a.type === 'play' && a.train === train && tileOf(a.tile).id === tileId);
}

/** Whether the own train currently ends on a double laid this turn (first turn). */
function ownEndsOnDouble(table: Table): boolean {
  const tiles = table.view.trains[table.own.index]!.tiles;
  const last = tiles[tiles.length - 1];
  return table.view.playsThisTurn > 0 && last !== undefined && tileOf(last).double;
}

/** First turn (R6): lay the best chain one tile per decision, then end the turn. */
function firstTurnDecision(table: Table, fw: FirstWeights = FIRST_WEIGHTS): Decision {
  const legal = table.view.legal;
  const chain = bestChain(table.hand, table.own.need, firstGoal(table.engine, fw), ownEndsOnDouble(table));
  const next = chain.tiles[0];
  const play = next && findPlay(table, next.id, table.seat);
  if (play) return { action: play, chain };
  const stop = legal.find((a) => a.type === 'endFirstTurn') ?? legal.find((a) => a.type === 'pass');
  return { action: stop ?? legal[0]!, chain };
}

/** A later turn: the legal action starting the imagined turn of least cost. */
function playDecision(table: Table, w: Weights = SHARP_WEIGHTS): Decision {
  const legal = table.view.legal;
  if (!legal.some((a) => a.type === 'play')) return { action: legal[0]! };
  const cache: PlanCache = new Map();
  const lines = turnLines(table);
  let best: Line | null = null;
  let bestCost = Infinity;
  let bestKey = '';
  for (const line of lines) {
    const cost = lineCost(table, line, w, cache);
    const key = line.steps.map((s) => `${s.tile.id}@${s.train}`).join(' ');
    if (cost < bestCost - 1e-9 || (Math.abs(cost - bestCost) <= 1e-9 && key < bestKey)) {
      best = line;
      bestCost = cost;
      bestKey = key;
    }
  }
  if (!best) return { action: legal.find((a) => a.type === 'play')! };
  const first = best.steps[0]!;
  const ref = table.trains[first.train]!.ref;
  const action = findPlay(table, first.tile.id, ref) ?? legal[0]!;
  const plan = planFor(best.hand, best.needs[table.own.index]!, cache);
  return { action, line: best, plan, lines: lines.length };
}

/** The sharp player's decision for any phase. */
export function sharpDecision(table: Table, w: Weights = SHARP_WEIGHTS): Decision {
  const legal = table.view.legal;
  if (legal.length === 1 && legal[0]!.type !== 'play') return { action: legal[0]! };
  if (table.view.phase === 'firstTurns') return firstTurnDecision(table);
  return playDecision(table, w);
}
