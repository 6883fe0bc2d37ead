/**
 * The one place that says how browser tests launch Chromium, plus helpers every e2e test
 * may use: a persistent context on a fresh profile, a guard that fails on any request to
 * another origin, and a wait for the service worker to control the page.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  chromium,
  expect,
  type BrowserContext,
  type BrowserContextOptions,
  type LaunchOptions,
  type Page,
  type Request,
} from '@playwright/test';

/** Where the preview server serves the built app (playwright.config.ts starts it); E2E_BASE_URL points elsewhere. */
export const BASE_URL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:4173';

/**
 * The Chromium binary: CHROME_PATH, else Debian's /usr/bin/chromium when it exists, else
 * undefined (Playwright's own browser, for machines where `npx playwright install` works).
 */
function chromiumPath(): string | undefined {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) return fromEnv;
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  return undefined;
}

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Launch options shared by playwright.config.ts and the persistent-context helper. */
export const launchOptions: LaunchOptions = {
  headless: true,
  args: CHROMIUM_ARGS,
  ...(chromiumPath() ? { executablePath: chromiumPath()! } : {}),
};

/**
 * A phone-sized context (a persistent context ignores `devices[...]` presets, so the
 * fields are spelled out here).
 */
const phone: BrowserContextOptions = {
  viewport: { width: 412, height: 915 },
  screen: { width: 412, height: 915 },
  deviceScaleFactor: 2.625,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) ' +
    'Chrome/140.0.0.0 Mobile Safari/537.36',
};

export interface PersistentContext {
  context: BrowserContext;
  page: Page;
  /** Closes the browser and deletes the profile folder. */
  close(): Promise<void>;
}

/**
 * Chromium with a fresh, throw-away profile folder: a real (non-incognito) profile, as
 * installability checks need (a normal Playwright context reports `in-incognito`).
 */
export async function launchPersistent(
  options: BrowserContextOptions = {},
): Promise<PersistentContext> {
  const profile = mkdtempSync(join(tmpdir(), 'mt-e2e-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    ...launchOptions,
    baseURL: BASE_URL,
    ...phone,
    ...options,
  });
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    async close() {
      await context.close().catch(() => {});
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

export interface OriginGuard {
  /** Every request seen, as URLs, in order. */
  readonly requests: string[];
  /** Requests that went anywhere but the app's origin. */
  readonly foreign: string[];
  /** Throws when any request left the origin. */
  assertNoForeignRequests(): void;
  /** Stops recording. */
  dispose(): void;
}

/**
 * Records every request of the context (pages and service workers alike) and flags any
 * that goes to another origin. `data:` and `blob:` URLs never leave the device and pass.
 */
export function guardOrigin(context: BrowserContext, origin = BASE_URL): OriginGuard {
  const allowed = new URL(origin).origin;
  const requests: string[] = [];
  const foreign: string[] = [];
  const onRequest = (request: Request) => {
    const url = request.url();
    requests.push(url);
    if (/^(data|blob|about):/.test(url)) return;
    let requestOrigin: string;
    try {
      requestOrigin = new URL(url).origin;
    } catch {
      requestOrigin = url;
    }
    if (requestOrigin !== allowed) foreign.push(url);
  };
  context.on('request', onRequest);
  return {
    requests,
    foreign,
    assertNoForeignRequests() {
      if (foreign.length > 0) {
        throw new Error(`requests left the origin ${allowed}:\n  ${foreign.join('\n  ')}`);
      }
    },
    dispose() {
      context.off('request', onRequest);
    },
  };
}

/**
 * Waits until a service worker controls the page. The worker claims clients when it
 * activates, so a first visit gets controlled without a reload; when it is not within
 * `claimTimeoutMs` (say, clientsClaim was dropped), the page is reloaded once.
 */
export async function waitForServiceWorkerControl(page: Page, claimTimeoutMs = 10_000): Promise<void> {
  const controlled = await page.evaluate(async (timeout) => {
    if (!('serviceWorker' in navigator)) throw new Error('no service worker support');
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return true;
    return new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(navigator.serviceWorker.controller !== null), timeout);
      navigator.serviceWorker.addEventListener(
        'controllerchange',
        () => {
          clearTimeout(timer);
          resolve(true);
        },
        { once: true },
      );
    });
  }, claimTimeoutMs);
  if (controlled) return;
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: claimTimeoutMs,
  });
}

/**
 * The app's script has taken the page over. index.html holds the New game form prerendered once
 * per language (inert, `data-prerender`), so `#app > *` is there before any script runs; the
 * script's render removes the other languages' copies and the attribute.
 */
export const APP_RENDERED = '#app > .app:not([data-prerender])';

/**
 * Waits until the app's script has taken the page over. Until then a locator may match both
 * languages' prerendered copies, and a strict-mode error is not waited out: it fails at once.
 */
export async function appStarted(page: Page): Promise<void> {
  await expect(page.locator(APP_RENDERED)).toHaveCount(1);
}
