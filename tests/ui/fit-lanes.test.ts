/** Tiles sized to the room: the board's arithmetic, for phone and tablet rooms. */
import { describe, expect, it } from 'vitest';
import { LABEL_ABOVE, LANE_CHROME, LANE_EDGE, LANE_GAP, NUMERALS_UNDER, TILE_GAP, fitLanes, floorLength, moreRows, planStrip, stripHeight, stripWidth, tileScale, type Fit, type Metrics } from '../../src/ui/table/fit-lanes.ts';

const tablet: Metrics = { width: 600, height: 640, tlMin: 72, tlMinMany: 48, tlRead: 72, tlMax: 92, hub: 76, label: 96, more: 48, labelH: 31 };
/** A tablet held upright (768 × 1024) and on its side (1024 × 768), as the board measures them. */
const portrait: Metrics = { ...tablet, width: 746, height: 626 };
const landscape: Metrics = { ...tablet, width: 590, height: 650, hub: 58, label: 84 };
const phone: Metrics = { width: 340, height: 300, tlMin: 40, tlMinMany: 40, tlRead: 56, tlMax: 60, hub: 50, label: 60, more: 40, labelH: 31 };
/** A phone on its side: the board beside the dock. */
const phoneSide: Metrics = { ...phone, width: 480, height: 370 };

/** A lane's height as the stylesheet lays it out: rows of lengthwise tiles are half a tile tall, a label beside them two lines (31 px). */
function laneHeight(rows: number, tl: number, cols: number, tall: boolean): number {
  const strip = rows * (tl / 2) + (tall ? tl / 2 : 0) + (rows > 1 ? 6 + (rows - 1) * TILE_GAP : 0);
  return (cols === 2 ? strip + LABEL_ABOVE : Math.max(31, strip)) + LANE_EDGE;
}

/** The height the lanes take, with room kept for one crosswise double when no lane ends in one. */
function height(fit: Fit, tall: boolean[] = []): number {
  const cols = fit.cols ?? 1;
  const each = fit.rows.map((r, i) => laneHeight(r, fit.tl, cols, !!tall[i]));
  let sum = 0;
  for (let i = 0; i < each.length; i += cols) sum += Math.max(...each.slice(i, i + cols));
  const spare = tall.some(Boolean) ? 0 : Math.max(...fit.rows.map((r) => laneHeight(r, fit.tl, cols, true) - laneHeight(r, fit.tl, cols, false)));
  return sum + (Math.ceil(each.length / cols) - 1) * LANE_GAP + spare;
}

/** The width a lane's tiles have. */
function strip(m: Metrics, fit: Fit): number {
  return fit.cols === 2 ? (m.width - m.hub - 5 - LANE_GAP) / 2 - (LANE_CHROME - 9) : m.width - m.hub - m.label - LANE_CHROME;
}

/** Tiles a lane shows (its rows' places, less the "+n" button's when it folds; one place is kept for the next tile). */
function shown(fit: Fit, lane: number, tiles: number): number {
  const room = fit.rows[lane]! * fit.per;
  return tiles + 1 <= room ? tiles : room - fit.moreSlots - 1;
}

/** The lanes that fold tiles away. */
function folded(fit: Fit, lengths: number[]): number[] {
  return lengths.flatMap((n, i) => (shown(fit, i, n) < n ? [i] : []));
}

