/**
 * The pseudo-locale: every word of the English catalogs wrapped in ⟦…⟧ (a function's words on
 * its result), put on the shelf as the language in use. A screen rendered with it shows any
 * word that did not come through the wording module as text outside the brackets.
 */
import { first } from '../../src/ui/words/first-en.ts';
import { later } from '../../src/ui/words/later-en.ts';
import type { FirstWords, LaterWords } from '../../src/ui/words/packs.ts';
import { installWords } from '../../src/ui/words/shelf.ts';

/** The brackets around every pseudo-locale string. */
const OPEN = '⟦';
const CLOSE = '⟧';

/** Keys that are not words (a language's tag, the function that speaks the catalog): left as they are. */
const NOT_WORDS = new Set(['lang', 'speak']);

/** `value` with every string wrapped, every function's result wrapped, recursively. */
export function pseudo<T>(value: T): T {
  if (typeof value === 'string') return `${OPEN}${value}${CLOSE}` as T;
  if (typeof value === 'function') return ((...args: unknown[]) => pseudo((value as (...a: unknown[]) => unknown)(...args))) as T;
  if (Array.isArray(value)) return value.map(pseudo) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, NOT_WORDS.has(key) ? v : pseudo(v)])) as T;
  }
  return value;
}

/** The English words, every one wrapped. */
function pseudoWords(): { first: FirstWords; later: LaterWords } {
  return { first: pseudo(first), later: pseudo(later) };
}

/** Makes the pseudo-locale the language in use (under the tag "en": the shelf knows the app's languages only). */
export function usePseudoLocale(): void {
  const words = pseudoWords();
  installWords('en', words.first, words.later);
}

/** Puts the real English words back. */
export function useEnglish(): void {
  installWords('en', first, later);
}

/** Attributes a person reads (or hears from a screen reader). */
const READ_ATTRIBUTES = ['aria-label', 'title', 'alt', 'placeholder', 'aria-valuetext', 'aria-roledescription', 'aria-description'];

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

function decode(text: string): string {
  return text.replace(/&(#x[\da-f]+|#\d+|\w+);/gi, (all, code: string) => {
    if (code[0] === '#') return String.fromCodePoint(code[1]?.toLowerCase() === 'x' ? parseInt(code.slice(2), 16) : Number(code.slice(1)));
    return ENTITIES[code] ?? all;
  });
}

/** Every text a person reads in `html`: its text nodes and its read attributes. */
export function readTexts(html: string): string[] {
  const texts: string[] = [];
  const body = html.replace(/<!--[\s\S]*?-->/g, '').replace(/<(style|script)\b[\s\S]*?<\/\1>/gi, '');
  for (const part of body.split(/(<[^>]*>)/)) {
    if (part.startsWith('<')) {
      for (const name of READ_ATTRIBUTES) {
        const found = new RegExp(`\\s${name}="([^"]*)"`).exec(part);
        if (found) texts.push(decode(found[1]!));
      }
    } else if (part.trim()) texts.push(decode(part));
  }
  return texts;
}

/** What of `text` lies outside every ⟦…⟧ (nested brackets included). */
export function outside(text: string): string {
  let rest = text;
  for (let before = ''; before !== rest; ) {
    before = rest;
    rest = rest.replace(/⟦[^⟦⟧]*⟧/g, '');
  }
  return rest;
}

/**
 * The texts of `html` with visible words outside the brackets. Data is allowed, narrowly:
 * the `data` strings given (player names, a seed) and numbers (scores, counts, a tile's
 * numerals), nothing else.
 */
export function escapes(html: string, data: readonly string[] = []): string[] {
  const longestFirst = [...data].sort((a, b) => b.length - a.length);
  return readTexts(html).filter((text) => {
    let rest = outside(text);
    for (const d of longestFirst) rest = rest.split(d).join(' ');
    rest = rest.replace(/[-+−]?\d+/g, ' ');
    return rest.trim() !== '';
  });
}
