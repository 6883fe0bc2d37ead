/**
 * The computers' replies to a person's move, at the instant pace with the computers on a
 * worker: asked for a move previewed while the person decides (so that its Confirm only has to
 * show them), or for a move confirmed. A part of the table model's runner (table.ts) in a chunk
 * of its own, loaded with the computers: the first screen does not carry it. It knows nothing
 * of the turn machine: it asks, caches and answers.
 */
import { act, botTurn, type Session } from '../../../session/play.ts';
import type { Action } from '../../../core/index.ts';
import type { Replies } from './replies.ts';

/** What the replies are asked with: the computers' moves from a session while `wanted()` holds. */
export type AskReplies = (from: Session, wanted: () => boolean) => Promise<Replies>;

/** The replies to one move from one session. */
interface Asked {
  from: Session;
  move: Action;
  replies: Promise<Replies>;
  ready?: Replies;
  /** Confirmed: wanted until they are in, whatever is previewed. */
  taken: boolean;
}

export interface RepliesAhead {
  /** Starts on the replies to `move` from `s`, when it passes the turn to the computers (else nothing). */
  foresee(s: Session, move: Action): void;
  /** Stops the replies worked out ahead (their asking stops at its next question). */
  drop(): void;
  /** Whether the replies to `move` from `s` (whose result is `mine`) are in already, to be asked, or not wanted (the turn stays with a person). */
  answerFor(s: Session, move: Action, mine: Session): 'none' | 'ask' | 'ready';
  /** The replies to the move confirmed from `s` (those worked out ahead when they are for it); `ready` once they are in. */
  take(s: Session, move: Action, mine: Session): { replies: Promise<Replies>; ready?: Replies };
}

const same = (a: Action, b: Action): boolean => JSON.stringify(a) === JSON.stringify(b);

/** The replies of one table; `current(s)`: `s` is still the session on the table and this tab owns it. */
export function repliesAhead(ask: AskReplies, current: (s: Session) => boolean): RepliesAhead {
  let ahead: Asked | null = null;

  /** Asks for the replies to `move` from `from`; with `taken` false they are wanted only while they are the ones ahead. */
  function start(from: Session, move: Action, mine: Session, taken: boolean): Asked {
    const asked = { from, move, taken } as Asked;
    if (!taken) ahead = asked;
    asked.replies = ask(mine, () => current(from) && (asked.taken || ahead === asked)).then((r) => (asked.ready = r));
    return asked;
  }
  const forMove = (s: Session, move: Action): Asked | null => (ahead && ahead.from === s && same(ahead.move, move) ? ahead : null);

  return {
    foresee(s, move) {
      if (forMove(s, move)) return;
      ahead = null;
      const result = act(s, move);
      if (result.ok && botTurn(result.session)) start(s, move, result.session, false);
    },
    drop() {
      ahead = null;
    },
    answerFor(s, move, mine) {
      if (!botTurn(mine)) return 'none';
      const found = forMove(s, move);
      return found?.ready && !found.ready.failed ? 'ready' : 'ask';
    },
    take(s, move, mine) {
      const found = forMove(s, move) ?? start(s, move, mine, true);
      found.taken = true;
      ahead = null;
      return found;
    },
  };
}
