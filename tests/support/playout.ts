/** Playing games out: rounds of the core and sessions, with a chooser for the actions. */
import seedrandom from 'seedrandom';
import { applyAction, legalActions, makePosition, type Action, type RoundState } from '../../src/core/index.ts';
import { act, current, nextRound, refereeState, runBots, viewFor, type Session } from '../../src/session/index.ts';

/** Picks one of the legal actions (never called with none); tests may look at the whole state. */
export type Chooser = (legal: readonly Action[], state: RoundState) => Action;

/** Always the first legal action: what firstLegalBot does, for the people of a session. */
const firstLegal: Chooser = (legal) => legal[0]!;

/** A seeded generator of whole numbers 0…n−1. */
export function randomPicker(seed: string): (n: number) => number {
  const rng = seedrandom(seed);
  return (n) => Math.floor(rng() * n);
}

/** A seeded uniformly random legal action. */
export function randomChooser(seed: string): Chooser {
  const pick = randomPicker(seed);
  return (legal) => legal[pick(legal.length)]!;
}

/**
 * Plays a round to its end. `visit` sees every state and its legal actions (none at the
 * end) before the choice. Returns the final state; throws if a round does not end.
 */
export function playRound(
  state: RoundState,
  choose: Chooser,
  visit?: (state: RoundState, legal: Action[], step: number) => void,
  maxSteps = 5000,
): RoundState {
  let s = state;
  for (let step = 0; step <= maxSteps; step++) {
    const legal = legalActions(s);
    visit?.(s, legal, step);
    if (legal.length === 0) return s;
    const action = choose(legal, s);
    const result = applyAction(s, action);
    if (!result.ok) throw new Error(`the chooser's action was refused: ${result.error.message} at ${makePosition(s)}`);
    s = result.state;
  }
  throw new Error(`the round did not end within ${maxSteps} actions`);
}

/** The person to act plays the chosen action (the first legal one by default); throws on a refusal. */
export function personPlays(session: Session, choose: Chooser = firstLegal): Session {
  const seat = current(session).turn;
  const action = choose(viewFor(session, seat).legal, refereeState(session));
  const result = act(session, action);
  if (!result.ok) throw new Error(result.message);
  return result.session;
}

/** Plays computers and people (with `choose`) until `until` holds or the round is over. */
export function playUntil(session: Session, until: (s: Session) => boolean, choose: Chooser = firstLegal): Session {
  let s = session;
  for (let guard = 0; guard < 5000; guard++) {
    if (until(s)) return s;
    if (current(s).phase !== 'playing') return s;
    s = current(s).turnKind === 'computer' ? runBots(s).session : personPlays(s, choose);
  }
  throw new Error('playUntil: the round does not end');
}

/** Plays the current round to its end. */
export function finishRound(session: Session, choose: Chooser = firstLegal): Session {
  return playUntil(session, (s) => current(s).phase !== 'playing', choose);
}

/**
 * Plays every remaining round to the end of the session; `eachRound` sees each round as
 * dealt and as ended. Returns the session over.
 */
export function finishSession(session: Session, eachRound?: (dealt: Session, ended: Session) => void, choose: Chooser = firstLegal): Session {
  let s = session;
  for (;;) {
    const ended = finishRound(s, choose);
    eachRound?.(s, ended);
    if (current(ended).phase === 'sessionOver') return ended;
    const next = nextRound(ended);
    if (!next.ok) throw new Error(next.message);
    s = next.session;
  }
}
