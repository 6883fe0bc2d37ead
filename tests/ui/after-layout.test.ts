/**
 * A component's checks of its own layout run once the frame is laid out, not in the task that
 * drew it (issue 43), and until they ran the table is not settled (`main[aria-busy]`): a check
 * from outside reading the page between the draw and that frame would see words not yet fitted.
 * Rendered into the fake DOM with a hand-driven ResizeObserver: `frame()` is the browser's
 * report after a frame's layout.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { h, render } from 'preact';
import { useRef } from 'preact/hooks';
import { act } from 'preact/test-utils';
import { signal } from '@preact/signals';
import { useAfterLayout } from '../../src/ui/kit/after-layout.ts';
import { checking } from '../../src/ui/kit/layout-checks.ts';
import { fakeDomCases, installFakeDom, FakeNode } from './fake-dom.ts';
import { makeApp, startGame } from './helpers.ts';

/** Observers made, each with what it watches; a frame reports every watched element once, as a browser's first report does. */
const observers: { report: () => void; watched: Set<unknown> }[] = [];
class FakeResizeObserver {
  private readonly entry: { report: () => void; watched: Set<unknown> };
  constructor(report: () => void) {
    this.entry = { report, watched: new Set() };
    observers.push(this.entry);
  }
  observe(el: unknown) {
    this.entry.watched.add(el);
  }
  unobserve(el: unknown) {
    this.entry.watched.delete(el);
  }
  disconnect() {
    this.entry.watched.clear();
  }
}
/** The next frame's layout is done: each observer watching something reports (then waits for a change, none here). */
function frame(): void {
  for (const o of observers.filter((o) => o.watched.size > 0)) {
    o.report();
    o.watched.clear();
  }
}

const keep = fakeDomCases();
const g = globalThis as Record<string, unknown>;
let page: { documentElement: FakeNode; visibilityState: string };
/** The page's visibilitychange listeners (added once, by the first check asked for). */
const shownOrHidden: (() => void)[] = [];
beforeAll(() => {
  g.ResizeObserver = FakeResizeObserver;
});
afterAll(() => {
  delete g.ResizeObserver;
});

/** A component whose check counts its runs; `n` draws it again. */
function Checked({ n, ran }: { n: number; ran: number[] }) {
  const ref = useRef<HTMLDivElement>(null);
  useAfterLayout(ref, () => ran.push(n));
  return h('div', { ref }, String(n));
}

function mount(ran: number[]) {
  const root = installFakeDom();
  page = Object.assign(g.document as object, {
    documentElement: new FakeNode(1, 'html'),
    visibilityState: 'visible',
    addEventListener: (type: string, listener: () => void) => type === 'visibilitychange' && shownOrHidden.push(listener),
  });
  keep(root);
  const draw = (n: number) => act(() => render(h(Checked, { n, ran }), root as unknown as Element));
  return { draw };
}

describe('checks after layout', () => {
  it('a draw does not run its check: the frame after it does, once; checking meanwhile', () => {
    const ran: number[] = [];
    const { draw } = mount(ran);
    draw(1);
    expect(ran).toEqual([]);
    expect(checking.value).toBe(true);
    draw(2);
    expect(ran).toEqual([]);
    frame();
    // The latest draw's check, once for the two draws.
    expect(ran).toEqual([2]);
    expect(checking.value).toBe(false);
    draw(3);
    expect(checking.value).toBe(true);
    frame();
    expect(ran).toEqual([2, 3]);
    expect(checking.value).toBe(false);
  });

  it('in a hidden page (no frames) the check runs in the draw, and nothing waits', () => {
    const ran: number[] = [];
    const { draw } = mount(ran);
    page.visibilityState = 'hidden';
    draw(1);
    expect(ran).toEqual([1]);
    expect(checking.value).toBe(false);
  });

  it('a page hidden before its frame came runs the checks waiting then', () => {
    const ran: number[] = [];
    const { draw } = mount(ran);
    draw(1);
    expect(checking.value).toBe(true);
    page.visibilityState = 'hidden';
    for (const listener of shownOrHidden) listener();
    expect(ran).toEqual([1]);
    expect(checking.value).toBe(false);
  });
});

describe('the table while checks wait', () => {
  it('is not settled (main[aria-busy]) until they ran', async () => {
    const waiting = signal(false);
    const { app } = await makeApp({ deps: { checking: waiting } });
    await startGame(app);
    expect(app.busy.value).toBe(false);
    waiting.value = true;
    expect(app.busy.value).toBe(true);
    expect(app.table.settled.value).toBe(false);
    waiting.value = false;
    expect(app.busy.value).toBe(false);
  });
});
