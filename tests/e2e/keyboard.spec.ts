/** A whole round with the keyboard alone: Tab and Enter for buttons, numbers and letters for moves. */
import type { Page } from '@playwright/test';
import { appStarted, expect, test } from './fixtures.ts';
import { settled } from './play.ts';

/** Tabs until the named button has focus, then presses Enter. */
async function press(page: Page, name: string): Promise<void> {
  for (let i = 0; i < 80; i++) {
    const focused = await page.evaluate(() => (document.activeElement as HTMLElement | null)?.textContent?.trim() ?? '');
    if (focused === name) {
      await page.keyboard.press('Enter');
      return;
    }
    await page.keyboard.press('Tab');
  }
  throw new Error(`no button "${name}" reached with Tab`);
}

async function has(page: Page, name: string): Promise<boolean> {
  const b = page.getByRole('button', { name, exact: true });
  return (await b.count()) > 0 && (await b.isEnabled());
}

test('a whole round by keyboard only', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/?seed=KEYS&players=3');
  await appStarted(page);
  await page.locator('#pace').focus();
  await page.keyboard.press('End'); // the last pace: instant
  await press(page, 'Start');
  await expect(page.locator('.table')).toBeVisible();
  let moves = 0;
  while (moves < 300) {
    await settled(page);
    if (await page.locator('#round-end-title').isVisible()) break;
    if (await has(page, 'Place engine')) {
      await press(page, 'Place engine');
    } else if ((await page.locator('.hand-tile.fits').count()) > 0) {
      const index = await page.locator('.hand-tile.fits').first().locator('.index').textContent();
      await page.locator('body').focus();
      await page.keyboard.type(index!);
      if (!(await has(page, 'Confirm'))) {
        const letter = await page.locator('[data-train][data-lit="true"] .key').first().textContent();
        await page.keyboard.press(letter!.toLowerCase());
      }
      await expect(page.locator('.tile.ghost')).toBeVisible();
      await page.keyboard.press('Enter');
    } else if (await has(page, 'Confirm')) {
      // A forced draw, pass or finished first turn is previewed by itself: one Confirm.
      await press(page, 'Confirm');
    } else if (await has(page, 'Draw')) {
      await press(page, 'Draw');
      await press(page, 'Confirm');
    } else if (await has(page, 'Pass')) {
      await press(page, 'Pass');
    } else if (await has(page, 'Finish turn')) {
      await press(page, 'Finish turn');
      await press(page, 'Confirm');
    } else {
      throw new Error(`no move offered: ${await page.locator('#prompt').textContent()}`);
    }
    moves++;
  }
  await expect(page.locator('#round-end-title')).toBeVisible();
  expect(moves).toBeGreaterThan(3);
  await press(page, 'Next round');
  await expect(page.locator('.status')).toContainText('Round 2');
});
