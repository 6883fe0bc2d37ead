/**
 * The "Learn to play" model: a table and an input model of their own, apart from the app's,
 * playing the scripted round (script.ts) with a store that keeps nothing (unsaved.ts) — the
 * game in progress and Records are never touched. The table takes only the move the coach
 * points at; the computers play the script's moves; the coach's mark follows the table.
 */
import { computed, signal, type ReadonlySignal } from '@preact/signals';
import type { Action } from '../../core/index.ts';
import { current, roundLog, type SessionEnv } from '../../session/play.ts';
import type { Pace } from '../../session/preferences.ts';
import { DONE, type Outcome } from '../app/facts.ts';
import { InputModel } from '../table/model/input.ts';
import type { ComputerPlayer, Scheduler } from '../ports/ports.ts';
import { actionOf, type Preview } from '../table/derive/preview.ts';
import { TableModel } from '../table/model/table.ts';
import { coachMark, type CoachMark } from './coach.ts';
import { replayScript, type ScriptStep } from './lessons.ts';
import { scriptedPlayer } from './scripted.ts';
import { TUTORIAL, type TutorialScript } from './script.ts';
import { unsavedStore } from './unsaved.ts';

/** What the guided round is built from. */
export interface TutorialDeps {
  scheduler: Scheduler;
  now: () => string;
  /** The computers wait (another screen is up, the page is hidden). */
  paused: ReadonlySignal<boolean>;
  pace: ReadonlySignal<Pace>;
  /** Called when the learner is done (Next round at the round's end). */
  finish: () => void;
  /** Another script (tests); the guided round by default. */
  script?: TutorialScript;
}

/** Two actions are the same move. */
function sameAction(a: Action, b: Action): boolean {
  return a.type === b.type && (a.type !== 'play' || (b.type === 'play' && a.tile === b.tile && a.train === b.train));
}

/** The refusal of a move the coach does not point at. */
const OFF_SCRIPT: Outcome = { ok: false, problem: { kind: 'lessonStep' } };

/**
 * The table as the guided round's screens use it: the learner's moves are checked against
 * the script first, and Next round ends the lesson. Everything else is the table's own.
 */
function guarded(table: TableModel, steps: readonly ScriptStep[], finish: () => void): TableModel {
  const expected = (): Action | null => {
    const s = table.session.peek();
    return s ? (steps[roundLog(s).length]?.action ?? null) : null;
  };
  const perform = (move: Action): Outcome => {
    const want = expected();
    return want && !sameAction(want, move) ? OFF_SCRIPT : table.perform(move);
  };
  const own = {
    perform,
    confirm: (preview: Preview): Outcome => perform(actionOf(preview)),
    nextRound: (): Outcome => (finish(), DONE),
  };
  return Object.assign(Object.create(table) as TableModel, own);
}

/** The guided round: its table and input models for the screens, and the coach. */
export interface Tutorial {
  table: TableModel;
  input: InputModel;
  /** The scripted computer players (and hints). */
  computer: ReadonlySignal<ComputerPlayer | null>;
  /** What the coach says and points at now. */
  coach: ReadonlySignal<CoachMark>;
  /** Stops the round's computers and effects. */
  dispose(): void;
}

/**
 * Builds the guided round and starts it at once. A plain object, not a createModel: it
 * owns no effect of its own, and createModel would re-wrap the two models it holds.
 */
export function createTutorial(deps: TutorialDeps): Tutorial {
  const script = deps.script ?? TUTORIAL;
  const replayed = replayScript(script);
  // A script the core refuses (the unit tests forbid it) leaves the table with no computer moves to follow.
  const steps = replayed.ok ? replayed.steps : [];
  const player = scriptedPlayer(steps);
  const computer = signal<ComputerPlayer | null>(player);
  const env: SessionEnv = { now: deps.now, freshSeed: () => script.seed, bot: (view) => player.chooseAction(view) };
  const base = new TableModel({
    store: unsavedStore(),
    scheduler: deps.scheduler,
    env,
    computer,
    readOnly: signal(false),
    paused: deps.paused,
    pace: deps.pace,
  });
  const table = guarded(base, steps, deps.finish);
  // The hold is timed as at the table (its controls do not flicker); Confirm commits at once (no afterPaint).
  const input = new InputModel(table, computer, { ...deps.scheduler, afterPaint: undefined });
  base.start({ seats: script.seats, seed: script.seed });

  const coach = computed<CoachMark>(() => {
    const session = base.session.value;
    if (!session) return { kind: 'lost' };
    const s = current(session);
    return coachMark(steps, {
      at: roundLog(session).length,
      over: s.phase !== 'playing',
      out: s.outcome?.out ?? [],
      picked: { preview: input.preview.value, selected: input.selected.value, trainPick: input.trainPick.value },
    });
  });

  return {
    table,
    input,
    computer,
    coach,
    dispose(): void {
      input[Symbol.dispose]();
      base[Symbol.dispose]();
    },
  };
}
