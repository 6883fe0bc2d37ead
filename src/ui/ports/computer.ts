/** The computer players of a page: src/ai in this thread for hints, a worker for the computers' moves. */
import { chooseAction, hint } from '../../ai/index.ts';
import { thinkInWorker, type WorkerLike } from '../../ai/worker-client.ts';
import type { ComputerPlayer } from './ports.ts';

/** The browser's idle callback (within 2 s at the latest), or a timer where there is none. */
function whenIdle(run: () => void): void {
  const ric = (globalThis as { requestIdleCallback?: (cb: () => void, opts?: { timeout: number }) => number }).requestIdleCallback;
  if (ric) ric(run, { timeout: 2000 });
  else setTimeout(run, 200);
}

/**
 * The computer players, thinking in the worker `spawn` starts (in this thread when it gives none
 * or fails). The worker starts at the first idle moment after this code loads (`idle`), while the
 * New game form is up, so that starting it is not part of Start's work.
 */
export function computerPlayer(spawn: () => WorkerLike | null, idle: (run: () => void) => void = whenIdle): ComputerPlayer {
  const think = thinkInWorker(spawn, (view, level) => chooseAction(view, { level }));
  idle(() => think.warm());
  return { chooseAction, hint, think };
}
