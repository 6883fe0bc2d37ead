/**
 * The computer players' figures: milliseconds per sharp decision over positions from real
 * games (first turns with 15-tile hands included), against the budget of DESIGN.md
 * (99th percentile ≤ 5 ms, maximum ≤ 50 ms); and per expert decision on a spread of the
 * same positions, against issue 13's budget (99th percentile ≤ 40 ms, maximum ≤ 150 ms).
 */
import { performance } from 'node:perf_hooks';
import { applyAction, newRound, roundTurn, viewFor } from '../core/index.ts';
import type { PlayerView } from '../core/types.ts';
import { chooseAction } from '../ai/index.ts';
import { makeBot, type BotName } from './bots.ts';

/** Views of every seat to act with a real choice (two or more legal actions), from whole sessions. */
export function collectPositions(sessions: number, seed = 'bench-ai'): PlayerView[] {
  const kinds: BotName[] = ['sharp', 'planner', 'greedy', 'random'];
  const views: PlayerView[] = [];
  for (let k = 0; k < sessions; k++) {
    const bots = kinds.map((_, s) => makeBot(kinds[(s + k) % kinds.length]!, `${seed}/${k}/${s}`));
    for (let round = 1; round <= 13; round++) {
      let state = newRound({ players: 4, round, seed: `${seed}/${k}` });
      for (let seat = roundTurn(state); seat >= 0; seat = roundTurn(state)) {
        const view = viewFor(state, seat);
        if (view.legal.length > 1) views.push(view);
        const result = applyAction(state, bots[seat]!(view));
        if (!result.ok) throw new Error(`bench game: ${result.error.message}`);
        state = result.state;
      }
    }
  }
  return views;
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** Times chooseAction (sharp) on each collected position and returns printable lines. */
export async function benchAi(sessions = 60): Promise<string[]> {
  const views = collectPositions(sessions);
  for (let i = 0; i < Math.min(views.length, 3000); i++) chooseAction(views[i]!); // let the JIT settle first
  const times: number[] = [];
  const first: number[] = [];
  for (const view of views) {
    const start = performance.now();
    chooseAction(view);
    const ms = performance.now() - start;
    times.push(ms);
    if (view.phase === 'firstTurns') first.push(ms);
  }
  const fmt = (xs: number[]): string => {
    const s = [...xs].sort((a, b) => a - b);
    return `median ${percentile(s, 50).toFixed(3)} ms, p99 ${percentile(s, 99).toFixed(3)} ms, max ${s[s.length - 1]!.toFixed(3)} ms`;
  };
  const expert = benchExpert(views);
  return [
    `ai: sharp decision over ${times.length} positions with a choice (${sessions} 4-player sessions): ${fmt(times)} (budget p99 ≤ 5 ms, max ≤ 50 ms)`,
    `ai: first-turn decisions only (${first.length}): ${fmt(first)}`,
    `ai: expert decision over ${expert.all.length} of those positions (every ${EXPERT_STRIDE}th): ${fmt(expert.all)} (budget p99 ≤ 40 ms, max ≤ 150 ms)`,
    `ai: expert first-turn decisions only (${expert.first.length}): ${fmt(expert.first)}`,
  ];
}

/** The expert thinks for milliseconds, not microseconds: it is timed on every EXPERT_STRIDE-th position. */
const EXPERT_STRIDE = 8;

/** Times the expert (chooseAction at level expert) on a spread of the positions. */
function benchExpert(views: readonly PlayerView[]): { all: number[]; first: number[] } {
  const sample = views.filter((_, i) => i % EXPERT_STRIDE === 0);
  for (const view of sample.slice(0, 100)) chooseAction(view, { level: 'expert' }); // JIT warm-up
  const all: number[] = [];
  const first: number[] = [];
  for (const view of sample) {
    const start = performance.now();
    chooseAction(view, { level: 'expert' });
    const ms = performance.now() - start;
    all.push(ms);
    if (view.phase === 'firstTurns') first.push(ms);
  }
  return { all, first };
}
