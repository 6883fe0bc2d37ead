/** Whole 13-round sessions of random legal play through the core's public API. */
import seedrandom from 'seedrandom/seedrandom.js';
import { applyAction, legalActions, snapshot, newRound, standings } from '../core/index.ts';

/** What one simulated session produced. */
export interface SessionStats {
  penalties: number[][];
  actions: number;
  outRounds: number;
  blockedRounds: number;
  actionsPerRound: number[];
}

/** Plays one session of random legal players; the choices come from the given seed. */
export function randomSession(players: number, seed: string): SessionStats {
  const rng = seedrandom(`choices/${seed}`);
  const stats: SessionStats = { penalties: [], actions: 0, outRounds: 0, blockedRounds: 0, actionsPerRound: [] };
  for (let round = 1; round <= 13; round++) {
    let state = newRound({ players, round, seed });
    let count = 0;
    for (;;) {
      const legal = legalActions(state);
      if (legal.length === 0) break;
      const result = applyAction(state, legal[Math.floor(rng.quick() * legal.length)]!);
      if (!result.ok) throw new Error(`The core refused its own legal action: ${result.error.message}`);
      state = result.state;
      count++;
    }
    const result = snapshot(state).result!;
    stats.penalties.push(result.penalties);
    if (result.reason === 'out') stats.outRounds++;
    else stats.blockedRounds++;
    stats.actions += count;
    stats.actionsPerRound.push(count);
  }
  standings(stats.penalties);
  return stats;
}
