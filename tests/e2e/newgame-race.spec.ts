/**
 * The New game form never races its storage. IndexedDB is slowed down by an init script:
 * the open request's success reaches the app only when the test lets it through, or after
 * `ms` at the latest, so each tap below lands before stored settings or a saved game arrive.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { newRound, snapshot } from '../../src/core/index.ts';
import { appStarted, expect, test } from './fixtures.ts';
import { handTiles } from './play.ts';

const LINK = '/?seed=RACE5&players=You,Ana:computer';
const sorted = (tiles: readonly string[]) => [...tiles].sort();
/** The person's first hand of a two-seat game with `seed`, as the rules core deals it. */
const dealt = (seed: string) => sorted(snapshot(newRound({ players: 2, round: 1, seed })).hands[0]!);

declare global {
  interface Window {
    /** Set by the init script once the slowed-down database open has reached the app. */
    __storageOpened?: boolean;
    /** Lets the held database open through now. */
    __openStorage?: () => void;
  }
}

/** Holds the success of every indexedDB.open of the page until window.__openStorage() or `ms`, and flags its arrival. */
function slowStorage(ms: number): void {
  const held: (() => void)[] = [];
  const release = () => held.splice(0).forEach((run) => run());
  window.__openStorage = release;
  setTimeout(release, ms);
  const open = IDBFactory.prototype.open;
  IDBFactory.prototype.open = function (this: IDBFactory, ...args: Parameters<IDBFactory['open']>) {
    const request = open.apply(this, args);
    const listen = request.addEventListener.bind(request) as EventTarget['addEventListener'];
    request.addEventListener = ((type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions) => {
      if (type !== 'success') return listen(type, listener, options);
      const deliver = (event: Event) => {
        window.__storageOpened = true;
        if (typeof listener === 'function') listener.call(request, event);
        else listener.handleEvent(event);
      };
      listen(type, (event) => held.push(() => deliver(event)), options);
    }) as IDBOpenDBRequest['addEventListener'];
    return request;
  };
}

/** A page whose storage answers only when released (or `ms` after it loads, at the latest, so nothing hangs). */
async function slowPage(context: BrowserContext, ms = 10_000): Promise<Page> {
  const page = await context.newPage();
  await page.addInitScript(slowStorage, ms);
  return page;
}

/** Lets storage through, waits until it reached the app, and a moment more for the app's reads to land. */
async function storageArrives(page: Page): Promise<void> {
  await page.evaluate(() => window.__openStorage?.());
  await page.waitForFunction(() => window.__storageOpened === true);
  await page.waitForTimeout(100);
}

/** Whether storage had not answered yet. */
const storageStillPending = (page: Page) => page.evaluate(() => window.__storageOpened !== true);

/**
 * Opens the link and taps Start as soon as it exists; storage then arrives. Returns the
 * first hand, whether the tap beat storage, and whether the form came back over the game.
 */
async function raceOnce(page: Page): Promise<{ hand: string[]; early: boolean; formBack: boolean }> {
  await page.goto(LINK, { waitUntil: 'commit' });
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  const early = await storageStillPending(page);
  await expect(page.locator('.table')).toBeVisible();
  const hand = sorted(await handTiles(page));
  await storageArrives(page);
  const formBack = (await page.locator('#pace').count()) > 0 || (await page.locator('.table').count()) === 0;
  return { hand, early, formBack };
}

// Two tests of ten tries run side by side. Each try reloads the same page, so from the
// second on a saved game (the previous try's) is also waiting in storage.
for (const part of [1, 2]) {
  test(`Start tapped before storage answers deals the link's game and keeps it (tries ${part * 10 - 9}-${part * 10} of 20)`, async ({ context }) => {
    test.setTimeout(60_000);
    const page = await slowPage(context);
    const tries = [];
    for (let i = 0; i < 10; i++) tries.push(await raceOnce(page));
    const expected = dealt('RACE5');
    expect(tries.map((t) => t.hand)).toEqual(tries.map(() => expected));
    expect(tries.map((t) => t.formBack)).toEqual(tries.map(() => false));
    // The tries test the race only when the tap came first.
    expect(tries.map((t) => t.early)).toEqual(tries.map(() => true));
  });
}

/** Starts a game in `context` at full speed, so storage holds its seats, pace and the game in progress. */
async function earlierGame(context: BrowserContext, query: string, pace: string): Promise<void> {
  const page = await context.newPage();
  await page.goto(`/?${query}`);
  await page.locator('#pace').selectOption(pace);
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await expect(page.locator('.table')).toBeVisible();
  await expect(page.locator('main')).toHaveAttribute('aria-busy', 'false');
  await page.close();
}

test('edits made before stored settings arrive survive them; untouched fields take them', async ({ context }) => {
  await earlierGame(context, 'seed=STORED1&players=Zoe,Max:computer,Kit:computer', 'slow');
  const page = await slowPage(context);
  await page.goto('/');
  // Home first: its New game opens the form, the seed and pace under More options.
  await appStarted(page);
  await page.locator('[data-door="new"]').click();
  await page.locator('.more-options > summary').click();
  await page.locator('#seed').fill('TYPED1');
  await page.locator('#pace').selectOption('fast');
  expect(await storageStillPending(page)).toBe(true);
  await storageArrives(page);
  await expect(page.locator('#seed')).toHaveValue('TYPED1');
  await expect(page.locator('#pace')).toHaveValue('fast');
  // The seats were not touched: the last game's arrive.
  await expect(page.getByRole('textbox', { name: 'Seat 1 name' })).toHaveValue('Zoe');
});

test('stored seats do not override a link\'s', async ({ context }) => {
  await earlierGame(context, 'seed=STORED2&players=Zoe,Max:computer,Kit:computer', 'slow');
  const page = await slowPage(context);
  await page.goto(LINK);
  await storageArrives(page);
  await expect(page.getByRole('textbox', { name: /^Seat \d name$/ })).toHaveCount(2);
  await expect(page.getByRole('textbox', { name: 'Seat 2 name' })).toHaveValue('Ana');
  await expect(page.locator('#seed')).toHaveValue('RACE5');
  await expect(page.locator('#pace')).toHaveValue('slow');
});

test('a game started before the saved one loaded stays; the saved one is offered back', async ({ context }) => {
  await earlierGame(context, 'seed=OLDGAME&players=You,Ana:computer', 'slow');
  const page = await slowPage(context);
  await page.goto(LINK);
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  expect(await storageStillPending(page)).toBe(true);
  await storageArrives(page);
  const back = page.getByRole('button', { name: 'Back to the saved game', exact: true });
  await expect(back).toBeVisible();
  expect({ table: await page.locator('.table').count(), hand: sorted(await handTiles(page)) }).toEqual({ table: 1, hand: dealt('RACE5') });
  await back.click();
  await expect(back).toHaveCount(0);
  await expect.poll(async () => sorted(await handTiles(page))).toEqual(dealt('OLDGAME'));
});
