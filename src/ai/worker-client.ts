/**
 * The page's side of the computer players' worker: each question gets a number, each
 * answer finds its question by it. If the worker cannot start or fails, the page thinks
 * itself (slower, never wrong): a computer player always answers.
 */
import type { Action, PlayerView } from '../core/types.ts';
import type { Level } from './index.ts';
import type { ThinkReply, ThinkRequest } from './worker.ts';

/** A computer player that thinks away from the screen: the move for a view, later. */
export type Think = (view: PlayerView, level: Level) => Promise<Action>;

/**
 * The User Timing measure of the computers thinking in this thread (no worker, or it
 * failed): browser tests tell the long tasks the computers cause from the page's own by it.
 */
export const THINKING_HERE = 'computer-players';

/** Runs `work` as one THINKING_HERE measure (a negligible cost); observers get the entry, the timeline keeps none. */
function measured(work: () => void): void {
  const start = performance.now();
  try {
    work();
  } finally {
    performance.measure(THINKING_HERE, { start, end: performance.now() });
    performance.clearMeasures(THINKING_HERE);
  }
}

/** As much of a Worker as the client uses (a fake in tests). */
export interface WorkerLike {
  postMessage(request: ThinkRequest): void;
  addEventListener(type: 'message', listener: (event: { data: ThinkReply }) => void): void;
  addEventListener(type: 'error' | 'messageerror', listener: (event: unknown) => void): void;
  terminate(): void;
}

/** A Think on a worker that can also be started before its first question (`warm`). */
export type WorkerThink = Think & { warm(): void };

/**
 * A Think that asks a worker made by `spawn` (started on the first question, or earlier by
 * `warm`) and falls back to `here` — the same computer players in this thread — when there
 * is no worker or it fails.
 */
export function thinkInWorker(spawn: () => WorkerLike | null, here: (view: PlayerView, level: Level) => Action): WorkerThink {
  let worker: WorkerLike | null | undefined;
  let next = 1;
  const waiting = new Map<number, { view: PlayerView; level: Level; resolve: (a: Action) => void; reject: (e: Error) => void }>();

  /** The worker failed: every open question is answered here, and so is every later one. */
  const fail = (): void => {
    worker?.terminate();
    worker = null;
    const open = [...waiting.values()];
    waiting.clear();
    measured(() => open.forEach(settleHere));
  };
  const settleHere = (q: { view: PlayerView; level: Level; resolve: (a: Action) => void; reject: (e: Error) => void }): void => {
    try {
      q.resolve(here(q.view, q.level));
    } catch (e) {
      q.reject(e instanceof Error ? e : new Error(String(e)));
    }
  };
  const start = (): WorkerLike | null => {
    try {
      const w = spawn();
      if (!w) return null;
      w.addEventListener('message', (event) => {
        const reply = event.data;
        const q = waiting.get(reply.id);
        if (!q) return;
        waiting.delete(reply.id);
        if (reply.ok) q.resolve(reply.action);
        else q.reject(new Error(reply.message));
      });
      w.addEventListener('error', fail);
      w.addEventListener('messageerror', fail);
      return w;
    } catch {
      return null;
    }
  };

  const think: Think = (view, level) =>
    new Promise<Action>((resolve, reject) => {
      if (worker === undefined) worker = start();
      const q = { view, level, resolve, reject };
      if (!worker) {
        measured(() => settleHere(q));
        return;
      }
      const id = next++;
      waiting.set(id, q);
      worker.postMessage({ id, view, level });
    });
  return Object.assign(think, {
    /** Starts the worker now (its code loads and compiles in its own thread), not at the first question; once. */
    warm(): void {
      if (worker === undefined) worker = start();
    },
  });
}
