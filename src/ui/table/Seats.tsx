/**
 * The seat strip: every seat on one row, a chip each in its colour — name, tiles in hand (a
 * "1 tile!" call-out), running total, marker, whose turn, and "thinking…" while a computer is
 * about to move. The chips share the row equally; when words do not fit a chip, the strip
 * says less (fitStrip), never cut: the total goes first (the Scores sheet has it), then the
 * word "tiles"; a name too long for its chip is said by a shorter form from the words.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import type { PlayerView } from '../../core/index.ts';
import type { SessionStatus } from '../../session/index.ts';
import type { Words } from '../words/index.ts';
import { Loco } from '../kit/Loco.tsx';
import { Pure } from '../kit/pure.ts';

/** What the strip shows: the view, the session's status and the words, all changing only with a move. */
interface SeatsProps {
  view: PlayerView;
  status: SessionStatus;
  words: Words;
  /** Told once the chips are drawn (the table is settled only then). */
  onDrawn?: (part: 'seats') => void;
}

/** Every seat's chip; drawn again only after a move, never on a tap. */
export class Seats extends Pure<SeatsProps> {
  override render() {
    return <SeatStrip {...this.props} />;
  }
}

/**
 * How much each chip says, most first: tiles in words and the total (or "thinking…"); tiles in
 * words (a bar for "thinking…"); the count alone (a narrow chip: its colour on top, "1!" for one tile).
 */
const FITS = ['full', 'tiles', 'count'] as const;
type Fit = (typeof FITS)[number];

/** Seats from which a phone's strip needs the History and Scores buttons' room (they go icon-only). */
const MANY = 7;

/**
 * Whether a table of `seats` seats is one of many: the seat strip's bar (Table.tsx) takes a class
 * for it rather than asking the stylesheet (`:has()`), which would restyle the bar on every
 * change inside the strip.
 */
export const manySeats = (seats: number) => seats >= MANY;

/** Whether `el` shows all of its content in its width. */
const whole = (el: Element | null) => !el || el.scrollWidth <= el.clientWidth;

/**
 * Makes every chip's words fit: the strip says as much as every chip has room for (never more
 * than `from`: a strip that once said less stays so until its width changes, so a move does
 * not switch it back and forth), then each chip shows the longest of its names that fits,
 * dropping its marker before it shortens the name. Set as data attributes the component
 * does not render (data-fit on the strip, data-name and data-bare on a chip), so a redraw
 * keeps them; read back before the frame is painted.
 */
function fitStrip(strip: HTMLElement, from: Fit): Fit {
  const chips = [...strip.querySelectorAll<HTMLElement>('[data-seat]')];
  for (const chip of chips) {
    if (chip.getAttribute('data-name') !== '0') chip.setAttribute('data-name', '0');
    if (chip.hasAttribute('data-bare')) chip.removeAttribute('data-bare');
  }
  let fit = from;
  for (let i = FITS.indexOf(from); i < FITS.length; i++) {
    fit = FITS[i]!;
    strip.setAttribute('data-fit', fit);
    // The count alone is the last resort: nothing to check (the names' fitting reads that layout).
    if (fit === 'count') break;
    const facts = chips.map((chip) => chip.querySelector<HTMLElement>('.seat-facts'));
    if (facts.every(whole)) break;
    // Said in full, a chip's first fact alone is what it says next (its tiles in words, in the same
    // room): when one is already too wide, that try (a restyle and a layout) is skipped.
    if (fit === 'full' && facts.some(firstTooWide)) i++;
  }
  fitNames(chips.filter((chip) => !whole(chip.querySelector('.who'))), false);
  return fit;
}

/** Whether the first of a chip's facts alone is wider than their room (by more than rounding). */
function firstTooWide(facts: HTMLElement | null): boolean {
  const first = facts?.firstElementChild;
  return !!first && first.getBoundingClientRect().width > facts!.clientWidth + 1;
}

/**
 * Each chip of `chips` shows the longest of its names that fits: each name form first with its
 * marker, then without (a chip's colour says whose it is; the lanes show the markers), from the
 * first try, or (`onward`) from the one after the chip's own now. All the chips still too
 * narrow take their next try at once (a layout read per try, not per chip).
 */
function fitNames(chips: HTMLElement[], onward: boolean): void {
  const tries = (chip: HTMLElement) => {
    const all = [...chip.querySelectorAll('.who > .form')].flatMap((_, form) => [{ form, bare: false }, { form, bare: true }]);
    const now = onward ? 2 * Number(chip.getAttribute('data-name') ?? 0) + (chip.hasAttribute('data-bare') ? 1 : 0) : 0;
    return all.slice(now + 1);
  };
  let left = chips.map((chip) => ({ chip, tries: tries(chip) })).filter(({ tries }) => tries.length > 0);
  while (left.length > 0) {
    for (const { chip, tries } of left) {
      const next = tries.shift()!;
      chip.setAttribute('data-name', String(next.form));
      if (next.bare) chip.setAttribute('data-bare', 'true');
      else chip.removeAttribute('data-bare');
    }
    left = left.filter(({ chip, tries }) => tries.length > 0 && !whole(chip.querySelector('.who')));
  }
}

