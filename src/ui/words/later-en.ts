/** English words of the table and of the screens loaded on demand (a chunk of its own: see packs.ts). */
import { en } from './en.ts';
import { formEn } from './form-en.ts';
import type { LaterWords } from './packs.ts';
import { learnEn } from './learn-en.ts';
import { recordsEn } from './records-en.ts';
import { replayEn } from './replay-en.ts';
import { rulesEn } from './rules-en.ts';
import { scoresEn } from './scores-en.ts';
import { wordsFor } from './words.ts';

export const later: LaterWords = { catalog: en, speak: wordsFor, form: formEn, records: recordsEn, scores: scoresEn, replay: replayEn, learn: learnEn, rules: rulesEn };
