/** The computer player as the session sees it: a PlayerView and a level in, one action out. */
import type { Action, PlayerView } from '../core/play.ts';
import type { Level } from './settings.ts';

/** A computer player: decides from the view of the seat to act only (R12.3). */
export type BotPlayer = (view: PlayerView, level: Level) => Action;

/** A plain stand-in for tests and tools: the first legal action of the view. */
export const firstLegalBot: BotPlayer = (view) => {
  const action = view.legal[0];
  if (!action) throw new Error(`Seat ${view.seat} has no legal action to choose from.`);
  return action;
};
