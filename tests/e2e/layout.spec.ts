/**
 * The table is one screen at every size (project 'screens'): over phones, phone landscape and
 * tablets, with 2, 4 and 10 seats, at every turn of a few turns the page does not scroll,
 * the turn's controls and at least six hand tiles are wholly on screen, the lit trains are
 * in view after a tile is picked, and tiles are large enough to read.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { misdrawnTiles, settled } from './play.ts';

const SIZES = [
  [360, 640],
  [390, 844],
  [844, 390],
  [768, 1024],
  [1024, 768],
  [1366, 1024],
  [1440, 900],
] as const;
const SEATS = [2, 4, 10] as const;
/** Person turns checked per page: enough to see a tile picked, a play and the board grow. */
const TURNS = 3;

/** What the checks read off the page, in CSS pixels. */
interface Layout {
  pageScrollY: number;
  pageScrollX: number;
  controlsOff: string[];
  handTiles: number;
  handOn: number;
  handShortest: number;
  placedShortestLong: number | null;
  litOff: string[];
}

async function measure(page: Page): Promise<Layout> {
  return page.evaluate(() => {
    const wholly = (r: DOMRect, box: { top: number; left: number; bottom: number; right: number }) =>
      r.width > 0 && r.top >= box.top - 0.5 && r.left >= box.left - 0.5 && r.bottom <= box.bottom + 0.5 && r.right <= box.right + 0.5;
    const screen = { top: 0, left: 0, bottom: innerHeight, right: innerWidth };
    const se = document.scrollingElement!;
    const controls = [...document.querySelectorAll<HTMLButtonElement>('.dock .actions button')];
    const hand = [...document.querySelectorAll('button[data-tile]')];
    const handOn = hand.filter((b) => {
      // Wholly on screen and not clipped by the hand's own scrolling.
      const r = b.getBoundingClientRect();
      const box = b.parentElement!.getBoundingClientRect();
      return wholly(r, screen) && wholly(r, box);
    });
    const placed = [...document.querySelectorAll('[data-placed]')].map((e) => e.getBoundingClientRect()).filter((r) => r.width > 0);
    const board = document.querySelector('.board')!.getBoundingClientRect();
    const lit = [...document.querySelectorAll('[data-train][data-lit="true"]')];
    return {
      pageScrollY: se.scrollHeight - innerHeight,
      pageScrollX: se.scrollWidth - innerWidth,
      controlsOff: controls.filter((c) => !wholly(c.getBoundingClientRect(), screen)).map((c) => c.textContent ?? ''),
      handTiles: hand.length,
      handOn: handOn.length,
      handShortest: Math.min(...hand.map((b) => b.querySelector('.tile')!.getBoundingClientRect()).map((r) => Math.min(r.width, r.height))),
      placedShortestLong: placed.length ? Math.min(...placed.map((r) => Math.max(r.width, r.height))) : null,
      litOff: lit.filter((l) => !wholly(l.getBoundingClientRect(), screen) || !wholly(l.getBoundingClientRect(), board)).map((l) => l.getAttribute('data-train')!),
    };
  });
}

function check(at: Layout, where: string, trainTile: number): void {
  expect(at.pageScrollY, `${where}: the page scrolls down`).toBeLessThanOrEqual(0);
  expect(at.pageScrollX, `${where}: the page scrolls sideways`).toBeLessThanOrEqual(0);
  expect(at.controlsOff, `${where}: controls off screen`).toEqual([]);
  expect(at.handOn, `${where}: hand tiles wholly on screen`).toBeGreaterThanOrEqual(Math.min(6, at.handTiles));
  if (at.handTiles > 0) expect(at.handShortest, `${where}: hand tiles' short side`).toBeGreaterThanOrEqual(34);
  if (at.placedShortestLong !== null) expect(at.placedShortestLong, `${where}: tiles on trains, long side`).toBeGreaterThanOrEqual(trainTile);
}

async function tap(page: Page, name: string): Promise<boolean> {
  const b = page.getByRole('button', { name, exact: true });
  if ((await b.count()) === 0 || !(await b.first().isEnabled())) return false;
  await b.first().click();
  return true;
}

for (const [width, height] of SIZES) {
  for (const seats of SEATS) {
    test(`${width}×${height}, ${seats} seats: one screen, controls and hand in reach, lit trains in view`, async ({ browser }) => {
      test.setTimeout(60_000);
      const tablet = Math.min(width, height) >= 700;
      const trainTile = tablet && seats <= 6 ? 72 : 40;
      const context = await browser.newContext({ viewport: { width, height }, reducedMotion: 'reduce', hasTouch: !tablet });
      const page = await context.newPage();
      await page.goto(`/?seed=LAYOUT${seats}&players=${seats}`);
      await page.locator('#pace').selectOption('instant');
      await page.getByRole('button', { name: 'Start', exact: true }).click();
      await expect(page.locator('.board')).toBeVisible();
      let turns = 0;
      for (let steps = 0; steps < 40 && turns < TURNS; steps++) {
        await settled(page);
        if (await page.locator('[data-round-end]').isVisible()) break;
        const where = `turn ${turns + 1}`;
        check(await measure(page), where, trainTile);
        expect(await misdrawnTiles(page), `${where}: tiles on trains not shown whole`).toEqual([]);
        if (await tap(page, 'Place engine')) continue;
        const fits = page.locator('button[data-tile].fits');
        if ((await fits.count()) > 0) {
          await fits.first().click();
          const picked = await measure(page);
          check(picked, `${where}, a tile picked`, trainTile);
          expect(await misdrawnTiles(page), `${where}, a tile picked: tiles on trains not shown whole`).toEqual([]);
          expect(picked.litOff, `${where}: lit trains out of view`).toEqual([]);
          if (!(await page.getByRole('button', { name: 'Confirm', exact: true }).isVisible())) {
            await page.locator('[data-train][data-lit="true"] .lane-label').first().click();
          }
          await tap(page, 'Confirm');
          turns++;
          continue;
        }
        if ((await tap(page, 'Confirm')) || (await tap(page, 'Draw')) || (await tap(page, 'Pass')) || (await tap(page, 'Finish turn'))) turns++;
      }
      expect(turns, 'turns played').toBeGreaterThan(0);
      await context.close();
    });
  }
}
