/** The hand's tiles sized to its box: every tile of a dealt hand in two rows on a phone, steady as tiles come and go. */
import { describe, expect, it } from 'vitest';
import { fitHand, type HandRoom } from '../../src/ui/table/derive/fit-hand.ts';

/** Hand boxes as the dock gives them (inner width), Normal size, the stylesheet's gap and frame. */
const phone = (width: number): HandRoom => ({ width, max: 44, min: 34, gap: 2, frame: 4, rows: 2, fewestRows: true });
const rooms = { '360×640': phone(330), '390×844': phone(360), '412×915': phone(382), '844×390': phone(318) };
const tablet: HandRoom = { width: 738, max: 52, min: 34, gap: 2, frame: 4, rows: 3 };

/** The width the tiles of a row take. */
const across = (room: HandRoom, tile: number, n: number) => n * (tile + room.frame) + (n - 1) * room.gap;

describe('fitHand', () => {
  it.each(Object.entries(rooms))('%s: a dealt hand of 15 shows whole in two rows, tiles between the smallest and the chosen size', (_, room) => {
    const fit = fitHand(room, 15);
    expect(fit.scrolls).toBe(false);
    expect(fit.rows).toBeLessThanOrEqual(2);
    expect(fit.cols * fit.rows).toBeGreaterThanOrEqual(15);
    expect(across(room, fit.tile, fit.cols)).toBeLessThanOrEqual(room.width);
    expect(fit.tile).toBeGreaterThanOrEqual(room.min);
    expect(fit.tile).toBeLessThanOrEqual(room.max);
  });

  it('draws tiles at the chosen size when they fit at it, in as few rows as that takes', () => {
    expect(fitHand(tablet, 15)).toEqual({ tile: 52, cols: 12, rows: 2, scrolls: false });
    expect(fitHand(tablet, 8)).toEqual({ tile: 52, cols: 12, rows: 1, scrolls: false });
    expect(fitHand(phone(360), 7)).toEqual({ tile: 44, cols: 7, rows: 1, scrolls: false });
  });

  it('on a phone, saves a row before it keeps the chosen size: 8 tiles (10 seats) in one row', () => {
    expect(fitHand(phone(330), 8)).toEqual({ tile: 35, cols: 8, rows: 1, scrolls: false });
    // A tablet keeps the size and takes a second row.
    expect(fitHand({ ...tablet, width: 400 }, 8)).toEqual({ tile: 52, cols: 6, rows: 2, scrolls: false });
  });

  it('shrinks the tiles just enough for the rows allowed: 15 tiles on a 390 px phone are 8 a row', () => {
    expect(fitHand(phone(360), 15)).toEqual({ tile: 39, cols: 8, rows: 2, scrolls: false });
    expect(fitHand(phone(330), 15)).toEqual({ tile: 35, cols: 8, rows: 2, scrolls: false });
  });

  it('keeps the size as tiles are played or drawn within the round\'s largest hand', () => {
    const room = phone(360);
    const sizes = new Set([15, 14, 9, 5, 1, 12].map((n) => fitHand(room, n, 15).tile));
    expect([...sizes]).toEqual([39]);
    // The box keeps its two rows, so the board above keeps its room.
    expect(fitHand(room, 3, 15).rows).toBe(2);
  });

  it('resizes only when a draw needs another column: 16 tiles still hold 8 a row', () => {
    const room = phone(360);
    expect(fitHand(room, 16, 16).tile).toBe(39);
    expect(fitHand(room, 17, 17).tile).toBeLessThan(39);
  });

  it('a hand too long for the smallest size keeps it and scrolls, its tiles split over the rows', () => {
    const room = phone(360);
    expect(fitHand(room, 30)).toEqual({ tile: 34, cols: 15, rows: 2, scrolls: true });
    // Fewer tiles later in the round: still the smallest size; no scrolling once they fit.
    expect(fitHand(room, 18, 30)).toEqual({ tile: 34, cols: 9, rows: 2, scrolls: false });
  });

  it('a larger chosen size keeps at least its smallest size and scrolls rather than shrink under it', () => {
    const large: HandRoom = { ...phone(360), max: 50, min: 44 };
    const fit = fitHand(large, 15);
    expect(fit).toEqual({ tile: 44, cols: 8, rows: 2, scrolls: true });
  });

  it('tablets may take three rows', () => {
    const fit = fitHand(tablet, 40);
    expect(fit.rows).toBe(3);
    expect(fit.scrolls).toBe(false);
    expect(fit.cols * 3).toBeGreaterThanOrEqual(40);
    expect(across(tablet, fit.tile, fit.cols)).toBeLessThanOrEqual(tablet.width);
  });
});
