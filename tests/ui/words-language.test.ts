/**
 * Which language the screens speak: picked from the browser's languages until the person
 * chooses, kept with the preferences (and mirrored for the next first paint), loaded on
 * demand, and shown on the page (`<html lang>`, the title, the manifest). The boot script
 * picks the same language before any module runs.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES, LANGUAGES, readPreferences } from '../../src/session/preferences.ts';
import { openStorePort } from '../../src/ui/ports/store-port.ts';
import { bootScript } from '../../src/ui/words/boot-script.ts';
import { followLanguage } from '../../src/ui/words/document.ts';
import { first } from '../../src/ui/words/first-en.ts';
import { later } from '../../src/ui/words/later-en.ts';
import { CHOICE_KEY, languageFor, pickLanguage, rememberChoice, rememberedChoice } from '../../src/ui/words/languages.ts';
import { currentLanguage, firstWords, installWords, laterWords, laterWordsReady, switchLanguage } from '../../src/ui/words/shelf.ts';
import { testEnv } from '../support/fixtures.ts';
import { fakeStorage } from './fakes.ts';
import { makeApp, settle } from './helpers.ts';

/** A localStorage kept in a map; `broken` throws on every call, as a sandboxed page's may. */
function fakeLocalStorage(broken = false) {
  const items = new Map<string, string>();
  const check = () => {
    if (broken) throw new Error('SecurityError');
  };
  return {
    items,
    getItem: (k: string) => (check(), items.get(k) ?? null),
    setItem: (k: string, v: string) => (check(), void items.set(k, v)),
    removeItem: (k: string) => (check(), void items.delete(k)),
  };
}

const g = globalThis as Record<string, unknown>;
const saved = { localStorage: g.localStorage, navigator: Object.getOwnPropertyDescriptor(globalThis, 'navigator') };

/** Puts a browser's languages (and a localStorage) on globalThis for one test. */
function browser(languages: string[], storage: unknown = fakeLocalStorage()): void {
  Object.defineProperty(globalThis, 'navigator', { value: { languages, language: languages[0] }, configurable: true, writable: true });
  g.localStorage = storage;
}

afterEach(() => {
  if (saved.navigator) Object.defineProperty(globalThis, 'navigator', saved.navigator);
  else delete g.navigator;
  if (saved.localStorage === undefined) delete g.localStorage;
  else g.localStorage = saved.localStorage;
  installWords('en', first, later);
});

describe('picking the language', () => {
  it.each([
    [null, ['es-MX'], 'es'],
    [null, ['es'], 'es'],
    [null, ['ES-419'], 'es'],
    [null, ['en-US', 'es'], 'en'],
    [null, ['fr-FR', 'es-ES'], 'es'],
    [null, ['fr', 'de'], 'en'],
    [null, [], 'en'],
    ['auto', ['es-AR'], 'es'],
    ['en', ['es-MX'], 'en'],
    ['es', ['en-GB'], 'es'],
    ['klingon', ['es-MX'], 'es'],
  ] as const)('choice %s with the browser asking %j: %s', (choice, preferred, lang) => {
    expect(pickLanguage(choice, preferred, LANGUAGES)).toBe(lang);
  });

  it("follows this browser's languages for 'auto'", () => {
    browser(['es-MX', 'en']);
    expect(languageFor('auto')).toBe('es');
  });
});

describe('the choice mirrored for the first paint', () => {
  it('is remembered, and forgotten again for auto', () => {
    const storage = fakeLocalStorage();
    browser(['en'], storage);
    rememberChoice('es');
    expect([storage.items.get(CHOICE_KEY), rememberedChoice()]).toEqual(['es', 'es']);
    rememberChoice('auto');
    expect([storage.items.has(CHOICE_KEY), rememberedChoice()]).toEqual([false, 'auto']);
  });

  it('reads as auto when storage refuses, and a refused write is no error', () => {
    browser(['en'], fakeLocalStorage(true));
    expect(() => rememberChoice('es')).not.toThrow();
    expect(rememberedChoice()).toBe('auto');
  });

  it('ignores a stored value that is no language of the app', () => {
    const storage = fakeLocalStorage();
    storage.items.set(CHOICE_KEY, 'fr');
    browser(['en'], storage);
    expect(rememberedChoice()).toBe('auto');
  });
});

describe('the language preference', () => {
  it.each(['auto', 'en', 'es'])('%s survives a round trip through storage', async (language) => {
    const port = openStorePort(testEnv(), { indexedDB: null, storage: null });
    await port.savePreferences({ ...DEFAULT_PREFERENCES, language: language as never });
    expect((await port.loadPreferences()).language).toBe(language);
  });

  it('defaults to auto', () => {
    expect(readPreferences({}).preferences.language).toBe('auto');
  });

  it('a language the app does not speak is reported, and auto stands in', () => {
    expect(readPreferences({ language: 'fr' })).toEqual({ preferences: DEFAULT_PREFERENCES, issues: [{ key: 'language', code: 'bad-value', found: 'fr' }] });
  });

  it('choosing one is kept with the preferences', async () => {
    const { app, storage } = await makeApp({ storage: fakeStorage({ preferences: { pace: 'slow' } }) });
    app.setLanguage('es');
    await settle();
    expect({ now: app.preferences.value.language, stored: storage.preferences }).toEqual({ now: 'es', stored: { ...DEFAULT_PREFERENCES, pace: 'slow', language: 'es' } });
  });

  it('a stored choice is the app preference once storage answers', async () => {
    const { app } = await makeApp({ storage: fakeStorage({ preferences: { language: 'es' } }) });
    expect(app.preferences.value.language).toBe('es');
  });

  it('the first render already has the choice mirrored on this device', async () => {
    const storage = fakeLocalStorage();
    storage.items.set(CHOICE_KEY, 'es');
    browser(['en'], storage);
    // Storage has not answered yet: its preferences never arrive here.
    const slow = fakeStorage();
    const open = slow.open;
    slow.open = (env) => ({ ...open(env), loadPreferences: () => new Promise(() => {}) });
    const { app } = await makeApp({ storage: slow });
    expect(app.preferences.value.language).toBe('es');
  });
});

