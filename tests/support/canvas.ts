/**
 * A document for the bitmap makers (kit/bitmaps.ts): its canvas draws with `pen` and encodes
 * (or not), and its root keeps the properties set on it. `sizes` lists each encoded canvas as
 * "width×height"; `content` says what each PNG holds (its size by default).
 */
export function canvasDocument(pen: unknown, opts: { context?: boolean; encodes?: boolean; content?: () => string } = {}) {
  const props = new Map<string, string>();
  const sizes: string[] = [];
  const canvas = {
    width: 0,
    height: 0,
    getContext: (kind: string) => (kind === '2d' && opts.context !== false ? pen : null),
    toBlob: (done: (b: Blob | null) => void, type: string) => {
      sizes.push(`${canvas.width}×${canvas.height}`);
      const content = opts.content?.() ?? `png of ${canvas.width}×${canvas.height}`;
      setTimeout(() => done(opts.encodes === false ? null : new Blob([content], { type })), 0);
    },
  };
  const doc = {
    documentElement: { style: { getPropertyValue: (k: string) => props.get(k) ?? '', setProperty: (k: string, v: string) => void props.set(k, v) } },
    createElement: (tag: string) => (tag === 'canvas' ? canvas : null),
    defaultView: { devicePixelRatio: 2 },
  } as unknown as Document;
  return { doc, props, sizes };
}
