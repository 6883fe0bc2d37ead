/** applyAction: the pure reducer of a round (R4–R10). It never mutates its input. */
import { CODE, LOW, isDouble, otherEnd, parseTile, shows } from './tiles.ts';
import { refuse, trainName } from './errors.ts';
import { hasPlacement, isBlocked } from './moves.ts';
import { draft, extend, finish, needs, owed, replaced, yardSize, type Draft } from './state.ts';
import type { ActionResult, RoundState } from './types.ts';

const KNOWN = new Set(['placeEngine', 'play', 'draw', 'pass', 'endFirstTurn']);

/** Applies one action of the seat to act, or says which rule refuses it. */
export function applyAction(state: RoundState, action: unknown): ActionResult {
  if (typeof action !== 'object' || action === null || typeof (action as { type?: unknown }).type !== 'string') {
    return refuse('malformed-action', 'API', 'That is not an action the game knows.');
  }
  const a = action as { type: string; tile?: unknown; train?: unknown };
  if (!KNOWN.has(a.type)) {
    return refuse('malformed-action', 'API', `"${a.type}" is not an action the game knows.`);
  }
  if (state.phase === 'over') return refuse('round-over', 'R10.1', 'The round is over: no more moves.');
  if (state.phase === 'engine' && a.type !== 'placeEngine') {
    return refuse('place-engine-first', 'R4.1', `The round starts when the ${engineCode(state)} is placed in the hub.`);
  }
  switch (a.type) {
    case 'placeEngine':
      return placeEngine(state);
    case 'play':
      return play(state, a.tile, a.train);
    case 'draw':
      return draw(state);
    case 'pass':
      return pass(state);
    default:
      return endFirstTurn(state);
  }
}

function engineCode(state: RoundState): string {
  return `${state.engine}|${state.engine}`;
}

function placeEngine(state: RoundState): ActionResult {
  if (state.phase !== 'engine') return refuse('engine-already-placed', 'R4.1', 'The engine is already in the hub.');
  const d = draft(state);
  const seat = state.engineHolder;
  const engineId = parseTile(engineCode(state));
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
  if (tile < 0) return refuse('no-such-tile', 'R1.1', `"${String(tileCode)}" is not a tile of the double-twelve set.`);
  const t = parseTrain(state, train);
  if (t < 0) return refuse('no-such-train', 'R5.1', `There is no train "${String(train)}" at this table.`);
  const seat = state.turn;
  const hand = state.hands[seat]!;
  if (!hand.includes(tile)) return refuse('not-in-hand', 'R12.1', `The ${CODE[tile]} is not in your hand.`);
  const duty = owed(state);
  if (duty && (t !== duty.train || !shows(tile, LOW[duty.tile]!))) {
    return refuse(
      'must-cover-oldest-double',
      'R9.3',
      `First the ${CODE[duty.tile]} on ${trainName(state.players, duty.train, seat)} must be covered: it is the oldest open double.`,
    );
  }
  if (state.phase === 'firstTurns' && t !== seat) {
    return refuse('first-turn-own-train', 'R6.2', 'On your first turn you may play only on your own train.');
  }
  if (!duty && t !== seat && t !== state.players && !state.trains[t]!.marked) {
    return refuse('not-your-train', 'R5.3', `${capital(trainName(state.players, t, seat))} is private until it carries its owner's marker.`);
  }
  const n = needs(state, t);
  if (!shows(tile, n)) {
    return state.trains[t]!.end < 0
      ? refuse('must-show-engine', 'R5.1', `A train starts with a tile showing ${n}; the ${CODE[tile]} does not.`)
      : refuse('does-not-match', 'R5.1', `The ${CODE[tile]} does not match the open end (${n}) of ${trainName(state.players, t, seat)}.`);
  }
  return { ok: true, state: place(state, tile, t) };
}

/** The hand without one tile, order kept (a plain loop: this runs on every placement). */
function without(hand: readonly number[], tile: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < hand.length; i++) if (hand[i] !== tile) out.push(hand[i]!);
  return out;
}

