/** The chain search and the first turn (R6): known best chains, laid one tile per decision. */
import { describe, expect, it } from 'vitest';
import { makeAction, viewFor, type RoundState } from '../../src/core/index.ts';
import { chooseAction, hint } from '../../src/ai/index.ts';
import { CHAIN_BUDGET, LONGEST_GOAL as LONGEST, PLAN_GOAL, bestChain, offChain } from '../../src/ai/chain.ts';
import { firstGoal } from '../../src/ai/first.ts';
import { TILES, sortedTiles, tileOf, type Tile } from '../../src/ai/tiles.ts';
import { act as apply, pos } from '../support/fixtures.ts';

function tiles(list: string): Tile[] {
  return list ? sortedTiles(list.split(' ')) : [];
}

/** Tile codes in canonical form ("5|12" for "12|5"), in the given order. */
function canon(list: string): string[] {
  return list ? list.split(' ').map((c) => tileOf(c).code) : [];
}

describe('bestChain finds the best trail from a number', () => {
  it.each([
    { name: 'a double inside the chain is covered by the next tile', hand: '12|5 5|5 5|3 3|9 1|1', start: 12, chain: '12|5 5|5 5|3 3|9' },
    { name: 'a longer chain beats a heavier shorter one', hand: '12|11 11|10 12|0 0|1 1|2', start: 12, chain: '12|0 0|1 1|2' },
    { name: 'among equally long chains, the heavier one', hand: '12|3 3|4 12|9 9|8', start: 12, chain: '12|9 9|8' },
    { name: 'no tile shows the start number: no chain', hand: '1|2 2|3 3|3', start: 12, chain: '' },
    { name: 'it comes back through the start number to use every tile', hand: '6|1 1|2 2|6 6|9 9|4', start: 6, chain: '6|2 2|1 1|6 6|9 9|4' },
    { name: 'a loop is taken at the first visit of its number', hand: '0|4 4|4 4|7 7|0 0|5', start: 0, chain: '0|7 7|4 4|4 4|0 0|5' },
    { name: 'a branch: round the loop first, the dead end last', hand: '8|2 2|3 3|8 8|11 2|10', start: 8, chain: '8|3 3|2 2|8 8|11' },
  ])('$name', ({ hand, start, chain }) => {
    const found = bestChain(tiles(hand), start, LONGEST);
    expect(found.tiles.map((t) => t.code)).toEqual(canon(chain));
    expect(found.nodes).toBeLessThan(CHAIN_BUDGET);
  });

  it('the plan goal keeps heavy tiles off an equally long chain', () => {
    const hand = tiles('4|12 12|11 4|2 2|3');
    const plan = bestChain(hand, 4, PLAN_GOAL);
    expect(plan.tiles.map((t) => t.code)).toEqual(canon('4|2 2|3'));
    expect(offChain(hand, plan).map((t) => t.code)).toEqual(canon('4|12 11|12'));
  });

  it('the first-turn goal trades one tile for many pips only when the tile is worth less', () => {
    const goal = firstGoal(12);
    // Four light tiles against two heavy ones: length wins.
    expect(bestChain(tiles('12|11 11|10 12|0 0|1 1|2 2|3'), 12, goal).tiles.length).toBe(4);
    // A chain ending on a double that cannot be covered is still laid when it sheds a tile.
    expect(bestChain(tiles('12|7 7|7'), 12, goal).tiles.map((t) => t.code)).toEqual(canon('12|7 7|7'));
  });

  it('a dense 15-tile hand stays within the node budget and still finds a long legal chain', () => {
    const dense = TILES.filter((t) => t.b <= 5 && t.code !== '5|5').slice(0, 15);
    const found = bestChain(dense, 5, LONGEST);
    expect(found.nodes).toBeLessThanOrEqual(CHAIN_BUDGET);
    expect(found.tiles.length).toBeGreaterThanOrEqual(12);
    let end = 5;
    for (const t of found.tiles) {
      expect(t.a === end || t.b === end).toBe(true);
      end = t.a === end ? t.b : t.a;
    }
    expect(found.end).toBe(end);
  });
});

/** A 2-player first turn (engine 12) where seat 0 holds `hand` and acts first. */
function firstTurn(hand: string): RoundState {
  return pos(`players=2 round=1 phase=firstTurns turn=0 holder=0 hands=${hand.split(' ').join(',')}/0|0 trains=-/-/- exposed=-`);
}

/** Lets the sharp player take its whole first turn; returns the tiles it laid and its last action. */
function layFirstTurn(hand: string): { laid: string[]; last: string } {
  let state = firstTurn(hand);
  const laid: string[] = [];
  for (let i = 0; i < 30; i++) {
    const action = chooseAction(viewFor(state, 0));
    if (action.type !== 'play') return { laid, last: makeAction(action) };
    expect(action.train).toBe(0);
    laid.push(tileOf(action.tile).code);
    state = apply(state, action);
  }
  throw new Error('the first turn does not end');
}

describe('the first turn, one tile per decision', () => {
  it.each([
    { name: 'a double inside the chain', hand: '12|5 5|5 5|3 3|9 1|1', laid: '12|5 5|5 5|3 3|9' },
    { name: 'the longer chain though it sheds fewer pips', hand: '12|11 11|10 12|0 0|1 1|2 2|3', laid: '12|0 0|1 1|2 2|3' },
    { name: 'a chain through the engine number twice', hand: '12|1 1|2 2|12 12|9 9|4', laid: '12|2 2|1 1|12 12|9 9|4' },
    { name: 'a branch: round the loop, then the dead end', hand: '12|2 2|3 3|12 12|11 2|10', laid: '12|3 3|2 2|12 12|11' },
  ])('lays the best chain: $name', ({ hand, laid }) => {
    const result = layFirstTurn(hand);
    expect(result.laid).toEqual(canon(laid));
    expect(result.last).toBe('end');
  });

  it('passes when no tile shows the engine number, and says why', () => {
    const view = viewFor(firstTurn('1|2 2|3 3|3'), 0);
    expect(chooseAction(view)).toEqual({ type: 'pass' });
    expect(hint(view).reason).toMatch(/shows 12/);
  });

  it('ends the turn when nothing more links, and the hint says so', () => {
    let state = firstTurn('12|4 1|2');
    state = apply(state, chooseAction(viewFor(state, 0)));
    const view = viewFor(state, 0);
    expect(makeAction(chooseAction(view))).toBe('end');
    expect(hint(view).reason).toMatch(/open end \(4\)/);
  });
});
