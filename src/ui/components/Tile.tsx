/** A domino drawn as SVG: pips as dots (one path a half), a colour per number, and a text name for screen readers. */
import type { JSX } from 'preact';
import { useContext } from 'preact/hooks';
import { tileEnds } from '../../core/index.ts';
import { AppContext } from '../model/context.ts';
import { Pure } from './pure.ts';

// Pip positions on a half-tile of 30×30 units: up to 9 on a 3×3 grid, 10–12 on 3 columns of 4.
const G3 = [7.5, 15, 22.5];
const G4 = [5.5, 12.3, 19.1, 25.9]; // four rows
const L = G3[0]!;
const M = G3[1]!;
const R = G3[2]!;
const LAYOUTS: Array<Array<[number, number]>> = [
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

/** The two numbers of a tile code, low first (the core reads the code; [0, 0] for no tile). */
export function ends(code: string): [number, number] {
  return tileEnds(code) ?? [0, 0];
}

/**
 * A half's pips as one path of circles (a tile is five nodes, not up to thirty: the table's
 * style, layout and paint scale with its nodes), kept per number and place.
 */
const PATHS = new Map<string, string>();
function pipsPath(n: number, x: number, y: number): string {
  const key = `${n} ${x} ${y}`;
  let d = PATHS.get(key);
  if (d === undefined) {
    const r = n >= 10 ? 2.6 : 3;
    d = LAYOUTS[n]!.map(([px, py]) => `M${x + px - r} ${y + py}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`).join('');
    PATHS.set(key, d);
  }
  return d;
}

function Half({ n, x, y, numerals }: { n: number; x: number; y: number; numerals: boolean }) {
  // A numeral is read at any size; a blank stays blank, as on a real tile.
  if (n === 0) return null;
  if (numerals) {
    return (
      <text class={`num p${n}${n >= 10 ? ' two' : ''}`} x={x + 15} y={y + 16} text-anchor="middle" dominant-baseline="central">
        {n}
      </text>
    );
  }
  return <path class={`pips p${n}`} d={pipsPath(n, x, y)} />;
}

interface TileProps {
  code: string;
  /** Horizontal tiles lie along a train; vertical ones stand in the hand or cross a train. */
  orientation?: 'horizontal' | 'vertical';
  /** Flip so that `first` is the end drawn first (left or top). */
  first?: number;
  class?: string;
  faceDown?: boolean;
  /** A tile laid on a train: marked `data-placed` for checks from outside. */
  placed?: boolean;
  /** Laid since the viewer's last turn: marked `data-since`, and drawn so. */
  since?: boolean;
}

/** One domino; re-drawn only when one of its values changes (a tap re-renders a lane, not its tiles). */
export class Tile extends Pure<TileProps> {
  override render(): JSX.Element {
    return <TileSvg {...this.props} />;
  }
}

/** The drawing, named for screen readers by the wording module ("5–3", "double 6", "face-down tile"). */
function TileSvg({ code, orientation = 'vertical', first, class: cls = '', faceDown = false, placed = false, since = false }: TileProps): JSX.Element {
  const app = useContext(AppContext);
  // A tile's name depends on the language alone, not on who reads: no need to redraw at every move.
  const words = app?.words.peek() ?? null;
  // Pips or numerals: the person's display preference (absent in renders without an app model).
  const numerals = app?.preferences?.value.tileFace === 'numerals';
  let [a, b] = ends(code);
  if (first !== undefined && b === first && a !== first) [a, b] = [b, a];
  const horizontal = orientation === 'horizontal';
  const w = horizontal ? 62 : 32;
  const h = horizontal ? 32 : 62;
  const label = words ? (faceDown ? words.catalog.table.faceDown : words.tile(`${a}|${b}`)) : `${a}|${b}`;
  return (
    <svg
      class={`tile ${horizontal ? 'h' : 'v'} ${faceDown ? 'down' : ''} ${cls}`}
      viewBox={`0 0 ${w} ${h}`}
      role="img"
      aria-label={label}
      data-placed={placed ? code : undefined}
      data-since={since ? 'true' : undefined}
    >
      <rect class="face" x="0.75" y="0.75" width={w - 1.5} height={h - 1.5} rx="4" />
      {!faceDown && (
        <>
          {horizontal ? (
            <line class="bar" x1="31" y1="5" x2="31" y2="27" />
          ) : (
            <line class="bar" x1="5" y1="31" x2="27" y2="31" />
          )}
          <Half n={a} x={1} y={1} numerals={numerals} />
          <Half n={b} x={horizontal ? 31 : 1} y={horizontal ? 1 : 31} numerals={numerals} />
        </>
      )}
    </svg>
  );
}
