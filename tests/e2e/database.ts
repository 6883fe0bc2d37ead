/** Seeding the app's database from a test. */
import { expect, type Page } from '@playwright/test';

/**
 * Waits until the app has created its database (it opens storage right after the first paint),
 * then leaves the app for a page of the same origin that runs no script (its icon): the app's
 * own start-up, still reading the session on a slow machine, cannot then take what the test
 * writes next for itself (it once set the test's unreadable session aside before the reload).
 */
export async function databaseReady(page: Page): Promise<void> {
  // Polled with evaluate: page.waitForFunction takes the promise an async check returns for a
  // truthy answer and stops waiting at once (it let the tests leave while the database was made).
  await expect
    .poll(() => page.evaluate(async () => (await indexedDB.databases()).some((d) => d.name === 'mexican-train' && (d.version ?? 0) >= 2)), { timeout: 15_000 })
    .toBe(true);
  // The database is listed once the app starts upgrading it: wait for the upgrade to be done (an
  // open without a version waits behind it), or leaving the page would abort it half made.
  await expect
    .poll(
      () =>
        page.evaluate(
          () =>
            new Promise<boolean>((resolve) => {
              const open = indexedDB.open('mexican-train');
              open.onsuccess = () => {
                const names = open.result.objectStoreNames;
                resolve(names.contains('session') && names.contains('settings'));
                open.result.close();
              };
              open.onerror = () => resolve(false);
            }),
        ),
      { timeout: 15_000 },
    )
    .toBe(true);
  // (The browser asks a bare image for /favicon.ico, which the app does not have.)
  await page.route('**/favicon.ico', (route) => route.fulfill({ status: 204 }));
  await page.goto('/icon.svg');
}

/** Writes `entries` into the app's database in one transaction (after databaseReady, from its script-free page). */
export async function putStored(page: Page, entries: Array<{ store: 'session' | 'settings'; key: string; value: unknown }>): Promise<void> {
  await page.evaluate(async (entries) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('mexican-train');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    await new Promise<void>((resolve, reject) => {
      const tx = db.transaction([...new Set(entries.map((e) => e.store))], 'readwrite');
      for (const e of entries) tx.objectStore(e.store).put(e.value, e.key);
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error);
    });
    db.close();
  }, entries);
}
