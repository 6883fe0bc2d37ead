import { readFileSync } from 'node:fs';
import { resolveObjectURL } from 'node:buffer';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { canvasDocument } from '../support/canvas.ts';
import { GLYPHS, GLYPH_INK, GLYPH_LINE, drawGlyph, glyphProperties, rasterGlyphs, warmGlyphs, type GlyphPen } from '../../src/ui/kit/glyph-art.ts';

const css = readFileSync(new URL('../../src/ui/styles.css', import.meta.url), 'utf8');

/** Seat `i`'s rule in the stylesheet: the properties its bitmaps come in, and its SVGs decoded. */
function seatRule(i: number) {
  const m = new RegExp(`\\.seat-${i} \\{ --glyph: var\\((--[\\w-]+), url\\('data:image/svg\\+xml,([^']+)'\\)\\); --glyph-line: var\\((--[\\w-]+), url\\('data:image/svg\\+xml,([^']+)'\\)\\); \\}`).exec(css);
  expect(m, `.seat-${i}`).not.toBeNull();
  return { shapeProperty: m![1], shape: decodeURIComponent(m![2]!), linesProperty: m![3], lines: decodeURIComponent(m![4]!) };
}

type Op = { op: string; args: unknown[]; fill?: unknown; stroke?: unknown; width?: number; join?: string };
function recordingPen(): { pen: GlyphPen<string>; ops: Op[] } {
  const ops: Op[] = [];
  const pen: GlyphPen<string> = {
    fillStyle: '',
    strokeStyle: '',
    lineWidth: 1,
    lineJoin: 'miter',
    setTransform: (...args) => void ops.push({ op: 'transform', args }),
    clearRect: (...args) => void ops.push({ op: 'clear', args }),
    fill: (path) => void ops.push({ op: 'fill', args: [path], fill: pen.fillStyle }),
    stroke: (path) => void ops.push({ op: 'stroke', args: [path], stroke: pen.strokeStyle, width: pen.lineWidth, join: pen.lineJoin }),
  };
  return { pen, ops };
}

