// The screen's budgets (DESIGN.md): first-load JavaScript, a tap's preview, and a reload.
// Run by `npm run bench` after `vite build`; serves dist/ with `vite preview` on a spare port.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { chromium } from '@playwright/test';

const PORT = Number(process.env.BENCH_PORT || 4191);
// BENCH_DIST serves another build (a copy of an older dist/). Two, comma-separated, are measured
// side by side in one browser (ports BENCH_PORT and the next): their pages play the same deal in
// step, taking turns tap block by tap block and Confirm by Confirm, so the machine's drift
// (up to 2× between runs here, 1.4× within minutes) falls on both alike.
const DISTS = (process.env.BENCH_DIST || 'dist').split(',').filter(Boolean);
if (DISTS.length > 2) throw new Error('BENCH_DIST: one build, or two to compare');
const BUILDS = DISTS.map((dist, i) => ({ dist, base: `http://127.0.0.1:${PORT + i}`, port: PORT + i, label: DISTS.length > 1 ? ` [${'AB'[i]}: ${dist}]` : '' }));
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const executablePath = process.env.CHROME_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

/**
 * Where taps and Confirms are measured (issue 43): the desktop-sized table the bench began with,
 * and the phone the game is installed to (412×823, device pixel ratio 1.75, touch, mobile
 * emulation) with 10 and with 4 seats. BENCH_PROFILES picks some (comma-separated names).
 */
const ALL_PROFILES = [
  { name: 'desktop', seats: 10, page: { viewport: { width: 1280, height: 800 } }, label: 'desktop 1280×800' },
  { name: 'phone-10', seats: 10, page: { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true }, label: 'phone 412×823' },
  { name: 'phone-4', seats: 4, page: { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true }, label: 'phone 412×823' },
];
const PROFILES = process.env.BENCH_PROFILES ? ALL_PROFILES.filter((p) => process.env.BENCH_PROFILES.split(',').includes(p.name)) : ALL_PROFILES;
/** Pages with touch input: the bench taps them with the touchscreen. */
const touchPages = new WeakSet();
async function openPage(browser, profile) {
  const page = await browser.newPage(profile.page);
  if (profile.page.hasTouch) touchPages.add(page);
  return page;
}

/** How long a person looks at a preview before tapping Confirm (ms). */
const LOOK_MS = Number(process.env.BENCH_LOOK_MS ?? 300);

/** What BENCH_TRACE records: the DevTools timeline, scripts' samples, and BENCH_TRACE_CATS (e.g. disabled-by-default-blink.debug: selector costs). */
const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'v8.execute', 'disabled-by-default-v8.cpu_profiler', 'toplevel', ...(process.env.BENCH_TRACE_CATS || '').split(',').filter(Boolean)];

const gzIn = (dist, file) => gzipSync(readFileSync(join(dist, file))).length / 1024;
const pct = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];

