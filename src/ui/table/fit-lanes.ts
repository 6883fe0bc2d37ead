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
  /** Columns of lanes (absent: one); in two, a lane's label stands above its tiles. */
  cols?: 1 | 2;
}

/** Gap between two lanes, down and across. */
export const LANE_GAP = 4;
/** A lane's padding and borders around its tallest tile (a crosswise double). */
export const LANE_EDGE = 10;
/** Gap between tiles in a lane, across and down. */
export const TILE_GAP = 3;
/** A lane's width besides its label and tiles: the gap from the hub, borders, padding, the label's gap (styles.css). */
export const LANE_CHROME = 5 + 6 + 2 + 8 + 4 + 2;
/** A label standing above the tiles (two columns): its line and the gap under it (styles.css `--label-h` + 4). */
export const LABEL_ABOVE = 22;
/** A wrapped strip's padding, top and bottom (styles.css `.strip-in.rows`). */
const WRAP_PAD = 6;

/** One way of laying the lanes out: columns, and the room a lane's tiles have across. */
interface Shape {
  cols: 1 | 2;
  strip: number;
}

/** The room a lane's tiles have across, in one column of lanes (a label beside the tiles) or two (the label above them). */
export function stripWidth(m: Metrics, cols: 1 | 2): number {
  return cols === 1 ? m.width - m.hub - m.label - LANE_CHROME : (m.width - m.hub - 5 - LANE_GAP) / 2 - (LANE_CHROME - 5 - 4);
}

/** The shapes worth trying: one column, and two when the board is wide enough for them. */
function shapes(m: Metrics, lanes: number, min: number): Shape[] {
  const one: Shape = { cols: 1, strip: stripWidth(m, 1) };
  // Two columns: each lane has half the width but no label beside its tiles.
  const two: Shape = { cols: 2, strip: stripWidth(m, 2) };
  return lanes > 2 && two.strip >= 3 * min + 2 * TILE_GAP ? [one, two] : [one];
}

/** Tile places in a row of `strip` px. */
function places(strip: number, tl: number): number {
  return Math.max(1, Math.floor((strip + TILE_GAP) / (tl + TILE_GAP)));
}

/**
 * A lane's height: one row holds a crosswise double; wrapped rows of lengthwise tiles are half
 * a tile tall, and a double lying crosswise at the train's end makes the last one whole.
 */
function laneHeight(rows: number, tl: number, cols: 1 | 2, tall: boolean): number {
  const strip = rows <= 1 ? tl : wrappedHeight(rows, tall ? 1 : 0, tl);
  return strip + LANE_EDGE + (cols === 2 ? LABEL_ABOVE : 0);
}

/** A wrapped strip's height: its rows, `tall` of them holding a crosswise double (a whole tile tall, the others half), the gaps and padding; a tile at least. */
function wrappedHeight(rows: number, tall: number, tl: number): number {
  return Math.max(tl, WRAP_PAD + rows * (tl / 2) + tall * (tl / 2) + (rows - 1) * TILE_GAP);
}

/**
 * The lanes' height: in two columns, lanes side by side share a row as tall as the taller.
 * A wrapped lane may grow by half a tile when a double is previewed at its end: that much is kept.
 */
function heightOf(rows: readonly number[], tl: number, cols: 1 | 2, tall: readonly boolean[]): number {
  const each = rows.map((r, i) => laneHeight(r, tl, cols, !!tall[i]));
  let sum = 0;
  for (let i = 0; i < each.length; i += cols) sum += Math.max(...each.slice(i, i + cols));
  const lines = Math.ceil(each.length / cols);
  return sum + (lines - 1) * LANE_GAP + (rows.some((r) => r > 1) ? tl / 2 : 0);
}

/** One candidate layout and how much of the trains it shows. */
interface Tried {
  fit: Fit;
  /** Tile length shown over all trains: shown tiles × their length. */
  score: number;
}

/**
 * Lays the lanes out with tiles of `tl`: one row each, then the room left goes, a row at a
 * time, to the trains with the most tiles folded away. Null when one row each does not fit.
 */
