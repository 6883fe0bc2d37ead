/**
 * No cut words on the table (issue 38): over phone, phone-landscape and tablet sizes, with 4
 * and 10 seats, in English and Spanish, at each of a few turns and at a round's end, no text
 * of the table is ellipsised, clamped, overflowing its box or cut by a box around it, and the
 * seat strip's words are not hidden behind another element. Every seat chip stands wholly in
 * the strip and on screen (one row, nothing scrolled out), the strip at most 48 px tall on phones.
 */
import type { Page } from '@playwright/test';
import { appStarted } from './browser.ts';
import { expect, test } from './fixtures.ts';
import { seeded, toRoundEnd } from './stored.ts';

const LOCALES = ['en-US', 'es-ES'] as const;
/** Sizes × seats played a few turns. */
const PLAYED = [
  [360, 640, 4],
  [360, 640, 10],
  [390, 844, 10],
  [844, 390, 4],
  [844, 390, 10],
  [1024, 768, 10],
] as const;
/** Sizes where a round's end is checked (4 seats: phone landscape shows every row). */
const ROUND_ENDS = [
  [360, 640],
  [844, 390],
] as const;
/** Seats, the person first ("You" on screen); a long name (the app's limit is 20 letters) among the computers. */
const NAMES = ['Ana', 'Maximiliano Alejandr', 'Cy', 'Dee', 'Eli', 'Fay', 'Gus', 'Hal', 'Ivy', 'Jo'];

/** Waits until no computer is about to move and the table (chips, lanes, and a prompt or the round's end) is drawn. */
async function calm(page: Page): Promise<void> {
  const ready = () =>
    page.waitForFunction(
      () =>
        document.querySelector('main')?.getAttribute('aria-busy') === 'false' &&
        !!document.querySelector('.board [data-train]') &&
        !!document.querySelector('ul.seats [data-seat]') &&
        !!document.querySelector('#prompt, #round-end-title, .handoff'),
    );
  await ready();
  await page.waitForTimeout(50);
  await ready();
}

/**
 * Every cut word under `.table`, described: text ellipsised or clamped, overflowing its own box,
 * outside a box around it that clips (scrolling boxes aside: their words are reached by
 * scrolling), and, in the seat strip, the round's end and the lane labels, text whose middle
 * another element covers. Visually hidden text (read out only) is left out.
 */
async function cutWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const table = document.querySelector('.table');
    if (!table) return ['no table'];
    const unseen = (el: Element) => {
      for (let e: Element | null = el; e && e !== table.parentElement; e = e.parentElement) {
        const cs = getComputedStyle(e);
        if (cs.display === 'none' || cs.visibility === 'hidden' || (cs.position === 'absolute' && cs.clip !== 'auto') || cs.clipPath !== 'none') return true;
      }
      return false;
    };
    const scrolls = (v: string) => v === 'auto' || v === 'scroll';
    for (const el of table.querySelectorAll('*')) {
      const texts = [...el.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim());
      // A select's options are drawn by the system, not in the page's boxes.
      if (texts.length === 0 || el.closest('select') || unseen(el)) continue;
      const what = `${el.className || el.tagName} "${el.textContent!.trim().slice(0, 50)}"`;
      const cs = getComputedStyle(el);
      if (cs.textOverflow === 'ellipsis' && el.scrollWidth > el.clientWidth + 1) found.push(`ellipsised: ${what}`);
      if (cs.webkitLineClamp !== 'none' && el.scrollHeight > el.clientHeight + 1) found.push(`clamped: ${what}`);
      if (cs.overflowX !== 'visible' && !scrolls(cs.overflowX) && el.scrollWidth > el.clientWidth + 1) found.push(`overflows: ${what}`);
      for (const text of texts) {
        const range = document.createRange();
        range.selectNode(text);
        const r = range.getBoundingClientRect();
        for (let a = el.parentElement; a && a !== table.parentElement; a = a.parentElement) {
          const acs = getComputedStyle(a);
          const box = a.getBoundingClientRect();
          const left = box.left + a.clientLeft;
          const top = box.top + a.clientTop;
          if (acs.overflowX !== 'visible' && !scrolls(acs.overflowX) && (r.left < left - 1 || r.right > left + a.clientWidth + 1)) found.push(`cut across by ${a.className}: ${what}`);
          if (acs.overflowY !== 'visible' && !scrolls(acs.overflowY) && (r.top < top - 1 || r.bottom > top + a.clientHeight + 1)) found.push(`cut down by ${a.className}: ${what}`);
        }
        if (!el.closest('.seats-bar, .round-end, .lane-label, .last-move')) continue;
        // Each line of the text, at its middle.
        for (const line of range.getClientRects()) {
          const x = (line.left + line.right) / 2;
          const y = (line.top + line.bottom) / 2;
          if (x < 0 || y < 0 || x > innerWidth || y > innerHeight) continue;
          // Text scrolled out of a scrolling box (a board of many lanes) is reached by scrolling, not covered.
          const shown = (a: Element) => {
            const b = a.getBoundingClientRect();
            return x >= b.left && x <= b.right && y >= b.top && y <= b.bottom;
          };
          let inView = true;
          for (let a = el.parentElement; a && a !== table.parentElement; a = a.parentElement) {
            const acs = getComputedStyle(a);
            if ((scrolls(acs.overflowX) || scrolls(acs.overflowY)) && !shown(a)) inView = false;
          }
          if (!inView) continue;
          const over = document.elementFromPoint(x, y);
          // A toast may pass over the table for a moment; it is not part of the table.
          if (over && !el.contains(over) && !over.closest('.toast')) found.push(`hidden under ${over.className || over.tagName}: ${what}`);
        }
      }
    }
    return found;
  });
}

