/**
 * Seen, not only heard (issue 42, the visual part): every screen has no axe violation (WCAG 2.0–2.2
 * A and AA) in light, dark, high contrast (Display → Contrast) and forced colours (Windows high
 * contrast); seats stay apart for the three common colour-vision deficiencies, by colour
 * (ΔE2000 of the seat colours after the deficiency's matrix) and by shape (each seat's own glyph);
 * and text at 200% cuts, overlaps or hides nothing. Screenshots of every check are kept in the
 * test's output folder (test-results/…).
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { toRecord } from '../../src/session/index.ts';
import { appStarted, expect, test } from './fixtures.ts';
import { leaveIfAsked, personMove, settled, startGame } from './play.ts';
import { finishedSession, seeded, toRoundEnd } from './stored.ts';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

interface Mode {
  name: string;
  colorScheme: 'light' | 'dark';
  forcedColors: 'none' | 'active';
  contrast: 'standard' | 'high';
}
/**
 * Every look a screen is checked in. The page's structure does not change with its colours, so the
 * first look runs every rule of TAGS and the others the rules that read colours (COLOUR_RULES).
 */
const MODES: readonly Mode[] = [
  { name: 'light', colorScheme: 'light', forcedColors: 'none', contrast: 'standard' },
  { name: 'dark', colorScheme: 'dark', forcedColors: 'none', contrast: 'standard' },
  { name: 'forced', colorScheme: 'light', forcedColors: 'active', contrast: 'standard' },
  { name: 'high-light', colorScheme: 'light', forcedColors: 'none', contrast: 'high' },
  { name: 'high-dark', colorScheme: 'dark', forcedColors: 'none', contrast: 'high' },
];
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** A records file of two finished sessions: four seats, and ten (every seat colour and shape in the charts). */
function recordsFile(): Buffer {
  const sessions = [finishedSession('LOOKFOUR', ['Ana', 'Ben', 'Cy', 'Dee']), finishedSession('LOOKTEN', ['Ana', 'Ben', 'Cy', 'Dee', 'Eve', 'Fay', 'Gus', 'Hal', 'Ivy', 'Jo'])];
  const file = { format: 'mexican-train/records', version: 1, exportedAt: '2026-11-02T00:00:00.000Z', records: sessions.map((s) => ({ record: toRecord(s) })) };
  return Buffer.from(JSON.stringify(file));
}

/** Opens Records, imports recordsFile() and checks it (`look`), then opens Statistics. */
async function openRecords(page: Page, look: (screen: string) => Promise<void>): Promise<void> {
  await button(page, 'Records').click();
  await page.locator('input[type=file]').setInputFiles({ name: 'records.json', mimeType: 'application/json', buffer: recordsFile() });
  await expect(page.locator('article.record')).toHaveCount(2);
  await look('records');
  await button(page, 'Statistics').click();
  await expect(page.locator('[data-stats]')).toBeVisible();
}

/**
 * Runs axe on the page as it is, in each mode, with a screenshot of each; violations are soft
 * failures named by screen and mode. High contrast is the stylesheet's `[data-contrast="high"]`,
 * set on the root as Display → Contrast sets it (the test chose it there once, below).
 */
async function check(page: Page, screen: string): Promise<void> {
  await expect(page.locator('main[aria-busy="false"]')).toBeAttached();
  const chosen = await page.locator('html').getAttribute('data-contrast');
  for (const [i, mode] of MODES.entries()) {
    await page.emulateMedia({ colorScheme: mode.colorScheme, forcedColors: mode.forcedColors });
    await page.evaluate((contrast) => document.documentElement.setAttribute('data-contrast', contrast), mode.contrast);
    const axe = new AxeBuilder({ page });
    const found = await (i === 0 ? axe.withTags(TAGS) : axe.withRules(COLOUR_RULES)).analyze();
    const summary = found.violations.map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} (${n.failureSummary?.split('\n')[1]?.trim()})`).slice(0, 3).join(' | ')}`);
    expect.soft(summary, `${screen}, ${mode.name}`).toEqual([]);
    await page.screenshot({ path: test.info().outputPath(`${screen}-${mode.name}.png`) });
  }
  await page.emulateMedia({ colorScheme: 'light', forcedColors: 'none' });
  await page.evaluate((contrast) => document.documentElement.setAttribute('data-contrast', contrast ?? 'standard'), chosen);
}

