/** The computer players of a page: src/ai in this thread for hints, a worker for the computers' moves. */
import { chooseAction, hint } from '../../ai/index.ts';
import { thinkInWorker, type WorkerLike } from '../../ai/worker-client.ts';
import type { ComputerPlayer } from './ports.ts';

/** The computer players, thinking in the worker `spawn` starts (in this thread when it gives none or fails). */
export function computerPlayer(spawn: () => WorkerLike | null): ComputerPlayer {
  return { chooseAction, hint, think: thinkInWorker(spawn, (view, level) => chooseAction(view, { level })) };
}
