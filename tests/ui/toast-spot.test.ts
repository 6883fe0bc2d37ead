/** Where a toast lies: in the first free room it fits, else at the board's foot, never over the seats. */
import { describe, expect, it } from 'vitest';
import { TOAST_MARGIN, toastSpot, type Box } from '../../src/ui/kit/toast-spot.ts';

const size = { width: 170, height: 34 };
/** The top bar's free stretch between the title and the buttons. */
const bar: Box = { left: 140, top: 0, right: 390, bottom: 52 };
/** The felt below the last train. */
const felt: Box = { left: 90, top: 600, right: 760, bottom: 730 };
/** The board's lanes column. */
const lanes: Box = { left: 90, top: 100, right: 760, bottom: 730 };

const inside = (spot: { left: number; top: number }, box: Box) =>
  spot.left >= box.left && spot.top >= box.top && spot.left + size.width <= box.right && spot.top + size.height <= box.bottom;

describe('placing a toast', () => {
  it('takes the first room it fits in, wholly inside it', () => {
    const spot = toastSpot([bar, felt], lanes, size)!;
    expect(inside(spot, bar)).toBe(true);
  });

  it('skips a room too narrow for it', () => {
    const spot = toastSpot([{ ...bar, right: bar.left + size.width }, felt], lanes, size)!;
    expect(inside(spot, felt)).toBe(true);
  });

  it('skips a room too short for it', () => {
    const spot = toastSpot([bar, { ...felt, top: felt.bottom - size.height - TOAST_MARGIN }], lanes, size)!;
    expect(inside(spot, bar)).toBe(true);
    expect(toastSpot([{ ...felt, top: felt.bottom - size.height - TOAST_MARGIN }], lanes, size)!.top).toBe(lanes.bottom - TOAST_MARGIN - size.height);
  });

  it('with no free room, lies at the bottom right of the board, where trains end', () => {
    expect(toastSpot([], lanes, size)).toEqual({ left: lanes.right - TOAST_MARGIN - size.width, top: lanes.bottom - TOAST_MARGIN - size.height });
  });

  it('with no room and no board, leaves the place to the stylesheet', () => {
    expect(toastSpot([], null, size)).toBeNull();
  });
});
