/**
 * Where a toast lies so it covers no game information: pure geometry over boxes the screen
 * measured (the top bar's free stretch, the felt below the trains), tested without a browser.
 */

/** A rectangle in viewport pixels. */
export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** The toast's top-left corner, in viewport pixels. */
export interface Spot {
  left: number;
  top: number;
}

/** Room kept between the toast and what is around it. */
export const TOAST_MARGIN = 6;

/** Whether a toast of `size` fits inside `room` with the margin all round. */
function fits(room: Box, size: { width: number; height: number }): boolean {
  return room.right - room.left >= size.width + 2 * TOAST_MARGIN && room.bottom - room.top >= size.height + 2 * TOAST_MARGIN;
}

/**
 * The first of the free `rooms` (in order of preference) the toast fits in, centred there;
 * else the bottom right of `last` (the board, where trains end: its last train may be partly
 * covered for a moment, never the seats or the controls); null when there is no board (the
 * stylesheet places it).
 */
export function toastSpot(rooms: readonly Box[], last: Box | null, size: { width: number; height: number }): Spot | null {
  const room = rooms.find((r) => fits(r, size));
  if (room) {
    return {
      left: Math.round(room.left + (room.right - room.left - size.width) / 2),
      top: Math.round(room.top + (room.bottom - room.top - size.height) / 2),
    };
  }
  if (!last) return null;
  return {
    left: Math.round(Math.max(last.left + TOAST_MARGIN, last.right - TOAST_MARGIN - size.width)),
    top: Math.round(last.bottom - TOAST_MARGIN - size.height),
  };
}
