// Reads a Chrome trace (BENCH_TRACE of scripts/bench-ui.mjs) and prints the page's main thread:
//   node scripts/trace-summary.mjs trace.json tasks [MIN_MS]     tasks over MIN_MS (8), each split into script (and its compiling), style, layout, paint…
//   node scripts/trace-summary.mjs trace.json detail FROM TO     every event from FROM to TO ms, nested
//   node scripts/trace-summary.mjs trace.json profile FROM TO    the scripts' sampled time by function (self, then total)
//   node scripts/trace-summary.mjs trace.json selectors          selector matching time by selector (BENCH_TRACE_CATS=disabled-by-default-blink.debug)
// Times are ms from the trace's first task on that thread. A minified build names few functions:
// build with `--minify false` to read the profile.
import { readFileSync } from 'node:fs';

const [file, mode = 'tasks', a, b] = process.argv.slice(2);
if (!file) throw new Error('usage: trace-summary.mjs trace.json tasks|detail|profile|selectors …');
const raw = JSON.parse(readFileSync(file, 'utf8'));
const events = raw.traceEvents ?? raw;

// The page's main thread: the renderer main thread with the most events.
const threadNames = new Map();
for (const e of events) if (e.name === 'thread_name') threadNames.set(`${e.pid}:${e.tid}`, e.args.name);
const counts = new Map();
for (const e of events) {
  const key = `${e.pid}:${e.tid}`;
  if (threadNames.get(key) === 'CrRendererMain') counts.set(key, (counts.get(key) ?? 0) + 1);
}
const main = [...counts].sort((x, y) => y[1] - x[1])[0]?.[0];
if (!main) throw new Error('no renderer main thread in this trace');
const [pid, tid] = main.split(':').map(Number);
const onMain = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.dur !== undefined).sort((x, y) => x.ts - y.ts || y.dur - x.dur);
const isTask = (e) => e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask';
const t0 = onMain.find(isTask)?.ts ?? onMain[0].ts;
const ms = (us) => us / 1000;
const at = (e) => ms(e.ts - t0);

/** What each event's time is counted as (the outermost of a kind; script less what it forced). */
const KINDS = { FunctionCall: 'script', EvaluateScript: 'script', 'v8.callFunction': 'script', TimerFire: 'script', FireAnimationFrame: 'script', EventDispatch: 'script', RunMicrotasks: 'script', UpdateLayoutTree: 'style', Layout: 'layout', PrePaint: 'prepaint', Paint: 'paint', Layerize: 'layerize', Commit: 'commit', HitTest: 'hit test', ParseHTML: 'parse' };

const isCompile = (e) => e.name.startsWith('V8.Compile') || e.name.startsWith('V8.Parse') || e.name === 'V8.PreParse';

function tasks(min) {
  let end = -1;
  for (const task of onMain.filter(isTask)) {
    // A task nested in another (the scheduler's and the thread's both say RunTask) is counted once.
    if (task.ts < end) continue;
    end = task.ts + task.dur;
    if (ms(task.dur) < min) continue;
    const inside = onMain.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur <= end);
    const sums = {};
    const stack = [];
    for (const e of inside) {
      const kind = KINDS[e.name];
      if (!kind) continue;
      while (stack.length && stack.at(-1).end <= e.ts) stack.pop();
      if (!stack.some((s) => s.kind === kind)) {
        sums[kind] = (sums[kind] ?? 0) + ms(e.dur);
        if (kind !== 'script' && stack.some((s) => s.kind === 'script')) sums.script -= ms(e.dur);
      }
      stack.push({ kind, end: e.ts + e.dur });
    }
    const styles = inside.filter((e) => e.name === 'UpdateLayoutTree').map((e) => e.args?.elementCount ?? e.args?.beginData?.elementCount ?? '?');
    const layouts = inside.filter((e) => e.name === 'Layout').map((e) => `${e.args?.beginData?.dirtyObjects ?? '?'}/${e.args?.beginData?.totalObjects ?? '?'}`);
    const what = [...new Set(inside.filter((e) => e.name === 'EventDispatch' || e.name === 'TimerFire' || e.name === 'FireAnimationFrame' || e.name === 'FunctionCall').slice(0, 5).map((e) => (e.name === 'EventDispatch' ? e.args?.data?.type : e.name === 'FunctionCall' ? `${e.args?.data?.functionName || '(anonymous)'}@${(e.args?.data?.url || '').split('/').pop()}:${e.args?.data?.lineNumber}` : e.name)))];
    const split = Object.entries(sums).map(([k, v]) => `${k} ${v.toFixed(1)}`).join(', ');
    // Parsing and compiling the scripts (traced with BENCH_TRACE_CATS=disabled-by-default-v8.compile), outermost events only.
    let compile = 0;
    let compiled = -1;
    for (const e of inside) if (isCompile(e) && e.ts >= compiled) (compile += ms(e.dur), (compiled = e.ts + e.dur));
    console.log(`${at(task).toFixed(0).padStart(8)} ms  ${ms(task.dur).toFixed(1).padStart(6)} ms  ${split}${compile ? ` (of the script, compiling ${compile.toFixed(1)})` : ''}${styles.length ? `; style of ${styles.join('/')} elements` : ''}${layouts.length ? `; layout of ${layouts.join(', ')} objects` : ''}  ${what.join(' ')}`);
  }
}

