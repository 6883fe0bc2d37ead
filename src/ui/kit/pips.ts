/**
 * The pips of a half-tile, drawn once as images (tiles.css, written from this module by
 * scripts/tile-faces.ts): a tile on screen is then one element with its two halves as
 * backgrounds, not an SVG of up to thirty nodes — the table's style, layout, paint and
 * compositing all scale with its nodes, and a 10-seat table lays a hundred tiles.
 */

// Pip positions on a half-tile of 30×30 units: up to 9 on a 3×3 grid, 10–12 on 3 columns of 4.
const G3 = [7.5, 15, 22.5];
const G4 = [5.5, 12.3, 19.1, 25.9]; // four rows
const L = G3[0]!;
const M = G3[1]!;
const R = G3[2]!;
export const LAYOUTS: ReadonlyArray<ReadonlyArray<readonly [number, number]>> = [
  [],
  [[M, M]],
  [[L, L], [R, R]],
  [[L, L], [M, M], [R, R]],
  [[L, L], [R, L], [L, R], [R, R]],
  [[L, L], [R, L], [M, M], [L, R], [R, R]],
  [[L, L], [L, M], [L, R], [R, L], [R, M], [R, R]],
  [[L, L], [L, M], [L, R], [M, M], [R, L], [R, M], [R, R]],
  [[L, L], [L, M], [L, R], [M, L], [M, R], [R, L], [R, M], [R, R]],
  [[L, L], [L, M], [L, R], [M, L], [M, M], [M, R], [R, L], [R, M], [R, R]],
  [...G4.map((y): [number, number] => [L, y]), [M, G4[1]!], [M, G4[2]!], ...G4.map((y): [number, number] => [R, y])],
  [...G4.map((y): [number, number] => [L, y]), [M, 8.9], [M, M], [M, 21.1], ...G4.map((y): [number, number] => [R, y])],
  [...G4.map((y): [number, number] => [L, y]), ...G4.map((y): [number, number] => [M, y]), ...G4.map((y): [number, number] => [R, y])],
];

/** A colour per number, high contrast on the tile face in light and dark alike (styles.css has them as --p1…--p12 for numerals). */
export const PIP_COLOURS = ['', '#1e63c6', '#0f7d3c', '#c0392b', '#7b3fb5', '#b35c00', '#006e7f', '#a01a60', '#2f4f2f', '#5a3e1b', '#1b3a8a', '#8a1b1b', '#333333'];

/** A pip's radius on the half's 30×30 units (ten or more pips are packed closer). */
export function pipRadius(n: number): number {
  return n >= 10 ? 2.6 : 3;
}

/** The SVG of one half's pips (30×30 units), one path of circles. */
export function pipsSvg(n: number): string {
  const r = pipRadius(n);
  const k = (v: number): number => Math.round(v * 100) / 100;
  const d = LAYOUTS[n]!.map(([x, y]) => `M${k(x - r)} ${y}a${r} ${r} 0 1 0 ${k(2 * r)} 0a${r} ${r} 0 1 0 ${k(-2 * r)} 0`).join('');
  return `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 30 30'><path fill='${PIP_COLOURS[n]}' d='${d}'/></svg>`;
}

/** The stylesheet of the pip images: a custom property per number, set on a tile's halves by class (aN, bN). */
export function tileFacesCss(): string {
  const url = (svg: string): string => `url("data:image/svg+xml,${svg.replace(/</g, '%3C').replace(/>/g, '%3E').replace(/#/g, '%23')}")`;
  const lines = [
    '/* Written by scripts/tile-faces.ts from src/ui/kit/pips.ts: do not edit by hand (a test checks they agree). */',
    ':root {',
    ...LAYOUTS.slice(1).map((_, i) => `  --pips-${i + 1}: ${url(pipsSvg(i + 1))};`),
    '}',
    ...LAYOUTS.slice(1).map((_, i) => `.tile.a${i + 1} { --a: var(--pips-${i + 1}); } .tile.b${i + 1} { --b: var(--pips-${i + 1}); }`),
  ];
  return `${lines.join('\n')}\n`;
}

/** As much of a 2D canvas context as drawPips uses. */
export interface PipPen {
  fillStyle: unknown;
  clearRect(x: number, y: number, w: number, h: number): void;
  beginPath(): void;
  arc(x: number, y: number, r: number, start: number, end: number): void;
  fill(): void;
}

/** Draws one half's pips on a square canvas of `size` pixels (the same circles as pipsSvg). */
export function drawPips(pen: PipPen, n: number, size: number): void {
  const k = size / 30;
  pen.clearRect(0, 0, size, size);
  pen.fillStyle = PIP_COLOURS[n];
  for (const [x, y] of LAYOUTS[n]!) {
    pen.beginPath();
    pen.arc(x * k, y * k, pipRadius(n) * k, 0, 2 * Math.PI);
    pen.fill();
  }
}
