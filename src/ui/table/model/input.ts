/**
 * The input model: what the person at the device is doing before they confirm — the tile
 * picked, the train picked first, the move previewed, a hint, a refusal. UI state, never
 * undone. It resets itself whenever the session or the viewer changes, so no command has to
 * clear it by hand, and then opens the preview of a forced draw, pass or finished first turn
 * (one tap on Confirm; only for the viewer on their turn, never behind a handoff).
 *
 * Taps: a tile that fits one train previews there at once; a tile that fits several lights
 * them; a train tapped first lights the tiles that fit it. A second tap on the previewed
 * train (or its ghost tile) confirms. The core's legal actions decide what fits, always.
 */
import { batch, computed, createModel, effect, signal, untracked, type ReadonlySignal } from '@preact/signals';
import type { Action, TrainRef } from '../../../core/index.ts';
import type { SessionError } from '../../../session/play.ts';
import { DONE, IGNORED, type NextStep, type Outcome, type Problem } from '../../app/facts.ts';
import { forcedStep, nextStepOf, tilesFor, trainsFor } from '../derive/next-step.ts';
import { holdShown } from './hold.ts';
import type { ComputerPlayer, Hint, Scheduler } from '../../ports/ports.ts';
import type { Preview } from '../derive/preview.ts';
import type { TableModel } from './table.ts';

/**
 * Builds the input model of a table; `computer` gives hints once loaded. With a scheduler that
 * has `afterPaint` (the page's), a confirmed tile lands on its train at once and the move is
 * committed once that frame is painted (the table's turn machine); without it (tests, scripts),
 * Confirm commits at once. The scheduler's timers time the hold's look (hold.ts).
 */
