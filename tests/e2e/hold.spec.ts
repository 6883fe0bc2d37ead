/**
 * A confirmed move holds the table's controls while its tile lands, the computers answer and the
 * save runs, but the screen shows that hold only once it has lasted 150 ms (src/ui/table/model/hold.ts):
 * on a quick Confirm nothing greys and the hand does not dim for a frame, then come back.
 */
import { expect, test } from './fixtures.ts';
import { personMove, settled, startGame } from './play.ts';

/** How long a hold runs before it shows (HOLD_SHOWN_MS). */
const SHOWN_AFTER_MS = 150;

interface Change {
  at: number;
  what: string;
  /** A confirmed tile was landing (its move not yet on the table). */
  landing: boolean;
}

test('a Confirm that passes the turn: nothing in the controls or the hand flickers while its tile lands', async ({ page }) => {
  await startGame(page, 'seed=HOLD0001&players=Ana,Ben:computer,Cy:computer,Di:computer');
  await page.evaluate(() => {
    const w = window as unknown as { __confirms: number[]; __changes: Change[]; __landings: number };
    w.__confirms = [];
    w.__changes = [];
    w.__landings = 0;
    document.addEventListener('click', (e) => void ((e.target as HTMLElement).closest('button')?.textContent === 'Confirm' && w.__confirms.push(performance.now())), true);
    new MutationObserver((records) => {
      const landing = document.querySelector('[data-landing]') !== null;
      for (const r of records) {
        const el = r.target as HTMLElement;
        if (r.attributeName === 'data-landing' && el.hasAttribute('data-landing')) w.__landings++;
        if (r.attributeName === 'disabled' && el.closest('.actions')) w.__changes.push({ at: performance.now(), what: `${el.textContent} disabled=${el.hasAttribute('disabled')}`, landing });
        if (r.attributeName === 'class' && el.matches('button[data-tile]')) w.__changes.push({ at: performance.now(), what: `hand ${el.dataset.tile} "${el.className}"`, landing });
      }
    }).observe(document.body, { subtree: true, attributes: true, attributeFilter: ['disabled', 'class', 'data-landing'] });
  });
  let plays = 0;
  for (let moves = 0; plays < 5 && moves < 60; moves++) {
    await settled(page);
    if ((await personMove(page))?.startsWith('play')) plays++;
  }
  await settled(page);
  const { confirms, changes, landings } = await page.evaluate(() => {
    const w = window as unknown as { __confirms: number[]; __changes: Change[]; __landings: number };
    return { confirms: w.__confirms, changes: w.__changes, landings: w.__landings };
  });
  expect(plays).toBe(5);
  // The tiles were seen landing (the check below looks at frames that happened).
  expect(landings).toBeGreaterThanOrEqual(5);
  expect(confirms.length).toBeGreaterThanOrEqual(5);
  // While a confirmed tile lands, within 150 ms of its Confirm: no control greys or comes back, no hand tile changes its look.
  const flicker = changes.filter((c) => c.landing && confirms.some((t) => c.at >= t && c.at - t < SHOWN_AFTER_MS));
  expect(flicker).toEqual([]);
});
