/**
 * The seats' shapes as art (issue 42: nothing by colour alone; styles.css `.seat-N`): each
 * seat's shape on a 16×16 grid, cut from its colour (--glyph, a mask) and outlined
 * (--glyph-line). The stylesheet has both as SVG images, which serve at once; bitmaps drawn
 * from the same paths replace them (rasterGlyphs). Each SVG image is a document of its own,
 * made when an element first needs it and drawn anew at every paint that includes it: a
 * 10-seat table's first seat strip made twenty such documents in one task. A bitmap is
 * decoded once and only copied.
 */
import { setBitmaps } from './bitmaps.ts';
import type { Idle } from './idle.ts';

/** Each seat's shape (`seat % 10`) as an SVG path on the 16×16 grid, as the stylesheet's images have it. */
export const GLYPHS: readonly string[] = [
  'M8 1a7 7 0 1 0 0 14A7 7 0 1 0 8 1z', // circle
  'M1.8 1.8h12.4v12.4H1.8z', // square
  'M8 .8 15.5 14.6H.5z', // triangle
  'M8 0 16 8 8 16 0 8z', // diamond
  'M8 0.5 10.1 6 16 6.3 11.4 10 12.9 15.7 8 12.5 3.1 15.7 4.6 10 0 6.3 5.9 6z', // star
  'M5.3 .8h5.4v4.5h4.5v5.4h-4.5v4.5H5.3v-4.5H.8V5.3h4.5z', // cross
  'M8 15.2C3.5 11.6.6 9 .6 5.6.6 3.1 2.5 1.2 4.8 1.2c1.4 0 2.5.7 3.2 1.8.7-1.1 1.8-1.8 3.2-1.8 2.3 0 4.2 1.9 4.2 4.4 0 3.4-2.9 6-7.4 9.6z', // heart
  'M.5 1.4h15L8 15.2z', // down
  'M8 0.4 14.6 4.2 14.6 11.8 8 15.6 1.4 11.8 1.4 4.2z', // hexagon
  'M10.6.9A7.4 7.4 0 1 0 15.3 11 6 6 0 0 1 10.6.9z', // moon
];

/** The outline's ink and width on the grid (the shape's mask keeps its inner half). */
export const GLYPH_INK = '#111';
export const GLYPH_LINE = 2.2;

/** As much of a 2D canvas context as drawGlyph uses; paths come from `path` (Path2D in a browser). */
export interface GlyphPen<P> {
  fillStyle: unknown;
  strokeStyle: unknown;
  lineWidth: number;
  lineJoin: string;
  setTransform(a: number, b: number, c: number, d: number, e: number, f: number): void;
  clearRect(x: number, y: number, w: number, h: number): void;
  fill(path: P): void;
  stroke(path: P): void;
}

/**
 * Draws one seat's shape on a canvas of `size`×`size` pixels (the grid scaled to it): 'shape',
 * filled (a mask: only its alpha counts), or 'lines', its outline.
 */
export function drawGlyph<P>(pen: GlyphPen<P>, path: P, part: 'shape' | 'lines', size: number): void {
  pen.setTransform(1, 0, 0, 1, 0, 0);
  pen.clearRect(0, 0, size, size);
  pen.setTransform(size / 16, 0, 0, size / 16, 0, 0);
  if (part === 'shape') {
    pen.fillStyle = '#000';
    pen.fill(path);
    return;
  }
  pen.strokeStyle = GLYPH_INK;
  pen.lineWidth = GLYPH_LINE;
  pen.lineJoin = 'round';
  pen.stroke(path);
}

/** The largest glyph on any screen, in CSS pixels (0.9em of a score pad's name in the reader's largest text). */
const LARGEST = 32;

/** The root's properties that carry seat `i`'s bitmaps (styles.css `.seat-N` takes them over its SVGs). */
export const glyphProperties = (i: number): [shape: string, lines: string] => [`--glyph-art-${i}`, `--glyph-lines-${i}`];

/**
 * Draws every seat's shape and outline as bitmaps (bitmaps.ts) and sets them on the root in place
 * of the SVGs; nothing changes where there is no Path2D. Resolves true when the bitmaps are in place.
 */
export async function rasterGlyphs(doc: Document | undefined = globalThis.document): Promise<boolean> {
  if (!doc?.documentElement || typeof Path2D !== 'function') return false;
  if (doc.documentElement.style.getPropertyValue(glyphProperties(0)[0])) return true;
  try {
    const parts = GLYPHS.flatMap((d, i) => {
      const path = new Path2D(d);
      const [shape, lines] = glyphProperties(i);
      return [
        { property: shape, draw: (pen: CanvasRenderingContext2D, size: number) => drawGlyph(pen, path, 'shape', size) },
        { property: lines, draw: (pen: CanvasRenderingContext2D, size: number) => drawGlyph(pen, path, 'lines', size) },
      ];
    });
    return await setBitmaps(doc, LARGEST, LARGEST, parts);
  } catch {
    // A path that cannot be made here: the SVGs stay.
    return false;
  }
}

/** Seats whose bitmaps are loaded at one idle moment (the next style pass fetches two images a seat). */
const WARM_BATCH = 2;

/**
 * Loads every seat's bitmaps (rasterGlyphs) before a table needs them: an element a seat out of
 * sight (styles.css `.glyph-warm`) showing its shape and outline, a few seats at each `idle`
 * moment, kept so that the images stay loaded. An image is fetched by the first style pass that
 * meets it: a 10-seat table's first seat strip fetched its twenty in one task.
 */
export function warmGlyphs(idle: Idle, doc: Document | undefined = globalThis.document): void {
  if (!doc?.body || doc.querySelector('.glyph-warm')) return;
  const holder = doc.createElement('div');
  holder.className = 'glyph-warm';
  holder.setAttribute('aria-hidden', 'true');
  doc.body.appendChild(holder);
  const add = (from: number): void => {
    for (let i = from; i < Math.min(from + WARM_BATCH, GLYPHS.length); i++) {
      const [shape, lines] = glyphProperties(i);
      const seat = doc.createElement('i');
      seat.style.setProperty('background-image', `var(${lines})`);
      seat.style.setProperty('-webkit-mask-image', `var(${shape})`);
      seat.style.setProperty('mask-image', `var(${shape})`);
      holder.appendChild(seat);
    }
    if (from + WARM_BATCH < GLYPHS.length) idle(() => add(from + WARM_BATCH));
  };
  idle(() => add(0));
}
