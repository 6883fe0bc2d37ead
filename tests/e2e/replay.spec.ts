/**
 * Replays: round 1 of a 2-seat game played at Instant pace, then watched again from the
 * round-end screen — its last step shows the same trains, hands and results; Previous, Next
 * and the keys move through it; axe finds nothing. A recorded session imported into Records
 * replays too, any round of it, and "Play from this deal" fills the New game form.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { finishedRecord, toRecord } from '../../src/session/index.ts';
import { expect, test } from './fixtures.ts';
import { playRound, startGame } from './play.ts';
import { finishedSession } from './stored.ts';

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

/** Every train as "key: tiles", sorted (the same on any screen that shows the board). */
function trains(page: Page): Promise<string[]> {
  return page.locator('[data-train]').evaluateAll((els) => els.map((e) => `${e.getAttribute('data-train')}: ${e.getAttribute('data-tiles')}`).sort());
}

/** The results rows' facts: seat, penalty, total and the hand left. */
function results(page: Page): Promise<string[]> {
  return page
    .locator('[data-result]')
    .evaluateAll((els) => els.map((e) => ['data-result', 'data-penalty', 'data-total', 'data-hand'].map((a) => e.getAttribute(a)).join(' / ')));
}

/** Every hand the replay shows, by seat. */
function hands(page: Page): Promise<string[]> {
  return page.locator('.replay [data-seat]').evaluateAll((els) => els.map((e) => `${e.getAttribute('data-seat')} / ${e.getAttribute('data-hand')}`));
}

const scrubber = (page: Page) => page.getByRole('slider', { name: 'Move' });

test('round 1 replayed: its last step shows the round end’s trains, hands and results; buttons and keys step through it', async ({ page }) => {
  test.setTimeout(120_000);
  await startGame(page, 'seed=REPLAYONE&players=2');
  await playRound(page);
  // Both seats' trains and the Mexican Train, drawn once the round end's board is measured.
  await expect.poll(async () => (await trains(page)).length).toBe(3);
  const endTrains = await trains(page);
  const endResults = await results(page);
  const endHands = await page.locator('[data-result]').evaluateAll((els) => els.map((e) => `${e.getAttribute('data-result')} / ${e.getAttribute('data-hand')}`));
  expect(endResults).toHaveLength(2);

  await button(page, 'Replay this round').click();
  await expect(page.getByRole('heading', { name: 'Replay: round 1 of 13' })).toBeVisible();
  await expect(scrubber(page)).toHaveValue('0');
  await expect(page.locator('[data-result]')).toHaveCount(0);
  // Every hand is shown, the seats' hands as dealt.
  await expect(page.locator('.replay [data-seat]')).toHaveCount(2);

  await button(page, 'End of round').click();
  const last = await scrubber(page).getAttribute('max');
  await expect(scrubber(page)).toHaveValue(last!);
  expect(Number(last)).toBeGreaterThan(0);
  // A board's lanes are drawn once it is measured, a frame after it shows: asked until then.
  await expect.poll(() => trains(page)).toEqual(endTrains);
  expect(await results(page)).toEqual(endResults);
  expect(await hands(page)).toEqual(endHands);

  await button(page, 'Previous').click();
  await expect(scrubber(page)).toHaveValue(String(Number(last) - 1));
  await expect(page.locator('[data-result]')).toHaveCount(0);
  await button(page, 'Next').click();
  await expect(scrubber(page)).toHaveValue(last!);
  expect(await results(page)).toEqual(endResults);

  // The keys: one move back and on, the round's start and end.
  await page.keyboard.press('ArrowLeft');
  await expect(scrubber(page)).toHaveValue(String(Number(last) - 1));
  await page.keyboard.press('Home');
  await expect(scrubber(page)).toHaveValue('0');
  await page.keyboard.press('ArrowRight');
  await expect(scrubber(page)).toHaveValue('1');
  await expect(page.locator('.replay-said')).not.toHaveText(/dealt/);
  await page.keyboard.press('End');
  await expect(scrubber(page)).toHaveValue(last!);
  await expect.poll(() => trains(page)).toEqual(endTrains);

  const axe = await new AxeBuilder({ page }).include('.replay').analyze();
  expect(axe.violations).toEqual([]);

  await button(page, 'Back').click();
  await expect(page.locator('#round-end-title')).toBeVisible();
  // The round end's board is new again: its lanes come once it is measured.
  await expect.poll(() => trains(page)).toEqual(endTrains);
});

test('a recorded session from Records: any round replays to its results; Play from this deal fills the form', async ({ page }) => {
  const session = finishedSession('REPLAYREC', ['Ana', 'Ben', 'Cy']);
  const summary = finishedRecord(session)!;
  const file = { format: 'mexican-train/records', version: 1, exportedAt: '2026-11-02T00:00:00.000Z', records: [{ record: toRecord(session) }] };
  await page.goto('/');
  await button(page, 'Records').click();
  await page.locator('input[type=file]').setInputFiles({ name: 'records.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(file)) });
  await expect(page.locator('article.record')).toHaveCount(1);

  await page.locator('article.record').getByRole('button', { name: 'Replay', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Replay: round 1 of 13' })).toBeVisible();
  await expect(page.locator('.replay [data-seat]')).toHaveCount(3);

  await page.getByRole('combobox', { name: 'Round', exact: true }).selectOption('13');
  await expect(page.getByRole('heading', { name: 'Replay: round 13 of 13' })).toBeVisible();
  await button(page, 'End of round').click();
  const rows = await page.locator('[data-result]').evaluateAll((els) => els.map((e) => [e.getAttribute('data-penalty'), e.getAttribute('data-total')]));
  expect(rows).toEqual(summary.totals.map((total, seat) => [String(summary.penalties[12]![seat]), String(total)]));

  // Page Up: the round before, from its deal.
  await page.locator('.replay-said').click();
  await page.keyboard.press('PageUp');
  await expect(page.getByRole('heading', { name: 'Replay: round 12 of 13' })).toBeVisible();
  await expect(scrubber(page)).toHaveValue('0');

  const axe = await new AxeBuilder({ page }).include('.replay').analyze();
  expect(axe.violations).toEqual([]);

  await button(page, 'Play from this deal').click();
  await expect(page.locator('#seed')).toHaveValue('REPLAYREC');
  await expect(page.locator('#new-game-title')).toBeVisible();
  await expect(page.getByRole('textbox').first()).toHaveValue('Ana');
});
