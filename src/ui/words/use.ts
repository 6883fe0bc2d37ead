/** The words of the New game screen, for the screen to read (the Records screen reads records-en.ts, loaded with it). */
import { newGameEn } from './forms-en.ts';
import type { NewGameWords } from './forms.ts';

/** The New game screen's words: English for now (the language will come from the preferences). */
export function useNewGameWords(): NewGameWords {
  return newGameEn;
}
