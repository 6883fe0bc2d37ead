/**
 * The table at every screen size of the matrix (project 'screens'): phones, phone landscape and
 * tablets, with 2, 4 and 10 seats, over EVERY turn of whole rounds (two on phones, one on larger
 * screens; issue 38):
 * - the page never scrolls, the turn's controls are on screen;
 * - a hand of up to 15 tiles shows every tile whole; a longer one shows every lit tile;
 * - the lit trains are in view when a tile is picked;
 * - the open end of every train (its last tile) is large: ≥ 56 px long on a 390×844 phone and
 *   ≥ 72 px on 768×1024 and 1024×768 tablets with up to 6 seats; ≥ 40 px everywhere;
 * - no text of the table is cut: none overflows its box or ends in an ellipsis;
 * - no train is folded ("+n") while the board has room for two more rows of tiles below its lanes;
 * - the board holds still: its tile length, column count and the order of its trains stay the
 *   same through every move (watched in the page at each change of a train) unless the board
 *   says a train outgrew its lane (`data-layout-reason="outgrown"`); the changes are counted;
 * - at each round's end, every row of the results is on screen (up to 4 seats).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { misdrawnTiles, personMove, settled } from './play.ts';

const SIZES = [
  [360, 640],
  [390, 844],
  [844, 390],
  [768, 1024],
  [1024, 768],
  [1366, 1024],
  [1440, 900],
] as const;
const SEATS = [2, 4, 10] as const;
/**
 * The deal: LAYOUT<seats>, but on the upright phone with 2 seats a deal whose engine search
 * leaves the person 44 tiles (a hand that scrolls, and a dock twice as tall until it is fitted:
 * the board once laid its round out in that height and folded long trains all round).
 */
const seedFor = (width: number, height: number, seats: number) => (width === 390 && height === 844 && seats === 2 ? 'SHOTS2' : `LAYOUT${seats}`);
/**
 * Rounds played: on phones, where room is tightest, the first and the next (its board laid out
 * afresh, the hand dealt again, trains longer); one on the larger screens (keeps CI lean).
 */
const roundsAt = (width: number, height: number) => (Math.min(width, height) < 700 ? 2 : 1);

/** What the checks read off the page, in CSS pixels. */
interface Layout {
  pageScrollY: number;
  pageScrollX: number;
  controlsOff: string[];
  handTiles: number;
  /** Hand tiles (codes) not wholly on screen or clipped by the hand's box; and of them, the lit ones. */
  handOff: string[];
  litHandOff: string[];
  /** The shortest open end (a train's last tile shown), its long side; null with no tile laid. */
  shortestEnd: { train: string; length: number } | null;
  litOff: string[];
  /** Trains folded ("+n") while the board has room below its lanes for two rows more of that lane's tiles. */
  foldedWithRoom: string[];
  cut: string[];
}

