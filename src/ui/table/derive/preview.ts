/** A move previewed and waiting for Confirm (R13.1), and the action it stands for. */
import type { Action, TrainRef } from '../../../core/index.ts';

/**
 * A preview: a tile on a train, a draw, a finished first turn or a pass. A play may lead a
 * first turn's chain (a hint's): `then` are the tiles laid after it by the same Confirm, each
 * its own action, and `end` the train's open end after the last.
 */
export type Preview =
  | { kind: 'play'; tile: string; train: TrainRef; then?: readonly { tile: string; train: TrainRef }[]; end?: number | null }
  | { kind: 'draw' }
  | { kind: 'finish' }
  | { kind: 'pass' };

/** The action Confirm performs for a preview (a chain's first tile: the rest follow it one by one). */
export function actionOf(preview: Preview): Action {
  switch (preview.kind) {
    case 'play':
      return { type: 'play', tile: preview.tile, train: preview.train };
    case 'draw':
      return { type: 'draw' };
    case 'finish':
      return { type: 'endFirstTurn' };
    case 'pass':
      return { type: 'pass' };
  }
}
