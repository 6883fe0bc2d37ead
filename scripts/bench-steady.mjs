// Idle and memory at phone size (issue 43). Run by `npm run bench` after `vite build`; serves dist/
// (or BENCH_DIST) with `vite preview` on a spare port.
// - Idle is idle: while the table waits for a person (a turn, a handoff, a round's end, History or
//   Scores open; and Learn to play's guide waiting for a tap), with the sound on and the screen's
//   wake lock held, the page's main thread works at most 1% of the wall time (CDP
//   Performance.getMetrics TaskDuration, CPU throttled 4×), and starts no timer, animation frame
//   or animation (the guide's ring pulses by design, a fade the compositor runs).
//   BENCH_IDLE_SECS: seconds at a turn (60), the other states a quarter of that each.
// - Memory holds: a 13-round session at the instant pace, the heap after a forced GC at the end
//   of round 13 within 2 MB of round 1's, DOM nodes at each round's end within 10% of each other.
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { serve } from './bench-serve.mjs';

const DIST = process.env.BENCH_DIST?.split(',')[0] || 'dist';
let BASE = '';
const IDLE_SECS = Number(process.env.BENCH_IDLE_SECS || 60);
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--autoplay-policy=no-user-gesture-required'];
const executablePath = process.env.CHROME_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
const COMPUTERS = (n) => ['Ana', 'Ben', 'Cy'].slice(0, n).map((name) => `${name}:computer`);

const button = (page, name) => page.locator(`xpath=//button[normalize-space(.)="${name}" and not(@disabled)]`);
const settled = (page) => page.waitForFunction(() => document.querySelector('main')?.getAttribute('aria-busy') === 'false', null, { timeout: 30000 });

