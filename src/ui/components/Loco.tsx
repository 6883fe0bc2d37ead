/** The marker: a small locomotive in the seat's colour with its lamp lit (drawn, never read aloud). */
import { Component } from 'preact';

/** The same drawing always: drawn once, never again when its lane is (a lane lights up at every tap). */
export class Loco extends Component {
  override shouldComponentUpdate(): boolean {
    return false;
  }

  override render() {
    return (
      <svg class="loco" viewBox="0 0 24 16" aria-hidden="true">
        <path class="loco-body" d="M2 4h8v-3h5v3h3l4 5v3H2z" />
        <circle class="loco-lamp" cx="21" cy="6.5" r="1.8" />
        <circle class="loco-wheel" cx="6" cy="13.5" r="2.3" />
        <circle class="loco-wheel" cx="15" cy="13.5" r="2.3" />
      </svg>
    );
  }
}
