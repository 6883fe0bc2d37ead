/** The game's root: the top bar and the screen on display. */
import { useEffect, useState } from 'preact/hooks';
import { lazyComponent } from './components/lazy.tsx';
import * as game from './model/game.ts';
import { NewGame } from './components/NewGame.tsx';
import { Table } from './components/Table.tsx';
import * as saved from './model/persistence.ts';
import { Notices } from './components/Notices.tsx';

const Rules = lazyComponent(() => import('./components/Rules.tsx').then((m) => m.RulesText));
const Records = lazyComponent(() => import('./components/Records.tsx').then((m) => m.Records));

function TopBar() {
  const screen = game.screen.value;
  const s = game.status.value;
  const go = (to: game.Screen) => () => (game.screen.value = screen === to ? (s ? 'table' : 'newGame') : to);
  return (
    <header class="topbar">
      <h1>Mexican Train</h1>
      <button type="button" class="btn small" aria-pressed={screen === 'rules'} onClick={go('rules')}>
        Rules
      </button>
      <button type="button" class="btn small" aria-pressed={screen === 'records'} onClick={go('records')}>
        Records
      </button>
      {screen !== 'newGame' && (
        <button type="button" class="btn small" onClick={() => (game.screen.value = 'newGame')}>
          New game
        </button>
      )}
    </header>
  );
}

function NewGameScreen() {
  const [error, setError] = useState<string | null>(null);
  const prefill = saved.prefill.value;
  return (
    <NewGame
      key={prefill.key}
      initial={prefill.settings}
      notes={
        game.status.value?.phase === 'playing'
          ? [...prefill.notes, `Starting a new game ends the one in progress (round ${game.status.value.round} of 13); finished sessions stay in Records.`]
          : prefill.notes
      }
      error={error}
      onCancel={game.session.value ? () => (game.screen.value = 'table') : null}
      onStart={(settings) => {
        const problem = game.startSession(settings);
        setError(problem);
        if (!problem) {
          saved.rememberSettings(settings);
          // The link has done its job: a reload now resumes this game, not the form.
          if (location.search) history.replaceState(null, '', location.pathname);
        }
      }}
    />
  );
}

/** The whole app. */
export function App() {
  useEffect(() => {
    const onVisibility = () => (game.pageHidden.value = document.visibilityState === 'hidden');
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, []);
  const screen = game.screen.value;
  return (
    <div class="app">
      <TopBar />
      <Notices />
      <main aria-busy={game.saving.value}>
        {screen === 'newGame' && <NewGameScreen />}
        {screen === 'table' && <Table />}
        {screen === 'rules' && (
          <section class="panel" aria-labelledby="rules-title">
            <h2 id="rules-title">Rules</h2>
            <Rules />
            <button type="button" class="btn" onClick={() => (game.screen.value = game.session.value ? 'table' : 'newGame')}>
              Back
            </button>
          </section>
        )}
        {screen === 'records' && (
          <Records />
        )}
      </main>
    </div>
  );
}
