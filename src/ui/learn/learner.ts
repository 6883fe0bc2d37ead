/**
 * The guided round as the app holds it: started when Learn to play opens, kept while the
 * learner looks at Rules or Records, dropped when they leave; and the app as the table's
 * components see it meanwhile (the round's models in place of the app's own).
 */
import { computed, effect } from '@preact/signals';
import type { AppModel } from '../app/app.ts';
import type { ReplayRequest } from '../records/model/replay.ts';
import type { Scheduler } from '../ports/ports.ts';
import { wordsFor, type Words } from '../words/index.ts';
import { createTutorial, type Tutorial } from './model.ts';
import { TUTORIAL } from './script.ts';

/** The page's timers. */
const BROWSER_TIMERS: Scheduler = { setTimeout: (run, ms) => setTimeout(run, ms), clearTimeout: (t) => clearTimeout(t as number) };

/** The guided round of each app, kept while Learn to play is open (Rules and Records come back to it). */
const rounds = new WeakMap<AppModel, Tutorial>();

/** The app's guided round, started on first use; it ends (and is dropped) when the learner leaves. */
export function tutorialOf(app: AppModel, scheduler: Scheduler = BROWSER_TIMERS): Tutorial {
  let tutorial = rounds.get(app);
  if (tutorial) return tutorial;
  const made = createTutorial({
    scheduler,
    now: () => new Date().toISOString(),
    paused: computed(() => app.screen.value !== 'learn'),
    pace: computed(() => app.preferences.value.pace),
    finish: () => app.leaveLearning(),
  });
  rounds.set(app, made);
  const stop = effect(() => {
    if (app.learning.value) return;
    // Disposed after this run, so the effect never stops itself from inside its own run.
    queueMicrotask(() => {
      stop();
      made.dispose();
    });
    rounds.delete(app);
  });
  tutorial = made;
  return tutorial;
}

/**
 * The app as the table's components see it during the guided round: the same app, with the
 * round's table, input, computer players and words (the learner is "you", the computers by name).
 */
export function learnerApp(app: AppModel, tutorial: Tutorial): AppModel {
  const words = computed<Words>(() => wordsFor(app.words.value.catalog, { names: TUTORIAL.seats.map((s) => s.name), viewer: 0 }));
  const own = {
    table: tutorial.table,
    input: tutorial.input,
    computer: tutorial.computer,
    words,
    // A replay of the guided round comes back here.
    openReplay: (request: ReplayRequest) => app.openReplay({ ...request, back: 'learn' }),
  };
  return Object.assign(Object.create(app) as AppModel, own);
}

