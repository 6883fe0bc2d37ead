/** The app's entry: builds the app model with the browser's adapters, mounts the game, starts the service worker. */
import { render } from 'preact';
import { App } from './ui/App.tsx';
import { AppModel } from './ui/app/app.ts';
import { browserDeps } from './ui/ports/browser.ts';
import { AppContext } from './ui/app/context.ts';
import { startServiceWorker } from './pwa/register.ts';
import { releaseStaleVnodes } from './ui/kit/release-vnodes.ts';
import { followLanguage } from './ui/words/document.ts';
import { languageFor } from './ui/words/languages.ts';
import { currentLanguage, laterWordsReady, switchLanguage } from './ui/words/shelf.ts';
import './ui/styles.css';

releaseStaleVnodes();
const app = new AppModel(browserDeps());

/** Renders once the language's words are here (the boot script began fetching them with this module). */
async function start(): Promise<void> {
  // Without words nothing can be said: English as a last resort, else the prerendered Home stays.
  if (!(await switchLanguage(languageFor(app.preferences.peek().language))) && !(await switchLanguage('en'))) return;
  followLanguage(app.preferences, document);
  // index.html holds the first screen (Home) prerendered in each language (src/prerender.tsx), the one
  // in use painted before this script ran: the others go (in this same task, so nothing paints
  // in between). render(), not hydrate(): it takes those elements over AND sets every attribute
  // and value (hydrate() skips props), so a link's pre-filled names and the fresh seed show at once.
  const root = document.getElementById('app')!;
  for (const copy of root.querySelectorAll(`:scope > [data-prerender]:not([data-prerender="${currentLanguage()}"])`)) copy.remove();
  render(
    <AppContext.Provider value={app}>
      <App />
    </AppContext.Provider>,
    root,
  );
  // The words of the screens loaded on demand come next, with those screens' code.
  void laterWordsReady();
}
void start();
startServiceWorker();