function bundle({ dist, label }) {
  const gz = (file) => gzIn(dist, file);
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const linked = [...html.matchAll(/<script[^>]+src="\.\/([^"]+)"|<link rel="modulepreload"[^>]+href="\.\/([^"]+)"/g)].map((m) => m[1] ?? m[2]);
  // The boot script starts the app's module and its preloads itself (once the stylesheet is in): they are first-load JavaScript too.
  const bootFile = linked.find((f) => /assets\/boot-[^/]+\.js$/.test(f));
  const started = bootFile ? JSON.parse(readFileSync(join(dist, bootFile), 'utf8').match(/var app = (\{.*?\}|null);/)?.[1] ?? 'null') : null;
  const first = [...linked, ...(started ? [started.entry, ...started.preloads].map((f) => f.replace(/^\.\//, '')) : [])];
  const all = readFileSync(join(dist, 'sw.js'), 'utf8').match(/assets\/[^"']+\.js/g) ?? [];
  const lazy = [...new Set(all)].filter((f) => !first.includes(f));
  // The boot script (src/ui/words/boot-script.ts) preloads the reader's language's first words
  // as the page loads: they are first-load JavaScript too, counted for each language.
  const boot = bootFile;
  const chunks = boot ? JSON.parse(readFileSync(join(dist, boot), 'utf8').match(/var chunks = (\{.*?\});/)?.[1] ?? '{}') : {};
  const langs = Object.keys(chunks).length ? Object.keys(chunks) : [''];
  for (const lang of langs) {
    const words = (chunks[lang] ?? []).map((f) => f.replace(/^\.\//, '')).filter((f) => !first.includes(f));
    const files = [...first, ...words];
    const firstKb = files.reduce((s, f) => s + gz(f), 0);
    console.log(`ui: first-load JavaScript${label}${lang ? ` (a reader in '${lang}')` : ''} ${firstKb.toFixed(2)} KB gzipped (${files.length} files: ${files.map((f) => `${f.replace('assets/', '')} ${gz(f).toFixed(2)}`).join(', ')}; budget ≤ 40 KB)`);
  }
  console.log(`ui: loaded after first paint${label}: ${lazy.map((f) => `${f.replace('assets/', '')} ${gz(f).toFixed(2)} KB`).join(', ')}`);
}

async function serve({ dist, base, port }) {
  const server = spawn('npx', ['vite', 'preview', '--outDir', dist, '--host', '127.0.0.1', '--port', String(port), '--strictPort'], { stdio: 'ignore', detached: true });
  // Up to 30 s: a busy machine starts it slowly.
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(base)).ok) return server;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('vite preview did not start');
}

/**
 * A button by its words. An XPath locator, which the browser evaluates itself: a role locator
 * (getByRole) works out the accessible name of every element on the page in the page's own
 * thread, which on the 10-seat table at 4× took up to ~180 ms a query, and its long tasks were
 * counted as the app's.
 */
function button(page, name) {
  return page.locator(`xpath=//button[normalize-space(.)="${name}"]`);
}

/**
 * A tap as a finger makes it: raw input at the element's centre. Playwright's own click also
 * checks its hit target from inside the page, in the tap's task (its listeners and
 * elementsFromPoint were about a tenth of a Confirm's task at 4×), which the bench would count
 * as the app's. The bench taps only what is enabled (brought into view first).
 */
async function press(locator) {
  await locator.first().scrollIntoViewIfNeeded();
  const box = await locator.first().boundingBox();
  if (!box) return locator.first().click();
  const page = locator.page();
  if (touchPages.has(page)) await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  else await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

async function personMove(page, confirmed = (tap) => tap('Confirm')) {
  const tap0 = async (name) => {
    await press(button(page, name));
    // A confirmed tile lands first and its move commits a frame later: the next look waits for it.
    if (name === 'Confirm') await page.waitForFunction(() => !document.querySelector('[data-landing]'));
  };
  // Every Confirm goes through `confirmed` (the confirm bench measures it there).
  const tap = async (name) => (name === 'Confirm' ? confirmed(tap0) : tap0(name));
  // One look in the page: a button counted and then gone (a commit in between) must not be waited for.
  const can = (name) => page.evaluate((name) => [...document.querySelectorAll('button')].some((b) => !b.disabled && b.textContent?.trim() === name), name);
  if (await can('Place engine')) return tap('Place engine');
  // A forced step (a draw, a pass, a first turn nothing more links to) comes previewed: confirm it.
  if (await can('Confirm')) return tap('Confirm');
  // One tile on the first turn, then stop: the person keeps tiles to tap late in the round.
  if (await can('Finish turn')) return tap('Finish turn').then(() => tap('Confirm'));
  if ((await page.locator('.hand-tile.fits').count()) > 0) {
    await press(page.locator('.hand-tile.fits'));
    if (!(await can('Confirm'))) await press(page.locator('[data-train][data-lit="true"]'));
    return tap('Confirm');
  }
  if (await can('Draw')) return tap('Draw').then(() => tap('Confirm'));
  if (await can('Pass')) return tap('Pass');
  if (await can('Next round')) return tap('Next round');
  await page.waitForTimeout(20);
}

async function tilesOnTable(page) {
  // data-tiles lists a train's tiles as laid, space-separated (a test hook the lanes keep).
  return page.locator('[data-train]').evaluateAll((els) => els.reduce((s, e) => s + (e.getAttribute('data-tiles') || '').split(' ').filter(Boolean).length, 0));
}

/** A table of `seats` (one person, the rest computers, a fixed seed, instant pace) opened in `page`. */
const tapTable = (base, seats = 10) => `${base}/?seed=BENCHTAP61&players=Tess,${['Ana', 'Ben', 'Cy', 'Dee', 'Eli', 'Fay', 'Gus', 'Hal', 'Ida'].slice(0, seats - 1).map((n) => `${n}:computer`).join(',')}`;

async function openTapTable(page, base, seats = 10) {
  await page.goto(tapTable(base, seats));
  await page.locator('#pace').selectOption('instant');
  await button(page, 'Start').click();
}

/** Whether it is the person's turn with a tile to play (the moment the taps are measured at). */
async function canTap(page) {
  return (await page.locator('.hand-tile.fits').count()) > 0 && (await button(page, 'Next round').count()) === 0;
}

/**
 * Plays round 1 until the person's turn with tiles to play and at least `target` tiles on the
 * trains (or, with no target, to the round's end); returns the tile counts seen at those turns.
 */
async function playUntil(page, target) {
  const seen = [];
  for (let i = 0; i < 600; i++) {
    // The computers answer from a worker: wait for the person's move (or the round's end) before looking.
    await page
      .waitForFunction(() => !document.querySelector('main[aria-busy="true"]') && (document.querySelector('.hand-tile.fits') || [...document.querySelectorAll('.actions button, .dock button')].some((b) => !b.disabled && ['Confirm', 'Place engine', 'Next round', 'Draw', 'Pass'].includes(b.textContent))), undefined, { timeout: 5000 })
      .catch(() => {});
    if ((await button(page, 'Next round').count()) > 0) break;
    if (await canTap(page)) {
      const n = await tilesOnTable(page);
      seen.push(n);
      if (target !== undefined && n >= target) break;
    }
    await personMove(page);
  }
  return seen;
}

/** Taps in the page (CPU throttled by the caller): tap → the selection in the DOM, → the next frame painted. */
function measureTaps(count) {
  return (async () => {
    const longTasks = [];
    const observer = new PerformanceObserver((list) => longTasks.push(...list.getEntries().map((e) => ({ start: e.startTime, duration: e.duration }))));
    observer.observe({ type: 'longtask' });
    const settle = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 30))));
    const painted = () =>
      new Promise((r) =>
        requestAnimationFrame(() => {
          // A message queued from the frame's callback runs once the frame's style, layout and paint are done.
          const ch = new MessageChannel();
          ch.port1.onmessage = () => r(performance.now());
          ch.port2.postMessage(0);
        }),
      );
    await settle();
    const out = [];
    const t0s = performance.now();
    for (let i = 0; i < count; i++) {
      const tiles = [...document.querySelectorAll('.hand-tile')];
      const tile = tiles[i % tiles.length];
      const t0 = performance.now();
      let t1 = 0;
      const seen = new Promise((resolve) => {
        const mo = new MutationObserver(() => {
          // The time the changes were seen, before this check's own queries.
          const now = performance.now();
          if (document.querySelector('.hand-tile.selected, .hand-tile[aria-pressed="true"]') || document.querySelector('#app .error')) {
            t1 = now;
            mo.disconnect();
            resolve();
          }
        });
        mo.observe(document.body, { subtree: true, childList: true, attributes: true });
      });
      tile.click();
      await seen;
      const frame = await painted();
      out.push({ dom: t1 - t0, frame: frame - t0 });
      const cancel = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Cancel');
      cancel?.click();
      await settle();
    }
    const t1s = performance.now();
    await new Promise((r) => setTimeout(r, 50));
    observer.disconnect();
    const during = longTasks.filter((t) => t.start >= t0s && t.start <= t1s);
    return { samples: out, longTasks: during.length, longest: Math.max(0, ...during.map((t) => t.duration)) };
  })();
}

/** A page of `build` at the person's turn late in round 1 of the tap table, ready to measure taps at 4×. */
async function tapPage(browser, build, profile) {
  let page = await openPage(browser, profile);
  // The round is played once to its end to learn how late the person can still tap, then again to that turn.
  await openTapTable(page, build.base, profile.seats);
  const seen = await playUntil(page);
  if (process.env.BENCH_VERBOSE) console.log(`ui: tiles on the trains at the person's turns${build.label}: ${seen.join(' ')}`);
  const target = Math.max(...seen.filter((n) => n > 0), 0);
  // A fresh page is a fresh browser context: no saved session, the same deal and the same computers' moves.
  await page.close();
  page = await openPage(browser, profile);
  await openTapTable(page, build.base, profile.seats);
  await playUntil(page, target);
  const onTable = await tilesOnTable(page);
  const hand = await page.locator('.hand-tile').count();
  if (!(await canTap(page))) throw new Error(`the tap table did not reach the person's turn with ${target} tiles on the trains${build.label}`);
  const cdp = await page.context().newCDPSession(page);
  // The renderer's own clocks (script, style, layout, every task), read around the taps: less swayed by a busy machine than the wall clock.
  await cdp.send('Performance.enable');
  const metrics = async () => Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]));
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return { build, page, cdp, metrics, onTable, hand, samples: [], longTasks: 0, longest: 0, work: {} };
}

