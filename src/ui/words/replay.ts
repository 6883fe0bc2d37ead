/** The keys of the replay screen's words and the facts each one is given (replay-en.ts: English). */
import type { StoredProblem } from './forms.ts';

/** A seat's hand in a replay: whose, how many tiles, and whether that seat acts next. */
export interface ReplayHandFacts {
  name: string;
  tiles: number;
  toPlay: boolean;
}

/** Every word of the replay screen (the moves themselves are said by Words.event). */
export interface ReplayWords {
  lang: string;
  /** The screen's heading: the round on screen of all the session's rounds. */
  title(round: number, rounds: number): string;
  /** Who played, for the line under the heading. */
  players(names: string[]): string;
  seed: string;
  next: string;
  previous: string;
  startOfRound: string;
  endOfRound: string;
  /** The round picker's label, and each of its rounds. */
  roundPicker: string;
  roundOption(round: number): string;
  /** The scrubber's label, and where it stands (step 0: as dealt). */
  scrubber: string;
  position(step: number, steps: number): string;
  /** Said at step 0, instead of a move. */
  dealt(round: number): string;
  hands: string;
  /** A hand's name for screen readers, and its visible badge when its seat acts next. */
  hand(facts: ReplayHandFacts): string;
  toPlay: string;
  /** The keys the replay answers, for people with a keyboard. */
  keys: string;
  playFromDeal: string;
  back: string;
  /** No round of the session is over: nothing can be watched yet. */
  nothing: string;
  /** The record (or a round of it) cannot be played back. */
  cannot(problem: StoredProblem): string;
}
