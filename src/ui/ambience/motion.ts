/**
 * Motion (issue 10): a computer's tile travels from its seat chip to its place on the board;
 * a draw or a pass shows on the seat chip. Each motion fits inside the wait before the next
 * computer move (so the pacing waits for it), lasts at most 300 ms; a lane out of view is
 * brought into view first (issue 39: every move seen as it happens). Nothing moves when the
 * person asked for reduced motion or at the instant pace. Web Animations only: no layout work
 * beyond two rectangles, and nothing left behind (fill: none).
 */
import type { Played } from '../../session/play.ts';

/** The longest a motion lasts. */
export const MOTION_MS = 300;
/** Kept free before the next move, so a motion always ends before it. */
const MARGIN_MS = 60;
/** Shorter than this, a motion is not worth showing. */
const SHORTEST_MS = 80;

/** How long the motion of a move lasts, given the wait before the next one (0: none). */
export function motionMs(nextDelay: number, reduced: boolean): number {
  if (reduced) return 0;
  const ms = Math.min(MOTION_MS, nextDelay - MARGIN_MS);
  return ms >= SHORTEST_MS ? ms : 0;
}

/** The centre of an element's box. */
function centre(el: Element): { x: number; y: number } {
  const r = el.getBoundingClientRect();
  return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
}

/** Room kept around a lane brought into view (px). */
const EDGE = 6;

/** A lane out of the board's view (the board scrolls) is brought into view, so the move is seen where it lands. */
function showLane(tile: Element): void {
  const lane = tile.closest('.lane');
  const board = tile.closest('.board');
  if (!lane || !board) return;
  const l = lane.getBoundingClientRect();
  const b = board.getBoundingClientRect();
  // At once (not the board's smooth scroll): the tile's own motion starts from where it lies now.
  const by = l.top < b.top ? -(b.top - l.top + EDGE) : l.bottom > b.bottom ? Math.min(l.bottom - b.bottom + EDGE, l.top - b.top - EDGE) : 0;
  if (by !== 0) board.scrollTo({ top: board.scrollTop + by, behavior: 'instant' });
}

/**
 * Shows one computer move in `root` as it happens: its lane brought into view, then (for `ms`
 * > 0) its motion; returns the animations started (none when nothing is on screen).
 */
export function animateMove(root: ParentNode, played: Played, ms: number): Animation[] {
  const chip = root.querySelector(`.seats [data-seat="${played.seat}"]`);
  const event = played.event;
  if (event.kind === 'play' || event.kind === 'engine') {
    const tile = root.querySelector(`[data-placed="${event.tile}"]`);
    if (tile) showLane(tile);
    if (!tile || !chip || ms <= 0) return [];
    const from = centre(chip);
    const to = centre(tile);
    // A tile on the board is drawn scaled (Lane.tsx): its own translation is in its lane's pixels.
    const width = (tile as HTMLElement).offsetWidth;
    const scale = width > 0 ? tile.getBoundingClientRect().width / width : 1;
    const keyframes = [
      { transform: `translate(${(from.x - to.x) / scale}px, ${(from.y - to.y) / scale}px) scale(0.6)`, opacity: 0.4 },
      { transform: 'translate(0, 0) scale(1)', opacity: 1 },
    ];
    return [tile.animate(keyframes, { duration: ms, easing: 'cubic-bezier(0.2, 0.7, 0.3, 1)' })];
  }
  if (!chip || ms <= 0) return [];
  // A draw or a pass: the chip nods.
  return [chip.animate([{ transform: 'scale(1)' }, { transform: 'scale(1.1)' }, { transform: 'scale(1)' }], { duration: ms, easing: 'ease-in-out' })];
}
