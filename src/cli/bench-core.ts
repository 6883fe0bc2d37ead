/** The rules core's figures: actions per second and milliseconds per 4-player session. */
import { performance } from 'node:perf_hooks';
import { randomSession } from './random-session.ts';

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

/** Plays batches of 4-player, 13-round random sessions and returns printable lines. */
export function benchCore(batches = 7, perBatch = 400): string[] {
  for (let i = 0; i < 300; i++) randomSession(4, `warm/${i}`); // let the JIT settle first
  const perSession: number[] = [];
  const rates: number[] = [];
  for (let b = 0; b < batches; b++) {
    let actions = 0;
    const start = performance.now();
    for (let i = 0; i < perBatch; i++) actions += randomSession(4, `bench/${b}/${i}`).actions;
    const ms = performance.now() - start;
    perSession.push(ms / perBatch);
    rates.push(actions / (ms / 1000));
  }
  return [
    `core: 4-player 13-round session of random legal play: median ${median(perSession).toFixed(3)} ms ` +
      `(best ${Math.min(...perSession).toFixed(3)}, worst ${Math.max(...perSession).toFixed(3)}; ${batches} batches of ${perBatch}; budget ≤ 1 ms)`,
    `core: ${Math.round(median(rates)).toLocaleString('en')} actions/s (legalActions + applyAction + the random choice, median of batches)`,
  ];
}
