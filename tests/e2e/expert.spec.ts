/**
 * The expert computer players think in a worker: a round against three of them at the
 * instant pace completes, and no long task of the page (PerformanceObserver 'longtask') is
 * the computers' doing. A long task is theirs when their thinking on the page's thread
 * inside it (measured by the client: User Timing, THINKING_HERE) adds up to a long task's
 * 50 ms by itself. The rest of a long task — drawing and saving a move, which a person's
 * move costs as well, garbage collection, a busy machine — is not theirs: counting every
 * long task near their moves failed on loaded machines. (Long Animation Frames do not tell
 * them apart either: a move is drawn in the same script entry as the worker's answer.)
 * A page without workers, where the computers think on its thread, shows the check sees them.
 */
import type { Page } from '@playwright/test';
import { THINKING_HERE } from '../../src/ai/worker-client.ts';
import { expect, test } from './fixtures.ts';
import { personMove, playRound, settled, startGame } from './play.ts';

/** A long task's length, and how much of one the computers' thinking may add up to (ms). */
const LONG = 50;

/** What the page records: its long tasks, the computers' thinking on its thread, the questions its worker got and answered. */
interface Timings {
  longTasks: { start: number; end: number }[];
  thinking: { start: number; end: number }[];
  posted: number;
  answered: number;
}

/** A long task and how much of it was the computers' thinking. */
interface Blocking {
  start: number;
  duration: number;
  computers: number;
}

/** Before the app loads: observe long tasks and the computers' thinking here; count the worker's messages, or take workers away. */
async function watch(page: Page, workers: boolean): Promise<void> {
  await page.addInitScript(
    ({ workers, name }) => {
      const t: Timings = { longTasks: [], thinking: [], posted: 0, answered: 0 };
      (window as unknown as { timings: Timings }).timings = t;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) t.longTasks.push({ start: e.startTime, end: e.startTime + e.duration });
      }).observe({ type: 'longtask', buffered: true });
      new PerformanceObserver((list) => {
        for (const e of list.getEntriesByName(name)) t.thinking.push({ start: e.startTime, end: e.startTime + e.duration });
      }).observe({ type: 'measure', buffered: true });
      if (!workers) {
        // The app then thinks on its own thread (src/ai/worker-client.ts).
        Object.defineProperty(window, 'Worker', { value: undefined, configurable: true, writable: true });
        return;
      }
      const Plain = window.Worker;
      window.Worker = class extends Plain {
        constructor(url: string | URL, options?: WorkerOptions) {
          super(url, options);
          this.addEventListener('message', () => t.answered++);
        }
        override postMessage(message: unknown, options?: unknown): void {
          t.posted++;
          super.postMessage(message, options as StructuredSerializeOptions);
        }
      };
    },
    { workers, name: THINKING_HERE },
  );
}

/** The page's timings so far. */
const timings = (page: Page): Promise<Timings> => page.evaluate(() => (window as unknown as { timings: Timings }).timings);

/** The long tasks in which the computers' thinking adds up to a long task by itself. */
function blocking({ longTasks, thinking }: Timings): Blocking[] {
  return longTasks
    .map((task) => ({
      start: Math.round(task.start),
      duration: Math.round(task.end - task.start),
      computers: Math.round(thinking.reduce((sum, w) => sum + Math.max(0, Math.min(task.end, w.end) - Math.max(task.start, w.start)), 0)),
    }))
    .filter((b) => b.computers >= LONG);
}

const EXPERTS = 'seed=EXPERTS1&players=You,Ana:expert,Ben:expert,Cy:expert';

test('a round against three experts at the instant pace completes, and no long task of the page is their thinking', async ({ page }) => {
  test.setTimeout(180_000); // a loaded machine (load average 20 on 2 cores) took 96 s
  await watch(page, true);
  await startGame(page, EXPERTS, 'instant');
  await playRound(page);
  await expect(page.locator('#round-end-title')).toContainText('Round 1 over');

  const t = await timings(page);
  expect(blocking(t), 'long tasks that are the computers’ thinking').toEqual([]);
  expect(t.posted, 'questions to the worker').toBeGreaterThan(10);
  expect(t.answered, 'answers from the worker').toBe(t.posted);
});

test('without workers the experts think on the page’s thread, and the check sees their long tasks', async ({ page }) => {
  test.setTimeout(90_000); // a loaded machine (load average 20 on 2 cores) took 54 s
  await watch(page, false);
  await startGame(page, EXPERTS, 'instant');
  // The experts' first turns (whole rounds imagined, by code not yet compiled) take long; at a
  // slow phone's speed (4× slower) they do on a fast machine too. The person places the engine first.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  for (let moves = 0; moves < 5; moves++) {
    await settled(page);
    if ((await timings(page)).thinking.length >= 3) break;
    await personMove(page);
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await settled(page);

  const t = await timings(page);
  expect(t.thinking.length, 'questions thought here').toBeGreaterThanOrEqual(3);
  expect(blocking(t).length, 'long tasks that are the computers’ thinking').toBeGreaterThan(0);
});
