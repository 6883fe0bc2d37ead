/**
 * A passing note (offline ready, a link copied): placed where it covers no game information,
 * by the rules of toast-spot.ts. Its own module, so lazy screens show one without the notices.
 */
import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import { toastSpot, type Box, type Spot } from './toast-spot.ts';

/** The widest free stretch of the top bar (between its edge, the title and the buttons), if any. */
function topBarRoom(): Box | null {
  const bar = document.querySelector('.topbar');
  if (!bar) return null;
  const r = bar.getBoundingClientRect();
  // Visible items only: a visually hidden title is 1 px wide.
  const items = [...bar.children].map((c) => c.getBoundingClientRect()).filter((c) => c.width > 1).sort((a, b) => a.left - b.left);
  let best: Box | null = null;
  let from = r.left;
  for (const edge of [...items.map((c) => ({ left: c.left, right: c.right })), { left: r.right, right: r.right }]) {
    if (!best || edge.left - from > best.right - best.left) best = { left: from, top: r.top, right: edge.left, bottom: r.bottom };
    from = Math.max(from, edge.right);
  }
  return best;
}

/**
 * The board's free felt: below its last train (when the board does not scroll), then the empty
 * ends of the trains in view, lowest first (trains grow from the left); and its lanes column.
 */
function boardRooms(): { felt: Box[]; lanes: Box | null } {
  const board = document.querySelector('.board');
  const lanes = document.querySelector('.board .lanes');
  if (!board || !lanes) return { felt: [], lanes: null };
  const b = board.getBoundingClientRect();
  const l = lanes.getBoundingClientRect();
  const column = { left: l.left, top: b.top, right: l.right, bottom: b.bottom - 5 };
  const each = [...lanes.querySelectorAll('.lane')];
  const felt: Box[] = [];
  if (board.scrollHeight <= board.clientHeight + 1) felt.push({ ...column, top: Math.max(l.top, ...each.map((e) => e.getBoundingClientRect().bottom)) });
  for (const lane of each.reverse()) {
    const r = lane.getBoundingClientRect();
    if (r.top < b.top || r.bottom > b.bottom) continue;
    // What the strip shows (its tiles lie in a scaled box of rows, Lane.tsx): their boxes on screen.
    const strip = lane.querySelector('.strip');
    const used = Math.max(strip?.getBoundingClientRect().left ?? r.left, ...[...lane.querySelectorAll('.tile,.slot,.needs')].map((c) => c.getBoundingClientRect().right));
    felt.push({ left: used, top: r.top, right: r.right - 2, bottom: r.bottom });
  }
  return { felt, lanes: column };
}

/**
 * A passing note that covers no game information: in the top bar's free stretch, else on the
 * board's free felt, else at the board's foot; it takes no taps and never the focus.
 */
export function Toast({ text }: { text: string }) {
  const ref = useRef<HTMLParagraphElement>(null);
  const [spot, setSpot] = useState<Spot | null>(null);
  useLayoutEffect(() => {
    const place = () => {
      const el = ref.current;
      if (!el) return;
      const { felt, lanes } = boardRooms();
      const rooms = [topBarRoom(), ...felt].filter((r): r is Box => r !== null);
      const next = toastSpot(rooms, lanes, { width: el.offsetWidth, height: el.offsetHeight });
      setSpot((old) => (old && next && old.left === next.left && old.top === next.top ? old : next));
    };
    place();
    // The screen under it changes while it shows (the table opens, trains grow): look again now
    // and then, right after a frame (a task queued from the frame's callback runs once it is laid
    // out and painted), when reading the layout costs nothing; at any other moment it may make the
    // browser lay out a table just changed, there and then, inside the timer's task.
    let stopped = false;
    const again = setInterval(() => requestAnimationFrame(() => setTimeout(() => stopped || place())), 400);
    window.addEventListener('resize', place);
    return () => {
      stopped = true;
      clearInterval(again);
      window.removeEventListener('resize', place);
    };
  }, []);
  return (
    <p class={`toast${spot ? ' placed' : ''}`} ref={ref} style={spot ? { left: `${spot.left}px`, top: `${spot.top}px` } : undefined}>
      {text}
    </p>
  );
}
