/** Page helpers for gameplay tests: start a game, act as the person on turn, read the table. */
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/**
 * Opens the new-game form from a link and starts at the given pace. `overSaved`: a game is in
 * progress, and Start waits until the form says so (the saved game read), so the new game
 * does not win a race with that read (the replaced-game note, newgame-race.spec.ts).
 */
export async function startGame(page: Page, query: string, pace: 'slow' | 'normal' | 'fast' | 'instant' = 'instant', { overSaved = false } = {}): Promise<void> {
  await page.goto(`/?${query}`);
  if (overSaved) await expect(page.getByText(/^A game is in progress/)).toBeVisible();
  await page.locator('#pace').selectOption(pace);
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await leaveIfAsked(page);
  await expect(page.locator('.table')).toBeVisible();
}

/** When a game is in progress, Start asks first (it is kept in Records): answers Start. */
export async function leaveIfAsked(page: Page): Promise<void> {
  const ask = page.getByRole('group', { name: /^Start a new game\?/ });
  const table = page.locator('.table');
  await expect(ask.or(table)).toBeVisible();
  if (await ask.isVisible()) await ask.getByRole('button', { name: 'Start', exact: true }).click();
}

/** The tiles of the hand on screen, as data-tile codes in screen order. */
export async function handTiles(page: Page): Promise<string[]> {
  return page.locator('[data-tile]').evaluateAll((els) => els.map((e) => e.getAttribute('data-tile')!));
}

/** Everything a player can see of the table, for before/after comparisons. */
export async function tableState(page: Page): Promise<Record<string, unknown>> {
  return page.evaluate(() => ({
    hand: [...document.querySelectorAll('[data-tile]')].map((e) => e.getAttribute('data-tile')),
    trains: [...document.querySelectorAll('[data-train]')].map((e) => `${e.getAttribute('data-tiles')} ${e.getAttribute('data-marked')}`),
    status: document.querySelector('.status')?.textContent,
    yard: document.querySelector('[data-yard]')?.textContent,
    seats: [...document.querySelectorAll('.seats [data-seat]')].map((e) => `${e.getAttribute('data-count')} ${e.getAttribute('data-total')} ${e.getAttribute('data-turn')}`),
    prompt: document.querySelector('#prompt')?.textContent ?? null,
    undo: (document.querySelector('button.btn.small[title]') as HTMLButtonElement | null)?.disabled ?? null,
    redo: [...document.querySelectorAll('button')].find((b) => b.textContent === 'Redo')?.disabled ?? null,
    roundEnd: document.querySelector('#round-end-title')?.textContent ?? null,
  }));
}

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

async function visible(page: Page, name: string): Promise<boolean> {
  const b = button(page, name);
  return (await b.count()) > 0 && (await b.first().isVisible()) && (await b.first().isEnabled());
}

/**
 * Takes one action as the person on turn, by tapping like a player: place the engine,
 * confirm a handoff, tap a playable tile then a lit train then Confirm, confirm a preview the
 * table opened by itself (a forced draw, pass or finish), or Draw/Pass/Finish.
 * Returns what it did, or null when it is not a person's move.
 */
