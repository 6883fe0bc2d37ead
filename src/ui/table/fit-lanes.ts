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
  /**
   * The open ends' readable length (styles.css `--tl-read`: 56 px on phones, 72 on tablets):
   * tiles are never laid out smaller while one row per train fits at this length.
   */
  tlRead: number;
  /** Widths of the hub column, a lane's label and the "+n" button. */
  hub: number;
  label: number;
  more: number;
  /** The height a label beside its tiles keeps (styles.css `--label-lines`: a name and the marker, two lines). */
  labelH: number;
}

/** How a layout came about: laid out afresh, kept as the trains grew, or replaced because a train outgrew it. */
export type Made = 'fresh' | 'held' | 'outgrown';

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
  /** How it came about (absent: afresh). */
  made?: Made;
}

/** Gap between two lanes, down and across. */
export const LANE_GAP = 4;
/** A lane's borders and its button's padding, top and bottom, around its label and tiles (styles.css `.lane`, `.lane-hit`). */
export const LANE_EDGE = 8;
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
 * A strip's height: rows of lengthwise tiles are half a tile tall (a tile's width), `tall` of
 * them a whole tile (a crosswise double lies in them); wrapped rows have gaps and padding.
 * What the player must read is the open end: a train is one row of large tiles, as tall as a
 * tile is wide, not a row kept a whole tile tall for a double that is seldom there.
 */
export function stripHeight(rows: number, tall: number, tl: number): number {
  const r = Math.max(1, rows);
  return r * (tl / 2) + Math.min(tall, r) * (tl / 2) + (r > 1 ? (r - 1) * TILE_GAP + WRAP_PAD : 0);
}

/**
 * A lane's height: its label's (beside the tiles, one column) or its strip's, whichever is
 * taller; in two columns the label stands above the strip. `tall`: its end is a crosswise double.
 */
function laneHeight(m: Metrics, rows: number, tl: number, cols: 1 | 2, tall: boolean): number {
  const strip = stripHeight(rows, tall ? 1 : 0, tl);
  return (cols === 2 ? LABEL_ABOVE + strip : Math.max(m.labelH, strip)) + LANE_EDGE;
}

/** The rows a lane holds in the height it has anyway (its label's, beside the tiles): never fewer than fit there. */
function rowsFree(m: Metrics, tl: number, cols: 1 | 2): number {
  let rows = 1;
  while (cols === 1 && stripHeight(rows + 1, 0, tl) <= m.labelH) rows++;
  return rows;
}

/**
 * The lanes' height: in two columns, lanes side by side share a row as tall as the taller.
 * Room is kept for one more crosswise double (a double previewed, or laid by a computer, at a
 * train's end makes its lane taller), so that a double neither clips nor relays the board; a
 * lane already ending in one uses that room.
 */
function heightOf(m: Metrics, rows: readonly number[], tl: number, cols: 1 | 2, tall: readonly boolean[]): number {
  const each = rows.map((r, i) => laneHeight(m, r, tl, cols, !!tall[i]));
  let sum = 0;
  for (let i = 0; i < each.length; i += cols) sum += Math.max(...each.slice(i, i + cols));
  const lines = Math.ceil(each.length / cols);
  const spare = tall.some(Boolean) ? 0 : Math.max(0, ...rows.map((r) => laneHeight(m, r, tl, cols, true) - laneHeight(m, r, tl, cols, false)));
  return sum + (lines - 1) * LANE_GAP + spare;
}

/** One candidate layout and how much of the trains it shows. */
interface Tried {
  fit: Fit;
  /** Tile length shown over all trains: shown tiles × their length. */
  score: number;
  /** Trains that fold tiles away into "+n". */
  folded: number;
}

/**
 * Lays the lanes out with tiles of `tl`: from `start` rows each (at least those a lane holds
 * in its label's height), then the room left goes, a row at a time, to the trains with the most
 * tiles folded away. Null when the starting rows do not fit.
 */
