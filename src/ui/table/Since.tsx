/**
 * "Since your turn" (issue 39): the moves since the viewer's last action, always on the table in
 * the dock's first two lines, newest first, one item a seat in its colour; what concerns the
 * viewer stands out (a double to cover leads). A tap on the strip shows all of it over the board
 * and, while the computers play, pauses them (Next move / Resume are the dock's). With nothing
 * since, the line says the last thing that happened (a notice, the viewer's own move).
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { useApp } from '../app/context.ts';
import type { SinceItem } from './derive/since.ts';
import type { Words } from '../words/index.ts';
import { useSteadyWords } from './steady.ts';

/** The computers are playing one by one at a pace a person can follow: they may be paused. */
export function usePausable(): boolean {
  const { table, preferences } = useApp();
  const s = table.status.value;
  return !!s && s.phase === 'playing' && s.turnKind === 'computer' && preferences.value.pace !== 'instant' && !table.skipping.value && table.people.value.length > 0;
}

/**
 * The news line: the strip of moves since the viewer's turn, or the last thing said. `lastMove`
 * is the newest line of the commentary; a `notice` (restored, taken back…) leads the strip
 * until the next move, so it is said and seen even when there is a story to tell.
 */
export function News({ lastMove, notice = false }: { lastMove: string; notice?: boolean }) {
  const { table } = useApp();
  const words = useSteadyWords();
  const items = table.since.value;
  const pausable = usePausable();
  const [open, setOpen] = useState(false);
  // A story told is closed: the next one opens only when asked.
  useLayoutEffect(() => void (items.length === 0 && open && setOpen(false)), [items.length === 0]);
  if (items.length === 0)
    return (
      // Said aloud by the table's live region (Announcer.tsx), not here: one place says each move once.
      <p class="last-move news">
        <span class="said">{lastMove}</span>
      </p>
    );
  const toggle = () => {
    if (!open && pausable) table.hold();
    setOpen(!open);
  };
  return <Strip items={items} notice={notice ? lastMove : ''} words={words} first={table.sinceRoundStart.value} open={open} onToggle={toggle} onClose={() => setOpen(false)} />;
}

/** Room between the strip and its story when open (px). */
const GAP = 6;

interface StripProps {
  items: readonly SinceItem[];
  /** A notice to say before the story ('' for none). */
  notice: string;
  words: Words;
  /** The viewer has not acted yet this round. */
  first: boolean;
  open: boolean;
  onToggle: () => void;
  onClose: () => void;
}

