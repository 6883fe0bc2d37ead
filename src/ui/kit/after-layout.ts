/**
 * Checks a component makes of its own layout (do its words fit? which items show whole?), run
 * once the frame's layout is done rather than inside the task that drew it.
 *
 * Read in a layout effect, a size makes the browser work out style and layout for the whole page
 * there and then, inside the task that drew the move: on a slow phone that read made a move's
 * task a long one. A ResizeObserver reports an element it starts watching in the next frame,
 * after that frame's layout and before its paint; so watching the element afresh after every
 * draw runs the check on the layout the frame makes anyway, and what the check changes is laid
 * out again before anything is painted. The same observer reports the element's own size
 * changes (a rotation, a window resized, a neighbour that grew).
 */
import type { RefObject } from 'preact';
import { useLayoutEffect, useRef } from 'preact/hooks';

/** Runs `check` after every draw of the calling component, once its frame is laid out, and when `ref`'s element changes size; only while `active`. */
export function useAfterLayout(ref: RefObject<Element | null>, check: () => void, active = true): void {
  const latest = useRef(check);
  latest.current = check;
  const watch = useRef<ResizeObserver | null>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || !active || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => latest.current());
    observer.observe(el);
    watch.current = observer;
    return () => {
      observer.disconnect();
      watch.current = null;
    };
  }, [active]);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || !active) return;
    // Where nothing lays out (no observer: a test's document), at once, as a layout effect would.
    if (!watch.current) return void (typeof ResizeObserver === 'undefined' && latest.current());
    watch.current.unobserve(el);
    watch.current.observe(el);
  });
}
