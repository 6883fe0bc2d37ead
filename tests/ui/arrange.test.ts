/** The hand's order on screen: sorted by number or by suit, arranged by dragging, kept per seat for a round. */
import { describe, expect, it } from 'vitest';
import { arrange, createArranger, moveTile, sortHand, sorted } from '../../src/ui/table/model/arrange.ts';

const hand = ['5|12', '0|0', '11|11', '2|11', '12|12', '0|4', '4|4', '3|12'];

describe('sorting', () => {
  it('by number: low end, then high end', () => {
    expect(sortHand(hand)).toEqual(['0|0', '0|4', '2|11', '3|12', '4|4', '5|12', '11|11', '12|12']);
  });

  it('by suit: grouped by the higher end, highest suit first, the double leading its suit', () => {
    expect(sorted(hand, 'suit')).toEqual(['12|12', '5|12', '3|12', '11|11', '2|11', '4|4', '0|4', '0|0']);
  });
});

describe('arranging', () => {
  it('moves a tile before another, or to the end', () => {
    expect(moveTile(['a', 'b', 'c', 'd'], 'd', 'b')).toEqual(['a', 'd', 'b', 'c']);
    expect(moveTile(['a', 'b', 'c', 'd'], 'a', null)).toEqual(['b', 'c', 'd', 'a']);
    expect(moveTile(['a', 'b', 'c'], 'b', 'b')).toEqual(['a', 'b', 'c']);
  });

  it('keeps the arrangement as tiles go, and puts a drawn tile where sorting puts it', () => {
    const order = ['12|12', '0|0', '4|4', '0|4'];
    // 4|4 was played; 3|4 drawn: sorting by number puts it after 0|4.
    expect(arrange(['0|0', '12|12', '0|4', '3|4'], 'number', order)).toEqual(['12|12', '0|0', '0|4', '3|4']);
    // A drawn tile that sorts first goes first.
    expect(arrange(['0|0', '12|12', '0|1'], 'number', ['12|12', '0|0'])).toEqual(['12|12', '0|0', '0|1']);
    expect(arrange(['1|1', '12|12', '0|0'], 'number', ['12|12', '1|1'])).toEqual(['0|0', '12|12', '1|1']);
  });
});

describe('createArranger', () => {
  it('keeps each seat its own order for the round; a new round starts sorted, the sort kept', () => {
    const a = createArranger();
    a.move(0, 'S 1', hand, '12|12', '0|0');
    expect(a.order(0, 'S 1', hand)[0]).toBe('12|12');
    expect(a.arranged(0, 'S 1')).toBe(true);
    // Seat 1 is not touched.
    expect(a.order(1, 'S 1', hand)).toEqual(sortHand(hand));
    a.setSort(1, 'S 1', 'suit');
    expect(a.order(1, 'S 1', hand)).toEqual(sorted(hand, 'suit'));
    // The next round: sorted again, each seat its own way.
    expect(a.arranged(0, 'S 2')).toBe(false);
    expect(a.order(0, 'S 2', hand)).toEqual(sortHand(hand));
    expect(a.order(1, 'S 2', hand)).toEqual(sorted(hand, 'suit'));
  });

  it('sorting afresh drops the arrangement', () => {
    const a = createArranger();
    a.move(0, 'S 1', hand, '12|12', '0|0');
    a.setSort(0, 'S 1', 'number');
    expect(a.order(0, 'S 1', hand)).toEqual(sortHand(hand));
  });

  it('gathers tiles at the front in their order, the rest after in theirs, and then keeps that arrangement', () => {
    const a = createArranger();
    a.gather(0, 'S 1', hand, ['11|11', '0|4']);
    expect(a.order(0, 'S 1', hand)).toEqual(['0|4', '11|11', '0|0', '2|11', '3|12', '4|4', '5|12', '12|12']);
    expect(a.arranged(0, 'S 1')).toBe(true);
    // Already at the front: the order (and the signal) stays as it is.
    const before = a.order(0, 'S 1', hand);
    a.gather(0, 'S 1', hand, ['0|4']);
    expect(a.order(0, 'S 1', hand)).toEqual(before);
    expect(a.order(1, 'S 1', hand)).toEqual(sortHand(hand));
  });

  it('remembers the largest hand of the round per seat, afresh each round', () => {
    const a = createArranger();
    expect([a.peak(0, 'S 1', 15), a.peak(0, 'S 1', 12), a.peak(0, 'S 1', 16), a.peak(1, 'S 1', 9), a.peak(0, 'S 2', 15)]).toEqual([15, 15, 16, 9, 15]);
  });
});
