/** Spanish words of the first paint and the table (a chunk of its own: see packs.ts). */
import { es } from './es.ts';
import { newGameEs } from './forms-es.ts';
import type { FirstWords } from './packs.ts';

export const first: FirstWords = { catalog: es, newGame: newGameEs };
