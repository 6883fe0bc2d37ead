/**
 * Learn to play: the guided round is played by clicking only what the coach points at
 * (`[data-coach-target]`) to the round's end; the game in progress and Records are as they
 * were after it; axe finds nothing with a coach mark showing, light and dark.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { personMove, settled, startGame, tableState } from './play.ts';

const TARGET = '[data-coach-target]';

/** Opens Learn to play from the New game screen (the top bar's New game first when a game is on the table). */
async function openLearn(page: Page): Promise<void> {
  const form = page.getByRole('heading', { name: 'New game' });
  if (!(await form.isVisible())) await page.getByRole('button', { name: 'New game', exact: true }).click();
  await page.getByRole('button', { name: 'Learn to play', exact: true }).click();
  await expect(page.locator(TARGET)).toBeVisible();
}

/** The one element the coach points at, once there is exactly one (the computers answer in between). */
async function target(page: Page): Promise<Locator> {
  const mark = page.locator(TARGET);
  await expect(mark).toHaveCount(1, { timeout: 15_000 });
  await expect(mark).toBeVisible();
  return mark;
}

/** Clicks the coach's targets until it points at its own Done button; returns how many were clicked. */
async function followMarks(page: Page): Promise<number> {
  for (let clicks = 0; clicks < 200; clicks++) {
    const mark = await target(page);
    if ((await mark.getAttribute('data-coach-done')) !== null) return clicks;
    await mark.click();
  }
  throw new Error('the coach never reached the round\'s end');
}

/** What the Records screen lists, as text. */
async function recordsText(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Records', exact: true }).click();
  const main = page.locator('main');
  await expect(main.getByRole('heading').first()).toBeVisible();
  await page.waitForTimeout(300); // the list comes from storage
  const text = await main.innerText();
  await page.getByRole('button', { name: 'Records', exact: true }).click();
  return text;
}

test('the guided round is played by the coach marks alone, to the round\'s end', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await openLearn(page);
  const clicks = await followMarks(page);
  // Every hand is revealed: the learner went out.
  await expect(page.locator('[data-round-end="out"]')).toBeVisible();
  await expect(page.locator('[data-result="0"]')).toHaveAttribute('data-penalty', '0');
  expect(clicks).toBeGreaterThan(18);
  await (await target(page)).click();
  await expect(page.getByRole('heading', { name: 'New game' })).toBeVisible();
});

test('a game in progress and Records are untouched by the guided round', async ({ page }) => {
  test.setTimeout(150_000);
  await startGame(page, 'seed=LEARNKEEP&players=You,Ana:computer');
  for (let i = 0; i < 3; i++) {
    await settled(page);
    await personMove(page);
  }
  await settled(page);
  const before = await tableState(page);
  const records = await recordsText(page);
  await openLearn(page);
  await followMarks(page);
  await (await target(page)).click();
  // Back at the form, which offers the game in progress back.
  await expect(page.getByRole('button', { name: 'Back to the game', exact: true })).toBeVisible();
  await page.reload();
  await expect(page.locator('.table')).toBeVisible();
  await settled(page);
  expect(await tableState(page)).toEqual(before);
  expect(await recordsText(page)).toBe(records);
});

test('Leave is always there, and leaves at once', async ({ page }) => {
  await page.goto('/');
  await openLearn(page);
  await (await target(page)).click(); // Place engine
  await page.getByRole('region', { name: 'Learn to play' }).getByRole('button', { name: 'Leave', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'New game' })).toBeVisible();
  await expect(page.locator(TARGET)).toHaveCount(0);
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`axe finds no violation with a coach mark showing (${colorScheme})`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 360, height: 640 }, colorScheme, reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto('/');
    await openLearn(page);
    // A mark on a hand tile, then one on a train, each checked.
    for (let i = 0; i < 10; i++) await (await target(page)).click();
    for (const _ of [0, 1]) {
      await target(page);
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
      await (await target(page)).click();
    }
    await context.close();
  });
}

test('the Rules screen: how a turn goes, pictures drawn by the board, the rule book; axe finds nothing', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Rules', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'How a turn goes' })).toBeVisible();
  // Six pictures, each the game's own lanes and tiles, none of them tappable.
  await expect(page.locator('.rules-figure')).toHaveCount(6);
  await expect(page.locator('.rules-figure [data-train]').first()).toBeVisible();
  await expect(page.locator('.rules-figure [data-placed]').first()).toBeVisible();
  expect(await page.locator('.rules-picture').evaluateAll((els) => els.every((e) => (e as HTMLElement).inert))).toBe(true);
  // The rule book's sections open one by one.
  const doubles = page.locator('details').filter({ has: page.locator('summary', { hasText: /^9\. Doubles$/ }) });
  await expect(doubles.getByText(/oldest open double/).first()).toBeHidden();
  await doubles.locator('summary').click();
  await expect(doubles.getByText(/oldest open double/).first()).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
});
