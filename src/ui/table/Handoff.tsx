/**
 * Between two people's turns on a shared device: no hand is in the page until they confirm
 * (R12.2). The card, in the next person's seat colour, recaps what happened since their last
 * turn — moves as the table heard them (a draw names no tile), the double they owe, who is
 * down to one tile — from the public round log only.
 */
import { roundLog } from '../../session/play.ts';
import { useTable, useWords } from '../app/context.ts';
import { historyOf } from './derive/history.ts';

/** Most moves the recap lists (the latest ones); the rest are counted. */
const RECAP_LINES = 8;

/** The handoff screen for the person whose turn it is. */
export function Handoff({ seat }: { seat: number }) {
  const table = useTable();
  const words = useWords();
  const who = words.person(seat);
  const h = words.catalog.handoff;
  const session = table.session.value;
  const view = table.view.value;
  const history = session ? historyOf(roundLog(session), seat) : null;
  const since = history ? history.entries.slice(history.sinceFrom) : [];
  const shown = since.slice(-RECAP_LINES);
  const owed = view && view.turn === seat ? words.owed(view) : null;
  const lastTile = view ? view.handCounts.flatMap((n, s) => (n === 1 && s !== seat ? [words.person(s)] : [])) : [];
  return (
    <section class={`panel handoff seat-${seat % 10}`} aria-labelledby="handoff-title" data-handoff={seat}>
      <div>
        <h2 id="handoff-title">{h.title(who)}</h2>
        <p class="muted">{h.body(who)}</p>
        {history && (
          // Focusable: a long recap scrolls, by keyboard too.
          <div class="recap" role="group" tabIndex={0} aria-label={h.since(who, history.sinceFrom === 0)}>
            <p class="recap-title">{h.since(who, history.sinceFrom === 0)}</p>
            {since.length === 0 ? (
              <p class="muted">{h.nothingSince}</p>
            ) : (
              <ol>
                {since.length > shown.length && <li class="muted">{h.earlier(since.length - shown.length)}</li>}
                {shown.map((e) => (
                  <li key={e.index} class={`seat-${e.seat % 10}`} data-recap-entry={e.action}>
                    {words.event(e.event, e.ended)}
                  </li>
                ))}
              </ol>
            )}
            {owed && <p class="duty">{owed}</p>}
            {lastTile.length > 0 && <p class="call-out">{h.oneTile(lastTile)}</p>}
          </div>
        )}
        <button type="button" class="btn primary" autofocus onClick={() => table.reveal(seat)}>
          {h.reveal(who)}
        </button>
      </div>
    </section>
  );
}
