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
 *
 * Until those checks ran, the page is not what it is about to show (a chip's words may still
 * overflow, an item cut): `checking` says so, and the table is not settled meanwhile
 * (`main[aria-busy]`), so nothing reads the page in the frame between the draw and its checks.
 * Components ask through their hook, `useAfterLayout` (after-layout.ts, loaded with the table):
 * the first load carries only this queue, which the app's ports hand the table (`checking`).
 */
import { signal, type ReadonlySignal } from '@preact/signals';

/** Checks waiting for the next frame's layout. */
const waiting = new Set<() => void>();
let probe: ResizeObserver | null = null;
const pending = signal(false);

/** Checks are waiting for the next frame's layout: the page on screen is not yet what it will show. */
export const checking: ReadonlySignal<boolean> = pending;

/** Runs the checks waiting, in the order they were asked for. */
function runWaiting(): void {
  const now = [...waiting];
  waiting.clear();
  for (const run of now) run();
  pending.value = waiting.size > 0;
}

/**
 * Runs `check` once the next frame is laid out, before it is painted; at once where nothing lays
 * out (no ResizeObserver) or nothing is laid out until the page is shown again (a hidden page
 * has no frames: its checks would wait, and the table with them).
 */
export function afterLayout(check: () => void): void {
  if (typeof ResizeObserver === 'undefined' || typeof document === 'undefined' || document.visibilityState === 'hidden') return check();
  waiting.add(check);
  pending.value = true;
  if (!probe) {
    probe = new ResizeObserver(runWaiting);
    // A page hidden before its frame came would keep its checks (and the table's settling) until shown again.
    document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && runWaiting());
  }
  const root = document.documentElement;
  probe.unobserve(root);
  probe.observe(root);
}
