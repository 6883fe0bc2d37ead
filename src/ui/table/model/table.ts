/**
 * The table model: the session (game state; what Undo restores lives inside it), who may
 * see which hand, the log, and the commands. Its flow between a tap and the next settled
 * table is the turn machine (turn.ts); this model is its runner: it feeds the machine events
 * and carries out the effects it returns (commit, save, ask the computers, wait for a paint).
 * It owns two more effects: persistence (a save per commit) and pacing (computer moves at the
 * chosen pace).
 */
import { batch, computed, createModel, effect, signal, type ReadonlySignal } from '@preact/signals';
import type { Action, PlayerView } from '../../../core/index.ts';
import {
  act,
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
  undoBlockedFor,
  viewFor,
  whyNot as whyNotNow,
  type Session,
  type SessionError,
  type SessionEnv,
  type SessionResult,
  type SessionStatus,
} from '../../../session/play.ts';
import type { Pace } from '../../../session/preferences.ts';
import { DONE, IGNORED, type LogEntry, type Outcome } from '../../app/facts.ts';
import { lifetime } from '../../app/lifetime.ts';
import { paceComputers } from './pacing.ts';
import { persistCommits } from './persistence.ts';
import type { ComputerPlayer, Scheduler, SessionLoad, StorePort } from '../../ports/ports.ts';
import { actionOf, type Preview } from '../derive/preview.ts';
import { historyOf, type RoundHistory } from '../derive/history.ts';
import { sinceItems, type SinceItem } from '../derive/since.ts';
import type { RepliesAhead } from './ahead.ts';
import { replies, type Replies } from './replies.ts';
import { computersFree, drawing, holding, initialTurn, landingMove, moving, settled, step, type Answer, type Turn, type TurnEffect, type TurnEvent } from './turn.ts';

const EMPTY_SET: ReadonlySet<string> = new Set();
const NO_ITEMS: readonly SinceItem[] = [];

/** A command kept during a hold: it runs once the hold ends, if `meant()` still holds then. */
export interface Command {
  run: () => void;
  meant: () => boolean;
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
  /** The computers are paused: another screen is up (Rules, Records) or the page is hidden. */
  paused: ReadonlySignal<boolean>;
  /** The table is the screen up (the table then reports when its seat chips and lanes are drawn); absent: never. */
  shown?: ReadonlySignal<boolean>;
  pace: ReadonlySignal<Pace>;
}

/** How many log entries are kept: the screen reads only the last one. */
const LOG_KEEP = 40;

/** A person's move on its way: the session it was made from and its result, worked out at the Confirm. */
interface Pending {
  id: number;
  from: Session;
  move: Action;
  mine: Session;
  entry: LogEntry;
  /** The tile the viewer drew by it, marked in the hand. */
  fresh: string | null;
  /** The computers' replies, once they are in. */
  ready?: Replies;
  /** Saved before it was shown (the instant pace's answered move). */
  kept: boolean;
}

