/**
 * The first turn (R6): which chain to lay on the own train. Every tile laid now is a turn
 * saved, worth far more than its pips, so length nearly always comes first; among long
 * chains the best sheds the most pips and leaves a hand that can still move once the
 * first turns are over — a tile showing the engine number starts the empty Mexican
 * Train, while a lone double is hard to place.
 */
import type { ChainGoal } from './chain.ts';
import type { Tile } from './tiles.ts';

/** How the sharp player values a first-turn chain (pip-like units). */
export interface FirstWeights {
  /** One tile laid now. */
  tile: number;
  /** Keeping at least one tile that shows the engine number (it can start the Mexican Train). */
  engineTile: number;
  /** A kept double with no other kept tile of its number. */
  loneDouble: number;
  /** Leaving a double uncovered at the end of the chain while tiles remain, in tiles. */
  doubleEnd: number;
}

/** The sharp player's first-turn weights, tuned by tournaments. */
export const FIRST_WEIGHTS: FirstWeights = { tile: 25, engineTile: 8, loneDouble: 5, doubleEnd: 0 };

/** The chain goal of a first turn with engine number `engine`. */
export function firstGoal(engine: number, w: FirstWeights = FIRST_WEIGHTS): ChainGoal {
  const leftover = (hand: readonly Tile[], used: Uint8Array, _end: number, left: Int32Array): number => {
    let score = left[engine]! > 0 ? w.engineTile : 0;
    for (let i = 0; i < hand.length; i++) {
      const t = hand[i]!;
      if (t.double && !used[i] && left[t.a] === 1) score -= w.loneDouble;
    }
    return score;
  };
  return { pipSign: 1, doubleEnd: w.doubleEnd, tileWorth: w.tile, leftover, leftoverMax: w.engineTile };
}
