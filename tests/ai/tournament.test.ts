/** The reference bots and the tournament runner: seeded, rotating seats, ties split equally. */
import { describe, expect, it } from 'vitest';
import { newRound, viewFor } from '../../src/core/index.ts';
import { randomBot } from '../../src/cli/bots.ts';
import { playSession, seatsFor, summarize, type SessionOutcome } from '../../src/cli/tournament.ts';

describe('reference bots', () => {
  it('the random bot repeats itself for the same seed', () => {
    const state = newRound({ players: 4, round: 3, seed: 'rnd' });
    const view = viewFor(state, state.turn);
    const pick = (seed: string): string[] => {
      const bot = randomBot(seed);
      return Array.from({ length: 20 }, () => JSON.stringify(bot({ ...view, legal: [{ type: 'draw' }, { type: 'pass' }, { type: 'endFirstTurn' }] })));
    };
    expect(pick('a')).toEqual(pick('a'));
    expect(new Set(pick('a')).size).toBeGreaterThan(1);
  });
});

describe('tournaments', () => {
  it('rotates the seats by one per session', () => {
    expect(seatsFor(['sharp', 'planner', 'greedy', 'random'], 1)).toEqual(['planner', 'greedy', 'random', 'sharp']);
    expect(seatsFor(['sharp', 'planner', 'greedy', 'random'], 4)).toEqual(['sharp', 'planner', 'greedy', 'random']);
  });

  it('plays a whole 13-round session, the same way twice', () => {
    const kinds = ['sharp', 'planner', 'greedy', 'random'] as const;
    const a = playSession([...kinds], 4, 'smoke/0');
    const b = playSession([...kinds], 4, 'smoke/0');
    expect(a).toEqual(b);
    expect(a.totals).toHaveLength(4);
    expect(a.totals.every((t) => Number.isInteger(t) && t >= 0)).toBe(true);
    expect(a.winners.length).toBeGreaterThan(0);
    const best = Math.min(...a.totals);
    expect(a.winners.every((s) => a.totals[s] === best)).toBe(true);
  });

  it('splits a tied win equally and averages totals per seat of a kind', () => {
    const outcomes: SessionOutcome[] = [
      { kinds: ['sharp', 'planner', 'planner'], totals: [10, 10, 30], winners: [0, 1] },
      { kinds: ['planner', 'sharp', 'planner'], totals: [5, 20, 40], winners: [0] },
    ];
    const [sharp, planner] = summarize(outcomes, ['sharp', 'planner', 'planner']);
    expect(sharp).toMatchObject({ kind: 'sharp', seats: 1, share: 0.25, meanTotal: 15 });
    expect(planner).toMatchObject({ kind: 'planner', seats: 2, share: 0.75, meanTotal: 21.25 });
    expect(sharp!.low).toBeLessThan(0.25);
    expect(sharp!.high).toBeGreaterThan(0.25);
  });
});
