/**
 * Paints the result card (result-card.ts lays it out) on a canvas and hands it back as a PNG
 * file. Loaded on demand, with the layout, by the Share button at a session's end.
 */
import { cardLayout, type CardInput, type CardModel } from './result-card.ts';

const SANS = 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "DejaVu Sans", sans-serif';
const MONO = 'ui-monospace, "SF Mono", Menlo, Consolas, "DejaVu Sans Mono", monospace';

/** Paints `model` on a 2D context. */
function paint(ctx: CanvasRenderingContext2D, model: CardModel): void {
  ctx.fillStyle = model.background;
  ctx.fillRect(0, 0, model.width, model.height);
  for (const p of model.paints) {
    ctx.fillStyle = p.fill;
    if (p.kind === 'rect') {
      ctx.beginPath();
      if (p.radius > 0 && typeof ctx.roundRect === 'function') ctx.roundRect(p.x, p.y, p.w, p.h, p.radius);
      else ctx.rect(p.x, p.y, p.w, p.h);
      ctx.fill();
    } else {
      ctx.font = `${p.weight} ${p.size}px ${p.mono ? MONO : SANS}`;
      ctx.textAlign = p.align;
      ctx.textBaseline = 'alphabetic';
      ctx.fillText(p.text, p.x, p.y, p.maxWidth);
    }
  }
}

/** The result card of `input` as a PNG file named `name`. */
export async function resultCardFile(input: CardInput, name: string): Promise<File> {
  const model = cardLayout(input);
  const canvas = document.createElement('canvas');
  canvas.width = model.width;
  canvas.height = model.height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('No 2D canvas on this device.');
  paint(ctx, model);
  const blob = await new Promise<Blob>((resolve, reject) => canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('The card could not be drawn.'))), 'image/png'));
  return new File([blob], name, { type: 'image/png' });
}
