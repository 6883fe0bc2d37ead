/**
 * Following the computers' turns (issue 39): the "since your turn" strip against the history,
 * the pause (no move while paused, Next move plays one, Resume goes on), every computer action
 * heard once and in order, and the handoff's recap whole on a small phone.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { personMove, playRound, settled, startGame } from './play.ts';

type Run = { seat: number; entries: number[] };

/** The strip's items as the page has them (hidden ones too: a tap shows them). */
async function stripItems(page: Page): Promise<(Run & { owes: boolean })[]> {
  return page.locator('[data-since-strip] [data-since-item]').evaluateAll((els) =>
    els.map((e) => ({ seat: Number(e.getAttribute('data-seat')), entries: e.getAttribute('data-entries')!.split(' ').map(Number), owes: e.getAttribute('data-owes') === 'true' })),
  );
}

/** The history's entries since the reader's last action (`data-since`), as runs of one seat, the newest first. */
async function sinceRuns(page: Page): Promise<Run[]> {
  await page.getByRole('button', { name: 'History', exact: true }).click();
  const entries = await page.locator('[data-history-entry][data-action]').evaluateAll((els) => els.map((e, i) => ({ i, seat: Number(e.getAttribute('data-seat')), since: e.getAttribute('data-since') === 'true' })));
  await page.locator('.history-panel').getByRole('button', { name: 'Close', exact: true }).click();
  const runs: Run[] = [];
  for (const e of entries.filter((e) => e.since)) {
    const run = runs.at(-1);
    if (run && run.seat === e.seat && run.entries.at(-1) === e.i - 1) run.entries.push(e.i);
    else runs.push({ seat: e.seat, entries: [e.i] });
  }
  return runs.reverse();
}

/** At the person's turn: the strip says exactly the history's moves since, newest first (a double they must cover first). */
async function stripMatchesHistory(page: Page): Promise<number> {
  const items = await stripItems(page);
  const runs = await sinceRuns(page);
  const owed = items.findIndex((i) => i.owes);
  // Only the first item may carry the double to cover; it leads, the rest keep newest first.
  expect(owed <= 0).toBe(true);
  const expected = owed === 0 ? [runs.find((r) => r.entries[0] === items[0]!.entries[0])!, ...runs.filter((r) => r.entries[0] !== items[0]!.entries[0])] : runs;
  expect(items.map(({ seat, entries }) => ({ seat, entries }))).toEqual(expected);
  return items.length;
}

for (const pace of ['instant', 'normal'] as const) {
  test(`the strip lists the moves since the person's last one, newest first (${pace})`, async ({ page }) => {
    test.setTimeout(60_000);
    await startGame(page, 'seed=SINCE7&players=Tess,Ana:computer,Ben:computer,Cy:computer', pace);
    let checked = 0;
    let items = 0;
    let kept = 0;
    for (let moves = 0; moves < 40 && checked < (pace === 'instant' ? 5 : 3); ) {
      await settled(page);
      if (await page.locator('#round-end-title').isVisible()) break;
      // The person's turn after the computers moved: read it as a person would, then play.
      if ((await page.locator('[data-since-item]').count()) > 0 && (await page.locator('.hand-tile.fits, button:text-is("Draw"), button:text-is("Pass")').count()) > 0) {
        items += await stripMatchesHistory(page);
        checked++;
        // A seat's item is the same element from one story to the next, its words changed (marked here, looked for at the next turn).
        kept += await page.evaluate(() => {
          const lis = [...document.querySelectorAll<HTMLElement & { seenAs?: string }>('[data-since-strip] [data-since-item]')];
          const same = lis.filter((li) => li.seenAs === li.getAttribute('data-seat')).length;
          for (const li of lis) li.seenAs = li.getAttribute('data-seat')!;
          return same;
        });
      }
      if ((await personMove(page)) !== null) moves++;
    }
    expect(checked).toBeGreaterThan(1);
    expect(items).toBeGreaterThan(checked);
    if (pace === 'instant') expect(kept).toBeGreaterThan(0);
    // The strip is reachable by keyboard: its button opens the whole story over the board. Read at
    // the person's next turn: at a person's pace the computers may not have moved yet, and a strip
    // with no move since has nothing to open.
    await settled(page);
    await page.locator('[data-since-strip] button').focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('[data-since-strip][data-open="true"] [data-since-item]').first()).toBeVisible();
    await expect(page.locator('[data-since-strip] [data-since-item][data-cut]')).toHaveCount(0);
  });
}