/** The strip: one row, the chips sharing it; nothing scrolls. */
function SeatStrip({ view, status, words, onDrawn }: SeatsProps) {
  const t = words.catalog.table;
  const ref = useRef<HTMLUListElement>(null);
  const fit = useRef<{ fit: Fit; width: number }>({ fit: 'full', width: -1 });
  const marked = new Set(view.trains.filter((tr) => tr.marked && tr.owner !== null).map((tr) => tr.owner));
  const turn = view.phase === 'over' ? -1 : view.turn;
  // In a browser the chips come in the commit after the table's first paint (an effect runs
  // once the frame is painted), and the board's lanes a frame after them (Board.tsx), so that no
  // frame of a new table is a long task on a slow phone. The strip keeps its place meanwhile (the
  // bar's buttons set its height).
  const [drawn, setDrawn] = useState(typeof window === 'undefined');
  useEffect(() => setDrawn(true), []);
  useLayoutEffect(() => void (drawn && onDrawn?.('seats')), [drawn]);
  // After every draw (a move changes counts and markers): when every chip still shows its words
  // whole as it is, that is all (one read of the layout the frame needs anyway, no write); else,
  // or at a new width, the strip is fitted again.
  const refit = (strip: HTMLElement, force: boolean) => {
    const width = strip.clientWidth;
    const same = !force && width === fit.current.width;
    if (same && [...strip.querySelectorAll('.seat-facts')].every(whole)) {
      // The strip says as much as before; only a chip whose name no longer fits (a marker came)
      // takes its next tries, the others stay as they are (no write, no second layout).
      fitNames([...strip.querySelectorAll<HTMLElement>('[data-seat]')].filter((chip) => !whole(chip.querySelector('.who'))), true);
      return;
    }
    const from = width === fit.current.width ? fit.current.fit : 'full';
    fit.current = { fit: fitStrip(strip, from), width };
  };
  useLayoutEffect(() => {
    const strip = ref.current;
    if (strip && drawn) refit(strip, false);
  });
  // When the strip's width changes (a rotation, a window resized).
  useEffect(() => {
    const strip = ref.current;
    if (!strip || !drawn || typeof ResizeObserver === 'undefined') return;
    const watch = new ResizeObserver(() => strip.clientWidth !== fit.current.width && refit(strip, true));
    watch.observe(strip);
    return () => watch.disconnect();
  }, [drawn]);
  const names = words.chipNames();
  const many = manySeats(status.seats.length);
  return (
    <ul class={`seats${many ? ' many' : ''}`} aria-label={t.playersLabel} ref={ref}>
      {drawn &&
        status.seats.map((seat, i) => {
          const count = view.handCounts[i] ?? 0;
          const computer = seat.kind === 'computer';
          const who = words.person(i);
          const isTurn = turn === i;
          const thinks = isTurn && computer && view.phase !== 'over';
          return (
            <li
              key={i}
              class={`seat seat-${i % 10}${isTurn ? ' turn' : ''}${thinks ? ' thinks' : ''}`}
              data-seat={i}
              data-count={count}
              data-total={status.totals[i] ?? 0}
              data-turn={isTurn ? 'true' : undefined}
            >
              <span class="sr-only">{words.catalog.seatLine({ who, computer, tiles: count, total: status.totals[i] ?? 0 })}</span>
              <span class="seat-name" aria-hidden="true">
                {/* The seat's shape always (issue 42: not by colour alone); its engine too while its train is open. */}
                <span class="seat-dot" />
                {marked.has(i) && <Loco />}
                <span class="who">
                  {(names[i] ?? [words.catalog.person(who)]).map((name) => (
                    <span class="form">{name}</span>
                  ))}
                </span>
              </span>
              <span class="seat-facts" aria-hidden="true">
                {count === 1 ? (
                  <strong class="last-tile">
                    <span class="long">{t.seatChip.lastTile}</span>
                    <span class="brief">{t.seatChip.lastTileShort}</span>
                  </strong>
                ) : (
                  <span class="count">
                    <span class="long">{words.tiles(count)}</span>
                    <span class="brief">{count}</span>
                  </span>
                )}
                {/* The total, or "thinking…" in its place: the place keeps the width of the word, so a computer's turn never makes the strip say less. */}
                <span class="slot" data-reserve={t.seatChip.thinking}>
                  {thinks ? <span class="thinking">{t.seatChip.thinking}</span> : <span class="total">{t.seatChip.total(status.totals[i] ?? 0)}</span>}
                </span>
              </span>
              {marked.has(i) && <span class="sr-only">{t.seatChip.open}</span>}
              {thinks && <span class="think-bar" aria-hidden="true" />}
              {thinks && <span class="sr-only">{t.seatChip.thinking}</span>}
            </li>
          );
        })}
    </ul>
  );
}
