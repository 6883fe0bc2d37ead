/**
 * How large the hand's tiles are drawn: the largest width (up to the person's tile size) at
 * which the hand fits its box in at most `rows` rows, down to a smallest width; a hand longer
 * than that keeps the smallest width and scrolls sideways, its tiles in `rows` rows. Where
 * height is short (phones: `fewestRows`), a row saved is worth smaller tiles: the hand takes
 * as few rows as it can with tiles at least the smallest width.
 *
 * The size is worked out for the round's largest hand so far (`peak`), not for the tiles held
 * now: playing a tile or drawing one within that count resizes nothing, and the box keeps its
 * rows, so the board above it keeps its room.
 */

/** The hand's box and the tile sizes allowed, in CSS pixels. */
export interface HandRoom {
  /** The width tiles can use (the box's inner width). */
  width: number;
  /** The person's tile width (Display: Normal, Large, Extra large). */
  max: number;
  /** The smallest tile width the hand may shrink to. */
  min: number;
  /** Space between two tiles. */
  gap: number;
  /** What a tile's button adds around the tile, across (its border). */
  frame: number;
  /** Most rows the hand may take (2 on phones, 3 on tablets). */
  rows: number;
  /** Fewer rows before larger tiles (phones, where the board needs the height). */
  fewestRows?: boolean;
}

/** The hand's layout: tile width, columns, and the rows its box keeps. */
export interface HandFit {
  tile: number;
  cols: number;
  /** Rows the box is high (it keeps them as tiles are played, for the board's sake). */
  rows: number;
  /** Whether the tiles are more than the box shows (it scrolls sideways). */
  scrolls: boolean;
}

/** How many tiles of a width fit across the box. */
function perRow(room: HandRoom, tile: number): number {
  return Math.max(1, Math.floor((room.width + room.gap) / (tile + room.frame + room.gap)));
}

/** The widest tile (whole pixels) of which `n` fit across the box. */
function widest(room: HandRoom, n: number): number {
  return Math.floor((room.width + room.gap) / n - room.frame - room.gap);
}

/** The layout for a hand of `count` tiles, in a round whose largest hand so far was `peak`. */
export function fitHand(room: HandRoom, count: number, peak = count): HandFit {
  const most = Math.max(1, count, peak);
  const maxRows = Math.max(1, room.rows);
  const max = Math.max(room.min, room.max);
  const full = perRow(room, max);
  // Phones: the fewest rows the smallest width allows, at the largest width they allow.
  for (let r = 1; room.fewestRows && r <= maxRows; r++) {
    const tile = Math.min(max, widest(room, Math.ceil(most / r)));
    if (tile < room.min) continue;
    const cols = tile === max ? full : Math.ceil(most / r);
    return { tile, cols, rows: Math.ceil(most / cols), scrolls: false };
  }
  // Full size when it fits in the rows allowed: as few rows as that takes.
  if (Math.ceil(most / full) <= maxRows) return { tile: max, cols: full, rows: Math.ceil(most / full), scrolls: false };
  // Else the largest size at which the rows allowed hold it.
  const cols = Math.ceil(most / maxRows);
  const tile = widest(room, cols);
  if (tile >= room.min) return { tile, cols, rows: maxRows, scrolls: false };
  // Else the smallest size, the tiles now held split over the rows, the box scrolling sideways.
  const now = Math.ceil(Math.max(1, count) / maxRows);
  return { tile: room.min, cols: now, rows: maxRows, scrolls: now > perRow(room, room.min) };
}
