/**
 * A shared table (issue 40): two people and two computers pass one device. A person's hand
 * leaves the page as soon as their turn is over and stays out of it until the next person
 * confirms "I'm …"; the board keeps one order for everyone; the seats are named, never "You";
 * Undo of a hidden hand's move asks first and then restores exactly.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { personMove, settled, startGame, tableState } from './play.ts';

// Seats in play order: Ann (person), Ben (computer), Cy (person), Dee (computer).
const LINK = 'seed=SHARED40&players=Ann,Ben:computer,Cy,Dee:computer';
/** Round 1's engine: a public tile, named in the page before anyone places it. */
const ENGINE = '12|12';

/**
 * Tiles named anywhere in the page (text, attributes, aria labels; as codes "5|12" or as words
 * "5–12", "double 5") that are not laid on the board: a hand's tiles, or the yard's. Empty when
 * none, or once the round is over (R12.2: every hand is shown then), read in the same instant.
 */
async function unlaidTilesInPage(page: Page): Promise<string[]> {
  return page.evaluate((engine) => {
    if (document.querySelector('#round-end-title')) return [];
    const key = (a: string, b: string) => [Number(a), Number(b)].sort((x, y) => x - y).join('|');
    const laid = new Set([engine, ...[...document.querySelectorAll('[data-tiles]')].flatMap((e) => (e.getAttribute('data-tiles') ?? '').split(' ').filter(Boolean))].map((c) => key(...(c.split('|') as [string, string]))));
    const html = document.body.outerHTML;
    const named = [
      ...[...html.matchAll(/(\d{1,2})\|(\d{1,2})/g)].map((m) => key(m[1]!, m[2]!)),
      ...[...html.matchAll(/(\d{1,2})–(\d{1,2})/g)].map((m) => key(m[1]!, m[2]!)),
      ...[...html.matchAll(/double (\d{1,2})/g)].map((m) => key(m[1]!, m[1]!)),
    ];
    return [...new Set(named.filter((code) => !laid.has(code)))];
  }, ENGINE);
}

/** The lanes' order on screen, by their test hooks. */
const laneOrder = (page: Page) => page.locator('[data-train]').evaluateAll((els) => els.map((e) => e.getAttribute('data-train')).join(' '));

/** Where the table stands, read in one go. */
const where = (page: Page) =>
  page.evaluate(() => ({
    end: !!document.querySelector('#round-end-title'),
    handoff: document.querySelector('[data-handoff]') !== null,
    away: document.querySelector('[data-away]') !== null,
    hand: document.querySelectorAll('button[data-tile]').length,
    /** The seat to act, by the seat strip; -1: none. */
    turn: Number(document.querySelector('.seats [data-seat][data-turn="true"]')?.getAttribute('data-seat') ?? -1),
  }));

