/** Seeded randomness only: seed codes, the shuffle and the deal (R3). */
export { parseSeed, freshSeed, SEED_ALPHABET, SEED_CODE_LENGTH, MAX_SEED_LENGTH } from './seed.ts';
export type { SeedResult } from './seed.ts';
export { handSize, shuffledOrder, dealFromSeed } from './deal.ts';
