/**
 * The relaxed player: sensible and legal, with simple judgement. A quick chain on the
 * first turn; later the heaviest tile, a double first when it holds a cover, and its own
 * train only when the tile has nowhere else to go. No look-ahead, no counting.
 */
import type { Action } from '../core/types.ts';
import { LONGEST_GOAL, bestChain } from './chain.ts';
import type { Decision } from './sharp.ts';
import { findPlay } from './sharp.ts';
import type { Table } from './table.ts';
import { shows, tileOf } from './tiles.ts';

/** Nodes the relaxed first-turn search may use: enough for simple hands only. */
const QUICK_BUDGET = 60;

function score(table: Table, action: Action & { type: 'play' }): number {
  const t = tileOf(action.tile);
  let s = t.pips;
  if (t.double && table.hand.some((x) => x.id !== t.id && shows(x, t.a))) s += 12;
  if (action.train === table.seat && !table.own.marked) s -= 8;
  return s;
}

/** The relaxed player's decision for any phase. */
export function relaxedDecision(table: Table): Decision {
  const legal = table.view.legal;
  if (table.view.phase === 'firstTurns') {
    const chain = bestChain(table.hand, table.own.need, LONGEST_GOAL, false, QUICK_BUDGET);
    const next = chain.tiles[0];
    const play = next && findPlay(table, next.id, table.seat);
    const stop = legal.find((a) => a.type === 'endFirstTurn') ?? legal[0]!;
    return { action: play || stop, chain };
  }
  let best: Action | null = null;
  let bestScore = -Infinity;
  for (const a of legal) {
    if (a.type !== 'play') continue;
    const s = score(table, a);
    if (s > bestScore) {
      best = a;
      bestScore = s;
    }
  }
  return { action: best ?? legal[0]! };
}
