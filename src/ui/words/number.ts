/**
 * Numbers as a language writes them ("1,208" in English, "1208" in Spanish, which groups only
 * from five digits): every number a screen shows goes through here, so one screen never prints
 * "1,208" beside "1208". One formatter per language, made once.
 */
const formatters = new Map<string, Intl.NumberFormat>();

/** `n` written for the language `lang` (a BCP 47 tag, the catalog's `lang`). */
export function formatNumber(lang: string, n: number): string {
  let f = formatters.get(lang);
  if (!f) {
    f = new Intl.NumberFormat(lang, { maximumFractionDigits: 1 });
    formatters.set(lang, f);
  }
  return f.format(n);
}