async function tapLatency(browser, profile) {
  const TAPS = 120;
  const BLOCK = 8;
  const tables = [];
  for (const build of BUILDS) tables.push(await tapPage(browser, build, profile));
  // In blocks of taps; with two builds in the order A B B A A B …, so that neither always goes first.
  for (let block = 0; block < Math.ceil(TAPS / BLOCK) * tables.length; block++) {
    const t = tables[tables.length === 1 ? 0 : (block + Math.floor(block / 2)) % 2];
    // BENCH_TRACE with BENCH_ONLY=tap: a Chrome trace of the first build's third block of taps.
    const traced = process.env.BENCH_TRACE && process.env.BENCH_ONLY === 'tap' && t === tables[0] && t.samples.length === 2 * BLOCK;
    if (traced) await browser.startTracing(t.page, { path: process.env.BENCH_TRACE, categories: TRACE_CATEGORIES });
    const before = await t.metrics();
    const r = await t.page.evaluate(measureTaps, Math.min(BLOCK, TAPS - t.samples.length));
    const after = await t.metrics();
    if (traced) await browser.stopTracing();
    t.samples.push(...r.samples);
    t.longTasks += r.longTasks;
    t.longest = Math.max(t.longest, r.longest);
    for (const name of ['ScriptDuration', 'RecalcStyleDuration', 'LayoutDuration', 'TaskDuration']) t.work[name] = (t.work[name] ?? 0) + after[name] - before[name];
  }
  for (const { build, page, cdp, onTable, hand, samples, longTasks, longest, work } of tables) {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const per = (name) => (work[name] * 1000) / samples.length;
    const dom = samples.map((s) => s.dom);
    const frame = samples.map((s) => s.frame);
    const on = `${build.label} [${profile.label}, ${profile.seats} seats]`;
    console.log(`ui: tap → preview in the DOM on a ${profile.seats}-seat table with ${onTable} tiles played, CPU throttled 4×${on}: median ${pct(dom, 50).toFixed(1)} ms, p95 ${pct(dom, 95).toFixed(1)} ms, max ${Math.max(...dom).toFixed(1)} ms (${samples.length} taps on a hand of ${hand}; budget p95 ≤ 16 ms)`);
    console.log(`ui: tap → next animation frame painted, 4×${on}: median ${pct(frame, 50).toFixed(1)} ms, p95 ${pct(frame, 95).toFixed(1)} ms, max ${Math.max(...frame).toFixed(1)} ms (budget p95 ≤ 50 ms)`);
    console.log(`ui: long tasks during the taps, 4×${on}: ${longTasks} (longest ${longest.toFixed(0)} ms)`);
    console.log(`ui: the renderer's work per tap and its Cancel, 4×${on}: script ${per('ScriptDuration').toFixed(1)} ms, style ${per('RecalcStyleDuration').toFixed(1)} ms, layout ${per('LayoutDuration').toFixed(1)} ms, all tasks ${per('TaskDuration').toFixed(1)} ms`);
    await page.close();
  }
}

