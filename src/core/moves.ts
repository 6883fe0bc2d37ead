/** Where tiles may go (R5–R9): the one move generator behind legalActions and applyAction. */
import { CODE, LOW, HIGH } from './tiles.ts';
import { needs, owed, yardSize } from './state.ts';
import type { Action, RoundState } from './types.ts';

/** A train reference as the API writes it. */
export function trainRef(state: RoundState, t: number): number | 'mexican' {
  return t === state.players ? 'mexican' : t;
}

/** Whether seat may use train t now, ignoring duties and matching (R5.2, R5.3, R6.2). */
function mayUse(state: RoundState, seat: number, t: number): boolean {
  if (t === seat) return true;
  if (state.phase !== 'play') return false;
  return t === state.players || state.trains[t]!.marked;
}

/**
 * The legal placements of the seat to act, as (tile, train) pairs pushed onto `out`;
 * with no `out` it stops at the first one. Returns how many it found.
 */
function placements(state: RoundState, out: number[] | null): number {
  const seat = state.turn;
  const hand = state.hands[seat]!;
  let found = 0;
  const duty = owed(state);
  if (duty) {
    const n = LOW[duty.tile]!;
    for (const tile of hand) {
      if (LOW[tile] === n || HIGH[tile] === n) {
        found++;
        if (!out) return found;
        out.push(tile, duty.train);
      }
    }
    return found;
  }
  const first = state.phase === 'firstTurns';
  const lo = first ? seat : 0;
  const hi = first ? seat : state.trains.length - 1;
  // Most tiles fit nowhere: a bit mask of the usable open ends rules them out at once,
  // and a second mask remembers which trains this seat may use.
  let mask = 0;
  let usable = 0;
  for (let t = lo; t <= hi; t++) {
    if (!mayUse(state, seat, t)) continue;
    usable |= 1 << t;
    mask |= 1 << needs(state, t);
  }
  for (let i = 0; i < hand.length; i++) {
    const tile = hand[i]!;
    const a = LOW[tile]!;
    const b = HIGH[tile]!;
    if (((mask >> a) & 1) === 0 && ((mask >> b) & 1) === 0) continue;
    for (let t = lo; t <= hi; t++) {
      if (((usable >> t) & 1) === 0) continue;
      const e = needs(state, t);
      if (a === e || b === e) {
        found++;
        if (!out) return found;
        out.push(tile, t);
      }
    }
  }
  return found;
}

/** Whether the seat to act has any legal placement now. */
export function hasPlacement(state: RoundState): boolean {
  if (state.phase !== 'play' && state.phase !== 'firstTurns') return false;
  return placements(state, null) > 0;
}

/** Every legal action of the seat to act; [] when the round is over. */
export function legalActions(state: RoundState): Action[] {
  switch (state.phase) {
    case 'over':
      return [];
    case 'engine':
      return [{ type: 'placeEngine' }];
    case 'firstTurns':
    case 'play': {
      const pairs: number[] = [];
      placements(state, pairs);
      const actions: Action[] = [];
      for (let i = 0; i < pairs.length; i += 2) {
        actions.push({ type: 'play', tile: CODE[pairs[i]!]!, train: trainRef(state, pairs[i + 1]!) });
      }
      if (state.phase === 'firstTurns') {
        if (state.plays > 0) actions.push({ type: 'endFirstTurn' });
        else if (actions.length === 0) actions.push({ type: 'pass' });
      } else if (actions.length === 0) {
        actions.push(!state.drawn && yardSize(state) > 0 ? { type: 'draw' } : { type: 'pass' });
      }
      return actions;
    }
  }
}

/**
 * R10.2: no tile can ever be placed again. The yard is empty, the seat to act has no
 * placement, and nobody holds a cover for the oldest exposed double (or, with none
 * exposed, a tile fitting any train, counting every personal train as marked).
 */
export function isBlocked(state: RoundState): boolean {
  if (state.phase !== 'play' || yardSize(state) > 0 || hasPlacement(state)) return false;
  let mask = 0;
  if (state.exposed.length > 0) mask = 1 << LOW[state.exposed[0]!.tile]!;
  else for (let t = 0; t < state.trains.length; t++) mask |= 1 << needs(state, t);
  for (const hand of state.hands) {
    for (const tile of hand) if ((mask >> LOW[tile]!) & 1 || (mask >> HIGH[tile]!) & 1) return false;
  }
  return true;
}
