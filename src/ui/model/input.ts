/**
 * The input model: what the person at the device is doing before they confirm — the tile
 * picked, the move previewed, a hint, a refusal. UI state, never undone. It resets itself
 * whenever the session or the viewer changes, so no command has to clear it by hand.
 */
import { batch, computed, createModel, effect, signal, untracked, type ReadonlySignal } from '@preact/signals';
import type { Action, TrainRef } from '../../core/index.ts';
import { DONE, IGNORED, type Outcome, type Problem } from './facts.ts';
import type { ComputerPlayer, Hint } from './ports.ts';
import type { Preview } from './preview.ts';
import type { TableModel } from './table.ts';

/** Builds the input model of a table; `computer` gives hints once loaded. */
export const InputModel = createModel((table: TableModel, computer: ReadonlySignal<ComputerPlayer | null>) => {
  const selected = signal<string | null>(null);
  const preview = signal<Preview | null>(null);
  const hint = signal<Hint | null>(null);
  const problem = signal<Problem | null>(null);

  const playableTiles = computed(() => new Set(table.legal.value.flatMap((a) => (a.type === 'play' ? [a.tile] : []))));
  const playableTrains = computed(() => {
    const tile = selected.value;
    return new Set(table.legal.value.flatMap((a) => (a.type === 'play' && a.tile === tile ? [String(a.train)] : [])));
  });

  function reset(): void {
    batch(() => {
      selected.value = null;
      preview.value = null;
      hint.value = null;
      problem.value = null;
    });
  }

  // A committed move, an Undo, a new round, another person at the device: start afresh.
  effect(() => {
    void table.session.value;
    void table.viewer.value;
    untracked(reset);
  });

  /** Picks a hand tile: lights its trains; a tile with one legal train is previewed there at once. */
  function select(tile: string): void {
    const legal = table.legal.value;
    const trains = legal.flatMap((a) => (a.type === 'play' && a.tile === tile ? [a.train] : []));
    selected.value = tile;
    hint.value = null;
    preview.value = trains.length === 1 ? { kind: 'play', tile, train: trains[0]! } : null;
    problem.value = trains.length === 0 && legal.length > 0 ? { kind: 'fitsNowhere', tile } : null;
  }

  /** Picks a train for the selected tile: previews it there when legal. */
  function pickTrain(train: TrainRef): void {
    const tile = selected.value;
    if (!tile) return;
    if (table.legal.value.some((a) => a.type === 'play' && a.tile === tile && a.train === train)) {
      preview.value = { kind: 'play', tile, train };
      hint.value = null;
      problem.value = null;
    } else {
      // The core says why this train is refused (private, no match, a duty elsewhere).
      const error = table.whyNot({ type: 'play', tile, train });
      problem.value = error ? { kind: 'refused', error } : { kind: 'wrongTrain', tile };
    }
  }

  /** Previews a draw, a finished first turn or a pass. */
  function ask(kind: 'draw' | 'finish' | 'pass'): void {
    selected.value = null;
    hint.value = null;
    problem.value = null;
    preview.value = { kind };
  }

  /** Performs an action at once (Place engine, Pass); a refusal is kept to show. */
  function act(move: Action): Outcome {
    const outcome = table.perform(move);
    if (!outcome.ok && outcome.problem) problem.value = outcome.problem;
    return outcome;
  }

  /** Confirms the preview. */
  function confirm(): Outcome {
    const p = preview.value;
    if (!p) return IGNORED;
    const outcome = table.confirm(p);
    if (!outcome.ok && outcome.problem) problem.value = outcome.problem;
    return outcome;
  }

  /** The sharp player's suggestion for the viewer, previewed (R12.3, R13.1); the hint is kept as given. */
  function showHint(): Outcome {
    const v = table.view.value;
    const c = computer.value;
    if (!v || v.legal.length === 0 || !c) return IGNORED;
    const given = c.hint(v);
    const move = given.action;
    hint.value = given;
    problem.value = null;
    if (move.type === 'play') {
      selected.value = move.tile;
      preview.value = { kind: 'play', tile: move.tile, train: move.train };
    } else if (move.type === 'placeEngine') {
      preview.value = null;
    } else {
      selected.value = null;
      preview.value = { kind: move.type === 'draw' ? 'draw' : move.type === 'pass' ? 'pass' : 'finish' };
    }
    return DONE;
  }

  return {
    /** The hand tile picked. */
    selected: selected as ReadonlySignal<string | null>,
    /** The move waiting for Confirm. */
    preview: preview as ReadonlySignal<Preview | null>,
    /** The last hint, as the computer player gave it. */
    hint: hint as ReadonlySignal<Hint | null>,
    /** Why the last request was refused. */
    problem: problem as ReadonlySignal<Problem | null>,
    /** Hand tiles with a legal placement now. */
    playableTiles,
    /** Trains the selected tile may go on, as data-train keys. */
    playableTrains,
    select,
    pickTrain,
    ask,
    act,
    confirm,
    showHint,
    /** Cancels the preview, the selection and any message. */
    cancel: reset,
  };
});

/** An input model instance. */
export type InputModel = InstanceType<typeof InputModel>;