export async function personMove(page: Page): Promise<string | null> {
  if (await visible(page, 'Place engine')) {
    await button(page, 'Place engine').click();
    return 'engine';
  }
  const handoff = page.getByRole('button', { name: /^I'm / });
  if ((await handoff.count()) > 0 && (await handoff.isVisible())) {
    await handoff.click();
    return 'handoff';
  }
  const fits = page.locator('.hand-tile.fits');
  if ((await fits.count()) > 0 && (await page.locator('#prompt').count()) > 0) {
    const tile = await fits.first().getAttribute('data-tile');
    await fits.first().click();
    if (!(await visible(page, 'Confirm'))) await page.locator('[data-train][data-lit="true"] .lane-label').first().click();
    await button(page, 'Confirm').click();
    return `play ${tile}`;
  }
  if (await visible(page, 'Confirm')) {
    const asked = (await page.locator('#prompt').textContent()) ?? '';
    await button(page, 'Confirm').click();
    return /draw/i.test(asked) ? 'draw' : /pass/i.test(asked) ? 'pass' : 'end';
  }
  if (await visible(page, 'Draw')) {
    await button(page, 'Draw').click();
    await expect(page.locator('#prompt .drawn-preview')).toBeVisible();
    await button(page, 'Confirm').click();
    return 'draw';
  }
  if (await visible(page, 'Pass')) {
    await button(page, 'Pass').click();
    return 'pass';
  }
  if (await visible(page, 'Finish turn')) {
    await button(page, 'Finish turn').click();
    await button(page, 'Confirm').click();
    return 'end';
  }
  return null;
}

/**
 * Plays as the person until the round ends (computers answer in between). Counts moves,
 * not polls, so a slow machine cannot run out of steps.
 */
export async function playRound(page: Page): Promise<void> {
  for (let moves = 0; moves < 300; ) {
    await settled(page);
    if (await page.locator('#round-end-title').isVisible()) return;
    if ((await personMove(page)) !== null) moves++;
  }
  throw new Error('the round did not end within 300 moves of the person');
}

/** Waits until the last committed change is saved, no computer is about to move, and the table is drawn whole. */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const main = document.querySelector('main');
    if (!main || main.getAttribute('aria-busy') === 'true') return false;
    // A person's turn shows Place engine, Hint or a preview's Confirm; else a handoff or the round end.
    const words = [...document.querySelectorAll('button')].map((b) => b.textContent ?? '');
    const personTurn = words.some((w) => w === 'Place engine' || w === 'Hint' || w === 'Confirm');
    const handoff = words.some((w) => w.startsWith("I'm "));
    // A new table draws its seat chips and then its lanes in the frames after its first paint
    // (Seats.tsx, Board.tsx): what a test reads next must be drawn already.
    const drawn = (box: string, item: string) => !document.querySelector(box) || !!document.querySelector(`${box} ${item}`);
    return (personTurn || handoff || !!document.querySelector('#round-end-title')) && drawn('.board', '[data-train]') && drawn('ul.seats', '[data-seat]');
  });
  await page.waitForTimeout(50);
  await page.waitForFunction(() => document.querySelector('main')?.getAttribute('aria-busy') !== 'true');
}

/**
 * Tiles on the board drawn where a person could not see them whole: outside their lane's strip
 * (clipped), over one another, or under a lane's "+n" button. Empty when every tile shows.
 */
export async function misdrawnTiles(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const overlap = (a: DOMRect, b: DOMRect) => a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
    for (const lane of document.querySelectorAll<HTMLElement>('.board .lane')) {
      const name = lane.getAttribute('data-train');
      const strip = lane.querySelector('.strip')!.getBoundingClientRect();
      const tiles = [...lane.querySelectorAll('.strip .tile, .strip .slot')].map((t) => ({ code: t.getAttribute('data-placed') ?? t.className, box: t.getBoundingClientRect() }));
      const more = lane.querySelector('.more')?.getBoundingClientRect();
      tiles.forEach(({ code, box }, i) => {
        if (box.left < strip.left - 0.5 || box.right > strip.right + 0.5 || box.top < strip.top - 0.5 || box.bottom > strip.bottom + 0.5) found.push(`${name}: ${code} clipped by its strip`);
        if (tiles.slice(i + 1).some((t) => overlap(t.box, box))) found.push(`${name}: ${code} overlaps another tile`);
        if (more && overlap(more, box)) found.push(`${name}: ${code} under the "+n" button`);
      });
    }
    return found;
  });
}

/** Properties a compositor animates alone: a motion of only these needs no paint of the page's thread at each frame. */
const COMPOSITED = new Set(['transform', 'opacity', 'offset', 'computedOffset', 'easing', 'composite']);

/** The animations running now, and the properties among theirs that the page must paint at every frame. */
export async function runningMotions(page: Page): Promise<{ running: number; painted: string[] }> {
  const keys = await page.evaluate(() =>
    document
      .getAnimations()
      .filter((a) => a.playState === 'running')
      .map((a) => ((a.effect as KeyframeEffect | null)?.getKeyframes() ?? []).flatMap((k) => Object.keys(k))),
  );
  return { running: keys.length, painted: [...new Set(keys.flat())].filter((key) => !COMPOSITED.has(key)) };
}
