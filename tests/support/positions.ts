/**
 * Written inputs for the rules core's tests: positions and actions in the core's text notation,
 * and explicit deals. Core only (fixtures.ts adds sessions), so the core's tests load no session
 * module: the mutation run loads them again for every mutant (docs/mutation.md).
 */
import {
  TILE_CODES,
  applyAction,
  canonicalTile,
  legalActions,
  makeAction,
  newRound,
  parseAction,
  parsePosition,
  type Action,
  type MustPlayBecause,
  type RoundState,
  type TileCode,
} from '../../src/core/index.ts';

/** A position from its one-line text; throws when the fixture itself is wrong. */
export function pos(text: string): RoundState {
  const parsed = parsePosition(text);
  if (!parsed.ok) throw new Error(`bad fixture: ${parsed.message}`);
  return parsed.value;
}

/** Applies actions, as text ("play 5|3 m", "draw", …) or values; throws on a refusal. */
export function act(state: RoundState, ...actions: (Action | string)[]): RoundState {
  let s = state;
  for (const given of actions) {
    let action: Action;
    if (typeof given === 'string') {
      const parsed = parseAction(given);
      if (!parsed.ok) throw new Error(parsed.message);
      action = parsed.value;
    } else {
      action = given;
    }
    const result = applyAction(s, action);
    if (!result.ok) throw new Error(`${makeAction(action)}: ${result.error.code} ${result.error.message}`);
    s = result.state;
  }
  return s;
}

/** The refusal of one action (its code, rule, and for `must-play` the reason), or null when it is accepted. */
export function refusal(state: RoundState, text: string): { code: string; rule: string; because?: MustPlayBecause } | null {
  const parsed = parseAction(text);
  if (!parsed.ok) throw new Error(parsed.message);
  const result = applyAction(state, parsed.value);
  if (result.ok) return null;
  const { code, rule } = result.error;
  return result.error.code === 'must-play' ? { code, rule, because: result.error.data.because } : { code, rule };
}

/** The legal actions as sorted text. */
export function legal(state: RoundState): string[] {
  return legalActions(state).map(makeAction).sort();
}

/** An explicit deal as the core takes it: hands, then the yard in draw order. */
export type Deal = { hands: TileCode[][]; yard: TileCode[] };

/** A full explicit deal: the given hands, the yard's first tiles, then every other tile. */
export function fullDeal(hands: string[][], yardFirst: string[] = []): Deal {
  const used = new Set([...hands.flat(), ...yardFirst].map((c) => canonicalTile(c)));
  return { hands, yard: [...yardFirst, ...TILE_CODES.filter((c) => !used.has(c))] };
}

/** A round from an explicit deal (see fullDeal). */
export function dealt(players: number, round: number, hands: string[][], yardFirst: string[] = []): RoundState {
  return newRound({ players, round, deal: fullDeal(hands, yardFirst) });
}
