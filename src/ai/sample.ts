/**
 * Possible worlds behind a view: the tiles this seat cannot see dealt to the other hands
 * and the yard, consistently with everything public — every seat's tile count, the yard's
 * size, and what the round's history proves (PlayerView.voids). A seat's hand is a row of
 * slots, newest first; slot j may not show a number n the seat proved it lacked with no
 * more than j tiles drawn since (voids[seat][n] ≤ j). That is exactly the view's joint
 * bound, and it makes a deal a matching of slots to tiles: a tile the view proves a seat
 * cannot hold (a count of 0) fits none of its slots.
 */
import type { PlayerView } from '../core/types.ts';
import { shuffleInPlace } from './random.ts';
import { TILES } from './tiles.ts';

/** One imagined deal of the hidden tiles, as tile indices: other seats' hands (the own one empty) and the yard in drawing order. */
export interface World {
  hands: number[][];
  yard: number[];
}

/** Numbers (bit mask) each slot of a seat's hand may not show, newest slot first. */
export function slotMasks(voids: readonly (number | null)[], count: number): number[] {
  const masks: number[] = [];
  for (let j = 0; j < count; j++) {
    let mask = 0;
    voids.forEach((k, n) => {
      if (k !== null && k <= j) mask |= 1 << n;
    });
    masks.push(mask);
  }
  return masks;
}

/** Bit mask of the numbers a tile shows. */
const SHOWS: readonly number[] = TILES.map((t) => (1 << t.a) | (1 << t.b));

/** The tiles this seat cannot see (in other hands or the yard), by index. */
export function hiddenTiles(unseenTile: readonly boolean[]): number[] {
  const out: number[] = [];
  unseenTile.forEach((u, id) => {
    if (u) out.push(id);
  });
  return out;
}

/** Draws worlds for one view: the slots are worked out once, each world is a shuffle and a matching. */
export type Sampler = (rng: () => number) => World | null;

function bits(x: number): number {
  let c = 0;
  for (let v = x; v; v &= v - 1) c++;
  return c;
}

/**
 * A sampler of the hidden tiles of `view`: every seat holds its count and every slot's
 * bound holds; a world is null only if the view allowed no such deal (it always allows the
 * real one). Constrained slots choose first from the shuffled tiles; a slot that finds no
 * free tile takes one from a slot that can change (an augmenting path), so a deal is found
 * whenever one exists.
 */
export function sampler(view: PlayerView, hidden: readonly number[]): Sampler {
  const slotSeat: number[] = [];
  const slotMask: number[] = [];
  for (let s = 0; s < view.players; s++) {
    if (s === view.seat) continue;
    for (const mask of slotMasks(view.voids[s] ?? [], view.handCounts[s]!)) {
      slotSeat.push(s);
      slotMask.push(mask);
    }
  }
  // Most constrained first; the shuffled tile order keeps the choice random.
  const order = slotSeat.map((_, i) => i).sort((x, y) => bits(slotMask[y]!) - bits(slotMask[x]!) || x - y);
  const free = order.filter((slot) => slotMask[slot] === 0);
  const bound = order.filter((slot) => slotMask[slot] !== 0);
  const size = hidden.length;
  const tiles = hidden.slice();
  const owner = new Int32Array(size);
  const held = new Int32Array(slotSeat.length);
  const seen = new Uint8Array(size);
  const fits = (slot: number, i: number): boolean => (SHOWS[tiles[i]!]! & slotMask[slot]!) === 0;
  const augment = (slot: number): boolean => {
    for (let i = 0; i < size; i++) {
      if (seen[i] || !fits(slot, i)) continue;
      seen[i] = 1;
      if (owner[i]! < 0 || augment(owner[i]!)) {
        owner[i] = slot;
        held[slot] = i;
        return true;
      }
    }
    return false;
  };
  return (rng) => {
    shuffleInPlace(tiles, rng);
    owner.fill(-1);
    for (const slot of bound) {
      let found = -1;
      for (let i = 0; i < size; i++) {
        if (owner[i]! < 0 && fits(slot, i)) {
          found = i;
          break;
        }
      }
      if (found >= 0) {
        owner[found] = slot;
        held[slot] = found;
        continue;
      }
      seen.fill(0);
      if (!augment(slot)) return null;
    }
    // Unconstrained slots take the next free tiles in the shuffled order.
    let next = 0;
    for (const slot of free) {
      while (next < size && owner[next]! >= 0) next++;
      if (next === size) return null;
      owner[next] = slot;
      held[slot] = next;
    }
    const hands: number[][] = [];
    for (let s = 0; s < view.players; s++) hands.push([]);
    for (let slot = 0; slot < slotSeat.length; slot++) hands[slotSeat[slot]!]!.push(tiles[held[slot]!]!);
    const yard: number[] = [];
    for (let i = 0; i < size; i++) if (owner[i]! < 0) yard.push(tiles[i]!);
    return { hands, yard };
  };
}
