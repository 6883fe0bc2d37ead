/**
 * When the board measures itself (issue 14). Measuring reads the layout, and before the first
 * frame is drawn that made the browser lay the whole new table out inside the render's own task
 * (Start's longest task at 4×). So the first measure waits for painted frames, and the lanes,
 * which need the board's size, come with it; a new tile size is measured before the next frame,
 * so the lanes never show a fit for the old size. In a browser a new table comes in three
 * frames: without lanes or seat chips, then the chips, then the lanes.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { h, render } from 'preact';
import { Table } from '../../src/ui/table/Table.tsx';
import { AppContext } from '../../src/ui/app/context.ts';
import { fakeDomCases, installFakeDom, type FakeNode } from './fake-dom.ts';
import { settle } from './helpers.ts';
import { appAt, played, TURN, TURN_MOVES } from './positions.ts';

const keep = fakeDomCases();

/** The fake DOM, with every style read counted (the board's measure reads the stylesheet's sizes). */
function countedDom(): { root: FakeNode; reads: () => number; reset: () => void } {
  const root = installFakeDom();
  const g = globalThis as { getComputedStyle: (el: unknown) => unknown };
  const plain = g.getComputedStyle;
  let n = 0;
  g.getComputedStyle = (el) => {
    n++;
    return plain(el);
  };
  return { root, reads: () => n, reset: () => (n = 0) };
}

/** The table at TURN rendered into a counted fake DOM (render() has returned; nothing after it has run). */
async function table() {
  const dom = countedDom();
  const { app } = await appAt(played(TURN, TURN_MOVES));
  render(h(AppContext.Provider, { value: app }, h(Table, {})), dom.root as unknown as Element);
  keep(dom.root);
  return { ...dom, app };
}

const lanes = (root: FakeNode): number => root.withAttribute('data-train').length;
/** Seat chips: `[data-seat]` with their count (the "since your turn" items carry a seat too). */
const chips = (root: FakeNode): number => root.withAttribute('data-seat').filter((n) => n.attributes.has('data-count')).length;

async function until(ok: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !ok(); i++) await new Promise((done) => setTimeout(done, 10));
}

describe('the board measures itself once the first frame is drawn', () => {
  it('the first render reads no layout and draws no lane yet', async () => {
    const { root, reads } = await table();
    // render() has run the layout effects by now: a measure there would have read the styles.
    expect({ reads: reads(), lanes: lanes(root) }).toEqual({ reads: 0, lanes: 0 });
  });

  it('after the first frame it measures, and every train gets its lane', async () => {
    const { root, reads, app } = await table();
    await until(() => lanes(root) > 0);
    expect({ measured: reads() > 0, lanes: lanes(root) }).toEqual({ measured: true, lanes: app.table.view.value!.trains.length });
  });

  it('a new tile size is measured before the next frame (in the render that shows it)', async () => {
    const { root, reads, reset, app } = await table();
    await until(() => lanes(root) > 0);
    reset();
    app.setDisplay({ tileSize: app.preferences.value.tileSize === 'large' ? 'normal' : 'large' });
    // One turn of the timers: the re-render and its layout effects have run, an effect after
    // the frame (~100 ms here, with no frames to wait for) has not.
    await settle();
    expect(reads()).toBeGreaterThan(0);
  });
});

describe('a new table in a browser comes in three frames', () => {
  const g = globalThis as { requestAnimationFrame?: (run: () => void) => unknown };
  afterEach(() => {
    delete g.requestAnimationFrame;
  });
  /** Frames 50 ms apart, so each step can be seen on its own. */
  const withFrames = () => (g.requestAnimationFrame = (run) => setTimeout(run, 50));

  it('the first render draws the seat strip without its chips, and no lane', async () => {
    withFrames();
    const { root } = await table();
    const strip = root.withAttribute('aria-label').filter((n) => n.getAttribute('class') === 'seats');
    expect({ strip: strip.length, chips: chips(root), lanes: lanes(root) }).toEqual({ strip: 1, chips: 0, lanes: 0 });
  });

  it('after the first frame every seat gets its chip, before any lane', async () => {
    withFrames();
    const { root, app } = await table();
    await until(() => chips(root) > 0);
    expect({ chips: chips(root), lanes: lanes(root) }).toEqual({ chips: app.table.status.value!.seats.length, lanes: 0 });
  });

  it('a frame later every train gets its lane, and the chips stay', async () => {
    withFrames();
    const { root, app } = await table();
    await until(() => lanes(root) > 0);
    expect({ chips: chips(root), lanes: lanes(root) }).toEqual({ chips: app.table.status.value!.seats.length, lanes: app.table.view.value!.trains.length });
  });
});
