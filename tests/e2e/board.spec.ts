/** The board as a game table: a tile dragged onto a train, a folded train opened whole, the Display settings kept. */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { misdrawnTiles, personMove, settled, startGame } from './play.ts';

/** Plays as the person until one of their tiles fits somewhere (computers answer in between). */
async function untilATileFits(page: Page): Promise<void> {
  for (let moves = 0; moves < 60; ) {
    await settled(page);
    if ((await page.locator('button[data-tile].fits').count()) > 0) return;
    if ((await personMove(page)) !== null) moves++;
  }
  throw new Error('no tile of the person ever fitted');
}

/** The centre of an element on screen. */
async function centre(page: Page, selector: string): Promise<{ x: number; y: number }> {
  const box = (await page.locator(selector).first().boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

test('a tile dragged over a lit train is previewed there, and dropping it there plays it', async ({ page }) => {
  await startGame(page, 'seed=DRAG01&players=3');
  await untilATileFits(page);
  const tile = (await page.locator('button[data-tile].fits').first().getAttribute('data-tile'))!;
  const from = await centre(page, `button[data-tile="${tile}"]`);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x, from.y - 30, { steps: 4 });
  // The drag picked the tile: its trains are lit; carry it onto the first of them.
  const target = (await page.locator('[data-train][data-lit="true"]').first().getAttribute('data-train'))!;
  const to = await centre(page, `[data-train="${target}"] .lane-label`);
  await page.mouse.move(to.x, to.y, { steps: 8 });
  // The train under the finger is marked as the drop target while the tile is carried, its ghost shown there.
  await expect(page.locator(`[data-train="${target}"][data-drop]`)).toHaveCount(1);
  await expect(page.locator(`[data-train="${target}"] .tile.ghost`)).toBeVisible();
  await page.mouse.up();
  await expect(page.locator('[data-drop]')).toHaveCount(0);
  // The drop is the Confirm.
  await expect(page.locator(`[data-train="${target}"]`)).toHaveAttribute('data-tiles', new RegExp(`(^| )${tile.replace('|', '\\|')}$`));
});

test('a tile dropped on a train it cannot go on is not played there, and the reason is said', async ({ page }) => {
  await startGame(page, 'seed=DRAG01&players=3');
  await untilATileFits(page);
  const tile = (await page.locator('button[data-tile].fits').first().getAttribute('data-tile'))!;
  const from = await centre(page, `button[data-tile="${tile}"]`);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x, from.y - 30, { steps: 4 });
  const target = (await page.locator('[data-train][data-lit="false"]').first().getAttribute('data-train'))!;
  const to = await centre(page, `[data-train="${target}"] .lane-label`);
  await page.mouse.move(to.x, to.y, { steps: 8 });
  await page.mouse.up();
  // Shown in the dock, and said once by the table's live region.
  const reason = page.locator('.dock .error');
  await expect(reason).toBeVisible();
  const said = (await reason.textContent())!;
  await expect(page.locator('[data-announcer] p').filter({ hasText: said })).toHaveCount(1);
  await expect(page.locator(`[data-train="${target}"] .tile.ghost`)).toHaveCount(0);
});

