/**
 * The wording module: the one place where facts become sentences (docs/architecture.md).
 * No language is exported here: each loads as a chunk of its own (shelf.ts), so importing
 * this barrel never pulls a language into another chunk.
 */
export { Words, wordsFor, type Refusal } from './words.ts';
