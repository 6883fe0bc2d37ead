/**
 * The viewer's own hand, in the order the person keeps it (sorted, or arranged by dragging),
 * each tile a button (data-tile) numbered for the keyboard aid. A tile is tapped (picked),
 * dragged onto a train (previewed there) or dragged within the hand (moved there).
 *
 * The tiles are sized to the hand's box (fit-hand.ts): a dealt hand shows whole in two rows
 * on a phone. A longer one scrolls sideways inside its box (never the page): tiles that light
 * are brought into view, and a sign on each side says how many tiles are out of view there.
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { Words } from '../words/index.ts';
import { followDrag, type DragHandlers } from './drag.ts';
import { Pure } from '../kit/pure.ts';
import { Tile } from '../kit/Tile.tsx';
import { px } from '../kit/px.ts';
import { fitHand, type HandFit, type HandRoom } from './derive/fit-hand.ts';
import { afterPaint } from '../kit/after-paint.ts';

export { sortHand } from './model/arrange.ts';

/** Space between tiles, and what a tile's button adds across (its border), as styles.css draws them. */
const GAP = 2;
const FRAME = 4;

interface HandProps {
  /** The tiles in screen order. */
  tiles: string[];
  /** The round's largest hand so far: the tiles are sized for it (steady as tiles come and go). */
  peak: number;
  /** The person's tile size (a change re-measures the box). */
  tileSize: string;
  words: Words;
  /** Tiles a tap would use now (the input model's lit tiles). */
  lit: ReadonlySet<string>;
  selected: string | null;
  /** A tile just drawn, marked so its holder sees it arrive. */
  fresh: string | null;
  myTurn: boolean;
  onSelect: (tile: string) => void;
  drag: DragHandlers;
  /** Moves tiles to the hand's front (lit tiles a scrolling hand cannot show together). */
  onGather?: (tiles: string[]) => void;
}

interface HandTileProps {
  code: string;
  index: number;
  words: Words;
  fits: boolean;
  dim: boolean;
  selected: boolean;
  fresh: boolean;
  onSelect: (tile: string) => void;
  drag: DragHandlers;
}

/** One hand tile; re-renders only when its own state changed (a tap changes one or two tiles). */
class HandTile extends Pure<HandTileProps> {
  override render() {
    const { code, index, words, fits, dim, selected, fresh, onSelect, drag } = this.props;
    return (
      <button
        type="button"
        class={`hand-tile${fits ? ' fits' : dim ? ' dim' : ''}${selected ? ' selected' : ''}${fresh ? ' fresh' : ''}`}
        data-tile={code}
        aria-pressed={selected}
        aria-label={words.catalog.table.handTile({ index, tile: code, playable: fits, fresh })}
        aria-keyshortcuts={index <= 9 ? String(index) : undefined}
        onClick={() => onSelect(code)}
        onPointerDown={(e) => followDrag(e, code, e.currentTarget, drag)}
      >
        <span class="index" aria-hidden="true">
          {index}
        </span>
        <Tile code={code} />
      </button>
    );
  }
}

/**
 * The room the last hand on screen measured: a hand drawn anew (a new round, after a handoff)
 * starts fitted to it, not wrapped in more rows for a frame; it is measured again after its first frame.
 */
let lastRoom: HandRoom | null = null;

/** The hand box's room, measured now and as it changes size. */
function useRoom(tileSize: string): [(el: HTMLDivElement | null) => void, HandRoom | null] {
  const [room, setRoom] = useState<HandRoom | null>(() => lastRoom);
  const el = useRef<HTMLDivElement | null>(null);
  const measure = useCallback(() => {
    const box = el.current;
    if (!box || typeof getComputedStyle !== 'function') return;
    // The whole box's width, the signs' column included: whether the hand scrolls must not
    // depend on the signs its scrolling shows (else a hand that scrolled once would go on).
    const whole = box.parentElement ?? box;
    const style = getComputedStyle(box);
    const outer = getComputedStyle(whole);
    const width = whole.clientWidth - px(outer, 'padding-left', 0) - px(outer, 'padding-right', 0);
    if (!(width > 0)) return;
    const max = px(style, '--hw', 44);
    const rows = px(style, '--hand-rows', 2);
    // Two rows at most (phones): height is short there, a row saved is worth smaller tiles.
    const next: HandRoom = { width, max, min: Math.min(max, px(style, '--hw-min', 34)), gap: GAP, frame: FRAME, rows, fewestRows: rows <= 2 };
    lastRoom = next;
    setRoom((old) => (old && JSON.stringify(old) === JSON.stringify(next) ? old : next));
  }, []);
  // Measured after the first painted frame, as the board is (Board.tsx): a render never makes
  // the browser lay out the new table inside its own task. Then as the box changes size.
  const painted = useRef(false);
  const ref = useCallback((node: HTMLDivElement | null) => {
    el.current = node;
  }, []);
  useEffect(() => {
    let observer: ResizeObserver | null = null;
    let gone = false;
    const begin = () => {
      if (gone || !el.current) return;
      painted.current = true;
      measure();
      if (typeof ResizeObserver === 'undefined') return;
      observer = new ResizeObserver(measure);
      observer.observe(el.current.parentElement ?? el.current);
    };
    afterPaint(begin);
    return () => {
      gone = true;
      observer?.disconnect();
    };
  }, []);
  // The tile size (Display) changes the sizes allowed, not the box's width: measured before that frame.
  useLayoutEffect(() => {
    if (painted.current) measure();
  }, [tileSize]);
  return [ref, room];
}

