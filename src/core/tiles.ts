/** The double-twelve set (R1.1): tiles as small integer ids, with their codes and pips. */
import type { TileCode } from './types.ts';

/** Highest pip number of the set. */
export const MAX_PIP = 12;
/** Number of tiles in a double-twelve set. */
export const TILE_COUNT = 91;

/** Low end of each tile id. */
export const LOW: readonly number[] = [];
/** High end of each tile id. */
export const HIGH: readonly number[] = [];
/** Canonical code "a|b" (a ≤ b) of each tile id. */
export const CODE: readonly TileCode[] = [];

const ids = new Map<string, number>();
/** Id of the tile a|b at a * 13 + b, both orders: a lookup cheap enough for the computer players' inner loops. */
const grid = new Int8Array((MAX_PIP + 1) ** 2);
for (let a = 0; a <= MAX_PIP; a++) {
  for (let b = a; b <= MAX_PIP; b++) {
    const id = (LOW as number[]).length;
    (LOW as number[]).push(a);
    (HIGH as number[]).push(b);
    (CODE as string[]).push(`${a}|${b}`);
    ids.set(`${a}|${b}`, id);
    ids.set(`${b}|${a}`, id);
    grid[a * (MAX_PIP + 1) + b] = id;
    grid[b * (MAX_PIP + 1) + a] = id;
  }
}

/** Id of the tile a|b, for 0 ≤ a, b ≤ 12 in either order; −1 for any other numbers. */
export function tileId(a: number, b: number): number {
  return Number.isInteger(a) && Number.isInteger(b) && a >= 0 && b >= 0 && a <= MAX_PIP && b <= MAX_PIP ? grid[a * (MAX_PIP + 1) + b]! : -1;
}

/** Id of a tile code in either order ("5|3" = "3|5"); −1 when it names no tile. */
export function parseTile(code: unknown): number {
  if (typeof code !== 'string') return -1;
  const id = ids.get(code);
  if (id !== undefined) return id;
  const m = /^\s*(\d{1,2})\s*\|\s*(\d{1,2})\s*$/.exec(code);
  return m ? tileId(Number(m[1]), Number(m[2])) : -1;
}

/** Pips of a tile id (R1.1). */
export function pips(id: number): number {
  return LOW[id]! + HIGH[id]!;
}

/** Whether a tile id is a double. */
export function isDouble(id: number): boolean {
  return LOW[id] === HIGH[id];
}

/** Whether a tile id shows the number n on either end. */
export function shows(id: number, n: number): boolean {
  return LOW[id] === n || HIGH[id] === n;
}

/** The other end of a tile placed against n (assumes shows(id, n)). */
export function otherEnd(id: number, n: number): number {
  return LOW[id] === n ? HIGH[id]! : LOW[id]!;
}

/** The canonical code of the tile a|b. */
export function tileCode(a: number, b: number): TileCode {
  return a <= b ? `${a}|${b}` : `${b}|${a}`;
}

/** Sum of pips of a list of tile ids. */
export function pipSum(tiles: readonly number[]): number {
  let s = 0;
  for (const t of tiles) s += LOW[t]! + HIGH[t]!;
  return s;
}
