/**
 * The words of the screens, for the screens to read, in the language in use (shelf.ts): the
 * first screen's (Home's) with the first paint, the rest with the screens loaded on demand.
 */
import type { FrontCatalog } from './catalog.ts';
import type { FormWords, NewGameWords, RecordsWords } from './forms.ts';
import type { LearnWords, RulesWords } from './learn.ts';
import type { ReplayWords } from './replay.ts';
import type { ScoresWords } from './scores.ts';
import { firstWords, laterWords } from './shelf.ts';

/** The first screen's labels outside the form (top bar, Display, notices, "Loading…"): here from the first paint, unlike useWords()'s catalog. */
export function useFrontWords(): FrontCatalog {
  return firstWords().front;
}

/** The New game screen's words. */
export function useNewGameWords(): NewGameWords {
  return firstWords().newGame;
}

/** The New game form's own words (later words: the form is a lazy screen). */
export function useFormWords(): FormWords {
  return laterWords().form;
}

/** The Records screen's words (loaded with it). */
export function useRecordsWords(): RecordsWords {
  return laterWords().records;
}

/** The score pad's, the podium's and sharing's words (loaded with the table). */
export function useScoresWords(): ScoresWords {
  return laterWords().scores;
}

/** The replay screen's words (loaded with it). */
export function useReplayWords(): ReplayWords {
  return laterWords().replay;
}

/** The coach's words of "Learn to play" (loaded with it). */
export function useLearnWords(): LearnWords {
  return laterWords().learn;
}

/** The Rules screen's words (loaded with it). */
export function useRulesWords(): RulesWords {
  return laterWords().rules;
}
