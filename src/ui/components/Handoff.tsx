/** Between two people's turns on a shared device: no hand is in the page until they confirm (R12.2). */
import { useTable, useWords } from '../model/context.ts';

/** The handoff screen for the person whose turn it is. */
export function Handoff({ seat }: { seat: number }) {
  const table = useTable();
  const words = useWords();
  const who = words.person(seat);
  const h = words.catalog.handoff;
  return (
    <section class="panel handoff" aria-labelledby="handoff-title">
      <div>
        <h2 id="handoff-title">{h.title(who)}</h2>
        <p class="muted">{h.body(who)}</p>
        <button type="button" class="btn primary" autofocus onClick={() => table.reveal(seat)}>
          {h.reveal(who)}
        </button>
      </div>
    </section>
  );
}
