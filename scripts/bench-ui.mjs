// The screen's budgets (DESIGN.md): first-load JavaScript, a tap's preview, and a reload.
// Run by `npm run bench` after `vite build`; serves dist/ with `vite preview` on a spare port.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { chromium } from '@playwright/test';

const PORT = 4191;
const BASE = `http://127.0.0.1:${PORT}`;
const dist = 'dist';
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const executablePath = process.env.CHROME_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

const gz = (file) => gzipSync(readFileSync(join(dist, file))).length / 1024;
const pct = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];

function bundle() {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const first = [...html.matchAll(/<script[^>]+src="\.\/([^"]+)"|<link rel="modulepreload"[^>]+href="\.\/([^"]+)"/g)].map((m) => m[1] ?? m[2]);
  const all = readFileSync(join(dist, 'sw.js'), 'utf8').match(/assets\/[^"']+\.js/g) ?? [];
  const lazy = [...new Set(all)].filter((f) => !first.includes(f));
  const firstKb = first.reduce((s, f) => s + gz(f), 0);
  console.log(`ui: first-load JavaScript ${firstKb.toFixed(2)} KB gzipped (${first.length} files: ${first.map((f) => `${f.replace('assets/', '')} ${gz(f).toFixed(2)}`).join(', ')}; budget ≤ 40 KB)`);
  console.log(`ui: loaded after first paint: ${lazy.map((f) => `${f.replace('assets/', '')} ${gz(f).toFixed(2)} KB`).join(', ')}`);
}

async function serve() {
  const server = spawn('npx', ['vite', 'preview', '--host', '127.0.0.1', '--port', String(PORT), '--strictPort'], { stdio: 'ignore', detached: true });
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(BASE)).ok) return server;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('vite preview did not start');
}

async function personMove(page) {
  const tap = async (name) => page.getByRole('button', { name, exact: true }).click();
  const can = async (name) => {
    const b = page.getByRole('button', { name, exact: true });
    return (await b.count()) > 0 && (await b.isEnabled());
  };
  if (await can('Place engine')) return tap('Place engine');
  if ((await page.locator('.hand-tile.fits').count()) > 0) {
    await page.locator('.hand-tile.fits').first().click();
    if (!(await can('Confirm'))) await page.locator('.train.playable').first().click();
    return tap('Confirm');
  }
  if (await can('Draw')) return tap('Draw').then(() => tap('Confirm'));
  if (await can('Pass')) return tap('Pass');
  if (await can('Finish turn')) return tap('Finish turn').then(() => tap('Confirm'));
  if (await can('Next round')) return tap('Next round');
  await page.waitForTimeout(20);
}

async function tilesOnTable(page) {
  return page.locator('[data-train]').evaluateAll((els) => els.reduce((s, e) => s + Number(/(\d+) tiles/.exec(e.getAttribute('aria-label'))?.[1] ?? 0), 0));
}

async function tapLatency(browser) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(`${BASE}/?seed=BENCHTAP&players=Tess,Ana:computer,Ben:computer,Cy:computer,Dee:computer,Eli:computer`);
  await page.locator('#pace').selectOption('instant');
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  let best = 0;
  for (let i = 0; i < 400; i++) {
    const n = await tilesOnTable(page);
    best = Math.max(best, n);
    if (n >= 45 && (await page.locator('.hand-tile.fits').count()) > 0) break;
    await personMove(page);
  }
  const onTable = await tilesOnTable(page);
  const samples = await page.evaluate(async () => {
    const out = [];
    for (let i = 0; i < 60; i++) {
      const tiles = [...document.querySelectorAll('.hand-tile')];
      const tile = tiles[i % tiles.length];
      const t0 = performance.now();
      let t1 = 0;
      const seen = new Promise((resolve) => {
        const mo = new MutationObserver(() => {
          if (document.querySelector('.hand-tile.selected, .hand-tile[aria-pressed="true"]') || document.querySelector('#app .error')) {
            t1 = performance.now();
            mo.disconnect();
            resolve();
          }
        });
        mo.observe(document.body, { subtree: true, childList: true, attributes: true });
      });
      tile.click();
      await seen;
      const frame = await new Promise((r) => requestAnimationFrame(() => r(performance.now())));
      out.push({ dom: t1 - t0, frame: frame - t0 });
      const cancel = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Cancel');
      cancel?.click();
      await new Promise((r) => setTimeout(r, 20));
    }
    return out;
  });
  const dom = samples.map((s) => s.dom);
  const frame = samples.map((s) => s.frame);
  console.log(`ui: tap → preview in the DOM on a 6-seat table with ${onTable} tiles played: median ${pct(dom, 50).toFixed(1)} ms, p95 ${pct(dom, 95).toFixed(1)} ms, max ${Math.max(...dom).toFixed(1)} ms (budget: within one 16 ms frame)`);
  console.log(`ui: tap → next animation frame: median ${pct(frame, 50).toFixed(1)} ms, p95 ${pct(frame, 95).toFixed(1)} ms (${samples.length} taps)`);
  await page.close();
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

async function reloadTime(browser) {
  const page = await browser.newPage({ viewport: { width: 412, height: 915 } });
  await page.goto(`${BASE}/`);
  await page.getByRole('button', { name: 'Start', exact: true }).waitFor();
  // Storage opens right after the first paint: wait for the app's database and its stores.
  await page.waitForFunction(async () => (await indexedDB.databases()).some((d) => d.name === 'mexican-train' && (d.version ?? 0) >= 2));
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
    console.log(`ui: reload → restored table at round ${r.round} (${r.actions} actions replayed once): median ${r.median.toFixed(0)} ms from navigation start (11 reloads; min ${r.min.toFixed(0)}, max ${r.max.toFixed(0)})`);
  }
  console.log(`ui: reload at round 13 / round 1: ${(results[1].median / results[0].median).toFixed(2)}× (budget ≤ 1.5×)`);
  await page.close();
}

bundle();
const server = await serve();
const browser = await chromium.launch({ executablePath, args: ARGS });
try {
  await tapLatency(browser);
  await reloadTime(browser);
} finally {
  await browser.close();
  process.kill(-server.pid);
}
