/** Small Spanish helpers shared by the screens' word files: plurals, ordinals, lists, dates. */
import type { StoredProblem } from './forms.ts';
import { pluralOf } from './plural.ts';

export const LANG = 'es';
export const plural = pluralOf(LANG);
export const dates = new Intl.DateTimeFormat(LANG, { dateStyle: 'medium', timeStyle: 'short' });

/** "13.º" (masculine) or "13.ª" (feminine: la 13.ª ronda), as Spanish writes ordinals in figures. */
export function ordinal(n: number, gender: 'm' | 'f' = 'm'): string {
  return `${n}.${gender === 'f' ? 'ª' : 'º'}`;
}

/**
 * "a, b y c" / "a, b o c". The conjunction changes before the same sound: "y" becomes "e"
 * before an i- sound (Ana e Iván), "o" becomes "u" before an o- sound (Ana u Óscar).
 */
export function list(items: readonly string[], last: 'and' | 'or' = 'and'): string {
  if (items.length <= 1) return items.join('');
  const tail = items.at(-1)!;
  const word = last === 'and' ? (/^h?[iíÍI](?![aeouáéóú])/i.test(tail) ? 'e' : 'y') : /^h?[oóOÓ]/i.test(tail) ? 'u' : 'o';
  return `${items.slice(0, -1).join(', ')} ${word} ${tail}`;
}

/** People count seats from 1. */
export function seatNo(seat: number): string {
  return `Lugar ${seat + 1}`;
}

/** Spanish quotes text with angle quotes. */
export function quoted(text: string): string {
  return `«${text}»`;
}

/** A sentence's first letter in capitals. */
export function capital(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** A number among a problem's facts, or null when it is missing. */
export function num(data: StoredProblem['data'], key: string): number | null {
  const value = data?.[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}
