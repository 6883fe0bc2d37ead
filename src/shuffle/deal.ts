/** The seeded shuffle and the deal (R3): one seed reproduces every round of a session. */
import seedrandom from 'seedrandom/seedrandom.js';

/** Tiles in the set; the shuffle permutes their canonical indices 0…90. */
const TILE_COUNT = 91;

/** Tiles per hand for a player count (R3.2). */
export function handSize(players: number): number {
  if (players <= 4) return 15;
  if (players <= 6) return 12;
  if (players <= 8) return 10;
  return 8;
}

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

/** Hands (seat by seat, in dealing order) and the yard (next draw first) of a seeded deal. */
export function dealFromSeed(seed: string, players: number, round: number): { hands: number[][]; yard: number[] } {
  const order = shuffledOrder(seed, round);
  const size = handSize(players);
  const hands: number[][] = [];
  for (let s = 0; s < players; s++) hands.push(order.slice(s * size, (s + 1) * size));
  return { hands, yard: order.slice(players * size) };
}
