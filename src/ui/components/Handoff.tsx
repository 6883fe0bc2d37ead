/** Between two people's turns on a shared device: no hand is in the page until they confirm (R12.2). */
import { useTable } from '../model/context.ts';

/** The handoff screen for the person whose turn it is. */
export function Handoff({ seat, name }: { seat: number; name: string }) {
  const table = useTable();
  return (
    <section class="panel handoff" aria-labelledby="handoff-title">
      <div>
        <h2 id="handoff-title">Pass the device to {name}</h2>
        <p class="muted">Every hand is hidden. Only {name} should look now.</p>
        <button type="button" class="btn primary" autofocus onClick={() => table.reveal(seat)}>
          I'm {name} — show my tiles
        </button>
      </div>
    </section>
  );
}