/** One action of the person on turn, or false when there is none to take. */
async function personMove(page) {
  const handoff = page.getByRole('button', { name: /^I'm / });
  if (await handoff.count()) return handoff.first().click().then(() => true);
  if (await page.locator('.hand-tile.fits').count()) {
    await page.locator('.hand-tile.fits').first().click();
    if (!(await button(page, 'Confirm').count())) await page.locator('[data-train][data-lit="true"] .lane-label').first().click();
    await button(page, 'Confirm').click();
    return true;
  }
  for (const name of ['Place engine', 'Confirm', 'Draw', 'Pass', 'Finish turn']) {
    if (await button(page, name).count()) {
      await button(page, name).first().click();
      return true;
    }
  }
  return false;
}

/** The person's turn: Place engine, or the Hint beside the hand. */
const myTurn = (page) => page.evaluate(() => [...document.querySelectorAll('button')].some((b) => ['Place engine', 'Hint'].includes(b.textContent.trim())));

/** Plays as the person until `done` holds (after a settled table). */
async function playUntil(page, done, limit = 600) {
  for (let i = 0; i < limit; i++) {
    await settled(page);
    if (await done()) return;
    if (!(await personMove(page))) await page.waitForTimeout(30);
  }
  throw new Error('did not get there');
}

/** A phone page with the game of `players` started at `pace` (null: Learn to play opened from Home instead), the wake lock granted and watched. */
async function started(browser, players, pace) {
  const page = await browser.newPage(PHONE);
  await page.addInitScript(() => {
    // The wake lock: how many the page holds now (the app's own requests, watched).
    const lock = navigator.wakeLock;
    window.__locks = 0;
    if (lock) {
      const request = lock.request.bind(lock);
      lock.request = async (type) => {
        const sentinel = await request(type);
        window.__locks++;
        sentinel.addEventListener('release', () => window.__locks--);
        return sentinel;
      };
    }
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Browser.setPermission', { permission: { name: 'screen-wake-lock' }, setting: 'granted' }).catch(() => {});
  if (pace === null) {
    await page.goto(`${BASE}/`);
    await page.getByRole('button', { name: /^Learn to play/ }).click();
    return { page, cdp };
  }
  await page.goto(`${BASE}/?seed=BENCHIDLE&players=${players.join(',')}`);
  await page.locator('#pace').selectOption(pace);
  await button(page, 'Start').click();
  return { page, cdp };
}

/** The page's work while it waits `secs` seconds, 4×: task time, and the timers, frames and animations it starts. */
async function waitCost(page, cdp, secs) {
  // The last motion ends, and a passing note ("Ready to work offline", 6 s, placed anew as the board changes) goes.
  await page.waitForTimeout(1000);
  await page.waitForFunction(() => !document.querySelector('.toast'), null, { timeout: 15000 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Performance.enable');
  await page.evaluate(() => {
    const started = (window.__started = { timers: 0, frames: 0 });
    const wrap = (name, key) => {
      const plain = window[name];
      window[name] = function (...args) {
        started[key]++;
        return plain.apply(this, args);
      };
    };
    wrap('setTimeout', 'timers');
    wrap('setInterval', 'timers');
    wrap('requestAnimationFrame', 'frames');
  });
  const metrics = async () => Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]));
  const a = await metrics();
  const t0 = Date.now();
  await page.waitForTimeout(secs * 1000);
  const b = await metrics();
  const wall = (Date.now() - t0) / 1000;
  const seen = await page.evaluate(() => ({ ...window.__started, animations: document.getAnimations().filter((x) => x.playState === 'running').length, locks: window.__locks, sound: document.querySelector('button.sound')?.getAttribute('aria-pressed') }));
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  return { wall, task: (b.TaskDuration - a.TaskDuration) * 1000, ...seen };
}

async function idle(browser) {
  const states = [
    { name: 'a turn', secs: IDLE_SECS, players: ['Tess', ...COMPUTERS(3)], reach: async (page) => playUntil(page, () => myTurn(page)) },
    { name: 'History open', secs: IDLE_SECS / 4, players: ['Tess', ...COMPUTERS(3)], reach: async (page) => (await playUntil(page, () => page.locator('.hand-tile.fits').count().then(Boolean)), await button(page, 'History').click()) },
    { name: 'Scores open', secs: IDLE_SECS / 4, players: ['Tess', ...COMPUTERS(3)], reach: async (page) => (await playUntil(page, () => page.locator('.hand-tile.fits').count().then(Boolean)), await button(page, 'Scores').click()) },
    { name: 'a handoff', secs: IDLE_SECS / 4, players: ['Tess', 'Max', ...COMPUTERS(2)], reach: async (page) => page.getByRole('button', { name: /^I'm / }).waitFor() },
    { name: "a round's end", secs: IDLE_SECS / 4, players: ['Tess', ...COMPUTERS(3)], pace: 'instant', reach: async (page) => playUntil(page, () => page.locator('[data-round-end]').count().then(Boolean)) },
    // Learn to play's first step: the coach's ring pulses on what to tap (a fade the compositor runs).
    { name: 'the guide waiting for a tap', secs: IDLE_SECS / 4, players: [], pace: null, reach: async (page) => page.locator('[data-coach-target]').first().waitFor() },
  ];
  for (const state of states) {
    const { page, cdp } = await started(browser, state.players, state.pace === undefined ? 'normal' : state.pace);
    await state.reach(page);
    // The sound on (its button is in the person's dock).
    const sound = page.locator('button.sound');
    if ((await sound.count()) && (await sound.getAttribute('aria-pressed')) !== 'true') await sound.click();
    const r = await waitCost(page, cdp, state.secs);
    const share = (100 * r.task) / (r.wall * 1000);
    console.log(
      `steady: idle at ${state.name} for ${r.wall.toFixed(0)} s, phone 412×823, 4×: main-thread tasks ${r.task.toFixed(1)} ms, ${share.toFixed(2)}% of the time (budget ≤ 1%); started ${r.timers} timers, ${r.frames} animation frames, ${r.animations} animations running; wake lock ${r.locks > 0 ? 'held' : 'not held'}; sound ${r.sound === 'true' ? 'on' : r.sound === undefined || r.sound === null ? 'on (no button in this dock)' : 'off'}`,
    );
    await page.close();
  }
}

async function memory(browser) {
  const { page, cdp } = await started(browser, ['Tess', ...COMPUTERS(3)], 'instant');
  await cdp.send('Performance.enable');
  const rounds = [];
  for (let round = 1; round <= 13; round++) {
    await playUntil(page, () => page.locator('[data-round-end]').count().then(Boolean), 1000);
    await page.waitForTimeout(300);
    await cdp.send('HeapProfiler.collectGarbage');
    const m = Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((x) => [x.name, x.value]));
    rounds.push({ heap: m.JSHeapUsedSize / 1048576, nodes: m.Nodes });
    if (round < 13) await button(page, 'Next round').click();
  }
  const nodes = rounds.map((r) => r.nodes);
  const spread = (100 * (Math.max(...nodes) - Math.min(...nodes))) / Math.min(...nodes);
  const grew = rounds[12].heap - rounds[0].heap;
  console.log(`steady: memory over a 13-round session at Instant, phone 412×823, 4 seats: heap after a forced GC ${rounds[0].heap.toFixed(2)} MB at round 1's end, ${rounds[12].heap.toFixed(2)} MB at round 13's (${grew >= 0 ? '+' : ''}${grew.toFixed(2)} MB; budget ≤ 2 MB)`);
  console.log(`steady: DOM nodes at each round's end ${nodes.join(' ')} (spread ${spread.toFixed(1)}%; budget ≤ 10%)`);
  // Like with like, to tell a leak from what each end shows: rounds 1-12 end on the round's
  // summary (its board and revealed hands differ with the deal), round 13 on the session's
  // standings. A leak grows from one round's end to the next; a deal's size does not.
  const same = nodes.slice(0, 12);
  const sameSpread = (100 * (Math.max(...same) - Math.min(...same))) / Math.min(...same);
  const steps = same.slice(1).map((n, i) => n - same[i]);
  console.log(`steady: DOM nodes at the 12 round summaries (the same screen): spread ${sameSpread.toFixed(1)}%, round 1 → 12 ${same[11] - same[0] >= 0 ? '+' : ''}${same[11] - same[0]}, rounds that grew ${steps.filter((d) => d > 0).length} of 11; at the session's end ${nodes[12] - same[11] >= 0 ? '+' : ''}${nodes[12] - same[11]} on round 12's`);
  await page.close();
}

const server = await serve(DIST);
BASE = server.base.replace(/\/$/, '');
const browser = await chromium.launch({ executablePath, args: ARGS });
try {
  if (process.env.BENCH_ONLY !== 'memory') await idle(browser);
  if (process.env.BENCH_ONLY !== 'idle') await memory(browser);
} finally {
  await browser.close();
  server.stop();
}
