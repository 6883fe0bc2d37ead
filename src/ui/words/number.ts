/**
 * Numbers as a language writes them ("1,208" in English, "1208" in Spanish, which groups only
 * from five digits): every number a screen shows goes through here, so one screen never prints
 * "1,208" beside "1208". One formatter per language, made once; the small whole numbers a table
 * says again and again (tiles in a hand, pips, totals) are written once each and remembered:
 * formatting is slow beside a lookup, and a move on a 10-seat table words dozens of them.
 */
const formatters = new Map<string, Intl.NumberFormat>();
const written = new Map<string, Map<number, string>>();

/** Whole numbers from 0 to this are remembered once written (a session's totals stay below it). */
const REMEMBERED = 10_000;

/** `n` written for the language `lang` (a BCP 47 tag, the catalog's `lang`). */
export function formatNumber(lang: string, n: number): string {
  const small = Number.isInteger(n) && n >= 0 && n <= REMEMBERED && !Object.is(n, -0);
  const known = small ? written.get(lang)?.get(n) : undefined;
  if (known !== undefined) return known;
  let f = formatters.get(lang);
  if (!f) {
    f = new Intl.NumberFormat(lang, { maximumFractionDigits: 1 });
    formatters.set(lang, f);
    written.set(lang, new Map());
  }
  const text = f.format(n);
  if (small) written.get(lang)!.set(n, text);
  return text;
}
