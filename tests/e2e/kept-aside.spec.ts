/**
 * Saves from another version are kept and explained: a newer version's session stays
 * untouched (the screen says to update), unreadable data is listed under Records → Kept
 * aside, where it can be exported, deleted (after a confirmation) or, once readable, restored.
 */
import type { Page } from '@playwright/test';
import { firstLegalBot, start, toRecord } from '../../src/session/index.ts';
import { databaseReady } from './database.ts';
import { expect, test } from './fixtures.ts';

/** The app's object stores, by their stored names ('quarantine' is the kept-aside store's, kept for existing data). */
type StoreName = 'session' | 'records' | 'quarantine';


/** Runs one request on the app's database from the page: puts `value` under `key`, or reads every value of `store`. */
async function idb(page: Page, store: StoreName, put?: { key: string; value: unknown }): Promise<unknown[]> {
  return page.evaluate(
    async ({ store, put }) => {
      const openOnce = () =>
        new Promise<IDBDatabase>((resolve, reject) => {
          const open = indexedDB.open('mexican-train');
          open.onsuccess = () => resolve(open.result);
          open.onerror = () => reject(open.error);
        });
      // The app may still be upgrading its database: wait until the store exists.
      let db = await openOnce();
      for (let tries = 0; !db.objectStoreNames.contains(store) && tries < 100; tries++) {
        db.close();
        await new Promise((r) => setTimeout(r, 50));
        db = await openOnce();
      }
      try {
        return await new Promise<unknown[]>((resolve, reject) => {
          const tx = db.transaction(store, put ? 'readwrite' : 'readonly');
          const all = put ? null : tx.objectStore(store).getAll();
          if (put) tx.objectStore(store).put(put.value, put.key);
          tx.oncomplete = () => resolve(all ? all.result : []);
          tx.onerror = () => reject(tx.error);
        });
      } finally {
        db.close();
      }
    },
    { store, put },
  );
}

/** The Kept aside section of the Records screen. */
const keptAside = (page: Page) => page.locator('section[aria-labelledby="kept-aside-title"]');

/** Opens Records. */
async function openRecords(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Records', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Records' })).toBeVisible();
}

test('a session saved by a newer version is kept untouched and the screen says to update', async ({ page }) => {
  const newer = { record: { format: 'mexican-train/session', version: 99, whatever: ['comes', 'next'] }, savedAt: '2031-01-01T00:00:00.000Z' };
  await page.goto('/');
  await databaseReady(page);
  await idb(page, 'session', { key: 'current', value: newer });
  await page.goto('/');
  await expect(page.getByText(/saved by a newer version of the app: update the app/)).toBeVisible();
  expect(await idb(page, 'session')).toEqual([newer]);
  expect(await idb(page, 'quarantine')).toEqual([]);

  // Starting a new game here moves it aside first: still whole, listed under Kept aside.
  await page.getByRole('button', { name: /^Quick game/ }).click();
  await expect(page.locator('.table')).toBeVisible();
  await expect.poll(async () => ((await idb(page, 'quarantine')) as { value: unknown }[]).map((q) => q.value)).toEqual([newer]);
  await openRecords(page);
  await expect(keptAside(page)).toContainText('A game in progress, kept aside on');
  await expect(keptAside(page)).toContainText('saved by a newer version of the game: update the game to restore it');
  await expect(keptAside(page).getByRole('button', { name: 'Restore', exact: true })).toHaveCount(0);
});

test('unreadable data is listed under Kept aside, exported to a file, and deleted only after asking', async ({ page }) => {
  await page.goto('/');
  await databaseReady(page);
  await idb(page, 'session', { key: 'current', value: { record: { format: 'a shopping list' }, savedAt: 'x' } });
  await page.goto('/');
  await expect(page.getByText('could not be read. It was kept aside')).toBeVisible();
  await openRecords(page);
  const item = keptAside(page).locator('article');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('It could not be read: it is not a saved game.');

  const download = page.waitForEvent('download');
  await item.getByRole('button', { name: 'Export', exact: true }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^mexican-train-kept-aside-\d{4}-\d\d-\d\d\.json$/);
  const text = Buffer.concat(await (await file.createReadStream()).toArray()).toString('utf8');
  const kept = JSON.parse(text).keptAside;
  expect(kept).toMatchObject({ from: 'session', value: { record: { format: 'a shopping list' }, savedAt: 'x' }, problem: { code: 'not-a-record' } });
  expect(kept.problem.detail).toEqual(expect.any(String));

  await item.getByRole('button', { name: 'Delete…', exact: true }).click();
  await expect(item).toContainText('Delete this for good?');
  await item.getByRole('button', { name: 'Keep it', exact: true }).click();
  expect(await idb(page, 'quarantine')).toHaveLength(1);
  await item.getByRole('button', { name: 'Delete…', exact: true }).click();
  await item.getByRole('button', { name: 'Delete it', exact: true }).click();
  await expect(keptAside(page)).toHaveCount(0);
  expect(await idb(page, 'quarantine')).toEqual([]);
});

test('a game kept aside that reads now is restored in place of the one in progress, which is kept aside instead', async ({ page }) => {
  const made = start({ seats: [{ name: 'Ana', kind: 'person' }, { name: 'Ben', kind: 'computer' }], seed: 'KEPTASIDE1' }, { now: () => '2026-11-01T00:00:00.000Z', bot: firstLegalBot });
  if (!made.ok) throw new Error(made.message);
  const record = toRecord(made.session);
  const entry = { from: 'session', key: 'current', value: { record, savedAt: '2026-11-01T00:00:00.000Z' }, problem: { code: 'newer-version', detail: 'once newer' }, reason: 'once newer', at: '2026-11-02T00:00:00.000Z' };
  await page.goto('/');
  await databaseReady(page);
  await idb(page, 'quarantine', { key: 'k1', value: entry });
  await page.goto('/');
  await page.getByRole('button', { name: /^Quick game/ }).click();
  await expect(page.locator('.table')).toBeVisible();
  await openRecords(page);
  const item = keptAside(page).locator('article');
  await expect(item).toContainText('this version can read it now');
  await item.getByRole('button', { name: 'Restore', exact: true }).click();
  await expect(item).toContainText('A game is in progress.');
  await item.getByRole('button', { name: 'Restore it', exact: true }).click();
  await expect(page.locator('.table')).toBeVisible();
  await expect(page.locator('.seats')).toContainText('Ana');
  expect(((await idb(page, 'session')) as { record: unknown }[]).map((s) => s.record)).toEqual([record]);
  await openRecords(page);
  // The game it replaced reads, so it waits among the unfinished games, to resume.
  await expect(keptAside(page)).toHaveCount(0);
  const left = page.locator('[data-unfinished="true"]');
  await expect(left).toHaveCount(1);
  await expect(left).toContainText('when another game was resumed');
  await expect(left.getByRole('button', { name: 'Resume', exact: true })).toBeVisible();
});
