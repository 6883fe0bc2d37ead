/**
 * The rules core's public API (CORE_API.md): pure functions over immutable round states.
 * play.ts is the same without the position notation, for the session's modules (first chunk).
 */
export type {
  Action,
  ActionResult,
  ExposedDouble,
  Phase,
  PlayerView,
  RoundResult,
  RoundSetup,
  RoundSnapshot,
  RoundState,
  RuleError,
  Standings,
  TileCode,
  TrainRef,
  TrainSnapshot,
  TrainView,
  LaidTile,
  RefusalData,
  RuleCode,
  RuleErrorOf,
  MustPlayBecause,
  Refused,
  NoFacts,
} from './types.ts';
export { newRound, engineOf } from './round.ts';
export { legalActions } from './moves.ts';
export { applyAction } from './apply.ts';
export { snapshot, viewFor, publicView } from './view.ts';
export { handSize } from './deal.ts';
export { playsAgain, wentOut, roundPhase, roundTurn, roundResult } from './state.ts';
export { standings } from './standings.ts';
export { makePosition, parsePosition } from './notation.ts';
export { makeAction, parseAction, type Parsed } from './action-text.ts';
export { parseTile, tileCode, CODE as TILE_CODES, TILE_COUNT, MAX_PIP } from './tiles.ts';

import { CODE, parseTile, LOW, HIGH } from './tiles.ts';
import type { TileCode } from './types.ts';

/** The canonical code of a tile code in either order, or null when it names no tile. */
export function canonicalTile(code: string): TileCode | null {
  const id = parseTile(code);
  return id < 0 ? null : CODE[id]!;
}

/** The two ends of a tile code, low first, or null when it names no tile. */
export function tileEnds(code: string): [number, number] | null {
  const id = parseTile(code);
  return id < 0 ? null : [LOW[id]!, HIGH[id]!];
}

/** Pips of a tile code (R1.1); 0 for a code that names no tile. */
export function tilePips(code: string): number {
  const id = parseTile(code);
  return id < 0 ? 0 : LOW[id]! + HIGH[id]!;
}