function tryLayout(m: Metrics, lengths: readonly number[], tall: readonly boolean[], shape: Shape, tl: number, start?: readonly number[]): Tried | null {
  const per = places(shape.strip, tl);
  // The "+n" button lies over the start of a folded lane's first row (styles.css: its width and a gap).
  const first = Math.max(0, Math.floor((shape.strip - m.more - 1) / (tl + TILE_GAP)));
  const moreSlots = Math.max(0, per - first);
  // A train counts one place more than it has (the next tile's), so a preview never resizes the board.
  const room = (r: number, n: number) => (r * per >= n + 1 ? r * per : r * per - moreSlots * moreRows(tl, r));
  const hiddenIn = (i: number) => Math.max(0, lengths[i]! + 1 - room(rows[i]!, lengths[i]!));
  const free = rowsFree(m, tl, shape.cols);
  const rows = lengths.map((_, i) => Math.max(free, start?.[i] ?? 1));
  if (heightOf(m, rows, tl, shape.cols, tall) > m.height) return null;
  // A row more for the train with most folded away that still fits (rows cost unlike heights), until none does.
  for (;;) {
    const folding = rows.map((_, i) => i).filter((i) => hiddenIn(i) > 0);
    folding.sort((a, b) => hiddenIn(b) - hiddenIn(a));
    const next = folding.find((i) => {
      rows[i]!++;
      const fits = heightOf(m, rows, tl, shape.cols, tall) <= m.height;
      rows[i]!--;
      return fits;
    });
    if (next === undefined) break;
    rows[next]!++;
  }
  const hidden = lengths.map((_, i) => hiddenIn(i));
  const shown = lengths.reduce((sum, n, i) => sum + Math.min(n, room(rows[i]!, n) - (hidden[i]! > 0 ? 1 : 0)), 0);
  return { fit: { tl, per, moreSlots, rows, crowded: false, cols: shape.cols }, score: shown * tl, folded: hidden.filter((h) => h > 0).length };
}

/** The smallest tile length allowed for this many trains. */
const smallest = (m: Metrics, lanes: number): number => (lanes > 7 ? m.tlMinMany : m.tlMin);
/** The largest tile length wanted. */
const largest = (m: Metrics, lanes: number): number => Math.max(m.tlMax, smallest(m, lanes));

/**
 * The smallest tile length a layout may use in this room: the readable length when one row
 * per train fits at it, else the largest length at which it fits (many seats, a short board),
 * else the smallest allowed. It depends on the room and the number of trains alone, so it holds
 * for the whole round.
 */
export function floorLength(m: Metrics, lanes: number): number {
  const min = smallest(m, lanes);
  const none = Array.from({ length: lanes }, () => false);
  for (let tl = Math.min(Math.max(m.tlRead, min), largest(m, lanes)); tl > min; tl -= 2) {
    if (shapes(m, lanes, min).some((s) => tryLayout(m, none.map(() => 0), none, s, tl) !== null)) return tl;
  }
  return min;
}

/** Every layout allowed (tile lengths from the largest down to the floor, one column or two), largest tiles and one column first. */
function allowed(m: Metrics, lengths: readonly number[], tall: readonly boolean[], below = Infinity): Tried[] {
  const min = smallest(m, lengths.length);
  const out: Tried[] = [];
  for (let tl = largest(m, lengths.length); tl >= floorLength(m, lengths.length); tl -= 2) {
    if (tl > below) continue;
    for (const shape of shapes(m, lengths.length, min)) {
      const tried = tryLayout(m, lengths, tall, shape, tl);
      if (tried) out.push(tried);
    }
  }
  return out;
}

/** The allowed layout that shows the most tile length (shown tiles times their length); a tie goes to larger tiles, then to one column. */
function bestLayout(m: Metrics, lengths: readonly number[], tall: readonly boolean[]): Tried | null {
  let best: Tried | null = null;
  for (const tried of allowed(m, lengths, tall)) if (!best || tried.score > best.score) best = tried;
  return best;
}

/**
 * Tiles as large as the room allows, and as much of every train as fits. Laid out afresh (no
 * `kept`): over the allowed tile lengths (never under the readable one while one row per train
 * fits, floorLength) and one or two columns of lanes, the layout that shows the most tile length
 * (shown tiles times their length) wins; a tie goes to larger tiles, then to one column.
 * With `kept` (the board's layout before this move: same room, same round, trains only longer),
 * that layout holds, its lanes keeping their rows and gaining rows where the board has room,
 * until a train outgrows it: the lanes no longer fit the board, or a train would fold tiles
 * into "+n" while a smaller allowed length (or the other column count) shows every train whole.
 * Only then a new layout is made: the largest that shows every train whole, else the best one.
 * Trains fold older tiles into "+n" only when their lane is full. When even one row per train
 * does not fit at the smallest tiles, the board scrolls (crowded). `tall[i]`: lane i ends in a
 * crosswise double.
 */
