/** Test fixtures in the core's text notation: positions, actions and explicit deals. */
import {
  TILE_CODES,
  applyAction,
  canonicalTile,
  legalActions,
  makeAction,
  newRound,
  parseAction,
  parsePosition,
  type RoundState,
  type TileCode,
} from '../../src/core/index.ts';

/** A position from its one-line text; throws when the fixture itself is wrong. */
export function pos(text: string): RoundState {
  const parsed = parsePosition(text);
  if (!parsed.ok) throw new Error(`bad fixture: ${parsed.message}`);
  return parsed.value;
}

/** Applies actions written as text ("play 5|3 m", "draw", …); throws on a refusal. */
export function act(state: RoundState, ...actions: string[]): RoundState {
  let s = state;
  for (const text of actions) {
    const parsed = parseAction(text);
    if (!parsed.ok) throw new Error(parsed.message);
    const result = applyAction(s, parsed.value);
    if (!result.ok) throw new Error(`${text}: ${result.error.code} ${result.error.message}`);
    s = result.state;
  }
  return s;
}

/** The refusal of one action, or null when it is accepted. */
export function refusal(state: RoundState, text: string): { code: string; rule: string } | null {
  const parsed = parseAction(text);
  if (!parsed.ok) throw new Error(parsed.message);
  const result = applyAction(state, parsed.value);
  return result.ok ? null : { code: result.error.code, rule: result.error.rule };
}

/** The legal actions as sorted text. */
export function legal(state: RoundState): string[] {
  return legalActions(state).map(makeAction).sort();
}

/** A full explicit deal: the given hands, the yard's first tiles, then every other tile. */
export function fullDeal(hands: string[][], yardFirst: string[] = []): { hands: TileCode[][]; yard: TileCode[] } {
  const used = new Set([...hands.flat(), ...yardFirst].map((c) => canonicalTile(c)));
  return { hands, yard: [...yardFirst, ...TILE_CODES.filter((c) => !used.has(c))] };
}

/** A round from an explicit deal (see fullDeal). */
export function dealt(players: number, round: number, hands: string[][], yardFirst: string[] = []): RoundState {
  return newRound({ players, round, deal: fullDeal(hands, yardFirst) });
}
