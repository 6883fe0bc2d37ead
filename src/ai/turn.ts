/**
 * The seat's own turn, played out in imagination: every sequence of placements it could
 * make now (a double grants another play, R9.1), ending with a non-double, going out, or
 * a draw when nothing more fits. Only the seat's own tiles and the public table are used.
 */
import type { Action } from '../core/types.ts';
import type { Table } from './table.ts';
import { mayUse } from './table.ts';
import type { Tile } from './tiles.ts';
import { other, shows, tileOf } from './tiles.ts';

/** One placement: a tile on a train (by index in view.trains). */
export interface Step {
  tile: Tile;
  train: number;
}

/** How an imagined turn ends. */
export type Ending = 'done' | 'out' | 'draw' | 'pass';

/** The table after an imagined turn, as far as this seat can know it. */
export interface Line {
  steps: Step[];
  /** The seat's hand afterwards. */
  hand: Tile[];
  /** The number each train needs afterwards, by train index. */
  needs: number[];
  /** Whether the seat's own train carries its marker afterwards. */
  ownMarked: boolean;
  /** Doubles this seat laid this turn that are still uncovered, oldest first. */
  exposed: Step[];
  ending: Ending;
}

/** Most imagined turns looked at for one decision: a hard bound on the work. */
const LINE_BUDGET = 240;

function playable(table: Table, line: Line): Step[] {
  const out: Step[] = [];
  for (const tile of line.hand) {
    for (const tr of table.trains) {
      if (!mayUse(table, tr)) continue;
      if (shows(tile, line.needs[tr.index]!)) out.push({ tile, train: tr.index });
    }
  }
  return out;
}

function apply(table: Table, line: Line, step: Step): Line {
  const needs = line.needs.slice();
  needs[step.train] = other(step.tile, line.needs[step.train]!);
  let exposed = line.exposed.filter((x) => x.train !== step.train);
  if (step.tile.double) exposed = [...exposed, step];
  return {
    steps: [...line.steps, step],
    hand: line.hand.filter((t) => t.id !== step.tile.id),
    needs,
    ownMarked: step.train === table.own.index ? false : line.ownMarked,
    exposed,
    ending: 'done',
  };
}

/** The step an action of view.legal stands for, or null for a non-placement. */
function stepOf(table: Table, action: Action): Step | null {
  if (action.type !== 'play') return null;
  const train = table.trains.find((t) => t.ref === action.train);
  return train ? { tile: tileOf(action.tile), train: train.index } : null;
}

/**
 * Every imagined line of this turn that starts with a legal placement of the view, up to
 * `budget` lines. The first step comes from view.legal (duties and drawn tiles included);
 * later steps follow R9.1 (any train this seat may use).
 */
export function turnLines(table: Table, budget = LINE_BUDGET): Line[] {
  const view = table.view;
  const start: Line = {
    steps: [],
    hand: table.hand,
    needs: table.trains.map((t) => t.need),
    ownMarked: table.own.marked,
    // Mid-turn, every exposed double is one this seat laid this turn (a duty ends a turn).
    exposed: view.playsThisTurn > 0 ? view.exposed.map((x) => ({ tile: tileOf(x.tile), train: table.trains.find((t) => t.ref === x.train)!.index })) : [],
    ending: 'done',
  };
  const lines: Line[] = [];
  // Every first step gets its share of the budget, so none is left unexplored.
  const share = Math.max(4, Math.floor(budget / Math.max(1, view.legal.length)));
  let cap = 0;
  const grow = (line: Line): void => {
    if (lines.length >= cap) return;
    const last = line.steps[line.steps.length - 1]!;
    if (line.hand.length === 0) {
      lines.push({ ...line, ending: 'out' });
      return;
    }
    if (!last.tile.double) {
      lines.push(line);
      return;
    }
    const next = playable(table, line);
    if (next.length === 0) {
      lines.push({ ...line, ending: view.yardSize > 0 ? 'draw' : 'pass', ownMarked: view.yardSize > 0 ? line.ownMarked : true });
      return;
    }
    for (const step of next) grow(apply(table, line, step));
  };
  for (const action of view.legal) {
    const step = stepOf(table, action);
    if (!step) continue;
    cap = lines.length + share;
    grow(apply(table, start, step));
  }
  return lines;
}