/**
 * Arms the page before a Confirm click: times it from the click's own timestamp → the
 * person's placed tile in the DOM and painted, and, when the turn passes, → every computer
 * reply shown (the person's turn again, or the round's end) and painted. Read by
 * confirmResult; null figures: not a play / the turn stays with the person.
 */
function armConfirm() {
  const mine = () => document.querySelector('.seats [data-seat="0"][data-turn="true"]') || document.querySelector('[data-round-end]');
  const onBoard = (tile) => [...document.querySelectorAll('[data-train]')].some((e) => (e.getAttribute('data-tiles') || '').split(' ').includes(tile));
  const painted = () =>
    new Promise((r) =>
      requestAnimationFrame(() => {
        const ch = new MessageChannel();
        ch.port1.onmessage = () => r(performance.now());
        ch.port2.postMessage(0);
      }),
    );
  const selected = document.querySelector('.hand-tile.selected, .hand-tile[aria-pressed="true"]')?.getAttribute('data-tile');
  const play = selected && !onBoard(selected) ? selected : null;
  // What the others' moves change (their hands, the yard, their markers, the tiles laid but the person's):
  // at the instant pace the person's move and the replies may come in one commit, the turn back with the person.
  const others = () =>
    JSON.stringify([
      [...document.querySelectorAll('.seats [data-seat]')].filter((e) => e.getAttribute('data-seat') !== '0').map((e) => e.getAttribute('data-count')),
      document.querySelector('[data-yard]')?.getAttribute('data-yard'),
      [...document.querySelectorAll('[data-train]')].filter((e) => e.getAttribute('data-train') !== '0').map((e) => e.getAttribute('data-marked')),
      [...document.querySelectorAll('[data-train]')].reduce((n, e) => n + (e.getAttribute('data-tiles') || '').split(' ').filter((t) => t && t !== play).length, 0),
    ]);
  const othersBefore = others();
  // A draw keeps the turn (no replies); a pass or a finished first turn passes it.
  const drawing = play === null && document.querySelector('.drawn-preview') !== null;
  const busy = () => document.querySelector('main[aria-busy="true"]') !== null;
  let busySeen = false;
  const out = { kind: play !== null ? 'tile' : drawing ? 'draw' : 'pass', tile: null, replies: null, event: null, split: null, tileFrame: null, tileSeen: null, processingEnd: null, inFirstFrame: false };
  let t0 = 0;
  let tilePending = play !== null;
  let repliesPending = true;
  let left = false;
  let finish;
  window.__confirmed = new Promise((r) => (finish = r));
  const done = () => {
    if (tilePending || repliesPending) return;
    mo.disconnect();
    clearTimeout(guard);
    finish(out);
  };
  // The click's timestamp: when the person let go of the button.
  document.addEventListener('click', (e) => (t0 = e.timeStamp), { capture: true, once: true });
  // The frame after the click, looked at as it starts (its animation callbacks come before its
  // style, layout and paint): a tile there is in the paint the click's Event Timing runs to.
  // (The observer below alone is not enough: on the 10-seat table it reported about one tile in
  // four only when the move committed, ~100 ms later, though the tile was in that first frame.)
  document.addEventListener('click', () => requestAnimationFrame(() => (out.inFirstFrame = play !== null && onBoard(play))), { capture: true, once: true });
  // The Event Timing entry of the click: its duration runs to the next frame painted after its handlers (the browser's own figure).
  const et = new PerformanceObserver((list) => {
    const click = list.getEntries().find((e) => e.name === 'click' && e.startTime >= t0 - 1);
    if (click && out.event === null) {
      out.event = click.duration;
      out.processingEnd = click.processingEnd;
      // Where it went: waiting for the main thread (input delay), the handlers, then to the paint
      // (the duration is rounded to 8 ms by the browser; the other two are not).
      out.split = { delay: click.processingStart - click.startTime, handlers: click.processingEnd - click.processingStart, paint: click.startTime + click.duration - click.processingEnd };
    }
  });
  et.observe({ type: 'event', durationThreshold: 16 });
  // A confirmed tile lands first (its lane marked data-landing) and its move commits a frame later.
  let committed = false;
  const mo = new MutationObserver(() => {
    if (!t0) return;
    if (tilePending && onBoard(play)) {
      tilePending = false;
      out.tileSeen = performance.now();
      painted().then((t) => ((out.tileFrame = t - t0), done()));
    }
    if (play && !committed && onBoard(play) && !document.querySelector('[data-landing]')) {
      committed = true;
      if (mine() && !document.querySelector('[data-round-end]')) {
        // The turn is the person's again: the replies came with the move (timed), or there were none (a double, the first turn).
        if (others() !== othersBefore) painted().then((t) => ((out.replies = t - t0), (repliesPending = false), done()));
        else repliesPending = false;
      }
    } else if (!play && drawing) repliesPending = false;
    else if (!play && repliesPending && mine() && !left && (others() !== othersBefore || (busySeen && !busy()))) {
      // At the instant pace a pass goes on the table with the replies, the turn back with the
      // person at once: what the others did shows (or, when it changed nothing to see, the save is done).
      repliesPending = false;
      painted().then((t) => ((out.replies = t - t0), done()));
    }
    busySeen ||= busy();
    if (!left && !mine()) left = true;
    if (left && repliesPending && mine()) {
      repliesPending = false;
      painted().then((t) => ((out.replies = t - t0), done()));
    }
  });
  const guard = setTimeout(() => (mo.disconnect(), finish(out)), 30000);
  mo.observe(document.body, { subtree: true, childList: true, attributes: true });
  window.__confirmedObserver = et;
}

