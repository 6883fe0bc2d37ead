/**
 * The page's boot script: a classic script in index.html's head (prerender-plugin.ts writes
 * it as a file of its own, since the page's Content-Security-Policy allows no inline script).
 * Before the first paint it picks the language as the app will (languages.ts), sets
 * `<html lang>` (the stylesheet then shows the New game form prerendered in that language)
 * and the page's title, and links that language's manifest; once the first frame is painted it
 * starts fetching the app's own code and that language's first words, in parallel.
 */
import { LANGUAGES, type Language } from '../../session/preferences.ts';
import { CHOICE_KEY, pickLanguage } from './languages.ts';
import { manifestFile } from './manifest.ts';

/**
 * The app's own code, when the boot script starts it: the entry module and the chunks it
 * imports at once. This script runs only once the stylesheet above it is in (a classic script
 * waits for the style sheets before it), so the stylesheet has the network to itself, and it
 * starts them once the first frame is painted, so the prerendered form paints before the app's
 * JavaScript is fetched and run even where it would arrive at once (Lighthouse's simulated run
 * charged the first paint with every request started before it).
 */
export interface AppScripts {
  entry: string;
  preloads: readonly string[];
}

/**
 * The script's text; `app`: the app's code to start (null: the page links it itself); `chunks`: each language's first-words chunk and the chunks it imports, as
 * the page links them ("./assets/first-es-….js"), so none waits for another to arrive.
 */
export function bootScript(
  chunks: Readonly<Record<Language, readonly string[]>>,
  titles: Readonly<Record<Language, string>>,
  app: AppScripts | null = null,
): string {
  const manifests = Object.fromEntries(LANGUAGES.map((lang) => [lang, `./${manifestFile(lang)}`]));
  return `(function () {
  var pick = ${pickLanguage.toString()};
  var choice = null;
  try { choice = window.localStorage.getItem(${JSON.stringify(CHOICE_KEY)}); } catch (e) {}
  var nav = navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language || ''];
  var lang = pick(choice, nav, ${JSON.stringify(LANGUAGES)});
  var chunks = ${JSON.stringify(chunks)};
  var manifests = ${JSON.stringify(manifests)};
  var titles = ${JSON.stringify(titles)};
  var app = ${JSON.stringify(app)};
  document.documentElement.lang = lang;
  document.title = titles[lang];
  var started = false;
  function start() {
    if (started) return;
    started = true;
    if (app) {
      for (var j = 0; j < app.preloads.length; j++) {
        var link = document.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = app.preloads[j];
        document.head.appendChild(link);
      }
      var entry = document.createElement('script');
      entry.type = 'module';
      entry.crossOrigin = '';
      entry.src = app.entry;
      document.head.appendChild(entry);
    }
    for (var i = 0; i < chunks[lang].length; i++) {
      var preload = document.createElement('link');
      preload.rel = 'modulepreload';
      preload.crossOrigin = '';
      preload.href = chunks[lang][i];
      document.head.appendChild(preload);
    }
  }
  // Once the first frame is on screen (the next frame has begun): the prerendered form never
  // waits for the app's code, however fast it arrives. A page that paints no frame (hidden)
  // starts at once; one that stalls, after a second.
  if (document.visibilityState === 'hidden' || typeof requestAnimationFrame !== 'function') start();
  else {
    requestAnimationFrame(function () { requestAnimationFrame(function () { setTimeout(start, 0); }); });
    setTimeout(start, 1000);
  }
  var manifest = document.querySelector('link[rel="manifest"]');
  if (manifest) manifest.setAttribute('href', manifests[lang]);
})();
`;
}
