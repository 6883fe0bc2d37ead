/**
 * The marker's locomotive as art (Loco.tsx, styles.css `.loco`): the engine's shape, which
 * the seat's colour is cut to, and its lines, lamp and wheels laid over, on a 24×16 grid.
 * The stylesheet has both as SVG images, which serve at once; bitmaps drawn from the same
 * figures replace them (rasterLoco): an SVG image in a background or a mask is drawn anew, as a
 * small document of its own, at every paint that includes it, and a big table shows dozens of
 * locomotives; a bitmap is decoded once and only copied.
 */
import { setBitmaps } from './bitmaps.ts';

/** The body's outline, corner by corner (the SVGs' path M2 4h8v-3h5v3h3l4 5v3H2z). */
export const BODY: ReadonlyArray<readonly [number, number]> = [
  [2, 4],
  [10, 4],
  [10, 1],
  [15, 1],
  [15, 4],
  [18, 4],
  [22, 9],
  [22, 12],
  [2, 12],
];
export const LAMP = { x: 21, y: 6.5, r: 1.8 } as const;
export const WHEELS = [6, 15] as const;
export const WHEEL_Y = 13.5;
export const WHEEL_R = 2.3;
/** The body's and wheels' rims (the wheels' in the seat's colour), and the lamp's. */
export const RIM = 0.8;
export const LAMP_RIM = 0.5;
export const INK = '#111';
/**
 * How much wider the lines are drawn than the shape's rims: the shape cuts their outer edge,
 * so the edge's soft pixels are ink, not the seat's colour showing past it.
 */
export const BLEED = 0.4;
export const LAMP_COLOUR = '#ffb300';

/** As much of a 2D canvas context as drawLoco uses. */
export interface LocoPen {
  fillStyle: unknown;
  strokeStyle: unknown;
  lineWidth: number;
  globalCompositeOperation: string;
  setTransform(a: number, b: number, c: number, d: number, e: number, f: number): void;
  clearRect(x: number, y: number, w: number, h: number): void;
  beginPath(): void;
  moveTo(x: number, y: number): void;
  lineTo(x: number, y: number): void;
  closePath(): void;
  arc(x: number, y: number, r: number, start: number, end: number): void;
  fill(): void;
  stroke(): void;
}

function body(pen: LocoPen): void {
  pen.beginPath();
  BODY.forEach(([x, y], i) => (i === 0 ? pen.moveTo(x, y) : pen.lineTo(x, y)));
  pen.closePath();
}

function disc(pen: LocoPen, x: number, y: number, r: number, colour: string): void {
  pen.fillStyle = colour;
  pen.beginPath();
  pen.arc(x, y, r, 0, 2 * Math.PI);
  pen.fill();
}

/**
 * Draws one part on a canvas of `width`×`height` pixels (the grid scaled to it): 'shape', the
 * engine's silhouette rims included (a mask: only its alpha counts), or 'lines', the body's
 * outline (not across the wheels), the lamp and the wheels' hubs.
 */
export function drawLoco(pen: LocoPen, part: 'shape' | 'lines', width: number, height: number): void {
  pen.setTransform(1, 0, 0, 1, 0, 0);
  pen.globalCompositeOperation = 'source-over';
  pen.clearRect(0, 0, width, height);
  pen.setTransform(width / 24, 0, 0, height / 16, 0, 0);
  if (part === 'shape') {
    body(pen);
    pen.fillStyle = '#000';
    pen.fill();
    pen.strokeStyle = '#000';
    pen.lineWidth = RIM;
    pen.stroke();
    disc(pen, LAMP.x, LAMP.y, LAMP.r + LAMP_RIM / 2, '#000');
    for (const x of WHEELS) disc(pen, x, WHEEL_Y, WHEEL_R + RIM / 2, '#000');
    return;
  }
  body(pen);
  pen.strokeStyle = INK;
  pen.lineWidth = RIM + BLEED;
  pen.stroke();
  // The wheels' rims (the seat's colour) lie over the body's outline: cut it there.
  pen.globalCompositeOperation = 'destination-out';
  for (const x of WHEELS) disc(pen, x, WHEEL_Y, WHEEL_R + RIM / 2, '#000');
  pen.globalCompositeOperation = 'source-over';
  disc(pen, LAMP.x, LAMP.y, LAMP.r, LAMP_COLOUR);
  pen.beginPath();
  pen.arc(LAMP.x, LAMP.y, LAMP.r, 0, 2 * Math.PI);
  pen.strokeStyle = INK;
  pen.lineWidth = LAMP_RIM + BLEED;
  pen.stroke();
  for (const x of WHEELS) disc(pen, x, WHEEL_Y, WHEEL_R - RIM / 2, INK);
}

/** The largest locomotive on any screen, in CSS pixels wide (1.45em of a lane's or chip's largest text). */
const LARGEST = 48;

/**
 * Draws both parts as bitmaps (bitmaps.ts) and sets them on the root as --loco-shape and
 * --loco-lines in place of the SVGs. Resolves true when the bitmaps are in place.
 */
export function rasterLoco(doc: Document | undefined = globalThis.document): Promise<boolean> {
  return setBitmaps(
    doc,
    LARGEST,
    (LARGEST * 16) / 24,
    (['shape', 'lines'] as const).map((part) => ({ property: `--loco-${part}`, draw: (pen, width, height) => drawLoco(pen as unknown as LocoPen, part, width, height) })),
  );
}
