/**
 * The New game screen as HTML, written into index.html at build time (prerender-plugin.ts), so
 * the form paints from HTML and CSS before any script runs. The model is built from ports that
 * have not answered yet (no storage, no computers, no link, no seed): the state the page's own
 * first render starts from, which then takes the prerendered DOM over (src/main.tsx).
 */
import { renderToString } from 'preact-render-to-string';
import { App } from './ui/App.tsx';
import { AppModel } from './ui/model/app.ts';
import { AppContext } from './ui/model/context.ts';
import { lazyStorePort } from './ui/model/lazy-port.ts';
import type { AppDeps } from './ui/model/ports.ts';

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

/**
 * The app's first screen (the New game form) as HTML, for `#app`. Its root is `inert` until
 * the page's script takes it over (render() drops the attribute): a tap or a keystroke before
 * then would be lost, and Start would submit the bare form, reloading without the link.
 */
export function prerender(): string {
  const app = new AppModel(prerenderDeps());
  const html = renderToString(
    <AppContext.Provider value={app}>
      <App />
    </AppContext.Provider>,
  );
  return html.replace(/^<div /, '<div inert ');
}
