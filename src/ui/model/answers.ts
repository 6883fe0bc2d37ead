/**
 * The instant pace's answers to a person's move, with the computers on a worker: a confirmed
 * move that passes the turn to them (a tile, a pass, a finished first turn) is saved at once and
 * goes on the table together with their replies (one redraw per turn), and a move previewed has
 * its replies worked out while the person decides, so that its Confirm only has to show them.
 * Part of the table model (table.ts), in a chunk of its own loaded with the computers: the first
 * screen does not carry it.
 */
import type { ReadonlySignal, Signal } from '@preact/signals';
import type { Action } from '../../core/index.ts';
import { act, botTurn, type Session } from '../../session/play.ts';
import { DONE, type LogEntry, type Outcome } from './facts.ts';
import { actionOf, type Preview } from './preview.ts';
import type { Replies, TableDeps, Think } from './table.ts';

/** What of the table model the answers work with. */
export interface AnswersOf {
  deps: TableDeps;
  session: Signal<Session | null>;
  committed: Signal<Session | null>;
  saving: ReadonlySignal<boolean>;
  thinking: Signal<boolean>;
  answering: Signal<boolean>;
  fresh: Signal<string | null>;
  log: Signal<LogEntry[]>;
  alive: () => boolean;
  /** The computers' moves from a session, asked of `think` one after another while `current()` holds. */
  replies: (from: Session, think: Think, all: boolean, current: () => boolean) => Promise<Replies>;
  commit: (next: Session, entries: LogEntry[]) => void;
  logKeep: number;
  /** The signals' batch (passed in: importing the signals library here would split the first chunk's). */
  batch: (run: () => void) => void;
}

export interface InstantAnswers {
  foresee(preview: Preview | null): void;
  confirmAnswered(preview: Preview, shown: Promise<void> | null): Outcome | null;
}