describe('loading a language on demand', () => {
  it('switches once the words are loaded', async () => {
    expect(await switchLanguage('es')).toBe(true);
    expect([currentLanguage(), firstWords().front.lang, firstWords().newGame.lang]).toEqual(['es', 'es', 'es']);
  });

  it('brings the later words along once a screen asked for them', async () => {
    expect(await laterWordsReady()).toBe(true);
    await switchLanguage('es');
    expect([laterWords().catalog.lang, laterWords().records.lang]).toEqual(['es', 'es']);
  });

  it('the newest switch wins over an older one still loading', async () => {
    const older = switchLanguage('es');
    const newer = switchLanguage('en');
    expect(await Promise.all([older, newer])).toEqual([false, true]);
    expect(currentLanguage()).toBe('en');
  });
});

describe('the page follows the language', () => {
  /** The least of a document followLanguage touches. */
  function fakeDocument() {
    const manifest = { href: './manifest.webmanifest', setAttribute(_: string, v: string) { this.href = v; } };
    return { documentElement: { lang: 'en' }, title: '', manifest, querySelector: () => manifest };
  }

  it('sets <html lang>, the title and the manifest of the chosen language', async () => {
    const doc = fakeDocument();
    const { app } = await makeApp();
    const stop = followLanguage(app.preferences, doc as unknown as Document);
    app.setLanguage('es');
    await settle();
    await settle();
    stop();
    expect({ lang: doc.documentElement.lang, title: doc.title, manifest: doc.manifest.href }).toEqual({
      lang: 'es',
      title: 'Tren mexicano',
      manifest: './manifest-es.webmanifest',
    });
  });
});

describe('the boot script', () => {
  /** Runs the script in a fake page; returns what it did. */
  function boot(languages: string[], stored: string | null, brokenStorage = false) {
    const appended: { rel: string; href: string; crossOrigin: string | null }[] = [];
    const manifest = { href: './manifest.webmanifest', setAttribute(_: string, v: string) { this.href = v; } };
    const document = {
      title: 'Mexican Train',
      documentElement: { lang: 'en' },
      head: { appendChild: (l: (typeof appended)[number]) => appended.push(l) },
      createElement: () => ({ rel: '', href: '', crossOrigin: null }),
      querySelector: () => manifest,
    };
    const storage = fakeLocalStorage(brokenStorage);
    if (stored) storage.items.set(CHOICE_KEY, stored);
    const script = bootScript({ en: ['./assets/first-en-1.js'], es: ['./assets/first-es-2.js', './assets/es-base-3.js'] }, { en: 'Mexican Train', es: 'Tren mexicano' });
    new Function('window', 'document', 'navigator', script)({ localStorage: storage }, document, { languages, language: languages[0] });
    return { lang: document.documentElement.lang, title: document.title, preload: appended, manifest: manifest.href };
  }

  it('picks Spanish for a Spanish browser, preloads its words and links its manifest', () => {
    expect(boot(['es-MX'], null)).toEqual({
      lang: 'es',
      title: 'Tren mexicano',
      preload: [
        { rel: 'modulepreload', href: './assets/first-es-2.js', crossOrigin: '' },
        { rel: 'modulepreload', href: './assets/es-base-3.js', crossOrigin: '' },
      ],
      manifest: './manifest-es.webmanifest',
    });
  });

  it('keeps the choice made on this device over the browser', () => {
    expect(boot(['es-MX'], 'en').lang).toBe('en');
  });

  it('falls back to the browser when storage refuses', () => {
    expect(boot(['es-MX'], 'en', true).lang).toBe('es');
  });

  it('English for a browser asking for no language of the app', () => {
    expect(boot(['fr-FR'], null)).toMatchObject({ lang: 'en', manifest: './manifest.webmanifest' });
  });

  it("starts the app's code when it is given it: its preloads, then the entry module, then the words", () => {
    const appended: Array<Record<string, string | null>> = [];
    const document = {
      title: '',
      documentElement: { lang: 'en' },
      head: { appendChild: (el: Record<string, string | null>) => appended.push({ ...el }) },
      createElement: (tag: string) => ({ tag, rel: '', href: '', src: '', type: '', crossOrigin: null }),
      querySelector: () => null,
    };
    const script = bootScript({ en: ['./assets/first-en-1.js'], es: ['./assets/first-es-2.js'] }, { en: 'Mexican Train', es: 'Tren mexicano' }, {
      entry: './assets/index-9.js',
      preloads: ['./assets/context-7.js', './assets/core-8.js'],
    });
    new Function('window', 'document', 'navigator', script)({ localStorage: fakeLocalStorage(false) }, document, { languages: ['en'], language: 'en' });
    expect(appended.map((el) => (el.tag === 'script' ? `${el.type} ${el.src} ${el.crossOrigin}` : `${el.rel} ${el.href} ${el.crossOrigin}`))).toEqual([
      'modulepreload ./assets/context-7.js ',
      'modulepreload ./assets/core-8.js ',
      'module ./assets/index-9.js ',
      'modulepreload ./assets/first-en-1.js ',
    ]);
  });
});