function detail(from, to) {
  const stack = [];
  for (const e of onMain) {
    if (at(e) < from || at(e) > to) continue;
    while (stack.length && stack.at(-1) <= e.ts) stack.pop();
    const depth = stack.length;
    stack.push(e.ts + e.dur);
    if (ms(e.dur) < 0.3 || e.name === 'ThreadControllerImpl::RunTask') continue;
    const d = e.args?.data ?? e.args?.beginData ?? {};
    const more = e.name === 'FunctionCall' ? `${d.functionName || '(anonymous)'}@${(d.url || '').split('/').pop()}:${d.lineNumber}` : e.name === 'EventDispatch' ? d.type : e.name === 'UpdateLayoutTree' ? `${e.args?.elementCount ?? d.elementCount ?? '?'} elements` : e.name === 'Layout' ? `${d.dirtyObjects}/${d.totalObjects} objects` : '';
    console.log(`${at(e).toFixed(1).padStart(9)} ${'  '.repeat(Math.min(depth, 12))}${e.name} ${ms(e.dur).toFixed(1)} ${more}`);
  }
}

function profile(from, to) {
  const profiles = new Map();
  for (const e of events) {
    if (e.pid !== pid) continue;
    if (e.name === 'Profile') profiles.set(e.id, { tid: e.tid, start: e.args.data.startTime, nodes: new Map(), samples: [], deltas: [] });
    const p = e.name === 'ProfileChunk' ? profiles.get(e.id) : undefined;
    if (!p) continue;
    for (const n of e.args.data.cpuProfile?.nodes ?? []) p.nodes.set(n.id, n);
    p.samples.push(...(e.args.data.cpuProfile?.samples ?? []));
    p.deltas.push(...(e.args.data.timeDeltas ?? []));
  }
  const self = new Map();
  const total = new Map();
  let sampled = 0;
  const label = (n) => `${n.callFrame.functionName || '(anonymous)'} ${(n.callFrame.url || '').split('/').pop()}:${n.callFrame.lineNumber + 1}`;
  for (const p of profiles.values()) {
    if (p.tid !== tid) continue;
    let ts = p.start;
    for (let i = 0; i < p.samples.length; i++) {
      ts += p.deltas[i];
      const when = ms(ts - t0);
      if (when < from || when > to) continue;
      const dt = ms(p.deltas[i + 1] ?? 0);
      let n = p.nodes.get(p.samples[i]);
      if (!n) continue;
      sampled += dt;
      self.set(label(n), (self.get(label(n)) ?? 0) + dt);
      const seen = new Set();
      for (; n; n = n.parent ? p.nodes.get(n.parent) : undefined) if (!seen.has(label(n))) (seen.add(label(n)), total.set(label(n), (total.get(label(n)) ?? 0) + dt));
    }
  }
  console.log(`sampled ${sampled.toFixed(1)} ms ("(program)" is the browser's own work: style, layout, input…)`);
  for (const [title, m] of [['self', self], ['total', total]]) {
    console.log(`-- ${title}`);
    for (const [k, v] of [...m].sort((x, y) => y[1] - x[1]).slice(0, Number(process.env.TOP || 30))) console.log(`${v.toFixed(1).padStart(8)}  ${k}`);
  }
}

function selectors() {
  const by = new Map();
  let all = 0;
  for (const e of events) {
    for (const s of e.name === 'SelectorStats' ? (e.args?.selector_stats?.selector_timings ?? []) : []) {
      const x = by.get(s.selector) ?? { us: 0, attempts: 0, matches: 0 };
      x.us += s['elapsed (us)'];
      x.attempts += s.match_attempts;
      x.matches += s.match_count;
      by.set(s.selector, x);
      all += s['elapsed (us)'];
    }
  }
  const style = onMain.filter((e) => e.name === 'UpdateLayoutTree').reduce((s, e) => s + e.dur, 0);
  console.log(`selector matching ${ms(all).toFixed(1)} ms of ${ms(style).toFixed(1)} ms of style recalculation`);
  for (const [k, v] of [...by].sort((x, y) => y[1].us - x[1].us).slice(0, Number(process.env.TOP || 25))) console.log(`${ms(v.us).toFixed(2).padStart(8)} ms  ${String(v.attempts).padStart(6)} tries  ${String(v.matches).padStart(6)} matched  ${k.slice(0, 120)}`);
}

if (mode === 'tasks') tasks(Number(a ?? 8));
else if (mode === 'detail') detail(Number(a), Number(b));
else if (mode === 'profile') profile(Number(a), Number(b));
else if (mode === 'selectors') selectors();
else throw new Error(`unknown mode ${mode}`);