async function measure(page: Page): Promise<Layout> {
  return page.evaluate(() => {
    const wholly = (r: DOMRect, box: { top: number; left: number; bottom: number; right: number }) =>
      r.width > 0 && r.top >= box.top - 0.5 && r.left >= box.left - 0.5 && r.bottom <= box.bottom + 0.5 && r.right <= box.right + 0.5;
    const screen = { top: 0, left: 0, bottom: innerHeight, right: innerWidth };
    const se = document.scrollingElement!;
    const controls = [...document.querySelectorAll<HTMLButtonElement>('.dock .actions button')];
    const hand = [...document.querySelectorAll<HTMLElement>('button[data-tile]')];
    const off = hand.filter((b) => {
      const r = b.getBoundingClientRect();
      const box = b.parentElement!.getBoundingClientRect();
      return !wholly(r, screen) || !wholly(r, box);
    });
    const ends = [...document.querySelectorAll('.board [data-train]')].flatMap((lane) => {
      const laid = lane.querySelectorAll('[data-placed]');
      const last = laid[laid.length - 1];
      if (!last) return [];
      const r = last.getBoundingClientRect();
      return [{ train: `${lane.getAttribute('data-train')} ${last.getAttribute('data-placed')}`, length: Math.max(r.width, r.height) }];
    });
    const board = document.querySelector('.board')!.getBoundingClientRect();
    const lit = [...document.querySelectorAll('[data-train][data-lit="true"]')];
    // Unused height: the board's inner height below its last lane (the board not scrolled nor slimmed).
    const boardEl = document.querySelector<HTMLElement>('.board')!;
    const lanes = [...boardEl.querySelectorAll<HTMLElement>('.lane')];
    const pad = parseFloat(getComputedStyle(boardEl).paddingBottom) || 0;
    const spare = lanes.length && !boardEl.classList.contains('slimming') && boardEl.scrollHeight <= boardEl.clientHeight ? board.bottom - pad - Math.max(...lanes.map((l) => l.getBoundingClientRect().bottom)) : 0;
    const tl = Number(boardEl.getAttribute('data-tile-length')) || 0;
    const foldedWithRoom = lanes
      .filter((l) => l.querySelector('.more[aria-expanded="false"]') && spare >= 2 * (tl / 2 + 4))
      .map((l) => `${l.closest('[data-train]')?.getAttribute('data-train') ?? l.querySelector('[data-train]')?.getAttribute('data-train')} (${Math.round(spare)} px spare)`);
    // Text cut short: an element with text of its own that overflows a box that clips it, or is ellipsised or line-clamped.
    const cut: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('.app *')) {
      const own = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim() !== '');
      if (!own || el.closest('.sr-only, [hidden], .history-panel, .scores-panel, .display-panel, option, select')) continue;
      const r = el.getBoundingClientRect();
      // Not drawn, or visually hidden on this screen (a 1 px clipped box read by screen readers only).
      if (r.width <= 1 || r.height <= 1) continue;
      const cs = getComputedStyle(el);
      const clipsX = cs.overflowX !== 'visible';
      const clamp = cs.getPropertyValue('-webkit-line-clamp');
      const text = el.textContent!.trim().slice(0, 40);
      if (clipsX && el.scrollWidth > el.clientWidth + 1) cut.push(`overflows: "${text}"`);
      else if (cs.textOverflow === 'ellipsis' && el.scrollWidth > el.clientWidth) cut.push(`ellipsis: "${text}"`);
      else if (clamp && clamp !== 'none' && el.scrollHeight > el.clientHeight + 1) cut.push(`clamped: "${text}"`);
    }
    // Every line of the dock's words shows (they may scroll only when a refusal or hint is added).
    const talk = document.querySelector<HTMLElement>('.dock .talk');
    if (talk && !talk.querySelector('.error') && talk.scrollHeight > talk.clientHeight + 1) cut.push(`prompt lines hidden: "${talk.textContent!.trim().slice(0, 40)}"`);
    return {
      pageScrollY: se.scrollHeight - innerHeight,
      pageScrollX: se.scrollWidth - innerWidth,
      controlsOff: controls.filter((c) => !wholly(c.getBoundingClientRect(), screen)).map((c) => c.textContent ?? ''),
      handTiles: hand.length,
      handOff: off.map((b) => b.getAttribute('data-tile')!),
      litHandOff: off.filter((b) => b.classList.contains('fits')).map((b) => b.getAttribute('data-tile')!),
      shortestEnd: ends.length ? ends.reduce((a, b) => (b.length < a.length ? b : a)) : null,
      foldedWithRoom,
      litOff: lit.filter((l) => !wholly(l.getBoundingClientRect(), screen) || !wholly(l.getBoundingClientRect(), board)).map((l) => l.getAttribute('data-train')!),
      cut,
    };
  });
}

function check(at: Layout, where: string, endLength: number): void {
  expect(at.pageScrollY, `${where}: the page scrolls down`).toBeLessThanOrEqual(0);
  expect(at.pageScrollX, `${where}: the page scrolls sideways`).toBeLessThanOrEqual(0);
  expect(at.controlsOff, `${where}: controls off screen`).toEqual([]);
  if (at.handTiles <= 15) expect(at.handOff, `${where}: tiles of a ${at.handTiles}-tile hand not wholly on screen`).toEqual([]);
  expect(at.litHandOff, `${where}: lit hand tiles not wholly on screen`).toEqual([]);
  if (at.shortestEnd) expect(at.shortestEnd.length, `${where}: open end ${at.shortestEnd.train}, long side`).toBeGreaterThanOrEqual(endLength);
  expect(at.cut, `${where}: words cut`).toEqual([]);
  expect(at.foldedWithRoom, `${where}: trains folded while the board has room below`).toEqual([]);
}

/**
 * Watches the board in the page: at every change of a train's tiles (a move shown), the board's
 * tile length, columns, train order and layout reason, in order. The page keeps the list.
 */
async function watchBoard(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const log: { round: string; tl: string; cols: string; order: string; reason: string; changes: string }[] = [];
    (window as unknown as { __boardLog: typeof log }).__boardLog = log;
    const take = () => {
      const board = document.querySelector('.board');
      if (!board || !board.querySelector('[data-train]')) return;
      const snap = {
        round: document.querySelector('.hub-round strong')?.textContent ?? '',
        tl: board.getAttribute('data-tile-length') ?? '',
        cols: board.getAttribute('data-cols') ?? '',
        order: [...board.querySelectorAll('[data-train]')].map((t) => t.getAttribute('data-train')).join(' '),
        reason: board.getAttribute('data-layout-reason') ?? '',
        changes: board.getAttribute('data-layout-changes') ?? '',
      };
      const last = log[log.length - 1];
      if (!last || JSON.stringify(last) !== JSON.stringify(snap)) log.push(snap);
    };
    new MutationObserver(take).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-tiles', 'data-tile-length', 'data-cols'] });
  });
}

