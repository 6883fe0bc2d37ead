/**
 * Checks a component makes of its own layout (do its words fit? which items show whole?), run
 * once the frame's layout is done rather than inside the task that drew it.
 *
 * Read in a layout effect, a size makes the browser work out style and layout for the whole page
 * there and then, inside the task that drew the move: on a slow phone that read made a move's
 * task a long one. A ResizeObserver reports an element it starts watching in the next frame,
 * after that frame's layout and before its paint, and what its callback changes is laid out again
 * before anything is painted. So after a draw the page's root element is watched afresh, and its
 * report runs the checks waiting for that frame, on the layout the frame makes anyway. The root,
 * not the checked element: a check may change its own element's size (a seat strip said in fewer
 * words is a fraction of a pixel shorter), and an observer that reports an element whose size
 * changes in its own callback, at that depth, leaves the report for the next frame and raises
 * "ResizeObserver loop completed with undelivered notifications". Reported first, at the top of
 * the page, the root lets every deeper report of that frame through.
 */
import type { RefObject } from 'preact';
import { useLayoutEffect, useRef } from 'preact/hooks';

/** Checks waiting for the next frame's layout, run in the order they were asked for. */
const waiting = new Set<() => void>();
let probe: ResizeObserver | null = null;

/** Runs `check` once the next frame is laid out, before it is painted (at once where nothing lays out). */
function afterLayout(check: () => void): void {
  if (typeof ResizeObserver === 'undefined' || typeof document === 'undefined') return check();
  waiting.add(check);
  probe ??= new ResizeObserver(() => {
    const now = [...waiting];
    waiting.clear();
    for (const run of now) run();
  });
  const root = document.documentElement;
  probe.unobserve(root);
  probe.observe(root);
}

/**
 * Runs `check` after every draw of the calling component, once its frame is laid out, and when
 * `ref`'s element changes size (a rotation, a window resized, a neighbour that grew); only while
 * `active`.
 */
export function useAfterLayout(ref: RefObject<Element | null>, check: () => void, active = true): void {
  const latest = useRef(check);
  latest.current = check;
  const run = useRef(() => latest.current()).current;
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || !active || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(run);
    observer.observe(el);
    return () => observer.disconnect();
  }, [active]);
  useLayoutEffect(() => {
    if (active && ref.current) afterLayout(run);
  });
}