/** The instant-pace answers of one table. */
export function instantAnswers(table: AnswersOf): InstantAnswers {
  const { deps, session, committed, saving, thinking, answering, fresh, log, alive, replies, commit, batch } = table;
  /**
   * The instant pace, with the computers on a worker and nothing holding them back. A save
   * running (the move just made, a draw that leaves only the pass) does not stop them thinking
   * ahead, since that saves nothing; a Confirm waits for it (answerable).
   */
  function free(): boolean {
    return deps.pace.peek() === 'instant' && !deps.held.peek() && !deps.readOnly.peek() && !answering.peek() && !thinking.peek();
  }
  /** As free, and no save running: a move may be confirmed and answered now. */
  const answerable = (): boolean => free() && !saving.peek();

  /** A person's move from the session `from` and the computers' replies to it, once asked for. */
  interface Answer {
    from: Session;
    move: Action;
    /** The session after the person's move, and what the table heard of it. */
    mine: Session;
    entry: LogEntry;
    replies?: Promise<Replies>;
    /** The replies, once they are in. */
    ready?: Replies;
    /** Confirmed: the replies go on the table once they are in. */
    taken: boolean;
  }
  /** The replies to the move previewed now, worked out ahead while the person decides (see foresee). */
  let ahead: Answer | null = null;
  const sameMove = (a: Action, b: Action): boolean => JSON.stringify(a) === JSON.stringify(b);

  /** The person's `move` from `s`, when it passes the turn to the computers (else null). */
  function answerTo(s: Session, move: Action): Answer | null {
    const result = act(s, move);
    if (!result.ok || !botTurn(result.session)) return null;
    return { from: s, move, mine: result.session, entry: { kind: 'played', played: result.played }, taken: false };
  }

  /** Asks the worker for the replies to `answer`, while its session is on the table and the answer is still wanted (previewed, or confirmed). */
  function askReplies(answer: Answer, think: Think): Promise<Replies> {
    const wanted = (): boolean => alive() && session.peek() === answer.from && !deps.readOnly.peek() && (answer.taken || ahead === answer);
    return (answer.replies ??= replies(answer.mine, think, true, wanted).then((r) => (answer.ready = r)));
  }

  /**
   * The instant pace, a move previewed (not yet confirmed: a tile, or a forced pass or end of a
   * first turn) that would pass the turn to the computers: their replies to it are worked out in
   * the worker while the person decides, each from that computer's own view (R12.3), so that a
   * Confirm of that very move only has to show them. Nothing is saved or shown: the move is not made. Another preview, none, or a change of
   * the session drops them (their asking stops at the next question). Null: no preview.
   */
  function foresee(preview: Preview | null): void {
    const s = session.peek();
    // A draw keeps the turn: nothing to answer (and no need to work its result out).
    const move = preview && preview.kind !== 'draw' ? actionOf(preview) : null;
    if (ahead && (ahead.from !== s || !move || !sameMove(ahead.move, move))) ahead = null;
    const think = deps.computer.peek()?.think;
    if (ahead || !s || !move || !think || !free()) return;
    ahead = answerTo(s, move);
    if (ahead) void askReplies(ahead, think);
  }

  /**
   * The instant pace, a person's move that passes the turn to the computers: the move is saved
   * at once (a crash keeps it) while the computers' replies to it are worked out in the worker
   * (or were, while it was previewed: foresee), then the move and the replies go on the table
   * together once `shown` has been painted (the input model shows the person's tile landing
   * meanwhile): one redraw of the table per turn, not two, and the computers think while the
   * tile lands. With nothing to show first (`shown` null: a pass, a finished first turn) and the
   * replies already in, the move and the replies are committed together, in one save, in the
   * next task. Should the worker fail, the session change meanwhile or this tab lose the game,
   * what is decided so far goes on the table and the pacing carries on from there. Null
   * (nothing done): not such a move, confirm it as usual.
   */
  function confirmAnswered(preview: Preview, shown: Promise<void> | null): Outcome | null {
    const s = session.peek();
    const think = deps.computer.peek()?.think;
    if (!s || !think || !answerable()) return null;
    const move = actionOf(preview);
    const answer = ahead && ahead.from === s && sameMove(ahead.move, move) ? ahead : answerTo(s, move);
    ahead = null;
    if (!answer) return null;
    answer.taken = true;
    const { mine, entry } = answer;
    // Nothing to show first and the replies in: they go on the table with the move in the next
    // task (one save of both, one redraw); the turn is nobody's meanwhile, so what watches whose
    // turn it is sees it come back ("your turn" sounds).
    const atOnce = !shown && answer.ready !== undefined && !answer.ready.failed;
    batch(() => {
      if (!atOnce) committed.value = mine;
      thinking.value = true;
      answering.value = true;
    });
    const pending = askReplies(answer, think);
    // With the replies in, they go on the table in a task of their own, not the Confirm's: the
    // tap's task (its hit test, its handlers) stays short, and so does the one that redraws the table.
    const apart = atOnce ? new Promise<void>((next) => deps.scheduler.setTimeout(next, 0)) : shown;
    void (async () => {
      // A failure stops the replies where they are: the pacing carries on from there.
      const replied = await pending;
      await apart;
      batch(() => {
        thinking.value = false;
        answering.value = false;
        // Another session came in (a restore, another tab's): it stands; the person's move was saved before it.
        if (!alive() || session.peek() !== s) return;
        fresh.value = null;
        if (deps.readOnly.peek()) {
          // This tab lost the game meanwhile: the saved move shows, the replies are the owner's to make.
          session.value = mine;
          if (atOnce) committed.value = mine;
          log.value = [...log.value.slice(-table.logKeep), entry];
          return;
        }
        commit(replied.next, [entry, ...replied.played.map((p) => ({ kind: 'played' as const, played: p }))]);
      });
    })();
    return DONE;
  }

  return { foresee, confirmAnswered };
}
