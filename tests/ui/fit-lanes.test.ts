/** Tiles sized to the room: the board's arithmetic, for phone and tablet rooms. */
import { describe, expect, it } from 'vitest';
import { LANE_CHROME, LANE_EDGE, LANE_GAP, TILE_GAP, fitLanes, type Metrics } from '../../src/ui/components/fit-lanes.ts';

const tablet: Metrics = { width: 600, height: 640, tlMin: 72, tlMinMany: 48, tlMax: 92, hub: 76, label: 96, more: 48 };
const phone: Metrics = { width: 340, height: 300, tlMin: 40, tlMinMany: 40, tlMax: 60, hub: 50, label: 60, more: 40 };

/** The height the lanes take, as the board lays them out. */
function height(rows: number[], tl: number): number {
  return rows.reduce((s, r) => s + (r - 1) * (tl / 2 + TILE_GAP), 0) + rows.length * (tl + LANE_EDGE) + (rows.length - 1) * LANE_GAP;
}

/** Tiles a lane shows (its rows' places, less the "+n" button's when it folds). */
function shown(fit: ReturnType<typeof fitLanes>, lane: number, tiles: number): number {
  const room = fit.rows[lane]! * fit.per;
  return tiles + 1 <= room ? tiles : room - fit.moreSlots - 1;
}

describe('fitting the lanes to the board', () => {
  it('short trains on a tablet: the largest tiles, one row each', () => {
    const fit = fitLanes(tablet, [2, 0, 0, 3, 2]);
    expect({ tl: fit.tl, rows: fit.rows, crowded: fit.crowded }).toEqual({ tl: 92, rows: [1, 1, 1, 1, 1], crowded: false });
  });

  it('long trains with room to spare are shown whole, wrapping, and the lanes fit the board', () => {
    const lengths = [2, 0, 0, 10, 11];
    const fit = fitLanes(tablet, lengths);
    lengths.forEach((n, i) => expect(shown(fit, i, n)).toBe(n));
    expect(fit.rows[4]).toBeGreaterThan(1);
    expect(height(fit.rows, fit.tl)).toBeLessThanOrEqual(tablet.height);
    expect(fit.tl).toBeGreaterThanOrEqual(tablet.tlMin);
  });

  it('when not every train fits whole, the spare rows go to the trains with most tiles folded away', () => {
    const lengths = [7, 8, 19, 17, 11];
    const fit = fitLanes({ ...tablet, height: 680 }, lengths);
    expect(height(fit.rows, fit.tl)).toBeLessThanOrEqual(680);
    expect(fit.rows[2]).toBeGreaterThanOrEqual(fit.rows[0]!);
    expect(fit.rows.reduce((a, b) => a + b)).toBeGreaterThan(lengths.length);
    expect(lengths.some((n, i) => shown(fit, i, n) < n)).toBe(true);
  });

  it('tiles on a tablet stay at least the tablet minimum, even when the board must scroll', () => {
    const fit = fitLanes({ ...tablet, height: 300 }, [1, 1, 1, 1, 1, 1, 1]);
    expect({ tl: fit.tl, crowded: fit.crowded }).toEqual({ tl: 72, crowded: true });
  });

  it('more than seven trains may use the smaller minimum', () => {
    const fit = fitLanes({ ...tablet, height: 600 }, Array.from({ length: 11 }, () => 1));
    expect(fit.tl).toBeLessThan(72);
    expect(fit.tl).toBeGreaterThanOrEqual(48);
  });

  it.each([
    [[0, 0, 0], 60],
    [[3, 0, 5, 9, 2], 46],
    [[1, 0, 2, 2, 3, 1, 4, 0, 2, 1, 3], 40],
  ])('on a phone, %j: tiles of %i px', (lengths, expected) => {
    expect(fitLanes(phone, lengths).tl).toBe(expected);
  });

  it.each([[[0, 0, 0]], [[3, 0, 5, 9, 2]], [[12, 0, 30]]])('on a phone, %j: the lanes fit the board', (lengths) => {
    const fit = fitLanes(phone, lengths);
    expect(height(fit.rows, fit.tl)).toBeLessThanOrEqual(phone.height);
  });

  it('a row never holds more tiles than its width allows', () => {
    const fit = fitLanes(phone, [20]);
    const strip = phone.width - phone.hub - phone.label - LANE_CHROME;
    expect(fit.per * (fit.tl + TILE_GAP) - TILE_GAP).toBeLessThanOrEqual(strip);
  });
});
