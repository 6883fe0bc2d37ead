/**
 * The table model: the session (game state; what Undo restores lives inside it), who may
 * see which hand, the log, and the commands. It owns two effects: persistence (a save per
 * commit, the next action waits for it) and pacing (computer moves at the chosen pace).
 */
import { action, batch, computed, createModel, effect, signal, type ReadonlySignal } from '@preact/signals';
import type { Action, PlayerView } from '../../core/index.ts';
import {
  act,
  botCommit,
  botStep,
  botTurn,
  current,
  newSession as freshSession,
  nextRound as followingRound,
  redo as redoSession,
  restartRound,
  roundLog,
  runBots,
  start as startSession,
  tableView,
  undo as undoSession,
  viewFor,
  whyNot as whyNotNow,
  type Played,
  type Session,
  type SessionError,
  type SessionEnv,
  type SessionResult,
  type SessionStatus,
} from '../../session/play.ts';
import type { Pace } from '../../session/preferences.ts';
import { DONE, IGNORED, type LogEntry, type Outcome } from './facts.ts';
import { lifetime } from './lifetime.ts';
import { paceComputers } from './pacing.ts';
import { persistCommits } from './persistence.ts';
import type { ComputerPlayer, Scheduler, SessionLoad, StorePort } from './ports.ts';
import { actionOf, type Preview } from './preview.ts';
import { historyOf } from './history.ts';

const EMPTY_SET: ReadonlySet<string> = new Set();

type Think = NonNullable<ComputerPlayer['think']>;
/** The computers' moves from a session: the session after them, what was played, and whether the worker (or the core) failed. */
interface Replies {
  next: Session;
  played: Played[];
  failed: boolean;
}

/** What a table is built from: the ports, and the app's signals it reads. */
export interface TableDeps {
  store: StorePort;
  scheduler: Scheduler;
  /** The sessions' clock, fresh seeds and computer player (see session-env.ts). */
  env: SessionEnv;
  /** The computer players once loaded; null while loading (the computers wait). */
  computer: ReadonlySignal<ComputerPlayer | null>;
  /** Another tab owns the game: no command changes it here, no computer moves. */
  readOnly: ReadonlySignal<boolean>;
  /** The screen or the page holds the computers back (Rules, Records, a hidden page). */
  held: ReadonlySignal<boolean>;
  pace: ReadonlySignal<Pace>;
}

/** How many log entries are kept: the screen reads only the last one. */
const LOG_KEEP = 40;

