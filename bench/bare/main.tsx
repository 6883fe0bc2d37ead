/** The load bench's yardstick: the least a Preact + signals page can be (a heading, a line with a signal, a field). */
import { render } from 'preact';
import { signal } from '@preact/signals';

const seats = signal(2);

function Bare() {
  return (
    <main>
      <h1>Mexican Train</h1>
      <h2>New game</h2>
      <p>
        Players: {seats} — fill in the names, choose who plays, pick a seed and the pace, then press Start to deal the first round.
      </p>
      <button type="button" onClick={() => seats.value++}>
        Add a player
      </button>
    </main>
  );
}

render(<Bare />, document.getElementById('app')!);
