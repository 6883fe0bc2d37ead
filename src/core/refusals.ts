/**
 * Why an action is refused. applyAction asks the move generator first; only when it says
 * no does this file work out which rule the action breaks, as a code, the rule's number,
 * the facts (data) a screen words for people, and a plain sentence for developers.
 */
import { CODE, LOW, shows } from './tiles.ts';
import { hasPlacement, openNumbers, placeableTile, trainRef } from './moves.ts';
import { needs, owed } from './state.ts';
import type { RoundState, RuleError } from './types.ts';

/** Builds a refused-action result (RuleError checks each code's rule and facts). */
export function refuse(error: RuleError): { ok: false; error: RuleError } {
  return { ok: false, error };
}

/** The round is over (R10.1): no more moves. */
function over(state: RoundState): { ok: false; error: RuleError } {
  return refuse({ code: 'round-over', rule: 'R10.1', message: 'The round is over: no more moves.', data: { round: state.round } });
}

/** The engine is not in the hub yet (R4.1). */
function engineFirst(state: RoundState): { ok: false; error: RuleError } {
  return refuse({
    code: 'place-engine-first',
    rule: 'R4.1',
    message: `The round starts when the ${engineCode(state)} is placed in the hub.`,
    data: { engine: state.engine },
  });
}

/** How a train is named in developer messages (screens word trains themselves). */
function trainName(state: RoundState, t: number): string {
  if (t === state.players) return 'the Mexican Train';
  return t === state.turn ? 'your train' : `seat ${t}'s train`;
}

function engineCode(state: RoundState): string {
  return `${state.engine}|${state.engine}`;
}

/** Why placing tile id `tile` on train index `t` is refused (the generator said no). */
export function whyNotPlace(state: RoundState, tile: number, t: number): { ok: false; error: RuleError } {
  const code = CODE[tile]!;
  const train = trainRef(state, t);
  if (state.phase === 'over') return over(state);
  if (state.phase === 'engine') return engineFirst(state);
  if (!state.hands[state.turn]!.includes(tile)) {
    return refuse({ code: 'not-in-hand', rule: 'R12.1', message: `The ${code} is not in your hand.`, data: { tile: code } });
  }
  const duty = owed(state);
  if (duty) {
    return refuse({
      code: 'must-cover-oldest-double',
      rule: 'R9.3',
      message: `First the ${CODE[duty.tile]} on ${trainName(state, duty.train)} must be covered: it is the oldest open double.`,
      data: { tile: code, train, double: CODE[duty.tile]!, doubleTrain: trainRef(state, duty.train), need: LOW[duty.tile]! },
    });
  }
  if (state.phase === 'firstTurns' && t !== state.turn) {
    return refuse({ code: 'first-turn-own-train', rule: 'R6.2', message: 'On your first turn you may play only on your own train.', data: { tile: code, train } });
  }
  if (t !== state.turn && t !== state.players && !state.trains[t]!.marked) {
    return refuse({
      code: 'not-your-train',
      rule: 'R5.3',
      message: `Seat ${t}'s train is private until it carries its owner's marker.`,
      data: { tile: code, train: t, owner: t },
    });
  }
  const n = needs(state, t);
  if (!shows(tile, n)) {
    return state.trains[t]!.end < 0
      ? refuse({ code: 'must-show-engine', rule: 'R5.1', message: `A train starts with a tile showing ${n}; the ${code} does not.`, data: { tile: code, train, need: n } })
      : refuse({
          code: 'does-not-match',
          rule: 'R5.1',
          message: `The ${code} does not match the open end (${n}) of ${trainName(state, t)}.`,
          data: { tile: code, train, need: n },
        });
  }
  // Unreachable while the checks above mirror the generator; a refusal all the same.
  return refuse({ code: 'illegal', rule: 'R5.1', message: `The ${code} cannot go on ${trainName(state, t)} now.`, data: { tile: code, train } });
}

/** Why a draw, pass, end of first turn or engine placement is refused (the generator said no). */
export function whyNot(state: RoundState, type: 'placeEngine' | 'draw' | 'pass' | 'endFirstTurn'): { ok: false; error: RuleError } {
  if (state.phase === 'over') return over(state);
  if (type === 'placeEngine') {
    return refuse({ code: 'engine-already-placed', rule: 'R4.1', message: 'The engine is already in the hub.', data: { engine: state.engine } });
  }
  if (state.phase === 'engine') return engineFirst(state);
  if (type === 'endFirstTurn') {
    if (state.phase !== 'firstTurns') {
      return refuse({ code: 'not-first-turn', rule: 'R6.3', message: 'Your first turn is over already; a turn now ends by itself.', data: {} });
    }
    return refuse({
      code: 'first-turn-needs-a-tile',
      rule: 'R6.3',
      message: 'Lay at least one tile on your train first (or pass if none can start it).',
      data: { engine: state.engine },
    });
  }
  if (state.phase === 'firstTurns') {
    if (type === 'draw') return refuse({ code: 'no-draw-on-first-turn', rule: 'R6.2', message: 'There is no drawing on your first turn.', data: {} });
    if (state.plays > 0) {
      return refuse({ code: 'finish-first-turn', rule: 'R6.3', message: 'You have started your train: finish your turn instead of passing.', data: {} });
    }
    return refuse({
      code: 'must-play',
      rule: 'R6.3',
      message: `You hold a tile showing ${state.engine}, so you must start your train.`,
      data: { because: 'start-train', engine: state.engine },
    });
  }
  if (hasPlacement(state)) return mustPlay(state);
  if (type === 'draw') {
    if (state.drawn) return refuse({ code: 'already-drawn', rule: 'R8.3', message: 'You have drawn once already: one draw per play.', data: {} });
    return refuse({ code: 'yard-empty', rule: 'R8.3', message: 'The yard is empty: nothing fits, so pass.', data: {} });
  }
  return refuse({ code: 'must-draw', rule: 'R8.1', message: 'Nothing fits: draw a tile from the yard before you pass.', data: {} });
}

/** A draw or pass refused in the play phase while a tile can be placed: which of R9.3, R8.2, R7.2 says so. */
function mustPlay(state: RoundState): { ok: false; error: RuleError } {
  const duty = owed(state);
  if (duty) {
    return refuse({
      code: 'must-play',
      rule: 'R9.3',
      message: `You can cover the ${CODE[duty.tile]}, so you must.`,
      data: { because: 'cover-double', double: CODE[duty.tile]!, doubleTrain: trainRef(state, duty.train) },
    });
  }
  if (state.drawn) {
    const drawn = CODE[placeableTile(state, openNumbers(state))]!;
    return refuse({ code: 'must-play', rule: 'R8.2', message: `The ${drawn} you drew fits, so it must be played now.`, data: { because: 'drawn-fits', tile: drawn } });
  }
  return refuse({ code: 'must-play', rule: 'R7.2', message: 'You have a tile that fits, so you must play one.', data: { because: 'tile-fits' } });
}
