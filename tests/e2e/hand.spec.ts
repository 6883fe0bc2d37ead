/**
 * The whole hand in view (issue 38): on phones, upright and on their side, every tile of a
 * dealt hand (15 tiles, 2 and 4 seats) is wholly on screen and in its box, nothing scrolling;
 * a longer hand (an engine search) brings its lit tiles into view and says how many more
 * tiles are out of view; a tile dragged within the hand moves there.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { leaveIfAsked, settled } from './play.ts';

const PHONES = [
  [360, 640],
  [390, 844],
  [844, 390],
] as const;
const SEATS = {
  2: 'Ana,Ben:computer',
  4: 'Ana,Ben:computer,Cy:computer,Dee:computer',
} as const;

/** The hand tiles not wholly on screen or not wholly inside the hand's box, and how many there are. */
async function handOff(page: Page, only = 'button[data-tile]'): Promise<{ tiles: number; off: string[] }> {
  return page.evaluate((selector) => {
    const inside = (r: DOMRect, b: { top: number; left: number; bottom: number; right: number }) =>
      r.width > 0 && r.top >= b.top - 0.5 && r.left >= b.left - 0.5 && r.bottom <= b.bottom + 0.5 && r.right <= b.right + 0.5;
    const screen = { top: 0, left: 0, bottom: innerHeight, right: innerWidth };
    const tiles = [...document.querySelectorAll(selector)];
    const off = tiles.filter((t) => {
      const r = t.getBoundingClientRect();
      return !inside(r, screen) || !inside(r, t.parentElement!.getBoundingClientRect());
    });
    return { tiles: tiles.length, off: off.map((t) => t.getAttribute('data-tile')!) };
  }, only);
}

async function open(page: Page, seed: string, seats: 2 | 4): Promise<void> {
  await page.goto(`/?seed=${seed}&players=${SEATS[seats]}&pace=instant`);
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await leaveIfAsked(page);
  await settled(page);
  const engine = page.getByRole('button', { name: 'Place engine', exact: true });
  if (await engine.isVisible()) {
    await engine.click();
    await settled(page);
  }
}

for (const [width, height] of PHONES) {
  test(`${width}×${height}: every tile of a dealt hand shows whole, 2 and 4 seats`, async ({ browser }) => {
    for (const seats of [2, 4] as const) {
      // A fresh context each time: no saved game to load, so a busy machine cannot make this
      // start race a saved game's load (that race has its own banner, which takes room).
      const context = await browser.newContext({ viewport: { width, height }, hasTouch: true, reducedMotion: 'reduce' });
      const page = await context.newPage();
      await open(page, `HAND${seats}`, seats);
      const at = await handOff(page);
      // Dealt 15; the person may have placed the engine.
      expect(at.tiles, `${seats} seats: a dealt hand`).toBeGreaterThanOrEqual(14);
      expect(at.tiles, `${seats} seats: a dealt hand`).toBeLessThanOrEqual(15);
      expect(at.off, `${seats} seats: hand tiles not wholly shown`).toEqual([]);
      expect(await page.locator('[data-more]').count(), `${seats} seats: no sign of more tiles`).toBe(0);
      // The prompt shows every line: the words are not scrolled or cut.
      const talk = await page.locator('.dock .talk').evaluate((e) => e.scrollHeight - e.clientHeight);
      expect(talk, `${seats} seats: prompt lines hidden`).toBeLessThanOrEqual(1);
      await context.close();
    }
  });
}

test('a long hand brings its lit tiles into view and says how many more there are', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, reducedMotion: 'reduce' });
  const page = await context.newPage();
  // The two-seat deal of this seed: nobody holds the double 12, the person draws 29 in the search.
  await open(page, 'SHOTS2', 2);
  // The lit tiles (every X|12) lie all through a 44-tile hand sorted by number: a boxful cannot
  // hold them all; the hand scrolls to show them from the first one on.
  const lit = await handOff(page, 'button[data-tile].fits');
  const litOrder = await page.locator('button[data-tile].fits').evaluateAll((els) => els.map((e) => e.getAttribute('data-tile')!));
  expect(lit.tiles, 'lit tiles').toBeGreaterThan(0);
  expect(lit.off, 'the first lit tile is in view').not.toContain(litOrder[0]);
  expect(lit.off.length, 'lit tiles in view').toBeLessThan(lit.tiles);
  const all = await handOff(page);
  expect(all.tiles).toBeGreaterThan(30);
  const sign = page.locator('[data-more="right"], [data-more="left"]').first();
  await expect(sign).toBeVisible();
  const said = Number((await sign.textContent())!.match(/(\d+) more/)![1]);
  const side = await sign.getAttribute('data-more');
  const signs = await page.locator('[data-more]').evaluateAll((els) => els.map((e) => Number(e.textContent!.match(/\d+/)![0])));
  expect(signs.reduce((a, b) => a + b, 0), 'the signs count the tiles out of view').toBe(all.off.length);
  // A tap on the sign scrolls the hand that way (never the page): fewer tiles are out of view there.
  await sign.click();
  const after = await page.locator(`[data-more="${side}"]`).evaluateAll((els) => els.map((e) => Number(e.textContent!.match(/\d+/)![0])));
  expect(after[0] ?? 0).toBeLessThan(said);
  expect(await page.evaluate(() => document.scrollingElement!.scrollTop)).toBe(0);
  await context.close();
});

test('a tile dragged within the hand moves there; the numbers follow the screen order', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await open(page, 'HAND4', 4);
  const before = await page.locator('button[data-tile]').evaluateAll((els) => els.map((e) => e.getAttribute('data-tile')!));
  const first = page.locator('button[data-tile]').first();
  const last = page.locator('button[data-tile]').last();
  const a = (await first.boundingBox())!;
  const b = (await last.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2, a.y - 30, { steps: 4 });
  await page.mouse.move(b.x + b.width * 0.8, b.y + b.height / 2, { steps: 8 });
  await page.mouse.up();
  const after = await page.locator('button[data-tile]').evaluateAll((els) => els.map((e) => e.getAttribute('data-tile')!));
  expect(after).toEqual([...before.slice(1), before[0]]);
  // The drag picked nothing: no preview waits for a Confirm.
  await expect(page.getByRole('button', { name: 'Confirm', exact: true })).toHaveCount(0);
  // Key 1 now picks the new first tile.
  await page.keyboard.press('1');
  await expect(page.locator(`button[data-tile="${after[0]}"]`)).toHaveAttribute('aria-pressed', 'true');
  // Sorting afresh puts it back.
  await page.getByRole('button', { name: 'Sort by number', exact: true }).click();
  expect(await page.locator('button[data-tile]').evaluateAll((els) => els.map((e) => e.getAttribute('data-tile')!))).toEqual(before);
  await context.close();
});
