/** The game's root: the top bar and the screen on display. */
import { useEffect, useState } from 'preact/hooks';
import { lazyComponent } from './components/lazy.tsx';
import { NewGame } from './components/NewGame.tsx';
import { Table } from './components/Table.tsx';
import { Notices } from './components/Notices.tsx';
import { useApp } from './model/context.ts';
import type { Problem, Screen } from './model/facts.ts';

const Rules = lazyComponent(() => import('./components/Rules.tsx').then((m) => m.RulesText));
const Records = lazyComponent(() => import('./components/Records.tsx').then((m) => m.Records));

function TopBar() {
  const app = useApp();
  const screen = app.screen.value;
  const go = (to: Screen) => () => app.toggle(to);
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
        <button type="button" class="btn small" onClick={() => app.show('newGame')}>
          New game
        </button>
      )}
    </header>
  );
}

/** The form's error: the session's refusal of the settings. */
function startError(problem: Problem | null): string | null {
  return problem?.kind === 'refused' ? problem.error.message : null;
}

function NewGameScreen() {
  const app = useApp();
  const [error, setError] = useState<string | null>(null);
  const prefill = app.prefill.value;
  const s = app.table.status.value;
  return (
    <NewGame
      key={prefill.key}
      initial={prefill.settings}
      notes={
        s?.phase === 'playing'
          ? [...prefill.notes, `Starting a new game ends the one in progress (round ${s.round} of 13); finished sessions stay in Records.`]
          : prefill.notes
      }
      error={error}
      onCancel={app.table.session.value ? () => app.show('table') : null}
      onStart={(settings) => {
        const outcome = app.startGame(settings);
        setError(outcome.ok ? null : startError(outcome.problem));
        // The link has done its job: a reload now resumes this game, not the form.
        if (outcome.ok && location.search) history.replaceState(null, '', location.pathname);
      }}
    />
  );
}

/** The whole app (the app model comes from AppContext). */
export function App() {
  const app = useApp();
  useEffect(() => {
    const onVisibility = () => app.setPageHidden(document.visibilityState === 'hidden');
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [app]);
  const screen = app.screen.value;
  return (
    <div class="app">
      <TopBar />
      <Notices />
      <main aria-busy={app.table.saving.value}>
        {screen === 'newGame' && <NewGameScreen />}
        {screen === 'table' && <Table />}
        {screen === 'rules' && (
          <section class="panel" aria-labelledby="rules-title">
            <h2 id="rules-title">Rules</h2>
            <Rules />
            <button type="button" class="btn" onClick={() => app.back()}>
              Back
            </button>
          </section>
        )}
        {screen === 'records' && <Records />}
      </main>
    </div>
  );
}
