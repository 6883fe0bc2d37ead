import { describe, expect, it } from 'vitest';
import { newRound, type RoundState } from '../../src/core/index.ts';
import { current, roundLog } from '../../src/session/index.ts';
import { SHORT } from './deals.ts';
import { sessionFrom } from './fixtures.ts';
import { finishRound, finishSession, playRound, randomChooser, randomPicker } from './playout.ts';

describe('random choosers', () => {
  it('repeat themselves for one seed and differ between seeds', () => {
    const draws = (seed: string): number[] => {
      const pick = randomPicker(seed);
      return Array.from({ length: 30 }, () => pick(1000));
    };
    expect(draws('a')).toEqual(draws('a'));
    expect(draws('a')).not.toEqual(draws('b'));
    expect(draws('a').every((n) => Number.isInteger(n) && n >= 0 && n < 1000)).toBe(true);
  });
});

describe('playRound', () => {
  it('plays a round to its end, showing every state with its legal actions, the last with none', () => {
    const seen: { legal: number; step: number }[] = [];
    const end: RoundState = playRound(newRound({ players: 3, round: 5, seed: 'PLAYOUT' }), randomChooser('x'), (_s, legal, step) =>
      seen.push({ legal: legal.length, step }),
    );
    expect(end.phase).toBe('over');
    expect(seen.map((x) => x.step)).toEqual(seen.map((_, i) => i));
    expect(seen.at(-1)!.legal).toBe(0);
    expect(seen.slice(0, -1).every((x) => x.legal > 0)).toBe(true);
  });

  it('fails when the round does not end within the given steps', () => {
    expect(() => playRound(newRound({ players: 3, round: 5, seed: 'PLAYOUT' }), randomChooser('x'), undefined, 3)).toThrow(/did not end/);
  });
});

describe('session play-outs', () => {
  it('finishRound plays the people and the computers to the round end', () => {
    const s = finishRound(sessionFrom({ seats: 'pcpc', ...SHORT }));
    expect(current(s).phase).toBe('roundOver');
    expect(roundLog(s)).toHaveLength(17);
  });

  it('finishSession plays all 13 rounds, showing each as dealt and as ended', () => {
    const rounds: number[] = [];
    const s = finishSession(sessionFrom({ seats: 'pcc', hands: [['12|12', '12|5'], ['3|4'], ['6|6']] }), (dealt, ended) => {
      rounds.push(current(dealt).round);
      expect(roundLog(dealt)).toEqual([]);
      expect(current(ended).outcome).not.toBeNull();
    });
    expect(rounds).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    expect(current(s).phase).toBe('sessionOver');
    expect(current(s).penalties[0]).toEqual([0, 7, 12]);
  });
});