/** Turns high contrast on or off through Display, as a person does. */
async function setContrast(page: Page, high: boolean): Promise<void> {
  await button(page, 'Display').click();
  await page.getByRole('radio', { name: high ? 'High' : 'Standard' }).check();
  await button(page, 'Done').click();
  await expect(page.locator('html')).toHaveAttribute('data-contrast', high ? 'high' : 'standard');
}

const MODE_NAMES = MODES.map((m) => m.name).join(', ');

test(`Home, New game, the table (a turn, a refusal, a preview), Rules, Learn to play, Records, Statistics, a replay: no axe violation in ${MODE_NAMES}`, async ({ page }) => {
  test.setTimeout(150_000);
  const look = (screen: string) => check(page, screen);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ reducedMotion: 'reduce' });

  // New game, pre-filled by a link, then Home.
  await page.goto('/?seed=A11YLOOK&players=Ana,Ben:computer&pace=instant');
  await appStarted(page);
  await expect(page.getByRole('heading', { name: 'New game' })).toBeVisible();
  // High contrast is a choice of Display (checked open); on, then off again (the other test reads it back from storage).
  await button(page, 'Display').click();
  await look('display');
  await button(page, 'Done').click();
  await setContrast(page, true);
  await look('new-game');
  await setContrast(page, false);
  await page.getByRole('button', { name: 'Mexican Train, home' }).click();
  await expect(page.locator('[data-home]')).toBeVisible();
  await look('home');

  // The table: the person's turn with a refusal said (a tile that fits nowhere), then a preview.
  await page.locator('[data-door="new"]').click();
  await button(page, 'Start').click();
  await expect(page.locator('.table')).toBeVisible();
  await settled(page);
  if (await button(page, 'Place engine').isVisible()) {
    await button(page, 'Place engine').click();
    await settled(page);
  }
  const unfit = page.locator('.hand-tile:not(.fits)');
  if ((await unfit.count()) > 0) {
    await unfit.first().click();
    await expect(page.locator('.dock .error')).toBeVisible();
  }
  await look('turn-refusal');
  await page.locator('.hand-tile.fits').first().click();
  if (!(await button(page, 'Confirm').isVisible())) await page.locator('[data-train][data-lit="true"] .lane-label').first().click();
  await expect(page.locator('.tile.ghost')).toBeVisible();
  await look('preview');
  await button(page, 'Cancel').click();

  await button(page, 'Rules').click();
  await expect(page.getByText('Worked example')).toBeVisible();
  await look('rules');

  await page.getByRole('button', { name: 'Mexican Train, home' }).click();
  await page.locator('[data-door="learn"]').click();
  await expect(page.locator('[data-coach-target]')).toBeVisible();
  await look('learn');

  // Records (imported: four seats and ten), Statistics, a replay.
  await openRecords(page, look);
  await look('statistics');
  await button(page, 'Back to records').click();
  await page.locator('article.record').first().getByRole('button', { name: 'Replay', exact: true }).click();
  await expect(page.locator('.replay [data-seat]').first()).toBeVisible();
  await button(page, 'End of round').click();
  await look('replay');
});

test(`the handoff card, a round's end, the session's end: no axe violation in ${MODE_NAMES}`, async ({ page }) => {
  test.setTimeout(120_000);
  const look = (screen: string) => check(page, screen);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ reducedMotion: 'reduce' });

  // A device passed between two people: the handoff card, with what happened since.
  await page.goto('/?seed=A11YHAND&players=Ana,Bea,Cy:computer&pace=instant');
  await button(page, 'Start').click();
  await leaveIfAsked(page);
  const handoff = async () => (await page.getByRole('button', { name: /^I'm / }).count()) > 0 && (await page.locator('[data-recap-item]').count()) > 0;
  for (let moves = 0; moves < 60 && !(await handoff()); ) {
    await settled(page);
    if (await handoff()) break;
    if ((await personMove(page)) !== null) moves++;
  }
  await expect(page.locator('[data-recap-item]').first()).toBeVisible();
  await look('handoff');

  // A round's end, then the session's end (stored one computer move before them), high contrast read back from storage.
  const { sessions } = seeded('A11YEND', [1, 13]);
  await toRoundEnd(page, sessions[0]!, { contrast: 'high' });
  await expect(page.locator('html')).toHaveAttribute('data-contrast', 'high');
  await look('round-end');
  await toRoundEnd(page, sessions[1]!);
  await expect(page.locator('html')).toHaveAttribute('data-contrast', 'standard');
  await expect(page.locator('[data-podium]')).toBeVisible();
  await look('session-end');
});

/**
 * Machado, Oliveira & Fernandes (2009) at severity 1.0: a colour-vision deficiency as a matrix on
 * linear RGB (row by row), the space an SVG filter works in by default.
 */
const DEFICIENCIES = {
  protanopia: [0.152286, 1.052583, -0.204868, 0.114503, 0.786281, 0.099216, -0.003882, -0.048116, 1.051998],
  deuteranopia: [0.367322, 0.860646, -0.227968, 0.280085, 0.672501, 0.047413, -0.01182, 0.04294, 0.968881],
  tritanopia: [1.255528, -0.076749, -0.178779, -0.078411, 0.930809, 0.147602, 0.004733, 0.691367, 0.3039],
} as const;
type Rgb = [number, number, number];
const linear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
const encoded = (c: number) => (c <= 0.0031308 ? 12.92 * c : 1.055 * c ** (1 / 2.4) - 0.055);
const rgbOf = (hex: string): Rgb => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255) as Rgb;

