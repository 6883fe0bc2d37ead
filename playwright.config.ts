import { defineConfig, devices } from '@playwright/test';
import { BASE_URL, launchOptions } from './tests/e2e/browser.ts';

/**
 * Browser tests run against the BUILT app (`vite build` first: `npm run test:e2e`),
 * served by `vite preview`. Chromium: CHROME_PATH, else /usr/bin/chromium, else
 * Playwright's own (see tests/e2e/browser.ts).
 */
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results',
  fullyParallel: true, // each test has its own context (and IndexedDB)
  workers: 2, // the machines have 2 cores
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL: BASE_URL,
    screenshot: 'only-on-failure',
    trace: 'off',
    serviceWorkers: 'allow',
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: 'layout.spec.ts',
      use: { ...devices['Desktop Chrome'], launchOptions },
    },
    {
      // The screen-size matrix: one page per size × seat count, a few turns each, no axe.
      name: 'screens',
      testMatch: 'layout.spec.ts',
      use: { ...devices['Desktop Chrome'], launchOptions },
    },
  ],
  webServer: {
    command: 'npx vite preview --host 127.0.0.1 --port 4173 --strictPort',
    url: BASE_URL,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
