/**
 * Dragging a hand tile with pointer events, so it works with a mouse, a pen and a finger
 * alike: the train under the pointer (document.elementFromPoint) is told as it changes (the
 * tile is previewed there when it fits), and the one under it when it is lifted gets the
 * tile; lifted over the hand, the tile moves there (before the tile under the pointer, or after
 * it past its middle; to the end over the hand's free room). A press that does not move beyond
 * a few pixels stays a plain tap.
 */

/** How far (px) a press must move before it is a drag. */
const THRESHOLD = 8;

/** What a drag reports: it started, the train key under it (null: none), the train key it was dropped on, or its new place in the hand. */
export interface DragHandlers {
  start(tile: string): void;
  over(tile: string, train: string | null): void;
  drop(tile: string, train: string): void;
  /** Dropped in the hand: to go just before `before` (null: at the end). */
  arrange(tile: string, before: string | null): void;
}

/** The train (data-train) under a point, if any. */
function trainAt(x: number, y: number): Element | null {
  return document.elementFromPoint(x, y)?.closest('[data-train]') ?? null;
}

/** Where a tile lifted at a point goes in the hand, if the point is over the hand: the tile it goes before (null: the end). */
function handSpot(x: number, y: number): { mark: Element; before: string | null; side: 'before' | 'after' } | null {
  const at = document.elementFromPoint(x, y);
  const hand = at?.closest('.hand');
  if (!at || !hand) return null;
  const over = at.closest('button[data-tile]');
  if (!over) return { mark: hand, before: null, side: 'after' };
  const box = over.getBoundingClientRect();
  if (x < box.left + box.width / 2) return { mark: over, before: over.getAttribute('data-tile'), side: 'before' };
  const next = over.nextElementSibling?.getAttribute('data-tile') ?? null;
  return { mark: over, before: next, side: 'after' };
}

/** Follows one press on a hand tile; call it from the tile's pointerdown. */
export function followDrag(down: PointerEvent, tile: string, source: Element, on: DragHandlers): void {
  if (down.button !== 0 || !down.isPrimary) return;
  const x0 = down.clientX;
  const y0 = down.clientY;
  let ghost: HTMLElement | null = null;
  let over: Element | null = null;

  // `tell`: the train under the finger changed during the drag (not at its end, where the drop decides).
  const mark = (target: Element | null, how = 'over', tell = true) => {
    if (target === over && target?.getAttribute('data-drop') === how) return;
    const moved = target !== over;
    // An attribute the components never set, so a re-render during the drag keeps it.
    over?.removeAttribute('data-drop');
    target?.setAttribute('data-drop', how);
    over = target;
    if (tell && moved) on.over(tile, target?.getAttribute('data-train') ?? null);
  };
  const move = (e: PointerEvent) => {
    if (e.pointerId !== down.pointerId) return;
    if (!ghost) {
      if (Math.hypot(e.clientX - x0, e.clientY - y0) < THRESHOLD) return;
      const face = source.querySelector('svg') ?? source;
      ghost = face.cloneNode(true) as HTMLElement;
      ghost.setAttribute('aria-hidden', 'true');
      ghost.classList.add('drag-ghost');
      document.body.appendChild(ghost);
      on.start(tile);
    }
    e.preventDefault();
    const box = ghost.getBoundingClientRect();
    ghost.style.transform = `translate(${e.clientX - box.width / 2}px, ${e.clientY - box.height / 2}px)`;
    const spot = handSpot(e.clientX, e.clientY);
    if (spot) mark(spot.mark, spot.side);
    else mark(trainAt(e.clientX, e.clientY));
  };
  const end = (e: PointerEvent) => {
    if (e.pointerId !== down.pointerId) return;
    window.removeEventListener('pointermove', move);
    window.removeEventListener('pointerup', end);
    window.removeEventListener('pointercancel', end);
    mark(null, 'over', false);
    if (!ghost) return;
    ghost.remove();
    if (e.type !== 'pointerup') return;
    swallowNextClick();
    const spot = handSpot(e.clientX, e.clientY);
    if (spot) return on.arrange(tile, spot.before);
    const target = trainAt(e.clientX, e.clientY);
    const key = target?.getAttribute('data-train');
    if (key) on.drop(tile, key);
  };
  window.addEventListener('pointermove', move, { passive: false });
  window.addEventListener('pointerup', end);
  window.addEventListener('pointercancel', end);
}

/** The click a mouse sends after a drag is not a tap: drop it (only if it comes at once). */
function swallowNextClick(): void {
  const stop = (e: Event) => {
    e.stopPropagation();
    e.preventDefault();
  };
  window.addEventListener('click', stop, { capture: true, once: true });
  setTimeout(() => window.removeEventListener('click', stop, { capture: true }), 0);
}