/**
 * What armConfirm saw, once it is all in (the Event Timing entry comes a little after the paint).
 * The tile's figure: when the tile was in the page before the click's handlers ended, or in
 * the first frame after the click, the browser's own click → next paint (Event Timing: that
 * paint showed it); otherwise (a tile
 * drawn later) a frame painted after it was seen. A message after the frame would run behind
 * any task the page queued from that frame (the move's commit), so it is not the first choice.
 */
function confirmResult() {
  return window.__confirmed.then(
    (out) =>
      new Promise((r) =>
        setTimeout(() => {
          window.__confirmedObserver.disconnect();
          const inClick = out.event !== null && (out.inFirstFrame || (out.tileSeen !== null && out.tileSeen <= out.processingEnd));
          r({ ...out, tile: inClick ? out.event : out.tileFrame });
        }, 100),
      ),
  );
}

/** In the page (an init script): its long tasks in window.__longTasks, start and duration. */
function watchLongTasks() {
  window.__longTasks = [];
  new PerformanceObserver((list) => window.__longTasks.push(...list.getEntries().map((e) => ({ start: e.startTime, duration: e.duration })))).observe({ type: 'longtask' });
}

/** A page of `build` on the tap table's form at the instant pace, 4×, read before Start as a person would; then started. */
async function confirmGame(browser, build, profile) {
  const page = await openPage(browser, profile);
  await page.addInitScript(watchLongTasks);
  await page.addInitScript(() => {
    // The board's layout changes as play goes on (Board.tsx: data-layout-changes counts changes of tile
    // length, columns or lane order since the round's first layout; data-layout-reason says why the last was made).
    window.__layouts = [];
    addEventListener('DOMContentLoaded', () =>
      new MutationObserver(() => {
        const board = document.querySelector('.board');
        const changes = board?.getAttribute('data-layout-changes');
        if (changes == null) return;
        const at = { changes: Number(changes), reason: board.getAttribute('data-layout-reason'), tl: board.getAttribute('data-tile-length'), cols: board.getAttribute('data-cols') };
        const last = window.__layouts.at(-1);
        if (!last || last.changes !== at.changes || last.reason !== at.reason) window.__layouts.push(at);
      }).observe(document.body, { subtree: true, attributes: true, attributeFilter: ['data-layout-changes', 'data-layout-reason'] }),
    );
  });
  await page.goto(tapTable(build.base, profile.seats));
  await page.locator('#pace').selectOption('instant');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  // A person reads the form before Start: the work the page leaves for an idle moment (the
  // table's code, the audio context; 2 s at the latest) is done by then, and counted apart.
  await page.waitForTimeout(3000);
  const t0 = await page.evaluate(() => performance.now());
  const onForm = (await page.evaluate(() => window.__longTasks)).filter((t) => t.start < t0);
  await press(button(page, 'Start'));
  // The renderer's own clocks around each Confirm (to a little after its replies were shown), as for the taps.
  await cdp.send('Performance.enable');
  const metrics = async () => Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]));
  const game = { build, page, cdp, t0, onForm, tiles: [], replies: [], events: [], splits: [], work: {}, worked: 0, roundOneEnd: null, rounds: 1, games: 1, over: false, seenLong: onForm.length };
  let confirms = 0;
  game.confirmed = async (tap) => {
    // BENCH_TRACE=file.json records a Chrome trace of the first build's Confirms number
    // BENCH_TRACE_AT (default 10) to BENCH_TRACE_AT + 4, for a profiler (DevTools, Perfetto).
    const traced = process.env.BENCH_TRACE && build === BUILDS[0] && Math.abs(confirms - Number(process.env.BENCH_TRACE_AT || 10) - 2) <= 2;
    confirms++;
    if (traced && !game.tracing) {
      game.tracing = true;
      await browser.startTracing(page, { path: process.env.BENCH_TRACE, screenshots: false, categories: TRACE_CATEGORIES });
    }
    // A person looks at the preview before Confirm (the ghost on its train, the Confirm button
    // under the thumb): BENCH_LOOK_MS, 300 unless set, a quick player's look. Tapped back to back
    // (0), the Confirm lands on the preview's own work still running (its frame, the replies the
    // computers start on): a stress figure, not a player's.
    await page.waitForTimeout(LOOK_MS);
    await page.evaluate(armConfirm);
    const before = await metrics();
    await tap('Confirm');
    const r = await page.evaluate(confirmResult);
    const after = await metrics();
    if (r.tile !== null && r.replies !== null) {
      game.worked++;
      for (const name of ['ScriptDuration', 'RecalcStyleDuration', 'LayoutDuration', 'TaskDuration']) game.work[name] = (game.work[name] ?? 0) + after[name] - before[name];
    }
    if (game.tracing && !traced) {
      game.tracing = false;
      await browser.stopTracing();
    }
    if (r.tile !== null) game.tiles.push(r.tile);
    if (r.tile !== null && r.event !== null) game.events.push(r.event);
    if (r.tile !== null && r.split !== null) game.splits.push(r.split);
    if (r.replies !== null) game.replies.push(r.replies);
    // BENCH_VERBOSE: each Confirm (what it confirmed, → its tile, → the replies),
    // with the long tasks since the one before (Start, draws and the round's end come between).
    if (process.env.BENCH_VERBOSE) {
      const long = await page.evaluate((from) => window.__longTasks.slice(from).map((t) => Math.round(t.duration)), game.seenLong);
      game.seenLong += long.length;
      console.log(`ui: confirm ${r.kind}${build.label}: tile ${r.tile?.toFixed(0) ?? '-'} ms, replies ${r.replies?.toFixed(0) ?? '-'} ms; long tasks since the last ${long.length ? long.join(', ') + ' ms' : 'none'}`);
    }
  };
  return game;
}

