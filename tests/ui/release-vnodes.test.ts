/**
 * A component that draws itself again lets go of its old tree (issue 43, memory): Preact keeps
 * the old vnode in the parent's `props.children`, and with it every element the component
 * showed before, until that parent draws again. Rendered into the fake DOM.
 */
import { describe, expect, it } from 'vitest';
import { createContext, h, options, render } from 'preact';
import { useState } from 'preact/hooks';
import { act } from 'preact/test-utils';
import { releaseStaleVnodes } from '../../src/ui/kit/release-vnodes.ts';
import { fakeDomCases, installFakeDom, type FakeNode } from './fake-dom.ts';

const keep = fakeDomCases();
const Ctx = createContext(0);

type Internal = { __k?: (Internal | null)[] | null; __e?: FakeNode | null };

/** The DOM nodes a vnode still reaches through its children lists. */
function reached(v: Internal | null | undefined, out: FakeNode[] = []): FakeNode[] {
  if (!v) return out;
  if (v.__e) out.push(v.__e);
  for (const child of v.__k ?? []) reached(child, out);
  return out;
}

const inside = (root: FakeNode, node: FakeNode) => {
  for (let n: FakeNode | null = node; n; n = n.parentNode) if (n === root) return true;
  return false;
};

/**
 * As the app is: a root provider that never draws again; under it a screen that shows a form
 * (and draws itself again while it does: the old vnode's tree, elements and all, is the one kept)
 * and then a table.
 */
async function formThenTable(): Promise<{ root: FakeNode; screen: Internal; type: (s: string) => Promise<void>; show: (s: string) => Promise<void> }> {
  let set: (s: string) => void = () => {};
  let typed: (s: string) => void = () => {};
  function Form() {
    const [seed, setSeed] = useState('');
    typed = setSeed;
    return h('form', { class: 'new-game' }, h('input', { name: 'seed', value: seed }), h('select', null, h('option', null, 'Normal')), h('button', null, 'Start'));
  }
  function Screen() {
    const [shown, setShown] = useState('form');
    set = setShown;
    return h('main', { class: shown }, shown.startsWith('form') ? h(Form, null) : h('section', { class: 'table' }, h('p', null, shown)));
  }
  const root = installFakeDom();
  keep(root);
  const screen = h(Screen, null);
  await act(() => render(h(Ctx.Provider, { value: 1 }, screen), root as unknown as Element));
  return { root, screen: screen as unknown as Internal, type: (s) => act(() => typed(s)), show: (s) => act(() => set(s)) };
}

const text = (root: FakeNode): string => root.childNodes.map((n) => (n.nodeType === 3 ? n.data : text(n))).join('');

describe('a component drawn again lets go of what it showed before', () => {
  it('without the release, the provider\'s children still reach the form that is gone (the leak this works around)', async () => {
    const { root, screen, show } = await formThenTable();
    await show('form, once more');
    await show('table one');
    const held = reached(screen);
    expect(held.filter((node) => !inside(root, node)).map((node) => node.localName)).toContain('form');
  });

  it('with it, nothing the parent holds reaches an element that left the page, and the screen still updates', async () => {
    releaseStaleVnodes(options as never);
    releaseStaleVnodes(options as never);
    const { root, screen, type, show } = await formThenTable();
    expect(text(root)).toBe('NormalStart');
    for (const s of ['form, once more', 'table one', 'table two', 'form', 'form, typed', 'table three']) {
      if (s === 'form, typed') await type('SEED');
      await show(s);
      expect(text(root)).toBe(s.startsWith('form') ? 'NormalStart' : s);
      const held = reached(screen);
      expect(held.filter((node) => !inside(root, node))).toEqual([]);
    }
    expect(root.childNodes[0]?.childNodes.map((n) => n.localName)).toEqual(['section']);
  });
});
