/**
 * The score pad (issue 11): the Scores sheet mid-session against the round-end tables, the
 * podium at the session's end with Play again / Play this deal again, and the Share link
 * that pre-fills the form. Rounds are not played move by move here (a round of two seats
 * can take a minute on a busy machine): the test stores a session one computer move before
 * a round's end, and the app's own computer ends the round, its round-end table and all.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { SeatSettings } from '../../src/session/index.ts';
import { expect, test } from './fixtures.ts';
import { settled, startGame } from './play.ts';
import { seeded, toRoundEnd } from './stored.ts';

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

/** Each `[data-result]` row of the round end: penalty, total and place, by seat. */
async function results(page: Page): Promise<{ penalty: string; total: string; rank: string }[]> {
  return page.locator('[data-result]').evaluateAll((rows) =>
    rows.map((r) => ({ penalty: r.getAttribute('data-penalty')!, total: r.getAttribute('data-total')!, rank: r.getAttribute('data-rank')! })),
  );
}

/** The cells of one row of the Scores sheet, by seat (`round`, or the foot's total/place/behind row). */
async function padRow(page: Page, row: number | 'total' | 'place' | 'behind'): Promise<string[]> {
  const tr = page.locator(typeof row === 'number' ? `[data-scores] tr[data-pad-round="${row}"]` : `[data-scores] tr[data-pad="${row}"]`);
  return tr.locator('td').evaluateAll((cells) => cells.map((c) => c.getAttribute('data-rank') ?? c.textContent!.trim()));
}

