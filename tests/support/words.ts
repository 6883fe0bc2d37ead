/** The check every sentence a person reads must pass: plain words, no notation, no keys, no stray punctuation. */
import { expect } from 'vitest';

/**
 * Fails when `text` holds a rule number (R9.3), tile or action notation (5|3, "play 0|0
 * mexican"), an internal key or a JS leftover, doubled or stray punctuation, second-person
 * grammar slips ("You's", "You plays"), a developer's "seat 2", or any of `hidden` (ids, details).
 */
export function plainWords(text: string, ...hidden: string[]): void {
  expect(text).not.toMatch(/R\d/);
  expect(text).not.toMatch(/\d\|\d/);
  expect(text).not.toMatch(/\b(mexican|placeEngine|endFirstTurn|undefined|null|NaN)\b/);
  expect(text).not.toMatch(/\[object|\$\{/);
  expect(text).not.toMatch(/\.\.|\.\)\.|\s\.|\s,/);
  expect(text).not.toMatch(/You's|you's|\bYou (plays|draws|passes|wins|places)\b/i);
  // A developer's "seat 2" (0-based) must never leak; a form's "Seat 3" row label is fine.
  expect(text).not.toMatch(/\bseat \d/);
  expect(text.trim()).not.toBe('');
  for (const h of hidden) expect(text).not.toContain(h);
}
