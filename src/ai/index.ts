/** The computer players' API (CORE_API.md): a PlayerView in, one of its legal actions out. */
import type { Action, PlayerView } from '../core/types.ts';
import { explain } from './hint.ts';
import { relaxedDecision } from './relaxed.ts';
import { sharpDecision } from './sharp.ts';
import { readTable } from './table.ts';

/** How strongly a computer player plays: 'sharp' (the default, used for hints) or 'relaxed'. */
export type Level = 'relaxed' | 'sharp';

function checked(view: PlayerView): void {
  if (!view || !Array.isArray(view.legal) || view.legal.length === 0) {
    throw new Error('The computer player needs the view of the seat to act: its list of legal actions is empty.');
  }
}

/** The computer player's move for this view; always one of view.legal, the same for the same view. */
export function chooseAction(view: PlayerView, options?: { level?: Level }): Action {
  checked(view);
  if (view.legal.length === 1) return view.legal[0]!;
  const table = readTable(view);
  return (options?.level === 'relaxed' ? relaxedDecision(table) : sharpDecision(table)).action;
}

/** The sharp move for this view and a short reason a person understands. */
export function hint(view: PlayerView): { action: Action; reason: string } {
  checked(view);
  const table = readTable(view);
  const decision = sharpDecision(table);
  return { action: decision.action, reason: explain(table, decision) };
}
