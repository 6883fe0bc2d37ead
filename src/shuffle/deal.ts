/** The seeded shuffle (R3): one seed reproduces the order of the tiles in every round of a session. */
import seedrandom from 'seedrandom/seedrandom.js';

/** Tiles in the set; the shuffle permutes their canonical indices 0…90. */
const TILE_COUNT = 91;

/**
 * The shuffled order of the 91 tiles (canonical indices) for round r of a session.
 * Version-tagged so a future change of method cannot silently alter old seeds' deals.
 */
export function shuffledOrder(seed: string, round: number): number[] {
  const rng = seedrandom(`mexican-train/v1/${seed}/round-${round}`);
  // A plain loop: Array.from over an array-like takes a slow generic path, and this runs every round.
  const order: number[] = [];
  for (let i = 0; i < TILE_COUNT; i++) order.push(i);
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    const t = order[i]!;
    order[i] = order[j]!;
    order[j] = t;
  }
  return order;
}
