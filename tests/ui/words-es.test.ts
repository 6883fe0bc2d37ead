/**
 * Spanish is complete and is Spanish: the same keys as English at every depth, every function
 * gives a sentence for representative facts (counts 0, 1 and 2 for plurals), and no English
 * is left in what it says.
 */
import { describe, expect, it } from 'vitest';
import { first as firstEn } from '../../src/ui/words/first-en.ts';
import { first as firstEs } from '../../src/ui/words/first-es.ts';
import { later as laterEn } from '../../src/ui/words/later-en.ts';
import { later as laterEs } from '../../src/ui/words/later-es.ts';
import { es } from '../../src/ui/words/es.ts';
import { list, ordinal } from '../../src/ui/words/es-base.ts';
import {
  ANA,
  CATALOG_SAMPLES,
  LEARN_SAMPLES,
  FORM_SAMPLES,
  NEW_GAME_SAMPLES,
  RECORDS_SAMPLES,
  REPLAY_SAMPLES,
  RULES_SAMPLES,
  SCORES_SAMPLES,
  YOU,
  type Sample,
} from './words-samples.ts';

/** Each key path of `value` with the kind of its value (string, function, array of n, object). */
function shape(value: unknown, path = ''): string[] {
  if (typeof value === 'string') return [`${path}: string`];
  if (typeof value === 'function') return [`${path}: function`];
  if (Array.isArray(value)) return [`${path}: array of ${value.length}`, ...value.flatMap((v, i) => shape(v, `${path}[${i}]`))];
  if (value && typeof value === 'object') return Object.keys(value).sort().flatMap((key) => shape((value as Record<string, unknown>)[key], `${path}.${key}`));
  return [`${path}: ${typeof value}`];
}

/** Every string of `value`, however deep. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

/** English words a Spanish sentence never holds. */
const ENGLISH = /\b(the|your|you|tiles?|train|round|rounds|with|and|is|are|of|to|on|draw|pass|game|player)\b/i;

/** What no sentence may hold: a missing fact or a code leak. */
const BROKEN = /undefined|null|NaN|\[object|\$\{/;

const PARTS = [
  ['the first words', firstEn, firstEs],
  ['the later words', laterEn, laterEs],
] as const;

describe('Spanish has every key English has', () => {
  it.each(PARTS)('%s: the same keys and kinds at every depth', (_name, en, spanish) => {
    expect(shape(spanish)).toEqual(shape(en));
  });

  it.each(PARTS)('%s: the same language tag everywhere', (_name, _en, spanish) => {
    const tags = shape(spanish).filter((p) => p.endsWith('.lang: string'));
    expect(tags.length).toBeGreaterThan(0);
  });
});

/** Runs samples against both languages. */
function cases<W>(name: string, samples: Sample<W>[], en: W, spanish: W): [string, string, string][] {
  return samples.map(([label, call]) => [`${name}: ${label}`, call(en), call(spanish)]);
}

const CASES = [
  ...cases('catalog', CATALOG_SAMPLES, laterEn.catalog, laterEs.catalog),
  ...cases('new game', NEW_GAME_SAMPLES, firstEn.newGame, firstEs.newGame),
  ...cases('form', FORM_SAMPLES, laterEn.form, laterEs.form),
  ...cases('records', RECORDS_SAMPLES, laterEn.records, laterEs.records),
  ...cases('scores', SCORES_SAMPLES, laterEn.scores, laterEs.scores),
  ...cases('replay', REPLAY_SAMPLES, laterEn.replay, laterEs.replay),
  ...cases('learn', LEARN_SAMPLES, laterEn.learn, laterEs.learn),
  ...cases('rules', RULES_SAMPLES, laterEn.rules, laterEs.rules),
];

describe('every function says something in Spanish', () => {
  it.each(CASES)('%s', (_label, english, spanish) => {
    expect(spanish.trim()).not.toBe('');
    expect(spanish).not.toMatch(BROKEN);
    expect(spanish).not.toMatch(ENGLISH);
    // Translated: an English sentence differs in Spanish (names, numbers and "pts" alone may not).
    if (ENGLISH.test(english)) expect(spanish).not.toBe(english);
  });
});

describe('every fixed word is Spanish', () => {
  it.each(PARTS)('%s', (_name, _en, spanish) => {
    const leftovers = strings(spanish).filter((s) => ENGLISH.test(s));
    expect(leftovers).toEqual([]);
  });
});

describe('Spanish grammar of the facts', () => {
  it('addresses the reader with "tú"', () => {
    expect(es.person(YOU)).toBe('Tú');
    expect(es.event({ kind: 'draw', who: YOU })).toBe('Robaste una ficha');
    expect(es.event({ kind: 'draw', who: ANA })).toBe('Ana robó una ficha');
  });

  it.each([
    [0, '0 fichas'],
    [1, '1 ficha'],
    [2, '2 fichas'],
  ])('plurals by Intl.PluralRules: %i', (n, said) => {
    expect(es.tiles(n)).toBe(said);
  });

  it.each([
    [['Ana'], 'and', 'Ana'],
    [['Ana', 'Ben'], 'and', 'Ana y Ben'],
    [['Ana', 'Ben', 'Cy'], 'and', 'Ana, Ben y Cy'],
    [['Ana', 'Iván'], 'and', 'Ana e Iván'],
    [['Ana', 'Hilda'], 'and', 'Ana e Hilda'],
    [['Ana', 'Hierro'], 'and', 'Ana y Hierro'],
    [['Ana', 'Ben'], 'or', 'Ana o Ben'],
    [['Ana', 'Óscar'], 'or', 'Ana u Óscar'],
  ] as const)('lists %j with %s: %s', (items, join, said) => {
    expect(list(items, join)).toBe(said);
  });

  it('ordinals in figures, by gender', () => {
    expect([ordinal(13), ordinal(13, 'f')]).toEqual(['13.º', '13.ª']);
  });

  it('a double is a "mula", a tile in running text "la ficha"', () => {
    expect(es.refusal({ code: 'not-in-hand', tile: '6|6' })).toBe('La mula de 6 no está en tu mano.');
    expect(es.refusal({ code: 'not-in-hand', tile: '5|3' })).toBe('La ficha 3–5 no está en tu mano.');
  });

  it('dates are written the Spanish way', () => {
    expect(laterEs.records.heading({ finishedAt: '2026-01-02T10:00:00Z', winners: [] })).toMatch(/ene/);
  });
});
