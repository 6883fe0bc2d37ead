/** Never lose a game: reloads, abrupt closes, two tabs, and records files in and out. */
import type { Page } from '@playwright/test';
import { fromRecord, runBots, start, toRecord, nextRound, current, firstLegalBot, type Session } from '../../src/session/index.ts';
import { expect, test, waitForServiceWorkerControl } from './fixtures.ts';
import { personMove, settled, startGame, tableState } from './play.ts';

async function restored(page: Page): Promise<Record<string, unknown>> {
  await expect(page.locator('.table')).toBeVisible();
  await settled(page);
  return tableState(page);
}

test('a reload at 20 points of a game finds exactly the same table each time', async ({ page }) => {
  test.setTimeout(180_000);
  await startGame(page, 'seed=RELOAD20&players=4');
  let reloads = 0;
  let step = 0;
  let x = 12345;
  const kinds = new Set<string>();
  while (reloads < 20 && step < 600) {
    step++;
    await settled(page);
    if (await page.locator('#round-end-title').isVisible()) {
      kinds.add('round end');
    } else {
      const did = await personMove(page);
      await settled(page);
      if (did === 'draw') kinds.add('after a draw');
      const state = await tableState(page);
      if (/add to your (chain|train)/i.test(String(state.prompt))) kinds.add('mid first-turn chain');
      if ((await page.locator('.duty, #prompt').filter({ hasText: /cover the double/i }).count()) > 0) kinds.add('double exposed');
      x = (x * 1103515245 + 12345) % 2 ** 31;
      const special = did === 'draw' || /add to your (chain|train)/i.test(String(state.prompt));
      if (!special && x % 4 !== 0) continue;
    }
    const before = await tableState(page);
    await page.reload();
    const after = await restored(page);
    expect(after).toEqual(before);
    reloads++;
    if (await page.locator('#round-end-title').isVisible()) {
      await page.getByRole('button', { name: 'Next round', exact: true }).click();
    }
  }
  expect(reloads).toBe(20);
  expect([...kinds]).toEqual(expect.arrayContaining(['mid first-turn chain', 'after a draw']));
});

test('closing the page abruptly and opening the game again resumes at the last action', async ({ context, page }) => {
  await startGame(page, 'seed=ABRUPT&players=3');
  for (let i = 0; i < 6; i++) {
    await settled(page);
    await personMove(page);
  }
  await settled(page);
  const before = await tableState(page);
  await page.close({ runBeforeUnload: false });
  const again = await context.newPage();
  await again.goto('/');
  expect(await restored(again)).toEqual(before);
  // Shown on the news line, and said once by the table's live region.
  await expect(again.locator('.news').getByText('Game restored where you left it.')).toBeVisible();
  await expect(again.locator('[data-announcer]').getByText('Game restored where you left it.')).toHaveCount(1);
});

test('two tabs: the second is read-only until it takes over, then the first is', async ({ context, page }) => {
  await startGame(page, 'seed=TWOTABS&players=3');
  await settled(page);
  const second = await context.newPage();
  await second.goto('/');
  await expect(second.getByText('This game is being played in another tab')).toBeVisible();
  await second.getByRole('button', { name: 'Take over', exact: true }).click();
  // The new owner's table draws its lanes in the frames after its first paint: read it settled.
  const taken = await restored(second);
  await expect(page.getByText('Another tab took over this game')).toBeVisible();
  expect(taken).toEqual(await tableState(page));
  // The first tab can no longer change the game: whatever it tries, the table stays as the owner has it.
  const table = async (p: Page) => {
    const { hand, trains, status, seats } = await tableState(p);
    // A tile picked in the read-only tab lights trains: UI state, not the game.
    return { hand, trains: (trains as string[]).map((t) => t.replace(', you may play here', '')), status, seats };
  };
  const owner = await table(second);
  expect(await personMove(page)).not.toBeNull();
  await personMove(page);
  expect(await table(page)).toEqual(owner);
  expect(await table(second)).toEqual(owner);
});

