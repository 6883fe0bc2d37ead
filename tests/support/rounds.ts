/**
 * Playing rounds of the core out, with a seeded chooser for the actions. Core only (playout.ts
 * adds sessions), so the core's tests load no session module: the mutation run loads them again
 * for every mutant (docs/mutation.md).
 */
import seedrandom from 'seedrandom';
import { applyAction, legalActions, makePosition, type Action, type RoundState } from '../../src/core/index.ts';

/** Picks one of the legal actions (never called with none); tests may look at the whole state. */
export type Chooser = (legal: readonly Action[], state: RoundState) => Action;

/** A seeded generator of whole numbers 0…n−1. */
export function randomPicker(seed: string): (n: number) => number {
  const rng = seedrandom(seed);
  return (n) => Math.floor(rng() * n);
}

/** A seeded uniformly random legal action. */
export function randomChooser(seed: string): Chooser {
  const pick = randomPicker(seed);
  return (legal) => legal[pick(legal.length)]!;
}

/**
 * Plays a round to its end. `visit` sees every state and its legal actions (none at the
 * end) before the choice. Returns the final state; throws if a round does not end.
 */
export function playRound(
  state: RoundState,
  choose: Chooser,
  visit?: (state: RoundState, legal: Action[], step: number) => void,
  maxSteps = 5000,
): RoundState {
  let s = state;
  for (let step = 0; step <= maxSteps; step++) {
    const legal = legalActions(s);
    visit?.(s, legal, step);
    if (legal.length === 0) return s;
    const action = choose(legal, s);
    const result = applyAction(s, action);
    if (!result.ok) throw new Error(`the chooser's action was refused: ${result.error.message} at ${makePosition(s)}`);
    s = result.state;
  }
  throw new Error(`the round did not end within ${maxSteps} actions`);
}