/** What a person with the deficiency `m` sees of `rgb` (sRGB in, sRGB out). */
function simulate(rgb: Rgb, m: readonly number[]): Rgb {
  const l = rgb.map(linear);
  return [0, 1, 2].map((r) => encoded(Math.min(1, Math.max(0, m[r * 3]! * l[0]! + m[r * 3 + 1]! * l[1]! + m[r * 3 + 2]! * l[2]!)))) as Rgb;
}

/** CIELAB (D65) of an sRGB colour. */
function lab(rgb: Rgb): Rgb {
  const [r, g, b] = rgb.map(linear) as Rgb;
  const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : ((24389 / 27) * t + 16) / 116);
  const [x, y, z] = [(0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047, 0.2126 * r + 0.7152 * g + 0.0722 * b, (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883].map(f) as Rgb;
  return [116 * y - 16, 500 * (x - y), 200 * (y - z)];
}

/** CIEDE2000 colour difference. */
function deltaE([L1, a1, b1]: Rgb, [L2, a2, b2]: Rgb): number {
  const rad = Math.PI / 180;
  const Cm = (Math.hypot(a1, b1) + Math.hypot(a2, b2)) / 2;
  const G = 0.5 * (1 - Math.sqrt(Cm ** 7 / (Cm ** 7 + 25 ** 7)));
  const [p1, p2] = [a1 * (1 + G), a2 * (1 + G)];
  const [C1, C2] = [Math.hypot(p1, b1), Math.hypot(p2, b2)];
  const hue = (b: number, a: number) => (Math.atan2(b, a) / rad + 360) % 360;
  const [h1, h2] = [hue(b1, p1), hue(b2, p2)];
  let dh = C1 * C2 === 0 ? 0 : h2 - h1;
  if (dh > 180) dh -= 360;
  else if (dh < -180) dh += 360;
  const dH = 2 * Math.sqrt(C1 * C2) * Math.sin((dh / 2) * rad);
  const Lm = (L1 + L2) / 2;
  const Cpm = (C1 + C2) / 2;
  const hm = C1 * C2 === 0 ? h1 + h2 : Math.abs(h1 - h2) > 180 ? (h1 + h2 + (h1 + h2 < 360 ? 360 : -360)) / 2 : (h1 + h2) / 2;
  const T = 1 - 0.17 * Math.cos((hm - 30) * rad) + 0.24 * Math.cos(2 * hm * rad) + 0.32 * Math.cos((3 * hm + 6) * rad) - 0.2 * Math.cos((4 * hm - 63) * rad);
  const Rt = -Math.sin(2 * 30 * Math.exp(-(((hm - 275) / 25) ** 2)) * rad) * 2 * Math.sqrt(Cpm ** 7 / (Cpm ** 7 + 25 ** 7));
  const [SL, SC, SH] = [1 + (0.015 * (Lm - 50) ** 2) / Math.sqrt(20 + (Lm - 50) ** 2), 1 + 0.045 * Cpm, 1 + 0.015 * Cpm * T];
  return Math.sqrt(((L2 - L1) / SL) ** 2 + ((C2 - C1) / SC) ** 2 + (dH / SH) ** 2 + Rt * ((C2 - C1) / SC) * (dH / SH));
}

/** Shows the page through the deficiency's matrix (an SVG filter on the root), or plainly (null). */
async function seeAs(page: Page, deficiency: keyof typeof DEFICIENCIES | null): Promise<void> {
  await page.evaluate(
    ({ id, m }) => {
      if (id && !document.getElementById(id)) {
        const ns = 'http://www.w3.org/2000/svg';
        const svg = document.createElementNS(ns, 'svg');
        svg.setAttribute('width', '0');
        svg.setAttribute('height', '0');
        svg.setAttribute('aria-hidden', 'true');
        const filter = document.createElementNS(ns, 'filter');
        filter.id = id;
        const matrix = document.createElementNS(ns, 'feColorMatrix');
        matrix.setAttribute('type', 'matrix');
        matrix.setAttribute('values', [0, 1, 2].map((r) => `${m.slice(r * 3, r * 3 + 3).join(' ')} 0 0`).concat('0 0 0 1 0').join(' '));
        filter.append(matrix);
        svg.append(filter);
        document.body.append(svg);
      }
      document.documentElement.style.filter = id ? `url(#${id})` : '';
    },
    { id: deficiency && `see-${deficiency}`, m: deficiency ? [...DEFICIENCIES[deficiency]] : [] },
  );
}

/** The shape each element in `selector` draws for its seat (its glyph's image), read from the page. */
function shapes(page: Page, selector: string, pseudo: string, property: string): Promise<string[]> {
  return page.locator(selector).evaluateAll((els, [pseudo, property]) => els.map((e) => getComputedStyle(e, pseudo || null).getPropertyValue(property!)), [pseudo, property]);
}

test('seats stay apart with protanopia, deuteranopia and tritanopia: by colour (ΔE2000) and by a shape of their own', async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const names = ['Ana', 'Ben', 'Cy', 'Dee', 'Eve', 'Fay', 'Gus', 'Hal', 'Ivy', 'Jo'];
  await page.goto(`/?seed=A11YSEAT&players=${names.map((n, i) => (i ? `${n}:computer` : n)).join(',')}&pace=instant`);
  await button(page, 'Start').click();
  await settled(page);

  // By colour: the seat colours the page uses, as a person with each deficiency sees them.
  const colours = await page.evaluate(() => Array.from({ length: 10 }, (_, i) => getComputedStyle(document.documentElement).getPropertyValue(`--s${i}`).trim()));
  const closest: Record<string, { all: number; four: number }> = {};
  for (const [name, m] of Object.entries(DEFICIENCIES)) {
    const seen = colours.map((c) => lab(simulate(rgbOf(c), m)));
    const pairs = seen.flatMap((a, i) => seen.slice(i + 1).map((b, k) => ({ four: i + k + 1 < 4, d: deltaE(a, b) })));
    closest[name] = { all: Math.round(Math.min(...pairs.map((p) => p.d))), four: Math.round(Math.min(...pairs.filter((p) => p.four).map((p) => p.d))) };
  }
  // Any two of the ten seats at least 8 apart (shapes tell them apart too); the four of a four-seat game at least 15.
  for (const [name, d] of Object.entries(closest)) {
    expect(d.all, `${name}: the closest two of ten seat colours`).toBeGreaterThanOrEqual(8);
    expect(d.four, `${name}: the closest two of the first four`).toBeGreaterThanOrEqual(15);
  }

  // By shape: every seat chip and every seat's lane draws its seat's glyph, ten different ones.
  const fit = await page.locator('ul.seats').getAttribute('data-fit');
  const chips = fit === 'count' ? await shapes(page, '.seats [data-seat]', '::before', 'background-image') : await shapes(page, '.seats [data-seat] .seat-dot', '', 'mask-image');
  const lanes = await shapes(page, '.lane:not(.mexican) .lane-name', '::before', 'mask-image');
  for (const [where, found] of [['seat chips', chips], ['lanes', lanes]] as const) {
    expect(found.filter((s) => s.includes('url(')), where).toHaveLength(10);
    expect(new Set(found).size, `${where}: shapes of their own`).toBe(10);
  }

  // Pictures: the table as each deficiency sees it, on a phone and a tablet, a tile picked (lit trains and tiles).
  if (await button(page, 'Place engine').isVisible()) {
    await button(page, 'Place engine').click();
    await settled(page);
  }
  const fits = page.locator('.hand-tile.fits');
  if ((await fits.count()) > 0) await fits.first().click();
  for (const viewport of [{ width: 390, height: 844 }, { width: 1024, height: 768 }]) {
    await page.setViewportSize(viewport);
    await settled(page);
    for (const deficiency of [null, ...(Object.keys(DEFICIENCIES) as (keyof typeof DEFICIENCIES)[])]) {
      await seeAs(page, deficiency);
      await page.screenshot({ path: test.info().outputPath(`table-${viewport.width}x${viewport.height}-${deficiency ?? 'typical'}.png`) });
    }
    await seeAs(page, null);
  }
});

