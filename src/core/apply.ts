/**
 * applyAction: the pure reducer of a round (R4–R10). It never mutates its input. Whether an
 * action is legal is the move generator's answer (moves.ts); why it is not is worked out
 * afterwards, only for refusals (refusals.ts).
 */
import { isDouble, otherEnd, parseTile, tileId } from './tiles.ts';
import { refuse, whyNot, whyNotPlace } from './refusals.ts';
import { hasPlacementFor, isBlocked, legalPlacementAt, openNumbers, otherAction } from './moves.ts';
import { draft, extend, finish, needs, replaced, trainData, type Draft } from './state.ts';
import type { ActionResult, RoundState } from './types.ts';
import { drewUnseen, noPlacement, playedDrawn } from './voids.ts';

/** Applies one action of the seat to act, or says which rule refuses it. */
export function applyAction(state: RoundState, action: unknown): ActionResult {
  if (typeof action !== 'object' || action === null || typeof (action as { type?: unknown }).type !== 'string') {
    return refuse({ code: 'malformed-action', rule: 'API', message: 'That is not an action the game knows.', data: {} });
  }
  const a = action as { type: string; tile?: unknown; train?: unknown };
  const type = a.type;
  if (type === 'play') return play(state, a.tile, a.train);
  if (type === 'draw' || type === 'pass') {
    // Both depend on whether a tile could be placed, and both record the numbers that were open.
    const open = openNumbers(state);
    if (otherAction(state, hasPlacementFor(state, open)) !== type) return whyNot(state, type);
    return { ok: true, state: type === 'draw' ? draw(state, open) : pass(state, open) };
  }
  if (type !== 'placeEngine' && type !== 'endFirstTurn') {
    return refuse({ code: 'malformed-action', rule: 'API', message: `"${type}" is not an action the game knows.`, data: { type } });
  }
  // The phase alone decides these two.
  if (otherAction(state, false) !== type) return whyNot(state, type);
  return type === 'placeEngine' ? placeEngine(state) : { ok: true, state: endFirstTurn(state) };
}

function placeEngine(state: RoundState): ActionResult {
  const d = draft(state);
  const seat = state.engineHolder;
  const engineId = tileId(state.engine, state.engine);
  d.hands = replaced(state.hands, seat, state.hands[seat]!.filter((t) => t !== engineId));
  d.phase = 'firstTurns';
  d.turn = seat;
  d.plays = 0;
  d.drawn = false;
  return { ok: true, state: d };
}

function parseTrain(state: RoundState, train: unknown): number {
  if (train === 'mexican') return state.players;
  if (typeof train === 'number' && Number.isInteger(train) && train >= 0 && train < state.players) return train;
  return -1;
}

function play(state: RoundState, tileCode: unknown, train: unknown): ActionResult {
  const tile = parseTile(tileCode);
  if (tile < 0) {
    return refuse({ code: 'no-such-tile', rule: 'R1.1', message: `"${String(tileCode)}" is not a tile of the double-twelve set.`, data: { tile: String(tileCode) } });
  }
  const t = parseTrain(state, train);
  if (t < 0) return refuse({ code: 'no-such-train', rule: 'R5.1', message: `There is no train "${String(train)}" at this table.`, data: { train: String(train) } });
  const at = legalPlacementAt(state, tile, t);
  if (at < 0) return whyNotPlace(state, tile, t);
  return { ok: true, state: place(state, at, t) };
}

/**
 * The hand without the tile at index `at`, order kept: one copy of the right size, the later
 * tiles moved up one and the last slot dropped (pushing onto an empty list would make it grow).
 */
function without(hand: readonly number[], at: number): number[] {
  const out = hand.slice();
  for (let i = at; i < out.length - 1; i++) out[i] = out[i + 1]!;
  out.pop();
  return out;
}

/** Puts the checked tile at index `at` of the hand of the seat to act on train t, and moves the round on. */
function place(state: RoundState, at: number, t: number): RoundState {
  const d = draft(state);
  const seat = state.turn;
  const tile = state.hands[seat]![at]!;
  const train = state.trains[t]!;
  const end = otherEnd(tile, needs(state, t));
  // Only the owner playing on their own train removes its marker (R5.5).
  d.trains = replaced(state.trains, t, extend(train, tile, end, t === seat ? false : train.marked));
  d.hands = replaced(state.hands, seat, without(state.hands[seat]!, at));
  // A tile on a train whose end is an exposed double covers it; a double is exposed itself.
  let exposed = state.exposed;
  for (let i = 0; i < exposed.length; i++) {
    if (exposed[i]!.train === t) {
      exposed = exposed.filter((x) => x.train !== t);
      break;
    }
  }
  const double = isDouble(tile);
  if (double) exposed = [...exposed, { tile, train: t }];
  d.exposed = exposed;
  d.plays = state.plays + 1;
  d.drawn = false;
  if (state.drawn) playedDrawn(d, seat); // R8.2: after a draw only the drawn tile can fit
  if (state.phase === 'firstTurns') return d; // the chain goes on until endFirstTurn (R6.3)
  if (d.hands[seat]!.length === 0) finish(d, 'out'); // R10.1, a last double included (R9.6)
  else if (!double) nextTurn(d); // a double grants another opportunity (R9.1)
  settle(d);
  return d;
}

/** `open` is openNumbers(state). */
function draw(state: RoundState, open: number): RoundState {
  const d = draft(state);
  const seat = state.turn;
  d.hands = replaced(state.hands, seat, [...state.hands[seat]!, state.yard[state.yardPos]!]);
  d.yardPos = state.yardPos + 1;
  d.drawn = true;
  noPlacement(d, state, open); // R8.1: a draw is allowed only with no placement
  drewUnseen(d, seat);
  settle(d);
  return d;
}

/** `open` is openNumbers(state). */
function pass(state: RoundState, open: number): RoundState {
  const d = markAndLeave(state);
  noPlacement(d, state, open); // R6.4, R8.3: a pass is allowed only with no placement
  if (state.phase === 'firstTurns') {
    endOfFirstTurn(d, state.turn);
    return d;
  }
  nextTurn(d);
  settle(d);
  return d;
}

/** A pass puts the passer's marker on their train (R5.4). */
function markAndLeave(state: RoundState): Draft {
  const d = draft(state);
  const own = state.trains[state.turn]!;
  if (!own.marked) d.trains = replaced(state.trains, state.turn, trainData(own.tiles, own.end, true));
  return d;
}

function endFirstTurn(state: RoundState): RoundState {
  const d = draft(state);
  endOfFirstTurn(d, state.turn);
  return d;
}

/** Records a finished first turn; after the last one, play begins or the round ends (R6.6). */
function endOfFirstTurn(d: Draft, seat: number): void {
  d.firstTurnDone = replaced(d.firstTurnDone, seat, true);
  nextTurn(d);
  if (d.firstTurnDone.every(Boolean)) {
    d.phase = 'play';
    if (d.hands.some((h) => h.length === 0)) finish(d, 'out');
    else settle(d);
  }
}

/** Hands the turn to the next seat clockwise (R1.2). */
function nextTurn(d: Draft): void {
  d.turn = (d.turn + 1) % d.players;
  d.plays = 0;
  d.drawn = false;
}

/** Ends the round the moment it is blocked (R10.2); isBlocked holds only in the play phase. */
function settle(d: Draft): void {
  if (isBlocked(d)) finish(d, 'blocked');
}
