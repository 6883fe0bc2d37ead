/**
 * Fewer taps, previews kept (issue 38), on a phone held upright (390×844, touch): a tile carried
 * by the finger onto a lit train shows its ghost there and is played when lifted; a tap on the
 * yard previews a draw; a first turn's Hint previews the whole chain and one Confirm lays it.
 * Seed TAPS32, two seats: Ana holds the engine and an 11-tile chain from it.
 */
import type { CDPSession, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { personMove, settled, startGame } from './play.ts';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

const GAME = 'seed=TAPS32&players=Ana,Ben:computer';
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

/** The centre of an element on screen. */
async function centre(page: Page, selector: string): Promise<{ x: number; y: number }> {
  const box = (await page.locator(selector).first().boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** A finger on the screen (touch events through the DevTools protocol: the page gets touch pointer events). */
async function finger(page: Page): Promise<{ down(at: { x: number; y: number }): Promise<void>; move(to: { x: number; y: number }): Promise<void>; up(): Promise<void> }> {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  let at = { x: 0, y: 0 };
  const send = (type: 'touchStart' | 'touchMove' | 'touchEnd', points: { x: number; y: number }[]) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points });
  return {
    async down(p) {
      at = p;
      await send('touchStart', [p]);
    },
    async move(to) {
      for (let i = 1; i <= 8; i++) await send('touchMove', [{ x: at.x + ((to.x - at.x) * i) / 8, y: at.y + ((to.y - at.y) * i) / 8 }]);
      at = to;
    },
    async up() {
      // The finger rests on the spot before it lifts (no fling: a tap right after a fling only stops it).
      await page.waitForTimeout(150);
      await send('touchMove', [at]);
      await send('touchEnd', []);
    },
  };
}

/** Starts TAPS32 and places the engine: Ana's first turn. */
async function firstTurn(page: Page): Promise<void> {
  await startGame(page, GAME);
  await settled(page);
  await button(page, 'Place engine').tap();
  await settled(page);
  await expect(page.locator('#prompt')).toContainText('Your first turn');
}

test('a tile carried onto its lit train shows its ghost there, and lifting the finger plays it; Undo takes it back', async ({ page }) => {
  await firstTurn(page);
  const tile = (await page.locator('button[data-tile].fits').first().getAttribute('data-tile'))!;
  const own = page.locator('[data-train="0"]');
  const hand = await page.locator('button[data-tile]').count();
  const touch = await finger(page);
  const from = await centre(page, `button[data-tile="${tile}"]`);
  await touch.down(from);
  // Straight up onto the lane (a sideways move would be the hand's own pan, touch-action: pan-x).
  const lane = (await own.boundingBox())!;
  await touch.move({ x: from.x, y: from.y - 40 });
  await touch.move({ x: from.x, y: lane.y + lane.height / 2 });
  // Over the lit train: the preview the person sees before lifting.
  await expect(own.locator('.tile.ghost')).toBeVisible();
  await touch.up();
  await expect(own).toHaveAttribute('data-tiles', tile);
  await settled(page);
  // Played: no Confirm asked for it, the hand a tile shorter.
  await expect(page.locator('#prompt')).not.toContainText('Confirm');
  await expect(page.locator('button[data-tile]')).toHaveCount(hand - 1);
  await button(page, 'Undo').tap();
  await settled(page);
  await expect(own).toHaveAttribute('data-tiles', '');
  await expect(page.locator(`button[data-tile="${tile}"]`)).toHaveCount(1);
});

test('a first turn: Hint previews the whole chain, one Confirm lays it, one more finishes the turn (3 taps for 11 tiles)', async ({ page }) => {
  await firstTurn(page);
  const own = page.locator('[data-train="0"]');
  let taps = 0;
  const tap = async (name: string) => {
    taps++;
    await button(page, name).tap();
  };
  await tap('Hint');
  await expect(page.locator('#prompt')).toContainText('Confirm lays these 11 tiles on your train');
  // Previewed only: the ghost of the first tile, the chain's tiles lit in the hand, nothing laid.
  await expect(own.locator('.tile.ghost')).toBeVisible();
  await expect(page.locator('button[data-tile].fits')).toHaveCount(11);
  await expect(own).toHaveAttribute('data-tiles', '');
  await tap('Confirm');
  await expect(own).toHaveAttribute('data-tiles', /^(\S+ ){10}\S+$/);
  await settled(page);
  // The chain down, finishing the turn is what Confirm does next.
  await expect(page.locator('#prompt')).toContainText('finish your first turn with 11 tiles');
  await tap('Confirm');
  await settled(page);
  await expect(page.locator('[data-seat="0"]')).toHaveAttribute('data-count', '3');
  await expect(page.locator('#prompt')).not.toContainText('first turn');
  expect(taps).toBe(3);
  // Each tile is its own action: Undo takes back the last one alone (the turn, then a tile).
  await button(page, 'Undo').tap();
  await settled(page);
  await button(page, 'Undo').tap();
  await settled(page);
  await expect(own).toHaveAttribute('data-tiles', /^(\S+ ){9}\S+$/);
});

test('a tap on the yard previews a draw, as Draw does; a second tap on it draws', async ({ page }) => {
  await startGame(page, GAME);
  const yard = page.getByRole('button', { name: /^Draw from the yard: \d+ tiles left$/ });
  await expect(yard).toBeVisible();
  // Play on (the first legal way) until a draw is all that is left: its preview opens by itself.
  for (let moves = 0; moves < 80; ) {
    await settled(page);
    if ((await page.locator('#prompt .drawn-preview').count()) > 0) break;
    if ((await personMove(page)) !== null) moves++;
  }
  await expect(page.locator('#prompt .drawn-preview')).toBeVisible();
  await button(page, 'Cancel').tap();
  await expect(page.locator('#prompt .drawn-preview')).toHaveCount(0);
  const left = Number(await page.locator('[data-yard]').getAttribute('data-yard'));
  const hand = await page.locator('button[data-tile]').count();
  await yard.tap();
  await expect(page.locator('#prompt .drawn-preview')).toBeVisible();
  await expect(button(page, 'Confirm')).toBeVisible();
  await expect(page.locator('[data-yard]')).toHaveAttribute('data-yard', String(left));
  await expect(page.locator('button[data-tile]')).toHaveCount(hand);
  await yard.tap();
  await expect(page.locator('[data-yard]')).not.toHaveAttribute('data-yard', String(left));
});