/** The seat chips outside the strip or the screen, and the strip's height. */
async function seatStrip(page: Page): Promise<{ seats: number; outside: string[]; height: number }> {
  return page.evaluate(() => {
    const strip = document.querySelector('ul.seats')!.getBoundingClientRect();
    const chips = [...document.querySelectorAll('ul.seats [data-seat]')];
    const outside = chips
      .filter((c) => {
        const r = c.getBoundingClientRect();
        return r.left < Math.max(0, strip.left) - 0.5 || r.right > Math.min(innerWidth, strip.right) + 0.5 || r.top < strip.top - 0.5 || r.bottom > strip.bottom + 0.5;
      })
      .map((c) => c.getAttribute('data-seat')!);
    return { seats: chips.length, outside, height: document.querySelector('.seats-bar')!.getBoundingClientRect().height };
  });
}

/** One step as the person, in any language: a lit tile and its train then Confirm, else the dock's main button (engine, draw, pass, confirm). */
async function step(page: Page): Promise<void> {
  const fits = page.locator('button[data-tile].fits');
  if ((await fits.count()) > 0) {
    await fits.first().click();
    if ((await page.locator('[data-train][data-lit="true"]').count()) > 0 && (await page.locator('.dock .actions .btn.primary').count()) === 0) {
      await page.locator('[data-train][data-lit="true"] .lane-label').first().click();
    }
  }
  const main = page.locator('.dock .btn.primary:enabled');
  if ((await main.count()) > 0) await main.first().click();
}

async function check(page: Page, where: string, seats: number, phone: boolean): Promise<void> {
  expect(await cutWords(page), `${where}: cut words`).toEqual([]);
  const strip = await seatStrip(page);
  expect(strip.seats, `${where}: seat chips`).toBe(seats);
  expect(strip.outside, `${where}: seat chips outside the strip or the screen`).toEqual([]);
  if (phone) expect(strip.height, `${where}: the seat bar's height`).toBeLessThanOrEqual(48);
}

for (const locale of LOCALES) {
  test.describe(`${locale}`, () => {
    test.use({ locale, reducedMotion: 'reduce' });
    for (const [width, height, seats] of PLAYED) {
      test.describe(`${width}×${height}`, () => {
        const phone = Math.min(width, height) < 700;
        test.use({ viewport: { width, height }, hasTouch: phone });
        test(`${seats} seats: every word whole and every seat in the strip, turn after turn`, async ({ page }) => {
          test.setTimeout(60_000);
          const players = NAMES.slice(0, seats)
            .map((name, i) => (i === 0 ? name : `${name}:computer`))
            .join(',');
          await page.goto(`/?seed=WORDSFIT${seats}&players=${encodeURIComponent(players)}&pace=instant`);
          // The prerendered forms (one per language) are gone once the app has taken the page over.
          await appStarted(page);
          await page.locator('form button[type="submit"]').click();
          for (let turn = 1; turn <= 4; turn++) {
            await calm(page);
            if (await page.locator('#round-end-title').isVisible()) break;
            await check(page, `turn ${turn}`, seats, phone);
            await step(page);
          }
        });
      });
    }
  });
}

/** The round end's four seats, the person first. */
const ROUND_END_SEATS = [{ name: NAMES[0]!, kind: 'person' as const }, ...NAMES.slice(1, 4).map((name) => ({ name, kind: 'computer' as const, level: 'sharp' as const }))];

for (const locale of LOCALES) {
  for (const [width, height] of ROUND_ENDS) {
    test.describe(`${locale} ${width}×${height}`, () => {
      test.use({ locale, reducedMotion: 'reduce', viewport: { width, height }, hasTouch: true });
      test('a round’s end: every word whole, every row of four seats in view', async ({ page }) => {
        test.setTimeout(60_000);
        // Round 1 stored up to its last move, a computer's (the first seed WORDSEND0… where it is).
        await toRoundEnd(page, seeded('WORDSEND', [1], ROUND_END_SEATS).sessions[0]!);
        await calm(page);
        await check(page, 'round end', 4, true);
        // Every row of the results, whole, inside the panel's visible part and the screen.
        const rows = await page.evaluate(() => {
          const panel = document.querySelector('.round-end')!;
          let clip = { top: 0, bottom: innerHeight };
          for (let a = panel as Element | null; a; a = a.parentElement) {
            const cs = getComputedStyle(a);
            if (cs.overflowY !== 'visible') {
              const r = a.getBoundingClientRect();
              clip = { top: Math.max(clip.top, r.top), bottom: Math.min(clip.bottom, r.bottom) };
            }
          }
          const buttons = panel.querySelector('.row')?.getBoundingClientRect();
          const bottom = Math.min(clip.bottom, buttons?.top ?? clip.bottom);
          return [...panel.querySelectorAll('[data-result]')].filter((tr) => {
            const r = tr.getBoundingClientRect();
            return r.top < clip.top - 0.5 || r.bottom > bottom + 0.5;
          }).length;
        });
        expect(rows, 'result rows out of view').toBe(0);
      });
    });
  }
}
