/**
 * The "Learn to play" screen: the game's own table, fed by the guided round's models instead
 * of the app's (the app's table and its saved game wait untouched), with the coach above it.
 * Loaded on demand, with its script and words.
 */
import { useMemo } from 'preact/hooks';
import { AppContext, useApp } from '../app/context.ts';
import { useNewGameWords } from '../words/use.ts';
import { Table } from '../table/Table.tsx';
import { Coach } from './Coach.tsx';
import { learnerApp, tutorialOf } from './learner.ts';

/** The Learn to play screen. */
export function Learn() {
  const app = useApp();
  const tutorial = tutorialOf(app);
  const learner = useMemo(() => learnerApp(app, tutorial), [app, tutorial]);
  const inProgress = app.inProgress.value !== null;
  const you = useNewGameWords().you;
  return (
    <AppContext.Provider value={learner}>
      <div class="learn">
        <Coach tutorial={tutorial} inProgress={inProgress} onLeave={() => app.leaveLearning()} onDone={() => app.finishLearning(you)} />
        <Table />
      </div>
    </AppContext.Provider>
  );
}
