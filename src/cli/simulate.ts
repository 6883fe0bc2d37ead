/** `npm run simulate -- --players 4 --sessions 200 --seed abc`: random legal sessions and their figures. */
import { performance } from 'node:perf_hooks';
import { readFlags, intFlag, runMain } from './args.ts';
import { randomSession } from './random-session.ts';
import { parseSeed } from '../shuffle/index.ts';

runMain(() => {
  const flags = readFlags(process.argv.slice(2));
  const players = intFlag(flags, 'players', 4, 2, 10);
  const sessions = intFlag(flags, 'sessions', 200, 1, 1_000_000);
  const seed = parseSeed(flags.get('seed') ?? 'SIMULATE');
  if (!seed.ok) throw new Error(seed.message);
  let out = 0;
  let blocked = 0;
  let actions = 0;
  const penaltySum = new Array<number>(players).fill(0);
  const start = performance.now();
  for (let i = 0; i < sessions; i++) {
    const stats = randomSession(players, `${seed.seed}/${i}`);
    out += stats.outRounds;
    blocked += stats.blockedRounds;
    actions += stats.actions;
    for (const row of stats.penalties) row.forEach((p, s) => (penaltySum[s]! += p));
  }
  const ms = performance.now() - start;
  const rounds = sessions * 13;
  const meanRoundPenalty = penaltySum.reduce((a, b) => a + b, 0) / (rounds * players);
  console.log(`${sessions} sessions × 13 rounds, ${players} random legal players, seed ${seed.seed}`);
  console.log(`rounds gone out: ${out} (${((100 * out) / rounds).toFixed(1)}%), blocked: ${blocked} (${((100 * blocked) / rounds).toFixed(1)}%)`);
  console.log(`mean penalty per seat per round: ${meanRoundPenalty.toFixed(1)} pips; per seat per session:`);
  console.log('  ' + penaltySum.map((p, s) => `seat ${s}: ${(p / sessions).toFixed(1)}`).join(', '));
  console.log(`actions per round: ${(actions / rounds).toFixed(1)}`);
  console.log(`throughput: ${Math.round(actions / (ms / 1000)).toLocaleString('en')} actions/s, ${(ms / sessions).toFixed(3)} ms per session (${(ms / 1000).toFixed(2)} s in all)`);
});
