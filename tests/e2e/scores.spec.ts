/**
 * The score pad (issue 11): the Scores sheet mid-session against the round-end tables, the
 * podium at the session's end with Play again / Play this deal again, and the Share link
 * that pre-fills the form. Rounds are not played move by move here (a round of two seats
 * can take a minute on a busy machine): the test stores a session one computer move before
 * a round's end, and the app's own computer ends the round, its round-end table and all.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { act, botStep, current, firstLegalBot, nextRound, start, toRecord, viewFor, type Session } from '../../src/session/index.ts';
import { databaseReady, putStored } from './database.ts';
import { expect, test } from './fixtures.ts';
import { settled, startGame } from './play.ts';

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

const SEATS = [
  { name: 'You', kind: 'person' as const },
  { name: 'Ana', kind: 'computer' as const, level: 'sharp' as const },
];

/**
 * A session of SEATS with rounds before `round` played through (first-legal moves) and
 * `round` played up to its last move, when that move is the computer's (so the app's own
 * computer ends the round at once, whatever it picks: its last tile, or the pass of a
 * blocked round); null when a person's move would end it.
 */
function beforeLastMove(seed: string, round: number): Session | null {
  let t = Date.UTC(2026, 10, 1);
  const made = start({ seats: SEATS, seed }, { now: () => new Date((t += 1000)).toISOString(), bot: firstLegalBot });
  if (!made.ok) throw new Error(made.message);
  let s = made.session;
  for (;;) {
    const computer = current(s).turnKind === 'computer';
    const next = computer ? botStep(s)!.session : (act(s, viewFor(s, current(s).turn).legal[0]!) as { ok: true; session: Session }).session;
    if (current(next).phase === 'playing') s = next;
    else if (current(s).round === round) return computer ? s : null;
    else s = (nextRound(next) as { ok: true; session: Session }).session;
  }
}

/** The first seed `prefix`0, `prefix`1… whose every round in `rounds` ends on a computer's move, with those sessions. */
function seeded(prefix: string, rounds: number[]): { seed: string; sessions: Session[] } {
  for (let i = 0; i < 100; i++) {
    const seed = `${prefix}${i}`;
    const sessions = rounds.map((r) => beforeLastMove(seed, r));
    if (sessions.every((x) => x !== null)) return { seed, sessions: sessions as Session[] };
  }
  throw new Error(`no seed ${prefix}0–99 fits`);
}

/**
 * Stores `session` as the game in progress (Instant pace) and opens the app on it. The app
 * creates its database first; the test then writes from a script-free page of the origin
 * (its icon), so the app's own start-up cannot read the store meanwhile (as
 * kept-aside.spec.ts does).
 */
async function openStored(page: Page, session: Session): Promise<void> {
  // The restored table may ask for the your-turn vibration before any tap, which Chromium logs as an error.
  await page.addInitScript(() => Object.defineProperty(navigator, 'vibrate', { configurable: true, value: () => true }));
  await page.goto('/');
  await databaseReady(page);
  const entry = { record: toRecord(session), savedAt: '2026-11-01T00:00:00.000Z' };
  await putStored(page, [
    { store: 'session', key: 'current', value: entry },
    // The computers play at Instant pace.
    { store: 'settings', key: 'preferences', value: { pace: 'instant' } },
  ]);
  await page.goto('/');
  await expect(page.locator('.table')).toBeVisible();
}

/** Opens a stored session one computer move before its round's end: the app's computer ends it. */
async function toRoundEnd(page: Page, session: Session): Promise<void> {
  await openStored(page, session);
  await expect(page.locator('#round-end-title')).toBeVisible();
  await settled(page);
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
