/** English words of the first paint and the table (a chunk of its own: see packs.ts). */
import { en } from './en.ts';
import { newGameEn } from './forms-en.ts';
import type { FirstWords } from './packs.ts';

export const first: FirstWords = { catalog: en, newGame: newGameEn };