/** The words of the button that deals the finished game's deal again (same seats, same seed). */
const AGAIN = 'Play this deal again';

/**
 * One turn of the person in `game` (or a round's end), until `count` tiles were placed and
 * `count` confirms passed the turn. A game over, the same deal is played again (the same
 * positions and moves, so two builds side by side stay in step), up to five games.
 */
async function confirmTurn(game, count) {
  const { page } = game;
  await page
    .waitForFunction((again) => !document.querySelector('main[aria-busy="true"]') && (document.querySelector('.hand-tile.fits') || [...document.querySelectorAll('.actions button, .dock button')].some((b) => !b.disabled && ['Confirm', 'Place engine', 'Next round', 'Draw', 'Pass', again].includes(b.textContent))), AGAIN, { timeout: 20000 })
    .catch(() => {});
  if ((await button(page, 'Next round').count()) > 0) {
    if (game.roundOneEnd === null) game.roundOneEnd = await page.evaluate(() => performance.now());
    game.rounds++;
  } else if ((await button(page, AGAIN).count()) > 0) {
    if (game.games >= 5) return (game.over = true);
    game.games++;
    game.rounds++;
    await press(button(page, AGAIN));
    return;
  }
  await personMove(page, game.confirmed);
  if (game.replies.length >= count && game.tiles.length >= count) game.over = true;
}

/**
 * The browser's own share of a tap → paint at this profile: 20 taps, a 300 ms look apart, on a bare
 * page (one button whose click writes a word), 4×, by the browser's Event Timing. What a Confirm
 * takes beyond it is the app's.
 */
