/**
 * The position notation (notation.ts) writes a round in one line and reads only rounds the
 * rules allow: each refusal names the rule's fact that does not hold, in a sentence.
 */
import { describe, expect, it } from 'vitest';
import { makePosition, parsePosition, snapshot } from '../../src/core/index.ts';
import { act, dealt, pos } from '../support/positions.ts';

/** Two seats in the play phase: seat 0 holds 0|1, seat 1 every tile not written elsewhere. */
const BASE = 'players=2 round=1 phase=play turn=0 holder=0 hands=0|1/2|7,... trains=12|4/12|10/12|7 exposed=-';

/** The base position with one field replaced (or added). */
const at = (field: string): string => {
  const key = field.slice(0, field.indexOf('=') + 1);
  return BASE.includes(` ${key}`) ? BASE.replace(new RegExp(` ${key}\\S*`), ` ${field}`) : `${BASE} ${field}`;
};

/** The message a refused text gets; fails the test when it is read. */
const refusedWith = (text: string): string => {
  const parsed = parsePosition(text);
  return parsed.ok ? 'read' : parsed.message;
};

describe('the position notation refuses a round the rules do not allow', () => {
  it.each([
    ['R1.1', at('hands=0|1,13|1/2|7,...'), 'hands of seat 0: "13|1" is not a tile.'],
    ['R1.1', at('hands=0|1/2|7') + ' yard=3|4,13|1,...', 'yard: "13|1" is not a tile.'],
    ['R1.1', at('trains=12|13/12|10/12|7'), 'train 0: "12|13" is not a tile.'],
    ['R1.1', at('trains=12|4/12|10/12|13'), 'train mexican: "12|13" is not a tile.'],
    ['R1.1', at('hands=0|1,.../2|7,...'), 'only one hand or the yard may end in "...".'],
    ['R1.2', at('holder=2'), 'holder is not a seat.'],
    ['R1.2', at('holder=-1'), 'holder is not a seat.'],
    ['R1.2', at('turn=2'), 'turn is not a seat (−1 when over).'],
    ['R1.2', at('turn=-1'), 'turn is not a seat (−1 when over).'],
    ['R10.1', at('phase=over'), 'turn is not a seat (−1 when over).'],
    ['R2.1', at('phase=dance'), 'phase must be one of engine, firstTurns, play, over.'],
    ['R4.1', at('phase=engine').replace('hands=0|1/2|7,...', 'hands=0|1/...').replace('trains=12|4/12|10/12|7', 'trains=-/-/-'), 'the holder must hold the 12|12 before it is placed.'],
    ['R4.3', at('search=1'), 'search: one count per seat.'],
    ['R4.3', at('search=1,-1'), 'search: one count per seat.'],
    ['R4.3', at('search=1,x'), 'search: one count per seat.'],
    ['R4.3', at('search=1,1.5'), 'search: one count per seat.'],
    ['R5.1', at('trains=12|4/12|10/3|4'), 'train mexican: the 3|4 does not match 12.'],
    ['R5.1', at('trains=12|4/10|4/12|7'), 'train 1: the 4|10 does not match 12.'],
    ['R5.1', at('trains=12|4/12|10'), 'trains: give 2 personal trains and the Mexican Train.'],
    ['R6.1', at('first=yes'), 'first: give yes or no for each of 2 seats.'],
    ['R6.1', at('first=yes,maybe'), 'first: give yes or no for each of 2 seats.'],
    ['R8', at('voids=-'), 'voids: give one list (or "-") for each of 2 seats.'],
    ['R8', at('voids=x4:1/-'), 'voids: "x4:1" is not number:count.'],
    ['R8', at('voids=4:1x/-'), 'voids: "4:1x" is not number:count.'],
    ['R9.3', at('exposed=4|5@0'), 'exposed: "4|5@0" is not a double.'],
    ['R9.3', at('exposed=x@0'), 'exposed: "x@0" is not a double.'],
    ['R9.3', at('exposed=4|4@3'), 'exposed: "4|4@3" names no train.'],
    ['R9.3', at('exposed=4|4@-1'), 'exposed: "4|4@-1" names no train.'],
    ['R9.3', at('exposed=4|4@x'), 'exposed: "4|4@x" names no train.'],
    ['R9.3', at('exposed=4|4@0'), 'exposed: the 4|4 is not the open end of its train.'],
    ['R9.3', at('trains=12|4,4|4/12|10/12|7,7|7').replace('exposed=-', 'exposed=4|4@0'), 'exposed: the 7|7 at the end of train mexican is uncovered; list it.'],
    ['R9.3', at('trains=12|4,4|4/12|10/12|7,7|7').replace('exposed=-', 'exposed=7|7@mexican'), 'exposed: the 4|4 at the end of train 0 is uncovered; list it.'],
    ['API', BASE.replace('players=2', 'players=2x'), 'players: "2x" is not a whole number.'],
    ['API', BASE.replace('players=2', 'players=x2'), 'players: "x2" is not a whole number.'],
    ['API', BASE.replace('players=2 ', ''), '"players=" is missing.'],
    ['API', BASE.replace(' turn=0', ''), '"turn=" is missing.'],
    ['API', BASE.replace(' hands=0|1/2|7,...', ''), '"hands=" is missing.'],
    ['API', BASE.replace(' trains=12|4/12|10/12|7', ''), '"trains=" is missing.'],
    ['API', `${BASE} =2`, '"=2" is not key=value.'],
  ])('%s %s: %s', (_rule, text, message) => {
    expect(refusedWith(text)).toBe(message);
  });
});

