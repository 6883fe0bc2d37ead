/**
 * Nothing is lost by one tap (issue 9, item 5): New game in the middle of a session asks
 * first, keeps the game in progress in Records as unfinished, and Resume brings it back.
 */
import { expect, test } from './fixtures.ts';
import { personMove, settled, startGame, tableState } from './play.ts';

test('a new game mid-session asks first, keeps the old one in Records, and Resume brings it back', async ({ page }) => {
  await startGame(page, 'seed=LEAVE1&players=Ana,Ben:computer,Cy:computer');
  for (let moves = 0; moves < 3; ) {
    await settled(page);
    if ((await personMove(page)) !== null) moves++;
  }
  await settled(page);
  const left = await tableState(page);

  await page.getByRole('button', { name: 'New game', exact: true }).click();
  await expect(page.getByText(/A game is in progress \(round 1 of 13\)/)).toBeVisible();
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  const ask = page.getByRole('group', { name: /Start a new game\?/ });
  await expect(ask).toBeVisible();
  await expect(page.getByRole('button', { name: 'Keep playing', exact: true })).toBeFocused();
  // Keep playing changes nothing; Back to the game finds the very same table.
  await page.getByRole('button', { name: 'Keep playing', exact: true }).click();
  await expect(ask).toBeHidden();
  await page.getByRole('button', { name: 'Back to the game', exact: true }).click();
  await settled(page);
  expect(await tableState(page)).toEqual(left);

  // Now for real: a new game with other seats.
  await page.getByRole('button', { name: 'New game', exact: true }).click();
  await page.getByLabel('Seat 1 name').fill('Dee');
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await page.getByRole('group', { name: /Start a new game\?/ }).getByRole('button', { name: 'Start', exact: true }).click();
  await expect(page.locator('.table')).toBeVisible();
  await expect(page.locator('[data-seat="0"]')).toContainText(/Dee|You/);

  // Records lists the game left as unfinished; Resume asks (a game is in progress), then brings it back.
  await page.getByRole('button', { name: 'Records', exact: true }).click();
  const card = page.locator('[data-unfinished="true"]');
  await expect(card).toHaveCount(1);
  await expect(card.getByRole('heading')).toHaveText('Ana, Ben and Cy: round 1 of 13');
  await card.getByRole('button', { name: 'Resume', exact: true }).click();
  await card.getByRole('button', { name: 'Resume it', exact: true }).click();
  await expect(page.locator('.table')).toBeVisible();
  await settled(page);
  expect({ ...(await tableState(page)), prompt: null }).toEqual({ ...left, prompt: null });

  // The new game it replaced waits in Records in its turn.
  await page.getByRole('button', { name: 'Records', exact: true }).click();
  await expect(page.locator('[data-unfinished="true"]').getByRole('heading')).toHaveText(/^Dee, Ben and Cy: round 1 of 13$/);
});
