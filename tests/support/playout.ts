/** Playing games out: sessions, and (from rounds.ts) rounds of the core, with a chooser for the actions. */
import { act, current, nextRound, refereeState, runBots, viewFor, type Session } from '../../src/session/index.ts';
import type { Chooser } from './rounds.ts';

export { playRound, randomChooser, randomPicker, type Chooser } from './rounds.ts';

/** Always the first legal action: what firstLegalBot does, for the people of a session. */
const firstLegal: Chooser = (legal) => legal[0]!;

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
