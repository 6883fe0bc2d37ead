/** The app's entry: mounts the game, then connects storage, the pacing and the service worker. */
import { render } from 'preact';
import { App } from './ui/App.tsx';
import { startPacing } from './ui/model/pacing.ts';
import { startPersistence } from './ui/model/persistence.ts';
import { startServiceWorker } from './pwa/register.ts';
import { loadAi } from './ui/model/game.ts';
import './ui/styles.css';

render(<App />, document.getElementById('app')!);
startPacing();
void startPersistence();
void loadAi();
startServiceWorker();
