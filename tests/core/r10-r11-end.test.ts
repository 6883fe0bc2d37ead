import { describe, expect, it } from 'vitest';
import { snapshot, standings } from '../../src/core/index.ts';
import { act, legal, pos, refusal } from '../support/positions.ts';

// Every tile showing 12 is on the table and every tile showing 5 but one; all trains
// end in 12 or 5, so only a 5 can ever be placed again.
const MEX_WITHOUT_5_5 = '12|0,0|5,5|1,1|12,12|2,2|5,5|3,3|12,12|6,6|5,5|7,7|12,12|8,8|5,5|10,10|12,12|11,11|5,5|12';
const MEX_WITH_5_5 = MEX_WITHOUT_5_5.replace('6|5,5|7', '6|5,5|5,5|7');
const late = (hands: string, yard: string, mexican: string) =>
  pos(`players=3 round=1 phase=play turn=0 holder=0 hands=${hands} yard=${yard} trains=-/12|4,4|5/12|9,9|5/${mexican}`);

describe('R10 the end of a round', () => {
  it('R10.1 a hand emptied outside the first-turn phase ends the round at once', () => {
    const s = act(pos('players=2 round=1 phase=play turn=1 holder=0 hands=0|1,6|6/7|3 trains=12|4/12|10/12|7'), 'play 3|7 mexican');
    expect(snapshot(s)).toMatchObject({ phase: 'over', turn: -1, result: { reason: 'out', penalties: [13, 0] } });
  });

  it('R9.6 R10.1 going out ends the round by going out, even when nobody could place a tile after it', () => {
    // Seat 0's last tile, the 5|5, goes on seat 1's marked train; every other tile showing 12 or 5 is on the table.
    const s = pos(`players=3 round=1 phase=play turn=0 holder=0 hands=5|5/1|1/... yard=- trains=-/12|4,4|5+/12|9,9|5/${MEX_WITHOUT_5_5}`);
    expect(snapshot(act(s, 'play 5|5 1')).result).toMatchObject({ reason: 'out' });
  });

  it('R10.1 once the round is over no tile can be placed', () => {
    const s = act(pos('players=2 round=1 phase=play turn=1 holder=0 hands=0|1,6|6/7|3 trains=12|0/12|10/12|7'), 'play 3|7 mexican');
    expect(refusal(s, 'play 1|0 0')).toEqual({ code: 'round-over', rule: 'R10.1' });
  });

  it('R10.2 the round is blocked right after the draw that empties the yard, without waiting for the pass', () => {
    const s = late('0|0/1|1/...', '3|4', MEX_WITH_5_5);
    expect(legal(s)).toEqual(['draw']);
    const over = snapshot(act(s, 'draw'));
    expect(over.phase).toBe('over');
    expect(over.result!.reason).toBe('blocked');
    expect(over.result!.penalties.slice(0, 2)).toEqual([7, 2]);
    expect(legal(act(s, 'draw'))).toEqual([]);
  });

  it('R10.2 a full circle of passes is not a block while a pass would open a train for someone', () => {
    let s = late('0|0/1|1/...', '5|5', MEX_WITHOUT_5_5);
    s = act(s, 'draw');
    // The 5|5 fits only the private trains of seats 1 and 2: pass, but not blocked.
    expect(legal(s)).toEqual(['pass']);
    s = act(s, 'pass', 'pass', 'pass');
    expect(snapshot(s)).toMatchObject({ phase: 'play', turn: 0 });
    expect(snapshot(s).trains.map((t) => t.marked)).toEqual([true, true, true, false]);
    expect(legal(s)).toEqual(['play 5|5 1', 'play 5|5 2']);
  });

  it('R10.2 blocked while a double is exposed that nobody can cover', () => {
    let s = late('0|0/1|1/...', '5|5', MEX_WITHOUT_5_5);
    s = act(s, 'draw', 'pass', 'pass', 'pass', 'play 5|5 1');
    const snap = snapshot(s);
    expect(snap.exposed).toEqual([{ tile: '5|5', train: 1 }]);
    expect(snap.result?.reason).toBe('blocked');
    expect(snap.result!.penalties.slice(0, 2)).toEqual([0, 2]);
  });

  it('R10.2 not blocked while somebody can still cover the oldest exposed double', () => {
    const s = pos('players=2 round=1 phase=play turn=0 holder=0 hands=0|1/7|2,... yard=- trains=12|4/12|10/12|7,7|7 exposed=7|7@mexican');
    expect(legal(s)).toEqual(['pass']);
    const passed = act(s, 'pass');
    expect(snapshot(passed)).toMatchObject({ phase: 'play', turn: 1 });
    const covers = legal(passed);
    expect(covers).toContain('play 2|7 mexican');
    expect(covers.every((a) => /^play (7\|\d+|\d+\|7) mexican$/.test(a))).toBe(true);
  });

  it('R10.3 every seat scores the pips left in hand; the 0|0 is worth 0 and an empty hand scores 0', () => {
    const s = act(pos('players=3 round=12 phase=play turn=0 holder=0 hands=1|3/0|0/12|12,6|5 trains=1|2/-/-/-'), 'play 3|1 mexican');
    expect(snapshot(s).result).toEqual({ reason: 'out', penalties: [0, 0, 35] });
  });
});

describe('R11 standings', () => {
  it('R10.3 R11.1 totals, round minima and the lowest total wins', () => {
    expect(standings([[10, 0, 5], [3, 7, 0]])).toEqual({ totals: [13, 7, 5], roundMinima: [0, 0], winners: [2] });
  });

  it('R11.1 players tied for the lowest total share the victory', () => {
    expect(standings([[4, 2, 9], [0, 2, 0]]).winners).toEqual([0, 1]);
  });

  it.each([
    ['a text', 'x', 'penalties must be a list of rounds.'],
    ['a round of no seats', [[]], 'penalties[0] must list one penalty for each of the same seats.'],
    ['rounds of different sizes', [[1, 2], [3]], 'penalties[1] must list one penalty for each of the 2 seats.'],
    ['a round that is no list', [[1, 2], 'x'], 'penalties[1] must list one penalty for each of the 2 seats.'],
    ['a fraction of a pip', [[1, 1.5]], 'penalties[0][1] must be a whole number of pips, not 1.5.'],
    ['a negative penalty', [[0, 1], [2, -2]], 'penalties[1][1] must be a whole number of pips, not -2.'],
    ['a penalty as text', [['3', 1]], 'penalties[0][0] must be a whole number of pips, not 3.'],
  ])('R10.3 %s is refused: %s', (_what, penalties, message) => {
    expect(() => standings(penalties as never)).toThrow(new RangeError(message));
  });

  it('R11.1 with one round played, its lowest penalty wins', () => {
    expect(standings([[7, 3, 3, 9]])).toEqual({ totals: [7, 3, 3, 9], roundMinima: [3], winners: [1, 2] });
  });

  it('R11.1 a malformed penalty table is a caller\'s mistake', () => {
    expect(() => standings([[1, 2], [3]])).toThrow(RangeError);
    expect(() => standings([[1, -2]])).toThrow(RangeError);
    expect(standings([])).toEqual({ totals: [], roundMinima: [], winners: [] });
  });
});
