/**
 * Numbers as each language writes them, the same whether written for the first time or
 * remembered (words/number.ts keeps the small whole numbers once written).
 */
import { describe, expect, it } from 'vitest';
import { formatNumber } from '../../src/ui/words/number.ts';

const intl = (lang: string, n: number) => new Intl.NumberFormat(lang, { maximumFractionDigits: 1 }).format(n);

describe('formatNumber', () => {
  it('writes as Intl does, asked once or again, each language its own way', () => {
    const numbers = [0, 1, 9, 12, 99, 100, 999, 1000, 1208, 9999, 10_000, 10_001, 12_345, 1_000_000, -1, -1208, 0.5, 2.25, 1208.4, -0];
    for (let round = 0; round < 2; round++) {
      for (const n of numbers) {
        // English first, then Spanish: a number remembered for one language is not the other's.
        expect(formatNumber('en', n)).toBe(intl('en', n));
        expect(formatNumber('es', n)).toBe(intl('es', n));
      }
    }
    expect(formatNumber('en', 1208)).toBe('1,208');
    expect(formatNumber('es', 1208)).toBe('1208');
    expect(formatNumber('es', 12_345)).toBe('12.345');
    // Zero is "0" even after a negative zero was written.
    expect(formatNumber('en', 0)).toBe('0');
  });
});