function Strip({ items, notice, words, first, open, onToggle, onClose }: StripProps) {
  const t = words.catalog.table.sinceStrip;
  const list = useRef<HTMLOListElement>(null);
  const strip = useRef<HTMLDivElement>(null);
  const more = useRef<HTMLButtonElement>(null);
  // Which items show whole, and the button's count: after every draw (below), and whenever the
  // list's box changes size after it (the seat strip fitting its chips beside it on a tablet, a
  // rotation): no second draw comes to look again.
  const cut = useRef(() => {});
  cut.current = () => {
    const ol = list.current;
    if (!ol) return;
    let hidden = 0;
    const room = ol.clientHeight + 1;
    for (const li of Array.from(ol.children ?? []) as HTMLElement[]) {
      const over = !open && (hidden > 0 || li.offsetTop + li.offsetHeight > room);
      if (over) hidden++;
      if (over !== li.hasAttribute('data-cut')) li.toggleAttribute('data-cut', over);
    }
    if (more.current) sayHidden(more.current, hidden, t.more(hidden), open ? words.catalog.table.tools.close : t.showAll(hidden, first));
  };
  // Closed, the strip has two lines (one on short screens): items that do not fit whole are hidden
  // (never shown cut) and counted on its button. Read before the frame is painted, after the seat
  // strip's own read (Seats.tsx): the layout is worked out by then. The count is written to the
  // button here (sayHidden), not rendered: a count kept as state drew the strip a second time and
  // made this read force a second layout inside the same task (on a 10-seat phone, at every move).
  useLayoutEffect(() => {
    const ol = list.current;
    if (!ol) return;
    // Open, it stands over the table beside the strip: above it when it fits there (over a phone's
    // board, not the hand), else on the side with more room (below it at the head of a tablet's
    // dock); fixed, since the dock's words scroll.
    const body = strip.current?.querySelector<HTMLElement>('.since-body');
    if (body) {
      if (open) {
        const r = strip.current!.getBoundingClientRect();
        const up = r.top - 2 * GAP >= body.scrollHeight || r.top > innerHeight - r.bottom;
        Object.assign(body.style, {
          left: `${r.left}px`,
          width: `${r.width}px`,
          top: up ? '' : `${r.bottom + GAP}px`,
          bottom: up ? `${innerHeight - r.top + GAP}px` : '',
          maxHeight: `${Math.max(r.top, innerHeight - r.bottom) - 2 * GAP}px`,
        });
      } else body.removeAttribute('style');
    }
    cut.current();
  });
  useEffect(() => {
    const ol = list.current;
    if (!ol || typeof ResizeObserver === 'undefined') return;
    const watch = new ResizeObserver(() => cut.current());
    watch.observe(ol);
    return () => watch.disconnect();
  }, []);
  const label = t.label(first);
  return (
    <div ref={strip} class={`news since-strip${open ? ' open' : ''}`} data-since-strip data-open={open ? 'true' : undefined} onClick={onToggle} onKeyDown={(e) => e.key === 'Escape' && open && (e.stopPropagation(), onClose())}>
      <div class="since-body">
        {notice && (
          <p class="since-notice">
            {notice}
          </p>
        )}
        {open && <p class="since-title">{label}</p>}
        <ol ref={list} class="since-items" aria-label={label}>
          {items.map((item, i) => (
            <Item key={seatKey(items, i)} item={item} words={words} />
          ))}
        </ol>
      </div>
      <button
        ref={more}
        type="button"
        class="btn small since-more"
        aria-expanded={open}
        aria-label={open ? words.catalog.table.tools.close : t.showAll(0, first)}
        onClick={(e) => (e.stopPropagation(), onToggle())}
      >
        {/* Closed: the count of hidden items (sayHidden writes it; the chevron shows while none is hidden). */}
        {open ? <Icon d="M6 6l12 12M18 6L6 18" /> : [<span key="count" class="since-count" />, <Icon key="icon" d="M6 15l6-6 6 6" />]}
      </button>
    </div>
  );
}

/**
 * Writes on the closed strip's button how many items are hidden: `data-untold` (the stylesheet shows
 * the count in place of the chevron), the count's words and the button's name. Only what changed
 * is written, so a move that hides as many items as before leaves the button as it was.
 */
export function sayHidden(button: HTMLElement, hidden: number, count: string, name: string): void {
  const cut = hidden > 0 ? String(hidden) : null;
  if (button.getAttribute('data-untold') !== cut) {
    if (cut === null) button.removeAttribute('data-untold');
    else button.setAttribute('data-untold', cut);
  }
  const words = button.querySelector('.since-count');
  const said = hidden > 0 ? count : '';
  if (words && words.textContent !== said) words.textContent = said;
  if (button.getAttribute('aria-label') !== name) button.setAttribute('aria-label', name);
}

/**
 * An item's key: its seat (and, should a seat have two runs, which): the story after each of the
 * viewer's turns is all new moves by the same seats, so each seat's item is the same element,
 * its words changed, rather than every item made anew (at the instant pace, nine items at each
 * Confirm on a 10-seat table).
 */
function seatKey(items: readonly SinceItem[], i: number): string {
  const seat = items[i]!.seat;
  let before = 0;
  for (let j = 0; j < i; j++) if (items[j]!.seat === seat) before++;
  return `${seat}.${before}`;
}

/** One seat's run of moves: its name in its colour, then what it did; what concerns the viewer stands out. */
function Item({ item, words }: { item: SinceItem; words: Words }) {
  const w = words.since(item);
  const concern = item.owes !== null || item.onYours || item.lastTile;
  return (
    <li
      class={`since-item seat-${item.seat % 10}${concern ? ' concern' : ''}`}
      data-since-item
      data-seat={item.seat}
      data-entries={item.entries.join(' ')}
      data-owes={item.owes !== null ? 'true' : undefined}
    >
      <strong class="who">{w.who}</strong>
      {w.parts.map((part, i) => (
        <span key={i} class={`part${i > 0 ? ' flag' : ''}`}>
          {' · '}
          {part}
        </span>
      ))}
    </li>
  );
}

/** A drawn sign (no font needed): a cross, a chevron. */
function Icon({ d }: { d: string }) {
  return (
    <svg class="icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path d={d} fill="none" stroke="currentColor" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round" />
    </svg>
  );
}
