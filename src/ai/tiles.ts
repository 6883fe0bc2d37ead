/** Tile and action helpers for the computer players: small numeric tiles, cheap to compare. */
import { TILE_CODES, parseTile, tileEnds, tilePips } from '../core/index.ts';
import type { Action, TileCode, TrainRef } from '../core/types.ts';

/** Highest number on a tile of the double-twelve set. */
export const TOP = 12;
/** How many numbers a tile end can show (0…12). */
export const NUMBERS = TOP + 1;

/** One tile as the players reason about it. */
export interface Tile {
  /** The core's tile index (canonical order). */
  readonly id: number;
  readonly a: number;
  readonly b: number;
  readonly pips: number;
  readonly double: boolean;
  readonly code: TileCode;
}

function build(): Tile[] {
  return TILE_CODES.map((code, id) => {
    // Every code of TILE_CODES names a tile, so its ends are never null.
    const [a, b] = tileEnds(code)!;
    return { id, a, b, pips: tilePips(code), double: a === b, code };
  });
}

/** Every tile of the set, by the core's tile index. */
export const TILES: readonly Tile[] = build();

const GRID: Tile[] = [];
for (const t of TILES) {
  GRID[t.a * NUMBERS + t.b] = t;
  GRID[t.b * NUMBERS + t.a] = t;
}

/** The tile a|b, for numbers 0…12 in either order. */
export function tileAt(a: number, b: number): Tile {
  return GRID[a * NUMBERS + b]!;
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

/** Sum of pips of a list of tiles. */
export function pipsOf(tiles: readonly Tile[]): number {
  let s = 0;
  for (const t of tiles) s += t.pips;
  return s;
}

/** Tiles sorted by index, so every decision is independent of hand order. */
export function sortedTiles(codes: readonly TileCode[]): Tile[] {
  return codes.map(tileOf).sort((x, y) => x.id - y.id);
}

/** Whether two train references name the same train. */
export function sameTrain(x: TrainRef, y: TrainRef): boolean {
  return x === y;
}

/** Whether two actions are the same move (type, tile and train). */
export function sameAction(x: Action, y: Action): boolean {
  if (x.type !== y.type) return false;
  if (x.type === 'play' && y.type === 'play') {
    return parseTile(x.tile) === parseTile(y.tile) && sameTrain(x.train, y.train);
  }
  return true;
}

/** A short text key of an action, for maps and stable ordering. */
export function actionKey(a: Action): string {
  return a.type === 'play' ? `play ${tileOf(a.tile).code} ${a.train}` : a.type;
}