async function bareTaps(browser, profile) {
  const page = await openPage(browser, profile);
  await page.setContent(`<!doctype html><meta name="viewport" content="width=device-width,initial-scale=1"><button id="b" style="width:200px;height:60px">Confirm</button><p id="o"></p>`);
  await page.evaluate(() => {
    window.__clicks = [];
    new PerformanceObserver((list) => window.__clicks.push(...list.getEntries().filter((e) => e.name === 'click').map((e) => ({ duration: e.duration })))).observe({ type: 'event', durationThreshold: 16 });
    let n = 0;
    document.getElementById('b').addEventListener('click', () => (document.getElementById('o').textContent = `tapped ${++n}`));
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const TAPS = 20;
  for (let i = 0; i < TAPS; i++) {
    await press(page.locator('#b'));
    await page.waitForTimeout(LOOK_MS);
  }
  const clicks = await page.evaluate(() => window.__clicks);
  await page.close();
  return { taps: TAPS, clicks };
}

/**
 * Confirms at 4× on the 10-seat table at the instant pace, from Start over rounds (and games
 * of the same deal) until `count` tiles were placed and `count` confirms passed the turn:
 * → the person's tile painted, → every computer reply painted, and the long tasks of the
 * first game's round 1, Start included. Two builds play the same deal turn by turn, taking
 * turns at going first.
 */
async function confirmLatency(browser, profile, count = Number(process.env.BENCH_CONFIRMS || 100)) {
  const games = [];
  for (const build of BUILDS) games.push(await confirmGame(browser, build, profile));
  const started = Date.now();
  for (let i = 0; i < 5000 && games.some((g) => !g.over) && Date.now() - started < 30 * 60_000 * games.length; i++) {
    for (const game of i % 2 ? [...games].reverse() : games) if (!game.over) await confirmTurn(game, count);
  }
  for (const { build, page, cdp, t0, onForm, tiles, replies, events, splits, work, worked, rounds, games: played, ...game } of games) {
    const roundOneEnd = game.roundOneEnd ?? (await page.evaluate(() => performance.now()));
    const longTasks = (await page.evaluate(() => window.__longTasks)).filter((t) => t.start >= t0 && t.start <= roundOneEnd);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const on = `${build.label} [${profile.label}, ${profile.seats} seats]`;
    const line = (xs) => `median ${pct(xs, 50).toFixed(0)} ms, p95 ${pct(xs, 95).toFixed(0)} ms, max ${Math.max(...xs).toFixed(0)} ms`;
    console.log(`ui: Confirm → the person's tile on screen on a ${profile.seats}-seat table, 4×${on}: ${line(tiles)} (${tiles.length} tiles placed, each Confirm after a ${LOOK_MS} ms look at its preview; budget p95 ≤ 50 ms)`);
    if (events.length) console.log(`ui: the same Confirms by the browser's Event Timing (click → next paint), 4×${on}: ${line(events)} (${events.length} clicks)`);
    if (splits.length) {
      const part = (k) => `median ${pct(splits.map((x) => x[k]), 50).toFixed(1)} / p95 ${pct(splits.map((x) => x[k]), 95).toFixed(1)} ms`;
      console.log(`ui: where those clicks' time went, 4×${on}: input delay ${part('delay')}, handlers ${part('handlers')}, handlers → next paint ${part('paint')} (Event Timing; the last rounded to 8 ms by the browser)`);
    }
    if (worked) {
      const per = (name) => ((work[name] * 1000) / worked).toFixed(1);
      console.log(`ui: the renderer's work per Confirm that placed a tile, from the click to 100 ms after its replies were shown, 4×${on}: script ${per('ScriptDuration')} ms, style ${per('RecalcStyleDuration')} ms, layout ${per('LayoutDuration')} ms, all tasks ${per('TaskDuration')} ms (${worked} Confirms; work moved after the paint still counts here)`);
    }
    console.log(`ui: Confirm → every computer reply shown at Instant pace, 4×${on}: ${line(replies)} (${replies.length} confirms over ${rounds} rounds, ${played} game${played > 1 ? 's' : ''} of the same deal, a ${LOOK_MS} ms look before each; budget p95 ≤ 120 ms)`);
    const total = longTasks.reduce((s, t) => s + t.duration, 0);
    const longest = [...longTasks].sort((a, b) => b.duration - a.duration).slice(0, 5).map((t) => t.duration.toFixed(0));
    console.log(`ui: long tasks over 50 ms during round 1 at 4×, Start included${on}: ${longTasks.length} (${total.toFixed(0)} ms in all; longest ${longest.join(', ')} ms)`);
    console.log(`ui: long tasks while the form was up before Start (page load and idle work), 4×${on}: ${onForm.length}${onForm.length ? ` (${onForm.map((t) => t.duration.toFixed(0)).join(', ')} ms)` : ''}`);
    // Layout changes per round, with their reasons: a round's first layout counts 0 (data-layout-changes starts again).
    const layouts = await page.evaluate(() => window.__layouts);
    const perRound = [];
    for (const l of layouts) {
      if (l.changes === 0 || perRound.length === 0) perRound.push({ changes: 0, reasons: [] });
      else {
        perRound.at(-1).changes = l.changes;
        perRound.at(-1).reasons.push(`${l.reason} ${l.tl}px/${l.cols}`);
      }
    }
    const changed = perRound.reduce((n, r) => n + r.changes, 0);
    console.log(`ui: board layout changes (tile length, columns, lane order) within rounds${on}: ${changed} over ${perRound.length} rounds; per round: ${perRound.map((r) => `${r.changes}${r.reasons.length ? ` (${r.reasons.join(', ')})` : ''}`).join('; ')}`);
    await page.close();
  }
  const bare = await bareTaps(browser, profile);
  // Event Timing reports only clicks of 16 ms or more: the taps it leaves out count as faster than that.
  const over = (key, p) => {
    const all = [...bare.clicks.map((c) => c[key]), ...Array(bare.taps - bare.clicks.length).fill(-1)];
    const at = pct(all, p);
    return at < 0 ? 'under 16 ms' : `${at.toFixed(0)} ms`;
  };
  console.log(
    `ui: the same tap on a bare page (one button), 4× [${profile.label}]: click → next paint median ${over('duration', 50)}, p95 ${over('duration', 95)} (Event Timing, ${bare.taps} taps, ${bare.clicks.length} of 16 ms or more): the browser's own share of the Confirm budget`,
  );
}

/**
 * Start's long tasks at 4×, the page's first Start and its second (issue 43): Start from the
 * form, then New game, the form again and Start again in the same page, the same deal. A
 * page's first table costs two to three times what its next one does (its code and its text
 * met for the first time), so the first figure says what a visit's first game pays and the
 * second what the table itself costs. Each Start after 3 s on the form, as the Confirm bench.
 * One page's figures swing by half from run to run: BENCH_STARTS pages (3 unless set), each a
 * new page, builds taking turns; the medians over them.
 */
async function startTwice(browser, profile) {
  const runs = Math.max(1, Number(process.env.BENCH_STARTS) || 3);
  const seen = BUILDS.map(() => [[], []]);
  for (let run = 0; run < runs; run++) {
    for (const [b, build] of BUILDS.entries()) {
      const page = await openPage(browser, profile);
      await page.addInitScript(watchLongTasks);
      await page.goto(tapTable(build.base, profile.seats));
      const cdp = await page.context().newCDPSession(page);
      for (let i = 0; i < 2; i++) {
        await page.locator('#pace').selectOption('instant');
        // The second time a game is in progress: Start asks first, and its own Start is the one timed.
        if (i > 0) {
          await press(button(page, 'Start'));
          await button(page, 'Keep playing').waitFor();
        }
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await page.waitForTimeout(3000);
        const t0 = await page.evaluate(() => performance.now());
        await press(button(page, 'Start'));
        await page.waitForFunction(() => document.querySelector('main[aria-busy="false"] .hand-tile') !== null, undefined, { timeout: 20000 });
        await page.waitForTimeout(1500);
        seen[b][i].push((await page.evaluate(() => window.__longTasks)).filter((t) => t.start >= t0).map((t) => t.duration));
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
        if (i === 0) {
          await press(button(page, 'New game'));
          await page.locator('#pace').waitFor();
        }
      }
      await page.close();
    }
  }
  const median = (xs) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)];
  const said = (starts) => {
    const sums = starts.map((ds) => ds.reduce((a, d) => a + d, 0));
    return `${starts.map((ds) => ds.length).join(', ')} (median ${median(starts.map((ds) => ds.length))}; ${median(sums).toFixed(0)} ms in all, median; longest ${Math.max(0, ...starts.flat()).toFixed(0)} ms)`;
  };
  for (const [b, build] of BUILDS.entries()) {
    console.log(`ui: long tasks over 50 ms from Start to 1.5 s after its table settled, 4×${build.label} [${profile.label}, ${profile.seats} seats], ${runs} pages: the page's first Start ${said(seen[b][0])}; its second (New game, Start again) ${said(seen[b][1])}`);
  }
}

