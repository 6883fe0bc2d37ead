/** The game's root: the top bar and the screen on display. */
import { useEffect } from 'preact/hooks';
import { lazyComponent } from './components/lazy.tsx';
import { NewGame } from './components/NewGame.tsx';
import { Table } from './components/Table.tsx';
import { Notices } from './components/Notices.tsx';
import { useApp, useWords } from './model/context.ts';
import type { Screen } from './model/facts.ts';

const Rules = lazyComponent(() => import('./components/Rules.tsx').then((m) => m.RulesText));
const Records = lazyComponent(() => import('./components/Records.tsx').then((m) => m.Records));

function TopBar() {
  const app = useApp();
  const t = useWords().catalog.table;
  const b = t.buttons;
  const screen = app.screen.value;
  const go = (to: Screen) => () => app.toggle(to);
  return (
    <header class="topbar">
      <h1>{t.appName}</h1>
      <button type="button" class="btn small" aria-pressed={screen === 'rules'} onClick={go('rules')}>
        {b.rules}
      </button>
      <button type="button" class="btn small" aria-pressed={screen === 'records'} onClick={go('records')}>
        {b.records}
      </button>
      {screen !== 'newGame' && (
        <button type="button" class="btn small" onClick={() => app.show('newGame')}>
          {b.newGame}
        </button>
      )}
    </header>
  );
}

function NewGameScreen() {
  const app = useApp();
  const prefill = app.prefill.value;
  return (
    <NewGame
      key={prefill.key}
      initial={prefill.settings}
      onCancel={app.table.session.value ? () => app.show('table') : null}
      onStart={(settings) => {
        const outcome = app.startGame(settings);
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
  const t = useWords().catalog.table;
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
            <h2 id="rules-title">{t.rulesTitle}</h2>
            <Rules />
            <button type="button" class="btn" onClick={() => app.back()}>
              {t.buttons.back}
            </button>
          </section>
        )}
        {screen === 'records' && <Records />}
      </main>
    </div>
  );
}
