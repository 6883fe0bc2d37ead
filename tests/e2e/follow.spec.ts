/**
 * Following the play (issue 10): the round's history, the sounds through a fake AudioContext
 * (silent when muted), the screen wake lock, the pace on the table and Skip to my turn.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { personMove, playRound, runningMotions, settled, startGame } from './play.ts';

/** A fake AudioContext (counts the notes started) and a fake wake lock (logs requests and releases). */
async function fakeAmbience(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { notes: number; wake: string[] };
    w.notes = 0;
    w.wake = [];
    const param = { setValueAtTime() {}, exponentialRampToValueAtTime() {} };
    class FakeAudio {
      currentTime = 0;
      destination = {};
      state = 'running';
      createGain() {
        return { gain: param, connect() {} };
      }
      createOscillator() {
        return { type: 'sine', frequency: param, connect() {}, start: () => void w.notes++, stop() {} };
      }
    }
    Object.defineProperty(window, 'AudioContext', { value: FakeAudio, configurable: true });
    let n = 0;
    Object.defineProperty(navigator, 'wakeLock', {
      configurable: true,
      value: {
        request: async () => {
          const id = ++n;
          w.wake.push(`request ${id}`);
          return { release: async () => void w.wake.push(`release ${id}`) };
        },
      },
    });
  });
}

const notes = (page: Page) => page.evaluate(() => (window as unknown as { notes: number }).notes);
const wake = (page: Page) => page.evaluate(() => (window as unknown as { wake: string[] }).wake);

test('the history lists every move in notation, marks those since your turn, and names no drawn tile', async ({ page }) => {
  await startGame(page, 'seed=FOLLOW1&players=Ana,Ben:computer,Cy:computer');
  for (let moves = 0; moves < 6; ) {
    await settled(page);
    if ((await personMove(page)) !== null) moves++;
  }
  await settled(page);
  await page.getByRole('button', { name: 'History', exact: true }).click();
  const entries = page.locator('[data-history-entry][data-action]');
  await expect(entries.first()).toBeVisible();
  const rows = await entries.evaluateAll((els) =>
    els.map((e) => ({ seat: e.getAttribute('data-seat'), action: e.getAttribute('data-action')!, since: e.getAttribute('data-since'), text: e.textContent! })),
  );
  expect(rows.length).toBeGreaterThan(6);
  for (const r of rows) expect(r.action).toMatch(/^(engine|draw|pass|end|play \d+\|\d+ (mexican|\d))$/);
  // "Since your turn" starts right after your (seat 0's) last move.
  const lastMine = rows.map((r) => r.seat).lastIndexOf('0');
  expect(rows.map((r) => r.since === 'true')).toEqual(rows.map((_, i) => i > lastMine));
  // Another seat's draw names no tile.
  for (const r of rows.filter((r) => r.action === 'draw' && r.seat !== '0')) expect(r.text).not.toMatch(/\d[–|]\d/);
  // The tiles played since your turn are the ones marked on the board.
  const norm = (t: string) => t.split('|').map(Number).sort((a, b) => a - b).join('|');
  const playedSince = rows.filter((r) => r.since === 'true' && r.action.startsWith('play ')).map((r) => norm(r.action.split(' ')[1]!));
  const marked = await page.locator('[data-placed][data-since="true"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-placed')!));
  expect(marked.map(norm).sort()).toEqual(playedSince.sort());
  await page.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(page.locator('[data-history-entry]')).toHaveCount(0);
});