/** Changes of the board's layout within a round, each with the reason the board gave; a change without "outgrown" is a fault. */
async function boardChanges(page: Page): Promise<{ count: Map<string, number>; faults: string[] }> {
  const log = await page.evaluate(() => (window as unknown as { __boardLog: Record<string, string>[] }).__boardLog);
  const count = new Map<string, number>();
  const faults: string[] = [];
  for (let i = 1; i < log.length; i++) {
    const [a, b] = [log[i - 1]!, log[i]!];
    if (a.round !== b.round) continue;
    const what = (['tl', 'cols', 'order'] as const).filter((k) => a[k] !== b[k]);
    if (what.length === 0) continue;
    count.set(b.round!, (count.get(b.round!) ?? 0) + 1);
    if (b.reason !== 'outgrown') faults.push(`round ${b.round}: ${what.map((k) => `${k} ${a[k]} → ${b[k]}`).join(', ')} (reason "${b.reason}")`);
  }
  return { count, faults };
}

for (const [width, height] of SIZES) {
  for (const seats of SEATS) {
    test(`${width}×${height}, ${seats} seats: whole rounds on one screen, hand and open ends readable, nothing cut, the board still`, async ({ browser }) => {
      test.setTimeout(240_000);
      const tablet = Math.min(width, height) >= 700;
      const endLength = seats <= 6 && ((width === 390 && height === 844) || (tablet && width <= 1024)) ? (tablet ? 72 : 56) : 40;
      const context = await browser.newContext({ viewport: { width, height }, reducedMotion: 'reduce', hasTouch: !tablet });
      const page = await context.newPage();
      await watchBoard(page);
      await page.goto(`/?seed=${seedFor(width, height, seats)}&players=${seats}`);
      await page.locator('#pace').selectOption('instant');
      await page.getByRole('button', { name: 'Start', exact: true }).click();
      await expect(page.locator('.board')).toBeVisible();
      let turns = 0;
      const rounds = roundsAt(width, height);
      for (let round = 1; round <= rounds; round++) {
        if (round > 1) await page.getByRole('button', { name: 'Next round', exact: true }).click();
        for (let moves = 0; moves < 200; ) {
          await settled(page);
          if (await page.locator('[data-round-end]').isVisible()) break;
          const where = `round ${round}, turn ${turns + 1}`;
          check(await measure(page), where, endLength);
          expect(await misdrawnTiles(page), `${where}: tiles on trains not shown whole`).toEqual([]);
          const fits = page.locator('button[data-tile].fits');
          if ((await fits.count()) > 0 && !(await page.getByRole('button', { name: 'Place engine', exact: true }).isVisible())) {
            // A tile picked: the lit trains come into view, and nothing else is cut or moved off.
            await fits.first().click();
            // The board brings the lit trains into view after the frame that lights them.
            await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
            const picked = await measure(page);
            check(picked, `${where}, a tile picked`, endLength);
            expect(picked.litOff, `${where}: lit trains out of view`).toEqual([]);
            expect(await misdrawnTiles(page), `${where}, a tile picked: tiles on trains not shown whole`).toEqual([]);
            await page.getByRole('button', { name: 'Cancel', exact: true }).click();
          }
          if ((await personMove(page)) !== null) {
            moves++;
            turns++;
          }
        }
        // The round's end: every row of the results on screen (up to 4 seats), no word cut.
        await expect(page.locator('[data-round-end]')).toBeVisible();
        const end = await measure(page);
        expect(end.pageScrollY, `round ${round} end: the page scrolls`).toBeLessThanOrEqual(0);
        expect(end.cut, `round ${round} end: words cut`).toEqual([]);
        if (seats <= 4) {
          const rowsOff = await page.locator('[data-result]').evaluateAll((rows) =>
            rows.filter((r) => {
              const b = r.getBoundingClientRect();
              return b.top < 0 || b.bottom > innerHeight + 0.5 || b.height === 0;
            }).length,
          );
          expect(rowsOff, `round ${round} end: result rows off screen`).toBe(0);
        }
      }
      expect(turns, 'turns played').toBeGreaterThan(0);
      const { count, faults } = await boardChanges(page);
      test.info().annotations.push({ type: 'board layout changes', description: `${[...count.entries()].map(([r, n]) => `${n} in round ${r}`).join(', ') || 'none'} (${rounds} rounds, ${turns} turns of the person)` });
      expect(faults, 'board layout changes without a train outgrowing its lane').toEqual([]);
      await context.close();
    });
  }
}
