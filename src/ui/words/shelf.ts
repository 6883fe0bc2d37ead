/**
 * The words on the shelf: the language the screens speak now and the word chunks loaded so
 * far. One per page, like `<html lang>`: every app model and component of the page reads it.
 * A language becomes current only once its words are here, so a render never waits and
 * never mixes two languages; the chunks come through dynamic imports, so only the
 * languages in use are fetched (the service worker precaches them all for offline).
 */
import { signal } from '@preact/signals';
import type { Language } from '../../session/preferences.ts';
import type { FirstWords, LaterWords } from './packs.ts';

/** How each language's chunks load (each import is a chunk of its own). */
const CHUNKS: Record<Language, { first(): Promise<FirstWords>; later(): Promise<LaterWords> }> = {
  en: {
    first: () => import('./first-en.ts').then((m) => m.first),
    later: () => import('./later-en.ts').then((m) => m.later),
  },
  es: {
    first: () => import('./first-es.ts').then((m) => m.first),
    later: () => import('./later-es.ts').then((m) => m.later),
  },
};

const language = signal<Language>('en');
const firsts = signal<Partial<Record<Language, FirstWords>>>({});
const laters = signal<Partial<Record<Language, LaterWords>>>({});
/** Loads in flight, so two callers share one fetch; a failed one is forgotten (a later call retries). */
const loading = new Map<string, Promise<unknown>>();
/** Some screen asked for the later words: every language switched to brings them too. */
let laterWanted = false;
/** The newest switch: an older one finishing late never overrides it. */
let latest = 0;

/** Loads one chunk of a language once; resolves false when it could not be fetched. */
function load(lang: Language, part: 'first' | 'later'): Promise<boolean> {
  const shelf = part === 'first' ? firsts : laters;
  if (shelf.peek()[lang]) return Promise.resolve(true);
  const key = `${lang}:${part}`;
  let pending = loading.get(key) as Promise<boolean> | undefined;
  if (!pending) {
    pending = (CHUNKS[lang][part]() as Promise<FirstWords | LaterWords>).then(
      (words) => {
        shelf.value = { ...shelf.peek(), [lang]: words };
        loading.delete(key);
        return true;
      },
      () => {
        loading.delete(key);
        return false;
      },
    );
    loading.set(key, pending);
  }
  return pending;
}

/** The language the screens speak now (reading it subscribes a component or computed). */
export function currentLanguage(): Language {
  return language.value;
}

/** The current language's first words (the first screen's). Only a render before any switchLanguage() finds none: a bug, so it throws. */
export function firstWords(): FirstWords {
  const words = firsts.value[language.value];
  if (!words) throw new Error(`No ${language.value} words yet: await switchLanguage() before the first render.`);
  return words;
}

/**
 * The current language's later words: the whole catalog (the table's sentences) and the screens'
 * loaded on demand. Those screens find them (lazyComponent awaits laterWordsReady()); the first
 * screen never reads them, so it paints before they arrive.
 */
export function laterWords(): LaterWords {
  const words = laters.value[language.value];
  if (!words) throw new Error(`No later ${language.value} words yet: load the screen through lazyComponent (it awaits laterWordsReady()).`);
  return words;
}

/**
 * Makes `lang` the language of the screens once its words are loaded (and its later words,
 * when a screen asked for them). Resolves false, leaving the language as it was, when a
 * chunk could not be fetched or a newer switch came meanwhile.
 */
export async function switchLanguage(lang: Language): Promise<boolean> {
  const ticket = ++latest;
  let ok = (await load(lang, 'first')) && (!laterWanted || (await load(lang, 'later')));
  // A screen may have asked for the later words while the first ones were loading.
  if (ok && laterWanted) ok = await load(lang, 'later');
  if (!ok || ticket !== latest) return false;
  language.value = lang;
  return true;
}

/** Resolves once the current language's later words are loaded (false: they could not be fetched). */
export function laterWordsReady(): Promise<boolean> {
  laterWanted = true;
  return load(language.peek(), 'later');
}

/** Puts words on the shelf and makes their language current at once, with no fetch (prerendering, tests). */
export function installWords(lang: Language, first: FirstWords, later?: LaterWords): void {
  firsts.value = { ...firsts.peek(), [lang]: first };
  if (later) laters.value = { ...laters.peek(), [lang]: later };
  latest++;
  language.value = lang;
}