/** What the computers' moves change: seat counts, the yard, every train's tiles and markers. */
const tableNow = (page: Page) =>
  page.evaluate(() => ({
    seats: [...document.querySelectorAll('.seats [data-seat]')].map((e) => e.getAttribute('data-count')),
    yard: document.querySelector('[data-yard]')?.getAttribute('data-yard'),
    trains: [...document.querySelectorAll('[data-train]')].map((e) => `${e.getAttribute('data-tiles')} ${e.getAttribute('data-marked')}`),
  }));

test('Pause holds the computers, Next move plays exactly one action, Resume goes on', async ({ page }) => {
  test.setTimeout(60_000);
  await startGame(page, 'seed=SINCE3&players=Tess,Ana:computer,Ben:computer,Cy:computer,Dee:computer', 'slow');
  const pause = page.getByRole('button', { name: 'Pause', exact: true });
  for (let tries = 0; tries < 40 && !(await pause.isVisible()); tries++) {
    if ((await personMove(page)) === null) await page.waitForTimeout(100);
  }
  await pause.click();
  await expect(page.locator('#prompt')).toHaveText('Paused: the computers wait for you.');
  const held = await tableNow(page);
  // The round's actions so far, read in the History panel (opened and closed: it covers the table).
  const actions = async () => {
    await page.getByRole('button', { name: 'History', exact: true }).click();
    const n = await page.locator('[data-history-entry][data-action]').count();
    await page.locator('.history-panel').getByRole('button', { name: 'Close', exact: true }).click();
    return n;
  };
  const before = await actions();
  // Five seconds paused (the slow pace moves every 1.5 s or so): nothing is committed.
  await page.waitForTimeout(5000);
  expect(await tableNow(page)).toEqual(held);
  expect(await actions()).toBe(before);
  await page.getByRole('button', { name: 'Next move', exact: true }).click();
  await expect.poll(() => tableNow(page)).not.toEqual(held);
  await page.waitForTimeout(2500);
  expect(await actions()).toBe(before + 1);
  // Resume: the computers go on at their pace, up to the person's turn.
  const resume = page.getByRole('button', { name: 'Resume', exact: true });
  if (await resume.isVisible()) await resume.click();
  await expect(page.locator('.seats [data-seat="0"][data-turn="true"]')).toBeVisible({ timeout: 15_000 });
  await expect(pause).toBeHidden();
});

test('every action of a round, the computers\' and the person\'s, is announced once, in order, in one polite live region', async ({ page }) => {
  test.setTimeout(90_000);
  await page.addInitScript(() => {
    const w = window as unknown as { said: string[] };
    w.said = [];
    new MutationObserver((records) => {
      for (const r of records) if (r.target instanceof HTMLElement && r.target.matches('[data-announcer]')) for (const n of r.addedNodes) w.said.push(n.textContent ?? '');
    }).observe(document, { subtree: true, childList: true });
  });
  await startGame(page, 'seed=SINCE11&players=Tess,Ana:computer,Ben:computer');
  await expect(page.locator('.table [aria-live="polite"]')).toHaveCount(1);
  await expect(page.locator('[data-announcer]')).toHaveAttribute('aria-live', 'polite');
  await playRound(page);
  await page.getByRole('button', { name: 'History', exact: true }).click();
  const actions = await page.locator('[data-history-entry][data-action]').allTextContents();
  const said = await page.evaluate(() => (window as unknown as { said: string[] }).said);
  expect(actions.filter((a) => !a.startsWith('You')).length).toBeGreaterThan(5);
  expect(actions.filter((a) => a.startsWith('You')).length).toBeGreaterThan(2);
  // In order: each action is the start of a line said after the previous action's (the move that ended the round also says how).
  let at = 0;
  for (const action of actions) {
    const i = said.findIndex((line, j) => j >= at && line.startsWith(action));
    expect(i, `${action} after line ${at}: ${said.slice(at).join(' | ')}`).toBeGreaterThanOrEqual(0);
    at = i + 1;
  }
  // Once: no action is said more often than it happened.
  for (const action of new Set(actions)) expect(said.filter((line) => line.startsWith(action)).length, action).toBe(actions.filter((a) => a === action).length);
});

