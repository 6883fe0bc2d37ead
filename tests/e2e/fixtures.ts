/**
 * `test` and `expect` for every browser test: import them from here, not from
 * '@playwright/test'. Each test gets, automatically, a guard that fails it when
 *  - any request of its context goes to another origin (the app must never leave it);
 *  - the page logs a console error, throws or raises an error event (Content-Security-Policy
 *    violations are console errors too), unless the test says `test.use({ allowConsoleErrors: true })`.
 */
import { test as base, expect } from '@playwright/test';
import { guardOrigin, type OriginGuard } from './browser.ts';

export interface Guard {
  origin: OriginGuard;
  /** Console errors and uncaught page errors seen so far. */
  errors: string[];
}

export const test = base.extend<{ allowConsoleErrors: boolean; guard: Guard }>({
  allowConsoleErrors: [false, { option: true }],
  guard: [
    async ({ context, allowConsoleErrors }, use) => {
      const origin = guardOrigin(context);
      const errors: string[] = [];
      context.on('console', (message) => {
        if (message.type() === 'error') errors.push(`console: ${message.text()}`);
      });
      context.on('weberror', (error) => errors.push(`page error: ${error.error().message}`));
      // An error event the page raises without throwing (as "ResizeObserver loop completed with
      // undelivered notifications") reaches neither: the page says it on the console.
      await context.addInitScript(() => addEventListener('error', (e) => void (e.error === null && console.error(`error event: ${e.message}`))));
      await use({ origin, errors });
      origin.dispose();
      origin.assertNoForeignRequests();
      if (!allowConsoleErrors) expect(errors, 'console errors / page errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
export { APP_RENDERED, appStarted, waitForServiceWorkerControl } from './browser.ts';
