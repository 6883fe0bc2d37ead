/** Spanish words of the table and of the screens loaded on demand (a chunk of its own: see packs.ts). */
import { es } from './es.ts';
import { formEs } from './form-es.ts';
import type { LaterWords } from './packs.ts';
import { learnEs } from './learn-es.ts';
import { recordsEs } from './records-es.ts';
import { replayEs } from './replay-es.ts';
import { rulesEs } from './rules-es.ts';
import { scoresEs } from './scores-es.ts';
import { wordsFor } from './words.ts';

export const later: LaterWords = { catalog: es, speak: wordsFor, form: formEs, records: recordsEs, scores: scoresEs, replay: replayEs, learn: learnEs, rules: rulesEs };
