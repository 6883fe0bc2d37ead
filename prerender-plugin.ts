/**
 * A build step that renders the app's first screen (src/prerender.tsx) into index.html's
 * `#app`, so the New game form paints before the scripts have loaded. The screen is rendered
 * in Node by a throwaway Vite server (same JSX transform as the app), with the service-worker
 * module stubbed; the HTML is written before vite-plugin-pwa revisions index.html.
 *
 * The form is there once per language; the page's boot script (a classic script of its own,
 * emitted here: the Content-Security-Policy allows no inline script) picks the language
 * before the first paint and starts fetching that language's words chunk.
 */
import preact from '@preact/preset-vite';
import { createServer, type Plugin } from 'vite';

/** What src/prerender.tsx gives the build. */
interface PrerenderModule {
  prerender(): string;
  bootScript(chunks: Record<string, string[]>, app: { entry: string; preloads: string[] }): string;
  LANGUAGES: readonly string[];
}

const PWA_REGISTER = 'virtual:pwa-register';

/** The service worker is not registered while prerendering: its virtual module is a no-op. */
function stubPwaRegister(): Plugin {
  return {
    name: 'prerender-stub-pwa-register',
    resolveId: (id) => (id === PWA_REGISTER ? `\0${PWA_REGISTER}` : null),
    load: (id) => (id === `\0${PWA_REGISTER}` ? 'export const registerSW = () => async () => {};' : null),
  };
}

/** `entry`'s module (its prerender() and boot script), loaded by a Vite server rooted at `root`; `use` runs before the server closes. */
async function withEntry<T>(root: string, entry: string, use: (mod: PrerenderModule) => T): Promise<T> {
  const server = await createServer({
    root,
    configFile: false,
    logLevel: 'error',
    appType: 'custom',
    plugins: [preact(), stubPwaRegister()],
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    return use((await server.ssrLoadModule(entry)) as unknown as PrerenderModule);
  } finally {
    await server.close();
  }
}

/** Writes the prerendered first screen into `<div id="app"></div>` of the built index.html. */
export function prerenderFirstScreen(entry = '/src/prerender.tsx'): Plugin {
  let root = process.cwd();
  let bootSource = '';
  return {
    name: 'prerender-first-screen',
    apply: 'build',
    configResolved: (config) => void (root = config.root),
    transformIndexHtml: {
      order: 'post',
      async handler(html, ctx) {
        const target = '<div id="app"></div>';
        if (!html.includes(target)) throw new Error(`prerender: index.html has no ${target}`);
        // The app's module script and its preloads leave the page: the boot script starts them
        // once the stylesheet is in, so the first paint does not share the network with them.
        const { html: page, app } = takeAppScripts(html);
        html = page;
        const { body, boot } = await withEntry(root, entry, (mod) => ({
          body: mod.prerender(),
          boot: mod.bootScript(Object.fromEntries(mod.LANGUAGES.map((lang) => [lang, firstWordsChunks(ctx.bundle ?? {}, lang).map((f) => `./${f}`)])), app),
        }));
        bootSource = boot;
        // A style attribute would break the page's style-src 'self' (the form must use classes).
        if (/\sstyle="/.test(body)) throw new Error('prerender: the first screen has an inline style attribute; use a class');
        if (!body.startsWith('<div inert ')) throw new Error('prerender: the first screen must be inert until the script runs');
        return html.replace(target, `<div id="app">${body}</div>`);
      },
    },
    // The boot script, a file of its own, goes last in the head: after the manifest link it retargets.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const page = bundle['index.html'];
        if (!bootSource || page?.type !== 'asset') throw new Error('prerender: index.html or its boot script is missing');
        const file = this.getFileName(this.emitFile({ type: 'asset', name: 'boot.js', source: bootSource }));
        page.source = String(page.source).replace('</head>', `  <script src="./${file}"></script>\n  </head>`);
      },
    },
  };
}

/** The built page's module script and modulepreload links, taken out of it (the boot script adds them). */
function takeAppScripts(html: string): { html: string; app: { entry: string; preloads: string[] } } {
  const entries = [...html.matchAll(/\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g)];
  if (entries.length !== 1) throw new Error(`prerender: expected one module script in index.html, found ${entries.length}`);
  const preloads = [...html.matchAll(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g)];
  let page = html;
  for (const m of [...entries, ...preloads]) page = page.replace(m[0], '');
  return { html: page, app: { entry: entries[0]![1]!, preloads: preloads.map((m) => m[1]!) } };
}

/** A chunk of the build, as far as the boot script needs it. */
interface BuiltChunk {
  type: string;
  fileName: string;
  facadeModuleId?: string | null;
  imports?: string[];
}

/** The files of a language's first-words chunk (src/ui/words/first-<lang>.ts) and of every chunk it imports, in the build. */
function firstWordsChunks(bundle: Record<string, BuiltChunk>, lang: string): string[] {
  const module = `/src/ui/words/first-${lang}.ts`;
  const chunk = Object.values(bundle).find((c) => c.type === 'chunk' && c.facadeModuleId?.endsWith(module));
  if (!chunk) throw new Error(`prerender: no chunk for ${module} (is it still loaded with import()?)`);
  const files = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const imported of bundle[file]?.imports ?? []) visit(imported);
  };
  visit(chunk.fileName);
  return [...files];
}