test('with the network off, a reload serves the game and a new session can be played', async ({ context, page }) => {
  await page.goto('/');
  await waitForServiceWorkerControl(page);
  await context.setOffline(true);
  await page.reload();
  await startGame(page, 'seed=OFFLINE&players=2');
  for (let i = 0; i < 8; i++) {
    await settled(page);
    await personMove(page);
  }
  await settled(page);
  await expect(page.locator('.seats')).toContainText('tiles');
  await context.setOffline(false);
});

/** A finished 13-round session of computers, made with the session midend. */
function finishedRecord(seed: string): unknown {
  const env = { now: (() => { let t = Date.UTC(2026, 10, 1); return () => new Date((t += 1000)).toISOString(); })(), bot: firstLegalBot };
  const made = start({ seats: [{ name: 'Ana', kind: 'computer' }, { name: 'Ben', kind: 'computer' }], seed, pace: 'instant' }, env);
  if (!made.ok) throw new Error(made.message);
  let s: Session = runBots(made.session).session;
  while (current(s).phase !== 'sessionOver') {
    const n = nextRound(s);
    if (!n.ok) throw new Error(n.message);
    s = runBots(n.session).session;
  }
  const record = toRecord(s);
  if (!fromRecord(record, env).ok) throw new Error('the fixture itself does not replay');
  return record;
}

test('records export to a file and import back; a tampered file is refused and changes nothing', async ({ page }) => {
  const record = finishedRecord('EXPORTME');
  const file = { format: 'mexican-train/records', version: 1, exportedAt: '2026-11-01T00:00:00.000Z', records: [{ record }] };
  await page.goto('/');
  await page.getByRole('button', { name: 'Records', exact: true }).click();
  await expect(page.getByText('No finished sessions yet')).toBeVisible();
  await page.locator('input[type=file]').setInputFiles({ name: 'records.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(file)) });
  await expect(page.getByText('Imported 1 record')).toBeVisible();
  await expect(page.locator('article.record')).toHaveCount(1);
  await expect(page.locator('article.record')).toContainText('EXPORTME');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export records', exact: true }).click();
  const text = await (await (await download).createReadStream()).toArray();
  const exported = JSON.parse(Buffer.concat(text).toString('utf8'));
  expect(exported.format).toBe('mexican-train/records');
  expect(exported.records.map((r: { record: unknown }) => r.record)).toEqual([record]);

  const tampered = structuredClone(exported);
  const actions: string[] = tampered.records[0].record.rounds[0].actions;
  actions[actions.length - 1] = 'play 12|12 mexican';
  tampered.records[0].record.settings.seed = 'OTHERSEED';
  await page.locator('input[type=file]').setInputFiles({ name: 'tampered.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(tampered)) });
  await expect(page.getByText('This file cannot be imported')).toBeVisible();
  await expect(page.locator('article.record')).toHaveCount(1);
  await page.locator('input[type=file]').setInputFiles({ name: 'junk.json', mimeType: 'application/json', buffer: Buffer.from('{not json') });
  await expect(page.getByText('not valid JSON')).toBeVisible();
  await expect(page.locator('article.record')).toHaveCount(1);

  // A session still in progress is no record of a finished one.
  const unfinished = { ...file, records: [{ record: toRecord(runBots((start({ seats: [{ name: 'Ana', kind: 'computer' }, { name: 'Ben', kind: 'computer' }], seed: 'HALFWAY', pace: 'instant' }, { now: () => '2026-11-01T00:00:00.000Z', bot: firstLegalBot }) as { ok: true; session: Session }).session).session) }] };
  await page.locator('input[type=file]').setInputFiles({ name: 'unfinished.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(unfinished)) });
  await expect(page.getByText('still in progress')).toBeVisible();
  await expect(page.locator('article.record')).toHaveCount(1);

  // Deleting takes a confirmation.
  await page.getByRole('button', { name: 'Delete…', exact: true }).click();
  await page.getByRole('button', { name: 'Keep it', exact: true }).click();
  await expect(page.locator('article.record')).toHaveCount(1);
  await page.getByRole('button', { name: 'Delete…', exact: true }).click();
  await page.getByRole('button', { name: 'Delete record', exact: true }).click();
  await expect(page.locator('article.record')).toHaveCount(0);
});
