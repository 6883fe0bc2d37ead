/** The app's entry: builds the app model with the browser's adapters, mounts the game, starts the service worker. */
import { render } from 'preact';
import { App } from './ui/App.tsx';
import { AppModel } from './ui/model/app.ts';
import { browserDeps } from './ui/model/browser.ts';
import { AppContext } from './ui/model/context.ts';
import { startServiceWorker } from './pwa/register.ts';
import './ui/styles.css';

const app = new AppModel(browserDeps());
// index.html holds the New game form prerendered (src/prerender.tsx), painted before this script
// ran. render(), not hydrate(): it takes those elements over AND sets every attribute and value
// (hydrate() skips props), so a link's pre-filled names and the fresh seed show at once.
render(
  <AppContext.Provider value={app}>
    <App />
  </AppContext.Provider>,
  document.getElementById('app')!,
);
startServiceWorker();
