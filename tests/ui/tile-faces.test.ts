/** The pip images: tiles.css is written from pips.ts, and each half shows the right number of pips. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { canvasDocument } from '../support/canvas.ts';
import { LAYOUTS, PIP_COLOURS, pipsSvg, tileFacesCss } from '../../src/ui/kit/pips.ts';

describe('the pip images', () => {
  it('tiles.css is the one scripts/tile-faces.ts writes from pips.ts', () => {
    expect(readFileSync(new URL('../../src/ui/kit/tiles.css', import.meta.url), 'utf8')).toBe(tileFacesCss());
  });

  it.each(Array.from({ length: 12 }, (_, i) => i + 1))('%i pips drawn as %i circles, in the colour of the number', (n) => {
    const svg = pipsSvg(n);
    expect(svg.match(/M/g)?.length).toBe(n);
    expect(LAYOUTS[n]).toHaveLength(n);
    expect(svg).toContain(`fill='${PIP_COLOURS[n]}'`);
  });

  it('gives every number a colour of its own, the same as the numerals (--p1…--p12 in styles.css)', () => {
    const css = readFileSync(new URL('../../src/ui/styles.css', import.meta.url), 'utf8');
    for (let n = 1; n <= 12; n++) expect(css).toContain(`--p${n}: ${PIP_COLOURS[n]};`);
    expect(new Set(PIP_COLOURS.slice(1)).size).toBe(12);
  });

  it('sets each half of a tile by class, a1…a12 and b1…b12 (a blank has none)', () => {
    const css = tileFacesCss();
    for (let n = 1; n <= 12; n++) {
      expect(css).toContain(`.tile.a${n} { --a: var(--pips-${n}); }`);
      expect(css).toContain(`.tile.b${n} { --b: var(--pips-${n}); }`);
    }
    expect(css).not.toContain('.tile.a0');
  });
});

describe('the pip images under short names (blob: URLs on the root)', () => {
  /** As much of a document as namePipImages uses: the root's inline style. */
  function fakeDocument() {
    const props = new Map<string, string>();
    const style = { getPropertyValue: (k: string) => props.get(k) ?? '', setProperty: (k: string, v: string) => void props.set(k, v) };
    return { doc: { documentElement: { style } } as unknown as Document, props };
  }

  it('sets --pips-1…--pips-12 on the root, each a blob: URL of that number’s pips', async () => {
    const { namePipImages } = await import('../../src/ui/kit/Tile.tsx');
    const { doc, props } = fakeDocument();
    namePipImages(doc);
    expect([...props.keys()]).toEqual(Array.from({ length: 12 }, (_, i) => `--pips-${i + 1}`));
    for (const [key, value] of props) {
      const url = /^url\("(blob:[^"]+)"\)$/.exec(value)?.[1];
      expect(url, key).toBeDefined();
      const blob = await (await import('node:buffer')).resolveObjectURL(url!);
      expect(blob?.type).toBe('image/svg+xml');
      expect(await blob!.text()).toBe(pipsSvg(Number(key.slice('--pips-'.length))));
    }
  });

  it('names them once: a second call changes nothing', async () => {
    const { namePipImages } = await import('../../src/ui/kit/Tile.tsx');
    const { doc, props } = fakeDocument();
    namePipImages(doc);
    const first = new Map(props);
    namePipImages(doc);
    expect(props).toEqual(first);
  });
});

describe('the pip bitmaps (drawn once, in place of the SVGs)', () => {
  /** A pen that records the circles it fills. */
  function recordingPen() {
    const circles: { x: number; y: number; r: number; colour: unknown }[] = [];
    let path: { x: number; y: number; r: number }[] = [];
    const cleared: number[][] = [];
    const pen = {
      fillStyle: '' as unknown,
      clearRect: (x: number, y: number, w: number, h: number) => void cleared.push([x, y, w, h]),
      beginPath: () => void (path = []),
      arc: (x: number, y: number, r: number, start: number, end: number) => {
        expect(end - start).toBeCloseTo(2 * Math.PI);
        path.push({ x, y, r });
      },
      fill: () => void circles.push(...path.map((c) => ({ ...c, colour: pen.fillStyle }))),
    };
    return { pen, circles, cleared };
  }

  it.each(Array.from({ length: 12 }, (_, i) => i + 1))('draws %i as the SVG’s circles, scaled to the canvas, in its colour', async (n) => {
    const { drawPips, pipRadius } = await import('../../src/ui/kit/pips.ts');
    const { pen, circles, cleared } = recordingPen();
    drawPips(pen, n, 120);
    expect(cleared).toEqual([[0, 0, 120, 120]]);
    expect(circles).toEqual(LAYOUTS[n]!.map(([x, y]) => ({ x: x * 4, y: y * 4, r: pipRadius(n) * 4, colour: PIP_COLOURS[n] })));
    // The SVG draws the same circles: one arc pair per pip, of the same radius.
    expect(pipsSvg(n)).toContain(`a${pipRadius(n)} ${pipRadius(n)} `);
  });

  it('puts a PNG of each number in place of its SVG, sized for the screen’s pixels', async () => {
    const { rasterPips } = await import('../../src/ui/kit/Tile.tsx');
    const { doc, props, sizes } = canvasDocument(recordingPen().pen);
    expect(await rasterPips(doc)).toBe(true);
    expect(sizes).toEqual(Array(12).fill('144×144')); // the largest half, 72 CSS px, at 2 device pixels each
    expect([...props.keys()]).toEqual(Array.from({ length: 12 }, (_, i) => `--pips-${i + 1}`));
    for (const value of props.values()) {
      const url = /^url\("(blob:[^"]+)"\)$/.exec(value)?.[1];
      const blob = await (await import('node:buffer')).resolveObjectURL(url!);
      expect(blob?.type).toBe('image/png');
    }
  });

  it('leaves the SVGs where the canvas cannot draw or encode', async () => {
    const { rasterPips } = await import('../../src/ui/kit/Tile.tsx');
    for (const opts of [{ context: false }, { encodes: false }]) {
      const { doc, props } = canvasDocument(recordingPen().pen, opts);
      props.set('--pips-1', 'url("blob:svg")');
      expect(await rasterPips(doc)).toBe(false);
      expect([...props]).toEqual([['--pips-1', 'url("blob:svg")']]);
    }
    // No canvas at all (an old browser, a test's DOM): nothing thrown, nothing changed.
    expect(await rasterPips({ documentElement: { style: {} } } as unknown as Document)).toBe(false);
  });
});