describe('fitting the lanes to the board', () => {
  it('short trains on a tablet: the largest tiles, one row each, one column', () => {
    const fit = fitLanes(tablet, [2, 0, 0, 3, 2]);
    expect({ tl: fit.tl, rows: fit.rows, crowded: fit.crowded, cols: fit.cols }).toEqual({ tl: 92, rows: [1, 1, 1, 1, 1], crowded: false, cols: 1 });
  });

  it('long trains with room to spare are shown whole, wrapping, and the lanes fit the board', () => {
    const lengths = [2, 0, 0, 10, 11];
    const fit = fitLanes(tablet, lengths);
    lengths.forEach((n, i) => expect(shown(fit, i, n)).toBe(n));
    expect(fit.rows[4]).toBeGreaterThan(1);
    expect(height(fit)).toBeLessThanOrEqual(tablet.height);
    expect(fit.tl).toBeGreaterThanOrEqual(tablet.tlMin);
  });

  it('an upright tablet with four seats and long trains shows nearly all of them whole rather than fold half of each', () => {
    const lengths = [12, 3, 16, 17, 15];
    const fit = fitLanes(portrait, lengths);
    expect(folded(fit, lengths).length).toBeLessThanOrEqual(1);
    expect(fit.tl).toBeGreaterThanOrEqual(72);
    expect(height(fit)).toBeLessThanOrEqual(portrait.height);
  });

  it('when not every train fits whole, the spare rows go to the trains with most tiles folded away', () => {
    const lengths = [7, 8, 19, 17, 11];
    const fit = fitLanes({ ...tablet, height: 680 }, lengths);
    expect(height(fit)).toBeLessThanOrEqual(680);
    expect(fit.rows[2]).toBeGreaterThanOrEqual(fit.rows[0]!);
    expect(fit.rows.reduce((a, b) => a + b)).toBeGreaterThan(lengths.length);
    expect(folded(fit, lengths).length).toBeGreaterThan(0);
  });

  it.each([
    ['a tablet', { ...tablet, height: 680 }, [7, 8, 19, 17, 11]],
    ['an upright tablet', { ...portrait, height: 420 }, [22, 3, 26, 27, 25]],
    ['a phone', phone, [12, 0, 30, 9]],
    ['a phone on its side', phoneSide, [14, 9, 12, 16, 11]],
  ] as const)('on %s, a train folds only when one more row for it would not fit', (_, m, lengths) => {
    const fit = fitLanes(m, [...lengths]);
    for (const i of folded(fit, [...lengths])) {
      const more = { ...fit, rows: fit.rows.map((r, j) => (j === i ? r + 1 : r)) };
      expect(height(more)).toBeGreaterThan(m.height);
    }
  });

  /** Boards from narrow to wide, so the room left beside the tiles takes every size. */
  const widths = (m: Metrics) => Array.from({ length: 30 }, (_, i) => ({ ...m, width: m.width - 60 + 7 * i }));

  it.each([
    ['an upright tablet', portrait, [30, 2, 28, 3, 1]],
    ['a tablet on its side', landscape, [30, 2, 28, 3, 1]],
    ['a phone', phone, [12, 0, 30]],
  ] as const)('on %s, a folded lane\'s first row holds every tile its width allows beside the "+n" button', (_, board, lengths) => {
    for (const m of widths(board)) {
      const fit = fitLanes(m, [...lengths]);
      const first = fit.per - fit.moreSlots;
      const row = (tiles: number) => m.more + 4 + tiles * (fit.tl + TILE_GAP) - TILE_GAP;
      expect(row(first)).toBeLessThanOrEqual(strip(m, fit));
      expect(row(first + 1)).toBeGreaterThan(strip(m, fit));
    }
  });

  it('a row never holds more tiles than its width allows', () => {
    const fit = fitLanes(phone, [20]);
    expect(fit.per * (fit.tl + TILE_GAP) - TILE_GAP).toBeLessThanOrEqual(strip(phone, fit));
  });

  it('a crosswise double at the end of a wrapped train is given its room', () => {
    const lengths = [12, 3, 16, 17, 15];
    const tall = [false, false, true, true, false];
    const fit = fitLanes(portrait, lengths, tall);
    expect(height(fit, tall)).toBeLessThanOrEqual(portrait.height);
  });

  it('tiles on a tablet stay at least the tablet minimum, even when the board must scroll', () => {
    const fit = fitLanes({ ...tablet, height: 300 }, [1, 1, 1, 1, 1, 1, 1]);
    expect({ tl: fit.tl, crowded: fit.crowded }).toEqual({ tl: 72, crowded: true });
  });

  it('more than seven trains may use the smaller minimum, only when the readable length does not fit', () => {
    expect(fitLanes({ ...tablet, height: 600 }, Array.from({ length: 11 }, () => 1)).tl).toBeGreaterThanOrEqual(72);
    const fit = fitLanes({ ...tablet, height: 420 }, Array.from({ length: 11 }, () => 1));
    expect(fit.tl).toBeLessThan(72);
    expect(fit.tl).toBeGreaterThanOrEqual(48);
  });

  it.each([
    ['upright', portrait],
    ['on its side', landscape],
  ] as const)('ten seats on a tablet %s: readable tiles, and no scrolling', (_, m) => {
    const lengths = [4, 0, 2, 1, 3, 2, 1, 0, 2, 3, 1];
    const fit = fitLanes(m, lengths);
    expect(fit.crowded).toBe(false);
    expect(fit.tl).toBeGreaterThanOrEqual(56);
    expect(height(fit)).toBeLessThanOrEqual(m.height);
    expect(folded(fit, lengths).length).toBeLessThanOrEqual(1);
  });

  it('ten seats on a phone on its side fit the board without scrolling', () => {
    const fit = fitLanes(phoneSide, Array.from({ length: 11 }, () => 2));
    expect(fit.crowded).toBe(false);
    expect(height(fit)).toBeLessThanOrEqual(phoneSide.height);
  });

  it('long trains in two columns still fit the board', () => {
    const fit = fitLanes(portrait, [9, 16, 7, 8, 9, 6, 9, 7, 10, 8, 6]);
    expect(height(fit)).toBeLessThanOrEqual(portrait.height);
    expect(fit.tl).toBeGreaterThanOrEqual(48);
  });

  it.each([
    [[0, 0, 0], 60],
    [[1, 0, 2, 2, 3, 1, 4, 0, 2, 1, 3], 40],
  ])('on a phone, %j: tiles of %i px', (lengths, expected) => {
    expect(fitLanes(phone, lengths).tl).toBe(expected);
  });

  it.each([[[0, 0, 0]], [[3, 0, 5, 9, 2]], [[12, 0, 30]]])('on a phone, %j: the lanes fit the board', (lengths) => {
    const fit = fitLanes(phone, lengths);
    expect(height(fit)).toBeLessThanOrEqual(phone.height);
    expect(fit.tl).toBeGreaterThanOrEqual(phone.tlMin);
  });
});

