/**
 * The app as an installable, offline web app: service worker, offline reload, manifest,
 * installability, Content-Security-Policy, and no request to any other origin.
 * These tests only need `#app` to render something; they know nothing of game screens.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { APP_RENDERED, expect, test, waitForServiceWorkerControl } from './fixtures.ts';
import { guardOrigin, launchPersistent } from './browser.ts';

const ROOT = join(import.meta.dirname, '..', '..');
const DIST = join(ROOT, 'dist');

/** Icons only an installation uses (the manifest's: home screen, splash): served, never precached. */
const INSTALL_ONLY = /^(pwa|maskable)-.*\.png$/;

/** The built files the service worker must precache (all but the worker itself and the install-only icons). */
function builtFiles(): string[] {
  return everyBuiltFile().filter((f) => !INSTALL_ONLY.test(f));
}

/** Every file the build produced but the service worker's own. */
function everyBuiltFile(): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else out.push(relative(DIST, path).split('\\').join('/'));
    }
  };
  walk(DIST);
  return out.filter((f) => f !== 'sw.js' && !/^workbox-[\w-]+\.js$/.test(f) && !f.endsWith('.map'));
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Records CSP violations from the first script of every document. */
const RECORD_CSP_VIOLATIONS = () => {
  const w = window as unknown as { __csp: string[] };
  w.__csp = [];
  document.addEventListener('securitypolicyviolation', (e) => {
    w.__csp.push(`${e.violatedDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`);
  });
};

test('the service worker takes control, precaches every built file and serves the app offline', async ({
  page,
  context,
}) => {
  await page.goto('./');
  await expect(page.locator(APP_RENDERED).first()).toBeVisible();
  await waitForServiceWorkerControl(page);

  // Everything the build produced is in the precache (hashed names, manifest, the page's icon),
  // but not the install-only PNG icons: a first visit does not download what play never uses.
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    // The precache only: the install icons land in their own cache when the browser fetches them.
    for (const name of (await caches.keys()).filter((n) => n.includes('precache'))) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) urls.push(new URL(request.url).pathname.slice(1));
    }
    return urls;
  });
  const expected = builtFiles();
  const installOnly = everyBuiltFile().filter((f) => INSTALL_ONLY.test(f));
  expect(expected.length).toBeGreaterThan(3);
  expect(installOnly.length).toBeGreaterThanOrEqual(3);
  expect(cached.sort()).toEqual(expected.sort());
  expect(cached).toContain('icon.svg');
  expect(cached).toContain('apple-touch-icon-180x180.png'); // the page's <link> asks for it on every load

  await context.setOffline(true);
  try {
    const response = await page.reload();
    expect(response, 'a response to the offline reload').not.toBeNull();
    expect(response!.fromServiceWorker(), 'served by the service worker').toBe(true);
    expect(response!.status()).toBe(200);
    await expect(page.locator(APP_RENDERED).first()).toBeVisible();
    // The stylesheet came too (the page is styled, not just present).
    const sheets = await page.evaluate(() => document.styleSheets.length);
    expect(sheets).toBeGreaterThan(0);

    // Every precached file is served offline, and a navigation with an unknown query
    // string falls back to index.html.
    const statuses = await page.evaluate(async (files) => {
      const result: Record<string, number> = {};
      for (const file of files) result[file] = (await fetch(file)).status;
      return result;
    }, expected);
    for (const file of expected) expect(statuses[file], file).toBe(200);

    const deep = await page.goto('./?from=home-screen');
    expect(deep!.fromServiceWorker()).toBe(true);
    await expect(page.locator(APP_RENDERED).first()).toBeVisible();
  } finally {
    await context.setOffline(false);
  }
});

test('the app is installable: no installability errors', async () => {
  const browser = await launchPersistent();
  const origin = guardOrigin(browser.context);
  try {
    const { page } = browser;
    await page.goto('./');
    await expect(page.locator(APP_RENDERED).first()).toBeVisible();
    await waitForServiceWorkerControl(page);
    const cdp = await browser.context.newCDPSession(page);
    // Chromium fetches and checks the manifest asynchronously: poll until it settles.
    await expect
      .poll(
        async () =>
          ((await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] })
            .installabilityErrors,
        { timeout: 10_000 },
      )
      .toEqual([]);
    const manifest = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[] };
    expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
    expect(manifest.errors).toEqual([]);
    origin.assertNoForeignRequests();
  } finally {
    origin.dispose();
    await browser.close();
  }
});

