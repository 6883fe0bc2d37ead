/** The deal (R3): hand sizes by player count, and a seeded round's hands and yard. */
import { shuffledOrder } from '../shuffle/index.ts';

/** Tiles per hand for a player count (R3.2). */
export function handSize(players: number): number {
  if (players <= 4) return 15;
  if (players <= 6) return 12;
  if (players <= 8) return 10;
  return 8;
}

/** Hands (seat by seat, in dealing order) and the yard (next draw first) of a seeded deal: tile ids. */
export function dealFromSeed(seed: string, players: number, round: number): { hands: number[][]; yard: number[] } {
  const order = shuffledOrder(seed, round);
  const size = handSize(players);
  const hands: number[][] = [];
  for (let s = 0; s < players; s++) hands.push(order.slice(s * size, (s + 1) * size));
  return { hands, yard: order.slice(players * size) };
}
