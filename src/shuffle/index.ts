/** Seeded randomness only: seed codes and the shuffled order of the tiles (R3); the core deals. */
export { parseSeed, freshSeed, SEED_ALPHABET, MAX_SEED_LENGTH } from './seed.ts';
export { shuffledOrder } from './deal.ts';
