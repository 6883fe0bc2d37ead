/**
 * Why an action is refused. applyAction asks the move generator first; only when it says
 * no does this file work out which rule the action breaks, as a code, the rule's number,
 * the facts (data) a screen words for people, and a plain sentence for developers.
 */
import { CODE, LOW, shows } from './tiles.ts';
import { hasPlacement, trainRef } from './moves.ts';
import { needs, owed } from './state.ts';
import type { RefusalData, RoundState, RuleError } from './types.ts';

/** Builds a refused-action result. */
export function refuse(code: string, rule: string, message: string, data: RefusalData = {}): { ok: false; error: RuleError } {
  return { ok: false, error: { code, rule, message, data } };
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
  if (state.phase === 'over') return refuse('round-over', 'R10.1', 'The round is over: no more moves.');
  if (state.phase === 'engine') {
    return refuse('place-engine-first', 'R4.1', `The round starts when the ${engineCode(state)} is placed in the hub.`, { engine: state.engine });
  }
  if (!state.hands[state.turn]!.includes(tile)) {
    return refuse('not-in-hand', 'R12.1', `The ${code} is not in your hand.`, { tile: code });
  }
  const duty = owed(state);
  if (duty) {
    const data = { tile: code, train, double: CODE[duty.tile]!, doubleTrain: trainRef(state, duty.train) };
    return refuse(
      'must-cover-oldest-double',
      'R9.3',
      `First the ${CODE[duty.tile]} on ${trainName(state, duty.train)} must be covered: it is the oldest open double.`,
      { ...data, need: LOW[duty.tile]! },
    );
  }
  if (state.phase === 'firstTurns' && t !== state.turn) {
    return refuse('first-turn-own-train', 'R6.2', 'On your first turn you may play only on your own train.', { tile: code, train });
  }
  if (t !== state.turn && t !== state.players && !state.trains[t]!.marked) {
    return refuse('not-your-train', 'R5.3', `Seat ${t}'s train is private until it carries its owner's marker.`, {
      tile: code,
      train,
      owner: t,
    });
  }
  const n = needs(state, t);
  if (!shows(tile, n)) {
    return state.trains[t]!.end < 0
      ? refuse('must-show-engine', 'R5.1', `A train starts with a tile showing ${n}; the ${code} does not.`, { tile: code, train, need: n })
      : refuse('does-not-match', 'R5.1', `The ${code} does not match the open end (${n}) of ${trainName(state, t)}.`, {
          tile: code,
          train,
          need: n,
        });
  }
  // Unreachable while the checks above mirror the generator; a refusal all the same.
  return refuse('illegal', 'R5.1', `The ${code} cannot go on ${trainName(state, t)} now.`, { tile: code, train });
}

/** Why a draw, pass, end of first turn or engine placement is refused (the generator said no). */
export function whyNot(state: RoundState, type: 'placeEngine' | 'draw' | 'pass' | 'endFirstTurn'): { ok: false; error: RuleError } {
  if (state.phase === 'over') return refuse('round-over', 'R10.1', 'The round is over: no more moves.');
  if (type === 'placeEngine') return refuse('engine-already-placed', 'R4.1', 'The engine is already in the hub.', { engine: state.engine });
  if (state.phase === 'engine') {
    return refuse('place-engine-first', 'R4.1', `The round starts when the ${engineCode(state)} is placed in the hub.`, { engine: state.engine });
  }
  if (type === 'endFirstTurn') {
    if (state.phase !== 'firstTurns') return refuse('not-first-turn', 'R6.3', 'Your first turn is over already; a turn now ends by itself.');
    return refuse('first-turn-needs-a-tile', 'R6.3', 'Lay at least one tile on your train first (or pass if none can start it).', {
      engine: state.engine,
    });
  }
  if (state.phase === 'firstTurns') {
    if (type === 'draw') return refuse('no-draw-on-first-turn', 'R6.2', 'There is no drawing on your first turn.');
    if (state.plays > 0) return refuse('finish-first-turn', 'R6.3', 'You have started your train: finish your turn instead of passing.');
    return refuse('must-play', 'R6.3', `You hold a tile showing ${state.engine}, so you must start your train.`, { engine: state.engine });
  }
  if (hasPlacement(state)) return mustPlay(state);
  if (type === 'draw') {
    if (state.drawn) return refuse('already-drawn', 'R8.3', 'You have drawn once already: one draw per play.');
    return refuse('yard-empty', 'R8.3', 'The yard is empty: nothing fits, so pass.');
  }
  return refuse('must-draw', 'R8.1', 'Nothing fits: draw a tile from the yard before you pass.', {});
}

function mustPlay(state: RoundState): { ok: false; error: RuleError } {
  const duty = owed(state);
  if (duty) {
    return refuse('must-play', 'R9.3', `You can cover the ${CODE[duty.tile]}, so you must.`, {
      double: CODE[duty.tile]!,
      doubleTrain: trainRef(state, duty.train),
    });
  }
  if (state.drawn) return refuse('must-play', 'R8.2', 'The tile you drew fits, so it must be played now.');
  return refuse('must-play', 'R7.2', 'You have a tile that fits, so you must play one.');
}
