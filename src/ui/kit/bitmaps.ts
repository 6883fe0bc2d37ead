/**
 * Bitmaps in place of a stylesheet's SVG images (the pips, the locomotive, the seats' shapes): an
 * SVG image is a document of its own, drawn anew at every paint that includes it; a bitmap is
 * decoded once and only copied. Each part is drawn on one canvas sized for the screen's pixels,
 * encoded as PNG off the page's thread (toBlob encodes a copy of the canvas as it is at the call),
 * named by an object URL and set on the root under its property, all at once (one change of the
 * root's style). Nothing changes where the canvas cannot draw or encode (the SVGs stay).
 */
import { objectURLs } from './object-urls.ts';

/** One part: the root property it is set under, and how to draw it on a canvas of width × height pixels. */
export interface BitmapPart {
  property: string;
  draw: (pen: CanvasRenderingContext2D, width: number, height: number) => void;
}

/**
 * Draws `parts` at `width` × `height` CSS pixels (the largest they show at, times the screen's
 * pixel ratio, up to 3) and sets them on `doc`'s root. Resolves true when they are in place.
 */
export async function setBitmaps(doc: Document | undefined, width: number, height: number, parts: readonly BitmapPart[]): Promise<boolean> {
  try {
    if (!doc?.documentElement || typeof URL.createObjectURL !== 'function') return false;
    const canvas = doc.createElement('canvas');
    const pen = canvas.getContext('2d');
    if (!pen || typeof canvas.toBlob !== 'function') return false;
    const ratio = Math.min(3, Math.max(1, doc.defaultView?.devicePixelRatio || 1));
    canvas.width = Math.ceil(width * ratio);
    canvas.height = Math.ceil(height * ratio);
    const blobs = await Promise.all(
      parts.map((part) => {
        part.draw(pen, canvas.width, canvas.height);
        return new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
      }),
    );
    if (blobs.some((b) => !b || b.size === 0)) return false;
    const urls = await objectURLs(blobs as Blob[]);
    const root = doc.documentElement.style;
    parts.forEach((part, i) => root.setProperty(part.property, `url("${urls[i]!}")`));
    return true;
  } catch {
    // A canvas that cannot draw or encode here: the SVGs stay.
    return false;
  }
}
