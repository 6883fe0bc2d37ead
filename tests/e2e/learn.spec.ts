/**
 * Learn to play: the guided round is played by clicking only what the coach points at
 * (`[data-coach-target]`) to the round's end; the game in progress and Records are as they
 * were after it; axe finds nothing with a coach mark showing, light and dark.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { appStarted, expect, test } from './fixtures.ts';
import { personMove, runningMotions, settled, startGame, tableState } from './play.ts';

const TARGET = '[data-coach-target]';

/** Opens Learn to play from Home (the app's name in the top bar leads there from the table). */
async function openLearn(page: Page): Promise<void> {
  await appStarted(page);
  const home = page.locator('[data-home]');
  if (!(await home.isVisible())) await page.getByRole('button', { name: 'Mexican Train, home' }).click();
  await home.getByRole('button', { name: /^Learn to play/ }).click();
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

test('the coach\'s ring pulses by a fade the compositor runs: the page paints nothing while it waits for a tap', async ({ page }) => {
  await page.goto('/');
  await openLearn(page);
  const kinds = new Set<string>();
  for (let clicks = 0; clicks < 12 && kinds.size < 3; clicks++) {
    const mark = await target(page);
    kinds.add(await mark.evaluate((el) => (el.matches('.hand-tile') ? 'tile' : el.matches('.lane-hit') ? 'train' : 'button')));
    const motions = await runningMotions(page);
    expect(motions.running, 'the ring pulses').toBeGreaterThan(0);
    expect(motions.painted, 'properties animated that the page must paint at every frame').toEqual([]);
    await mark.click();
  }
  expect([...kinds].sort(), 'rings on a tile, a train and a button').toEqual(['button', 'tile', 'train']);
});

test('the guided round is played by the coach marks alone, to the round\'s end', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await openLearn(page);
  const clicks = await followMarks(page);
  // Every hand is revealed: the learner went out.
  await expect(page.locator('[data-round-end="out"]')).toBeVisible();
  await expect(page.locator('[data-result="0"]')).toHaveAttribute('data-penalty', '0');
  expect(clicks).toBeGreaterThan(18);
  // The last mark is "Play your first game": a Quick game, the learner and three computers.
  const last = await target(page);
  await expect(last).toHaveText('Play your first game');
  await last.click();
  await expect(page.locator('.seats [data-seat]')).toHaveCount(4);
  await expect(page.locator('.seats')).toContainText('Ana');
  await settled(page);
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
  // With a game in progress, the last mark goes back to it.
  const last = await target(page);
  await expect(last).toHaveText('Back to your game');
  await last.click();
  await expect(page.locator('.table')).toBeVisible();
  await settled(page);
  expect(await tableState(page)).toEqual(before);
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
  await expect(page.locator('[data-home]')).toBeVisible();
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
