/**
 * The first screen (Home) as HTML, written into index.html at build time (prerender-plugin.ts), so
 * Home paints from HTML and CSS before any script runs. The model is built from ports that
 * have not answered yet (no storage, no computers, no link, no seed): the state the page's own
 * first render starts from, which then takes the prerendered DOM over (src/main.tsx).
 *
 * It is written once per language, each copy marked `data-prerender="<lang>"`: the boot
 * script (src/ui/words/boot-script.ts) sets `<html lang>` before the first paint and the
 * stylesheet shows only that language's copy, so a Spanish reader never sees English first.
 */
import { renderToString } from 'preact-render-to-string';
import { App } from './ui/App.tsx';
import { AppModel } from './ui/app/app.ts';
import { AppContext } from './ui/app/context.ts';
import { LANGUAGES, type Language } from './session/preferences.ts';
import { first as firstEn } from './ui/words/first-en.ts';
import { first as firstEs } from './ui/words/first-es.ts';
import type { FirstWords } from './ui/words/packs.ts';
import { bootScript as bootScriptOf, type AppScripts } from './ui/words/boot-script.ts';
import { installWords } from './ui/words/shelf.ts';

export { LANGUAGES } from './session/preferences.ts';

/** Every language's first words (this module runs at build time only: no chunk to spare). */
const FIRST: Record<Language, FirstWords> = { en: firstEn, es: firstEs };

/** The page's boot script (see boot-script.ts), given each language's first-words chunks; the titles are the app's name in each language. */
export function bootScript(chunks: Record<Language, readonly string[]>, app: AppScripts | null = null): string {
  return bootScriptOf(chunks, { en: FIRST.en.front.table.appName, es: FIRST.es.front.table.appName }, app);
}
import { lazyStorePort } from './ui/ports/lazy-port.ts';
import type { AppDeps } from './ui/ports/ports.ts';

/** A promise that never settles: storage and the computers are still "loading" when the HTML is written. */
const pending = <T,>(): Promise<T> => new Promise<T>(() => {});

/** The ports of a page whose storage and computers have not answered yet. */
export function prerenderDeps(): AppDeps {
  return {
    openStore: () => lazyStorePort(pending),
    scheduler: { setTimeout: () => null, clearTimeout: () => {} },
    now: () => new Date(0).toISOString(),
    loadComputer: pending,
    // The page deals a fresh seed when it takes the form over; the HTML leaves the field empty.
    freshSeed: () => '',
    search: '',
  };
}

/** Attributes that name an element by its id. */
const ID_REFERENCES = /\s(id|for|aria-labelledby|aria-describedby|aria-controls)="([^"]*)"/g;

/**
 * The first screen in one language, its root marked with it. Only the first copy keeps the
 * app's ids; the others suffix theirs with the language (and every reference to them), so
 * the page never holds an id twice. Taking a copy over sets the app's own ids again.
 */
function prerenderIn(lang: Language, index: number): string {
  installWords(lang, FIRST[lang]);
  const app = new AppModel(prerenderDeps());
  const html = renderToString(
    <AppContext.Provider value={app}>
      <App />
    </AppContext.Provider>,
  );
  const unique = index === 0 ? html : html.replace(ID_REFERENCES, (_all, name: string, ids: string) => ` ${name}="${ids.split(' ').map((id) => `${id}-${lang}`).join(' ')}"`);
  return unique.replace(/^<div /, `<div inert data-prerender="${lang}" `);
}

/**
 * The app's first screen (Home) as HTML, for `#app`, once per language. Each
 * root is `inert` until the page's script takes it over (render() drops the attribute, and
 * the other copy): a tap or a keystroke before then would be lost.
 */
export function prerender(): string {
  return LANGUAGES.map((lang, index) => prerenderIn(lang, index)).join('');
}
