/** Invariants over thousands of positions from real games: every choice is legal, hints agree, nothing is mutated. */
import { describe, expect, it } from 'vitest';
import { applyAction } from '../../src/core/index.ts';
import type { PlayerView } from '../../src/core/types.ts';
import { chooseAction, hint } from '../../src/ai/index.ts';
import { greedyBot, plannerBot, randomBot } from '../../src/cli/bots.ts';
import { sameAction } from '../../src/ai/tiles.ts';
import { check } from '../support/asserts.ts';
import { eachPosition, gameMix } from './helpers.ts';

function isLegal(view: PlayerView, action: unknown): boolean {
  return view.legal.some((a) => sameAction(a, action as never));
}

describe('every choice is one of view.legal, at every level', () => {
  it('holds over thousands of positions of 2- to 10-player games', () => {
    let positions = 0;
    let choices = 0;
    eachPosition(gameMix(110, 'legal'), ({ state, view, game }) => {
      positions++;
      const before = JSON.stringify(view);
      for (const level of ['sharp', 'relaxed'] as const) {
        const action = chooseAction(view, { level });
        check(isLegal(view, action), () => `${level} chose ${JSON.stringify(action)} in ${game}`);
        check(applyAction(state, action).ok, () => `the core refuses ${level}'s ${JSON.stringify(action)} in ${game}`);
        if (view.legal.length > 1) choices++;
      }
      const h = hint(view);
      check(sameAction(h.action, chooseAction(view)), () => `hint and sharp disagree in ${game}`);
      check(h.reason.length > 10 && !h.reason.includes('undefined'), () => `bad reason "${h.reason}" in ${game}`);
      // Facts number seats from 0; the English names seats by turn order, so no seat number can be misread.
      check(!/\bseat\s*#?\d/i.test(h.reason), () => `the reason "${h.reason}" names a seat by number in ${game}`);
      check(JSON.stringify(view) === before, () => `the view was changed by a computer player in ${game}`);
    });
    expect(positions).toBeGreaterThan(5000);
    expect(choices).toBeGreaterThan(2000);
  }, 60_000);

  it('holds for the reference bots too', () => {
    const bots = [randomBot('ref'), greedyBot, plannerBot];
    let n = 0;
    eachPosition(gameMix(27, 'ref'), ({ view, game }) => {
      for (const bot of bots) {
        const action = bot(view);
        check(isLegal(view, action), () => `a reference bot chose ${JSON.stringify(action)} in ${game}`);
        n++;
      }
    });
    expect(n).toBeGreaterThan(1000);
  }, 30_000);
});

describe('the API contract', () => {
  const idle: PlayerView = {
    seat: 1, players: 2, round: 1, engine: 12, phase: 'play', turn: 0, engineHolder: 0, hand: ['1|2'],
    trains: [], exposed: [], owed: null, yardSize: 0, handCounts: [3, 1], searchDraws: [0, 0],
    firstTurnDone: [true, true], playsThisTurn: 0, drawnThisOpportunity: false, legal: [], playsAgain: false, result: null,
    voids: [[], []],
  };

  it('throws a clear error when the view has no legal action', () => {
    expect(() => chooseAction(idle)).toThrow(/legal actions is empty/);
    expect(() => chooseAction(idle, { level: 'relaxed' })).toThrow(/legal actions is empty/);
    expect(() => hint(idle)).toThrow(/legal actions is empty/);
  });

  it('returns the only legal action when there is one', () => {
    const view = { ...idle, turn: 1, legal: [{ type: 'pass' as const }] };
    expect(chooseAction(view)).toEqual({ type: 'pass' });
    expect(hint(view).action).toEqual({ type: 'pass' });
  });
});