test('sounds go through Web Audio and stop when muted; the screen stays awake in play and is let go at the round end', async ({ page }) => {
  await fakeAmbience(page);
  await startGame(page, 'seed=FOLLOW2&players=Ana,Ben:computer,Cy:computer');
  for (let moves = 0; moves < 3; ) {
    await settled(page);
    if ((await personMove(page)) !== null) moves++;
  }
  await settled(page);
  expect(await notes(page), 'moves and your turn sound').toBeGreaterThan(0);
  expect(await wake(page)).toEqual(['request 1']);
  const sound = page.getByRole('button', { name: 'Sound', exact: true });
  await expect(sound).toHaveAttribute('aria-pressed', 'true');
  await sound.click();
  await expect(sound).toHaveAttribute('aria-pressed', 'false');
  const before = await notes(page);
  for (let moves = 0; moves < 3; ) {
    await settled(page);
    if ((await personMove(page)) !== null) moves++;
  }
  await settled(page);
  expect(await notes(page), 'muted: not one note').toBe(before);
  await playRound(page);
  await expect.poll(() => wake(page)).toEqual(['request 1', 'release 1']);
});

test('the pace is chosen on the table, and Skip to my turn brings the computers\' moves at once', async ({ page }) => {
  await startGame(page, 'seed=FOLLOW3&players=Ana,Ben:computer,Cy:computer,Dee:computer', 'slow');
  const pace = page.getByRole('combobox', { name: 'Pace', exact: true });
  await expect(pace).toHaveValue('slow');
  // Play until the computers are to answer at the slow pace.
  const skip = page.getByRole('button', { name: 'Skip to my turn', exact: true });
  for (let tries = 0; tries < 40 && !(await skip.isVisible()); tries++) {
    if ((await personMove(page)) === null) await page.waitForTimeout(100);
  }
  await expect(skip).toBeVisible();
  await skip.click();
  // Three computers at the slow pace take seconds; skipped, the person's turn is back at once.
  await expect(page.locator('[data-seat="0"][data-turn="true"]')).toBeVisible({ timeout: 3000 });
  await expect(skip).toBeHidden();
  await pace.selectOption('fast');
  // The preference is written in the background: reload once it is stored, as a person would a moment later.
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          new Promise<unknown>((resolve) => {
            const open = indexedDB.open('mexican-train');
            open.onerror = () => resolve(null);
            open.onsuccess = () => {
              const get = open.result.transaction('settings').objectStore('settings').get('preferences');
              get.onsuccess = () => (resolve((get.result as { pace?: unknown } | undefined)?.pace ?? null), open.result.close());
              get.onerror = () => (resolve(null), open.result.close());
            };
          }),
      ),
    )
    .toBe('fast');
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Pace', exact: true })).toHaveValue('fast');
});

/** Records every Web Animation started on a laid tile or a seat chip, and when the trains change. */
async function watchMotion(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { motions: { at: number; ms: number }[]; changes: number[] };
    w.motions = [];
    w.changes = [];
    const animate = Element.prototype.animate;
    Element.prototype.animate = function (this: Element, keyframes, options) {
      const ms = typeof options === 'number' ? options : Number(options?.duration ?? 0);
      if (this.matches('[data-placed], [data-seat]')) w.motions.push({ at: performance.now(), ms });
      return animate.call(this, keyframes, options);
    };
    new MutationObserver(() => w.changes.push(performance.now())).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-tiles'] });
  });
}

test('while the computers play, every motion is a move or a fade the compositor runs (the page paints nothing for it)', async ({ page }) => {
  // Ten seats on a small phone: the chips are narrow, and a computer thinking shows the marching bar.
  await page.setViewportSize({ width: 360, height: 640 });
  await startGame(page, 'seed=FOLLOW10&players=10', 'fast');
  const painted = new Set<string>();
  let sampled = 0;
  for (let moves = 0; moves < 2; ) {
    const now = await runningMotions(page);
    if (now.running) sampled++;
    for (const key of now.painted) painted.add(key);
    if ((await personMove(page)) !== null) moves++;
    else await page.waitForTimeout(40);
  }
  expect(sampled, 'moments with a motion running').toBeGreaterThan(0);
  expect([...painted], 'properties animated that the page must paint at every frame').toEqual([]);
});

