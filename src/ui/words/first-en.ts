/** English words of the first paint (a chunk of its own: see packs.ts). */
import { frontEn } from './front-en.ts';
import { newGameEn } from './forms-en.ts';
import type { FirstWords } from './packs.ts';

export const first: FirstWords = { front: frontEn, newGame: newGameEn };