test('the manifest is linked, complete, and the icons and iOS tags are right', async ({ page, request }) => {
  await page.goto('./');
  await expect(page.locator(APP_RENDERED).first()).toBeVisible();

  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const manifestUrl = new URL(href!, page.url()).href;
  const served = await request.get(manifestUrl);
  expect(served.ok()).toBe(true);
  const manifest = (await served.json()) as Record<string, unknown> & {
    icons: { src: string; sizes: string; type: string; purpose?: string }[];
  };

  // The top-level manifest.webmanifest is the single source: every field of it is served.
  const source = JSON.parse(readFileSync(join(ROOT, 'manifest.webmanifest'), 'utf8')) as Record<string, unknown>;
  expect(manifest).toMatchObject(source);

  for (const field of ['name', 'short_name', 'description', 'start_url', 'scope', 'theme_color', 'background_color']) {
    expect(typeof manifest[field], field).toBe('string');
    expect((manifest[field] as string).length, field).toBeGreaterThan(0);
  }
  expect(manifest.display).toBe('standalone');

  const png = (size: number, purpose: string) =>
    manifest.icons.find(
      (i) => i.type === 'image/png' && i.sizes === `${size}x${size}` && (i.purpose ?? 'any').split(' ').includes(purpose),
    );
  const wanted = [
    [192, 'any'],
    [512, 'any'],
    [512, 'maskable'],
  ] as const;
  for (const [size, purpose] of wanted) {
    const icon = png(size, purpose);
    expect(icon, `${size}px ${purpose} icon`).toBeDefined();
    const response = await request.get(new URL(icon!.src, manifestUrl).href);
    expect(response.ok(), icon!.src).toBe(true);
    expect(response.headers()['content-type']).toContain('image/png');
    expect(pngSize(await response.body())).toEqual({ width: size, height: size });
  }
  expect(manifest.icons.some((i) => i.type === 'image/svg+xml')).toBe(true);

  // iOS and browser chrome.
  const meta = async (name: string) => page.locator(`meta[name="${name}"]`).first().getAttribute('content');
  expect(await meta('apple-mobile-web-app-capable')).toBe('yes');
  expect(await meta('mobile-web-app-capable')).toBe('yes');
  expect(await meta('apple-mobile-web-app-title')).toBeTruthy();
  expect(await meta('apple-mobile-web-app-status-bar-style')).toBeTruthy();
  const themeColors = await page.locator('meta[name="theme-color"]').evaluateAll((els) =>
    els.map((e) => e.getAttribute('content')),
  );
  expect(themeColors).toContain(manifest.theme_color);

  const touchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  expect(touchIcon).toBeTruthy();
  const touch = await request.get(new URL(touchIcon!, page.url()).href);
  expect(touch.ok()).toBe(true);
  expect(pngSize(await touch.body())).toEqual({ width: 180, height: 180 });
});

test('a strict Content-Security-Policy: own origin only, and the app breaks none of it', async ({ page }) => {
  await page.addInitScript(RECORD_CSP_VIOLATIONS);
  await page.goto('./');
  await expect(page.locator(APP_RENDERED).first()).toBeVisible();

  const policy = await page
    .locator('meta[http-equiv="Content-Security-Policy"]')
    .getAttribute('content');
  const directives = new Map(
    policy!
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name!, values]),
  );
  const selfOnly = ['default-src', 'script-src', 'style-src', 'connect-src', 'worker-src', 'manifest-src', 'base-uri', 'form-action'];
  for (const name of selfOnly) expect(directives.get(name), name).toEqual(["'self'"]);
  // blob: for the pip images the page makes itself (Tile.tsx).
  expect(directives.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
  expect(directives.get('object-src')).toEqual(["'none'"]);

  // The service worker registers (worker-src), the manifest loads (manifest-src), the
  // app renders: with no violation on the way.
  await waitForServiceWorkerControl(page);
  await page.reload();
  await expect(page.locator(APP_RENDERED).first()).toBeVisible();
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 100))));
  expect(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)).toEqual([]);
});

test('no request leaves the origin while loading, reloading and using the page', async ({ page, guard }) => {
  await page.goto('./');
  await expect(page.locator(APP_RENDERED).first()).toBeVisible();
  await waitForServiceWorkerControl(page);
  await page.reload();
  await expect(page.locator(APP_RENDERED).first()).toBeVisible();
  // Use the page a little without knowing its screens: move focus through it and
  // press the first enabled button, if any.
  for (let i = 0; i < 5; i++) await page.keyboard.press('Tab');
  const button = page.locator('#app button:enabled').first();
  if (await button.count()) await button.click();
  await page.waitForLoadState('networkidle');

  expect(guard.origin.requests.length).toBeGreaterThan(3);
  expect(guard.origin.foreign).toEqual([]);
});
