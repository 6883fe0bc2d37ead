/**
 * The hook of kit/layout-checks.ts: a component's checks of its own layout (do its words fit?
 * which items show whole?) after each of its draws, once the frame is laid out, and when its
 * element changes size.
 */
import type { RefObject } from 'preact';
import { useLayoutEffect, useRef } from 'preact/hooks';
import { afterLayout } from './layout-checks.ts';

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
    // Its first report is of the size the element came with: the draw's own check runs in that frame already.
    let first = true;
    const observer = new ResizeObserver(() => (first ? (first = false) : run()));
    observer.observe(el);
    return () => observer.disconnect();
  }, [active]);
  useLayoutEffect(() => {
    if (active && ref.current) afterLayout(run);
  });
}