/** Fails on any axe violation in the page as it is now. */
async function noAxeViolations(page: Page, what: string): Promise<void> {
  const found = await new AxeBuilder({ page }).analyze();
  expect(found.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`), what).toEqual([]);
}

/** The person's dealt hand, as codes (sorted: the hand shows them sorted, but compare sets). */
async function hand(page: Page): Promise<string[]> {
  await expect(page.locator('.hand-tile').first()).toBeVisible();
  return (await page.locator('.hand-tile').evaluateAll((els) => els.map((e) => e.getAttribute('data-tile')!))).sort();
}

test('the Scores sheet mid-session holds the round-end tables, ranks and gaps, and closes back to its button', async ({ page }) => {
  test.setTimeout(60_000);
  // Rounds 1 and 2 are played up to their last move, which the app's computer makes.
  const { sessions } = seeded('SCOREPAD', [1, 2]);
  await toRoundEnd(page, sessions[0]!);
  const first = await results(page);
  await toRoundEnd(page, sessions[1]!);
  await expect(page.locator('#round-end-title')).toContainText('Round 2');
  const second = await results(page);

  const open = button(page, 'Scores');
  await open.click();
  const sheet = page.getByRole('dialog', { name: 'Scores' });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByRole('heading', { name: 'Scores' })).toBeFocused();
  expect(await padRow(page, 1)).toEqual(first.map((r) => r.penalty));
  expect(await padRow(page, 2)).toEqual(second.map((r) => r.penalty));
  expect(await padRow(page, 'total')).toEqual(second.map((r) => r.total));
  expect(await padRow(page, 'place')).toEqual(second.map((r) => r.rank));
  const best = Math.min(...second.map((r) => Number(r.total)));
  const behind = await page.locator('[data-scores] tr[data-pad="behind"] td').evaluateAll((cells) => cells.map((c) => c.getAttribute('data-behind')));
  expect(behind).toEqual(second.map((r) => String(Number(r.total) - best)));
  // Between rounds no round is in play; rounds 3–13 are blank.
  await expect(page.locator('[data-scores] tr[data-playing]')).toHaveCount(0);
  for (const round of [3, 4, 13]) expect(await padRow(page, round)).toEqual(['', '']);
  await expect(page.locator('[data-scores] tbody tr')).toHaveCount(13);

  // The places of round 1 are its table's.
  expect(first.map((r) => r.rank)).toEqual(first.map((r) => String(first.filter((o) => Number(o.total) < Number(r.total)).length + 1)));
  const sideways = await sheet.evaluate((el) => {
    const wrap = el.querySelector('.pad-wrap')!;
    return { wrap: wrap.scrollWidth - wrap.clientWidth, page: document.documentElement.scrollWidth - document.documentElement.clientWidth };
  });
  expect(sideways).toEqual({ wrap: 0, page: 0 });
  await noAxeViolations(page, 'the Scores sheet');

  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(open).toBeFocused();
  await open.click();
  await sheet.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(sheet).toBeHidden();
});

test('the session ends on a podium; Play this deal again deals the same first hand as a game started from the same seed', async ({ page }) => {
  const { seed, sessions } = seeded('PODIUM', [13]);
  await toRoundEnd(page, sessions[0]!);
  await expect(page.locator('[data-podium]')).toBeVisible();
  const rows = await results(page);
  const top = rows.flatMap((r, seat) => (r.rank === '1' ? [String(seat)] : []));
  await expect(page.locator('[data-podium] [data-rank="1"]')).toHaveAttribute('data-seats', top.join(' '));
  await expect(page.locator('[data-podium] li')).toHaveCount(new Set(rows.map((r) => r.rank)).size);
  await noAxeViolations(page, 'the podium');

  await button(page, 'Play this deal again').click();
  await expect(page.locator('#round-end-title')).toBeHidden();
  await expect(page.locator('.hub, [data-yard]').first()).toBeVisible();
  const again = await hand(page);

  await startGame(page, `seed=${seed}&players=You,Ana:sharp`);
  expect(await hand(page)).toEqual(again);
});

test('a reload at the session\'s end comes back to it (podium, Play again) until another game starts; the session is recorded once', async ({ page }) => {
  const { sessions } = seeded('PODIUM', [13]);
  await toRoundEnd(page, sessions[0]!);
  await expect(page.locator('[data-podium]')).toBeVisible();
  const before = await results(page);
  await settled(page);
  await page.reload();
  await expect(page.locator('#round-end-title')).toBeVisible();
  await expect(page.locator('[data-podium]')).toBeVisible();
  await expect(button(page, 'Play again')).toBeVisible();
  expect(await results(page)).toEqual(before);
  // Home offers no Continue for a finished session: there is nothing left to play.
  await page.getByRole('button', { name: 'Mexican Train, home' }).click();
  await expect(page.locator('[data-home]')).toBeVisible();
  await expect(page.locator('[data-door="continue"]')).toHaveCount(0);
  // Records holds it once, however often the page was reloaded at its end.
  await button(page, 'Records').click();
  await expect(page.locator('main article.record')).toHaveCount(1);
  // Another game replaces it: a reload now resumes that one.
  await page.getByRole('button', { name: 'Mexican Train, home' }).click();
  await page.getByRole('button', { name: /^Quick game/ }).click();
  await expect(page.locator('.seats [data-seat]')).toHaveCount(4);
  await settled(page);
  await page.reload();
  await expect(page.locator('.seats [data-seat]')).toHaveCount(4);
  await expect(page.locator('#round-end-title')).toHaveCount(0);
});

test('Play again keeps the seats with a fresh seed, and Share gives a link that pre-fills the form', async ({ page, context }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { shared: string[] };
    w.shared = [];
    Object.defineProperty(navigator, 'share', { configurable: true, value: async (data: { url: string }) => void w.shared.push(data.url) });
  });
  const { seed: first, sessions } = seeded('PLAYAGAIN', [13]);
  await toRoundEnd(page, sessions[0]!);
  await expect(page.locator('[data-podium]')).toBeVisible();

  // Share at the session's end: the system's share sheet gets this session's deal.
  await button(page, 'Share').click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { shared: string[] }).shared.at(-1))).toMatch(new RegExp(`\\?seed=${first}&players=You:person,Ana:sharp$`));

  await button(page, 'Play again').click();
  await expect(page.locator('#round-end-title')).toBeHidden();
  await button(page, 'Scores').click();
  const sheet = page.getByRole('dialog', { name: 'Scores' });
  await expect(sheet.locator('thead th.pad-name')).toHaveText(['You', 'Ana']);
  const seed = (await sheet.locator('.pad-deal code').textContent())!;
  expect(seed).not.toBe(first);
  await sheet.getByRole('button', { name: 'Share', exact: true }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { shared: string[] }).shared.length)).toBe(2);
  const link = await page.evaluate(() => (window as unknown as { shared: string[] }).shared[1]!);
  expect(new URL(link).searchParams.get('seed')).toBe(seed);
  expect(new URL(link).searchParams.get('players')).toBe('You:person,Ana:sharp');

  // The link on another page (another device): the form shows the same seed and seats.
  const other = await context.newPage();
  await other.goto(link);
  await expect(other.locator('#seed')).toHaveValue(seed);
  await expect(other.getByRole('textbox', { name: /name/i })).toHaveCount(2);
  const names = await other.getByRole('textbox', { name: /name/i }).evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value));
  expect(names).toEqual(['You', 'Ana']);
});

test('without a share sheet, Share copies the link and says so', async ({ page, context }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { copied: string[] };
    w.copied = [];
    Object.defineProperty(navigator, 'share', { configurable: true, value: undefined });
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: async (text: string) => void w.copied.push(text) } });
  });
  await startGame(page, 'seed=COPYME01&players=Zoë,Dr: Who:relaxed');
  await button(page, 'Scores').click();
  // Round 1 is in play: its row is marked and blank, like the rest; no places yet.
  await expect(page.locator('[data-scores] tr[data-playing]')).toHaveAttribute('data-pad-round', '1');
  expect(await padRow(page, 1)).toEqual(['', '']);
  expect(await padRow(page, 'place')).toEqual(['', '']);
  await page.getByRole('dialog', { name: 'Scores' }).getByRole('button', { name: 'Share', exact: true }).click();
  await expect(page.getByText('Link copied.')).toBeVisible();
  const link = await page.evaluate(() => (window as unknown as { copied: string[] }).copied[0]!);
  expect(new URL(link).searchParams.get('seed')).toBe('COPYME01');
  expect(new URL(link).searchParams.get('players')).toBe('Zoë:person,Dr: Who:relaxed');
  const other = await context.newPage();
  await other.goto(link);
  await expect(other.locator('#seed')).toHaveValue('COPYME01');
  const names = await other.getByRole('textbox', { name: /name/i }).evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value));
  expect(names).toEqual(['Zoë', 'Dr: Who']);
});

/** "1st", "2nd"… as the English words write a place. */
const ordinal = (n: number) => `${n}${['th', 'st', 'nd', 'rd'][n % 100 >= 11 && n % 100 <= 13 ? 0 : n % 10 <= 3 ? n % 10 : 0]}`;
const points = (n: number) => (n === 1 ? '1 point' : `${n} points`);

test('the session\'s end names the winner in its heading and says your place in words, light and dark', async ({ page }) => {
  const { sessions } = seeded('PODIUM', [13]);
  await toRoundEnd(page, sessions[0]!);
  const rows = await results(page);
  const [you, ana] = rows.map((r) => ({ total: Number(r.total), rank: Number(r.rank) }));
  const title = page.locator('#round-end-title');
  // Seat 0 is "You", the viewer; seat 1 is Ana.
  if (you!.total === ana!.total) {
    await expect(title).toContainText('You and Ana win!');
    await expect(page.locator('[data-finish]')).toHaveText('You finished 1st, tied with Ana');
  } else if (you!.total < ana!.total) {
    await expect(title).toContainText('You win!');
    await expect(page.locator('[data-finish]')).toHaveText(`You finished 1st, ${points(ana!.total - you!.total)} ahead of Ana`);
  } else {
    await expect(title).toContainText('Ana wins!');
    await expect(page.locator('[data-finish]')).toHaveText(`You finished ${ordinal(you!.rank)}, ${points(you!.total - ana!.total)} behind Ana`);
  }
  // The heading no longer leads with who went out; that stays as a quieter line.
  await expect(title).not.toContainText('went out');
  await expect(page.locator('.round-end .ended')).toContainText('Round 13 over');
  await expect(page.locator('.round-end')).not.toContainText('Round minimum');
  await expect(page.locator('.round-end')).toContainText('Lowest score this round:');
  // The celebration runs (motion allowed here): the podium's top step rises and tiles fall over it.
  await expect(page.locator('[data-podium][data-celebrate]')).toHaveCount(1);
  await expect(page.locator('[data-celebration] .bit').first()).toBeAttached();
  // Once fallen (1.7 s each, the last starting 0.54 s after the first), the tiles go: nothing stays behind.
  await expect(page.locator('[data-celebration] .bit')).toHaveCount(0, { timeout: 10_000 });
  await noAxeViolations(page, 'the session\'s end, light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await noAxeViolations(page, 'the session\'s end, dark');
});

test('nothing moves at the session\'s end when the person asked for reduced motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const { sessions } = seeded('PODIUM', [13]);
  await toRoundEnd(page, sessions[0]!);
  await expect(page.locator('[data-podium]')).toBeVisible();
  await expect(page.locator('[data-finish]')).toContainText('You finished');
  await expect(page.locator('[data-celebration]')).toHaveCount(0);
  await expect(page.locator('[data-podium][data-celebrate]')).toHaveCount(0);
});

test('Share at the session\'s end hands the share sheet the result card: one PNG at least 600 px wide, with the link', async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { sent: { files: number; type: string; name: string; width: number; url: string; text: string }[] };
    w.sent = [];
    Object.defineProperty(navigator, 'canShare', { configurable: true, value: (data: { files?: File[] }) => (data.files?.length ?? 0) > 0 });
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: async (data: { url: string; text: string; files?: File[] }) => {
        const file = data.files?.[0];
        const width = file ? (await createImageBitmap(file)).width : 0;
        w.sent.push({ files: data.files?.length ?? 0, type: file?.type ?? '', name: file?.name ?? '', width, url: data.url, text: data.text });
      },
    });
  });
  const { seed, sessions } = seeded('PLAYAGAIN', [13]);
  await toRoundEnd(page, sessions[0]!);
  await button(page, 'Share').click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { sent: unknown[] }).sent.length)).toBe(1);
  const [sent] = await page.evaluate(() => (window as unknown as { sent: { files: number; type: string; name: string; width: number; url: string; text: string }[] }).sent);
  expect(sent!.files).toBe(1);
  expect(sent!.type).toBe('image/png');
  expect(sent!.name).toMatch(/\.png$/);
  expect(sent!.width).toBeGreaterThanOrEqual(600);
  expect(sent!.url).toMatch(new RegExp(`\\?seed=${seed}&players=You:person,Ana:sharp$`));
  expect(sent!.text).toMatch(/^Mexican Train: .+ with \d+ points?\.$/);
  await expect(page.getByText('Result card shared with the link.')).toBeVisible();
});

test('without file sharing, Share saves the result card as a download and copies the link as before', async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { copied: string[] };
    w.copied = [];
    Object.defineProperty(navigator, 'share', { configurable: true, value: undefined });
    Object.defineProperty(navigator, 'canShare', { configurable: true, value: undefined });
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: async (text: string) => void w.copied.push(text) } });
  });
  const { seed, sessions } = seeded('PLAYAGAIN', [13]);
  await toRoundEnd(page, sessions[0]!);
  const download = page.waitForEvent('download');
  await button(page, 'Share').click();
  const saved = await download;
  expect(saved.suggestedFilename()).toBe('mexican-train-result.png');
  // A PNG: its signature, then the header's width (bytes 16–19, big-endian).
  const stream = await saved.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  const png = Buffer.concat(chunks);
  expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  expect(png.readUInt32BE(16)).toBeGreaterThanOrEqual(600);
  await expect(page.getByText('Result card saved to your downloads. Link copied.')).toBeVisible();
  const link = await page.evaluate(() => (window as unknown as { copied: string[] }).copied[0]!);
  expect(new URL(link).searchParams.get('seed')).toBe(seed);
});

const SIX: SeatSettings[] = [
  { name: 'You', kind: 'person' },
  { name: 'Ana', kind: 'computer', level: 'sharp' },
  { name: 'Benjamín', kind: 'computer', level: 'relaxed' },
  { name: 'Cy', kind: 'computer', level: 'sharp' },
  { name: 'Dora', kind: 'computer', level: 'expert' },
  { name: 'Eli', kind: 'computer', level: 'sharp' },
];

for (const [width, height] of [
  [390, 844],
  [360, 640],
] as const) {
  test(`at ${width}×${height} every result of six seats shows at the session's end, the panel not scrolling inside`, async ({ page }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width, height });
    const { sessions } = seeded('SIXEND', [13], SIX);
    await toRoundEnd(page, sessions[0]!);
    await expect(page.locator('[data-podium]')).toBeVisible();
    const rows = page.locator('tr[data-result]');
    await expect(rows).toHaveCount(6);
    // After the celebration (the podium's step grows back to its height).
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
    const boxes = await rows.evaluateAll((trs) => trs.map((tr) => tr.getBoundingClientRect()).map((r) => ({ top: r.top, bottom: r.bottom, left: r.left, right: r.right })));
    for (const [i, box] of boxes.entries()) {
      expect(box.top, `row ${i}`).toBeGreaterThanOrEqual(0);
      expect(box.left, `row ${i}`).toBeGreaterThanOrEqual(0);
      expect(box.bottom, `row ${i}`).toBeLessThanOrEqual(height);
      expect(box.right, `row ${i}`).toBeLessThanOrEqual(width);
    }
    // Nothing covers a row (the sticky buttons), and the panel holds it all without scrolling.
    const covered = await rows.evaluateAll((trs) =>
      trs.filter((tr) => {
        const r = tr.getBoundingClientRect();
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        return !hit || !tr.contains(hit);
      }).length,
    );
    expect(covered).toBe(0);
    const scroll = await page.locator('.dock-panel').evaluate((el) => ({ scroll: el.scrollHeight, client: el.clientHeight }));
    expect(scroll.scroll).toBeLessThanOrEqual(scroll.client + 1);
    // The page itself does not scroll either.
    expect(await page.evaluate(() => document.documentElement.scrollHeight - document.documentElement.clientHeight)).toBeLessThanOrEqual(0);
    await expect(page.locator('#round-end-title')).toContainText(/wins?!$/);
  });
}

