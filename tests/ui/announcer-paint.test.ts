/**
 * The table's live region says each change once the frame that shows it is painted (issue 43):
 * its sentences and lines are no part of the frame that draws a move. In order, once each.
 * Rendered into the fake DOM with a hand-driven requestAnimationFrame.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { h, render } from 'preact';
import { act } from 'preact/test-utils';
import { Announcer } from '../../src/ui/table/Announcer.tsx';
import { AppContext } from '../../src/ui/app/context.ts';
import type { LogEntry } from '../../src/ui/app/facts.ts';
import { fakeDomCases, installFakeDom, type FakeNode } from './fake-dom.ts';
import { makeApp, playUntil, settle, startGame } from './helpers.ts';
import { current } from '../../src/session/index.ts';

const SEATS = [
  { name: 'Ann', kind: 'person' as const },
  { name: 'Bob', kind: 'computer' as const, level: 'sharp' as const },
  { name: 'Cy', kind: 'computer' as const, level: 'sharp' as const },
];

const keep = fakeDomCases();
let frames: (() => void)[] = [];
const g = globalThis as Record<string, unknown>;
const saved = g.requestAnimationFrame;
beforeAll(() => {
  g.requestAnimationFrame = (run: () => void) => frames.push(run);
});
afterAll(() => {
  if (saved === undefined) delete g.requestAnimationFrame;
  else g.requestAnimationFrame = saved;
});

/** Paints a frame: its callbacks, then the message each posts (after the frame's work). */
async function paint(): Promise<void> {
  const now = frames;
  frames = [];
  now.forEach((run) => run());
  await new Promise((done) => setTimeout(done, 20));
}

/** Every entry's sentence, in the test's own words. */
const say = (entry: LogEntry) => `${entry.kind} ${JSON.stringify(entry)}`;

/** A game started and the announcer drawn into the fake DOM: its two regions. */
async function mounted() {
  const { app } = await makeApp();
  await startGame(app, SEATS);
  const root = installFakeDom();
  await act(() => render(h(AppContext.Provider, { value: app }, h(Announcer, { say })), root as unknown as Element));
  keep(root);
  return { app, polite: root.withAttribute('data-announcer')[0] as FakeNode, urgent: root.withAttribute('data-announcer-urgent')[0] as FakeNode };
}

describe('the live region', () => {
  it('says a change once the frame that shows it is painted, each entry once, in order', async () => {
    const { app, polite: region } = await mounted();
    const lines = () => region.childNodes.map((p) => p.textContent);
    // What the table had to say at first comes with the first painted frame.
    expect(lines()).toEqual([]);
    await paint();
    const first = lines();
    expect(first.length).toBeGreaterThan(0);
    // A move (the computers answer at once): nothing more is said until the frame after it.
    const before = app.table.log.value.length;
    await playUntil(app, () => app.table.log.value.length > before + 1 && current(app.table.session.value!).turnKind === 'person');
    expect(lines()).toEqual(first);
    await paint();
    const after = lines();
    expect(after.slice(0, first.length)).toEqual(first);
    const log = app.table.log.value;
    const moves = log.slice(before).map((e) => say(e));
    // The new entries, in the log's order, each once (each change's prompt after its moves).
    const entryLines = after.slice(first.length).filter((line) => line.startsWith('{') || /^\w+ \{/.test(line));
    expect(entryLines).toEqual(moves);
    expect(moves.length).toBeGreaterThan(1);
    await paint();
    expect(lines()).toEqual(after);
  });
});

describe('what the live regions keep', () => {
  it('holds a few lines said before the latest change, and only the latest round end, over two rounds', async () => {
    const { app, polite, urgent } = await mounted();
    const texts = (region: FakeNode) => region.childNodes.map((p) => p.textContent);
    let most = 0;
    const playRound = async () => {
      for (let guard = 0; guard < 500 && app.table.status.value?.phase === 'playing'; guard++) {
        const before = [...polite.childNodes];
        const length = app.table.log.value.length;
        await playUntil(app, () => app.table.log.value.length > length || app.table.status.value?.phase !== 'playing');
        await paint();
        // The lines still there from before this change: at most the eight newest of them, first.
        const after = polite.childNodes;
        const kept = after.filter((line) => before.includes(line));
        expect(kept.length).toBeLessThanOrEqual(8);
        expect(kept).toEqual(before.slice(before.length - kept.length));
        expect(after.slice(0, kept.length)).toEqual(kept);
        most = Math.max(most, before.length);
      }
    };
    await playRound();
    expect(app.table.status.value?.phase).toBe('roundOver');
    const firstEnd = texts(urgent);
    expect(firstEnd).toHaveLength(1);
    await act(() => void app.table.nextRound());
    await settle();
    await playRound();
    const secondEnd = texts(urgent);
    expect(secondEnd).toHaveLength(1);
    expect(secondEnd[0]).not.toBe(firstEnd[0]);
    // It did fill up: older lines were let go, not never written.
    expect(most).toBeGreaterThan(8);
  });
});
