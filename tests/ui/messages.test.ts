/**
 * Every message the app can show for storage faults, restore problems and refusals, collected
 * in one place and held to the plain-words check (no rule numbers, notation, keys or
 * doubled punctuation); refusals in English and Spanish. Import and records problems are
 * collected in forms-words.test.ts.
 */
import { describe, expect, it } from 'vitest';
import type { StatusCode } from '../../src/store/status.ts';
import { wordsFor } from '../../src/ui/words/index.ts';
import { en } from '../../src/ui/words/en.ts';
import { es } from '../../src/ui/words/es.ts';
import type { RestoreWords } from '../../src/ui/words/catalog.ts';
import { plainWords } from '../support/words.ts';
import { REFUSALS } from '../support/refusals.ts';

/** Every status code the store reports (a missing one is a type error here). */
const STATUS: Record<StatusCode, true> = {
  'no-storage': true,
  'open-failed': true,
  'newer-data': true,
  'upgrade-failed': true,
  quota: true,
  refused: true,
  'newer-tab': true,
  blocked: true,
  'blocked-gave-up': true,
  closed: true,
  viewer: true,
  taken: true,
};

const RESTORE: Record<RestoreWords['kind'], true> = { 'newer-version': true, 'kept-aside': true, unreadable: true };


describe('every message the app can show', () => {
  const t = en.table;
  it.each(Object.keys(STATUS) as StatusCode[])('storage: %s', (code) => {
    plainWords(t.storage(code));
  });

  it('no two storage codes say the same thing', () => {
    const said = (Object.keys(STATUS) as StatusCode[]).map((c) => t.storage(c));
    expect(new Set(said).size).toBe(said.length);
  });

  it.each(Object.keys(RESTORE) as RestoreWords['kind'][])('restore: %s', (kind) => {
    plainWords(t.restore({ kind }));
  });

  it('a newer version\'s save tells the person to update, and that it is kept', () => {
    expect(t.restore({ kind: 'newer-version' })).toMatch(/update/i);
    expect(t.restore({ kind: 'newer-version' })).toMatch(/kept/);
    expect(t.storage('newer-data')).toMatch(/update/i);
  });

  it.each(REFUSALS)('refusal: %s', (_name, refusal) => {
    const rule = 'rule' in refusal && refusal.rule ? refusal.rule : '~';
    for (const catalog of [en, es]) {
      for (const viewer of [0, 2, null]) {
        const text = wordsFor(catalog, { names: ['You', 'Ana', 'Ben'], viewer }).refusal(refusal);
        plainWords(text, refusal.code, rule);
      }
    }
  });
});
