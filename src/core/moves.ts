/** Where tiles may go (R5–R9): the one move generator behind legalActions and applyAction. */
import { CODE, LOW, HIGH, MAX_PIP, shows } from './tiles.ts';
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
 * The one test of a placement (R5.2, R5.3, R6.2, R9.3): the number a tile must show to go on
 * train t now for the seat to act, or −1 while that train is closed to it — while a double
 * is owed only its train is open, for its number. The generator's table is built from it,
 * and applyAction asks it about the one pair it is given, so the two cannot disagree.
 */
function numberFor(state: RoundState, duty: { tile: number; train: number } | null, t: number): number {
  if (duty) return t === duty.train ? LOW[duty.tile]! : -1;
  return mayUse(state, state.turn, t) ? needs(state, t) : -1;
}

/**
 * For each number n (0…12), the trains a tile showing n may go on now, as a bit mask (bit t
 * for train index t). A tile's trains are then two look-ups, however many trains there are.
 */
function fitTable(state: RoundState): number[] {
  const fits = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
  const duty = owed(state);
  // A first turn uses only the seat's own train (R6.2).
  const first = state.phase === 'firstTurns';
  const hi = first ? state.turn : state.trains.length - 1;
  for (let t = first ? state.turn : 0; t <= hi; t++) {
    const n = numberFor(state, duty, t);
    if (n >= 0) fits[n]! |= 1 << t;
  }
  return fits;
}

/**
 * The legal placements of the seat to act, tiles in hand order and each tile's trains in
 * index order, pushed onto `out` as actions.
 */
function placements(state: RoundState, out: Action[]): void {
  const hand = state.hands[state.turn]!;
  const fits = fitTable(state);
  for (let i = 0; i < hand.length; i++) {
    const tile = hand[i]!;
    // Clearing the lowest bit each time visits the trains in index order.
    for (let trains = fits[LOW[tile]!]! | fits[HIGH[tile]!]!; trains !== 0; trains &= trains - 1) {
      out.push({ type: 'play', tile: CODE[tile]!, train: trainRef(state, 31 - Math.clz32(trains & -trains)) });
    }
  }
}

/**
 * The numbers a tile of the seat to act could show to be placed now, as a bit mask (bit n
 * for the number n): the owed double's number, or what each train it may use needs.
 */
export function openNumbers(state: RoundState): number {
  const fits = fitTable(state);
  let mask = 0;
  for (let n = 0; n <= MAX_PIP; n++) if (fits[n] !== 0) mask |= 1 << n;
  return mask;
}

/** Whether the seat to act has any legal placement now. */
export function hasPlacement(state: RoundState): boolean {
  return hasPlacementFor(state, openNumbers(state));
}

/**
 * hasPlacement's answer from the seat's openNumbers(state), for a caller that needs those
 * numbers anyway (a draw or a pass records them): a tile has a placement exactly when it
 * shows an open number (the trains a number opens are the generator's own table).
 */
export function hasPlacementFor(state: RoundState, open: number): boolean {
  return placeableTile(state, open) >= 0;
}

/**
 * The first tile id in the hand of the seat to act that has a placement, given its
 * openNumbers(state); −1 when none has. After a draw it is the drawn tile (R8.2: before the
 * draw nothing fitted).
 */
export function placeableTile(state: RoundState, open: number): number {
  if (state.phase !== 'play' && state.phase !== 'firstTurns') return -1;
  for (const tile of state.hands[state.turn]!) if ((open >> LOW[tile]!) & 1 || (open >> HIGH[tile]!) & 1) return tile;
  return -1;
}

/**
 * Whether the generator offers tile id `tile` on train index `t` to the seat to act (its own
 * test, one pair): where that tile is in the seat's hand when it does, −1 when it does not.
 * The place is returned because the placement then takes the tile out of the hand there.
 */
export function legalPlacementAt(state: RoundState, tile: number, t: number): number {
  if (state.phase !== 'play' && state.phase !== 'firstTurns') return -1;
  const n = numberFor(state, owed(state), t);
  if (n < 0 || !shows(tile, n)) return -1;
  return state.hands[state.turn]!.indexOf(tile);
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
  if (state.phase === 'firstTurns' || state.phase === 'play') placements(state, actions);
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
