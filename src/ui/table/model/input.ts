/**
 * The input model: what the person at the device is doing before they confirm — the tile
 * picked, the train picked first, the move previewed, a hint, a refusal. UI state, never
 * undone. It resets itself whenever the session or the viewer changes, so no command has to
 * clear it by hand, and then opens the preview of a forced draw, pass or finished first turn
 * (one tap on Confirm; only for the viewer on their turn, never behind a handoff).
 *
 * Taps: a tile that fits one train previews there at once; a tile that fits several lights
 * them; a train tapped first lights the tiles that fit it. A second tap on the previewed
 * train (or its ghost tile) confirms. A dragged tile previews on the train under the finger,
 * and lifting it there confirms (that preview was seen). A tap on the yard previews a draw (a
 * second one confirms it). In a first turn the hint previews its whole chain, and one Confirm
 * lays it tile by tile, each its own action. The core's legal actions decide what fits, always.
 */
import { batch, computed, createModel, effect, signal, untracked, type ReadonlySignal } from '@preact/signals';
import type { Action, PlayerView, TrainRef } from '../../../core/index.ts';
import type { SessionError } from '../../../session/play.ts';
import { DONE, IGNORED, type NextStep, type Outcome, type Problem } from '../../app/facts.ts';
import { chainOf } from '../derive/chain.ts';
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
  /** The rest of a chain its Confirm is laying, previewed (the preview while it is this one). */
  const laying = signal<Preview | null>(null);
  /** The tile of a chain just confirmed and the chain's rest: once it is laid, the rest goes on. */
  let sent: { tile: string; train: TrainRef; rest: readonly { tile: string; train: TrainRef }[]; end: number | null } | null = null;

  /** The viewer's own view on their turn (behind a handoff the table view has no hand and no legal action). */
  const mine = computed(() => {
    const v = table.view.value;
    return v && table.handoff.value === null && v.seat >= 0 && v.turn === v.seat ? v : null;
  });
  const litTiles = computed<ReadonlySet<string>>(() => {
    const v = mine.value;
    // A chain previewed lights its own tiles, the ones its Confirm lays.
    const p = preview.value;
    if (v && p?.kind === 'play' && p.then?.length) return new Set([p.tile, ...p.then.map((x) => x.tile)]);
    return new Set(v ? tilesFor(v, trainPick.value) : []);
  });
  const litTrains = computed<ReadonlySet<string>>(() => {
    const v = mine.value;
    return new Set(v ? trainsFor(v, selected.value).map(String) : []);
  });
  const nextStep = computed<NextStep | null>(() => {
    const v = table.view.value;
    const p = preview.value;
    return v ? nextStepOf(v, { preview: p, selected: selected.value, trainPick: trainPick.value, laying: p !== null && laying.value === p }) : null;
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
      laying.value = null;
    });
  }

  // A committed move, an Undo, a new round, another person at the device: start afresh, and
  // when only a draw, a pass or finishing the first turn is left, have it ready to confirm.
  // A chain's tile just laid: the rest of the chain goes on (or, at its end, finishing is up).
  effect(() => {
    void table.session.value;
    void table.viewer.value;
    untracked(() => {
      const chain = sent;
      sent = null;
      reset();
      const v = mine.value;
      if (chain && v && v.trains.find((t) => t.ref === chain.train)?.laid.at(-1)?.tile === chain.tile) return layRest(v, chain.rest, chain.end);
      const forced = v && forcedStep(v);
      if (forced) preview.value = forced;
    });
  });

  /**
   * Lays the rest of a confirmed chain: the next tile is previewed (the rest behind it) and
   * confirmed in a task of its own, once the tile before is committed and saved (a Confirm
   * during a hold waits). Any other tap meanwhile (a tile, Cancel, Undo) changes the preview
   * and so stops the chain: the tiles laid stay, each its own action. At the chain's end the
   * hint's next step is to stop, so finishing the first turn is previewed (one more Confirm).
   */
  function layRest(v: PlayerView, rest: readonly { tile: string; train: TrainRef }[], end: number | null): void {
    const [next, ...more] = rest;
    if (!next) {
      if (v.legal.some((a) => a.type === 'endFirstTurn')) preview.value = { kind: 'finish' };
      return;
    }
    const p: Preview = { kind: 'play', tile: next.tile, train: next.train, ...(more.length ? { then: more } : {}), end };
    batch(() => {
      selected.value = next.tile;
      preview.value = p;
      laying.value = p;
    });
    scheduler.setTimeout(() => void (preview.peek() === p && confirm()), 0);
  }

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

  /**
   * A tile dragged over a train (null: over none): picked, its trains lit, and previewed on
   * that train when it fits there — the ghost the person sees before lifting the finger.
   */
  function hover(tile: string, train: TrainRef | null): void {
    if (moving()) return;
    const p = preview.value;
    if (train !== null && p?.kind === 'play' && p.tile === tile && p.train === train && !p.then) return;
    const fits = train !== null && table.legal.value.some((a) => a.type === 'play' && a.tile === tile && a.train === train);
    batch(() => {
      trainPick.value = null;
      selected.value = tile;
      hint.value = null;
      problem.value = null;
      preview.value = fits ? { kind: 'play', tile, train } : null;
    });
  }

  /**
   * A tile dropped on a train: where it fits, the drop is the Confirm (the preview showed while
   * it was dragged there) through the one Confirm path, so Undo takes it back; where it does not
   * fit, nothing is played and the core's reason is kept.
   */
  function drop(tile: string, train: TrainRef): Outcome {
    if (moving()) return IGNORED;
    const placed = batch(() => {
      trainPick.value = null;
      selected.value = tile;
      hint.value = null;
      const placed = place(tile, train);
      if (!placed.ok) preview.value = null;
      return placed;
    });
    return placed.ok ? confirm() : placed;
  }

  /**
   * The yard tapped: previews a draw, as Draw does, when drawing is legal; a second tap on it
   * confirms the draw previewed. Otherwise, on the viewer's turn, the core's reason is said.
   */
  function tapYard(): Outcome {
    if (moving()) return IGNORED;
    const v = mine.value;
    if (!v) return IGNORED;
    if (preview.value?.kind === 'draw') return confirm();
    if (v.legal.some((a) => a.type === 'draw')) {
      ask('draw');
      return DONE;
    }
    const error = table.whyNot({ type: 'draw' });
    if (!error) return IGNORED;
    const refused: Problem = { kind: 'refused', error };
    problem.value = refused;
    return { ok: false, problem: refused };
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
    return whenFree(() => commit(p), () => preview.peek() === p);
  }

  /** Commits a preview; a chain's tile (its first, or the next of one being laid) is followed by the rest once it is laid. */
  function commit(p: Preview): Outcome {
    sent = p.kind === 'play' && (p.then?.length || laying.peek() === p) ? { tile: p.tile, train: p.train, rest: p.then ?? [], end: p.end ?? null } : null;
    const outcome = table.confirm(p, p.kind === 'play');
    if (!outcome.ok) sent = null;
    return outcome;
  }

  /**
   * The sharp player's suggestion for the viewer, previewed (R12.3, R13.1); the hint is kept as
   * given. In a first turn the preview is the hint's whole chain (chain.ts), for one Confirm.
   */
  function showHint(): Outcome {
    return whenFree(hintNow, sameSession());
  }

  function hintNow(): Outcome {
    const v = table.view.value;
    const c = computer.value;
    if (!v || v.legal.length === 0 || !c) return IGNORED;
    const given = c.hint(v);
    const move = given.action;
    const s = table.session.peek();
    const chain = move.type === 'play' && v.phase === 'firstTurns' && s ? chainOf(s, v.seat, move, c.hint) : null;
    const then = chain ? chain.plays.slice(1).map(({ tile, train }) => ({ tile, train })) : [];
    batch(() => {
      hint.value = given;
      problem.value = null;
      trainPick.value = null;
      if (move.type === 'play') {
        selected.value = move.tile;
        preview.value = then.length ? { kind: 'play', tile: move.tile, train: move.train, then, end: chain!.end } : { kind: 'play', tile: move.tile, train: move.train };
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
    hover,
    drop,
    tapYard,
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