function tryLayout(m: Metrics, lengths: readonly number[], tall: readonly boolean[], shape: Shape, tl: number): Tried | null {
  const per = places(shape.strip, tl);
  // The "+n" button lies over the start of a folded lane's first row (styles.css: its width and a gap).
  const first = Math.max(0, Math.floor((shape.strip - m.more - 1) / (tl + TILE_GAP)));
  const moreSlots = Math.max(0, per - first);
  // A train counts one place more than it has (the next tile's), so a preview never resizes the board.
  const room = (r: number, n: number) => (r * per >= n + 1 ? r * per : r * per - moreSlots * moreRows(tl, r));
  const hiddenIn = (i: number) => Math.max(0, lengths[i]! + 1 - room(rows[i]!, lengths[i]!));
  const rows = lengths.map(() => 1);
  if (heightOf(rows, tl, shape.cols, tall) > m.height) return null;
  // A row more for the train with most folded away that still fits (rows cost unlike heights), until none does.
  for (;;) {
    const folding = rows.map((_, i) => i).filter((i) => hiddenIn(i) > 0);
    folding.sort((a, b) => hiddenIn(b) - hiddenIn(a));
    const next = folding.find((i) => {
      rows[i]!++;
      const fits = heightOf(rows, tl, shape.cols, tall) <= m.height;
      rows[i]!--;
      return fits;
    });
    if (next === undefined) break;
    rows[next]!++;
  }
  const shown = lengths.reduce((sum, n, i) => sum + Math.min(n, room(rows[i]!, n) - (hiddenIn(i) > 0 ? 1 : 0)), 0);
  return { fit: { tl, per, moreSlots, rows, crowded: false, cols: shape.cols }, score: shown * tl };
}

/**
 * How much more a new layout must show (tile length over all trains) to replace the board's
 * current one as a move lays a tile: tiles that change size every turn jostle the whole board
 * (and redraw all of it), so they change only when it pays.
 */
export const STEADY = 0.06;

/**
 * Within a round trains only grow, so a layout with larger tiles than the board's must show
 * this much more to replace it: the tiles chosen AHEAD (below) do not grow back a turn later.
 */
export const GROW = 0.3;

/**
 * When the tiles must change size as the trains grow, the new size is the one for the trains
 * as they will be about two turns around the table later (every seat plays mostly on its own
 * train: about a tile a train a turn), laid out for the trains as they are, so that it lasts.
 * A size change lays out and repaints every tile on the board, and every tile moves under the
 * person's eyes; a size chosen ahead changes less often, for tiles a little smaller.
 */
export const AHEAD = 2;

/** The smallest tile length allowed for this many trains. */
const smallest = (m: Metrics, lanes: number): number => (lanes > 7 ? m.tlMinMany : m.tlMin);

/** The layout that shows the most tile length (shown tiles times their length); a tie goes to larger tiles, then to one column. */
function bestLayout(m: Metrics, lengths: readonly number[], tall: readonly boolean[]): Tried | null {
  const min = smallest(m, lengths.length);
  let best: Tried | null = null;
  for (const shape of shapes(m, lengths.length, min)) {
    for (let tl = Math.max(m.tlMax, min); tl >= min; tl -= 2) {
      const tried = tryLayout(m, lengths, tall, shape, tl);
      // Shapes and lengths are tried from one column and the largest tile down: a tie keeps the earlier.
      if (tried && (!best || tried.score > best.score || (tried.score === best.score && tried.fit.tl > best.fit.tl))) best = tried;
    }
  }
  return best;
}

/** The layout with tiles of `at.tl` in `at.cols` columns, when that size is allowed on this board and one row per train fits. */
function triedAt(m: Metrics, lengths: readonly number[], tall: readonly boolean[], at: Pick<Fit, 'tl' | 'cols' | 'crowded'>): Tried | null {
  const min = smallest(m, lengths.length);
  const shape = at.crowded ? undefined : shapes(m, lengths.length, min).find((s) => s.cols === (at.cols ?? 1));
  return shape && at.tl >= min && at.tl <= Math.max(m.tlMax, min) ? tryLayout(m, lengths, tall, shape, at.tl) : null;
}

