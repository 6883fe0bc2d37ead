/**
 * Home, the front door (issue 41): on a fresh profile every door is on one small phone's screen
 * with nothing below the fold; Continue names the game in progress and goes back to it exactly;
 * axe finds nothing on Home, light and dark.
 */
import AxeBuilder from '@axe-core/playwright';
import { appStarted, expect, test } from './fixtures.ts';
import { personMove, settled, startGame, tableState } from './play.ts';

for (const colorScheme of ['light', 'dark'] as const) {
  test(`a fresh profile opens Home at 360×640: every door in view, nothing below the fold, axe clean (${colorScheme})`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 360, height: 640 }, colorScheme, hasTouch: true });
    const page = await context.newPage();
    await page.goto('/');
    await appStarted(page);
    const doors = page.locator('[data-home] [data-door]');
    await expect(doors).toHaveCount(4); // no game in progress: no Continue
    for (const door of ['quick', 'new', 'learn', 'records']) {
      const box = (await page.locator(`[data-door="${door}"]`).boundingBox())!;
      expect(box.y + box.height, `${door} above the fold`).toBeLessThanOrEqual(640);
      expect(box.x + box.width, `${door} inside the screen`).toBeLessThanOrEqual(360);
    }
    expect(await page.evaluate(() => document.scrollingElement!.scrollHeight - innerHeight), 'the page does not scroll').toBeLessThanOrEqual(0);
    const found = await new AxeBuilder({ page }).analyze();
    expect(found.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
    await context.close();
  });
}

test('Continue appears for the game in progress after a reload, says where it stands, and goes back to it exactly', async ({ page }) => {
  await startGame(page, 'seed=HOMECONT&players=You,Ana:computer,Ben:computer');
  for (let i = 0; i < 2; i++) {
    await settled(page);
    await personMove(page);
  }
  await settled(page);
  await page.reload();
  // A reload goes straight back to the table; Home then offers the game as Continue.
  await expect(page.locator('.table')).toBeVisible();
  await settled(page);
  const before = await tableState(page);
  await page.getByRole('button', { name: 'Mexican Train, home' }).click();
  const go = page.locator('[data-door="continue"]');
  await expect(go).toBeVisible();
  await expect(go).toContainText('Continue');
  await expect(go).toContainText('Round 1 of 13');
  await expect(go).toContainText('Ana');
  await go.click();
  await expect(page.locator('.table')).toBeVisible();
  await settled(page);
  expect(await tableState(page)).toEqual(before);
});
