/** The marker's locomotive: one element; its SVGs in the stylesheet and the bitmaps drawn in their place agree. */
import { readFileSync } from 'node:fs';
import { resolveObjectURL } from 'node:buffer';
import { describe, expect, it } from 'vitest';
import { canvasDocument } from '../support/canvas.ts';
import { BLEED, BODY, INK, LAMP, LAMP_COLOUR, LAMP_RIM, RIM, WHEELS, WHEEL_R, WHEEL_Y, drawLoco, rasterLoco, type LocoPen } from '../../src/ui/kit/loco-art.ts';

const css = readFileSync(new URL('../../src/ui/styles.css', import.meta.url), 'utf8');
/** The stylesheet's SVG of a part, decoded. */
function svgOf(name: string): string {
  const m = new RegExp(`${name}: url\\('data:image/svg\\+xml,([^']+)'\\)`).exec(css);
  expect(m, name).not.toBeNull();
  return decodeURIComponent(m![1]!);
}

type Op = { op: string; args: number[]; fill?: unknown; stroke?: unknown; width?: number; mode?: string };
/** A pen that records what is drawn, with the style each fill or stroke had. */
function recordingPen(): { pen: LocoPen; ops: Op[] } {
  const ops: Op[] = [];
  const pen = {
    fillStyle: '' as unknown,
    strokeStyle: '' as unknown,
    lineWidth: 1,
    globalCompositeOperation: 'source-over',
    setTransform: (...args: number[]) => void ops.push({ op: 'transform', args }),
    clearRect: (...args: number[]) => void ops.push({ op: 'clear', args }),
    beginPath: () => void ops.push({ op: 'begin', args: [] }),
    moveTo: (...args: number[]) => void ops.push({ op: 'move', args }),
    lineTo: (...args: number[]) => void ops.push({ op: 'line', args }),
    closePath: () => void ops.push({ op: 'close', args: [] }),
    arc: (...args: number[]) => void ops.push({ op: 'arc', args }),
    fill: () => void ops.push({ op: 'fill', args: [], fill: pen.fillStyle, mode: pen.globalCompositeOperation }),
    stroke: () => void ops.push({ op: 'stroke', args: [], stroke: pen.strokeStyle, width: pen.lineWidth, mode: pen.globalCompositeOperation }),
  };
  return { pen, ops };
}

/** A number as the SVGs write it (two places at most, no leading zero). */
const num = (v: number): string => String(Math.round(v * 100) / 100).replace(/^0\./, '.');

/** The SVG path of the body, from its corners. */
const bodyPath = (): string[] => BODY.map(([x, y]) => `${x} ${y}`);

