/** Fixtures for the computer-player tests: positions in the core's notation and positions from real games. */
import {
  applyAction,
  newRound,
  viewFor,
  type Action,
  type PlayerView,
  type RoundState,
} from '../../src/core/index.ts';
import { makeBot, type BotName } from '../../src/cli/bots.ts';
import { pos } from '../core/helpers.ts';

export { pos };

/** The view of the seat to act in a position written in the core's notation. */
export function viewAt(text: string): PlayerView {
  const state = pos(text);
  return viewFor(state, state.turn);
}

/** Applies an action, throwing with the core's reason when it is refused. */
export function apply(state: RoundState, action: Action): RoundState {
  const result = applyAction(state, action);
  if (!result.ok) throw new Error(`${JSON.stringify(action)} refused: ${result.error.message}`);
  return result.state;
}

/** A plain assertion for hot loops (vitest's expect is slow for many thousands of checks). */
export function check(ok: boolean, message: () => string): void {
  if (!ok) throw new Error(message());
}

/** One decision point of a real game: the state and the view of the seat to act. */
export interface Position {
  state: RoundState;
  view: PlayerView;
  game: string;
}

/**
 * Calls visit at every decision of whole rounds played by a mix of bots (so positions
 * come from weak and strong play alike), for several player counts and rounds.
 */
export function eachPosition(
  games: { players: number; round: number; seed: string; kinds: BotName[] }[],
  visit: (p: Position) => void,
): void {
  for (const g of games) {
    const bots = g.kinds.map((k, s) => makeBot(k, `${g.seed}/${s}`));
    let state = newRound({ players: g.players, round: g.round, seed: g.seed });
    for (let steps = 0; state.turn >= 0; steps++) {
      if (steps > 5000) throw new Error(`game ${g.seed} does not end`);
      const view = viewFor(state, state.turn);
      visit({ state, view, game: `${g.players}p round ${g.round} seed ${g.seed}` });
      state = apply(state, bots[state.turn]!(view));
    }
  }
}

/** A spread of games: every player count, rounds 1…13, mixed bot kinds. */
export function gameMix(count: number, prefix: string): { players: number; round: number; seed: string; kinds: BotName[] }[] {
  const kinds: BotName[] = ['random', 'greedy', 'planner', 'sharp', 'relaxed'];
  const out = [];
  for (let i = 0; i < count; i++) {
    const players = 2 + (i % 9);
    out.push({
      players,
      round: 1 + ((i * 5) % 13),
      seed: `${prefix}-${i}`,
      kinds: Array.from({ length: players }, (_, s) => kinds[(i + s) % kinds.length]!),
    });
  }
  return out;
}
