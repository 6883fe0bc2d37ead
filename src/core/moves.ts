/** Where tiles may go (R5–R9): the one move generator behind legalActions and applyAction. */
import { CODE, LOW, HIGH, shows } from './tiles.ts';
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
 * The one test of a placement (R5.2, R5.3, R6.2, R9.3): the generator applies it to every
 * (tile, train) pair its masks leave in, applyAction to the one pair it is asked about.
 */
function allowed(state: RoundState, seat: number, duty: { tile: number; train: number } | null, tile: number, t: number): boolean {
  if (duty) return t === duty.train && shows(tile, LOW[duty.tile]!);
  return mayUse(state, seat, t) && shows(tile, needs(state, t));
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
    for (const tile of hand) {
      if (allowed(state, seat, duty, tile, duty.train)) {
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
    if (((mask >> LOW[tile]!) & 1) === 0 && ((mask >> HIGH[tile]!) & 1) === 0) continue;
    for (let t = lo; t <= hi; t++) {
      if (((usable >> t) & 1) === 0) continue;
      if (allowed(state, seat, null, tile, t)) {
        found++;
        if (!out) return found;
        out.push(tile, t);
      }
    }
  }
  return found;
}

/**
 * The numbers a tile of the seat to act could show to be placed now, as a bit mask (bit n
 * for the number n): the owed double's number, or what each train it may use needs.
 */
export function openNumbers(state: RoundState): number {
  const duty = owed(state);
  if (duty) return 1 << LOW[duty.tile]!;
  const seat = state.turn;
  const first = state.phase === 'firstTurns';
  const hi = first ? seat : state.trains.length - 1;
  let mask = 0;
  for (let t = first ? seat : 0; t <= hi; t++) if (mayUse(state, seat, t)) mask |= 1 << needs(state, t);
  return mask;
}

/** Whether the seat to act has any legal placement now. */
export function hasPlacement(state: RoundState): boolean {
  if (state.phase !== 'play' && state.phase !== 'firstTurns') return false;
  return placements(state, null) > 0;
}

/** Whether the generator offers tile id `tile` on train index `t` to the seat to act (its own test, one pair). */
export function isLegalPlacement(state: RoundState, tile: number, t: number): boolean {
  if (state.phase !== 'play' && state.phase !== 'firstTurns') return false;
  if (!state.hands[state.turn]!.includes(tile)) return false;
  return allowed(state, state.turn, owed(state), tile, t);
}

/**
 * The one action besides placements that the seat to act may take now, given whether it
 * has a placement: the engine, the end of a first turn, a draw or a pass (R4.1, R6.3,
 * R6.4, R8.1, R8.3); null when it must place a tile or the round is over.
 */
export function otherAction(state: RoundState, canPlace: boolean): 'placeEngine' | 'endFirstTurn' | 'draw' | 'pass' | null {
  switch (state.phase) {
    case 'over':
      return null;
    case 'engine':
      return 'placeEngine';
    case 'firstTurns':
      return state.plays > 0 ? 'endFirstTurn' : canPlace ? null : 'pass';
    case 'play':
      if (canPlace) return null;
      return !state.drawn && yardSize(state) > 0 ? 'draw' : 'pass';
  }
}

/** Every legal action of the seat to act; [] when the round is over. */
export function legalActions(state: RoundState): Action[] {
  const actions: Action[] = [];
  if (state.phase === 'firstTurns' || state.phase === 'play') {
    const pairs: number[] = [];
    placements(state, pairs);
    for (let i = 0; i < pairs.length; i += 2) {
      actions.push({ type: 'play', tile: CODE[pairs[i]!]!, train: trainRef(state, pairs[i + 1]!) });
    }
  }
  const other = otherAction(state, actions.length > 0);
  if (other) actions.push({ type: other });
  return actions;
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
