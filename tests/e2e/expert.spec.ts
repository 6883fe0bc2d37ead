/**
 * The expert computer players think in a worker: a round against three of them at the
 * instant pace completes, and while they are on turn the screen's thread is never busy
 * for more than 50 ms at a time (PerformanceObserver 'longtask').
 */
import { expect, test } from './fixtures.ts';
import { playRound, startGame } from './play.ts';

interface Busy {
  start: number;
  duration: number;
}

test('a round against three experts at the instant pace completes, and they never block the screen', async ({ page }) => {
  test.setTimeout(120_000);
  const workers: string[] = [];
  page.on('worker', (w) => workers.push(w.url()));
  await page.addInitScript(() => {
    const w = window as unknown as { longTasks: Busy[]; computerTurns: [number, number | null][] };
    w.longTasks = [];
    w.computerTurns = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.longTasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
    // A computer is on turn while a seat other than the person's (seat 0) carries data-turn.
    const watch = (): void => {
      const seat = document.querySelector('[data-seat][data-turn="true"]')?.getAttribute('data-seat');
      const open = w.computerTurns.at(-1);
      const computer = seat !== undefined && seat !== null && seat !== '0';
      if (computer && (!open || open[1] !== null)) w.computerTurns.push([performance.now(), null]);
      if (!computer && open && open[1] === null) open[1] = performance.now();
    };
    new MutationObserver(watch).observe(document, { subtree: true, attributes: true, childList: true, attributeFilter: ['data-turn'] });
  });
  await startGame(page, 'seed=EXPERTS1&players=You,Ana:expert,Ben:expert,Cy:expert', 'instant');
  await playRound(page);
  await expect(page.locator('#round-end-title')).toContainText('Round 1 over');

  expect(workers.some((url) => /worker/.test(url)), 'the computer players run in a worker').toBe(true);
  const { longTasks, computerTurns } = await page.evaluate(() => {
    const w = window as unknown as { longTasks: Busy[]; computerTurns: [number, number | null][] };
    return { longTasks: w.longTasks, computerTurns: w.computerTurns };
  });
  expect(computerTurns.length, 'the computers were on turn').toBeGreaterThan(3);
  const during = longTasks.filter((t) => computerTurns.some(([from, to]) => t.start >= from && t.start <= (to ?? Infinity)));
  expect(during, 'long tasks while computers were on turn').toEqual([]);
});
