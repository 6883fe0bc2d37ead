/** The wording module: the one place where facts become sentences (docs/architecture.md). */
export { Words, wordsFor, type Reader, type Refusal, type PreviewFact } from './words.ts';
export type { Catalog, Person, TrainWord } from './catalog.ts';
export { en } from './en.ts';
export { pluralOf } from './plural.ts';