/**
 * What on the page is cut (text overflowing a box that hides it), sideways scrolling, or out of
 * reach (a control that cannot be scrolled into view, or is covered there). The since strip is a
 * summary whose whole is one tap away ("+n"), so its hidden lines are not lost.
 */
function lostOnPage(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const lost: string[] = [];
    const name = (e: Element) => `${e.tagName.toLowerCase()}.${[...e.classList].join('.')} "${(e.textContent ?? '').trim().slice(0, 40)}"`;
    const shown = (e: Element) => {
      const r = e.getBoundingClientRect();
      return r.width > 1 && r.height > 1 && getComputedStyle(e).visibility !== 'hidden' && !e.closest('.sr-only, .since-items');
    };
    const doc = document.documentElement;
    if (doc.scrollWidth > doc.clientWidth + 1) lost.push(`the page scrolls sideways by ${doc.scrollWidth - doc.clientWidth}px`);
    for (const e of document.querySelectorAll('body *')) {
      if (!shown(e) || !(e.textContent ?? '').trim()) continue;
      const s = getComputedStyle(e);
      const hides = (v: string) => v === 'hidden' || v === 'clip';
      if (hides(s.overflowX) && e.scrollWidth > e.clientWidth + 1) lost.push(`cut at the side: ${name(e)}`);
      if (hides(s.overflowY) && e.scrollHeight > e.clientHeight + 1) lost.push(`cut at the foot: ${name(e)}`);
    }
    for (const c of document.querySelectorAll('button, select, input, summary, [tabindex="0"]')) {
      if (!shown(c) || c.closest('[inert]')) continue;
      c.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      const r = c.getBoundingClientRect();
      const [x, y] = [r.left + r.width / 2, r.top + r.height / 2];
      const hit = x >= 0 && y >= 0 && x < innerWidth && y < innerHeight ? document.elementFromPoint(x, y) : null;
      if (!hit) lost.push(`out of reach: ${name(c)}`);
      else if (!(c === hit || c.contains(hit) || hit.contains(c))) lost.push(`covered: ${name(c)} by ${name(hit)}`);
    }
    return lost;
  });
}