test('a refusal takes the prompt\'s place: the board keeps its height and the words show whole, upright and sideways', async ({ browser }) => {
  for (const viewport of [{ width: 360, height: 640 }, { width: 844, height: 390 }]) {
    const context = await browser.newContext({ viewport, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await startGame(page, 'seed=SINCE7&players=4');
    await untilATileFits(page);
    const unfit = page.locator('button[data-tile]:not(.fits)');
    expect(await unfit.count(), 'a tile that fits nowhere').toBeGreaterThan(0);
    const board = () => page.evaluate(() => document.querySelector('.board')!.getBoundingClientRect().height);
    const before = await board();
    await unfit.first().tap();
    await expect(page.locator('.dock .error')).toBeVisible();
    expect(await board(), `${viewport.width}×${viewport.height}: the board's height`).toBe(before);
    // Every line of the refusal shows: the dock's words do not scroll.
    const talk = await page.evaluate(() => {
      const t = document.querySelector<HTMLElement>('.dock .talk')!;
      return { hidden: t.scrollHeight - t.clientHeight };
    });
    expect(talk.hidden, `${viewport.width}×${viewport.height}: refusal lines hidden`).toBeLessThanOrEqual(1);
    await context.close();
  }
});

test('on a phone held upright the turn\'s buttons keep their row\'s height through the computers\' turns and the person\'s', async ({ browser }) => {
  for (const viewport of [{ width: 390, height: 844 }, { width: 360, height: 640 }]) {
    const context = await browser.newContext({ viewport, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await startGame(page, 'seed=LOOK4&players=Tess,Ana:computer,Ben:computer,Cy:computer', 'fast');
    await settled(page);
    // Every frame: the height of the dock's buttons, and whose turn it is (the person's, or the
    // computers'). "Skip to my turn" and "Finish turn" take two lines, "Hint" one: a row that
    // changed height with them moved the board at every turn.
    await page.evaluate(() => {
      const seen: { person: number[]; computers: number[] } = { person: [], computers: [] };
      (window as unknown as { __heights: typeof seen }).__heights = seen;
      const look = () => {
        const actions = document.querySelector('.dock .actions');
        if (actions && document.querySelector('.board [data-train]')) {
          const h = Math.round(actions.getBoundingClientRect().height * 10) / 10;
          // The computers are playing while the dock offers to skip to the person's turn.
          const skip = [...document.querySelectorAll('.dock button')].some((b) => b.textContent === 'Skip to my turn');
          const list = seen[skip ? 'computers' : 'person'];
          if (!list.includes(h)) list.push(h);
        }
        requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    });
    // The person's first turn is a chain of tiles (eight in this deal), then the computers play.
    for (let moves = 0; moves < 12; ) {
      await settled(page);
      if (await page.locator('#round-end-title').isVisible()) break;
      if ((await personMove(page)) !== null) moves++;
    }
    await settled(page);
    const heights = await page.evaluate(() => (window as unknown as { __heights: { person: number[]; computers: number[] } }).__heights);
    expect(heights.computers.length, 'the computers played while watched').toBeGreaterThan(0);
    expect([...new Set([...heights.person, ...heights.computers])], `${viewport.width}×${viewport.height}: the buttons' heights`).toHaveLength(1);
    await context.close();
  }
});

test('a press that does not move stays a tap: the tile is picked, nothing is previewed elsewhere', async ({ page }) => {
  await startGame(page, 'seed=DRAG01&players=3');
  await untilATileFits(page);
  const tile = page.locator('button[data-tile].fits').first();
  await tile.click();
  await expect(tile).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('[data-drop]')).toHaveCount(0);
});

test('a folded train opens whole with its "+n" and folds back', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 640 } });
  const page = await context.newPage();
  await startGame(page, 'seed=SHOTS4&players=4');
  for (let moves = 0; moves < 30 && (await page.locator('.lane .more').count()) === 0; ) {
    await settled(page);
    if ((await personMove(page)) !== null) moves++;
  }
  await settled(page); // the person's turn: nothing moves on the board meanwhile
  const key = await page.locator('.lane:has(.more)').first().getAttribute('data-train');
  const lane = page.locator(`[data-train="${key}"]`);
  const laid = ((await lane.getAttribute('data-tiles')) ?? '').split(' ');
  expect(await lane.locator('[data-placed]').count()).toBeLessThan(laid.length);
  // Folded, opened whole over more rows, folded back: every tile shown is whole, clear of the others and of the "+n".
  expect(await misdrawnTiles(page)).toEqual([]);
  await lane.locator('.more').click();
  await expect(lane.locator('.more')).toHaveAttribute('aria-expanded', 'true');
  expect(await lane.locator('[data-placed]').evaluateAll((els) => els.map((e) => e.getAttribute('data-placed')))).toEqual(laid);
  expect(await misdrawnTiles(page)).toEqual([]);
  await lane.locator('.more').click();
  expect(await lane.locator('[data-placed]').count()).toBeLessThan(laid.length);
  expect(await misdrawnTiles(page)).toEqual([]);
  await context.close();
});