export function fitLanes(m: Metrics, lengths: readonly number[], tall: readonly boolean[] = [], kept?: Fit | null): Fit {
  const min = smallest(m, lengths.length);
  if (kept && !kept.crowded && kept.rows.length === lengths.length) {
    const shape = shapes(m, lengths.length, min).find((s) => s.cols === (kept.cols ?? 1));
    const held = shape ? tryLayout(m, lengths, tall, shape, kept.tl, kept.rows) : null;
    if (held && held.folded === 0) return { ...held.fit, made: 'held' };
    // A train outgrows the layout: a smaller one (or the other column count) that shows every train whole replaces it,
    // the largest that would still show them whole with a tile more on each, when there is one, so that it lasts.
    const others = allowed(m, lengths, tall, kept.tl).filter((t) => t.folded === 0 && (t.fit.tl !== kept.tl || t.fit.cols !== (kept.cols ?? 1)));
    const lasting = others.find((t) => {
      const shape = shapes(m, lengths.length, min).find((s) => s.cols === t.fit.cols)!;
      return tryLayout(m, lengths.map((n) => n + 1), tall, shape, t.fit.tl)?.folded === 0;
    });
    const whole = lasting ?? others[0];
    if (whole) return { ...whole.fit, made: 'outgrown' };
    // Folding is unavoidable at every allowed size: the layout holds, as long as it fits the board.
    if (held) return { ...held.fit, made: 'held' };
    // It no longer fits the board (a second crosswise double): the best layout no larger than it.
    const fits = allowed(m, lengths, tall, kept.tl);
    const best = fits.reduce<Tried | null>((a, t) => (!a || t.score > a.score ? t : a), null);
    if (best) return { ...best.fit, made: 'outgrown' };
  } else {
    const best = bestLayout(m, lengths, tall);
    if (best) return { ...best.fit, made: 'fresh' };
  }
  // Crowded: one row per train, the board scrolls; the tiles stay as readable as this room allows.
  const tl = floorLength(m, lengths.length);
  const per = places(stripWidth(m, 1), tl);
  const first = Math.max(0, Math.floor((stripWidth(m, 1) - m.more - 1) / (tl + TILE_GAP)));
  const made: Made = kept ? (kept.crowded && kept.tl === tl ? 'held' : 'outgrown') : 'fresh';
  return { tl, per, moreSlots: Math.max(0, per - first), rows: lengths.map(() => 1), crowded: true, cols: 1, made };
}

/** A lane's height on the board as laid out (Board.tsx: which lanes are in view), without a label taller than planned. */
export function laneSpan(m: Metrics | null, fit: Fit, rows: number): number {
  return m ? laneHeight(m, rows, fit.tl, fit.cols ?? 1, false) : fit.tl + LANE_EDGE;
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
  /** Rows with the wrapped strip's gaps and padding (more than one row). */
  wrapped: boolean;
}

/**
 * The rows of a lane, decided here rather than by the browser's wrapping, so that the strip's
 * height is known without a layout: a row holds `per` places, less `kept.places` in the first
 * `kept.rows` rows (where the "+n" button lies); each shown item takes a place. A row is half
 * a tile tall, or a whole tile when it holds a crosswise double (`crosswise[i]`). As fitLanes
 * counts them, so the lanes come out as tall as it planned.
 */
export function planStrip(crosswise: readonly boolean[], tl: number, per: number, kept: { places: number; rows: number }): StripPlan {
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
  return { rows, height: stripHeight(rows.length, tall.filter(Boolean).length, tl), wrapped: rows.length > 1 };
}

/** Tiles drawn shorter than this (px) show numerals, whatever the Display setting: pips that small cannot be counted. */
export const NUMERALS_UNDER = 40;

/**
 * The scale that draws tiles laid out at `base` px long as `tl` px long (Lane.tsx): rounded up
 * at the sixth decimal, so that a tile is never drawn a hair shorter than `tl`.
 */
export function tileScale(tl: number, base: number): number {
  return base > 0 ? Math.ceil((tl / base) * 1e6) / 1e6 : 1;
}