/** Builds a table model; disposing it stops its saves and its computer moves. */
export const TableModel = createModel((deps: TableDeps) => {
  const env = deps.env;
  const session = signal<Session | null>(null);
  /** The last session committed here (restored ones are not): the persistence effect writes it. */
  const committed = signal<Session | null>(null);
  const revealed = signal<number | null>(null);
  const log = signal<LogEntry[]>([]);
  const fresh = signal<string | null>(null);
  /** The turn machine's state; `turn` holds it for the screen, and changes only when what the screen reads of it does (not for the replies ahead or a command kept). */
  let state: Turn<Command> = initialTurn();
  const turn = signal(state);
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
  /** Two or more people share the device (pass and play): one board for all, each hand hidden once its turn is over. */
  const shared = computed(() => people.value.length >= 2);
  const answering = computed(() => turn.value.flow.kind === 'answering');
  /**
   * On a shared device, the person whose turn is over (their last action committed, or saved and
   * being answered): their hand leaves the screen at once, not at the next handoff (issue 40).
   */
  const handAway = computed<number | null>(() => {
    if (!shared.value || handoff.value !== null) return null;
    const s = status.value;
    const seat = viewer.value;
    if (seat === null || !s || s.phase !== 'playing') return null;
    return s.turn !== seat || answering.value ? seat : null;
  });
  const view = computed<PlayerView | null>(() => {
    const s = session.value;
    if (!s) return null;
    const seat = viewer.value;
    return seat === null || handoff.value !== null || handAway.value !== null ? tableView(s) : viewFor(s, seat);
  });
  /** The next person to act on a shared device while the hand is away: the first person from the seat to act on (after the viewer while their move is answered). */
  const nextPerson = computed<number | null>(() => {
    const s = status.value;
    const away = handAway.value;
    if (away === null || !s) return null;
    const n = s.seats.length;
    const from = s.turn === away ? s.turn + 1 : s.turn;
    for (let i = 0; i < n; i++) if (s.seats[(from + i) % n]!.kind === 'person') return (from + i) % n;
    return null;
  });
  /** Who may take back the last action: on a shared device the viewer, also while their hand is away (session.ts undo `by`). */
  const undoBy = computed<number | null>(() => (shared.value ? viewer.value : null));
  /** Why Undo is not possible now for the person at the device, or null when it is. */
  const undoBlocked = computed(() => {
    const s = session.value;
    return s ? undoBlockedFor(s, undoBy.value) : null;
  });
  const legal = computed<Action[]>(() => view.value?.legal ?? []);
  /** Every action of the round so far as the table tells it (worked out once a move, for the board's marks and the story). */
  const played = computed(() => {
    const s = session.value;
    return s ? roundLog(s) : null;
  });
  const lastPlaced = computed<string | null>(() => {
    const log = played.value;
    if (!log) return null;
    for (let i = log.length - 1; i >= 0; i--) {
      const a = log[i]!.action;
      if (a.type === 'play') return a.tile;
    }
    return null;
  });
  const saving = computed(() => turn.value.saving);
  const thinking = computed(() => turn.value.flow.kind === 'thinking');
  const busy = computed(() => holding(turn.value));

  // The runner: events go through the machine one at a time (an effect's own events wait their turn).
  const queue: TurnEvent<Command>[] = [];
  let stepping = false;
  function dispatch(event: TurnEvent<Command>): void {
    queue.push(event);
    if (stepping) return;
    stepping = true;
    try {
      for (let e = queue.shift(); e; e = queue.shift()) {
        const next = step(state, e);
        const before = state;
        state = next.state;
        if (state.flow !== before.flow || state.saving !== before.saving || state.table !== before.table) turn.value = state;
        for (const effect of next.effects) carryOut(effect);
      }
    } finally {
      stepping = false;
    }
  }

  let moveId = 0;
  /** The person's move on its way (the machine's landing or answering flow names it by id). */
  let pending: Pending | null = null;
  const pendingOf = (id: number): Pending | null => (pending && pending.id === id ? pending : null);
  /** The instant pace's replies to a person's move (ahead.ts): loaded with the computers, on the worker. */
  let ahead: RepliesAhead | null = null;
  effect(() => {
    const think = deps.computer.value?.think;
    if (!think || ahead) return;
    void import('./ahead.ts').then((m) => {
      if (alive())
        ahead ??= m.repliesAhead(
          (from, wanted) => replies(from, think, true, wanted),
          (s) => alive() && session.peek() === s && !deps.readOnly.peek(),
        );
    });
  });
  const later = (run: () => void): void => void deps.scheduler.setTimeout(() => alive() && run(), 0);

  function carryOut(effect: TurnEffect<Command>): void {
    switch (effect.type) {
      case 'commit': {
        const p = pendingOf(effect.id);
        pending = null;
        // A session that changed meanwhile (a restore, another tab) drops the move uncommitted.
        if (!p || session.peek() !== p.from || deps.readOnly.peek()) return;
        batch(() => {
          fresh.value = p.fresh;
          commit(p.mine, [p.entry]);
        });
        return;
      }
      case 'keep': {
        const p = pendingOf(effect.id);
        if (p) (p.kept = true), (committed.value = p.mine);
        return;
      }
      case 'askReplies': {
        const p = pendingOf(effect.id);
        if (!p || !ahead) return void dispatch({ type: 'replied', id: effect.id });
        const taken = ahead.take(p.from, p.move, p.mine);
        p.ready = taken.ready;
        if (p.ready) return;
        void taken.replies.then((r) => {
          p.ready = r;
          if (alive()) dispatch({ type: 'replied', id: p.id });
        });
        return;
      }
      case 'showAnswer':
        return showAnswer(effect.id);
      case 'awaitPaint': {
        const { id } = effect;
        const paint = deps.scheduler.afterPaint ?? later;
        paint(() => alive() && dispatch({ type: 'shown', id }));
        return;
      }
      case 'awaitTask': {
        const { id } = effect;
        return later(() => dispatch({ type: 'shown', id }));
      }
      case 'foresee': {
        const s = session.peek();
        if (s && ahead) ahead.foresee(s, effect.move);
        return;
      }
      case 'dropAhead':
        return ahead?.drop();
      case 'askComputers':
        return askComputers(effect.all);
      case 'run':
        if (effect.command.meant()) effect.command.run();
        return;
      case 'awaitFree':
        return later(() => dispatch({ type: 'freeTask' }));
    }
  }

  /** The person's move and the computers' replies to it go on the table in one change (the instant pace). */
  function showAnswer(id: number): void {
    const p = pendingOf(id);
    pending = null;
    // Another session came in (a restore, another tab's): it stands; the person's move was saved before it.
    if (!p || !alive() || session.peek() !== p.from) return;
    const replied = p.ready ?? { next: p.mine, played: [], failed: true };
    batch(() => {
      fresh.value = null;
      if (deps.readOnly.peek()) {
        // This tab lost the game meanwhile: the saved move shows, the replies are the owner's to make.
        session.value = p.mine;
        if (!p.kept) committed.value = p.mine;
        log.value = [...log.value.slice(-LOG_KEEP), p.entry];
        return;
      }
      // A failure stops the replies where they are: the pacing carries on from there.
      commit(replied.next, [p.entry, ...replied.played.map((r) => ({ kind: 'played' as const, played: r }))]);
    });
  }

  function commit(next: Session, entries: LogEntry[], replaceLog = false): void {
    batch(() => {
      session.value = next;
      committed.value = next;
      log.value = replaceLog ? entries : [...log.value.slice(-LOG_KEEP), ...entries];
    });
  }

  /** Another session comes to the table: what was on its way for the one before stops. */
  function replace(next: Session, entries: LogEntry[]): void {
    batch(() => {
      session.value = next;
      revealed.value = null;
      fresh.value = null;
      log.value = entries;
    });
    dispatch({ type: 'replaced' });
  }

  /** Starts a session from the form's settings; refused settings leave the table as it was. */
  function start(settings: unknown): Outcome {
    const result = startSession(settings, env);
    if (!result.ok) return { ok: false, problem: { kind: 'refused', error: result } };
    batch(() => {
      replace(result.session, []);
      committed.value = result.session;
    });
    return DONE;
  }

  /** Puts a restored session on the table (after a reload or a take-over); it is not saved again. */
  function resume(restored: Session): void {
    replace(restored, [{ kind: 'restored' }]);
  }

  /** Loads the saved session and resumes it. */
  async function restore(): Promise<SessionLoad> {
    const loaded = await deps.store.loadSession();
    if (loaded.kind === 'loaded') resume(loaded.session);
    return loaded;
  }

  /** Runs `run` now when nothing holds the table; during a hold, once it ends (the last command given waits) if `meant()` still holds then. */
  function whenFree(run: () => void, meant: () => boolean = () => true): boolean {
    let ran = false;
    dispatch({ type: 'command', command: { run: () => ((ran = true), run()), meant } });
    return ran;
  }

  /**
   * A person's move, the one path for every pace: checked and worked out now; a tile (`lands`)
   * is shown laid and committed once that frame is painted; at the instant pace a move that
   * passes the turn to the computers is saved at once and goes on the table with their replies.
   * Refused in a read-only tab or by the rules (the table unchanged); ignored while a move is on
   * its way or a save runs (callers wait for the hold: whenFree).
   */
  function play(move: Action, lands: boolean): Outcome {
    const s = session.peek();
    if (!s || holding(state)) return IGNORED;
    if (deps.readOnly.peek()) return { ok: false, problem: { kind: 'readOnly' } };
    const result = act(s, move);
    if (!result.ok) return { ok: false, problem: { kind: 'refused', error: result } };
    const id = ++moveId;
    pending = { id, from: s, move, mine: result.session, entry: { kind: 'played', played: result.played }, fresh: move.type === 'draw' ? drawnTile(result.session) : null, kept: false };
    dispatch({ type: 'confirm', id, move, lands: lands && !!deps.scheduler.afterPaint, answer: answerTo(s, move, result.session) });
    return DONE;
  }

  /** Whether a move's replies are asked with it (the instant pace, the computers on a worker, nothing holding them). */
  function answerTo(s: Session, move: Action, mine: Session): Answer {
    if (!ahead || !deps.scheduler.afterPaint || deps.pace.peek() !== 'instant' || deps.paused.peek()) return 'none';
    return ahead.answerFor(s, move, mine);
  }

  /** A person's action now (Place engine, Pass; a confirmed draw): nothing lands. */
  function perform(move: Action): Outcome {
    return play(move, false);
  }

  /** The tile the viewer just drew: the one in their hand now that was not before. */
  function drawnTile(next: Session): string | null {
    const seat = viewer.peek();
    if (seat === null) return null;
    const before = new Set(view.peek()?.hand ?? []);
    return viewFor(next, seat).hand.find((t) => !before.has(t)) ?? null;
  }

  /**
   * The computers' move, or with `all` (the instant pace) every move up to a person's turn or the
   * round end. With a worker, each is worked out there from that seat's PlayerView only (R12.3),
   * and committed when the answer comes, unless the session changed meanwhile (a restart, another
   * tab taking over); if the worker fails, this thread works the move out.
   */
  function askComputers(all: boolean): void {
    const s = session.peek();
    const done = (): void => dispatch({ type: 'moved' });
    if (!s || deps.readOnly.peek() || !botTurn(s)) return done();
    const think = deps.computer.peek()?.think;
    if (!think) {
      if (all) {
        const run = runBots(s);
        if (run.played.length) commit(run.session, run.played.map((p) => ({ kind: 'played' as const, played: p })));
      } else stepHere(s);
      return done();
    }
    const wanted = (): boolean => alive() && session.peek() === s && !deps.readOnly.peek();
    void replies(s, think, all, wanted).then(({ next, played, failed }) => {
      if (!alive()) return;
      batch(() => {
        if (wanted()) {
          if (played.length) commit(next, played.map((p) => ({ kind: 'played' as const, played: p })));
          else if (failed) stepHere(s);
        }
        done();
      });
    });
  }

  /** One computer action worked out in this thread. */
  function stepHere(s: Session): boolean {
    const step = botStep(s);
    if (!step) return false;
    commit(step.session, [{ kind: 'played', played: step.played }]);
    return true;
  }

  /** A whole-session change; `hideHands` puts a shared device behind the handoff again. */
  function change(apply: (s: Session) => SessionResult, entry: (next: Session) => LogEntry, hideHands: boolean): Outcome {
    const s = session.value;
    if (!s || deps.readOnly.value || holding(state)) return IGNORED;
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
  // Paused by the person at the device (issue 39: to follow the play): no computer moves until
  // Next move (one) or Resume; UI state, never saved. Both end when a person is to act.
  const held = signal(false);
  effect(() => {
    const s = status.value;
    if (!s || s.phase !== 'playing' || s.turnKind !== 'computer') batch(() => ((skipping.value = false), (held.value = false)));
  });
  const computersToAct = (): boolean => {
    const s = status.peek();
    return !!s && s.phase === 'playing' && s.turnKind === 'computer';
  };
  // The round's history for the viewer (none behind a handoff): the board's marks and the "since your turn" story.
  const history = computed<RoundHistory | null>(() => {
    const log = played.value;
    const seat = viewer.value;
    return log && seat !== null && handoff.value === null ? historyOf(log, seat) : null;
  });
  const computerDelay = paceComputers({
    status,
    waiting: computed(() => held.value || deps.paused.value || deps.readOnly.value || !deps.computer.value || !computersFree(turn.value)),
    pace: computed<Pace>(() => (skipping.value ? 'instant' : deps.pace.value)),
    scheduler: deps.scheduler,
    step: () => dispatch({ type: 'due', all: false }),
    run: () => dispatch({ type: 'due', all: true }),
  });
  persistCommits(deps.store, committed, {
    began: () => dispatch({ type: 'saveBegan' }),
    done: () => dispatch({ type: 'saved' }),
  });
  // The table on screen in a page that paints: settled waits for its seat chips and lanes.
  const shown = deps.shown;
  if (shown && deps.scheduler.afterPaint) effect(() => dispatch({ type: 'table', shown: shown.value && session.value !== null }));

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
      const h = history.value;
      return h ? new Set(h.laidSince) : EMPTY_SET;
    }),
    /** "Since your turn": the viewer's story of the round since their last action, newest first (none behind a handoff). */
    since: computed<readonly SinceItem[]>(() => {
      const h = history.value;
      const v = view.value;
      return h && v ? sinceItems(h.entries, { reader: viewer.value, owed: v.owed, turn: v.turn, handCounts: v.handCounts }) : NO_ITEMS;
    }),
    /** The viewer has not acted yet this round: the story is the round so far. */
    sinceRoundStart: computed(() => (history.value?.sinceFrom ?? 0) === 0),
    /** The commentary, newest last. */
    log: log as ReadonlySignal<LogEntry[]>,
    /** The tile the viewer just drew, marked in the hand. */
    fresh: fresh as ReadonlySignal<string | null>,
    /** A committed change is being written; the next action waits for it. */
    saving,
    /** The table takes no command now (a move on its way, a save running): a command given waits (whenFree). */
    busy,
    /** A move is on its way (a tile landing, or the computers answering it): taps on the hand and the board wait. */
    moving: computed(() => moving(turn.value)),
    /** Settled: nothing on its way or being saved, and the table on screen drawn whole (`main[aria-busy]` false). */
    settled: computed(() => settled(turn.value)),
    /** The table on screen is still drawing its seat chips or lanes. */
    drawing: computed(() => drawing(turn.value)),
    /** A confirmed tile shown laid on its train while its move is on its way; null when none. */
    landing: computed(() => landingMove(turn.value)),
    /** Another tab owns the game: every command here is refused. */
    readOnly: deps.readOnly,
    /** A person's move is saved and the computers' replies to it are on their way (instant pace): no command yet. */
    answering,
    /** The person whose turn it is (null: a computer's, the round is over, or a move of theirs is being answered). */
    personToAct: computed<number | null>(() => {
      const s = status.value;
      return s && s.phase === 'playing' && s.turnKind === 'person' && !answering.value ? s.turn : null;
    }),
    /** A computer is thinking; its move comes when the answer does. */
    thinking,
    /** How long the next computer move waits (ms): shorter as more computers answer in a row. */
    computerDelay,
    /** The computers' moves are coming at once, up to the next person's turn. */
    skipping: skipping as ReadonlySignal<boolean>,
    /** "Skip to my turn": the computers to act play at once (the history shows their moves). */
    skipToMyTurn(): void {
      if (computersToAct()) batch(() => ((skipping.value = true), (held.value = false)));
    },
    /** The computers wait (issue 39): the person follows the play move by move (Next move) or lets it go on (Resume). */
    held: held as ReadonlySignal<boolean>,
    /** Pauses the computers while one is to act. */
    hold(): void {
      if (computersToAct()) held.value = true;
    },
    /** One computer action while paused (none while one is on its way). */
    nextMove(): void {
      if (held.peek() && computersToAct()) dispatch({ type: 'due', all: false });
    },
    /** The computers go on at their pace. */
    release(): void {
      held.value = false;
    },
    start,
    resume,
    restore,
    perform,
    whenFree,
    /** Confirms a preview: a tile lands first when `lands` (and the page paints). */
    confirm: (preview: Preview, lands = false): Outcome => play(actionOf(preview), lands),
    /**
     * A move previewed (null: none): at the instant pace, with the computers on a worker and
     * nothing holding them back, they start on their replies to it, so that its Confirm only
     * has to show them. Nothing is saved or shown; another preview, or none, drops them.
     */
    foresee(preview: Preview | null): void {
      const move = preview && preview.kind !== 'draw' ? actionOf(preview) : null;
      const free = !!ahead && deps.pace.peek() === 'instant' && !deps.paused.peek() && !deps.readOnly.peek();
      dispatch({ type: 'preview', move, foresee: free });
    },
    /** One computer action now (tests and tools; the pacing asks through the machine). */
    computerStep: (): void => dispatch({ type: 'due', all: false }),
    /** Every pending computer action at once (instant pace). */
    computerRun: (): void => dispatch({ type: 'due', all: true }),
    /** A part of the table on screen is drawn (Seats.tsx, Board.tsx). */
    drawn: (part: 'seats' | 'lanes'): void => dispatch({ type: 'drawn', part }),
    /** Why an action would be refused now (its facts), or null when it is legal; nothing changes. */
    whyNot(move: Action): SessionError | null {
      const s = session.peek();
      return s ? whyNotNow(s, move) : null;
    },
    /** On a shared device, two or more people pass it: one board for all, hands hidden once their turn is over. */
    shared,
    /** The seat whose hand just left the screen (a shared device, their turn over); null: none. */
    handAway,
    /** The next person to act while a hand is away (they get the device next); null: none. */
    nextPerson,
    /** Why Undo is not possible now for the person at the device (a fact for the screen), or null when it is. */
    undoBlocked,
    /** Undo (R13.2); on a shared device the viewer's own last action, also once their hand is away. */
    undo: (): Outcome => change((s) => undoSession(s, undoBy.peek()), () => ({ kind: 'undone' }), false),
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
