/** The app model's real adapters in a page: IndexedDB storage, window timers, the clock, src/ai, crypto seeds. */
import { freshSeed } from '../../shuffle/index.ts';
import type { WorkerLike } from '../../ai/worker-client.ts';
import type { AppDeps } from './ports.ts';
import { lazyStorePort } from './lazy-port.ts';
import { afterPaint } from '../kit/after-paint.ts';

/** Everything the app model needs, from the browser. */
export function browserDeps(): AppDeps {
  return {
    // Storage (IndexedDB, the codec, the replay) loads right after the first paint.
    // Saves start once the next frame is painted: their work is not in the task that draws the change.
    openStore: (env) => lazyStorePort(() => import('./store-port.ts').then((m) => m.openStorePort(env, { beforeSave: () => new Promise((done) => afterPaint(done)) }))),
    scheduler: {
      setTimeout: (run, ms) => setTimeout(run, ms),
      clearTimeout: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
      afterPaint,
    },
    now: () => new Date().toISOString(),
    // A chunk of its own, loaded while the first screen paints: nothing waits for it but the
    // computers and Hint. The computers' moves are worked out in a worker of their own.
    loadComputer: () => import('./computer.ts').then((m) => m.computerPlayer(spawnThinker)),
    freshSeed: () => freshSeed(),
    search: location.search,
  };
}

/** The computer players' module worker (a chunk of its own, precached for offline); null without workers. */
function spawnThinker(): WorkerLike | null {
  if (typeof Worker === 'undefined') return null;
  return new Worker(new URL('../../ai/worker.ts', import.meta.url), { type: 'module', name: 'computer-players' }) as unknown as WorkerLike;
}

