// The first load's budget (DESIGN.md, issue 14): the app's Largest Contentful Paint within 1.3× a bare
// Preact + signals page (bench/bare) built with the same toolchain, measured in the same run, loads
// alternating, each from a cold cache, under Lighthouse's mobile emulation (412×823 at DPR 1.75,
// CPU 4× slower, 150 ms latency, 1.6 Mbps down, 750 Kbps up). Run by `npm run bench` after
// `vite build`; builds the bare page itself (dist-bare/) and serves both with `vite preview`.
// BENCH_LOADS sets the loads per page (≥ 15 by default); BENCH_DIST serves another build of the app, or
// several, comma-separated (an older dist/ copied aside, say): each is compared with the bare page in the same run.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { serve } from './bench-serve.mjs';

const LOADS = Math.max(1, Number(process.env.BENCH_LOADS) || 15);
const BUDGET = 1.3;
const dists = (process.env.BENCH_DIST || 'dist').split(',').filter(Boolean);
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const executablePath = process.env.CHROME_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

// Lighthouse's mobile defaults (its "simulated" numbers, applied here for real through DevTools).
const DEVICE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
const NETWORK = { offline: false, latency: 150, downloadThroughput: 204800, uploadThroughput: (750 * 1024) / 8 };
const CPU_SLOWDOWN = 4;

const median = (xs) => pct(xs, 50);
const pct = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];

/** Reads the page's LCP (the last candidate), FCP and what the LCP element was. */
function readPaints() {
  return new Promise((resolve) => {
    let last = null;
    new PerformanceObserver((list) => {
      const entries = list.getEntries();
      last = entries[entries.length - 1] ?? last;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    // Buffered entries arrive in a task of their own: give them a frame and a task.
    requestAnimationFrame(() =>
      setTimeout(() => {
        const fcp = performance.getEntriesByName('first-contentful-paint')[0];
        const el = last?.element;
        resolve({
          lcp: last ? last.startTime : NaN,
          fcp: fcp ? fcp.startTime : NaN,
          what: el ? `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.className ? `.${String(el.className).split(' ')[0]}` : ''}` : '?',
        });
      }, 50),
    );
  });
}

/** One cold load of `url` under the mobile emulation; its paints. */
async function load(browser, url) {
  const context = await browser.newContext(DEVICE);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(url, { waitUntil: 'load', timeout: 60000 });
    // Let the load settle (chunks loaded after the first paint, the service worker's precache).
    await page.waitForLoadState('networkidle', { timeout: 20000 }).catch(() => {});
    return await page.evaluate(readPaints);
  } finally {
    await context.close();
  }
}

function summary(name, runs) {
  const lcp = runs.map((r) => r.lcp);
  const fcp = runs.map((r) => r.fcp);
  const what = [...new Set(runs.map((r) => r.what))].join(', ');
  return { name, median: median(lcp), p95: pct(lcp, 95), fcp: median(fcp), what };
}

async function main() {
  // The bare page, built with the app's toolchain (so it works from a clean clone).
  const built = spawnSync('npx', ['vite', 'build', '-c', 'bench/bare/vite.config.ts', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (built.status !== 0) throw new Error('the bare page did not build');
  for (const dist of dists) if (!existsSync(`${dist}/index.html`)) throw new Error(`${dist}/index.html is missing: run vite build first`);
  // The first build is "app"; any other is named by its folder.
  const pages = [['bare', await serve('dist-bare')]];
  for (const [i, dist] of dists.entries()) pages.push([i === 0 ? 'app' : dist, await serve(dist)]);
  const browser = await chromium.launch({ executablePath, args: ARGS });
  const runs = Object.fromEntries(pages.map(([name]) => [name, []]));
  const failed = {};
  try {
    // Round-robin, starting one page later each round, so a busy moment of a shared machine falls on every page alike.
    for (let i = 0; i < LOADS; i++) {
      for (let j = 0; j < pages.length; j++) {
        const [name, at] = pages[(i + j) % pages.length];
        // A load that times out on a loaded machine is counted, not fatal.
        const r = await load(browser, at.base).catch((e) => (console.error(`load: ${name} failed: ${e.message.split('\n')[0]}`), null));
        if (r && Number.isFinite(r.lcp)) runs[name].push(r);
        else failed[name] = (failed[name] ?? 0) + 1;
      }
    }
  } finally {
    await browser.close();
    for (const [, { stop }] of pages) stop();
  }
  if (Object.values(runs).some((r) => r.length === 0)) throw new Error('no LCP was recorded for a page');
  const b = summary('bare', runs.bare);
  for (const [name] of pages.slice(1)) {
    const a = summary(name, runs[name]);
    const ratio = a.median / b.median;
    console.log(
      `load: LCP ${name} median ${a.median.toFixed(0)} ms (p95 ${a.p95.toFixed(0)}) · bare ${b.median.toFixed(0)} ms (p95 ${b.p95.toFixed(0)}) · ratio ${ratio.toFixed(2)}× (budget ≤ ${BUDGET}×)`,
    );
    console.log(`load: FCP ${name} ${a.fcp.toFixed(0)} ms · bare ${b.fcp.toFixed(0)} ms; LCP element ${name} ${a.what} · bare ${b.what}`);
  }
  const lost = Object.entries(failed).map(([name, n]) => `${name} ${n}`).join(', ');
  console.log(`load: ${LOADS} cold loads per page${lost ? ` (failed: ${lost})` : ''}, Lighthouse mobile emulation (CPU ${CPU_SLOWDOWN}×, ${NETWORK.latency} ms, 1.6 Mbps down)`);
  if (process.env.BENCH_VERBOSE) console.log(JSON.stringify(runs));
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
