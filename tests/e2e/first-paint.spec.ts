/**
 * The first paint needs no script: the New game form is in index.html (prerendered at build
 * time), and the page's script then takes it over without losing what a link pre-fills.
 */
import { appStarted, expect, test } from './fixtures.ts';

test.describe('without scripts', () => {
  // The blocked scripts are logged as failed loads: that is the point here.
  test.use({ allowConsoleErrors: true });

  test('the New game form paints with every script blocked', async ({ page }) => {
    await page.route('**/*.js', (route) => route.abort());
    await page.goto('./');
    // CSS locators: the prerendered form is inert (out of the accessibility tree) until the script runs.
    // index.html holds it once per language; the stylesheet shows the one of <html lang> (English here).
    await expect(page.locator('#new-game-title')).toHaveText('New game');
    await expect(page.locator('button[type=submit]:visible')).toBeVisible();
    await expect(page.locator('.seat-row input').first()).toHaveValue('You');
  });

  test('a tap on the prerendered Start does nothing before the script runs', async ({ page }) => {
    await page.route('**/*.js', (route) => route.abort());
    await page.goto('./?seed=KEEP1&players=Ana,Ben');
    await page.locator('button[type=submit]:visible').click({ force: true });
    await page.waitForTimeout(300);
    // No bare form submission: the link is still there.
    expect(new URL(page.url()).search).toBe('?seed=KEEP1&players=Ana,Ben');
  });
});

test('once the script runs there is one form, with a fresh seed', async ({ page }) => {
  await page.goto('./');
  await expect(page.locator('#seed')).not.toHaveValue('');
  await expect(page.locator('form')).toHaveCount(1);
  await expect(page.locator('#app > .app')).toHaveCount(1);
  await expect(page.locator('#app > .app')).not.toHaveAttribute('inert');
});

test('a link pre-fills the form over the prerendered one', async ({ page }) => {
  await page.goto('./?seed=LINK42&players=Ana,Ben:computer,Cy:relaxed&pace=instant');
  await expect(page.locator('#seed')).toHaveValue('LINK42');
  await expect(page.locator('.seat-row')).toHaveCount(3);
  await expect(page.getByLabel('Seat 1 name')).toHaveValue('Ana');
  await expect(page.getByLabel('Seat 2 is a person or a computer')).toHaveValue('computer');
  await expect(page.getByLabel('Seat 3 computer level')).toHaveValue('relaxed');
  await expect(page.locator('#pace')).toHaveValue('instant');
});

test('the prerendered form takes edits once the script runs', async ({ page }) => {
  await page.goto('./');
  await page.getByLabel('Seat 1 name').fill('Zed');
  await page.getByRole('button', { name: 'Add person', exact: true }).click();
  await expect(page.locator('.seat-row')).toHaveCount(5);
  await expect(page.getByLabel('Seat 1 name')).toHaveValue('Zed');
});

test("the app's code is fetched only once the stylesheet is in: the first paint has the network to itself", async ({ page }) => {
  const order: string[] = [];
  await page.route(/assets\/index-[\w-]+\.css$/, async (route) => {
    order.push('stylesheet asked');
    await new Promise((r) => setTimeout(r, 300));
    order.push('stylesheet in');
    await route.continue();
  });
  page.on('request', (request) => {
    const code = /assets\/(?!boot-)(\w+)-[\w-]+\.js$/.exec(request.url());
    if (code) order.push(`${code[1]} asked`);
  });
  await page.goto('./');
  await appStarted(page);
  await expect(page.locator('#app > .app')).not.toHaveAttribute('inert');
  // No script of the app (the boot script aside) is asked for before the stylesheet came in; the
  // first chunk's files are among those asked after it (the later chunks follow).
  expect(order.slice(0, 2)).toEqual(['stylesheet asked', 'stylesheet in']);
  expect(order.slice(2)).toEqual(expect.arrayContaining(['context asked', 'index asked']));
});