/** A round's trains growing a tile at a time (seeded), some ending in a crosswise double; each step's fit, with and without the one before kept. */
function growing(m: Metrics, trains: number, steps = 90): Array<{ lengths: number[]; tall: boolean[]; fresh: Fit; steady: Fit }> {
  let seed = 7;
  const rnd = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const lengths = Array.from({ length: trains }, () => 0);
  const tall = lengths.map(() => false);
  const out: Array<{ lengths: number[]; tall: boolean[]; fresh: Fit; steady: Fit }> = [];
  let kept: Fit | null = null;
  for (let step = 0; step < steps; step++) {
    const at = Math.floor(rnd() * trains);
    lengths[at]!++;
    tall[at] = rnd() < 0.2;
    const steady = fitLanes(m, lengths, tall, kept);
    out.push({ lengths: [...lengths], tall: [...tall], fresh: fitLanes(m, lengths, tall), steady });
    kept = steady;
  }
  return out;
}

/** Whether some train folds tiles into "+n" in a layout. */
const folds = (fit: Fit, lengths: number[]): boolean => folded(fit, lengths).length > 0;

/** A phone held upright (390 × 844) as the board measures it with a two-row hand: about 350 px. */
const upright: Metrics = { ...phone, width: 380, height: 350 };

describe('a board that holds still as the trains grow (the layout before a move kept)', () => {
  const desk: Metrics = { width: 770, height: 677, tlMin: 40, tlMinMany: 40, tlRead: 56, tlMax: 64, hub: 70, label: 80, more: 40, labelH: 31 };
  it.each([
    ['a desktop board, 10 seats', desk, 11],
    ['a tablet, 4 seats', tablet, 5],
    ['a tablet, 10 seats', tablet, 11],
    ['a phone on its side, 4 seats', phoneSide, 5],
    ['a phone upright, 6 seats', upright, 7],
  ])('%s: the size and columns change only when a train outgrows them, and every layout fits the board', (_, m, trains) => {
    const steps = growing(m, trains);
    steps.forEach((s, i) => {
      const before = steps[i - 1]?.steady;
      expect(height(s.steady, s.tall)).toBeLessThanOrEqual(m.height);
      if (!before) return;
      const moved = before.tl !== s.steady.tl || before.cols !== s.steady.cols;
      // A change is always a train outgrowing the layout (never larger tiles); a layout held keeps its size, columns and every lane's rows.
      if (moved) expect({ made: s.steady.made, smaller: s.steady.tl <= before.tl }).toEqual({ made: 'outgrown', smaller: true });
      if (s.steady.made === 'held') {
        expect(moved).toBe(false);
        s.steady.rows.forEach((r, j) => expect(r).toBeGreaterThanOrEqual(before.rows[j]!));
      }
    });
  });

  it('a layout holds while the trains fit: a tile more on a train that fits changes nothing but that train', () => {
    const kept = fitLanes(upright, [2, 1, 0, 1, 0, 2, 1]);
    const next = fitLanes(upright, [2, 1, 0, 2, 0, 2, 1], [], kept);
    expect(next).toMatchObject({ tl: kept.tl, cols: kept.cols, made: 'held' });
  });

  it('a train that would fold at the size now, while a smaller allowed size shows it whole, makes a new layout', () => {
    const kept = fitLanes(upright, [0, 0, 0, 0, 0, 0, 0]);
    expect(kept.tl).toBe(60);
    const lengths = [4, 0, 0, 0, 0, 0, 0];
    const next = fitLanes(upright, lengths, [], kept);
    expect(next.made).toBe('outgrown');
    expect(next.tl).toBeLessThan(60);
    expect(folds(next, lengths)).toBe(false);
  });

  it('when every allowed size folds a train, the layout holds and the train folds (never under the readable length)', () => {
    const kept = fitLanes(upright, [3, 2, 2, 3, 2, 2, 3]);
    const next = fitLanes(upright, [14, 2, 2, 3, 2, 2, 3], [], kept);
    expect(next).toMatchObject({ tl: kept.tl, made: 'held' });
    expect(next.tl).toBeGreaterThanOrEqual(56);
  });

  it('a kept layout that no longer fits the board gives way', () => {
    const kept = fitLanes(tablet, [1, 1, 1]);
    const lengths = [30, 28, 31, 29, 30];
    const next = fitLanes(tablet, lengths, [], kept);
    expect(next.made).not.toBe('held');
    expect(height(next)).toBeLessThanOrEqual(tablet.height);
  });
});