test('text at twice its size (the browser\'s text size) on a 1024×768 tablet: nothing cut, nothing out of reach', async ({ page, context }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  // The reader's default text size, doubled (as the browser's own text-size setting does), before the app loads.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Page.enable');
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 32 } });
  const noneLost = async (screen: string) => {
    await expect(page.locator('main[aria-busy="false"]')).toBeAttached();
    await page.screenshot({ path: test.info().outputPath(`text-200-${screen}.png`) });
    expect.soft(await lostOnPage(page), screen).toEqual([]);
  };
  const names = ['Ana', 'Ben', 'Cy', 'Dee', 'Eve', 'Fay', 'Gus', 'Hal', 'Ivy', 'Jo'];
  await page.goto('/');
  await appStarted(page);
  expect(await page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize))).toBeGreaterThanOrEqual(32);
  await noneLost('home');
  for (const seats of [4, 10]) {
    // The second game is started over the first (in progress): after the form has read it.
    await startGame(page, `seed=A11YTEXT&players=${names.slice(0, seats).map((n, i) => (i ? `${n}:computer` : n)).join(',')}`, 'instant', { overSaved: seats > 4 });
    await settled(page);
    await noneLost(`table-${seats}`);
    if (await button(page, 'Place engine').isVisible()) {
      await button(page, 'Place engine').click();
      await settled(page);
    }
    const fits = page.locator('.hand-tile.fits');
    if ((await fits.count()) > 0) await fits.first().click();
    await noneLost(`preview-${seats}`);
  }
  await button(page, 'New game').click();
  await noneLost('new-game');
  await button(page, 'Rules').click();
  await noneLost('rules');
  await openRecords(page, noneLost);
  await noneLost('statistics');
});
