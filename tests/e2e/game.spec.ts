import { newRound, snapshot } from '../../src/core/index.ts';
import { expect, test } from './fixtures.ts';
import { handTiles, personMove, playRound, settled, startGame, tableState } from './play.ts';

const sorted = (tiles: string[]) => [...tiles].sort();

test('R3.3 the same seed deals the same first hand, the one the rules core deals', async ({ browser }) => {
  const hands: string[][] = [];
  for (let i = 0; i < 2; i++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await startGame(page, 'seed=FAMILY7&players=4', 'slow');
    hands.push(await handTiles(page));
    await context.close();
  }
  expect(hands[0]).toEqual(hands[1]);
  const dealt = snapshot(newRound({ players: 4, round: 1, seed: 'FAMILY7' })).hands[0]!;
  expect(sorted(hands[0]!)).toEqual(sorted(dealt));
});

test('one person and three computers play a whole 13-round session through the screen', async ({ page }) => {
  test.setTimeout(480_000); // 13 rounds of taps: minutes on a loaded 2-core machine
  await startGame(page, 'seed=WHOLE13&players=4');
  for (let round = 1; round <= 13; round++) {
    await playRound(page);
    await expect(page.locator('#round-end-title')).toContainText(round === 13 ? 'Session over' : `Round ${round} over`);
    if (round < 13) await page.getByRole('button', { name: 'Next round', exact: true }).click();
  }
  await expect(page.locator('.winner').first()).toBeVisible();
  await page.getByRole('button', { name: 'Records', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Records' })).toBeVisible();
  await expect(page.locator('article.record')).toHaveCount(1);
  await expect(page.locator('article.record')).toContainText('WHOLE13');
  await expect(page.locator('article.record table.scores tbody tr')).toHaveCount(4);
  await expect(page.locator('article.record svg.chart polyline')).toHaveCount(4);
});

test('R12.2 two people pass the device: a handoff hides every hand until the next person confirms', async ({ page }) => {
  test.setTimeout(90_000);
  await startGame(page, 'seed=PASSPLAY&players=Ann,Bea,Cy:computer');
  const dealt = snapshot(newRound({ players: 3, round: 1, seed: 'PASSPLAY' })).hands;
  let handoffs = 0;
  let lastSeen: Record<string, string[]> = {};
  // Moves, not polls, are counted: the game is deterministic, so the same handoffs come every run.
  for (let moves = 0; moves < 120; ) {
    await settled(page);
    if (await page.locator('#round-end-title').isVisible()) break;
    const reveal = page.getByRole('button', { name: /^I'm / });
    if ((await reveal.count()) > 0) {
      handoffs++;
      // Behind the handoff no hand tile is in the page at all.
      expect(await page.locator('[data-tile]').count()).toBe(0);
      expect(await page.locator('.hand').count()).toBe(0);
      const name = (await reveal.textContent())!.match(/^I'm (\w+)/)![1]!;
      await reveal.click();
      const hand = await handTiles(page);
      // The hand shown belongs to that person alone: nothing of the other person's last hand.
      const other = name === 'Ann' ? 'Bea' : 'Ann';
      for (const t of lastSeen[other] ?? []) expect(hand).not.toContain(t);
      // Nor any tile dealt to another seat: it is this person's dealt hand plus draws.
      const others = dealt.filter((_, seat) => seat !== (name === 'Ann' ? 0 : 1)).flat();
      for (const t of hand) expect(others).not.toContain(t);
      lastSeen = { ...lastSeen, [name]: hand };
      continue;
    }
    if ((await personMove(page)) !== null) moves++;
  }
  expect(handoffs).toBeGreaterThan(2);
});

test('R13.2 R13.3 Undo takes back a move with the computers\' reply, Redo restores it, Restart replays the deal', async ({ page }) => {
  test.setTimeout(90_000);
  await startGame(page, 'seed=UNDOREDO&players=3');
  await settled(page);
  const start = await tableState(page);
  let moves = 0;
  while (moves < 4) {
    await settled(page);
    const before = await tableState(page);
    const did = await personMove(page);
    if (did === null || did === 'engine') continue;
    moves++;
    await settled(page);
    if (await page.locator('#round-end-title').isVisible()) break;
    const after = await tableState(page);
    expect(after).not.toEqual(before);
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await settled(page);
    expect({ ...(await tableState(page)), redo: null, undo: null }).toEqual({ ...before, redo: null, undo: null });
    await page.getByRole('button', { name: 'Redo', exact: true }).click();
    await settled(page);
    expect({ ...(await tableState(page)), redo: null, undo: null }).toEqual({ ...after, redo: null, undo: null });
  }
  // Restart round asks first; the safe answer has the focus and changes nothing.
  const played = await tableState(page);
  await page.getByRole('button', { name: 'Restart round', exact: true }).click();
  await expect(page.getByRole('group', { name: /Restart round \d+ from its deal\?/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Keep playing', exact: true })).toBeFocused();
  await page.getByRole('button', { name: 'Keep playing', exact: true }).click();
  await settled(page);
  expect(await tableState(page)).toEqual(played);
  await page.getByRole('button', { name: 'Restart round', exact: true }).click();
  await page.getByRole('button', { name: 'Restart round', exact: true }).click();
  await settled(page);
  expect({ ...(await tableState(page)), redo: null, undo: null }).toEqual({ ...start, redo: null, undo: null });
  // R13.3 with R13.2: the restart is undone like a move, and a reload keeps that.
  await page.goto('/'); // the saved game, not the link's form
  await expect(page.locator('.table')).toBeVisible();
  await settled(page);
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await settled(page);
  expect({ ...(await tableState(page)), redo: null, undo: null }).toEqual({ ...played, redo: null, undo: null });
});
