/** The New game form offers every computer level, each with its word. */
import { describe, expect, it } from 'vitest';
import { LEVELS } from '../../src/session/index.ts';
import { formEn } from '../../src/ui/words/form-en.ts';

describe('computer levels on the New game form', () => {
  it('are relaxed, sharp and expert, in that order', () => {
    expect(LEVELS).toEqual(['relaxed', 'sharp', 'expert']);
  });

  it.each([
    ['relaxed', 'Relaxed'],
    ['sharp', 'Sharp'],
    ['expert', 'Expert'],
  ] as const)('%s is called %s', (level, word) => {
    expect(formEn.levels[level]).toBe(word);
  });
});
