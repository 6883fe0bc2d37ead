/** The computers' moves worked out by a thinker (the worker), one seat's view at a time (R12.3). */
import type { Action } from '../../../core/index.ts';
import { botCommit, botTurn, type Played, type Session } from '../../../session/play.ts';
import type { ComputerPlayer } from '../../ports/ports.ts';

export type Think = NonNullable<ComputerPlayer['think']>;

/** The computers' moves from a session: the session after them, what was played, and whether the worker (or the core) failed. */
export interface Replies {
  next: Session;
  played: Played[];
  failed: boolean;
}

/**
 * The computers' moves from `from`, each worked out by `think` from that seat's view only
 * (R12.3): one, or with `all` every move up to a person's turn or the round end, while
 * `wanted()` holds. `failed`: the worker failed, or the core refused its move (a bug there).
 */
export async function replies(from: Session, think: Think, all: boolean, wanted: () => boolean): Promise<Replies> {
  let next = from;
  const played: Played[] = [];
  for (let turn = botTurn(next); turn && (all || played.length === 0) && wanted(); turn = botTurn(next)) {
    let move: Action;
    try {
      move = await think(turn.view, turn.level);
    } catch {
      return { next, played, failed: true };
    }
    if (!wanted()) break;
    const done = botCommit(next, move);
    if (!done.ok) return { next, played, failed: true };
    next = done.session;
    played.push(done.played);
  }
  return { next, played, failed: false };
}