export const InputModel = createModel((table: TableModel, computer: ReadonlySignal<ComputerPlayer | null>, scheduler: Scheduler) => {
  const afterPaint = scheduler.afterPaint;
  const selected = signal<string | null>(null);
  const trainPick = signal<TrainRef | null>(null);
  const preview = signal<Preview | null>(null);
  const hint = signal<Hint | null>(null);
  const problem = signal<Problem | null>(null);

  /** The viewer's own view on their turn (behind a handoff the table view has no hand and no legal action). */
  const mine = computed(() => {
    const v = table.view.value;
    return v && table.handoff.value === null && v.seat >= 0 && v.turn === v.seat ? v : null;
  });
  const litTiles = computed<ReadonlySet<string>>(() => {
    const v = mine.value;
    return new Set(v ? tilesFor(v, trainPick.value) : []);
  });
  const litTrains = computed<ReadonlySet<string>>(() => {
    const v = mine.value;
    return new Set(v ? trainsFor(v, selected.value).map(String) : []);
  });
  const nextStep = computed<NextStep | null>(() => {
    const v = table.view.value;
    return v ? nextStepOf(v, { preview: preview.value, selected: selected.value, trainPick: trainPick.value }) : null;
  });

  /** A confirmed move is on its way (a tile landing, or the computers answering it): taps on tiles and trains wait. */
  const moving = (): boolean => table.moving.peek();
  const shown = holdShown(table.busy, scheduler);
  /**
   * Runs a command now, or, during a hold, once it ends (the last command given waits, the table's
   * turn machine keeps it) if `meant()` still holds then; the outcome of one run now, else IGNORED.
   */
  function whenFree(run: () => Outcome, meant: () => boolean): Outcome {
    let outcome: Outcome = IGNORED;
    table.whenFree(() => {
      outcome = run();
      if (!outcome.ok && outcome.problem) problem.value = outcome.problem;
    }, meant);
    return outcome;
  }
  /** The session now, and a check that it is still the one on the table (a command waiting for the hold is meant for it). */
  const sameSession = (): (() => boolean) => {
    const s = table.session.peek();
    return () => table.session.peek() === s;
  };

  function reset(): void {
    batch(() => {
      selected.value = null;
      trainPick.value = null;
      preview.value = null;
      hint.value = null;
      problem.value = null;
    });
  }

  // A committed move, an Undo, a new round, another person at the device: start afresh, and
  // when only a draw, a pass or finishing the first turn is left, have it ready to confirm.
  effect(() => {
    void table.session.value;
    void table.viewer.value;
    untracked(() => {
      reset();
      const v = mine.value;
      const forced = v && forcedStep(v);
      if (forced) preview.value = forced;
    });
  });

  // A move previewed at the instant pace (a tile, a forced pass): the computers start on their
  // replies to it, so that a Confirm of it only has to show them (table.foresee). For a tile they
  // start once the frame showing it is painted (never in the tap's own task). For a pass or the
  // end of a first turn they start at once: such a preview mostly comes with a commit (a draw that
  // fits nowhere), whose frame their thinking then overlaps, and it has no tile to draw; the look
  // after the paint is then a second chance (the computers' code just in). Another preview, or
  // none, drops them at once.
  effect(() => {
    const p = preview.value;
    untracked(() => table.foresee(afterPaint && p?.kind !== 'play' ? p : null));
    if (!afterPaint || !p) return;
    afterPaint(() => {
      if (preview.peek() === p && !moving()) table.foresee(p);
    });
  });

  /** Previews `tile` on `train` when legal; otherwise keeps the core's reason to show. */
  function place(tile: string, train: TrainRef): Outcome {
    if (table.legal.value.some((a) => a.type === 'play' && a.tile === tile && a.train === train)) {
      batch(() => {
        preview.value = { kind: 'play', tile, train };
        hint.value = null;
        problem.value = null;
      });
      return DONE;
    }
    // The core says why (private, no match, a duty elsewhere, not in hand, not your turn).
    const error = table.whyNot({ type: 'play', tile, train });
    const refused: Problem = error ? { kind: 'refused', error } : { kind: 'wrongTrain', tile };
    problem.value = refused;
    return { ok: false, problem: refused };
  }

  /**
   * A hand tile tapped. With a train picked first, it is previewed there. Otherwise it is
   * picked and lights its trains; a tile with one legal train is previewed there at once.
   */
  function select(tile: string): void {
    if (moving()) return;
    const pick = trainPick.value;
    if (pick !== null) {
      batch(() => {
        if (place(tile, pick).ok) selected.value = tile;
      });
      return;
    }
    const legal = table.legal.value;
    const trains = legal.flatMap((a) => (a.type === 'play' && a.tile === tile ? [a.train] : []));
    batch(() => {
      selected.value = tile;
      hint.value = null;
      preview.value = trains.length === 1 ? { kind: 'play', tile, train: trains[0]! } : null;
      problem.value = trains.length === 0 && legal.length > 0 ? { kind: 'fitsNowhere', tile } : null;
    });
  }

  /**
   * A train tapped (or its ghost tile): the second tap on the previewed train confirms; with
   * a tile picked, the tile is previewed there (or the refusal kept); with none, the train is
   * picked and lights the tiles that fit it, and a second tap lets it go.
   */
  function tapTrain(train: TrainRef): Outcome {
    if (moving()) return IGNORED;
    const p = preview.value;
    if (p?.kind === 'play' && p.train === train) return confirm();
    const tile = selected.value;
    if (tile !== null) {
      return batch(() => {
        const placed = place(tile, train);
        // A train-first pick follows the preview, so the lit tiles are the ones for that train.
        if (placed.ok && trainPick.value !== null) trainPick.value = train;
        return placed;
      });
    }
    const v = mine.value;
    if (!v || !v.legal.some((a) => a.type === 'play')) return IGNORED;
    if (trainPick.value === train) {
      batch(() => {
        trainPick.value = null;
        problem.value = null;
      });
      return DONE;
    }
    if (tilesFor(v, train).length === 0) {
      const refused = fitsNothing(v.hand, train);
      problem.value = refused;
      return { ok: false, problem: refused };
    }
    batch(() => {
      trainPick.value = train;
      preview.value = null;
      hint.value = null;
      problem.value = null;
    });
    return DONE;
  }

  /** Why no tile goes on `train`: the core's reason when it is the same for every tile (a private train, a duty elsewhere). */
  function fitsNothing(hand: string[], train: TrainRef): Problem {
    const errors = hand.map((tile) => table.whyNot({ type: 'play', tile, train }));
    const first = errors[0];
    const shared = first && errors.every((e) => e?.code === first.code) && !TILE_REASONS.has(first.code);
    return shared ? { kind: 'refused', error: first } : { kind: 'trainFitsNothing', train };
  }

  /** A tile dragged onto a train: previewed there, or the core's reason kept. Never confirms. */
  function drop(tile: string, train: TrainRef): Outcome {
    if (moving()) return IGNORED;
    return batch(() => {
      trainPick.value = null;
      selected.value = tile;
      hint.value = null;
      const placed = place(tile, train);
      if (!placed.ok) preview.value = null;
      return placed;
    });
  }

  /** Previews a draw, a finished first turn or a pass. */
  function ask(kind: 'draw' | 'finish' | 'pass'): void {
    if (moving()) return;
    batch(() => {
      selected.value = null;
      trainPick.value = null;
      hint.value = null;
      problem.value = null;
      preview.value = { kind };
    });
  }

  /** Performs an action at once (Place engine, Pass); a refusal is kept to show. During a hold it waits, meant for this session. */
  function act(move: Action): Outcome {
    return whenFree(() => table.perform(move), sameSession());
  }

  /**
   * Confirms the preview: a tile is shown laid at once and its move committed after that frame
   * (the table's turn machine). During a hold the Confirm waits, and is dropped if the preview
   * has gone meanwhile: a second tap on a move already confirmed confirms nothing.
   */
  function confirm(): Outcome {
    const p = preview.value;
    if (!p) return IGNORED;
    return whenFree(() => table.confirm(p, p.kind === 'play'), () => preview.peek() === p);
  }

  /** The sharp player's suggestion for the viewer, previewed (R12.3, R13.1); the hint is kept as given. */
  function showHint(): Outcome {
    return whenFree(hintNow, sameSession());
  }

  function hintNow(): Outcome {
    const v = table.view.value;
    const c = computer.value;
    if (!v || v.legal.length === 0 || !c) return IGNORED;
    const given = c.hint(v);
    const move = given.action;
    batch(() => {
      hint.value = given;
      problem.value = null;
      trainPick.value = null;
      if (move.type === 'play') {
        selected.value = move.tile;
        preview.value = { kind: 'play', tile: move.tile, train: move.train };
      } else if (move.type === 'placeEngine') {
        preview.value = null;
      } else {
        selected.value = null;
        preview.value = { kind: move.type === 'draw' ? 'draw' : move.type === 'pass' ? 'pass' : 'finish' };
      }
    });
    return DONE;
  }

  return {
    /** The hand tile picked. */
    selected: selected as ReadonlySignal<string | null>,
    /** The train tapped before a tile, lighting the tiles that fit it; null when none. */
    trainPick: trainPick as ReadonlySignal<TrainRef | null>,
    /** The move waiting for Confirm. */
    preview: preview as ReadonlySignal<Preview | null>,
    /** The table takes no command now (a move on its way, a save running). */
    busy: table.busy,
    /** The hold has lasted long enough to show (HOLD_SHOWN_MS): the controls grey, the hand no longer looks playable. */
    holdShown: shown,
    /**
     * Runs a command now, or, during a hold, once it ends (the last one given waits) if `meant()`
     * still holds then: Undo, Redo and Restart round tapped while a move is on its way.
     */
    whenFree: (run: () => void, meant: () => boolean = () => true): void => void table.whenFree(run, meant),
    /** A confirmed tile shown on its train while its move is on its way; null when none. */
    landing: computed<Extract<Preview, { kind: 'play' }> | null>(() => {
      const move = table.landing.value;
      return move && { kind: 'play', tile: move.tile, train: move.train };
    }),
    /** The last hint, as the computer player gave it. */
    hint: hint as ReadonlySignal<Hint | null>,
    /** Why the last request was refused. */
    problem: problem as ReadonlySignal<Problem | null>,
    /** Trains (data-train keys) a tap would use now: those the selected tile may go on; none without one. */
    litTrains,
    /** Hand tiles a tap would use now: every playable tile, or those fitting the picked train. */
    litTiles,
    /** What the prompt asks next, as facts; null without a game. */
    nextStep,
    select,
    tapTrain,
    drop,
    ask,
    act,
    confirm,
    showHint,
    /** Cancels the preview, the train pick, the selection and any message (not a move already confirmed: a tile landing, a move being answered). */
    cancel(): void {
      if (!moving()) reset();
    },
  };
});

/** Refusals about the tile rather than the train: a train tapped first says "nothing fits" for these. */
const TILE_REASONS: ReadonlySet<SessionError['code']> = new Set<SessionError['code']>(['does-not-match', 'must-show-engine', 'not-in-hand']);

/** An input model instance. */
export type InputModel = InstanceType<typeof InputModel>;
