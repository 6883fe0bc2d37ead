/** The game's root: the top bar and the screen on display. */
import { useCallback, useEffect, useState } from 'preact/hooks';
import { lazyComponent } from './kit/lazy.tsx';
import { afterPaint } from './kit/after-paint.ts';
import { DisplayPanel } from './app/Display.tsx';
import { ReplacedGameNote } from './start/LeaveAsk.tsx';
import { Home } from './start/Home.tsx';
import { Notices } from './app/Notices.tsx';
import { useApp } from './app/context.ts';
import { useFrontWords } from './words/use.ts';
import type { Screen } from './app/facts.ts';

// The table is not needed for the first paint (Home, or a saved game still loading from storage):
// it loads right after, in parallel with storage, so the first load stays small.
// Once here, the table readies what its first moves need (the page's audio context, made when idle).
const Table = lazyComponent(() => import('./table/Table.tsx').then((m) => (m.prepareTable(), m.Table)));
const Rules = lazyComponent(() => import('./learn/Rules.tsx').then((m) => m.RulesText));
const Records = lazyComponent(() => import('./records/Records.tsx').then((m) => m.Records));
const Replay = lazyComponent(() => import('./records/Replay.tsx').then((m) => m.Replay));
// The form: Home is the first screen, so the form and its words load right after it (or at once
// from a link that pre-fills it).
const NewGame = lazyComponent(() => import('./start/NewGame.tsx').then((m) => m.NewGame));
// Learn to play: its table, script and coach load only when asked for.
const Learn = lazyComponent(() => import('./learn/Learn.tsx').then((m) => m.Learn));

/** The top bar's Display button and its panel (a few hundred bytes: not worth a chunk of its own). */
function DisplayControl() {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  return (
    <div class="display-control">
      <button type="button" class="btn small" aria-expanded={open} aria-controls="display-panel" onClick={() => setOpen(!open)}>
        {useFrontWords().table.display.button}
      </button>
      {open && <DisplayPanel onClose={close} />}
    </div>
  );
}

function TopBar() {
  const app = useApp();
  const t = useFrontWords().table;
  const b = t.buttons;
  const screen = app.screen.value;
  const go = (to: Screen) => () => app.toggle(to);
  return (
    <header class="topbar">
      {/* The app's name takes everyone Home, the front door, from any screen. */}
      <h1>
        {screen === 'home' ? (
          t.appName
        ) : (
          <button type="button" class="home-link" aria-label={t.homeLabel} onClick={() => app.show('home')}>
            {t.appName}
          </button>
        )}
      </h1>
      <DisplayControl />
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

/** The form over the app's form model: drawn once, filled as storage answers, never re-keyed. */
function NewGameScreen() {
  const app = useApp();
  return (
    <NewGame
      onCancel={app.table.session.value ? () => app.show('table') : null}
      onHome={() => app.show('home')}
      onStart={async (settings) => {
        const outcome = await app.leaveAndStart(settings);
        // The link has done its job: a reload now resumes this game, not the form. Once the table
        // is painted: the history entry keeps the page's scroll, which needs the new table's
        // layout (40-90 ms at 4x on a 10-seat phone table when done before its frame).
        if (outcome !== 'not-kept' && outcome.ok && location.search) afterPaint(() => history.replaceState(null, '', location.pathname));
        return outcome !== 'not-kept';
      }}
    />
  );
}

/** The whole app (the app model comes from AppContext). */
export function App() {
  const app = useApp();
  useEffect(() => void Promise.all([NewGame.preload(), Table.preload()]).catch(() => {}), []);
  useEffect(() => {
    const onVisibility = () => app.setPageHidden(document.visibilityState === 'hidden');
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [app]);
  const t = useFrontWords().table;
  const screen = app.screen.value;
  const prefs = app.preferences.value;
  // High contrast recolours the whole page, its background too (styles.css, :root[data-contrast]).
  useEffect(() => void document.documentElement.setAttribute('data-contrast', prefs.contrast), [prefs.contrast]);
  // The table is one screen that never scrolls; the tile size and face apply everywhere.
  return (
    <div class={`app at-${screen}${screen === 'learn' ? ' at-table' : ''} size-${prefs.tileSize} face-${prefs.tileFace}`}>
      <TopBar />
      <Notices />
      <ReplacedGameNote />
      {/* Bound to the attribute alone (a signal): a save or a landing tile never re-renders the whole app. */}
      <main aria-busy={app.busy}>
        {screen === 'home' && <Home />}
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
        {screen === 'replay' && <Replay />}
        {screen === 'learn' && <Learn />}
      </main>
    </div>
  );
}