/**
 * Tiles as large as the room allows, and as much of every train as fits: over tile lengths
 * and one or two columns of lanes, the layout that shows the most tile length (shown tiles
 * times their length) wins; a tie goes to larger tiles, then to one column. Trains fold older
 * tiles into "+n" only when they truly do not fit. When even one row per train does not fit
 * at the smallest tiles, the board scrolls (crowded). `tall[i]`: lane i ends in a crosswise double.
 * With `kept` (the board's layout before this move, same room, same round), that layout stays
 * while it fits and the best one shows no more than STEADY more (GROW more, with larger tiles);
 * when it gives way, the new tiles are sized for the trains AHEAD.
 */
export function fitLanes(m: Metrics, lengths: readonly number[], tall: readonly boolean[] = [], kept?: Pick<Fit, 'tl' | 'cols' | 'crowded'> | null): Fit {
  const best = bestLayout(m, lengths, tall);
  if (best && kept) {
    // Steady tiles: the board's layout so far stays while it still fits and shows nearly as much.
    const steady = triedAt(m, lengths, tall, kept);
    if (steady && best.score <= steady.score * (1 + (best.fit.tl > steady.fit.tl ? GROW : STEADY))) return steady.fit;
    // A new size, chosen for the trains a little ahead.
    const ahead = bestLayout(m, lengths.map((n) => n + AHEAD), tall);
    const planned = ahead ? triedAt(m, lengths, tall, ahead.fit) : null;
    if (planned) return planned.fit;
  }
  if (best) return best.fit;
  const min = smallest(m, lengths.length);
  const per = places(stripWidth(m, 1), min);
  const first = Math.max(0, Math.floor((stripWidth(m, 1) - m.more - 1) / (min + TILE_GAP)));
  return { tl: min, per, moreSlots: Math.max(0, per - first), rows: lengths.map(() => 1), crowded: true, cols: 1 };
}

/**
 * How far down a wrapped lane the "+n" button reaches, from the top of its strip's first row
 * (styles.css `.more`: 6px down the lane and 36px tall, where the rows start 5px down): the
 * rows starting above that keep their first places free for it.
 */
const MORE_REACH = 37;

/** The rows the "+n" button lies over in a lane of `rows` rows (a lane opened whole: any number), with tiles of `tl`. */
export function moreRows(tl: number, rows = Infinity): number {
  return Math.min(rows, Math.max(1, Math.ceil(MORE_REACH / (tl / 2 + TILE_GAP))));
}

/** How one lane's tiles lie in rows (Lane.tsx). */
export interface StripPlan {
  /** The shown items (tiles, then a ghost or the empty slot) in each row, in order. */
  rows: number[];
  /** The strip's height on screen (px). */
  height: number;
  /** Rows with the wrapped strip's padding (the lane wraps, is opened whole, or has more than one row). */
  wrapped: boolean;
}

/**
 * The rows of a lane, decided here rather than by the browser's wrapping, so that the strip's
 * height is known without a layout: a row holds `per` places, less `kept.places` in the first
 * `kept.rows` rows (where the "+n" button lies); each shown item takes a place. A row is half
 * a tile tall, or a whole tile when it holds a crosswise double (`crosswise[i]`). As fitLanes
 * counts them, so the lanes come out as tall as it planned.
 */
export function planStrip(crosswise: readonly boolean[], tl: number, per: number, kept: { places: number; rows: number }, wrap: boolean): StripPlan {
  const room = (row: number): number => Math.max(row < kept.rows ? 0 : 1, per - (row < kept.rows ? kept.places : 0));
  const rows = [0];
  const tall = [false];
  for (const cross of crosswise) {
    while (rows.at(-1)! >= room(rows.length - 1)) {
      rows.push(0);
      tall.push(false);
    }
    rows[rows.length - 1]!++;
    if (cross) tall[tall.length - 1] = true;
  }
  const wrapped = wrap || rows.length > 1;
  return { rows, height: wrapped ? wrappedHeight(rows.length, tall.filter(Boolean).length, tl) : tl, wrapped };
}

/**
 * The scale that draws tiles laid out at `base` px long as `tl` px long (Lane.tsx): rounded up
 * at the sixth decimal, so that a tile is never drawn a hair shorter than `tl`.
 */
export function tileScale(tl: number, base: number): number {
  return base > 0 ? Math.ceil((tl / base) * 1e6) / 1e6 : 1;
}
