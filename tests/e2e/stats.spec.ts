/**
 * Records → Statistics: three finished sessions imported through Records (the same names in
 * other seats), then one row per player name whose figures match the sessions' own totals;
 * the player filter; axe on the view; and on a phone the round grid and the statistics
 * read without scrolling sideways.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { finishedRecord, toRecord } from '../../src/session/index.ts';
import { expect, test } from './fixtures.ts';
import { finishedSession } from './stored.ts';

/** The sessions: Ana, Ben and Cy sit in other seats each time; Dee plays once. */
const SESSIONS = [
  { seed: 'STATSONE', names: ['Ana', 'Ben'] },
  { seed: 'STATSTWO', names: ['Ben', 'Ana', 'Cy'] },
  { seed: 'STATSTHREE', names: ['Cy', 'Ana', 'Ben', 'Dee'] },
];

const sessions = SESSIONS.map(({ seed, names }) => finishedSession(seed, names));
const file = JSON.stringify({
  format: 'mexican-train/records',
  version: 1,
  exportedAt: '2026-11-02T00:00:00.000Z',
  records: sessions.map((s) => ({ record: toRecord(s) })),
});

/** What each player's row must say, worked out here from the sessions' own totals and winners. */
function expected(): Map<string, { sessions: string; wins: string; average: string; best: string }> {
  const sums = new Map<string, { n: number; wins: number; sum: number; best: number }>();
  for (const s of sessions) {
    const summary = finishedRecord(s)!;
    summary.seats.forEach(({ name }, seat) => {
      const t = sums.get(name) ?? { n: 0, wins: 0, sum: 0, best: Infinity };
      const total = summary.totals[seat]!;
      sums.set(name, { n: t.n + 1, wins: t.wins + (summary.winners.includes(seat) ? 1 : 0), sum: t.sum + total, best: Math.min(t.best, total) });
    });
  }
  return new Map(
    [...sums].map(([name, t]) => [name, { sessions: String(t.n), wins: String(t.wins), average: String(Math.round((t.sum * 10) / t.n) / 10), best: String(t.best) }]),
  );
}

/** Opens Records and imports the three sessions. */
async function importSessions(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: 'Records', exact: true }).click();
  await expect(page.getByText('No finished sessions yet')).toBeVisible();
  await page.locator('input[type=file]').setInputFiles({ name: 'records.json', mimeType: 'application/json', buffer: Buffer.from(file) });
  await expect(page.getByText('Imported 3 records')).toBeVisible();
  await expect(page.locator('article.record')).toHaveCount(3);
}

async function openStatistics(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Statistics', exact: true }).click();
  await expect(page.locator('[data-stats]')).toBeVisible();
}

/** Every [data-stats] row's hooks, by player name. */
async function rows(page: Page): Promise<Map<string, { sessions: string; wins: string; average: string; best: string }>> {
  const read = await page.locator('[data-stats] [data-player]').evaluateAll((els) =>
    els.map((e) => [e.getAttribute('data-player')!, { sessions: e.getAttribute('data-sessions')!, wins: e.getAttribute('data-wins')!, average: e.getAttribute('data-average')!, best: e.getAttribute('data-best')! }] as const),
  );
  return new Map(read);
}

/** How far the page, and the widest of `selector`'s visible elements, overflow sideways (0 or less: none). */
async function overflow(page: Page, selector: string): Promise<{ page: number; own: number }> {
  return page.evaluate((sel) => {
    const shown = [...document.querySelectorAll<HTMLElement>(sel)].filter((e) => e.offsetParent !== null);
    return {
      page: document.scrollingElement!.scrollWidth - innerWidth,
      own: Math.max(-1, ...shown.map((e) => e.scrollWidth - e.clientWidth)),
    };
  }, selector);
}

test('Statistics: one row per player name, its sessions, wins, average and best as the sessions say', async ({ page }) => {
  await importSessions(page);
  await openStatistics(page);
  const want = expected();
  expect([...want.keys()].sort()).toEqual(['Ana', 'Ben', 'Cy', 'Dee']);
  expect(await rows(page)).toEqual(want);
  // The same name in three seats is one player with three sessions.
  expect(want.get('Ana')!.sessions).toBe('3');
  // Every session has a winner, so the wins add up to three at least (more only when shared).
  expect([...want.values()].reduce((n, r) => n + Number(r.wins), 0)).toBeGreaterThanOrEqual(3);
});

