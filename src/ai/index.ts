/** The computer players' API (CORE_API.md): a PlayerView in, one of its legal actions out. */
import type { Action, PlayerView } from '../core/types.ts';
import { factsOf, type HintFacts } from './hint-facts.ts';
import { hintEnglish } from './hint-english.ts';
import { expertDecision } from './expert.ts';
import { relaxedDecision } from './relaxed.ts';
import { sharpDecision } from './sharp.ts';
import { readTable } from './table.ts';

export type { HintFacts, HintFactsOf } from './hint-facts.ts';
export { hintEnglish, type Reader } from './hint-english.ts';

/** How strongly a computer player plays: 'sharp' (the default, used for hints), 'relaxed' or 'expert' (samples hidden tiles). */
export type Level = 'relaxed' | 'sharp' | 'expert';

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
  const level = options?.level;
  if (level === 'expert') return expertDecision(table).action;
  return (level === 'relaxed' ? relaxedDecision(table) : sharpDecision(table)).action;
}

/** The sharp move for this view and the facts of why (seats 0-based, as PlayerView.seat), for a screen to word. */
export function hintFacts(view: PlayerView): { action: Action; facts: HintFacts } {
  checked(view);
  const table = readTable(view);
  const decision = sharpDecision(table);
  return { action: decision.action, facts: factsOf(table, decision) };
}

/**
 * The sharp move, its facts, and `reason`: those facts in plain English for developers,
 * logs and the command line (screens word `facts` themselves).
 */
export function hint(view: PlayerView): { action: Action; reason: string; facts: HintFacts } {
  const { action, facts } = hintFacts(view);
  return { action, reason: hintEnglish(facts, view), facts };
}
