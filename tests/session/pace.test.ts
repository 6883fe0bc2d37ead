/** The computers' pace (issue 10): the delay shrinks as more computers answer in a row, within the pace's bounds. */
import { describe, expect, it } from 'vitest';
import { computersLeft, paceDelay, PACE_BUDGET_MS, PACE_FLOOR_MS, PACE_MS } from '../../src/session/pace.ts';
import { PACES } from '../../src/session/preferences.ts';
import { personWaits } from '../../src/cli/bench-pace.ts';

describe('computers to act before the next person', () => {
  it.each([
    ['pc', 1, 1],
    ['pccc', 1, 3],
    ['pccc', 3, 1],
    ['pcpc', 1, 1],
    ['ccpc', 0, 2],
    ['cccc', 2, 4],
    ['pp', 0, 0],
  ])('%s from seat %i: %i', (pattern, turn, left) => {
    const kinds = [...pattern].map((k): 'person' | 'computer' => (k === 'p' ? 'person' : 'computer'));
    expect(computersLeft(kinds, turn)).toBe(left);
  });
});

describe('the delay before a computer action', () => {
  it.each(PACES.filter((p) => p !== 'instant'))('%s: one computer after the person waits the full pace delay', (pace) => {
    expect(paceDelay(pace, { spent: 0, computersLeft: 1, firstTurns: false })).toBe(PACE_MS[pace]);
  });

  it('instant never waits', () => {
    expect(paceDelay('instant', { spent: 0, computersLeft: 9, firstTurns: true })).toBe(0);
  });

  it('shrinks as more computers answer in a row, and more in the first turns', () => {
    const d = (n: number, firstTurns: boolean) => paceDelay('normal', { spent: 0, computersLeft: n, firstTurns });
    expect(d(9, false)).toBeLessThan(d(3, false));
    expect(d(9, true)).toBeLessThan(d(9, false));
  });

  it.each(PACES.filter((p) => p !== 'instant'))('%s: never above the pace delay nor below its floor, even past the budget', (pace) => {
    for (const spent of [0, PACE_BUDGET_MS[pace] / 2, PACE_BUDGET_MS[pace], PACE_BUDGET_MS[pace] * 3]) {
      for (const left of [1, 2, 5, 9]) {
        const ms = paceDelay(pace, { spent, computersLeft: left, firstTurns: left % 2 === 0 });
        expect(ms).toBeLessThanOrEqual(PACE_MS[pace]);
        expect(ms).toBeGreaterThanOrEqual(PACE_FLOOR_MS[pace]);
      }
    }
  });
});

describe('the whole wait at Normal with 1 person and 9 computers', () => {
  it('stays under 6 s between two of the person\'s turns over two rounds (the pacing\'s delays alone)', () => {
    const waits = personWaits('normal', 2, { timed: false });
    expect(waits.length).toBeGreaterThan(5);
    expect(Math.max(...waits)).toBeLessThan(6000);
  });

  it('was far longer with a fixed delay per action (the check can fail)', () => {
    const waits = personWaits('normal', 2, { timed: false, delayOf: () => PACE_MS.normal });
    expect(Math.max(...waits)).toBeGreaterThan(6000);
  });
});
