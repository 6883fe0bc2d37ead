/**
 * The page's boot script: a classic script in index.html's head (prerender-plugin.ts writes
 * it as a file of its own, since the page's Content-Security-Policy allows no inline script).
 * Before the first paint it picks the language as the app will (languages.ts), sets
 * `<html lang>` (the stylesheet then shows the New game form prerendered in that language)
 * and the page's title, links that language's manifest, and starts fetching that language's
 * first words in parallel with the app's own code.
 */
import { LANGUAGES, type Language } from '../../session/preferences.ts';
import { CHOICE_KEY, pickLanguage } from './languages.ts';
import { manifestFile } from './manifest.ts';

/**
 * The script's text; `chunks`: each language's first-words chunk and the chunks it imports, as
 * the page links them ("./assets/first-es-….js"), so none waits for another to arrive.
 */
export function bootScript(chunks: Readonly<Record<Language, readonly string[]>>, titles: Readonly<Record<Language, string>>): string {
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
  document.documentElement.lang = lang;
  document.title = titles[lang];
  for (var i = 0; i < chunks[lang].length; i++) {
    var preload = document.createElement('link');
    preload.rel = 'modulepreload';
    preload.crossOrigin = '';
    preload.href = chunks[lang][i];
    document.head.appendChild(preload);
  }
  var manifest = document.querySelector('link[rel="manifest"]');
  if (manifest) manifest.setAttribute('href', manifests[lang]);
})();
`;
}