describe('the locomotive', () => {
  it('is one element with no drawing of its own (the stylesheet draws it)', async () => {
    const { render } = await import('preact-render-to-string');
    const { Loco } = await import('../../src/ui/kit/Loco.tsx');
    const { h } = await import('preact');
    expect(render(h(Loco, null))).toBe('<span class="loco" aria-hidden="true"></span>');
  });

  it('the stylesheet’s SVGs draw the body the bitmaps draw, in the same ink and lamp colour', () => {
    for (const name of ['--loco-shape', '--loco-lines']) {
      const svg = svgOf(name);
      // M2 4h8v-3h5v3h3l4 5v3H2z walks BODY's corners.
      let [x, y] = [2, 4];
      const corners = [`${x} ${y}`];
      for (const [, cmd, a, b] of svg.match(/d="M2 4([^"]+)z"/)![1]!.matchAll(/([hvlH])(-?[\d.]+)(?: (-?[\d.]+))?/g)) {
        if (cmd === 'h') x += Number(a);
        else if (cmd === 'H') x = Number(a);
        else if (cmd === 'v') y += Number(a);
        else [x, y] = [x + Number(a), y + Number(b)];
        corners.push(`${x} ${y}`);
      }
      expect(corners, name).toEqual(bodyPath());
    }
    const lines = svgOf('--loco-lines');
    expect(lines).toContain(`fill="${LAMP_COLOUR}" stroke="${INK}" stroke-width="${num(LAMP_RIM + BLEED)}"`);
    expect(lines).toContain(`stroke="${INK}" stroke-width="${num(RIM + BLEED)}"`);
    expect(lines).toContain(`cx="${LAMP.x}" cy="${LAMP.y}" r="${num(LAMP.r)}"`);
    for (const x of WHEELS) expect(lines).toContain(`cx="${x}" cy="${WHEEL_Y}" r="${num(WHEEL_R - RIM / 2)}" fill="${INK}"`);
    const shape = svgOf('--loco-shape');
    expect(shape).toContain(`cx="${LAMP.x}" cy="${LAMP.y}" r="${num(LAMP.r + LAMP_RIM / 2)}"`);
    for (const x of WHEELS) expect(shape).toContain(`cx="${x}" cy="${WHEEL_Y}" r="${num(WHEEL_R + RIM / 2)}"`);
  });

  it('the shape takes in the lamp and the wheels with their rims', () => {
    const { pen, ops } = recordingPen();
    drawLoco(pen, 'shape', 72, 48);
    const discs = ops.filter((o) => o.op === 'arc').map((o) => o.args.slice(0, 3));
    expect(discs).toEqual([[LAMP.x, LAMP.y, LAMP.r + LAMP_RIM / 2], ...WHEELS.map((x) => [x, WHEEL_Y, WHEEL_R + RIM / 2])]);
    expect(ops.filter((o) => o.op === 'fill' || o.op === 'stroke').every((o) => o.mode === 'source-over')).toBe(true);
    // The grid (24×16) scaled to the canvas.
    expect(ops.find((o) => o.op === 'transform' && o.args[0] !== 1)?.args).toEqual([3, 0, 0, 3, 0, 0]);
  });

  it('the lines cut the outline where the wheels are, then draw the lamp and the hubs over it', () => {
    const { pen, ops } = recordingPen();
    drawLoco(pen, 'lines', 72, 48);
    const painted = ops.filter((o) => o.op === 'fill' || o.op === 'stroke');
    expect(painted.map((o) => `${o.op} ${o.mode} ${String(o.fill ?? o.stroke)}`)).toEqual([
      `stroke source-over ${INK}`,
      'fill destination-out #000',
      'fill destination-out #000',
      `fill source-over ${LAMP_COLOUR}`,
      `stroke source-over ${INK}`,
      `fill source-over ${INK}`,
      `fill source-over ${INK}`,
    ]);
    expect(painted[0]!.width).toBe(RIM + BLEED);
  });

  it('puts PNGs of the shape and the lines in place of the SVGs, sized for the screen’s pixels', async () => {
    const { doc, props, sizes } = canvasDocument(recordingPen().pen);
    expect(await rasterLoco(doc)).toBe(true);
    expect(sizes).toEqual(['96×64', '96×64']); // the largest locomotive, 48 CSS px wide, at 2 device pixels each
    expect([...props.keys()]).toEqual(['--loco-shape', '--loco-lines']);
    for (const value of props.values()) {
      const url = /^url\("(blob:[^"]+)"\)$/.exec(value)?.[1];
      expect((await resolveObjectURL(url!))?.type).toBe('image/png');
    }
  });

  it('leaves the SVGs where the canvas cannot draw or encode', async () => {
    for (const opts of [{ context: false }, { encodes: false }]) {
      const { doc, props } = canvasDocument(recordingPen().pen, opts);
      expect(await rasterLoco(doc)).toBe(false);
      expect(props.size).toBe(0);
    }
    expect(await rasterLoco({ documentElement: { style: {} } } as unknown as Document)).toBe(false);
    expect(await rasterLoco(undefined)).toBe(false);
  });
});
