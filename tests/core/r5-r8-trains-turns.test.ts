import { describe, expect, it } from 'vitest';
import { snapshot, viewFor } from '../../src/core/index.ts';
import { act, legal, pos, refusal } from '../support/positions.ts';

/** Three players in round 1: seat 0 to act; its train ends in 4, seat 1's in 10, seat 2's is empty, the Mexican Train ends in 7. */
const table = (trains = '12|4/12|10/-/12|7', hand = '4|6,7|1,10|2,12|9,0|0', extra = '') =>
  pos(`players=3 round=1 phase=play turn=0 holder=0 hands=${hand}/5|5/8|8 trains=${trains} ${extra}`.trim());

describe('R5 trains and markers', () => {
  it('R5.1 the first tile of a train shows the engine number; later tiles match the open end', () => {
    const s = table('12|4/12|10/-/-');
    expect(refusal(s, 'play 1|7 mexican')).toEqual({ code: 'must-show-engine', rule: 'R5.1' });
    expect(legal(s)).toContain('play 9|12 mexican');
    expect(refusal(table(), 'play 0|0 mexican')).toEqual({ code: 'does-not-match', rule: 'R5.1' });
    expect(snapshot(act(s, 'play 9|12 mexican')).trains[3]).toEqual({ ref: 'mexican', tiles: ['9|12'], openEnd: 9, marked: false });
  });

  it('R5.2 the Mexican Train is public after the first-turn phase', () => {
    expect(legal(table())).toEqual(['play 1|7 mexican', 'play 4|6 0']);
  });

  it('R5.3 an unmarked personal train is private to its owner', () => {
    expect(refusal(table(), 'play 2|10 1')).toEqual({ code: 'not-your-train', rule: 'R5.3' });
    expect(refusal(table(), 'play 9|12 2')).toEqual({ code: 'not-your-train', rule: 'R5.3' });
  });

  it('R5.3 a marked train, started or still empty, is open to everyone', () => {
    const s = table('12|4/12|10+/-+/12|7');
    expect(legal(s)).toEqual(['play 1|7 mexican', 'play 2|10 1', 'play 4|6 0', 'play 9|12 2']);
    expect(snapshot(act(s, 'play 9|12 2')).trains[2]).toMatchObject({ tiles: ['9|12'], openEnd: 9, marked: true });
  });

  it('R5.4 a pass puts the marker on the passer\'s train', () => {
    const s = table(undefined, '0|0,1|1', 'yard=2|5,...');
    expect(snapshot(act(s, 'draw', 'pass')).trains[0]!.marked).toBe(true);
  });

  it('R5.5 only the owner playing on their own train removes the marker', () => {
    const s = table('12|4+/12|10+/-/12|7');
    expect(snapshot(act(s, 'play 4|6 0')).trains[0]!.marked).toBe(false);
    expect(snapshot(act(s, 'play 1|7 mexican')).trains[0]!.marked).toBe(true);
    expect(snapshot(act(s, 'play 2|10 1')).trains[1]!.marked).toBe(true);
  });
});

describe('R7 a later turn', () => {
  it('R7.1 one matching tile on the own train, the Mexican Train or a marked train', () => {
    const after = snapshot(act(table(), 'play 4|6 0'));
    expect(after.trains[0]).toMatchObject({ tiles: ['4|12', '4|6'], openEnd: 6 });
    expect(after.hands[0]).toEqual(['1|7', '2|10', '9|12', '0|0']);
  });

  it('R7.2 a seat with a legal tile must play: drawing and passing are refused', () => {
    expect(refusal(table(), 'draw')).toEqual({ code: 'must-play', rule: 'R7.2', because: 'tile-fits' });
    expect(refusal(table(), 'pass')).toEqual({ code: 'must-play', rule: 'R7.2', because: 'tile-fits' });
  });

  it('R7.2 the 0|0 is a legal tile like any other: with it fitting, drawing and passing are refused', () => {
    const s = table('12|0/12|10/-/12|7', '0|0,1|1', 'yard=2|5,...');
    expect(legal(s)).toEqual(['play 0|0 0']);
    expect(refusal(s, 'draw')).toEqual({ code: 'must-play', rule: 'R7.2', because: 'tile-fits' });
    expect(refusal(s, 'pass')).toEqual({ code: 'must-play', rule: 'R7.2', because: 'tile-fits' });
  });

  it('R7.3 a non-double ends the turn', () => {
    expect(snapshot(act(table(), 'play 1|7 mexican'))).toMatchObject({ turn: 1, drawnThisOpportunity: false });
  });

  it('R7.1 a tile that is not in the hand is refused', () => {
    expect(refusal(table(), 'play 5|5 mexican')).toEqual({ code: 'not-in-hand', rule: 'R12.1' });
  });
});

describe('R8 drawing and passing', () => {
  const stuck = (yard: string) => table(undefined, '0|0,1|1', `yard=${yard}`);

  it('R8.1 with no legal placement the only action is to draw one tile', () => {
    const s = stuck('2|5,...');
    expect(legal(s)).toEqual(['draw']);
    expect(refusal(s, 'pass')).toEqual({ code: 'must-draw', rule: 'R8.1' });
    const drawn = act(s, 'draw');
    expect(snapshot(drawn).hands[0]).toEqual(['0|0', '1|1', '2|5']);
    expect(snapshot(drawn).drawnThisOpportunity).toBe(true);
    expect(snapshot(drawn).yard[0]).not.toBe('2|5');
  });

  it('R8.1 the drawn tile is seen only by its holder', () => {
    const drawn = act(stuck('2|5,...'), 'draw');
    expect(viewFor(drawn, 0).hand).toContain('2|5');
    const other = viewFor(drawn, 1);
    expect(other.handCounts[0]).toBe(3);
    expect(JSON.stringify(other)).not.toContain('"2|5"');
  });

  it('R8.2 a drawn tile that fits must be played now', () => {
    const drawn = act(stuck('4|9,...'), 'draw');
    expect(legal(drawn)).toEqual(['play 4|9 0']);
    expect(refusal(drawn, 'pass')).toEqual({ code: 'must-play', rule: 'R8.2', because: 'drawn-fits' });
  });

  it('R8.2 a drawn tile may go anywhere legal, such as the Mexican Train', () => {
    expect(legal(act(stuck('7|9,...'), 'draw'))).toEqual(['play 7|9 mexican']);
  });

  it('R8.3 a drawn tile that fits nowhere means a pass and the marker; one draw per opportunity', () => {
    const drawn = act(stuck('2|5,...'), 'draw');
    expect(legal(drawn)).toEqual(['pass']);
    expect(refusal(drawn, 'draw')).toEqual({ code: 'already-drawn', rule: 'R8.3' });
    const passed = snapshot(act(drawn, 'pass'));
    expect(passed).toMatchObject({ turn: 1, drawnThisOpportunity: false });
    expect(passed.trains[0]!.marked).toBe(true);
  });

  it('R8.3 with the yard empty a seat with nothing to play passes without drawing', () => {
    const s = pos('players=3 round=1 phase=play turn=0 holder=0 hands=0|0,1|1/5|5/... yard=- trains=12|4/12|10/-/12|7');
    expect(legal(s)).toEqual(['pass']);
    expect(refusal(s, 'draw')).toEqual({ code: 'yard-empty', rule: 'R8.3' });
    expect(snapshot(act(s, 'pass'))).toMatchObject({ turn: 1, phase: 'play' });
  });
});
