/**
 * The coach marks as facts: for the moment on the table, the lesson of the script's next
 * step and the one thing to tap for it (a hand tile, a train, a button of the dock), which
 * follows the taps already made — a tile picked, a train picked first, a preview up.
 */
import type { Action, TileCode, TrainRef } from '../../core/index.ts';
import type { Picked } from '../table/derive/next-step.ts';
import { LEARNER, type Lesson, type News, type ScriptStep } from './lessons.ts';

/** A dock button a mark may point at. */
export type CoachButton = 'placeEngine' | 'confirm' | 'draw' | 'pass' | 'finishTurn';

/** What a mark points at. */
export type CoachTarget =
  | { kind: 'tile'; tile: TileCode }
  | { kind: 'train'; train: TrainRef }
  | { kind: 'button'; button: CoachButton }
  /** The coach's own button (the round is over). */
  | { kind: 'done' };

/** What the coach says now. */
export type CoachMark =
  /** The learner's step: its lesson, what happened since their last move, and what to tap. */
  | { kind: 'step'; index: number; lesson: Lesson; news: News[]; target: CoachTarget }
  /** A computer is to act: watch. */
  | { kind: 'watch'; seat: number }
  /** The round is over; `out`: the learner went out. */
  | { kind: 'done'; out: boolean; target: CoachTarget }
  /** The table is not where the script is (it cannot happen while other moves are refused). */
  | { kind: 'lost' };

/** Where the round stands, as the coach reads it. */
export interface CoachInput {
  /** Actions taken so far this round (the script's index). */
  at: number;
  /** The round is over, and who went out. */
  over: boolean;
  out: readonly number[];
  /** The learner's taps so far (the input model's state). */
  picked: Picked;
}

/** The mark for the moment described by `input`. */
export function coachMark(steps: readonly ScriptStep[], input: CoachInput): CoachMark {
  if (input.over) return { kind: 'done', out: input.out.includes(LEARNER), target: { kind: 'done' } };
  const step = steps[input.at];
  if (!step) return { kind: 'lost' };
  if (step.seat !== LEARNER || !step.lesson) return { kind: 'watch', seat: step.seat };
  return { kind: 'step', index: input.at, lesson: step.lesson, news: step.news, target: targetFor(step.action, input.picked) };
}

/** The one tap that moves toward `action`, given what is picked already. */
export function targetFor(action: Action, picked: Picked): CoachTarget {
  const p = picked.preview;
  switch (action.type) {
    case 'placeEngine':
      return { kind: 'button', button: 'placeEngine' };
    case 'draw':
      return { kind: 'button', button: p?.kind === 'draw' ? 'confirm' : 'draw' };
    case 'pass':
      // Pass acts at once; a pass the table previewed by itself (nothing else left) waits for Confirm.
      return { kind: 'button', button: p?.kind === 'pass' ? 'confirm' : 'pass' };
    case 'endFirstTurn':
      return { kind: 'button', button: p?.kind === 'finish' ? 'confirm' : 'finishTurn' };
    case 'play': {
      if (p?.kind === 'play' && p.tile === action.tile && p.train === action.train) return { kind: 'button', button: 'confirm' };
      const pick = picked.trainPick;
      // A train tapped first: the right one lights the tile; another one is changed for the right one.
      if (pick !== null) return pick === action.train ? { kind: 'tile', tile: action.tile } : { kind: 'train', train: action.train };
      // The tile is picked and fits several trains: tap the train.
      if (picked.selected === action.tile) return { kind: 'train', train: action.train };
      return { kind: 'tile', tile: action.tile };
    }
  }
}
