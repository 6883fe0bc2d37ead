/**
 * Motion (issue 10): a computer's tile travels from its seat chip to its place on the board;
 * a draw or a pass shows on the seat chip. Each motion fits inside the wait before the next
 * computer move (so the pacing waits for it), lasts at most 300 ms, and nothing moves when the
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

/** Plays the motion of one computer move in `root`; returns the animations started (none when nothing is on screen). */
export function animateMove(root: ParentNode, played: Played, ms: number): Animation[] {
  if (ms <= 0) return [];
  const chip = root.querySelector(`[data-seat="${played.seat}"]`);
  const event = played.event;
  if (event.kind === 'play' || event.kind === 'engine') {
    const tile = root.querySelector(`[data-placed="${event.tile}"]`);
    if (!tile || !chip) return [];
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
  if (!chip) return [];
  // A draw or a pass: the chip nods.
  return [chip.animate([{ transform: 'scale(1)' }, { transform: 'scale(1.1)' }, { transform: 'scale(1)' }], { duration: ms, easing: 'ease-in-out' })];
}
