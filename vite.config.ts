import { readFileSync } from 'node:fs';
import { defineConfig, type Plugin } from 'vite';
import preact from '@preact/preset-vite';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';
import { prerenderFirstScreen } from './prerender-plugin.ts';
import { MANIFEST_WORDS, manifestFile } from './src/ui/words/manifest.ts';

/** The top-level manifest.webmanifest is the single source of the app manifest. */
const manifest = JSON.parse(
  readFileSync(new URL('./manifest.webmanifest', import.meta.url), 'utf8'),
) as Partial<ManifestOptions>;

/**
 * The manifest in every other language (manifest-es.webmanifest): the same app (same id,
 * icons and colours) with its words; the page links the one of its language (boot-script.ts).
 */
function languageManifests(): Plugin {
  return {
    name: 'language-manifests',
    apply: 'build',
    generateBundle() {
      for (const [lang, words] of Object.entries(MANIFEST_WORDS) as [keyof typeof MANIFEST_WORDS, (typeof MANIFEST_WORDS)[keyof typeof MANIFEST_WORDS]][]) {
        this.emitFile({ type: 'asset', fileName: manifestFile(lang), source: `${JSON.stringify({ ...manifest, ...words, lang }, null, 2)}\n` });
      }
    },
  };
}

/**
 * index.html carries the production Content-Security-Policy (only the app's own origin).
 * The dev server injects CSS as <style> elements, so `vite` (serve) alone relaxes
 * style-src; the built app keeps the strict policy.
 */
function devCspRelax(): Plugin {
  return {
    name: 'dev-csp-relax',
    apply: 'serve',
    transformIndexHtml: (html) =>
      html.replace("style-src 'self'", "style-src 'self' 'unsafe-inline'"),
  };
}

/**
 * Explicit compile hints (V8, Chrome 136 on): a script that opens with `//# allFunctionsCalledOnLoad`
 * has all its functions compiled while it streams in, on a background thread, rather than each
 * one on the main thread the first time it runs. Every chunk opens with it. The chunks a first
 * Start runs (the rules, the table, its words, storage, the computers' port) all load before
 * Start, so Start no longer compiles them in its own tasks; a screen loaded on demand (Records,
 * Learn to play) runs most of its functions as it opens; the computers' worker runs all of its
 * own at their first move. Other engines read a comment (docs/performance.md, 2026-12-08).
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';
function compileHints(): Plugin {
  return {
    name: 'compile-hints',
    apply: 'build',
    // Last: after minifying (a minifier keeps no such comment) and after Vite's own lines at the
    // top of a chunk that loads others (`__vite__mapDeps`), as Vite adds those: once the file's
    // name is hashed (the hint is the same in every build, so the hash still follows the code).
    generateBundle: {
      order: 'post',
      handler(_, bundle) {
        for (const chunk of Object.values(bundle)) if (chunk.type === 'chunk') chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
      },
    },
  };
}

export default defineConfig({
  base: './',
  plugins: [
    preact(),
    devCspRelax(),
    // The first screen (Home) is in index.html, so it paints before the scripts load (issue 14).
    prerenderFirstScreen(),
    languageManifests(),
    compileHints(),
    VitePWA({
      registerType: 'prompt', // an update never reloads a round in progress
      injectRegister: false, // src/pwa/register.ts imports virtual:pwa-register itself
      manifest,
      manifestFilename: 'manifest.webmanifest',
      // The manifest's PNG icons are for installing only (home screen, splash): served from
      // public/ but never precached, so a first visit does not download ~30 KB that play never
      // uses. The page's own icons come along: icon.svg (the tab's) with the code glob, and the
      // touch icon, which the page's <link> makes browsers fetch on every load (offline too).
      includeAssets: ['apple-touch-icon-180x180.png'],
      includeManifestIcons: false,
      workbox: {
        // Every chunk (each language's words too: only the one in use is fetched, all work offline)
        // and the other languages' manifests (vite-plugin-pwa adds manifest.webmanifest itself).
        globPatterns: ['**/*.{js,css,html,svg,woff2}', 'manifest-*.webmanifest'],
        globIgnores: ['**/node_modules/**', 'sw.js', 'workbox-*.js'],
        // The browser fetches the install icons itself (the manifest, the touch icon): kept as it
        // fetches them, so an offline reload finds them too — never downloaded for the precache.
        runtimeCaching: [{ urlPattern: ({ url }) => url.pathname.endsWith('.png'), handler: 'CacheFirst', options: { cacheName: 'install-icons' } }],
        navigateFallback: 'index.html',
        cleanupOutdatedCaches: true,
        // First visit: the new worker controls the open page at once (no reload needed to
        // work offline). Updates still wait for the player (no skipWaiting).
        clientsClaim: true,
      },
    }),
  ],
  build: {
    target: 'es2022',
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Preact, signals and the few small modules that the entry, the word chunks and the lazy
          // screens all share travel as one chunk: left to the automatic split, they come in
          // pieces cut by whichever lazy chunk shares them, and each piece pays gzip's start-up
          // cost again on the first load.
          groups: [
            {
              name: 'context',
              test: /node_modules[\\/](preact|@preact)[\\/]|^\0vite[\\/]preload-helper|src[\\/]ui[\\/](app[\\/]context|words[\\/](shelf|use|plural|number))\.ts/,
            },
          ],
        },
      },
    },
  },
  // The computer players' worker is a module worker (src/ai/worker.ts, new Worker(..., { type: 'module' })).
  worker: { format: 'es', plugins: () => [compileHints()] },
});
