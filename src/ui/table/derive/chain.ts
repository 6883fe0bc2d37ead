/**
 * A first turn's whole chain (R6.2) as the hint suggests it: the computer's hint names only
 * the chain's first tile (with how many follow), so the chain is found by laying that tile on
 * an imagined copy of the session (the session's own `act`, nothing shown or saved) and asking
 * the hint again from the view that follows, as long as it says to lay another tile.
 */
import type { Action, PlayerView } from '../../../core/index.ts';
import { act, viewFor, type Session } from '../../../session/play.ts';

type Play = Extract<Action, { type: 'play' }>;

/** The chain: its tiles in the order they are laid, and its train's open end after the last. */
export interface Chain {
  plays: Play[];
  end: number | null;
}

/** The chain that starts with `first` for `seat`, each next tile the one `hint` names from the view after the tile before. */
export function chainOf(session: Session, seat: number, first: Play, hint: (view: PlayerView) => { action: Action }): Chain {
  const plays: Play[] = [];
  let at = session;
  let move: Action = first;
  let view: PlayerView | null = null;
  // A first turn lays at most a hand's tiles; the bound only guards against a hint that never stops.
  for (let guard = viewFor(session, seat).hand.length; move.type === 'play' && guard > 0; guard--) {
    const result = act(at, move);
    if (!result.ok) break;
    plays.push(move);
    at = result.session;
    view = viewFor(at, seat);
    if (view.phase !== 'firstTurns' || view.turn !== seat || !view.legal.some((a) => a.type === 'play')) break;
    move = hint(view).action;
  }
  return { plays, end: view?.trains.find((t) => t.owner === seat)?.openEnd ?? null };
}
