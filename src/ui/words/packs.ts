/**
 * A language's words come in two chunks, each loaded only for the language in use: `first`,
 * what the first screen and the table need (loaded with the page, in parallel with the app's
 * own code), and `later`, what the screens loaded on demand need (loaded right after the
 * first paint, like those screens' code).
 */
import type { Catalog } from './catalog.ts';
import type { NewGameWords, RecordsWords } from './forms.ts';
import type { LearnWords, RulesWords } from './learn.ts';
import type { ReplayWords } from './replay.ts';
import type { ScoresWords } from './scores.ts';

/** The words of the first paint (the New game form, the top bar) and of the table. */
export interface FirstWords {
  catalog: Catalog;
  newGame: NewGameWords;
}

/** The words of the screens loaded on demand. */
export interface LaterWords {
  records: RecordsWords;
  scores: ScoresWords;
  replay: ReplayWords;
  learn: LearnWords;
  rules: RulesWords;
}
