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
  const order = Array.from({ length: TILE_COUNT }, (_, i) => i);
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    const t = order[i]!;
    order[i] = order[j]!;
    order[j] = t;
  }
  return order;
}
