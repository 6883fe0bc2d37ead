/** The sharp player's judgement in later turns, on hand-built positions (engine 12, three players). */
import { describe, expect, it } from 'vitest';
import { makeAction, viewFor } from '../../src/core/index.ts';
import { chooseAction, hint } from '../../src/ai/index.ts';
import { act as apply, pos } from '../support/fixtures.ts';
import { viewAt } from './helpers.ts';

/** A play-phase position where seat 0 acts; trains are seat 0, 1, 2, then the Mexican Train. */
function table(hand: string, trains: string, extra = ''): string {
  const others = '10|10,1|3/8|8,0|4';
  return `players=3 round=1 phase=play turn=0 holder=0 hands=${hand}/${others} trains=${trains} ${extra}`.trim();
}

describe('sharp later turns', () => {
  it('plays a double it can cover before anything else', () => {
    const view = viewAt(table('5|5,5|9,1|2', '12|3/12|7/12|8/12|5', 'exposed=-'));
    expect(makeAction(chooseAction(view))).toBe('play 5|5 mexican');
    expect(hint(view).reason).toMatch(/double 5\|5/);
  });

  it('goes out with a double and its cover in one turn', () => {
    const view = viewAt(table('5|5,1|5', '12|3/12|7/12|8/12|5', 'exposed=-'));
    expect(makeAction(chooseAction(view))).toBe('play 5|5 mexican');
  });

  it('keeps its own-train plan and sheds an off-plan tile elsewhere', () => {
    const view = viewAt(table('3|4,4|6,10|11', '12|3/12|7/12|9/12|10', 'exposed=-'));
    expect(makeAction(chooseAction(view))).toBe('play 10|11 mexican');
    expect(hint(view).reason).toMatch(/^Keeps your 2-tile plan and sheds 21 pips on the Mexican Train\./);
  });

  it('covers the oldest double when it owes it, and says so', () => {
    const view = viewAt(table('6|1,6|11,2|9', '12|3/12|7/12|8/12|6,6|6', 'exposed=6|6@mexican'));
    const action = chooseAction(view);
    expect(action.type === 'play' && action.train === 'mexican' && /6/.test(action.tile)).toBe(true);
    expect(hint(view).reason).toMatch(/must cover the oldest open double, the 6\|6/);
  });

  it('does not lay a double that nobody could ever cover', () => {
    // Every tile showing 7 but the 7|7 is on the table; the Mexican Train ends in 7.
    const trains = [
      '12|7,7|0,0|1,1|7,7|2',
      '12|11,11|7,7|3,3|4,4|7,7|5',
      '12|10,10|7,7|6,6|0,0|8,8|7',
      '12|9,9|7',
    ].join('/');
    const view = viewAt(`players=3 round=1 phase=play turn=0 holder=0 hands=7|7,2|9,11|11/10|10,1|3/8|8,0|4 trains=${trains} exposed=-`);
    expect(view.legal.map(makeAction).sort()).toEqual(['play 2|9 0', 'play 7|7 mexican']);
    expect(makeAction(chooseAction(view))).toBe('play 2|9 0');
  });

  it('leaves a double for the others when it holds the last cover (they must draw), and covers it later', () => {
    // Every tile showing 7 is on the table but 7|7 and 7|9, both in seat 0's hand; seat 2's train is marked and ends in 7.
    const trains = [
      '12|7,7|0,0|1,1|7,7|2',
      '12|11,11|7,7|3,3|4,4|7,7|5',
      '12|10,10|7,7|6,6|0,0|8,8|7+',
      '12|1',
    ].join('/');
    let state = pos(`players=3 round=1 phase=play turn=0 holder=0 hands=7|7,7|9,2|3/10|10,1|3/8|8,0|4 trains=${trains} exposed=-`);
    const first = chooseAction(viewFor(state, 0));
    expect(makeAction(first)).toBe('play 7|7 2');
    state = apply(state, first);
    const view = viewFor(state, 0);
    expect(makeAction(chooseAction(view))).toBe('play 2|3 0');
    // Seat 1 now owes the 7|7 and cannot hold a cover: it must draw.
    const next = apply(state, chooseAction(view));
    expect(viewFor(next, 1).legal).toEqual([{ type: 'draw' }]);
  });

  it('draws only when nothing fits, and the hint says why', () => {
    const view = viewAt(table('1|2,2|4', '12|3/12|7/12|8/12|5', 'exposed=-'));
    expect(chooseAction(view)).toEqual({ type: 'draw' });
    expect(hint(view).reason).toMatch(/No tile in your hand fits/);
  });

  it('is deterministic: the same view gives the same action and hint', () => {
    const text = table('3|4,4|6,10|11,10|5', '12|3/12|7/12|9/12|10', 'exposed=-');
    const first = hint(viewAt(text));
    for (let i = 0; i < 5; i++) {
      expect(chooseAction(viewAt(text))).toEqual(first.action);
      expect(hint(viewAt(text))).toEqual(first);
    }
  });

  it('relaxed plays legal, sensible moves too: a double with its cover first', () => {
    const view = viewAt(table('5|5,5|9,1|2', '12|3/12|7/12|8/12|5', 'exposed=-'));
    expect(makeAction(chooseAction(view, { level: 'relaxed' }))).toBe('play 5|5 mexican');
  });
});
