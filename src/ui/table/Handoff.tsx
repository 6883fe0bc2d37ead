/**
 * Between two people's turns on a shared device: no hand is in the page until they confirm
 * (R12.2). The card, in the next person's seat colour, recaps what happened since their last
 * turn, newest first, a line a seat's run of moves (issue 39: "since your turn", as the dock's
 * strip says it; a chain is counted, so every line fits a phone) — moves as the table heard them
 * (a draw names no tile), the double they owe, who is down to one tile — from the public round log only.
 */
import { roundLog } from '../../session/play.ts';
import { useTable, useWords } from '../app/context.ts';
import { historyOf } from './derive/history.ts';
import { sinceItems } from './derive/since.ts';
import { ShowHandAsk, useTakeBack } from './Away.tsx';
import { useFocusIfLost } from './focus.ts';

/** The handoff screen for the person whose turn it is. */
export function Handoff({ seat }: { seat: number }) {
  const table = useTable();
  const words = useWords();
  // The handoff takes the focus the last move's button had (its hand left the page).
  const title = useFocusIfLost<HTMLHeadingElement>();
  const who = words.person(seat);
  const h = words.catalog.handoff;
  const session = table.session.value;
  const view = table.view.value;
  const history = session ? historyOf(roundLog(session), seat) : null;
  const items = history && view ? sinceItems(history.entries, { reader: seat, owed: view.owed, turn: view.turn, handCounts: view.handCounts }) : [];
  const owed = view && view.turn === seat ? words.owed(view) : null;
  // The person who had the device last may still take their move back (it asks first).
  const last = table.viewer.value;
  const lastTile = view ? view.handCounts.flatMap((n, s) => (n === 1 && s !== seat ? [words.person(s)] : [])) : [];
  return (
    <section class={`panel handoff seat-${seat % 10}`} aria-labelledby="handoff-title" data-handoff={seat}>
      <div>
        <h2 id="handoff-title" ref={title} tabIndex={-1}>
          <span class="seat-dot" aria-hidden="true" />
          {h.title(who)}
        </h2>
        <p class="muted">{h.body(who)}</p>
        {history && (
          // Focusable: a long recap scrolls, by keyboard too.
          <div class="recap" role="group" tabIndex={0} aria-label={h.since(who, history.sinceFrom === 0)}>
            <p class="recap-title">{h.since(who, history.sinceFrom === 0)}</p>
            {items.length === 0 ? (
              <p class="muted">{h.nothingSince}</p>
            ) : (
              <ol>
                {items.map((item) => {
                  const w = words.since(item);
                  return (
                    <li key={item.entries[0]} class={`seat-${item.seat % 10}${item.owes !== null ? ' owes' : ''}`} data-recap-item={item.seat} data-entries={item.entries.join(' ')}>
                      <strong>{w.who}</strong>
                      {w.parts.map((part) => ` · ${part}`).join('')}
                    </li>
                  );
                })}
              </ol>
            )}
            {owed && <p class="duty">{owed}</p>}
            {lastTile.length > 0 && <p class="call-out">{h.oneTile(lastTile)}</p>}
          </div>
        )}
        <button type="button" class="btn primary" autofocus onClick={() => table.reveal(seat)}>
          {h.reveal(who)}
        </button>
        {last !== null && last !== seat && <TakeBackHere seat={last} />}
      </div>
    </section>
  );
}

/** Undo of the last person's move from the handoff card: it asks first, since their hand comes back. */
function TakeBackHere({ seat }: { seat: number }) {
  const words = useWords();
  const back = useTakeBack(seat);
  if (!back.can) return null;
  if (back.asking) return <ShowHandAsk seat={seat} onAnswer={back.answer} />;
  return (
    <button type="button" class="btn small take-back" data-take-back={seat} onClick={back.ask}>
      {words.catalog.away.undo(words.person(seat))}
    </button>
  );
}