test('with reduced motion nothing animates while the computers play', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await startGame(page, 'seed=FOLLOW4&players=Ana,Ben:computer,Cy:computer', 'fast');
  let running = 0;
  for (let moves = 0; moves < 4; ) {
    running += await page.evaluate(() => document.getAnimations().filter((a) => a.playState === 'running').length);
    if ((await personMove(page)) !== null) moves++;
    else await page.waitForTimeout(60);
  }
  expect(running).toBe(0);
});

test('a computer\'s move travels from its seat, and the next move waits for the motion to end', async ({ page }) => {
  await watchMotion(page);
  await startGame(page, 'seed=FOLLOW4&players=Ana,Ben:computer,Cy:computer', 'normal');
  for (let moves = 0; moves < 4; ) {
    await settled(page);
    // The person may act while a motion runs (their tile lands at once): they wait for it here,
    // so that every change of a train after a motion began is the computers' next move.
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
    if ((await personMove(page)) !== null) moves++;
  }
  await settled(page);
  const { motions, changes } = await page.evaluate(() => {
    const w = window as unknown as { motions: { at: number; ms: number }[]; changes: number[] };
    return { motions: w.motions, changes: w.changes };
  });
  expect(motions.length, 'computer moves moved').toBeGreaterThan(0);
  for (const m of motions) {
    expect(m.ms).toBeGreaterThan(0);
    expect(m.ms).toBeLessThanOrEqual(300);
    // The next change of any train after a motion began comes only once it has ended.
    const next = changes.find((t) => t > m.at + 1);
    if (next !== undefined) expect(next).toBeGreaterThanOrEqual(m.at + m.ms - 5);
  }
});

test('pass and play: the handoff recaps the moves since that person\'s turn, and the page holds no hand tile behind it', async ({ page }) => {
  await startGame(page, 'seed=FOLLOW5&players=Ann,Bea,Cy:computer');
  const handoff = page.getByRole('button', { name: /^I'm / });
  // Play until the same person's second handoff (they have had a turn, then others moved).
  let handoffs = 0;
  for (let moves = 0; moves < 80 && handoffs < 3; ) {
    await settled(page);
    if (await handoff.isVisible()) {
      handoffs++;
      if (handoffs === 3) break;
    }
    if ((await personMove(page)) !== null) moves++;
  }
  await expect(handoff).toBeVisible();
  const seat = Number(await page.locator('[data-handoff]').getAttribute('data-handoff'));
  const recap = await page.locator('[data-recap-item]').evaluateAll((els) => els.map((e) => ({ seat: Number(e.getAttribute('data-recap-item')), entries: e.getAttribute('data-entries')!.split(' ').map(Number) })));
  expect(recap.length).toBeGreaterThan(0);
  // The same moves as the history's entries since that seat's last move, a line a seat's run, the newest first.
  await page.getByRole('button', { name: 'History', exact: true }).click();
  const history = await page.locator('[data-history-entry][data-action]').evaluateAll((els) =>
    els.map((e) => ({ seat: Number(e.getAttribute('data-seat')), action: e.getAttribute('data-action') })),
  );
  const last = history.map((h) => h.seat).lastIndexOf(seat);
  const runs: { seat: number; entries: number[] }[] = [];
  history.forEach((h, i) => {
    if (i <= last) return;
    if (runs.at(-1)?.seat === h.seat) runs.at(-1)!.entries.push(i);
    else runs.push({ seat: h.seat, entries: [i] });
  });
  const owes = await page.locator('[data-recap-item].owes').count();
  const newestFirst = runs.reverse();
  expect(owes ? [recap[0], ...recap.slice(1)] : recap).toEqual(owes ? [recap[0], ...newestFirst.filter((r) => r.entries[0] !== recap[0]!.entries[0])] : newestFirst);
  // Nothing of any hand is in the page: no hand tile, no tile named in a draw.
  expect(await page.locator('[data-tile]').count()).toBe(0);
  expect(await page.locator('.hand').count()).toBe(0);
});
