/**
 * The positions of the expert's golden moves (tests/fixtures/expert-moves.json): seeded deals
 * of 2–6 players played on at random, each stopped at a random one of its decisions with a
 * real choice (two or more legal actions, in first turns or in play).
 */
import { makePosition, newRound, viewFor, type PlayerView } from '../../src/core/index.ts';
import { playRound, randomPicker } from '../support/playout.ts';

/** How many positions the golden file holds. */
export const GOLDEN_POSITIONS = 1000;

/** One golden position: its text (the core's notation) and the view of the seat to act. */
export interface GoldenPosition {
  text: string;
  view: PlayerView;
}

/** Position i: a random round (placements preferred, so rounds run long), stopped at one of its choices. */
export function goldenPosition(i: number): GoldenPosition {
  const players = 2 + (i % 5);
  const round = 1 + ((i * 7) % 13);
  const pick = randomPicker(`expert-moves/${i}`);
  const choices: GoldenPosition[] = [];
  playRound(
    newRound({ players, round, seed: `expert-moves-${i}` }),
    (legal) => {
      const plays = legal.filter((a) => a.type === 'play');
      return plays.length && pick(4) > 0 ? plays[pick(plays.length)]! : legal[pick(legal.length)]!;
    },
    (state, legal) => {
      if (legal.length > 1 && (state.phase === 'play' || state.phase === 'firstTurns')) {
        choices.push({ text: makePosition(state), view: viewFor(state, state.turn) });
      }
    },
  );
  if (choices.length === 0) throw new Error(`golden position ${i}: the round offered no choice`);
  return choices[pick(choices.length)]!;
}

/** A short hash (FNV-1a, hex) of a text: the fixture names its positions by it. */
export function hashOf(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(16).padStart(8, '0');
}
