/**
 * A build step that renders the app's first screen (src/prerender.tsx) into index.html's
 * `#app`, so the New game form paints before the scripts have loaded. The screen is rendered
 * in Node by a throwaway Vite server (same JSX transform as the app), with the service-worker
 * module stubbed; the HTML is written before vite-plugin-pwa revisions index.html.
 */
import preact from '@preact/preset-vite';
import { createServer, type Plugin } from 'vite';

const PWA_REGISTER = 'virtual:pwa-register';

/** The service worker is not registered while prerendering: its virtual module is a no-op. */
function stubPwaRegister(): Plugin {
  return {
    name: 'prerender-stub-pwa-register',
    resolveId: (id) => (id === PWA_REGISTER ? `\0${PWA_REGISTER}` : null),
    load: (id) => (id === `\0${PWA_REGISTER}` ? 'export const registerSW = () => async () => {};' : null),
  };
}

/** The HTML of `entry`'s exported `prerender()`, rendered by a Vite server rooted at `root`. */
async function renderEntry(root: string, entry: string): Promise<string> {
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
    const mod = (await server.ssrLoadModule(entry)) as { prerender: () => string };
    return mod.prerender();
  } finally {
    await server.close();
  }
}

/** Writes the prerendered first screen into `<div id="app"></div>` of the built index.html. */
export function prerenderFirstScreen(entry = '/src/prerender.tsx'): Plugin {
  let root = process.cwd();
  return {
    name: 'prerender-first-screen',
    apply: 'build',
    configResolved: (config) => void (root = config.root),
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        const target = '<div id="app"></div>';
        if (!html.includes(target)) throw new Error(`prerender: index.html has no ${target}`);
        const body = await renderEntry(root, entry);
        // A style attribute would break the page's style-src 'self' (the form must use classes).
        if (/\sstyle="/.test(body)) throw new Error('prerender: the first screen has an inline style attribute; use a class');
        if (!body.startsWith('<div inert ')) throw new Error('prerender: the first screen must be inert until the script runs');
        return html.replace(target, `<div id="app">${body}</div>`);
      },
    },
  };
}
