/**
 * What the round's public history proves about a seat's hand (PlayerView.voids). Only
 * public events move these counts: a draw or a pass with no placement (which ends were
 * open is public), and a placement right after a draw (the drawn tile is the only one that
 * can fit then, so everybody knows which tile that was).
 */
import { MAX_PIP } from './tiles.ts';
import { replaced, type Draft } from './state.ts';
import type { RoundState } from './types.ts';

/**
 * The seat to act has no placement: it holds no tile with any open number (count 0 for each);
 * `mask` is openNumbers(state).
 */
export function noPlacement(d: Draft, state: RoundState, mask: number): void {
  const seat = state.turn;
  const counts = state.voids[seat]!.slice();
  for (let n = 0; n <= MAX_PIP; n++) if ((mask >> n) & 1) counts[n] = 0;
  d.voids = replaced(d.voids, seat, counts);
}

/** The seat drew one tile nobody else sees: every proven count grows by one. */
export function drewUnseen(d: Draft, seat: number): void {
  d.voids = replaced(d.voids, seat, moved(d.voids[seat]!, 1));
}

/** The seat placed the tile it just drew: that tile is known and gone, so the counts shrink back. */
export function playedDrawn(d: Draft, seat: number): void {
  d.voids = replaced(d.voids, seat, moved(d.voids[seat]!, -1));
}

/**
 * Every proven count (≥ 0) moved by delta, never below 0; −1 (nothing proven) stays. Edited
 * in a copy: an optimised .map() returns a holey list (see filled in state.ts), and pushing
 * onto an empty list makes it grow.
 */
function moved(counts: readonly number[], delta: number): number[] {
  const out = counts.slice();
  for (let n = 0; n < out.length; n++) if (out[n]! >= 0) out[n] = Math.max(0, out[n]! + delta);
  return out;
}