/**
 * A saved session in progress at `round`, built in Node with the compiled session code
 * (one person playing the first legal move, three sharp computers), as the store keeps it.
 */
async function savedSessionAt(round) {
  const session = await import('../build/session/index.js');
  const { defaultBot } = await import('../build/session/default-bot.js');
  const seats = [{ name: 'Tess', kind: 'person' }, ...['Ana', 'Ben', 'Cy'].map((name) => ({ name, kind: 'computer', level: 'sharp' }))];
  const env = { now: () => new Date().toISOString(), bot: defaultBot, freshSeed: () => 'BENCHRELOAD' };
  const started = session.start({ seats, seed: 'BENCHRELOAD' }, env);
  let s = started.session;
  const person = () => {
    const status = session.current(s);
    const view = session.viewFor(s, status.turn);
    const r = session.act(s, view.legal[0]);
    if (!r.ok) throw new Error(r.code);
    s = r.session;
  };
  for (let guard = 0; guard < 100000; guard++) {
    const status = session.current(s);
    if (status.round === round && status.phase === 'playing' && status.turnKind === 'person' && session.roundLog(s).length >= 30) break;
    if (status.phase === 'roundOver') s = session.nextRound(s).session;
    else if (status.turnKind === 'computer') s = session.runBots(s).session;
    else person();
  }
  const status = session.current(s);
  const actions = session.toRecord(s).rounds.reduce((n, r) => n + r.actions.length, 0);
  return { record: session.toRecord(s), round: status.round, actions };
}

async function reloadTime(browser, build) {
  const page = await browser.newPage({ viewport: { width: 412, height: 915 } });
  await page.goto(`${build.base}/`);
  // Home, settled (the front door since issue 41; the form's Start is a screen further), once the
  // app has taken the page over (the prerendered copy of each language is a <main> until then).
  await page.waitForFunction(() => document.querySelectorAll('main').length === 1 && document.querySelector('main[aria-busy="false"]') !== null);
  // Storage opens right after the first paint: wait for the app's database and its stores.
  // Polled with evaluate: page.waitForFunction would take an async check's promise as its answer.
  for (let i = 0; i < 300 && !(await page.evaluate(async () => (await indexedDB.databases()).some((d) => d.name === 'mexican-train' && (d.version ?? 0) >= 2))); i++) await page.waitForTimeout(50);
  const results = [];
  for (const round of [1, 13]) {
    const saved = await savedSessionAt(round);
    await page.evaluate(
      ({ record }) =>
        new Promise((resolve, reject) => {
          const open = indexedDB.open('mexican-train');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const tx = open.result.transaction('session', 'readwrite');
            tx.objectStore('session').put({ record, savedAt: new Date().toISOString() }, 'current');
            tx.oncomplete = () => (open.result.close(), resolve());
            tx.onerror = () => reject(tx.error);
          };
        }),
      saved,
    );
    const times = [];
    for (let i = 0; i < 12; i++) {
      await page.reload();
      const t = await page.waitForFunction(() => (document.querySelector('.table [data-train]') && document.querySelector('#prompt, #round-end-title') ? performance.now() : false), undefined, { polling: 'raf' });
      times.push(await t.jsonValue());
    }
    times.shift(); // the first reload warms the cache
    results.push({ round: saved.round, actions: saved.actions, median: pct(times, 50), min: Math.min(...times), max: Math.max(...times) });
  }
  for (const r of results) {
    console.log(`ui: reload → restored table at round ${r.round}${build.label} (${r.actions} actions replayed once): median ${r.median.toFixed(0)} ms from navigation start (11 reloads; min ${r.min.toFixed(0)}, max ${r.max.toFixed(0)})`);
  }
  console.log(`ui: reload at round 13 / round 1${build.label}: ${(results[1].median / results[0].median).toFixed(2)}× (budget ≤ 1.5×)`);
  await page.close();
}

for (const build of BUILDS) bundle(build);
// BENCH_ONLY=bundle prints the sizes alone.
if (process.env.BENCH_ONLY === 'bundle') process.exit(0);
const servers = [];
for (const build of BUILDS) servers.push(await serve(build));
const browser = await chromium.launch({ executablePath, args: ARGS });
try {
  // BENCH_ONLY=tap, =confirm, =start or =reload measures that alone (the reload figure needs `npm run -s cli:build`).
  const only = process.env.BENCH_ONLY;
  for (const profile of only === 'reload' ? [] : PROFILES) {
    if (!only || only === 'tap') await tapLatency(browser, profile);
    if (!only || only === 'confirm') await confirmLatency(browser, profile);
    if (!only || only === 'start') await startTwice(browser, profile);
  }
  if (!only || only === 'reload') for (const build of BUILDS) await reloadTime(browser, build);
} finally {
  await browser.close();
  for (const server of servers) process.kill(-server.pid);
}
