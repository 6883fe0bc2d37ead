/** Spanish words of the first paint (a chunk of its own: see packs.ts). */
import { frontEs } from './front-es.ts';
import { newGameEs } from './forms-es.ts';
import type { FirstWords } from './packs.ts';

export const first: FirstWords = { front: frontEs, newGame: newGameEs };
