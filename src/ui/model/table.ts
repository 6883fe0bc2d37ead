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
import type { InstantAnswers } from './answers.ts';

const EMPTY_SET: ReadonlySet<string> = new Set();

export type Think = NonNullable<ComputerPlayer['think']>;
/** The computers' moves from a session: the session after them, what was played, and whether the worker (or the core) failed. */
export interface Replies {
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

  // The instant pace's answers to a person's move (answers.ts): loaded with the computers, on
  // the worker; until then a Confirm goes the usual way (its move first, the replies after).
  let answers: InstantAnswers | null = null;
  effect(() => {
    if (!deps.computer.value?.think || answers) return;
    void import('./answers.ts').then((m) => {
      if (alive()) answers ??= m.instantAnswers({ deps, session, committed, saving, thinking, answering, fresh, log, alive, replies, commit, logKeep: LOG_KEEP, batch });
    });
  });

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
    /**
     * The instant pace, a confirmed move that passes the turn to the computers: saved now, shown
     * with their replies once `shown` is painted (null: nothing to show first, a pass; answers.ts).
     * Null: not such a move (or not yet loaded): confirm it as usual.
     */
    confirmAnswered: (preview: Preview, shown: Promise<void> | null): Outcome | null => answers?.confirmAnswered(preview, shown) ?? null,
    /** The instant pace, a preview on show: the computers start on their replies to it (answers.ts); null drops them. */
    foresee: (preview: Preview | null): void => answers?.foresee(preview),
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
