/** Tile and action helpers for the computer players: the core's tiles as small records, cheap to compare. */
import { CODE, HIGH, LOW, MAX_PIP, parseTile, pips, tileId } from '../core/tiles.ts';
import type { Action, TileCode } from '../core/types.ts';

/** How many numbers a tile end can show (0…12). */
export const NUMBERS = MAX_PIP + 1;

/** One tile as the players reason about it. */
export interface Tile {
  /** The core's tile id (canonical order). */
  readonly id: number;
  readonly a: number;
  readonly b: number;
  readonly pips: number;
  readonly double: boolean;
  readonly code: TileCode;
}

/** Every tile of the set, by the core's tile id. */
export const TILES: readonly Tile[] = CODE.map((code, id) => ({ id, a: LOW[id]!, b: HIGH[id]!, pips: pips(id), double: LOW[id] === HIGH[id], code }));

/** The tile a|b, for numbers 0…12 in either order. */
export function tileAt(a: number, b: number): Tile {
  return TILES[tileId(a, b)]!;
}

/** The tile of a code written in either order; throws on a code that names no tile. */
export function tileOf(code: TileCode): Tile {
  const id = parseTile(code);
  const tile = TILES[id];
  if (!tile) throw new Error(`"${code}" is not a tile of the double-twelve set.`);
  return tile;
}

/** Whether the tile shows the number n on either end. */
export function shows(t: Tile, n: number): boolean {
  return t.a === n || t.b === n;
}

/** The end left open when the tile is laid against n (assumes shows(t, n)). */
export function other(t: Tile, n: number): number {
  return t.a === n ? t.b : t.a;
}

/** Tiles sorted by id, so every decision is independent of hand order. */
export function sortedTiles(codes: readonly TileCode[]): Tile[] {
  return codes.map(tileOf).sort((x, y) => x.id - y.id);
}

/** Whether two actions are the same move (type, tile and train). */
export function sameAction(x: Action, y: Action): boolean {
  if (x.type !== y.type) return false;
  if (x.type === 'play' && y.type === 'play') return parseTile(x.tile) === parseTile(y.tile) && x.train === y.train;
  return true;
}