describe('the seats’ shapes (issue 42)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('the stylesheet’s SVGs draw the paths the bitmaps draw, ten shapes, each seat its own', () => {
    expect(GLYPHS).toHaveLength(10);
    expect(new Set(GLYPHS).size).toBe(10);
    GLYPHS.forEach((d, i) => {
      const rule = seatRule(i);
      expect(rule.shape).toBe(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><path d="${d}"/></svg>`);
      expect(rule.lines).toBe(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><path d="${d}" fill="none" stroke="${GLYPH_INK}" stroke-width="${GLYPH_LINE}" stroke-linejoin="round"/></svg>`);
      // The bitmaps, once set on the root, come first.
      expect([rule.shapeProperty, rule.linesProperty]).toEqual(glyphProperties(i));
    });
  });

  it('a shape is filled, an outline stroked in the SVGs’ ink, width and joins, on the grid scaled to the canvas', () => {
    for (const part of ['shape', 'lines'] as const) {
      const { pen, ops } = recordingPen();
      drawGlyph(pen, 'the path', part, 64);
      expect(ops.find((o) => o.op === 'clear')?.args).toEqual([0, 0, 64, 64]);
      expect(ops.filter((o) => o.op === 'transform').at(-1)?.args).toEqual([4, 0, 0, 4, 0, 0]);
      const drawn = ops.filter((o) => o.op === 'fill' || o.op === 'stroke');
      if (part === 'shape') expect(drawn).toEqual([{ op: 'fill', args: ['the path'], fill: '#000' }]);
      else expect(drawn).toEqual([{ op: 'stroke', args: ['the path'], stroke: GLYPH_INK, width: GLYPH_LINE, join: 'round' }]);
    }
  });

  /** A document whose canvas records what it draws, with Path2D standing in for the browser's (the paths made, in order). */
  function glyphDocument(opts: { context?: boolean; encodes?: boolean } = {}) {
    const paths: string[] = [];
    const { pen, ops } = recordingPen();
    vi.stubGlobal(
      'Path2D',
      class {
        constructor(readonly d: string) {
          paths.push(d);
        }
      },
    );
    // Each PNG says what was drawn last on the canvas when it was encoded.
    const content = () => {
      const last = ops.filter((o) => o.op === 'fill' || o.op === 'stroke').at(-1);
      return `png: ${last?.op} ${(last?.args[0] as { d: string }).d}`;
    };
    return { ...canvasDocument(pen, { ...opts, content }), paths };
  }

  it('puts PNGs of every seat’s shape and outline in place of the SVGs, sized for the screen’s pixels', async () => {
    const { doc, props, sizes, paths } = glyphDocument();
    expect(await rasterGlyphs(doc)).toBe(true);
    expect(paths).toEqual(GLYPHS);
    expect(new Set(sizes)).toEqual(new Set(['64×64'])); // the largest glyph, 32 CSS px, at 2 device pixels each
    expect(sizes).toHaveLength(20);
    expect([...props.keys()]).toEqual(GLYPHS.flatMap((_, i) => glyphProperties(i)));
    for (const [i, d] of GLYPHS.entries()) {
      const [shape, lines] = glyphProperties(i).map((name) => /^url\("(blob:[^"]+)"\)$/.exec(props.get(name)!)?.[1]);
      expect(await resolveObjectURL(shape!)?.text()).toBe(`png: fill ${d}`);
      expect(await resolveObjectURL(lines!)?.text()).toBe(`png: stroke ${d}`);
      expect(resolveObjectURL(shape!)?.type).toBe('image/png');
    }
    // Once is enough: a second call finds them in place.
    expect(await rasterGlyphs(doc)).toBe(true);
    expect(sizes).toHaveLength(20);
  });

  it('leaves the SVGs where the canvas cannot draw or encode, or paths cannot be made', async () => {
    for (const opts of [{ context: false }, { encodes: false }]) {
      const { doc, props } = glyphDocument(opts);
      expect(await rasterGlyphs(doc)).toBe(false);
      expect(props.size).toBe(0);
    }
    const { doc, props } = glyphDocument();
    vi.stubGlobal('Path2D', undefined);
    expect(await rasterGlyphs(doc)).toBe(false);
    expect(props.size).toBe(0);
    expect(await rasterGlyphs(undefined)).toBe(false);
  });

  it('loads every seat’s bitmaps before a table needs them: out of sight, hidden from readers, two seats an idle moment, once', () => {
    type El = { className: string; attrs: Map<string, string>; style: Map<string, string>; children: El[] };
    const make = (): El => ({ className: '', attrs: new Map(), style: new Map(), children: [] });
    const body = make();
    const el = (e: El) => ({
      set className(v: string) { e.className = v; },
      setAttribute: (k: string, v: string) => void e.attrs.set(k, v),
      style: { setProperty: (k: string, v: string) => void e.style.set(k, v) },
      appendChild: (child: { node: El }) => void e.children.push(child.node),
      node: e,
    });
    const doc = {
      body: el(body),
      createElement: () => el(make()),
      querySelector: (q: string) => (q === '.glyph-warm' ? (body.children.find((c) => c.className === 'glyph-warm') ?? null) : null),
    } as unknown as Document;
    const moments: Array<() => void> = [];
    warmGlyphs((run) => void moments.push(run), doc);
    const holder = body.children[0]!;
    expect({ holders: body.children.length, className: holder.className, hidden: holder.attrs.get('aria-hidden'), seats: holder.children.length }).toEqual({ holders: 1, className: 'glyph-warm', hidden: 'true', seats: 0 });
    const perMoment: number[] = [];
    while (moments.length) {
      const before = holder.children.length;
      moments.shift()!();
      perMoment.push(holder.children.length - before);
    }
    expect(perMoment).toEqual([2, 2, 2, 2, 2]);
    holder.children.forEach((seat, i) => {
      const [shape, lines] = glyphProperties(i);
      expect(Object.fromEntries(seat.style)).toEqual({ 'background-image': `var(${lines})`, '-webkit-mask-image': `var(${shape})`, 'mask-image': `var(${shape})` });
    });
    warmGlyphs((run) => void moments.push(run), doc);
    expect({ holders: body.children.length, moments: moments.length }).toEqual({ holders: 1, moments: 0 });
    // Out of sight and untouchable, one pixel a seat (so that its images are fetched).
    expect(css).toMatch(/\.glyph-warm \{ position: fixed; left: -8px; top: 0; width: 1px; height: 1px; overflow: hidden; pointer-events: none; \}/);
    expect(css).toMatch(/\.glyph-warm > i \{ display: block; width: 1px; height: 1px; \}/);
  });
});
