/** The app's entry: builds the app model with the browser's adapters, mounts the game, starts the service worker. */
import { render } from 'preact';
import { App } from './ui/App.tsx';
import { AppModel } from './ui/model/app.ts';
import { browserDeps } from './ui/model/browser.ts';
import { AppContext } from './ui/model/context.ts';
import { startServiceWorker } from './pwa/register.ts';
import './ui/styles.css';

const app = new AppModel(browserDeps());
render(
  <AppContext.Provider value={app}>
    <App />
  </AppContext.Provider>,
  document.getElementById('app')!,
);
startServiceWorker();