test('the player filter shows one player, and the average penalty of each of the 13 rounds', async ({ page }) => {
  await importSessions(page);
  await openStatistics(page);
  await page.getByLabel('Player', { exact: true }).selectOption('Ana');
  await expect(page.locator('[data-stats] [data-player]')).toHaveCount(1);
  await expect(page.locator('[data-stats] [data-player="Ana"]')).toHaveAttribute('data-sessions', '3');
  const byRound = page.locator('[data-round-averages]');
  await expect(byRound.locator('tbody tr')).toHaveCount(13);
  await expect(byRound.locator('thead th')).toHaveText(['Round', 'Ana']);
  await page.getByLabel('Player', { exact: true }).selectOption('');
  await expect(page.locator('[data-stats] [data-player]')).toHaveCount(4);
  await page.getByRole('button', { name: 'Back to records', exact: true }).click();
  await expect(page.locator('article.record')).toHaveCount(3);
});

for (const size of [
  { name: 'phone', viewport: { width: 360, height: 640 } },
  { name: 'tablet', viewport: { width: 1024, height: 768 } },
]) {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`Statistics at ${size.name} size, ${colorScheme}: axe finds no violation, nothing scrolls sideways`, async ({ browser }) => {
      const context = await browser.newContext({ viewport: size.viewport, colorScheme, reducedMotion: 'reduce' });
      const page = await context.newPage();
      await importSessions(page);
      await openStatistics(page);
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`)).toEqual([]);
      const sideways = await overflow(page, '.statistics table');
      expect(sideways.page, 'the page scrolls sideways').toBeLessThanOrEqual(0);
      expect(sideways.own, 'a statistics table scrolls sideways').toBeLessThanOrEqual(0);
      await context.close();
    });
  }
}

test('on a phone (360×640) every round grid turns rounds down and players across, nothing scrolls sideways, axe finds nothing', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 640 } });
  const page = await context.newPage();
  await importSessions(page);
  await expect(page.locator('table.scores-down').first()).toBeVisible();
  await expect(page.locator('table.scores').first()).toBeHidden();
  // Rounds down: 13 rounds and the totals; players across.
  const four = page.locator('article.record', { hasText: 'STATSTHREE' }).locator('table.scores-down');
  await expect(four.locator('tbody tr')).toHaveCount(14);
  await expect(four.locator('thead th')).toHaveText(['Round', 'Cy', 'Ana', 'Ben', 'Dee']);
  const sideways = await overflow(page, '.round-grid, .round-grid > div, table.scores-down');
  expect(sideways.page, 'the page scrolls sideways').toBeLessThanOrEqual(0);
  expect(sideways.own, 'a round grid scrolls sideways').toBeLessThanOrEqual(0);
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
  await context.close();
});

test('on a wide screen the round grid keeps players down and rounds across', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await importSessions(page);
  await expect(page.locator('table.scores').first()).toBeVisible();
  await expect(page.locator('table.scores-down').first()).toBeHidden();
  await expect(page.locator('article.record', { hasText: 'STATSTHREE' }).locator('table.scores tbody tr')).toHaveCount(4);
});

test('each record’s chart draws a seat in the colour the table gives that seat, in light and dark', async ({ browser }) => {
  for (const colorScheme of ['light', 'dark'] as const) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, colorScheme });
    const page = await context.newPage();
    await importSessions(page);
    const anas: string[] = [];
    for (const { seed, names } of SESSIONS) {
      const card = page.locator('article.record', { hasText: seed });
      await expect(card.locator('svg.chart polyline')).toHaveCount(names.length);
      const drawn = await card.evaluate((el) => {
        /** The colour a table element of seat `seat` shows (`seat-${seat % 10}` sets --seat, as at the table). */
        const seatColour = (seat: number) => {
          const probe = document.createElement('span');
          probe.className = `seat-${seat % 10}`;
          probe.style.color = 'var(--seat)';
          document.body.append(probe);
          const colour = getComputedStyle(probe).color;
          probe.remove();
          return colour;
        };
        const keys = [...el.querySelectorAll<HTMLElement>('.chart-key')].map((k) => k.textContent!.trim());
        return [...el.querySelectorAll<SVGPolylineElement>('svg.chart polyline')].map((line, i) => ({
          name: keys[i],
          stroke: getComputedStyle(line).stroke,
          seat: seatColour(i),
        }));
      });
      expect(drawn.map((d) => d.name)).toEqual(names);
      for (const d of drawn) expect(d.stroke, `${d.name} in ${seed}, ${colorScheme}`).toBe(d.seat);
      anas.push(drawn.find((d) => d.name === 'Ana')!.stroke);
    }
    // Ana sits first, then second, then second: her line follows her seat, not a colour of her own.
    expect(anas[1]).not.toBe(anas[0]);
    expect(anas[2]).toBe(anas[1]);
    const strokes = await page.locator('article.record', { hasText: 'STATSONE' }).locator('svg.chart polyline').evaluateAll((ls) => ls.map((l) => getComputedStyle(l).stroke));
    expect(new Set(strokes).size, 'two seats, two colours').toBe(2);
    await context.close();
  }
});
