/**
 * Spanish: a browser asking for Spanish gets the app in Spanish from the first paint
 * (`<html lang="es">`, the prerendered form in Spanish before any module ran), fetching only
 * the Spanish words; the language is changed in Display and kept across a reload; axe finds
 * nothing in Spanish; and at phone size (360×640) no button or label text overflows its box.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { appStarted, expect, test, waitForServiceWorkerControl } from './fixtures.ts';

test.use({ locale: 'es-MX', viewport: { width: 360, height: 640 } });

/** A solo game against one computer, at Instant pace. */
const GAME = '?seed=K7Q2M9XH3D&players=Tú,Ana:computer&pace=instant';

/** Starts the game of GAME from the form, in Spanish. */
async function startInSpanish(page: Page): Promise<void> {
  await page.goto(`./${GAME}`);
  await appStarted(page);
  await page.getByRole('button', { name: 'Empezar', exact: true }).click();
  await expect(page.locator('.table')).toBeVisible();
  await expect(page.locator('[data-prompt]')).toBeVisible();
}

/** Fails on any axe violation in the page as it is now. */
async function noAxeViolations(page: Page, what: string): Promise<void> {
  const found = await new AxeBuilder({ page }).analyze();
  expect(found.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`), what).toEqual([]);
}

/** Buttons, labels and headings whose text is wider than their box (clipped or spilling), described. */
async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('button, label, legend, h1, h2, h3, th, .chip, .lane-label, .marker, [data-prompt]')]
      // Visually hidden text (a 1-pixel box for screen readers) is meant to be clipped.
      .filter((el) => el.offsetParent !== null && el.clientWidth > 1 && el.scrollWidth > el.clientWidth + 1)
      .map((el) => `${el.tagName.toLowerCase()}.${el.className}: "${el.textContent?.trim()}" ${el.scrollWidth}>${el.clientWidth}`),
  );
}

/** Opens the Display panel and picks a language by its own name. */
async function chooseLanguage(page: Page, name: 'English' | 'Español'): Promise<void> {
  await page.locator('.display-control > button').click();
  await page.locator('#display-language').selectOption({ label: name });
}

test('a Spanish browser gets the app in Spanish, with only the Spanish words fetched', async ({ page }) => {
  const words: string[] = [];
  page.on('request', (r) => {
    const file = /assets\/((first|later)-(en|es))-/.exec(r.url());
    if (file) words.push(file[1]!);
  });
  await page.goto('./');
  await appStarted(page);
  await expect(page.getByRole('button', { name: /^Partida rápida/ })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page).toHaveTitle('Tren mexicano');
  await expect(page.getByRole('heading', { name: 'Juega al tren mexicano' })).toBeVisible();
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', './manifest-es.webmanifest');
  await expect.poll(() => words.sort()).toEqual(['first-es', 'later-es']);
});

test('before any module runs, Home prerendered in Spanish is the one painted', async ({ page }) => {
  // The app's entry is held back: what shows is index.html, its stylesheet and its boot script.
  let release = () => {};
  const held = new Promise<void>((done) => (release = done));
  await page.route(/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  // Module scripts hold DOMContentLoaded back: the page is looked at as soon as it commits.
  await page.goto('./', { waitUntil: 'commit' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page).toHaveTitle('Tren mexicano');
  await expect(page.locator('#app [inert] [data-door="quick"]:visible')).toContainText('Partida rápida');
  await expect(page.getByText('Quick game', { exact: true })).toBeHidden();
  release();
  await expect(page.locator('#app [inert]')).toHaveCount(0);
  await expect(page.locator('[data-prerender]')).toHaveCount(0);
  await expect(page.locator('[data-door="quick"]')).toHaveCount(1);
});

test('the language chosen in Display changes every word and is kept across a reload', async ({ page }) => {
  await page.goto('./');
  await appStarted(page);
  await expect(page.getByRole('button', { name: /^Partida rápida/ })).toBeVisible();
  await chooseLanguage(page, 'English');
  await expect(page.getByRole('button', { name: /^Quick game/ })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveTitle('Mexican Train');

  await page.reload();

  await appStarted(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('button', { name: /^Quick game/ })).toBeVisible();

  await chooseLanguage(page, 'Español');
  await expect(page.getByRole('button', { name: /^Partida rápida/ })).toBeVisible();
  await page.reload();
  await appStarted(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('button', { name: /^Partida rápida/ })).toBeVisible();
});

test('offline, both languages still load: the service worker precached them', async ({ page, context }) => {
  await page.goto('./');
  await appStarted(page);
  await expect(page.getByRole('button', { name: /^Partida rápida/ })).toBeVisible();
  await waitForServiceWorkerControl(page);
  await context.setOffline(true);
  try {
    await page.reload();
    await appStarted(page);
    await expect(page.getByRole('button', { name: /^Partida rápida/ })).toBeVisible();
    // English was never fetched online: it comes from the precache.
    await chooseLanguage(page, 'English');
    await expect(page.getByRole('button', { name: /^Quick game/ })).toBeVisible();
  } finally {
    await context.setOffline(false);
  }
});

test('the table speaks Spanish, and switching to English mid-game changes it at once', async ({ page }) => {
  await startInSpanish(page);
  await expect(page.getByRole('button', { name: 'Pista', exact: true })).toBeVisible();
  await expect(page.locator('[data-prompt]')).toContainText(/toca|Tu turno/);
  await chooseLanguage(page, 'English');
  await expect(page.getByRole('button', { name: 'Hint', exact: true })).toBeVisible();
  await expect(page.locator('[data-prompt]')).not.toContainText(/toca/);
});

test('axe finds no violation in Spanish on Home, the New game form and on the table', async ({ page }) => {
  await page.goto('./');
  await appStarted(page);
  await expect(page.getByRole('button', { name: /^Partida rápida/ })).toBeVisible();
  await noAxeViolations(page, 'Home');
  await page.locator('[data-door="new"]').click();
  await page.locator('.more-options > summary').click();
  await noAxeViolations(page, 'New game');
  await startInSpanish(page);
  await noAxeViolations(page, 'table');
});

test('at 360×640 no button or label text overflows its box in Spanish', async ({ page }) => {
  await page.goto('./');
  await appStarted(page);
  await expect(page.getByRole('button', { name: /^Partida rápida/ })).toBeVisible();
  expect(await overflowing(page), 'Home').toEqual([]);
  await page.locator('[data-door="new"]').click();
  await page.locator('.more-options > summary').click();
  expect(await overflowing(page), 'New game').toEqual([]);
  await page.locator('.display-control > button').click();
  expect(await overflowing(page), 'Display').toEqual([]);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Reglas', exact: true }).click();
  await expect(page.locator('.rules')).toBeVisible();
  expect(await overflowing(page), 'Rules').toEqual([]);
  await page.getByRole('button', { name: 'Partidas', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Partidas' })).toBeVisible();
  expect(await overflowing(page), 'Records').toEqual([]);
  await startInSpanish(page);
  expect(await overflowing(page), 'table').toEqual([]);
});
