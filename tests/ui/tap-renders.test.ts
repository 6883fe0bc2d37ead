/**
 * What a tap draws again: the table rendered into a fake DOM, each component's renders
 * counted through Preact's render hook. A tap on a hand tile must redraw the tile(s) whose
 * selection changed, the lanes whose light changed, the board and the dock — never the
 * table, the seat strip, the hub, or a tile already on the board.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { h, options, render } from 'preact';
import { act } from 'preact/test-utils';
import { Table } from '../../src/ui/table/Table.tsx';
import type { AppModel } from '../../src/ui/app/app.ts';
import { AppContext } from '../../src/ui/app/context.ts';
import { fakeDomCases, installFakeDom, type FakeNode } from './fake-dom.ts';
import { settle } from './helpers.ts';
import { appAt, played, TURN, TURN_MOVES } from './positions.ts';

type Hooked = { __r?: (vnode: { type: unknown }) => void };
const hooks = options as unknown as Hooked;
const before = hooks.__r;
let counts = new Map<string, number>();
const keep = fakeDomCases();

beforeAll(() => {
  // Preact calls this hook (options._render, mangled "__r") before each component render.
  hooks.__r = (vnode) => {
    before?.(vnode);
    const type = vnode.type as { name?: string };
    if (typeof type === 'function') counts.set(type.name ?? '?', (counts.get(type.name ?? '?') ?? 0) + 1);
  };
});
afterAll(() => {
  hooks.__r = before;
});

/** The table at TURN (the person to play: 6|9 fits their own train only, 7|12 fits two trains, 3|4 none), rendered. */
async function tableAtTurn(): Promise<{ app: AppModel; root: FakeNode }> {
  const root = installFakeDom();
  const { app } = await appAt(played(TURN, TURN_MOVES));
  // act() runs the effects too: the board measures itself once the first frame is drawn, and
  // the lanes follow; a tap is looked at on the table as drawn in full.
  await act(() => {
    render(h(AppContext.Provider, { value: app }, h(Table, {})), root as unknown as Element);
  });
  keep(root);
  await settle();
  return { app, root };
}

/** Renders per component while `tap` runs and the screen settles. */
async function rendersOf(tap: () => void): Promise<Record<string, number>> {
  counts = new Map();
  tap();
  await settle();
  return Object.fromEntries(counts);
}

/** The data-train keys of the lanes lit now. */
function lit(root: FakeNode): string[] {
  return root.withAttribute('data-train').flatMap((lane) => (lane.getAttribute('data-lit') === 'true' ? [lane.getAttribute('data-train')!] : []));
}

describe('a tap on a hand tile redraws only what it changed', () => {
  it.each(['Table', 'Seats', 'Hub'])('a tile that fits one train: %s is not drawn again', async (name) => {
    const { app } = await tableAtTurn();
    expect((await rendersOf(() => app.input.select('6|9')))[name] ?? 0).toBe(0);
  });

  it('a tile that fits one train: one lane (lit, with the ghost) is drawn again', async () => {
    const { app, root } = await tableAtTurn();
    const renders = await rendersOf(() => app.input.select('6|9'));
    expect({ lanes: renders.Lane, lit: lit(root) }).toEqual({ lanes: 1, lit: ['0'] });
  });

  it('a tile that fits one train: the only new tile drawn is the ghost', async () => {
    const { app } = await tableAtTurn();
    expect((await rendersOf(() => app.input.select('6|9'))).Tile).toBe(1);
  });

  it('a tile that fits two trains: the two lanes lit are drawn again, no tile', async () => {
    const { app, root } = await tableAtTurn();
    const renders = await rendersOf(() => app.input.select('7|12'));
    expect({ lanes: renders.Lane, tiles: renders.Tile ?? 0, lit: lit(root).sort() }).toEqual({ lanes: 2, tiles: 0, lit: ['1', 'mexican'] });
  });

  it('a lit open train does not draw its marker again', async () => {
    const { app } = await tableAtTurn();
    expect((await rendersOf(() => app.input.select('7|12'))).Loco ?? 0).toBe(0);
  });

  it('one hand tile is drawn again: the one picked', async () => {
    const { app } = await tableAtTurn();
    expect((await rendersOf(() => app.input.select('7|12'))).HandTile).toBe(1);
  });

  it('picking another tile redraws two hand tiles: the one let go and the one picked', async () => {
    const { app } = await tableAtTurn();
    app.input.select('7|12');
    await settle();
    expect((await rendersOf(() => app.input.select('3|4'))).HandTile).toBe(2);
  });

  it('Cancel redraws the lanes that were lit, not the others', async () => {
    const { app } = await tableAtTurn();
    app.input.select('7|12');
    await settle();
    const renders = await rendersOf(() => app.input.cancel());
    expect({ table: renders.Table ?? 0, lanes: renders.Lane }).toEqual({ table: 0, lanes: 2 });
  });
});