for (const pace of ['instant', 'normal'] as const) {
  test(`R12.2 two people and two computers at ${pace} pace: each hand leaves the page with its turn, one board order, seats by name`, async ({ page }) => {
    test.setTimeout(pace === 'normal' ? 240_000 : 90_000);
    await startGame(page, LINK, pace);
    const orders = new Set<string>();
    // Once a person's turn is over, no hand may be in the page until the next "I'm …" is confirmed.
    let hidden = false;
    /** The seat of the person who confirmed "I'm …" last. */
    let holder = -1;
    let checked = 0;
    let turnsEnded = 0;
    for (let steps = 0; steps < 3000; steps++) {
      const at = await where(page);
      if (at.end) break;
      if ((await page.locator('[data-train]').count()) > 0) orders.add(await laneOrder(page));
      if (at.away || at.handoff || (holder >= 0 && at.turn >= 0 && at.turn !== holder)) {
        if (!hidden) turnsEnded++;
        hidden = true;
      }
      if (hidden) {
        expect(at.hand, 'a hand tile in the page after its turn').toBe(0);
        expect(await unlaidTilesInPage(page)).toEqual([]);
        checked++;
      }
      if (at.away) {
        // The computers play (Normal): look again shortly.
        await page.waitForTimeout(150);
        continue;
      }
      await settled(page);
      if (await page.locator('#round-end-title').isVisible()) break;
      const reveal = page.getByRole('button', { name: /^I'm / });
      if ((await reveal.count()) > 0) {
        // A handoff: whoever held the device last (or nobody, at the deal) is done.
        if (!hidden) turnsEnded++;
        hidden = true;
        expect(await page.locator('button[data-tile]').count()).toBe(0);
        expect(await unlaidTilesInPage(page)).toEqual([]);
        checked++;
        const name = (await reveal.textContent())!.match(/^I'm (\w+)/)![1]!;
        await reveal.click();
        hidden = false;
        holder = name === 'Ann' ? 0 : 2;
        await expect(page.locator('button[data-tile]').first()).toBeVisible();
        continue;
      }
      await personMove(page);
    }
    await expect(page.locator('#round-end-title')).toBeVisible();
    expect(turnsEnded).toBeGreaterThan(4);
    // Every hidden stretch was looked at, at least at its handoff; at Normal, also while the computers played.
    expect(checked).toBeGreaterThanOrEqual(turnsEnded);
    if (pace === 'normal') expect(checked).toBeGreaterThan(turnsEnded * 2);
    // One board for everyone: the Mexican Train, then the seats in order, at every turn.
    expect([...orders]).toEqual(['mexican 0 1 2 3']);
    // The round's end and the Scores name every seat; nobody is "You" at a shared table.
    const roundEnd = page.locator('.dock-panel');
    await expect(roundEnd).toContainText('Ann');
    await expect(roundEnd).toContainText('Cy');
    expect(await roundEnd.innerText()).not.toMatch(/\bYou\b/);
    expect(await page.locator('.seats').innerText()).not.toMatch(/\bYou\b/);
    await page.getByRole('button', { name: 'Scores', exact: true }).click();
    const sheet = page.getByRole('dialog', { name: 'Scores' });
    await expect(sheet).toContainText('Ann');
    await expect(sheet).toContainText('Cy');
    expect(await sheet.innerText()).not.toMatch(/\bYou\b/);
  });
}

test('R13.2 Undo after a hand was hidden asks first, keeps it hidden on "Keep it hidden", and then restores exactly', async ({ page }) => {
  test.setTimeout(90_000);
  await startGame(page, LINK, 'normal');
  // Play by the people until a turn ends with the computers to play (the away dock), keeping what the screen showed before each action.
  let before: Record<string, unknown> | null = null;
  for (let steps = 0; steps < 200 && !(await where(page)).away; steps++) {
    await settled(page);
    if ((await where(page)).away) break;
    const reveal = page.getByRole('button', { name: /^I'm / });
    if ((await reveal.count()) > 0) {
      await reveal.click();
      continue;
    }
    before = await tableState(page);
    await personMove(page);
  }
  const away = page.locator('[data-away]');
  await expect(away).toBeVisible();
  const who = (await page.locator('[data-take-back]').getAttribute('data-take-back'))!;
  // The computers wait while the question is asked.
  await away.getByRole('button', { name: 'Pause', exact: true }).click();
  const undo = page.locator('[data-take-back]');
  await undo.click();
  const ask = page.locator('[data-show-hand-ask]');
  await expect(ask).toBeVisible();
  await expect(ask).toContainText(/^Show (Ann|Cy)'s hand again\?/);
  expect(await page.locator('button[data-tile]').count()).toBe(0);
  await ask.getByRole('button', { name: 'Keep it hidden', exact: true }).click();
  await expect(ask).toHaveCount(0);
  expect(await page.locator('button[data-tile]').count()).toBe(0);
  await undo.click();
  await ask.getByRole('button', { name: /^Undo and show / }).click();
  await settled(page);
  const after = await tableState(page);
  const seen = (s: Record<string, unknown>) => ({ hand: s.hand, trains: s.trains, yard: s.yard, seats: s.seats });
  expect(seen(after)).toEqual(seen(before!));
  expect((after.hand as string[]).length).toBeGreaterThan(0);
  // The hand back is that person's: their lane is marked.
  await expect(page.locator(`[data-train="${who}"][data-current="true"]`)).toHaveCount(1);
});