function capital(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** Puts a checked tile on train t and moves the round on. */
function place(state: RoundState, tile: number, t: number): RoundState {
  const d = draft(state);
  const seat = state.turn;
  const train = state.trains[t]!;
  const end = otherEnd(tile, needs(state, t));
  // Only the owner playing on their own train removes its marker (R5.5).
  d.trains = replaced(state.trains, t, extend(train, tile, end, t === seat ? false : train.marked));
  d.hands = replaced(state.hands, seat, without(state.hands[seat]!, tile));
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
  if (state.phase === 'firstTurns') return d; // the chain goes on until endFirstTurn (R6.3)
  if (d.hands[seat]!.length === 0) finish(d, 'out'); // R10.1, a last double included (R9.6)
  else if (!double) nextTurn(d); // a double grants another opportunity (R9.1)
  settle(d);
  return d;
}

function draw(state: RoundState): ActionResult {
  if (state.phase === 'firstTurns') {
    return refuse('no-draw-on-first-turn', 'R6.2', 'There is no drawing on your first turn.');
  }
  if (hasPlacement(state)) return mustPlay(state);
  if (state.drawn) return refuse('already-drawn', 'R8.3', 'You have drawn once already: one draw per play.');
  if (yardSize(state) === 0) return refuse('yard-empty', 'R8.3', 'The yard is empty: nothing fits, so pass.');
  const d = draft(state);
  const seat = state.turn;
  d.hands = replaced(state.hands, seat, [...state.hands[seat]!, state.yard[state.yardPos]!]);
  d.yardPos = state.yardPos + 1;
  d.drawn = true;
  settle(d);
  return { ok: true, state: d };
}

function mustPlay(state: RoundState): ActionResult {
  const duty = owed(state);
  if (duty) {
    return refuse('must-play', 'R9.3', `You can cover the ${CODE[duty.tile]}, so you must.`);
  }
  if (state.drawn) return refuse('must-play', 'R8.2', 'The tile you drew fits, so it must be played now.');
  return refuse('must-play', 'R7.2', 'You have a tile that fits, so you must play one.');
}

function pass(state: RoundState): ActionResult {
  if (state.phase === 'firstTurns') {
    if (state.plays > 0) {
      return refuse('finish-first-turn', 'R6.3', 'You have started your train: finish your turn instead of passing.');
    }
    if (hasPlacement(state)) {
      return refuse('must-play', 'R6.3', `You hold a tile showing ${state.engine}, so you must start your train.`);
    }
    const d = markAndLeave(state);
    endOfFirstTurn(d, state.turn);
    return { ok: true, state: d };
  }
  if (hasPlacement(state)) return mustPlay(state);
  if (!state.drawn && yardSize(state) > 0) {
    return refuse('must-draw', 'R8.1', 'Nothing fits: draw a tile from the yard before you pass.');
  }
  const d = markAndLeave(state);
  nextTurn(d);
  settle(d);
  return { ok: true, state: d };
}

/** A pass puts the passer's marker on their train (R5.4). */
function markAndLeave(state: RoundState): Draft {
  const d = draft(state);
  const own = state.trains[state.turn]!;
  if (!own.marked) d.trains = replaced(state.trains, state.turn, { ...own, marked: true });
  return d;
}

function endFirstTurn(state: RoundState): ActionResult {
  if (state.phase !== 'firstTurns') {
    return refuse('not-first-turn', 'R6.3', 'Your first turn is over already; a turn now ends by itself.');
  }
  if (state.plays === 0) {
    return refuse('first-turn-needs-a-tile', 'R6.3', 'Lay at least one tile on your train first (or pass if none can start it).');
  }
  const d = draft(state);
  endOfFirstTurn(d, state.turn);
  return { ok: true, state: d };
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

/** Ends the round the moment it is blocked (R10.2). */
function settle(d: Draft): void {
  if (d.phase === 'play' && isBlocked(d)) finish(d, 'blocked');
}