describe('readable open ends', () => {
  it('a 390 × 844 phone with 6 seats (7 lanes, a board of about 350 px): tiles of 56 px at least, whatever the trains', () => {
    expect(floorLength(upright, 7)).toBeGreaterThanOrEqual(56);
    for (const s of growing(upright, 7, 120)) {
      expect(s.steady.tl).toBeGreaterThanOrEqual(56);
      expect(s.fresh.tl).toBeGreaterThanOrEqual(56);
    }
  });

  it('tablets with 6 seats: tiles of 72 px at least', () => {
    for (const m of [portrait, landscape]) for (const s of growing(m, 7, 120)) expect(s.steady.tl).toBeGreaterThanOrEqual(72);
  });

  it('a lane is one tile wide (or its label two lines) unless its end is a crosswise double', () => {
    expect(stripHeight(1, 0, 56)).toBe(28);
    expect(stripHeight(1, 1, 56)).toBe(56);
    expect(stripHeight(2, 0, 56)).toBe(56 + TILE_GAP + 6);
  });

  it('tiles under 40 px show numerals', () => {
    expect(NUMERALS_UNDER).toBe(40);
  });
});

describe("a lane's rows (planStrip) and its tiles' scale", () => {
  const flat = (n: number): boolean[] => Array.from({ length: n }, () => false);
  const none = { places: 0, rows: 0 };

  it('a train that fits one row: one row, the strip a tile wide (half its length)', () => {
    expect(planStrip(flat(4), 60, 5, none)).toEqual({ rows: [4], height: 30, wrapped: false });
  });

  it('rows of `per` places, the first one shorter where the "+n" button lies', () => {
    const plan = planStrip(flat(9), 60, 4, { places: 1, rows: 1 });
    expect(plan.rows).toEqual([3, 4, 2]);
    // Three rows half a tile tall, two gaps, the wrapped padding.
    expect(plan.height).toBe(6 + 3 * 30 + 2 * TILE_GAP);
    expect(plan.wrapped).toBe(true);
  });

  it('the "+n" button keeps room in every row it lies over', () => {
    expect(planStrip(flat(9), 40, 4, { places: 1, rows: 2 }).rows).toEqual([3, 3, 3]);
  });

  it('no room beside the "+n" button: the tiles start on the next row', () => {
    expect(planStrip(flat(2), 40, 3, { places: 3, rows: 1 }).rows).toEqual([0, 2]);
  });

  it('a row holding a crosswise double is a whole tile tall', () => {
    const crosswise = [...flat(5), true];
    expect(planStrip(crosswise, 60, 4, none).height).toBe(6 + 30 + 60 + TILE_GAP);
    expect(planStrip(flat(6), 60, 4, none).height).toBe(6 + 30 + 30 + TILE_GAP);
  });

  it('a lane with a short train is one row, a tile wide', () => {
    expect(planStrip(flat(1), 60, 4, none)).toEqual({ rows: [1], height: 30, wrapped: false });
  });

  it('the "+n" button lies over two rows of small tiles, one of large ones', () => {
    expect(moreRows(40)).toBe(2);
    expect(moreRows(60)).toBe(2);
    expect(moreRows(68)).toBe(1);
    expect(moreRows(92)).toBe(1);
    // Never more rows than the lane has.
    expect(moreRows(40, 1)).toBe(1);
  });

  it('the lanes fitLanes plans are no taller than it counted them, and exactly as tall when their rows are full', () => {
    let full = 0;
    for (const [m, lengths] of [
      [tablet, [14, 9, 3, 12]],
      [phone, [8, 7, 2, 6, 1]],
      [portrait, [20, 4, 4, 18, 2, 2, 9, 1, 0, 3, 5]],
      [phoneSide, [6, 6, 6, 6]],
    ] as const) {
      const fit = fitLanes(m, lengths);
      const cols = fit.cols ?? 1;
      expect(stripWidth(m, cols)).toBe(strip(m, fit));
      fit.rows.forEach((rows, i) => {
        // As Lane.tsx folds a train (a tile previewed at its end): the places shown are its rows' room, less the "+n" button's.
        const room = rows * fit.per;
        const folds = lengths[i]! + 1 > room;
        const kept = { places: fit.moreSlots, rows: folds ? moreRows(fit.tl, rows) : 0 };
        const shown = folds ? Math.max(1, room - kept.places * kept.rows) : Math.max(1, lengths[i]!);
        const plan = planStrip(flat(shown), fit.tl, fit.per, kept);
        const counted = laneHeight(rows, fit.tl, cols, false);
        expect(plan.rows.length).toBeLessThanOrEqual(rows);
        const drawn = (cols === 2 ? plan.height + LABEL_ABOVE : Math.max(31, plan.height)) + LANE_EDGE;
        expect(drawn).toBeLessThanOrEqual(counted);
        if (folds) {
          full++;
          expect(plan.rows.length).toBe(rows);
          expect(drawn).toBe(counted);
        }
      });
    }
    expect(full, 'lanes whose rows are full').toBeGreaterThan(2);
  });

  it('a tile drawn at the scale for its length is never a hair short of it, nor visibly long', () => {
    for (const [tl, base] of [
      [72, 76],
      [60, 76],
      [58, 92],
      [48, 60],
      [80, 70],
    ] as const) {
      const drawn = tileScale(tl, base) * base;
      expect(drawn).toBeGreaterThanOrEqual(tl);
      expect(drawn - tl).toBeLessThan(0.001);
    }
    expect(tileScale(76, 76)).toBe(1);
  });
});
