/**
 * The replay model: which session is watched, and the cursor in it (a finished round, and a
 * step of it: 0 as dealt, k after its k-th action). Steps cross round boundaries, so Next
 * at a round's end goes on to the next round's deal. A round is played back only when it
 * is first watched (roundSteps), then kept.
 */
import { batch, computed, createModel, signal, type ReadonlySignal } from '@preact/signals';
import type { Problem } from '../../../store/codec.ts';
import {
  replayOf,
  replaySteps,
  roundSteps,
  type Replay,
  type ReplayFrame,
  type ReplayRound,
  type ReplayStep,
  type RoundSteps,
  type Session,
  type SessionEnv,
} from '../../../session/index.ts';
import type { Screen } from '../../app/facts.ts';

/** What is watched: a stored record (its JSON), or the session on the table (its finished rounds only). */
export type ReplaySource = { kind: 'record'; record: unknown } | { kind: 'session'; session: Session };

/** What the app hands the replay screen: what to watch, the round to open at, and the screen Back returns to. */
export interface ReplayRequest {
  source: ReplaySource;
  /** The round shown first (1…13); the first finished round when absent or not finished. */
  round?: number;
  back: Screen;
}

/** The moment on screen: the round, the step and the frame, with the action just taken (null: as dealt). */
export interface ReplayMoment {
  round: ReplayRound;
  steps: RoundSteps;
  /** 0 as dealt, k after the round's k-th action. */
  step: number;
  frame: ReplayFrame;
  /** The action that led here; null at the deal. */
  action: ReplayStep | null;
  /** The round's last step: its results are shown. */
  atEnd: boolean;
}

/** The keys a replay answers while it is open, and what each does. */
export const REPLAY_KEYS = {
  ArrowRight: 'next',
  ArrowLeft: 'previous',
  Home: 'startOfRound',
  End: 'endOfRound',
  PageDown: 'nextRound',
  PageUp: 'previousRound',
} as const;

/** A cursor move the keys (and buttons) make. */
export type ReplayMove = (typeof REPLAY_KEYS)[keyof typeof REPLAY_KEYS];

function load(source: ReplaySource, env: SessionEnv | undefined): { replay: Replay | null; problem: Problem | null } {
  if (source.kind === 'session') return { replay: replayOf(source.session), problem: null };
  const read = replaySteps(source.record, env);
  return read.ok ? { replay: read.replay, problem: null } : { replay: null, problem: read.problem };
}

/** Builds a replay model; `env` matters only for explicit deals (tests). */
export const ReplayModel = createModel((request: ReplayRequest, env?: SessionEnv) => {
  const loaded = load(request.source, env);
  const replay = loaded.replay;
  const rounds = replay?.played ?? [];
  /** Index in `rounds` of the round on screen, that round played back, and the step. */
  const index = signal(0);
  const shown = signal<RoundSteps | null>(null);
  const step = signal(0);
  const problem = signal<Problem | null>(loaded.problem);
  const kept = new Map<number, RoundSteps | null>();

  /** A round played back (kept after the first time); null when it cannot be (the problem says why). */
  function stepsOf(i: number): RoundSteps | null {
    if (!kept.has(i)) {
      const played = replay && rounds[i] ? roundSteps(replay, rounds[i]!.round, env) : null;
      if (played && !played.ok) problem.value = played.problem;
      kept.set(i, played?.ok ? played.round : null);
    }
    return kept.get(i)!;
  }

  /** The number of steps of round `i` (0 when it cannot be played back). */
  const count = (i: number): number => stepsOf(i)?.steps.length ?? 0;

  /** Moves the cursor to step `k` of round `i` (kept within the round); a round that is not there is ignored. */
  function go(i: number, k: number): void {
    if (i < 0 || i >= rounds.length) return;
    // Played back here, not in a computed: a failure sets the problem signal.
    const steps = stepsOf(i);
    batch(() => {
      index.value = i;
      shown.value = steps;
      step.value = Math.max(0, Math.min(k, steps?.steps.length ?? 0));
    });
  }
  // The round asked for, else the first finished one.
  go(Math.max(0, rounds.findIndex((r) => r.round === request.round)), 0);

  const moment = computed<ReplayMoment | null>(() => {
    const steps = shown.value;
    if (!steps) return null;
    const k = step.value;
    const action = k === 0 ? null : steps.steps[k - 1]!;
    return { round: rounds[index.value]!, steps, step: k, frame: action ?? steps.dealt, action, atEnd: k === steps.steps.length };
  });

  const moves: Record<ReplayMove, () => void> = {
    next: () => (step.value < count(index.value) ? go(index.value, step.value + 1) : go(index.value + 1, 0)),
    previous: () => (step.value > 0 ? go(index.value, step.value - 1) : go(index.value - 1, count(index.value - 1))),
    startOfRound: () => go(index.value, 0),
    endOfRound: () => go(index.value, count(index.value)),
    nextRound: () => go(index.value + 1, 0),
    previousRound: () => go(index.value - 1, 0),
  };

  return {
    /** The session watched (seats, seed, finished rounds); null when its record cannot be read. */
    replay: signal(replay) as ReadonlySignal<Replay | null>,
    /** Why the session, or a round of it, cannot be watched; null when all is well. */
    problem: problem as ReadonlySignal<Problem | null>,
    /** Where the cursor is; null when nothing can be shown (no finished round, or a problem). */
    moment,
    /** The screen Back returns to. */
    back: signal(request.back) as ReadonlySignal<Screen>,
    /** There is a step after this one (in this round or the next). */
    canNext: computed(() => step.value < (shown.value?.steps.length ?? 0) || index.value < rounds.length - 1),
    /** There is a step before this one. */
    canPrevious: computed(() => step.value > 0 || index.value > 0),
    ...moves,
    /** Shows round `round` (1…13) from its deal; a round not finished is ignored. */
    jumpTo(round: number): void {
      go(
        rounds.findIndex((r) => r.round === round),
        0,
      );
    },
    /** Moves to step `k` of the round on screen (the scrubber), kept within the round. */
    seek(k: number): void {
      go(index.value, Math.round(k));
    },
    /** A key pressed while the replay is open: true when it moved the cursor (the screen then keeps the key). */
    press(key: string): boolean {
      const move = (REPLAY_KEYS as Record<string, ReplayMove | undefined>)[key];
      if (!move) return false;
      moves[move]();
      return true;
    },
  };
});

/** A replay model instance. */
export type ReplayModel = InstanceType<typeof ReplayModel>;
