/**
 * The marker: a small locomotive in the seat's colour with its lamp lit (drawn, never read aloud).
 * One element, the stylesheet's drawing (styles.css `.loco`, loco-art.ts): the seat's colour cut
 * to the engine's shape, its lines, lamp and wheels laid over. One element because trains open
 * and close at nearly every turn on a big table, and each marker is mounted in the commit that
 * brings the computers' replies.
 */
import { Component } from 'preact';
import { rasterLoco } from './loco-art.ts';

// Bitmaps of the drawing in place of its SVGs, once, when the table's code loads.
if (typeof window !== 'undefined') void rasterLoco();

/** The same drawing always: drawn once, never again when its lane is (a lane lights up at every tap). */
export class Loco extends Component {
  override shouldComponentUpdate(): boolean {
    return false;
  }

  override render() {
    return <span class="loco" aria-hidden="true" />;
  }
}
