/** Banners about storage, other tabs, offline readiness and updates: plain words, small prompts. */
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { applyUpdate, offlineReady, updateReady } from '../../pwa/register.ts';
import { useApp, useWords } from '../model/context.ts';
import { toastSpot, type Box, type Spot } from './toast-spot.ts';

/** The wording module's kind for a restore problem. */
const RESTORE_KIND = { newerVersion: 'newer-version', setAside: 'set-aside', unreadable: 'unreadable' } as const;

/** Every notice that applies now. */
export function Notices() {
  const app = useApp();
  const t = useWords().catalog.table;
  const b = t.buttons;
  const status = app.storage.value;
  const s = app.table.status.value;
  const restoreProblem = app.restoreProblem.value;
  // A newer version's game waits for the update: offer it in that banner, not twice.
  const updateHere = restoreProblem?.kind === 'newerVersion' && updateReady.value;
  const midRound = s?.phase === 'playing' && app.screen.value !== 'newGame';
  useEffect(() => {
    if (!offlineReady.value) return;
    const t = setTimeout(() => (offlineReady.value = false), 6000);
    return () => clearTimeout(t);
  }, [offlineReady.value]);
  return (
    <div aria-live="polite">
      {status.problem && (
        <p class="banner" role="status">
          {t.storage(status.problem.code)}
          {!status.owner && (
            <>
              {' '}
              <button type="button" class="btn small" onClick={() => void app.takeOver()}>
                {b.takeOver}
              </button>
            </>
          )}
        </p>
      )}
      {restoreProblem && (
        <p class="banner" role="status">
          {t.restore({ kind: RESTORE_KIND[restoreProblem.kind] })}{' '}
          {updateHere && (
            <>
              <button type="button" class="btn small primary" onClick={() => void applyUpdate()}>
                {b.updateNow}
              </button>{' '}
            </>
          )}
          <button type="button" class="btn small" onClick={() => app.dismissRestoreProblem()}>
            {b.ok}
          </button>
        </p>
      )}
      {offlineReady.value && <Toast text={t.offlineReady} />}
      {updateReady.value &&
        !updateHere &&
        (midRound ? (
          <p class="banner info">{t.updateLater}</p>
        ) : (
          <p class="banner info">
            {t.updateReady}{' '}
            <button type="button" class="btn small primary" onClick={() => void applyUpdate()}>
              {b.updateNow}
            </button>{' '}
            <button type="button" class="btn small" onClick={() => (updateReady.value = false)}>
              {b.later}
            </button>
          </p>
        ))}
    </div>
  );
}

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
    const strip = lane.querySelector('.strip');
    const used = Math.max(strip?.getBoundingClientRect().left ?? r.left, ...[...(strip?.children ?? [])].map((c) => c.getBoundingClientRect().right));
    felt.push({ left: used, top: r.top, right: r.right - 2, bottom: r.bottom });
  }
  return { felt, lanes: column };
}

/**
 * A passing note that covers no game information: in the top bar's free stretch, else on the
 * board's free felt, else at the board's foot; it takes no taps and never the focus.
 */
function Toast({ text }: { text: string }) {
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
    // The screen under it changes while it shows (the table opens, trains grow): look again now and then.
    const again = setInterval(place, 400);
    window.addEventListener('resize', place);
    return () => {
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
