/** The app's entry: mounts the game. */
import { render } from 'preact';
import { App } from './ui/App.tsx';

render(<App />, document.getElementById('app')!);
