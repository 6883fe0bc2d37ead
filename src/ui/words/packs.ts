/**
 * A language's words come in two chunks, each loaded only for the language in use: `first`,
 * what the first screen needs (Home, the top bar, Display, the notices: loaded
 * with the page, in parallel with the app's own code), and `later`, the whole catalog (the
 * table's sentences: events, prompts, refusals, hints, round end…) and the words of the
 * screens loaded on demand (loaded right after the first paint, like the table's and those
 * screens' code, which wait for them: see lazy.tsx).
 */
import type { Catalog, FrontCatalog } from './catalog.ts';
import type { FormWords, NewGameWords, RecordsWords } from './forms.ts';
import type { LearnWords, RulesWords } from './learn.ts';
import type { ReplayWords } from './replay.ts';
import type { ScoresWords } from './scores.ts';
import type { wordsFor } from './words.ts';

/** The words of the first paint: Home, the questions around a game in progress, and the labels around them (top bar, Display, notices). */
export interface FirstWords {
  front: FrontCatalog;
  newGame: NewGameWords;
}

/** The words of the table and of the screens loaded on demand. */
export interface LaterWords {
  catalog: Catalog;
  /** Turns facts into the catalog's sentences for a reader (words.ts: only the table and later screens speak, so it comes with them). */
  speak: typeof wordsFor;
  /** The New game form's fields, their sentences and its problems. */
  form: FormWords;
  records: RecordsWords;
  scores: ScoresWords;
  replay: ReplayWords;
  learn: LearnWords;
  rules: RulesWords;
}