test('the handoff recap: newest first, every seat\'s line inside a 360×640 screen with 10 seats', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 360, height: 640 });
  const computers = ['Cy', 'Dee', 'Eli', 'Fay', 'Gus', 'Hal', 'Ida', 'Jo'].map((n) => `${n}:computer`).join(',');
  await startGame(page, `seed=SINCE5&players=Ann,Bea,${computers}`);
  const reveal = page.getByRole('button', { name: /^I'm / });
  let handoffs = 0;
  for (let moves = 0; moves < 60 && handoffs < 3; ) {
    await settled(page);
    if (await reveal.isVisible()) {
      handoffs++;
      if (handoffs === 3) break;
    }
    if ((await personMove(page)) !== null) moves++;
  }
  await expect(reveal).toBeVisible();
  const lines = page.locator('[data-recap-item]');
  expect(await lines.count()).toBeGreaterThanOrEqual(8);
  const boxes = await lines.evaluateAll((els) => els.map((e) => e.getBoundingClientRect()).map((r) => ({ top: r.top, bottom: r.bottom, left: r.left, right: r.right })));
  for (const b of boxes) expect(b.top >= 0 && b.bottom <= 640 && b.left >= 0 && b.right <= 360, JSON.stringify(b)).toBe(true);
  await expect(reveal).toBeInViewport({ ratio: 1 });
  // Newest first: the first line's moves come after the last line's.
  const first = await lines.evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-entries')!.split(' ')[0])));
  const owes = await page.locator('[data-recap-item].owes').count();
  const rest = owes ? first.slice(1) : first;
  expect(rest).toEqual([...rest].sort((a, b) => b - a));
});

test('at Normal, each computer tile is seen where it lands: a lane out of view is brought into view', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 360, height: 640 });
  // After each change of a train's tiles: is that train's lane inside the board's view?
  await page.addInitScript(() => {
    const w = window as unknown as { seen: { train: string; shown: boolean; scrolls: boolean }[] };
    w.seen = [];
    addEventListener('DOMContentLoaded', () =>
      new MutationObserver((records) => {
        for (const r of records) {
          const lane = r.target as HTMLElement;
          if (!lane.matches('[data-train]') || r.oldValue === null || (lane.getAttribute('data-tiles') ?? '').length <= r.oldValue.length) continue;
          // A frame after the move is drawn (the app brings its lane into view in an animation callback
          // of the frame that draws it). The lane, not the tile: the tile is still travelling from its seat.
          requestAnimationFrame(() =>
            requestAnimationFrame(() => {
              const board = document.querySelector('.board')!;
              const b = board.getBoundingClientRect();
              const l = lane.getBoundingClientRect();
              const shown = l.height > b.height ? l.top < b.bottom && l.bottom > b.top : l.top >= b.top - 1 && l.bottom <= b.bottom + 1;
              w.seen.push({ train: lane.getAttribute('data-train')!, shown, scrolls: board.scrollHeight > board.clientHeight });
            }),
          );
        }
      }).observe(document.body, { subtree: true, attributes: true, attributeFilter: ['data-tiles'], attributeOldValue: true }),
    );
  });
  const computers = ['Ana', 'Ben', 'Cy', 'Dee', 'Eli', 'Fay', 'Gus', 'Hal', 'Ida'].map((n) => `${n}:computer`).join(',');
  await startGame(page, `seed=SINCE9&players=Tess,${computers}`, 'normal');
  for (let moves = 0; moves < 3; ) {
    await settled(page);
    if ((await personMove(page)) !== null) moves++;
  }
  await settled(page);
  const seen = await page.evaluate(() => (window as unknown as { seen: { train: string; shown: boolean; scrolls: boolean }[] }).seen);
  // The computers' tiles (the person's own land where they tapped): on a board that scrolls, every one in view.
  const theirs = seen.filter((s) => s.scrolls && s.train !== '0');
  expect(theirs.length).toBeGreaterThan(5);
  expect(theirs.filter((s) => !s.shown)).toEqual([]);
});
