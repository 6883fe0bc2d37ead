/** Every screen at phone and tablet sizes, light and dark: axe finds no violation; screenshots kept. */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { leaveIfAsked, personMove, playRound, settled, startGame } from './play.ts';

const SIZES = [
  { name: 'phone', viewport: { width: 360, height: 640 } },
  { name: 'tablet', viewport: { width: 1280, height: 800 } },
] as const;

async function check(page: Page, screen: string, size: string): Promise<void> {
  await page.waitForTimeout(150);
  const scheme = await page.evaluate(() => (matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light'));
  await page.screenshot({ path: test.info().outputPath(`${screen}-${size}-${scheme}.png`), fullPage: true });
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`);
  expect(summary, `${screen} at ${size} (${scheme})`).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${screen} at ${size} scrolls sideways`).toBeLessThanOrEqual(0);
}

for (const size of SIZES) {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`screens at ${size.name} size, ${colorScheme}: no axe violation, no sideways scrolling`, async ({ browser }) => {
      test.setTimeout(120_000);
      const context = await browser.newContext({ viewport: size.viewport, colorScheme, reducedMotion: 'reduce' });
      const page = await context.newPage();
      await page.goto('/?seed=SCREENS&players=4');
      await expect(page.getByRole('heading', { name: 'New game' })).toBeVisible();
      await check(page, 'new-game', size.name);

      await page.locator('#pace').selectOption('fast');
      await page.getByRole('button', { name: 'Start', exact: true }).click();
      await expect(page.locator('.table')).toBeVisible();
      await check(page, 'table', size.name);

      // A preview: a tile picked and its ghost on a train, waiting for Confirm.
      for (let moves = 0; moves < 50 && (await page.locator('.hand-tile.fits').count()) === 0; ) {
        await settled(page);
        if ((await page.locator('.hand-tile.fits').count()) > 0) break;
        if ((await personMove(page)) !== null) moves++;
      }
      await page.locator('.hand-tile.fits').first().click();
      if (!(await page.getByRole('button', { name: 'Confirm', exact: true }).isVisible())) {
        await page.locator('[data-train][data-lit="true"]').first().click();
      }
      await expect(page.locator('.tile.ghost')).toBeVisible();
      await check(page, 'preview', size.name);
      await page.getByRole('button', { name: 'Cancel', exact: true }).click();

      // The round's history over the table.
      await page.getByRole('button', { name: 'History', exact: true }).click();
      await expect(page.locator('[data-history-entry]').first()).toBeVisible();
      await check(page, 'history', size.name);
      await page.getByRole('button', { name: 'Close', exact: true }).click();

      await page.getByRole('button', { name: 'Rules', exact: true }).click();
      await expect(page.getByText('Worked example')).toBeVisible();
      await check(page, 'rules', size.name);
      await page.getByRole('button', { name: 'Records', exact: true }).click();
      await expect(page.getByRole('heading', { name: 'Records' })).toBeVisible();
      await check(page, 'records', size.name);
      await page.getByRole('button', { name: 'Back', exact: true }).click();

      await page.locator('#pace').count(); // the table is back
      await page.getByRole('button', { name: 'New game', exact: true }).click();
      await page.locator('#pace').selectOption('instant');
      await page.getByRole('button', { name: 'Start', exact: true }).click();
      // A game is in progress: Start asks first (the game is kept in Records).
      await expect(page.getByRole('group', { name: /^Start a new game\?/ })).toBeVisible();
      await check(page, 'leave-ask', size.name);
      await leaveIfAsked(page);
      await playRound(page);
      await check(page, 'round-end', size.name);

      await startGame(page, 'seed=HANDOFF&players=Ann,Bea,Cy:computer');
      // A handoff with a recap: moves happened since that person's last turn.
      const recapShown = async () => (await page.getByRole('button', { name: /^I'm / }).count()) > 0 && (await page.locator('[data-recap-item]').count()) > 0;
      for (let moves = 0; moves < 100 && !(await recapShown()); ) {
        await settled(page);
        if (await recapShown()) break;
        if ((await personMove(page)) !== null) moves++;
      }
      await expect(page.getByRole('button', { name: /^I'm / })).toBeVisible();
      await expect(page.locator('[data-recap-item]').first()).toBeVisible();
      await check(page, 'handoff', size.name);
      await context.close();
    });
  }
}
