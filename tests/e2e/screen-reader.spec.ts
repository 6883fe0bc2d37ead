/**
 * A whole round without sight (issue 42): every choice is made from what the accessibility tree
 * says (roles and names, through ariaSnapshot), never from classes or pixels, and every key is a
 * key press: Tab and Enter for buttons, a tile's number, a train's letter, Enter to confirm, R to
 * read the table. The live region's lines are collected as a screen reader would hear them: every
 * action of the round's history is among them, in order, and no tile is named that the reader
 * could not know (another seat's hand).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { settled } from './play.ts';

/** The accessible names of the buttons in `snapshot` (an ariaSnapshot's YAML). */
function buttons(snapshot: string): string[] {
  return [...snapshot.matchAll(/button "((?:[^"\\]|\\.)*)"/g)].map((m) => m[1]!.replace(/\\"/g, '"'));
}

/** What the focused element is, as the accessibility tree says it ("button "Start"", "group "Your hand, 12 tiles""). */
async function focused(page: Page): Promise<string> {
  const el = page.locator(':focus');
  return (await el.count()) ? (await el.ariaSnapshot()).split('\n')[0]!.replace(/^- '?|'?:?$/g, '') : '';
}

/** Tabs until the button named `name` has the focus, then presses Enter. */
async function press(page: Page, name: string): Promise<void> {
  for (let i = 0; i < 120; i++) {
    if ((await focused(page)).startsWith(`button "${name}"`)) {
      await page.keyboard.press('Enter');
      return;
    }
    await page.keyboard.press('Tab');
  }
  throw new Error(`no button "${name}" reached with Tab`);
}

/** "3–5", "double 6": every tile a sentence names. */
function tilesNamed(line: string): string[] {
  return [...line.matchAll(/\bdouble (\d+)\b|\b(\d+)–(\d+)\b/g)].map((m) => (m[1] !== undefined ? `${m[1]}|${m[1]}` : `${m[2]}|${m[3]}`));
}

/** A tile as the hand's names say it ("4: 2–12, playable") in the code form tilesNamed gives. */
function handTile(name: string): { index: string; tile: string; playable: boolean } | null {
  const m = /^(\d+): (?:double (\d+)|(\d+)–(\d+))(, playable)?/.exec(name);
  if (!m) return null;
  return { index: m[1]!, tile: m[2] !== undefined ? `${m[2]}|${m[2]}` : `${m[3]}|${m[4]}`, playable: m[5] !== undefined };
}

