/** Small English helpers shared by the screens' word files: plurals, ordinals, lists, dates. */
import type { StoredProblem } from './forms.ts';
import { pluralOf } from './plural.ts';

export const LANG = 'en';
export const plural = pluralOf(LANG);
const ordinals = new Intl.PluralRules(LANG, { type: 'ordinal' });
const SUFFIXES: Record<Intl.LDMLPluralRule, string> = { zero: 'th', one: 'st', two: 'nd', few: 'rd', many: 'th', other: 'th' };
export const dates = new Intl.DateTimeFormat(LANG, { dateStyle: 'medium', timeStyle: 'short' });

/** "13th". */
export function ordinal(n: number): string {
  return `${n}${SUFFIXES[ordinals.select(n)]}`;
}

/** "a, b and c" / "a, b or c". */
export function list(items: readonly string[], last: 'and' | 'or' = 'and'): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${last} ${items.at(-1)}`;
}

/** People count seats from 1. */
export function seatNo(seat: number): string {
  return `Seat ${seat + 1}`;
}

export function quoted(text: string): string {
  return `“${text}”`;
}

/** A number among a problem's facts, or null when it is missing. */
export function num(data: StoredProblem['data'], key: string): number | null {
  const value = data?.[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

