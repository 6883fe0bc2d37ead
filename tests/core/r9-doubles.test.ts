import { describe, expect, it } from 'vitest';
import { snapshot } from '../../src/core/index.ts';
import { act, legal, pos, refusal } from '../support/positions.ts';

/** Three players in round 1 (Ana 0, Ben 1, Cy 2); the trains end in 4, 10, 3 and 7 (Mexican). */
const table = (hands: string, extra = '') =>
  pos(`players=3 round=1 phase=play turn=0 holder=0 hands=${hands} trains=12|4/12|10/12|3/12|7 ${extra}`.trim());

describe('R9 doubles', () => {
  it('R9.1 a double grants another play opportunity, anywhere normally allowed', () => {
    const s = act(table('7|7,4|6,7|1,0|0/5|6/0|2'), 'play 7|7 mexican');
    expect(snapshot(s)).toMatchObject({ turn: 0, exposed: [{ tile: '7|7', train: 'mexican' }] });
    expect(legal(s)).toEqual(['play 1|7 mexican', 'play 4|6 0']);
  });

  it('R9.1 several doubles in one turn, ended by a non-double', () => {
    let s = table('7|7,4|4,4|9,3|7,0|0/5|6/0|2');
    s = act(s, 'play 7|7 mexican', 'play 4|4 0');
    expect(snapshot(s).turn).toBe(0);
    s = act(s, 'play 3|7 mexican');
    expect(snapshot(s)).toMatchObject({ turn: 1, exposed: [{ tile: '4|4', train: 0 }] });
  });

  it('R9.2 after a double with nothing to play: draw, and a drawn double grants yet another opportunity', () => {
    let s = table('7|7,0|1/5|6/0|2', 'yard=4|4,5|7,...');
    s = act(s, 'play 7|7 mexican');
    expect(legal(s)).toEqual(['draw']);
    s = act(s, 'draw');
    expect(legal(s)).toEqual(['play 4|4 0']);
    s = act(s, 'play 4|4 0');
    expect(snapshot(s)).toMatchObject({ turn: 0, drawnThisOpportunity: false });
    expect(legal(s)).toEqual(['draw']);
    s = act(s, 'draw', 'play 5|7 mexican');
    expect(snapshot(s)).toMatchObject({ turn: 1, exposed: [{ tile: '4|4', train: 0 }] });
  });

  it('R9.2 after a double, an unplayable draw ends the turn with a pass and the marker', () => {
    const s = act(table('7|7,0|1/5|6/0|2', 'yard=1|2,...'), 'play 7|7 mexican', 'draw', 'pass');
    expect(snapshot(s)).toMatchObject({ turn: 1, exposed: [{ tile: '7|7', train: 'mexican' }] });
    expect(snapshot(s).trains[0]!.marked).toBe(true);
  });

  it('R9.3 worked example: Ben cannot bypass the 7|7 although his 10|8 fits his own train', () => {
    const s = act(table('7|7,4|4,4|9,0|1/7|2,10|8,5|6/0|4,3|5'), 'play 7|7 mexican', 'play 4|4 0', 'play 4|9 0');
    expect(snapshot(s)).toMatchObject({ turn: 1, exposed: [{ tile: '7|7', train: 'mexican' }] });
    expect(legal(s)).toEqual(['play 2|7 mexican']);
    expect(refusal(s, 'play 8|10 1')).toEqual({ code: 'must-cover-oldest-double', rule: 'R9.3' });
    expect(refusal(s, 'draw')).toEqual({ code: 'must-play', rule: 'R9.3', because: 'cover-double' });
  });

  it('R9.3 worked example: with both doubles exposed Ben owes the 7|7, then Cy the 4|4', () => {
    let s = table('7|7,4|4,0|1/7|2,10|8,5|6/0|4,3|5', 'yard=1|2,...');
    s = act(s, 'play 7|7 mexican', 'play 4|4 0', 'draw', 'pass');
    expect(snapshot(s).exposed).toEqual([
      { tile: '7|7', train: 'mexican' },
      { tile: '4|4', train: 0 },
    ]);
    expect(legal(s)).toEqual(['play 2|7 mexican']);
    s = act(s, 'play 2|7 mexican');
    expect(snapshot(s)).toMatchObject({ turn: 2, exposed: [{ tile: '4|4', train: 0 }] });
    expect(legal(s)).toEqual(['play 0|4 0']);
    expect(refusal(s, 'play 3|5 2')).toEqual({ code: 'must-cover-oldest-double', rule: 'R9.3' });
  });

  it('R9.3 a duty is owed even on a private train', () => {
    let s = table('4|4,3|7,0|1/4|2,10|8/0|5,3|5');
    s = act(s, 'play 4|4 0', 'play 3|7 mexican');
    expect(snapshot(s).trains[0]!.marked).toBe(false);
    expect(legal(s)).toEqual(['play 2|4 0']);
  });

  it('R9.3 the doubles placed in the own turn are not yet duties for their player', () => {
    const s = act(table('4|4,7|1,0|1/4|2/0|5'), 'play 4|4 0');
    expect(legal(s)).toEqual(['play 1|7 mexican']);
  });

  it('R9.4 a seat that cannot cover draws once; a drawn cover must be played there', () => {
    let s = act(table('7|7,4|6,0|1/10|8,5|6/0|4', 'yard=7|9,...'), 'play 7|7 mexican', 'play 4|6 0');
    expect(snapshot(s).turn).toBe(1);
    expect(legal(s)).toEqual(['draw']);
    expect(refusal(s, 'play 8|10 1')).toEqual({ code: 'must-cover-oldest-double', rule: 'R9.3' });
    s = act(s, 'draw');
    expect(legal(s)).toEqual(['play 7|9 mexican']);
    expect(refusal(s, 'pass')).toEqual({ code: 'must-play', rule: 'R9.3', because: 'cover-double' });
  });

  it('R9.4 a seat whose draw does not cover passes and its train gets the marker', () => {
    let s = act(table('7|7,4|6,0|1/10|8,5|6/0|4', 'yard=10|9,...'), 'play 7|7 mexican', 'play 4|6 0');
    s = act(s, 'draw');
    expect(legal(s)).toEqual(['pass']);
    s = act(s, 'pass');
    expect(snapshot(s).trains[1]!.marked).toBe(true);
    expect(snapshot(s)).toMatchObject({ turn: 2, exposed: [{ tile: '7|7', train: 'mexican' }] });
  });

  it('R9.5 covering a double ends the turn; the next seat owes the next-oldest double', () => {
    let s = pos('players=3 round=1 phase=play turn=1 holder=0 hands=0|1/7|2,4|5/4|6,1|3 trains=12|4,4|4/12|10/12|3/12|7,7|7 exposed=7|7@mexican,4|4@0');
    s = act(s, 'play 2|7 mexican');
    expect(snapshot(s)).toMatchObject({ turn: 2, exposed: [{ tile: '4|4', train: 0 }] });
    expect(legal(s)).toEqual(['play 4|6 0']);
  });

  it('R9.6 a double that is the last tile goes out at once, uncovered', () => {
    const s = act(table('7|7/5|6/0|2'), 'play 7|7 mexican');
    expect(snapshot(s)).toMatchObject({ phase: 'over', turn: -1, result: { reason: 'out', penalties: [0, 11, 2] } });
  });
});
