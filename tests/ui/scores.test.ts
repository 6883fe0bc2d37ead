/** The score pad's facts: places ("1, 1, 3"), the gap to the leader, the podium and the grid, worked by hand. */
import { describe, expect, it } from 'vitest';
import { standings } from '../../src/core/index.ts';
import { placings, podium, scorePad, type PadSource } from '../../src/ui/table/derive/scores.ts';

/** The rank of each seat, in seat order. */
const ranks = (totals: number[]) => placings(totals).map((p) => p.rank);

describe('placings', () => {
  it.each([
    { totals: [30, 12, 45], ranks: [2, 1, 3] },
    { totals: [10, 10, 25], ranks: [1, 1, 3] },
    { totals: [40, 10, 10, 40], ranks: [3, 1, 1, 3] },
    { totals: [5, 20, 20, 30], ranks: [1, 2, 2, 4] },
    { totals: [7, 7, 7], ranks: [1, 1, 1] },
    { totals: [0, 0], ranks: [1, 1] },
    { totals: [91, 3, 57, 3, 12, 57, 200, 12, 40, 1], ranks: [9, 2, 7, 2, 4, 7, 10, 4, 6, 1] },
  ])('ranks $totals as $ranks (lowest total first, ties share, the next rank skipped)', ({ totals, ranks: expected }) => {
    expect(ranks(totals)).toEqual(expected);
  });

  it.each([
    { totals: [30, 12, 45], behind: [18, 0, 33] },
    { totals: [10, 10, 25], behind: [0, 0, 15] },
    { totals: [0, 4], behind: [0, 4] },
  ])('puts $totals behind the leader by $behind', ({ totals, behind }) => {
    expect(placings(totals).map((p) => p.behind)).toEqual(behind);
  });

  it('marks a shared place on every seat holding it, and no other', () => {
    expect(placings([40, 10, 10, 40, 25]).map((p) => p.shared)).toEqual([true, true, true, true, false]);
  });

  it('keeps seat order and each seat\'s total', () => {
    expect(placings([30, 12])).toEqual([
      { seat: 0, total: 30, rank: 2, behind: 18, shared: false },
      { seat: 1, total: 12, rank: 1, behind: 0, shared: false },
    ]);
  });

  it('has nothing to place without seats', () => {
    expect(placings([])).toEqual([]);
  });

  it.each([[[12, 0, 7]], [[3, 3, 9, 3]], [[50, 60]], [[8, 8]]])('places first exactly the winners of R11 (penalties %j in one round)', (round) => {
    const first = placings(round).filter((p) => p.rank === 1).map((p) => p.seat);
    expect(first).toEqual(standings([round]).winners);
  });
});

/** The podium as [rank, seats] pairs. */
const steps = (totals: number[]) => podium(placings(totals)).map((s) => [s.rank, s.seats]);

describe('the podium', () => {
  it('has first, second and third for distinct totals, and no more', () => {
    expect(steps([30, 12, 45, 50, 8])).toEqual([
      [1, [4]],
      [2, [1]],
      [3, [0]],
    ]);
  });

  it('puts two winners on the top step together, leaves out second, and the next seat is third', () => {
    expect(steps([10, 25, 10])).toEqual([
      [1, [0, 2]],
      [3, [1]],
    ]);
  });

  it('shares second place on the second step', () => {
    expect(steps([5, 20, 20, 30])).toEqual([
      [1, [0]],
      [2, [1, 2]],
    ]);
  });

  it('puts everybody on the top step when all totals are equal', () => {
    expect(steps([7, 7, 7, 7])).toEqual([[1, [0, 1, 2, 3]]]);
  });

  it('has two steps for two seats', () => {
    expect(steps([44, 17])).toEqual([
      [1, [1]],
      [2, [0]],
    ]);
  });

  it('gives each step its total', () => {
    expect(podium(placings([10, 25, 10])).map((s) => s.total)).toEqual([10, 25]);
  });
});

/** A session's status as the pad reads it. */
const source = (over: Partial<PadSource>): PadSource => ({ penalties: [], totals: [0, 0, 0], rounds: 13, round: 1, phase: 'playing', ...over });

describe('the score pad', () => {
  it('has 13 blank rows, no places and round 1 in play before any round is over', () => {
    const pad = scorePad(source({}));
    expect(pad.rows).toEqual(Array(13).fill(null));
    expect(pad.places).toBeNull();
    expect(pad.playing).toBe(1);
  });

  it('fills the rounds played, leaves the rest blank and says which round is in play', () => {
    const pad = scorePad(source({ penalties: [[12, 0, 7], [3, 9, 0]], totals: [15, 9, 7], round: 3 }));
    expect(pad.rows.slice(0, 3)).toEqual([[12, 0, 7], [3, 9, 0], null]);
    expect(pad.rows.filter((r) => r === null)).toHaveLength(11);
    expect(pad.playing).toBe(3);
    expect(pad.places?.map((p) => [p.rank, p.behind])).toEqual([
      [3, 8],
      [2, 2],
      [1, 0],
    ]);
  });

  it('has no round in play between rounds, with the round just over filled', () => {
    const pad = scorePad(source({ penalties: [[12, 0, 7]], totals: [12, 0, 7], phase: 'roundOver' }));
    expect(pad.playing).toBeNull();
    expect(pad.rows[0]).toEqual([12, 0, 7]);
    expect(pad.places?.map((p) => p.rank)).toEqual([3, 1, 2]);
  });

  it('ranks a session over with a shared win', () => {
    const penalties = Array.from({ length: 13 }, (_, r) => (r === 0 ? [5, 5, 9] : [1, 1, 0]));
    const pad = scorePad(source({ penalties, totals: [17, 17, 9], round: 13, phase: 'sessionOver' }));
    expect(pad.rows.every((r) => r !== null)).toBe(true);
    expect(pad.playing).toBeNull();
    expect(pad.places?.map((p) => p.rank)).toEqual([2, 2, 1]);
  });
});
