/** R1.1 the double-twelve set: tile codes, ends and pips, read in either order. */
import { describe, expect, it } from 'vitest';
import { MAX_PIP, TILE_CODES, TILE_COUNT, canonicalTile, parseTile, tileCode, tileEnds, tilePips } from '../../src/core/index.ts';
import { tileId } from '../../src/core/tiles.ts';

/** Every pair a ≤ b of 0…12, in the set's order. */
const pairs = (): [number, number][] => {
  const out: [number, number][] = [];
  for (let a = 0; a <= 12; a++) for (let b = a; b <= 12; b++) out.push([a, b]);
  return out;
};

describe('R1.1 the double-twelve set', () => {
  it('R1.1 holds the 91 tiles a|b with 0 ≤ a ≤ b ≤ 12, each once, low end first', () => {
    expect(MAX_PIP).toBe(12);
    expect(TILE_COUNT).toBe(91);
    expect(TILE_CODES).toEqual(pairs().map(([a, b]) => `${a}|${b}`));
  });

  it('R1.1 each tile has its two ends and its pips, low end first', () => {
    for (const [a, b] of pairs()) {
      expect(tileEnds(`${b}|${a}`)).toEqual([a, b]);
      expect(tilePips(`${a}|${b}`)).toBe(a + b);
    }
    expect(tilePips('0|0')).toBe(0);
  });

  it('R1.1 a code in either order names the same tile', () => {
    for (const [a, b] of pairs()) {
      const id = TILE_CODES.indexOf(`${a}|${b}`);
      expect(parseTile(`${a}|${b}`)).toBe(id);
      expect(parseTile(`${b}|${a}`)).toBe(id);
      expect(tileId(a, b)).toBe(id);
      expect(tileId(b, a)).toBe(id);
      expect(canonicalTile(`${b}|${a}`)).toBe(`${a}|${b}`);
      expect(tileCode(b, a)).toBe(`${a}|${b}`);
      expect(tileCode(a, b)).toBe(`${a}|${b}`);
    }
  });

  it.each([
    ['  12  |  10  ', '10|12'],
    ['  7  |  2  ', '2|7'],
    ['07|2', '2|7'],
    ['5 |3', '3|5'],
  ])('R1.1 %j is read with spaces and leading zeros as the %s', (text, code) => {
    expect(parseTile(text)).toBe(TILE_CODES.indexOf(code));
    expect(canonicalTile(text)).toBe(code);
  });

  it.each(['13|1', '1|13', '123|4', 'x5|3', '5|3x', '5||3', '5 3', '|', '', '-1|2', '1.5|2'])('R1.1 %j names no tile', (text) => {
    expect(parseTile(text)).toBe(-1);
    expect(canonicalTile(text)).toBeNull();
    expect(tileEnds(text)).toBeNull();
    expect(tilePips(text)).toBe(0);
  });

  it('R1.1 only text names a tile', () => {
    expect(parseTile(12)).toBe(-1);
    expect(parseTile(null)).toBe(-1);
    expect(parseTile(['1|2'])).toBe(-1);
  });

  it.each([
    [13, 0],
    [0, 13],
    [-1, 3],
    [3, -1],
    [1.5, 2],
    [2, 1.5],
  ])('R1.1 the numbers %d and %d make no tile', (a, b) => {
    expect(tileId(a, b)).toBe(-1);
  });
});
