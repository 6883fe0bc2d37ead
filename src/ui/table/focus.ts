/**
 * Focus never stays lost: when the focused element leaves the page with a change of the
 * table's screen (the last move ends the round, the hand goes away on a shared device), the
 * new panel takes it, so a keyboard or a screen reader goes on from there, not from the top.
 */
import type { RefObject } from 'preact';
import { useEffect, useRef } from 'preact/hooks';

/** A ref for the element that takes the focus on mount when none has it (without scrolling). */
export function useFocusIfLost<T extends HTMLElement>(): RefObject<T | null> {
  const ref = useRef<T>(null);
  useEffect(() => {
    const el = ref.current;
    const doc = el?.ownerDocument;
    const active = doc?.activeElement;
    if (el && doc && (!active || active === doc.body || !active.isConnected)) el.focus?.({ preventScroll: true });
  }, []);
  return ref;
}
