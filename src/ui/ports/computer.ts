/** The computer players of a page: src/ai in this thread for hints, a worker for the computers' moves. */
import { chooseAction, hint } from '../../ai/index.ts';
import { thinkInWorker, type WorkerLike } from '../../ai/worker-client.ts';
import type { ComputerPlayer } from './ports.ts';
import { whenIdle, type Idle } from '../kit/idle.ts';

/**
 * The computer players, thinking in the worker `spawn` starts (in this thread when it gives none
 * or fails). The worker starts at the first idle moment after this code loads (`idle`), while the
 * New game form is up, so that starting it is not part of Start's work.
 */
export function computerPlayer(spawn: () => WorkerLike | null, idle: Idle = whenIdle): ComputerPlayer {
  const think = thinkInWorker(spawn, (view, level) => chooseAction(view, { level }));
  idle(() => think.warm());
  return { chooseAction, hint, think };
}