test('a whole round by keyboard and screen reader alone: moves chosen from the accessibility tree, every action announced in order, no other hand named', async ({ page }) => {
  test.setTimeout(180_000);
  await page.addInitScript(() => {
    const w = window as unknown as { said: string[]; urgent: string[] };
    w.said = [];
    w.urgent = [];
    new MutationObserver((records) => {
      for (const r of records) {
        if (!(r.target instanceof HTMLElement)) continue;
        const list = r.target.matches('[data-announcer]') ? w.said : r.target.matches('[data-announcer-urgent]') ? w.urgent : null;
        if (list) for (const n of r.addedNodes) list.push(n.textContent ?? '');
      }
    }).observe(document, { subtree: true, childList: true });
  });
  await page.goto('./?seed=HEAR42&players=You,Ana:computer,Ben:computer&pace=instant');
  await expect(page.getByRole('button', { name: 'Start', exact: true })).toBeVisible();
  await press(page, 'Start');

  const mine = new Set<string>(); // every tile the reader held: theirs to hear about
  let reads = 0;
  let focusChecked = false;
  for (let moves = 0; ; moves++) {
    expect(moves, 'the round ends within 300 moves').toBeLessThan(300);
    await settled(page);
    const table = await page.getByRole('region', { name: 'The table' }).ariaSnapshot();
    const names = buttons(table);
    if (names.includes('Next round')) break;
    const hand = names.map(handTile).filter((t) => t !== null);
    for (const t of hand) mine.add(t.tile);
    const playable = hand.find((t) => t.playable);
    if (reads === 0 && playable) {
      await page.keyboard.press('r');
      await expect.poll(async () => (await page.evaluate(() => (window as unknown as { said: string[] }).said)).at(-1)).toMatch(/^Your turn; open to you: .+ needs \d+/);
      reads++;
    }
    if (names.includes('Place engine')) await press(page, 'Place engine');
    else if (playable) {
      await page.keyboard.type(playable.index);
      let now = buttons(await page.getByRole('region', { name: 'The table' }).ariaSnapshot());
      if (!now.includes('Confirm')) {
        // Two trains take it: the lit ones say so in their names; their letter picks one.
        const train = now.find((n) => /^[A-K]: .*you may play here/.test(n));
        expect(train, `a train for ${playable.tile}`).toBeTruthy();
        await page.keyboard.press(train![0]!.toLowerCase());
        now = buttons(await page.getByRole('region', { name: 'The table' }).ariaSnapshot());
      }
      expect(now).toContain('Confirm');
      await page.keyboard.press('Enter');
      if (!focusChecked) {
        // After a move the focus is back on the hand, never on a button that went away.
        await expect.poll(() => focused(page)).toMatch(/^group "Your hand/);
        focusChecked = true;
      }
    } else if (names.includes('Confirm')) await press(page, 'Confirm');
    else if (names.includes('Draw')) {
      await press(page, 'Draw');
      await page.keyboard.press('Enter'); // the draw is previewed; Enter confirms it from the hand
    } else if (names.includes('Pass')) await press(page, 'Pass');
    else if (names.includes('Finish turn')) {
      await press(page, 'Finish turn');
      await page.keyboard.press('Enter');
    } else throw new Error(`no move offered:\n${table}`);
  }
  expect(reads).toBe(1);

  // The round's end is said at once, in the assertive region.
  expect(await page.evaluate(() => (window as unknown as { urgent: string[] }).urgent)).toEqual([expect.stringMatching(/^Round 1 over/)]);
  await press(page, 'History');
  const history = await page.getByRole('region', { name: 'Round 1, move by move' }).ariaSnapshot();
  const entries = [...history.matchAll(/- listitem: "?(.*?)"?$/gm)].map((m) => m[1]!.replace(/\\"/g, '"'));
  const said = await page.evaluate(() => (window as unknown as { said: string[] }).said);
  expect(entries.filter((e) => e.startsWith('You ')).length).toBeGreaterThan(2);
  expect(entries.filter((e) => /^(Ana|Ben) /.test(e)).length).toBeGreaterThan(4);
  // Every entry, in order (the move that ends the round says how in the same line).
  let at = 0;
  for (const entry of entries) {
    const from = entry.endsWith('the round is over.') ? at - 1 : at;
    const i = said.findIndex((line, j) => j >= from && line.includes(entry));
    expect(i, `"${entry}" from line ${from}`).toBeGreaterThanOrEqual(0);
    at = i + 1;
  }
  // No tile named but those laid on the board (the history's plays) and the reader's own.
  const laid = new Set(entries.flatMap(tilesNamed));
  for (const line of said) for (const tile of tilesNamed(line)) expect(laid.has(tile) || mine.has(tile), `${tile} in "${line}"`).toBe(true);
});

test('after a tapped move the focus is on the hand, never left on the page or on a button that went away', async ({ page }) => {
  await page.goto('./?seed=HEAR42&players=You,Ana:computer,Ben:computer&pace=instant');
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await settled(page);
  // Tapped, not keyed: the first move the dock offers (the engine, a tile that fits, a draw or a pass).
  const engine = page.getByRole('button', { name: 'Place engine', exact: true });
  if (await engine.isVisible()) await engine.click();
  else {
    const fits = page.locator('.hand-tile.fits');
    if (await fits.count()) await fits.first().click();
    else await page.locator('.dock').getByRole('button', { name: /^(Draw|Pass)$/ }).first().click();
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  }
  await settled(page);
  await expect.poll(() => focused(page)).toMatch(/^group "Your hand/);
});
