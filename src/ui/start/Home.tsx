/**
 * Home, the front door (issue 41): one screen, nothing below the fold on a small phone.
 * Continue (the game in progress: round and standings) when there is one; Quick game (the
 * reader and three computers, one tap to the table); New game (the form); Learn to play;
 * Records. It paints first, prerendered, so it needs nothing but the first words.
 */
import { useRef, useState } from 'preact/hooks';
import { useApp } from '../app/context.ts';
import { useNewGameWords } from '../words/use.ts';
import type { Standing } from '../words/forms.ts';
import { LeaveAsk } from './LeaveAsk.tsx';

/** The computers of a Quick game (the session's default seats: the reader and three). */
const QUICK_COMPUTERS = 3;

/** The Home screen. */
export function Home() {
  const app = useApp();
  const w = useNewGameWords();
  const h = w.home;
  const game = app.inProgress.value;
  // Quick game asks first when it would leave the game in progress (UI state: nothing to undo).
  const [asking, setAsking] = useState(false);
  const [notKept, setNotKept] = useState(false);
  const starting = useRef(false);
  const quick = async () => {
    if (starting.current) return;
    starting.current = true;
    setAsking(false);
    // As Start does: the game starts in the task after the tap's, so the tap's task stays short.
    (globalThis.document?.activeElement as HTMLElement | null | undefined)?.blur?.();
    await new Promise((next) => setTimeout(next, 0));
    try {
      setNotKept((await app.quickGame(w.you)) === 'not-kept');
    } finally {
      starting.current = false;
    }
  };
  const standings: Standing[] = game
    ? game.seats.map((seat, i) => ({ name: seat.name === 'You' ? w.you : seat.name, total: game.totals[i] ?? 0 })).sort((a, b) => a.total - b.total)
    : [];
  return (
    <section class="panel home" aria-labelledby="home-title" data-home>
      <h2 id="home-title">{h.title}</h2>
      <p class="home-intro muted">{h.intro}</p>
      <ul class="home-doors">
        {game && (
          <li>
            <button type="button" class="btn primary door" data-door="continue" onClick={() => app.show('table')}>
              <span class="door-name">{h.continue}</span>
              <span class="door-why">{h.continueWhere(game.round, game.rounds, standings)}</span>
            </button>
          </li>
        )}
        <li>
          <button type="button" class={`btn door${game ? '' : ' primary'}`} data-door="quick" onClick={() => (game ? setAsking(true) : void quick())}>
            <span class="door-name">{h.quick}</span>
            <span class="door-why">{h.quickWhy(QUICK_COMPUTERS)}</span>
          </button>
        </li>
        {asking && game && (
          <li>
            <LeaveAsk round={game.round} rounds={game.rounds} onAnswer={(yes) => (yes ? void quick() : setAsking(false))} />
          </li>
        )}
        {notKept && (
          <li class="error" role="alert">
            {w.notKept}
          </li>
        )}
        <li>
          <button type="button" class="btn door" data-door="new" onClick={() => app.show('newGame')}>
            <span class="door-name">{h.newGame}</span>
            <span class="door-why">{h.newGameWhy}</span>
          </button>
        </li>
        <li>
          <button type="button" class="btn door" data-door="learn" onClick={() => app.learn()}>
            <span class="door-name">{h.learn}</span>
            <span class="door-why">{h.learnWhy}</span>
          </button>
        </li>
        <li>
          <button type="button" class="btn door" data-door="records" onClick={() => app.show('records')}>
            <span class="door-name">{h.records}</span>
            <span class="door-why">{h.recordsWhy}</span>
          </button>
        </li>
      </ul>
    </section>
  );
}
