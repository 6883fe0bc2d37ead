/** Fixtures for the computer-player tests: views of written positions and positions from real games. */
import { newRound, viewFor, type PlayerView, type RoundState } from '../../src/core/index.ts';
import { makeBot, type BotName } from '../../src/cli/bots.ts';
import { pos } from '../support/fixtures.ts';
import { playRound } from '../support/playout.ts';

/** The view of the seat to act in a position written in the core's notation. */
export function viewAt(text: string): PlayerView {
  const state = pos(text);
  return viewFor(state, state.turn);
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
    const game = `${g.players}p round ${g.round} seed ${g.seed}`;
    // The chooser is asked at every decision, so it builds the view once for both the visit and the bot.
    playRound(newRound({ players: g.players, round: g.round, seed: g.seed }), (_legal, state) => {
      const view = viewFor(state, state.turn);
      visit({ state, view, game });
      return bots[state.turn]!(view);
    });
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
