/**
 * "Settled" (`main[aria-busy]="false"`) means the whole table is drawn: from the moment a page
 * loads, every time the attribute reads false on the table screen, its seat chips and every lane
 * are in the page, and what the page checks of its own layout after a draw is done (the seat
 * chips say no more than fits; the closed "since your turn" strip shows no item cut). Checked on a
 * new table and after reloads mid-turn, at a handoff and at a round end, and while the computers
 * of a ten-seat phone table play one by one (checks outside the project rely on it:
 * tests/e2e/README.md).
 */
import type { Page } from '@playwright/test';
import { act, botStep, current, firstLegalBot, start, toRecord, viewFor, type Session } from '../../src/session/index.ts';
import { databaseReady, putStored } from './database.ts';
import { expect, test } from './fixtures.ts';
import { personMove, settled, startGame } from './play.ts';

declare global {
  interface Window {
    /** Moments the table read settled while not drawn whole, and how many settled moments were checked. */
    __settled: { wrong: string[]; checked: number };
  }
}

/** Watches every change of the page from its first script on (a MutationObserver on the document). */
function watchSettled(): void {
  const seen = { wrong: [] as string[], checked: 0 };
  window.__settled = seen;
  const check = (): void => {
    const main = document.querySelector('main');
    if (main?.getAttribute('aria-busy') !== 'false' || !document.querySelector('.app.at-table')) return;
    seen.checked++;
    const seats = document.querySelectorAll('ul.seats [data-seat]').length;
    const lanes = document.querySelectorAll('.board [data-train]').length;
    // Every seat has a chip, and each a train, and the Mexican Train one more.
    if (seats < 2 || lanes !== seats + 1) seen.wrong.push(`settled with ${seats} seat chips and ${lanes} lanes`);
    // The seat strip, unless it says the count alone (its last resort), shows every chip's facts whole.
    const strip = document.querySelector('ul.seats');
    if (strip && strip.getAttribute('data-fit') !== 'count')
      for (const facts of strip.querySelectorAll('.seat-facts')) if (facts.scrollWidth > facts.clientWidth) seen.wrong.push(`settled with a seat chip saying more than fits (${strip.getAttribute('data-fit')})`);
    // The closed news strip shows its first items whole and hides the rest.
    const list = document.querySelector('[data-since-strip]:not(.open) ol.since-items');
    if (list) {
      const bottom = list.getBoundingClientRect().top + list.clientTop + list.clientHeight + 1;
      let hidden = false;
      for (const item of list.children) {
        const cut = item.hasAttribute('data-cut');
        if (!cut && (hidden || item.getBoundingClientRect().bottom > bottom)) seen.wrong.push('settled with a news item shown cut or after a hidden one');
        hidden ||= cut;
      }
    }
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-busy', 'class'] });
}

/** What the watcher saw since the page loaded: no wrong moment, and some settled ones checked (so the check could fail). */
async function expectDrawnWhenSettled(page: Page, where: string): Promise<void> {
  await settled(page);
  const seen = await page.evaluate(() => window.__settled);
  expect(seen.wrong, where).toEqual([]);
  expect(seen.checked, `${where}: settled moments checked`).toBeGreaterThan(0);
}

async function reloadAndCheck(page: Page, where: string): Promise<void> {
  await page.reload();
  await expect(page.locator('.table')).toBeVisible();
  await expectDrawnWhenSettled(page, where);
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(watchSettled);
  // A restored table may ask for the your-turn vibration before any tap, which Chromium logs as an error.
  await page.addInitScript(() => Object.defineProperty(navigator, 'vibrate', { configurable: true, value: () => true }));
});

test('a new table, then reloads mid-turn: settled only once the seat chips and lanes are drawn', async ({ page }) => {
  await startGame(page, 'seed=SETTLED1&players=4');
  await expectDrawnWhenSettled(page, 'a new table');
  for (let moves = 0; moves < 3; moves++) {
    await personMove(page);
    await settled(page);
  }
  await reloadAndCheck(page, 'reloaded at a turn');
  await personMove(page);
  await expectDrawnWhenSettled(page, 'a move after the reload');
});

test('a ten-seat phone table while the computers play one by one: settled only once the chips and news are fitted', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await startGame(page, 'seed=SETTLED4&players=10', 'fast');
  for (let turns = 0; turns < 3; turns++) {
    await personMove(page);
    await settled(page);
  }
  await expectDrawnWhenSettled(page, 'three turns of nine computers');
  // The news strip had items to fit (so the check could fail).
  expect(await page.locator('[data-since-strip] ol.since-items > li').count()).toBeGreaterThan(1);
});

test('reloads at a handoff between two people: settled only once the table is drawn', async ({ page }) => {
  await startGame(page, 'seed=SETTLED2&players=Ana,Ben,Cy:computer');
  await expect(page.getByRole('button', { name: /^I'm / })).toBeVisible();
  await reloadAndCheck(page, 'reloaded at the first handoff');
  // Ana shows her tiles and plays until the device is to be passed again.
  const handoff = page.getByRole('button', { name: /^I'm / });
  await personMove(page);
  for (let moves = 0; moves < 10 && !(await handoff.isVisible()); moves++) {
    await personMove(page);
    await settled(page);
  }
  await expect(handoff).toBeVisible();
  await reloadAndCheck(page, 'reloaded at a later handoff');
});

/** A session of a person and a computer, round 1 played through with first-legal moves to its end. */
function atRoundEnd(): Session {
  let t = Date.UTC(2026, 10, 1);
  const made = start({ seats: [{ name: 'Ana', kind: 'person' }, { name: 'Ben', kind: 'computer', level: 'sharp' }], seed: 'SETTLED3' }, { now: () => new Date((t += 1000)).toISOString(), bot: firstLegalBot });
  if (!made.ok) throw new Error(made.message);
  let s = made.session;
  while (current(s).phase === 'playing') {
    const st = current(s);
    s = st.turnKind === 'computer' ? botStep(s)!.session : (act(s, viewFor(s, st.turn).legal[0]!) as { ok: true; session: Session }).session;
  }
  return s;
}

test('a reload at a round end: settled only once the table is drawn', async ({ page }) => {
  await page.goto('/');
  await databaseReady(page);
  await putStored(page, [{ store: 'session', key: 'current', value: { record: toRecord(atRoundEnd()), savedAt: '2026-11-01T00:00:00.000Z' } }]);
  await page.goto('/');
  await expect(page.locator('#round-end-title')).toBeVisible();
  await expectDrawnWhenSettled(page, 'opened at the round end');
  await reloadAndCheck(page, 'reloaded at the round end');
  await expect(page.locator('#round-end-title')).toBeVisible();
});