describe('the position notation reads what the rules allow', () => {
  it('R1.1 spaces around and between the fields do not matter', () => {
    const spaced = `  ${BASE.replaceAll(' ', '   ')}  `;
    expect(snapshot(pos(spaced))).toEqual(snapshot(pos(BASE)));
  });

  it('R1.1 a hand ending in "..." takes every other tile, and the yard is then empty; else the yard takes them', () => {
    expect(snapshot(pos(BASE)).yard).toEqual([]);
    expect(snapshot(pos(at('hands=0|1/2|7'))).yard.slice(0, 3)).toEqual(['0|0', '0|2', '0|3']);
    expect(snapshot(pos(at('hands=0|1/2|7') + ' yard=3|4,...')).yard.slice(0, 2)).toEqual(['3|4', '0|0']);
  });

  it.each([
    ['engine', [false, false]],
    ['firstTurns', [false, false]],
    ['play', [true, true]],
  ])('R6.1 without first=, the %s phase has first turns done: %j', (phase, done) => {
    const text = phase === 'engine' ? 'players=2 round=1 phase=engine turn=0 holder=0 hands=12|12,0|1/... trains=-/-/-' : at(`phase=${phase}`);
    expect(snapshot(pos(text)).firstTurnDone).toEqual(done);
  });

  it('R10.1 a round that is over has no seat to act, and first turns all done', () => {
    const over = pos('players=2 round=1 phase=over holder=0 hands=-/2|7,... trains=12|4,4|0,0|1/12|10/12|7');
    expect(snapshot(over)).toMatchObject({ phase: 'over', turn: -1, firstTurnDone: [true, true], result: { reason: 'out' } });
  });
});

describe('the position notation writes a round in one line', () => {
  it('R4.1 a round just dealt: empty trains and lists as "-", no voids', () => {
    const s = dealt(2, 1, [['12|12', '12|5'], ['1|2']], ['7|7']);
    const text = makePosition(s);
    expect(text).toContain('players=2 round=1 phase=engine turn=0 holder=0 plays=0 drawn=no search=0,0 first=no,no hands=12|12,5|12/1|2 yard=7|7,0|0,');
    expect(text).toContain(' trains=-/-/- exposed=-');
    expect(text).not.toContain('voids=');
  });

  it('R8.1 a draw writes drawn=yes and the counts it proves (own train 4, Mexican Train 7)', () => {
    const s = act(pos('players=2 round=1 phase=play turn=0 holder=0 hands=0|1/2|7,... yard=3|3 trains=12|4/12|10/12|7'), 'draw');
    const text = makePosition(s);
    expect(text).toContain(' drawn=yes ');
    expect(text).toContain(' voids=4:1,7:1/-');
  });
});
