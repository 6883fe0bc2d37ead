/** A domino: one element with pips (a colour per number) or numerals, and a text name for screen readers. */
import type { JSX } from 'preact';
import { useContext } from 'preact/hooks';
import { tileEnds } from '../../core/index.ts';
import { AppContext } from '../app/context.ts';
import { LAYOUTS, drawPips, pipsSvg } from './pips.ts';
import { Pure } from './pure.ts';
import { setBitmaps } from './bitmaps.ts';
import './tiles.css';

/**
 * The pip images under short names: a blob: URL per number, made once when the tiles' code
 * loads and set on the root as --pips-N (tiles.css's data: URIs stay as the fallback). Every
 * style recalculation of a tile substitutes its halves' images into its background, which is
 * much slower with long data: URIs than with short names. The page's Content-Security-Policy
 * allows blob: images. The SVGs serve at once; bitmaps of the same pips replace them as soon as
 * they are drawn (rasterPips), once, for every tile together.
 */
export function namePipImages(doc: Document | undefined = globalThis.document): void {
  if (!doc?.documentElement || typeof URL.createObjectURL !== 'function' || typeof Blob === 'undefined') return;
  const root = doc.documentElement.style;
  if (root.getPropertyValue('--pips-1')) return;
  try {
    const urls = LAYOUTS.slice(1).map((_, i) => URL.createObjectURL(new Blob([pipsSvg(i + 1)], { type: 'image/svg+xml' })));
    urls.forEach((url, i) => root.setProperty(`--pips-${i + 1}`, `url("${url}")`));
  } catch {
    // No blob URLs here (an old browser): the stylesheet's images serve.
    return;
  }
  void rasterPips(doc);
}

/** The largest half of a tile on any screen, in CSS pixels (a hand tile up to 70 px wide at the largest size, a tablet's board tile 92 px long). */
const LARGEST_HALF = 72;

/**
 * Draws the pips as bitmaps (PNG, one per number, sized for the largest half on this screen)
 * and puts them in place of the SVGs. A tile's SVG halves are drawn anew at every paint that
 * includes the tile (each image its own small document), a large part of a busy frame's paint;
 * a bitmap is decoded once and only copied. Encoding happens off the page's thread (toBlob);
 * nothing changes where there is no canvas (the SVGs stay). Resolves true when the bitmaps are
 * in place.
 */
export function rasterPips(doc: Document): Promise<boolean> {
  const parts = LAYOUTS.slice(1).map((_, i) => ({ property: `--pips-${i + 1}`, draw: (pen: CanvasRenderingContext2D, size: number) => drawPips(pen, i + 1, size) }));
  return setBitmaps(doc, LARGEST_HALF, LARGEST_HALF, parts);
}
namePipImages();

/** The two numbers of a tile code, low first (the core reads the code; [0, 0] for no tile). */
export function ends(code: string): [number, number] {
  return tileEnds(code) ?? [0, 0];
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
  /** Numerals whatever the Display setting (a tile drawn too small for its pips to be counted). */
  numerals?: boolean;
}

/** One domino; re-drawn only when one of its values changes (a tap re-renders a lane, not its tiles). */
export class Tile extends Pure<TileProps> {
  override render(): JSX.Element {
    return <TileFace {...this.props} />;
  }
}

/**
 * The drawing, named for screen readers by the wording module ("5–3", "double 6", "face-down
 * tile"): one element, its halves' pips as background images (pips.ts, tiles.css), or its
 * numbers as text.
 */
function TileFace({ code, orientation = 'vertical', first, class: cls = '', faceDown = false, placed = false, since = false, numerals: small = false }: TileProps): JSX.Element {
  const app = useContext(AppContext);
  // A tile's name depends on the language alone, not on who reads: no need to redraw at every move.
  const words = app?.words.peek() ?? null;
  // Pips or numerals: the person's display preference (absent in renders without an app model), numerals on a tile too small for pips.
  const numerals = small || app?.preferences?.value.tileFace === 'numerals';
  let [a, b] = ends(code);
  if (first !== undefined && b === first && a !== first) [a, b] = [b, a];
  const horizontal = orientation === 'horizontal';
  const label = words ? (faceDown ? words.catalog.table.faceDown : words.tile(`${a}|${b}`)) : `${a}|${b}`;
  const face = faceDown ? 'down' : numerals ? 'num' : `pips a${a} b${b}`;
  return (
    <span class={`tile ${horizontal ? 'h' : 'v'} ${face}${cls ? ` ${cls}` : ''}`} role="img" aria-label={label} data-placed={placed ? code : undefined} data-since={since ? 'true' : undefined}>
      {numerals && !faceDown && (
        <>
          <Numeral n={a} />
          <Numeral n={b} />
        </>
      )}
    </span>
  );
}

/** A half's number (a blank stays blank, as on a real tile). */
function Numeral({ n }: { n: number }) {
  return <span class={`half p${n}${n >= 10 ? ' two' : ''}`}>{n === 0 ? '' : n}</span>;
}