test('Display: numbers instead of dots, kept after a reload', async ({ page }) => {
  await startGame(page, 'seed=DRAG01&players=3');
  await expect(page.locator('button[data-tile] .tile.pips').first()).toBeVisible();
  await page.getByRole('button', { name: 'Display', exact: true }).click();
  await page.getByLabel('Numbers', { exact: true }).check();
  await page.getByLabel('Large', { exact: true }).check();
  await page.getByRole('button', { name: 'Done', exact: true }).click();
  await expect(page.locator('button[data-tile] .tile.num .half').first()).toBeVisible();
  await page.waitForTimeout(300); // the preference is written
  await page.reload();
  await expect(page.locator('.board')).toBeVisible();
  await expect(page.locator('button[data-tile] .tile.num .half').first()).toBeVisible();
  await expect(page.locator('button[data-tile] .tile.pips')).toHaveCount(0);
  await expect(page.locator('.app')).toHaveClass(/size-large/);
});

/**
 * Watches the board in the page: the layout (tile length, columns, lane order) at every change
 * of the table, with the reason the board gives for it; `__look(true)` also reads the length of
 * each train's last tile.
 */
async function watchBoard(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __board: { ends: number[]; moves: Array<{ from: string; to: string; reason: string | null }> }; __look: (ends: boolean) => void };
    w.__board = { ends: [], moves: [] };
    let last = '';
    const look = (ends = false) => {
      const board = document.querySelector('.board');
      if (!board?.getAttribute('data-layout-reason')) return;
      const lanes = [...board.querySelectorAll('[data-train]')];
      for (const lane of lanes) {
        const end = [...lane.querySelectorAll('.strip [data-placed]')].at(-1);
        if (!end || !ends) continue;
        const box = end.getBoundingClientRect();
        w.__board.ends.push(Math.max(box.width, box.height));
      }
      const key = `${board.getAttribute('data-tile-length')} ${board.getAttribute('data-cols')} ${lanes.map((l) => l.getAttribute('data-train')).join(',')}`;
      if (last && key !== last) w.__board.moves.push({ from: last, to: key, reason: board.getAttribute('data-layout-reason') });
      last = key;
    };
    w.__look = look;
    look(true);
    new MutationObserver(() => look()).observe(document.querySelector('.table')!, { subtree: true, attributes: true, childList: true, attributeFilter: ['data-tiles', 'data-tile-length', 'data-cols'] });
  });
}

for (const [width, height, seats, least] of [
  [390, 844, 4, 56],
  [390, 844, 6, 56],
  [768, 1024, 6, 72],
] as const) {
  test(`${width}×${height}, ${seats} seats: every open end at least ${least} px long, and the layout holds unless a train outgrows it`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width, height } });
    const page = await context.newPage();
    const players = ['Ana', ...['Ben', 'Cy', 'Dee', 'Eve', 'Fay'].slice(0, seats - 1).map((n) => `${n}:computer`)].join(',');
    await startGame(page, `seed=HOLD${seats}&players=${players}`, 'fast');
    await settled(page);
    await watchBoard(page);
    for (let moves = 0; moves < 8; ) {
      await settled(page);
      if (await page.locator('#round-end-title').isVisible()) break;
      // The open ends are read on the settled table (the person's turn, a tile's landing flight over), the layout at every change.
      await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
      await page.evaluate(() => (window as unknown as { __look: (ends: boolean) => void }).__look(true));
      if ((await personMove(page)) !== null) moves++;
    }
    await settled(page);
    const seen = await page.evaluate(() => (window as unknown as { __board: { ends: number[]; moves: Array<{ reason: string | null }> } }).__board);
    expect(seen.ends.length).toBeGreaterThan(0);
    expect(Math.min(...seen.ends)).toBeGreaterThanOrEqual(least - 0.5);
    expect(seen.moves.filter((m) => m.reason !== 'outgrown')).toEqual([]);
    await context.close();
  });
}