/** Tiles out of the box's view on each side (a tile counts when not wholly shown). */
function outOfView(box: HTMLElement): { left: number; right: number } {
  const from = box.scrollLeft;
  const to = from + box.clientWidth;
  let left = 0;
  let right = 0;
  for (const b of Array.from((box.children ?? []) as unknown as ArrayLike<HTMLElement>)) {
    if (b.offsetLeft < from - 0.5) left++;
    else if (b.offsetLeft + b.offsetWidth > to + 0.5) right++;
  }
  return { left, right };
}

/** The scroll that brings the span [from, to] of the box's content into view (the first part when it is wider). */
function scrollFor(box: HTMLElement, from: number, to: number): number {
  const now = box.scrollLeft;
  const width = box.clientWidth;
  if (from >= now && to <= now + width) return now;
  if (to - from > width || from < now) return from;
  return to - width;
}

/** The id of the keyboard aid's line (Dock.tsx), which describes the hand to a screen reader. */
export const KEYS_HELP_ID = 'keys-help';

/** The id of the hand's group, where the focus comes back after each move. */
export const HAND_ID = 'hand';

/** The hand: its tiles in a grid sized to the box; when it scrolls, a column of signs of the tiles out of view beside it. */
export function Hand({ tiles, peak, tileSize, words, lit, selected, fresh, myTurn, onSelect, drag, onGather }: HandProps) {
  const t = words.catalog.table;
  const [measureRef, room] = useRoom(tileSize);
  const fit: HandFit | null = useMemo(() => (room ? fitHand(room, tiles.length, peak) : null), [room, tiles.length, peak]);
  const box = useRef<HTMLDivElement | null>(null);
  const ref = useCallback((node: HTMLDivElement | null) => ((box.current = node), measureRef(node)), []);
  const [more, setMore] = useState({ left: 0, right: 0 });
  // Only a scrolling hand is read (a layout read): a tap on a hand that fits reads nothing.
  const scrolling = useRef(false);
  scrolling.current = !!fit?.scrolls;
  const recount = useCallback(() => {
    const el = box.current;
    if (!el) return;
    const next = scrolling.current ? outOfView(el) : { left: 0, right: 0 };
    setMore((old) => (old.left === next.left && old.right === next.right ? old : next));
  }, []);
  // Tiles that light are brought into view (the box scrolls, never the page).
  const order = tiles.join(' ');
  const shownLit = myTurn ? tiles.filter((code) => lit.has(code)) : [];
  const litKey = shownLit.join(' ');
  useLayoutEffect(() => {
    const el = box.current;
    if (el && fit?.scrolls && shownLit.length > 0) {
      const lamps = [...el.querySelectorAll<HTMLElement>('.hand-tile.fits')];
      if (lamps.length > 0) {
        const from = Math.min(...lamps.map((b) => b.offsetLeft));
        const to = Math.max(...lamps.map((b) => b.offsetLeft + b.offsetWidth));
        // Lit tiles spread wider than the view: they are moved to the front, where they show together.
        if (to - from > el.clientWidth && onGather) return onGather(shownLit);
        const left = scrollFor(el, from - GAP, to + GAP);
        if (left !== el.scrollLeft) el.scrollLeft = left;
      }
    }
    recount();
  }, [litKey, order, fit?.scrolls]);
  // Tiles come and go, or the box changes size: the signs count again.
  useLayoutEffect(recount, [order, fit]);
  /** A tap on a sign: the box scrolls a boxful that way. */
  const page = (way: -1 | 1) => () => {
    const el = box.current;
    if (el) el.scrollLeft += way * Math.max(1, el.clientWidth - (fit ? fit.tile + FRAME : 0));
    recount();
  };
  const style = fit ? { '--hand-tw': `${fit.tile}px`, '--hand-cols': String(fit.cols), '--hand-rows-kept': String(fit.rows) } : undefined;
  return (
    <div class={`hand-box${fit ? ' fitted' : ''}${fit?.scrolls ? ' scrolls' : ''}`} style={style}>
      {/* Focus comes back here after each move (Dock.tsx), so the keys go on from the hand. */}
      <div class="hand" id={HAND_ID} ref={ref} role="group" tabIndex={-1} aria-label={t.handLabel(tiles.length)} aria-describedby={KEYS_HELP_ID} onScroll={recount}>
        {tiles.map((code, i) => {
          const fits = myTurn && lit.has(code);
          return (
            <HandTile
              key={code}
              code={code}
              index={i + 1}
              words={words}
              fits={fits}
              dim={myTurn && lit.size > 0 && !fits}
              selected={selected === code}
              fresh={fresh === code}
              onSelect={onSelect}
              drag={drag}
            />
          );
        })}
      </div>
      {fit?.scrolls && (
        <div class="hand-signs">
          <HandSign side="left" tiles={more.left} words={words} onClick={page(-1)} />
          <HandSign side="right" tiles={more.right} words={words} onClick={page(1)} />
        </div>
      )}
    </div>
  );
}

/** A sign of the tiles out of view on one side (an arrow that way, the count); a tap scrolls to them. */
function HandSign({ side, tiles, words, onClick }: { side: 'left' | 'right'; tiles: number; words: Words; onClick: () => void }) {
  const more = words.catalog.table.handMore;
  if (tiles === 0) return <span class="hand-more" />;
  return (
    <button type="button" class={`hand-more ${side}`} data-more={side} aria-label={more.label({ tiles, side })} onClick={onClick}>
      <span class="way" aria-hidden="true">
        {side === 'left' ? '◂' : '▸'}
      </span>
      {more.shown(tiles)}
    </button>
  );
}