/** Builds a table model; disposing it stops its saves and its computer moves. */
export const TableModel = createModel((deps: TableDeps) => {
  const env = deps.env;
  const session = signal<Session | null>(null);
  /** The last session committed here (restored ones are not): the persistence effect writes it. */
  const committed = signal<Session | null>(null);
  const revealed = signal<number | null>(null);
  const log = signal<LogEntry[]>([]);
  const fresh = signal<string | null>(null);
  const saving = signal(false);
  /** A computer's move is being worked out in the worker: the pacing waits for it. */
  const thinking = signal(false);
  /** A person's move is saved and the computers' replies to it are being worked out (instant pace): no command yet. */
  const answering = signal(false);
  const alive = lifetime();

  const status = computed<SessionStatus | null>(() => (session.value ? current(session.value) : null));
  const people = computed(() => status.value?.seats.flatMap((s, i) => (s.kind === 'person' ? [i] : [])) ?? []);
  // The only person, or the person who confirmed the handoff; null: no hand may be in the page.
  const viewer = computed<number | null>(() => (people.value.length === 1 ? people.value[0]! : revealed.value));
  const handoff = computed<number | null>(() => {
    const s = status.value;
    if (!s || s.phase !== 'playing' || s.turnKind !== 'person' || people.value.length < 2) return null;
    return viewer.value === s.turn ? null : s.turn;
  });
  const view = computed<PlayerView | null>(() => {
    const s = session.value;
    if (!s) return null;
    const seat = viewer.value;
    return seat === null || handoff.value !== null ? tableView(s) : viewFor(s, seat);
  });
  const legal = computed<Action[]>(() => view.value?.legal ?? []);
  const lastPlaced = computed<string | null>(() => {
    const s = session.value;
    if (!s) return null;
    const log = roundLog(s);
    for (let i = log.length - 1; i >= 0; i--) {
      const a = log[i]!.action;
      if (a.type === 'play') return a.tile;
    }
    return null;
  });

  function commit(next: Session, entries: LogEntry[], replaceLog = false): void {
    batch(() => {
      session.value = next;
      committed.value = next;
      log.value = replaceLog ? entries : [...log.value.slice(-LOG_KEEP), ...entries];
    });
  }

  /** Starts a session from the form's settings; refused settings leave the table as it was. */
  function start(settings: unknown): Outcome {
    const result = startSession(settings, env);
    if (!result.ok) return { ok: false, problem: { kind: 'refused', error: result } };
    batch(() => {
      revealed.value = null;
      fresh.value = null;
      commit(result.session, [], true);
    });
    return DONE;
  }

  /** Puts a restored session on the table (after a reload or a take-over); it is not saved again. */
  function resume(restored: Session): void {
    batch(() => {
      session.value = restored;
      revealed.value = null;
      fresh.value = null;
      log.value = [{ kind: 'restored' }];
    });
  }

  /** Loads the saved session and resumes it. */
  async function restore(): Promise<SessionLoad> {
    const loaded = await deps.store.loadSession();
    if (loaded.kind === 'loaded') resume(loaded.session);
    return loaded;
  }

  /** A person's action; waits for the last save, refused in a read-only tab or by the rules. */
  function perform(move: Action): Outcome {
    const s = session.value;
    if (!s || saving.value || answering.value) return IGNORED;
    if (deps.readOnly.value) return { ok: false, problem: { kind: 'readOnly' } };
    const result = act(s, move);
    if (!result.ok) return { ok: false, problem: { kind: 'refused', error: result } };
    batch(() => {
      fresh.value = move.type === 'draw' ? drawnTile(result.session) : null;
      commit(result.session, [{ kind: 'played', played: result.played }]);
    });
    return DONE;
  }

  /** The tile the viewer just drew: the one in their hand now that was not before. */
  function drawnTile(next: Session): string | null {
    const seat = viewer.value;
    if (seat === null) return null;
    const before = new Set(view.value?.hand ?? []);
    return viewFor(next, seat).hand.find((t) => !before.has(t)) ?? null;
  }

  /** Performs a confirmed preview. */
  function confirm(preview: Preview): Outcome {
    return perform(actionOf(preview));
  }

  /** The instant pace, with the computers on a worker and nothing holding them or a move back. */
  function answerable(): boolean {
    return deps.pace.peek() === 'instant' && !deps.held.peek() && !deps.readOnly.peek() && !saving.peek() && !answering.peek() && !thinking.peek();
  }

  /** A person's move from the session `from` and the computers' replies to it, once asked for. */
  interface Answer {
    from: Session;
    move: Action;
    /** The session after the person's move, and what the table heard of it. */
    mine: Session;
    entry: LogEntry;
    replies?: Promise<Replies>;
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
    return (answer.replies ??= replies(answer.mine, think, true, wanted));
  }

  /**
   * The instant pace, a move previewed (not yet confirmed) that would pass the turn to the
   * computers: their replies to it are worked out in the worker while the person decides, each
   * from that computer's own view (R12.3), so that a Confirm of that very move only has to show
   * them. Nothing is saved or shown: the move is not made. Another preview, none, or a change of
   * the session drops them (their asking stops at the next question). Null: no preview.
   */
  function foresee(preview: Preview | null): void {
    const s = session.peek();
    const move = preview?.kind === 'play' ? actionOf(preview) : null;
    if (ahead && (ahead.from !== s || !move || !sameMove(ahead.move, move))) ahead = null;
    const think = deps.computer.peek()?.think;
    if (ahead || !s || !move || !think || !answerable()) return;
    ahead = answerTo(s, move);
    if (ahead) void askReplies(ahead, think);
  }

  /**
   * The instant pace, a person's move that passes the turn to the computers: the move is saved
   * at once (a crash keeps it) while the computers' replies to it are worked out in the worker
   * (or were, while it was previewed: foresee), then the move and the replies go on the table
   * together once `shown` has been painted (the input model shows the person's tile landing
   * meanwhile): one redraw of the table per turn, not two, and the computers think while the
   * tile lands. Should the worker fail, the session change meanwhile or this tab lose the game,
   * what is decided so far goes on the table and the pacing carries on from there. Null (nothing
   * done): not such a move, confirm it as usual.
   */
  function confirmAnswered(preview: Preview, shown: Promise<void>): Outcome | null {
    const s = session.peek();
    const think = deps.computer.peek()?.think;
    if (!s || !think || !answerable()) return null;
    const move = actionOf(preview);
    const answer = ahead && ahead.from === s && sameMove(ahead.move, move) ? ahead : answerTo(s, move);
    ahead = null;
    if (!answer) return null;
    answer.taken = true;
    const { mine, entry } = answer;
    batch(() => {
      committed.value = mine;
      thinking.value = true;
      answering.value = true;
    });
    const pending = askReplies(answer, think);
    void (async () => {
      // A failure stops the replies where they are: the pacing carries on from there.
      const { next, played } = await pending;
      await shown;
      batch(() => {
        thinking.value = false;
        answering.value = false;
        // Another session came in (a restore, another tab's): it stands; the person's move was saved before it.
        if (!alive() || session.peek() !== s) return;
        fresh.value = null;
        if (deps.readOnly.peek()) {
          // This tab lost the game meanwhile: the saved move shows, the replies are the owner's to make.
          session.value = mine;
          log.value = [...log.value.slice(-LOG_KEEP), entry];
          return;
        }
        commit(next, [entry, ...played.map((p) => ({ kind: 'played' as const, played: p }))]);
      });
    })();
    return DONE;
  }

  /**
   * One computer action; false when no computer is to act. When the computers think in a
   * worker, this asks it and the answer is committed when it comes (the pacing waits).
   */
  function computerStep(): boolean {
    const s = session.value;
    if (!s || deps.readOnly.value) return false;
    const think = deps.computer.peek()?.think;
    return think ? ask(s, think, false) : stepHere(s);
  }

  /** One computer action worked out in this thread. */
  function stepHere(s: Session): boolean {
    const step = botStep(s);
    if (!step) return false;
    commit(step.session, [{ kind: 'played', played: step.played }]);
    return true;
  }

  /**
   * The computers' moves from `from`, each worked out by `think` from that seat's view only
   * (R12.3): one, or with `all` every move up to a person's turn or the round end, while
   * `current()` holds. `failed`: the worker failed, or the core refused its move (a bug there).
   */
  async function replies(from: Session, think: Think, all: boolean, current: () => boolean): Promise<Replies> {
    let next = from;
    const played: Played[] = [];
    for (let turn = botTurn(next); turn && (all || played.length === 0) && current(); turn = botTurn(next)) {
      let move: Action;
      try {
        move = await think(turn.view, turn.level);
      } catch {
        return { next, played, failed: true };
      }
      if (!current()) break;
      const done = botCommit(next, move);
      if (!done.ok) return { next, played, failed: true };
      next = done.session;
      played.push(done.played);
    }
    return { next, played, failed: false };
  }

  /**
   * Asks the worker for the computers' moves, each from that seat's PlayerView only (R12.3):
   * one move, or with `all` (the instant pace) every move up to a person's turn or the round
   * end, committed together like runBots. Answers for a session that changed meanwhile (a
   * restart, another tab taking over) are dropped; if the worker fails, this thread thinks.
   */
  function ask(s: Session, think: Think, all: boolean): boolean {
    if (!botTurn(s)) return false;
    thinking.value = true;
    const current = (): boolean => alive() && session.peek() === s && !deps.readOnly.peek();
    void (async () => {
      const { next, played, failed } = await replies(s, think, all, current);
      batch(() => {
        thinking.value = false;
        if (!current()) return;
        if (played.length) commit(next, played.map((p) => ({ kind: 'played' as const, played: p })));
        else if (failed) stepHere(s);
      });
    })();
    return true;
  }

  /** Every pending computer action at once (instant pace). */
  function computerRun(): void {
    const s = session.value;
    if (!s || deps.readOnly.value) return;
    const think = deps.computer.peek()?.think;
    if (think) {
      ask(s, think, true);
      return;
    }
    const run = runBots(s);
    if (run.played.length) commit(run.session, run.played.map((p) => ({ kind: 'played' as const, played: p })));
  }

  /** A whole-session change; `hideHands` puts a shared device behind the handoff again. */
  function change(apply: (s: Session) => SessionResult, entry: (next: Session) => LogEntry, hideHands: boolean): Outcome {
    const s = session.value;
    if (!s || deps.readOnly.value || saving.value || answering.value) return IGNORED;
    const result = apply(s);
    if (!result.ok) return { ok: false, problem: { kind: 'refused', error: result } };
    batch(() => {
      if (hideHands) revealed.value = null;
      fresh.value = null;
      // A new round or session starts a new commentary.
      commit(result.session, [entry(result.session)], hideHands);
    });
    return DONE;
  }

  const roundOf = (s: Session): number => current(s).round;

  // "Skip to my turn": the computers' moves come at once until a person is to act again.
  const skipping = signal(false);
  effect(() => {
    const s = status.value;
    if (!s || s.phase !== 'playing' || s.turnKind !== 'computer') skipping.value = false;
  });
  const computerDelay = paceComputers({
    status,
    waiting: computed(() => deps.held.value || deps.readOnly.value || !deps.computer.value || saving.value || thinking.value),
    pace: computed<Pace>(() => (skipping.value ? 'instant' : deps.pace.value)),
    scheduler: deps.scheduler,
    step: action(computerStep),
    run: action(computerRun),
  });
  persistCommits(deps.store, committed, saving);

  return {
    /** The session in progress, or null. */
    session: session as ReadonlySignal<Session | null>,
    /** The session's public status. */
    status,
    /** Seats that are people at this device. */
    people,
    /** The seat whose hand the device shows; null behind a handoff or with no person. */
    viewer,
    /** The person a shared device must be handed to before their hand shows; null when none. */
    handoff,
    /** What the screen may show: the viewer's PlayerView, or the public table only (R12). */
    view,
    /** The viewer's legal actions now. */
    legal,
    /** The tile placed last this round, so the board can mark it. */
    lastPlaced,
    /** Tiles laid since the viewer's last action this round (none behind a handoff), for the board's marks. */
    laidSince: computed<ReadonlySet<string>>(() => {
      const s = session.value;
      const seat = viewer.value;
      return s && seat !== null && handoff.value === null ? new Set(historyOf(roundLog(s), seat).laidSince) : EMPTY_SET;
    }),
    /** The commentary, newest last. */
    log: log as ReadonlySignal<LogEntry[]>,
    /** The tile the viewer just drew, marked in the hand. */
    fresh: fresh as ReadonlySignal<string | null>,
    /** A committed change is being written; the next action waits for it. */
    saving: saving as ReadonlySignal<boolean>,
    /** Another tab owns the game: every command here is refused. */
    readOnly: deps.readOnly,
    /** A person's move is saved and the computers' replies to it are on their way (instant pace): no command yet. */
    answering: answering as ReadonlySignal<boolean>,
    /** The person whose turn it is (null: a computer's, the round is over, or a move of theirs is being answered). */
    personToAct: computed<number | null>(() => {
      const s = status.value;
      return s && s.phase === 'playing' && s.turnKind === 'person' && !answering.value ? s.turn : null;
    }),
    /** A computer is thinking in the worker; its move comes when the answer does. */
    thinking: thinking as ReadonlySignal<boolean>,
    /** How long the next computer move waits (ms): shorter as more computers answer in a row. */
    computerDelay,
    /** The computers' moves are coming at once, up to the next person's turn. */
    skipping: skipping as ReadonlySignal<boolean>,
    /** "Skip to my turn": the computers to act play at once (the history shows their moves). */
    skip(): void {
      const s = status.peek();
      if (s && s.phase === 'playing' && s.turnKind === 'computer') skipping.value = true;
    },
    start,
    resume,
    restore,
    perform,
    confirm,
    confirmAnswered,
    foresee,
    computerStep,
    computerRun,
    /** Why an action would be refused now (its facts), or null when it is legal; nothing changes. */
    whyNot(move: Action): SessionError | null {
      const s = session.peek();
      return s ? whyNotNow(s, move) : null;
    },
    /** Undo (R13.2). */
    undo: (): Outcome => change(undoSession, () => ({ kind: 'undone' }), false),
    /** Redo (R13.2). */
    redo: (): Outcome => change(redoSession, () => ({ kind: 'redone' }), false),
    /** Restart round (R13.3): the same deal, totals from before the round. */
    restart: (): Outcome => change(restartRound, (n) => ({ kind: 'restarted', round: roundOf(n) }), true),
    /** Next round after a round ends. */
    nextRound: (): Outcome => change(followingRound, (n) => ({ kind: 'roundBegins', round: roundOf(n) }), true),
    /** A new session with the same seats and a fresh seed (R2.3); records stay. */
    newSession: (): Outcome => change((s) => freshSession(s), () => ({ kind: 'newSession' }), true),
    /** The person at the device confirms the handoff ("I'm Bea — show my tiles"). */
    reveal(seat: number): void {
      revealed.value = seat;
    },
  };
});

/** A table model instance. */
export type TableModel = InstanceType<typeof TableModel>;
