/**
 * The seat strip: a chip per seat in its colour — name, tiles in hand (a "1 tile!" call-out),
 * running total, marker, whose turn, and "thinking…" while a computer is about to move.
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

/** The strip scrolls sideways inside itself when the seats do not fit, keeping the turn in view. */
function SeatStrip({ view, status, words, onDrawn }: SeatsProps) {
  const t = words.catalog.table;
  const ref = useRef<HTMLUListElement>(null);
  const marked = new Set(view.trains.filter((tr) => tr.marked && tr.owner !== null).map((tr) => tr.owner));
  const turn = view.phase === 'over' ? -1 : view.turn;
  // In a browser the chips come in the commit after the table's first paint (an effect runs
  // once the frame is painted), and the board's lanes a frame after them (Board.tsx), so that no
  // frame of a new table is a long task on a slow phone. The strip keeps its place meanwhile (the
  // bar's buttons set its height).
  const [drawn, setDrawn] = useState(typeof window === 'undefined');
  useEffect(() => setDrawn(true), []);
  useLayoutEffect(() => void (drawn && onDrawn?.('seats')), [drawn]);
  useEffect(() => {
    const strip = ref.current;
    const chip = strip?.querySelector<HTMLElement>('[data-turn="true"]');
    if (!strip || !chip || strip.scrollWidth <= strip.clientWidth) return;
    // Scroll the strip alone (scrollIntoView could move the page too).
    const left = chip.offsetLeft - strip.offsetLeft;
    if (left < strip.scrollLeft || left + chip.offsetWidth > strip.scrollLeft + strip.clientWidth) {
      strip.scrollLeft = left - (strip.clientWidth - chip.offsetWidth) / 2;
    }
  }, [turn, drawn]);
  return (
    // Focusable, so keyboard users can scroll the strip when the seats do not fit.
    <ul class="seats" aria-label={t.playersLabel} ref={ref} tabIndex={0}>
      {drawn &&
        status.seats.map((seat, i) => {
          const count = view.handCounts[i] ?? 0;
          const computer = seat.kind === 'computer';
          const who = words.person(i);
          const isTurn = turn === i;
          return (
            <li
              key={i}
              class={`seat seat-${i % 10}${isTurn ? ' turn' : ''}`}
              data-seat={i}
              data-count={count}
              data-total={status.totals[i] ?? 0}
              data-turn={isTurn ? 'true' : undefined}
            >
              <span class="sr-only">{words.catalog.seatLine({ who, computer, tiles: count, total: status.totals[i] ?? 0 })}</span>
              <span class="seat-name" aria-hidden="true">
                {marked.has(i) ? <Loco /> : <span class="seat-dot" />}
                <span class="who">{words.catalog.person(who)}</span>
              </span>
              <span class="seat-facts" aria-hidden="true">
                {count === 1 ? <strong class="last-tile">{t.seatChip.lastTile}</strong> : <span>{words.tiles(count)}</span>}
                <span class="total">{t.seatChip.total(status.totals[i] ?? 0)}</span>
              </span>
              {marked.has(i) && <span class="sr-only">{t.seatChip.open}</span>}
              {isTurn && computer && view.phase !== 'over' && <span class="thinking">{t.seatChip.thinking}</span>}
            </li>
          );
        })}
    </ul>
  );
}
