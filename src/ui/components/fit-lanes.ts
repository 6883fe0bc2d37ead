/**
 * How large tiles on the board are and how the trains use the room: pure arithmetic over the
 * board's measured size and the stylesheet's sizes, so it is tested without a browser.
 */

/** The board's room and the stylesheet's sizes (px). */
export interface Metrics {
  /** The board's inner size. */
  width: number;
  height: number;
  /** Smallest tile length allowed (up to 6 seats, and beyond); the largest wanted. */
  tlMin: number;
  tlMinMany: number;
  tlMax: number;
  /** Widths of the hub column, a lane's label and the "+n" button. */
  hub: number;
  label: number;
  more: number;
}

/** The lanes' layout. */
export interface Fit {
  /** Long side of a tile on a train. */
  tl: number;
  /** Tile places in one lane row. */
  per: number;
  /** Places the "+n" button takes in a folded lane's first row. */
  moreSlots: number;
  /** Rows each lane has, in screen order. */
  rows: number[];
  /** Even one row per train does not fit: the board scrolls, and a pick slims the unlit trains. */
  crowded: boolean;
}

/** Gap between two lanes. */
export const LANE_GAP = 4;
/** A lane's padding and borders around its tallest tile (a crosswise double). */
export const LANE_EDGE = 10;
/** Gap between tiles in a lane, across and down. */
export const TILE_GAP = 3;
/** A lane's width besides its label and tiles: the gap from the hub, borders, padding, the label's gap (styles.css). */
export const LANE_CHROME = 5 + 6 + 2 + 8 + 4 + 2;
/** Whole trains are preferred to folded ones while their tiles stay this share of one-row tiles. */
const WRAP_SHRINK = 0.85;

/** Tile places in a lane row for a tile length. */
function placesPerRow(m: Metrics, tl: number): number {
  const strip = m.width - m.hub - m.label - LANE_CHROME;
  return Math.max(1, Math.floor((strip + TILE_GAP) / (tl + TILE_GAP)));
}

/** Height of lanes with these rows: wrapped rows of lengthwise tiles are half a tile tall, the last may hold a crosswise double. */
function heightOf(rows: readonly number[], tl: number): number {
  const extra = rows.reduce((sum, r) => sum + r - 1, 0);
  return extra * (tl / 2 + TILE_GAP) + rows.length * (tl + LANE_EDGE) + (rows.length - 1) * LANE_GAP;
}

/**
 * Tiles as large as the room allows. When every train fits whole (a long one wraps onto more
 * rows) with tiles nearly as large as one row per train would give, all are shown whole.
 * Otherwise tiles take the one-row size and the room left goes, a row at a time, to the
 * trains with the most tiles folded away. A train counts one place more than it has (the
 * next tile's), so a preview never resizes the board.
 */
export function fitLanes(m: Metrics, lengths: readonly number[]): Fit {
  const lanes = lengths.length;
  const min = lanes > 7 ? m.tlMinMany : m.tlMin;
  const chrome = lanes * LANE_EDGE + (lanes - 1) * LANE_GAP;
  const oneRow = Math.max(min, Math.min(m.tlMax, Math.floor((m.height - chrome) / lanes)));
  for (let tl = m.tlMax; tl >= Math.max(min, oneRow * WRAP_SHRINK); tl -= 2) {
    const per = placesPerRow(m, tl);
    const rows = lengths.map((n) => Math.ceil((n + 1) / per));
    if (heightOf(rows, tl) <= m.height) return { tl, per, moreSlots: 0, rows, crowded: false };
  }
  const tl = oneRow;
  const per = placesPerRow(m, tl);
  const moreSlots = Math.ceil((m.more + 4) / (tl + TILE_GAP));
  const rows = lengths.map(() => 1);
  const hiddenIn = (i: number) => lengths[i]! + 1 - (rows[i]! * per - (rows[i]! * per < lengths[i]! + 1 ? moreSlots : 0));
  for (;;) {
    let most = -1;
    for (let i = 0; i < lanes; i++) if (hiddenIn(i) > 0 && (most < 0 || hiddenIn(i) > hiddenIn(most))) most = i;
    if (most < 0) break;
    rows[most]!++;
    if (heightOf(rows, tl) > m.height) {
      rows[most]!--;
      break;
    }
  }
  return { tl, per, moreSlots, rows, crowded: heightOf(lengths.map(() => 1), tl) > m.height };
}
