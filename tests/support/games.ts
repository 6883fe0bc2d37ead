/**
 * How many random games a property test plays. The normal suite plays the count each test
 * names. The mutation run (`npm run mutation`) runs the tests covering a mutant once per
 * mutant, so it sets PROPERTY_GAMES to play at most that many, from a fixed fast-check seed
 * (the same mutant meets the same games in every run) and without shrinking a failure (a
 * killed mutant needs no smallest counterexample).
 */
const cap = Number(process.env.PROPERTY_GAMES);
const capped = Number.isInteger(cap) && cap > 0;

/** The games to play for a test that normally plays `count`. */
export function games(count: number): number {
  return capped ? Math.min(count, cap) : count;
}

/** fast-check's parameters for a property that normally plays `count` games. */
export function gameRuns(count: number): { numRuns: number; seed?: number; endOnFailure?: boolean } {
  return capped ? { numRuns: games(count), seed: 1, endOnFailure: true } : { numRuns: count };
}
