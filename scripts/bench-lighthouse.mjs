// First visit by Lighthouse itself (issue 43): its default mobile run (simulated slow 4G and CPU 4×,
// the industry's yardstick) and the same with DevTools throttling (applied for real), for the app
// and for the bare Preact + signals page (bench/bare, built by bench-load.mjs into dist-bare/).
// Budgets: Total Blocking Time ≤ 200 ms under DevTools throttling; LCP ≤ 1.3× the bare page's
// under both. Lighthouse is not a dependency of the project (it is large and only the bench needs
// it): it is run with `npx` at the version below, fetched into npm's cache on first use.
// BENCH_LH_RUNS sets the runs per page and method (3); medians are printed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from './bench-serve.mjs';

const LIGHTHOUSE = 'lighthouse@13.5.0';
const RUNS = Math.max(1, Number(process.env.BENCH_LH_RUNS) || 3);
const DIST = process.env.BENCH_DIST?.split(',')[0] || 'dist';
const CHROME = process.env.CHROME_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** One Lighthouse performance run of `url` with `method` ('simulate' or 'devtools'): its LCP, FCP, TBT and longest tasks. */
function lighthouse(url, method, out) {
  const file = join(out, `lh-${Date.now()}.json`);
  const run = spawnSync(
    'npx',
    ['--yes', LIGHTHOUSE, url, '--quiet', '--only-categories=performance', `--throttling-method=${method}`, '--output=json', `--output-path=${file}`, '--chrome-flags=--headless --no-sandbox --disable-gpu'],
    { env: { ...process.env, ...(CHROME ? { CHROME_PATH: CHROME } : {}) }, encoding: 'utf8', timeout: 180_000 },
  );
  if (run.status !== 0 || !existsSync(file)) throw new Error(`lighthouse failed: ${(run.stderr || run.error?.message || '').trim().split('\n').slice(-3).join(' ')}`);
  const { audits } = JSON.parse(readFileSync(file, 'utf8'));
  const tasks = (audits['long-tasks']?.details?.items ?? []).map((t) => ({ url: String(t.url).replace(/^https?:\/\/[^/]+\//, '/'), ms: Math.round(t.duration) }));
  return { lcp: audits['largest-contentful-paint'].numericValue, fcp: audits['first-contentful-paint'].numericValue, tbt: audits['total-blocking-time'].numericValue, tasks };
}

async function main() {
  if (!existsSync('dist-bare/index.html')) {
    const built = spawnSync('npx', ['vite', 'build', '-c', 'bench/bare/vite.config.ts', '--logLevel', 'warn'], { stdio: 'inherit' });
    if (built.status !== 0) throw new Error('the bare page did not build');
  }
  const app = await serve(DIST);
  const bare = await serve('dist-bare');
  const out = mkdtempSync(join(tmpdir(), 'bench-lh-'));
  try {
    for (const method of ['devtools', 'simulate']) {
      const runs = { app: [], bare: [] };
      for (let i = 0; i < RUNS; i++) for (const [name, at] of i % 2 ? [['bare', bare], ['app', app]] : [['app', app], ['bare', bare]]) runs[name].push(lighthouse(at.base, method, out));
      const m = (name, k) => median(runs[name].map((r) => r[k]));
      const ratio = m('app', 'lcp') / m('bare', 'lcp');
      const label = method === 'devtools' ? 'DevTools throttling' : 'default simulated run';
      console.log(`lighthouse (${label}, mobile, ${RUNS} runs each): LCP app ${m('app', 'lcp').toFixed(0)} ms · bare ${m('bare', 'lcp').toFixed(0)} ms · ratio ${ratio.toFixed(2)}× (budget ≤ 1.3×); FCP app ${m('app', 'fcp').toFixed(0)} · bare ${m('bare', 'fcp').toFixed(0)} ms`);
      const longest = runs.app.at(Math.floor(RUNS / 2)).tasks.slice(0, 4).map((t) => `${t.ms} ms ${t.url}`).join(', ');
      console.log(`lighthouse (${label}): Total Blocking Time app ${m('app', 'tbt').toFixed(0)} ms · bare ${m('bare', 'tbt').toFixed(0)} ms${method === 'devtools' ? ' (budget ≤ 200 ms)' : ''}; the app's long tasks (a middle run): ${longest || 'none'}`);
    }
  } finally {
    rmSync(out, { recursive: true, force: true });
    for (const { stop } of [app, bare]) stop();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
