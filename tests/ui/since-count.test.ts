/**
 * The since strip's count of hidden items (issue 43): written on its button by the strip's
 * layout read, so a move whose story does not fit draws the strip once — a count kept as state
 * drew it a second time and made the read force a second layout in the same task. The strip is
 * rendered into the fake DOM with sizes set by hand (items 20 px high, two rows' room).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { h, options, render } from 'preact';
import { act } from 'preact/test-utils';
import { current } from '../../src/session/index.ts';
import { News, sayHidden } from '../../src/ui/table/Since.tsx';
import { AppContext } from '../../src/ui/app/context.ts';
import type { AppModel } from '../../src/ui/app/app.ts';
import { en } from '../../src/ui/words/en.ts';
import { fakeDomCases, FakeNode, installFakeDom } from './fake-dom.ts';
import { makeApp, playUntil, startGame } from './helpers.ts';

const SEATS = [
  { name: 'Ann', kind: 'person' as const },
  ...['Bob', 'Cy', 'Dee', 'Eve', 'Fay'].map((name) => ({ name, kind: 'computer' as const, level: 'sharp' as const })),
];

type Hooked = { __r?: (vnode: { type: unknown }) => void };
const hooks = options as unknown as Hooked;
const before = hooks.__r;
let strips = 0;
const keep = fakeDomCases();
const ROW = 20;

beforeAll(() => {
  hooks.__r = (vnode) => {
    before?.(vnode);
    if ((vnode.type as { name?: string }).name === 'Strip') strips++;
  };
  // An item's place in its list: one row each (the fake DOM lays nothing out).
  Object.defineProperty(FakeNode.prototype, 'offsetTop', { configurable: true, get(this: FakeNode) { return (this.parentNode?.children.indexOf(this) ?? 0) * ROW; } });
  Object.defineProperty(FakeNode.prototype, 'offsetHeight', { configurable: true, get: () => ROW });
});
afterAll(() => {
  hooks.__r = before;
  delete (FakeNode.prototype as unknown as Record<string, unknown>).offsetTop;
  delete (FakeNode.prototype as unknown as Record<string, unknown>).offsetHeight;
});

/** Ann's turn with a story of three items or more since her last move. */
async function annAfterComputers(): Promise<AppModel> {
  const { app } = await makeApp();
  await startGame(app, SEATS);
  let acted = false;
  await playUntil(app, () => {
    const s = current(app.table.session.value!);
    if (s.turnKind === 'computer') acted = true;
    return acted && s.turnKind === 'person' && app.table.since.value.length > 2;
  });
  return app;
}

const byClass = (root: FakeNode, name: string) => root.querySelector(`.${name}`)!;

describe('the since strip\'s count of what it hides', () => {
  it('a story that does not fit is drawn once: its button says how many items are hidden, and the chevron goes', async () => {
    const app = await annAfterComputers();
    const root = installFakeDom();
    const draw = (lastMove: string) => act(() => render(h(AppContext.Provider, { value: app }, h(News, { lastMove })), root as unknown as Element));
    await draw('');
    keep(root);
    const list = byClass(root, 'since-items');
    const button = byClass(root, 'since-more');
    const items = list.children.length;
    expect(items).toBeGreaterThan(2);
    // Room for every item: nothing hidden, the chevron shown.
    expect(button.hasAttribute('data-untold')).toBe(false);
    const t = en.table.sinceStrip;
    const first = app.table.sinceRoundStart.value;
    expect(button.getAttribute('aria-label')).toBe(t.showAll(0, first));
    // Two rows' room: all but the first two items hidden, said on the button, in one draw.
    list.clientHeight = 2 * ROW;
    strips = 0;
    await draw('again');
    expect(strips).toBe(1);
    const hidden = list.children.filter((li) => li.hasAttribute('data-cut')).length;
    expect(hidden).toBe(items - 2);
    expect(button.getAttribute('data-untold')).toBe(String(hidden));
    expect(byClass(button, 'since-count').textContent).toBe(t.more(hidden));
    expect(button.getAttribute('aria-label')).toBe(t.showAll(hidden, first));
    // Room again: the count goes (the stylesheet shows the chevron).
    list.clientHeight = 600;
    await draw('');
    expect(button.hasAttribute('data-untold')).toBe(false);
    expect(byClass(button, 'since-count').textContent).toBe('');
    expect(button.getAttribute('aria-label')).toBe(t.showAll(0, first));
  });

  it('writes only what changed', () => {
    installFakeDom();
    const button = new FakeNode(1, 'button');
    const count = new FakeNode(1, 'span');
    count.setAttribute('class', 'since-count');
    button.appendChild(count);
    const writes: string[] = [];
    for (const name of ['setAttribute', 'removeAttribute'] as const) {
      const real = button[name].bind(button) as (...a: unknown[]) => void;
      (button as unknown as Record<string, unknown>)[name] = (...a: unknown[]) => (writes.push(`${name} ${String(a[0])}`), real(...a));
    }
    sayHidden(button as unknown as HTMLElement, 3, '+3', 'Show all: 3 more');
    expect(writes).toEqual(['setAttribute data-untold', 'setAttribute aria-label']);
    expect(count.textContent).toBe('+3');
    writes.length = 0;
    sayHidden(button as unknown as HTMLElement, 3, '+3', 'Show all: 3 more');
    expect(writes).toEqual([]);
    sayHidden(button as unknown as HTMLElement, 0, '+0', 'Show all');
    expect(writes).toEqual(['removeAttribute data-untold', 'setAttribute aria-label']);
    expect(count.textContent).toBe('');
  });
});
