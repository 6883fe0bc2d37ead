/**
 * The first paint needs no script: Home, the front door, is in index.html (prerendered at build
 * time), and the page's script then takes it over; a link that pre-fills a game opens the New
 * game form over it without losing what the link says.
 */
import { appStarted, expect, test } from './fixtures.ts';
import { settled, startGame } from './play.ts';

test.describe('without scripts', () => {
  // The blocked scripts are logged as failed loads: that is the point here.
  test.use({ allowConsoleErrors: true });

  test('Home paints with every script blocked', async ({ page }) => {
    await page.route('**/*.js', (route) => route.abort());
    await page.goto('./');
    // CSS locators: the prerendered screen is inert (out of the accessibility tree) until the script runs.
    // index.html holds it once per language; the stylesheet shows the one of <html lang> (English here).
    await expect(page.locator('#home-title')).toHaveText('Play Mexican Train');
    await expect(page.locator('[data-door="quick"]:visible')).toBeVisible();
    await expect(page.locator('[data-door="learn"]:visible')).toBeVisible();
  });

  test('a tap on the prerendered Quick game does nothing before the script runs', async ({ page }) => {
    await page.route('**/*.js', (route) => route.abort());
    await page.goto('./?seed=KEEP1&players=Ana,Ben');
    await page.locator('[data-door="quick"]:visible').click({ force: true });
    await page.waitForTimeout(300);
    // Nothing happened: the link is still there, and no table.
    expect(new URL(page.url()).search).toBe('?seed=KEEP1&players=Ana,Ben');
    await expect(page.locator('.table')).toHaveCount(0);
  });
});

test('once the script runs there is one Home; its New game opens one form, with a fresh seed', async ({ page }) => {
  await page.goto('./');
  await appStarted(page);
  await expect(page.locator('[data-home]')).toHaveCount(1);
  await expect(page.locator('#app > .app')).toHaveCount(1);
  await expect(page.locator('#app > .app')).not.toHaveAttribute('inert');
  await page.locator('[data-door="new"]').click();
  await expect(page.locator('form')).toHaveCount(1);
  await expect(page.locator('#seed')).not.toHaveValue('');
});

test('a link pre-fills the form over the prerendered Home, its options open', async ({ page }) => {
  await page.goto('./?seed=LINK42&players=Ana,Ben:computer,Cy:relaxed&pace=instant');
  await expect(page.locator('#seed')).toHaveValue('LINK42');
  await expect(page.locator('#seed')).toBeVisible();
  await expect(page.locator('.seat-row')).toHaveCount(3);
  await expect(page.getByLabel('Seat 1 name')).toHaveValue('Ana');
  await expect(page.getByLabel('Seat 2 is a person or a computer')).toHaveValue('computer');
  await expect(page.getByLabel('Seat 3 computer level')).toHaveValue('relaxed');
  await expect(page.locator('#pace')).toHaveValue('instant');
  await expect(page.locator('[data-home]')).toHaveCount(0);
});

test('the prerendered Home takes taps once the script runs: Quick game is on the table with four seats in one tap', async ({ page }) => {
  await page.goto('./');
  await appStarted(page);
  await page.getByRole('button', { name: /^Quick game/ }).click();
  await expect(page.locator('.table')).toBeVisible();
  await expect(page.locator('.seats [data-seat]')).toHaveCount(4);
  await expect(page.locator('main')).toHaveAttribute('aria-busy', 'false');
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

test('every script the page runs up to its first table is compiled as it loads (the compile hint opens each)', async ({ page }) => {
  // All but the boot script, a classic one of a few lines run before the first paint: the
  // computers' worker too.
  const scripts = new Map<string, Promise<string>>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.endsWith('.js') && response.request().resourceType() === 'script') scripts.set(url.pathname, response.text());
  });
  await startGame(page, 'seed=HINT1&players=Tess,Ana:computer');
  await settled(page);
  const boot = await page.evaluate(() => new URL((document.querySelector('script:not([type])') as HTMLScriptElement).src).pathname);
  const opening = new Map<string, string>();
  for (const [path, text] of scripts) if (path !== boot) opening.set(path.split('/').pop()!, (await text).split('\n', 1)[0]!);
  // The table's own chunks are among them (a page that loaded none would pass the check below).
  expect([...opening.keys()].filter((name) => /^(index|Table|Board|Hand)-/.test(name))).toHaveLength(4);
  expect([...opening].filter(([, first]) => first !== '//# allFunctionsCalledOnLoad').map(([name]) => name)).toEqual([]);
});
