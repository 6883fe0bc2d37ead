/** Rule errors as values: a stable code, the rule it breaks and a sentence for a player. */
import type { RuleError } from './types.ts';

/** Builds a refused-action error. */
export function refuse(code: string, rule: string, message: string): { ok: false; error: RuleError } {
  return { ok: false, error: { code, rule, message } };
}

/** How a train is named in messages. */
export function trainName(players: number, t: number, seat: number): string {
  if (t === players) return 'the Mexican Train';
  return t === seat ? 'your train' : `seat ${t}'s train`;
}
