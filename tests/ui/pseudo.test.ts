/**
 * No word escapes the wording module: every screen, and every kind of message on the table,
 * rendered in the pseudo-locale (each catalog string wrapped in ⟦…⟧) shows no visible text
 * outside the brackets but data: the players' names, the seed, and numbers (scores, counts,
 * a tile's numerals; pips are drawn, not written).
 *
 * Rendered with preact-render-to-string, screen by screen: the screens loaded on demand are
 * rendered directly (renderToString runs no effect, so through the app they would say
 * "Loading…"), and each position is reached through the app model as a tap would.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { h, type ComponentChild } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { current, nextRound, runBots, type Session } from '../../src/session/index.ts';
import { App } from '../../src/ui/App.tsx';
import { DisplayPanel } from '../../src/ui/app/Display.tsx';
import { HistoryPanel } from '../../src/ui/table/History.tsx';
import { Records } from '../../src/ui/records/Records.tsx';
import { Replay } from '../../src/ui/records/Replay.tsx';
import { RulesText } from '../../src/ui/learn/Rules.tsx';
import { ScoresSheet } from '../../src/ui/table/Scores.tsx';
import { Statistics } from '../../src/ui/records/Statistics.tsx';
import { Table } from '../../src/ui/table/Table.tsx';
import { Learn } from '../../src/ui/learn/Learn.tsx';
import type { AppModel } from '../../src/ui/app/app.ts';
import { AppContext } from '../../src/ui/app/context.ts';
import type { RecordItem } from '../../src/ui/ports/ports.ts';
import { AUTONYMS } from '../../src/ui/words/languages.ts';
import { offlineReady, updateReady } from '../../src/pwa/register.ts';
import { sessionFrom } from '../support/fixtures.ts';
import { fakeStorage } from './fakes.ts';
import { makeApp, PAIR, settle } from './helpers.ts';
import { appAt, FORCED, NOTHING_FOR_OWN, played, TO_DRAW, TO_FINISH, TO_FIRST_PASS, TO_PASS, TURN, TURN_MOVES } from './positions.ts';
import { escapes, outside, pseudo, readTexts, useEnglish, usePseudoLocale } from './pseudo-words.ts';

// The service worker's registration is a virtual module of the build: its two signals stand in.
vi.mock('../../src/pwa/register.ts', async () => {
  const { signal } = await import('@preact/signals');
  return { updateReady: signal(false), offlineReady: signal(false), applyUpdate: async () => {}, startServiceWorker: () => {} };
});

/** Names of every seat the scenes use, and the seeds they show: data, not words. */
const DATA = ['You', 'Ann', 'Bea', 'Bob', 'Cy', 'Ana', 'Ben', 'P0', 'P1', 'C0', 'C1', 'C2', 'K7Q2M9XH3D', 'SEED000001', 'FRESH00001', 'S1'];

function inApp(app: AppModel, node: ComponentChild): string {
  const html = renderToString(h(AppContext.Provider, { value: app }, node));
  if (process.env.PEEK) console.log('PEEK', expect.getState().currentTestName, readTexts(html).join(' | ').slice(0, 1500));
  return html;
}

/** A train's keyboard letter (A, B, …), on its lane: a key to type, the same in every language. */
const TRAIN_KEY = /^[A-Z]$/;

/** A middle dot between two worded parts ("Seed X · 13 rounds"): typography both languages share, not a word. */
const SEPARATOR = ' · ';

/** A dash alone in its element: the mark of an empty cell (the leader's gap on the Scores sheet), no word. */
const DASH = /^[–—]$/;

/** What a screen shows outside the brackets but data, train keys and those marks (the failure message lists them). */
function escaped(html: string, data: readonly string[] = []): string[] {
  return escapes(html, [...DATA, ...data, SEPARATOR]).filter((text) => !TRAIN_KEY.test(text.trim()) && !DASH.test(text.trim()));
}

/** A session of computers played through `rounds` rounds (the last one left over). */
function computersAfter(rounds: number): Session {
  let s = runBots(sessionFrom({ seats: 'ccc' })).session;
  for (let r = 1; r < rounds; r++) {
    const next = nextRound(s);
    if (!next.ok) throw new Error(next.message);
    s = runBots(next.session).session;
  }
  return s;
}

const RECORDS: RecordItem[] = [
  {
    id: 'r1',
    summary: {
      finishedAt: '2026-01-02T10:00:00Z',
      startedAt: '2026-01-02T09:00:00Z',
      seats: ['Ann', 'Bob'],
      seed: 'S1',
      penalties: [
        [0, 5],
        [7, 0],
      ],
      totals: [7, 5],
      winners: [1],
      undos: 2,
    },
  },
];

beforeAll(() => usePseudoLocale());
afterAll(() => {
  useEnglish();
  offlineReady.value = false;
  updateReady.value = false;
});

describe('the pseudo-locale itself', () => {
  it('wraps strings, and functions on their result', () => {
    const words = pseudo({ lang: 'en', a: 'Hi', f: (n: number) => `${n} tiles`, nested: { b: 'Yo' } });
    expect([words.lang, words.a, words.f(2), words.nested.b]).toEqual(['en', '⟦Hi⟧', '⟦2 tiles⟧', '⟦Yo⟧']);
  });

  it('finds a word outside the brackets, and lets names and numbers be', () => {
    expect(escapes('<p>⟦Hi⟧ Ann 12</p><p>⟦a⟧. ⟦b⟧</p><button aria-label="Close">⟦x⟧</button>', ['Ann'])).toEqual(['⟦a⟧. ⟦b⟧', 'Close']);
  });

  it('reads nested brackets as words', () => {
    expect(outside('⟦Ann played ⟦the 3–5⟧⟧')).toBe('');
  });

  it('reads text nodes and the attributes people hear', () => {
    expect(readTexts('<div title="T &amp; U"><span aria-label="L">x</span><!-- c --></div>')).toEqual(['T & U', 'L', 'x']);
  });
});

describe('every screen in the pseudo-locale: no word outside the wording module', () => {
  it('the New game screen, with the top bar', async () => {
    const { app } = await makeApp();
    expect(escaped(inApp(app, h(App, {})))).toEqual([]);
  });

  it('the New game screen with a game in progress, a link partly ignored, and a replaced game', async () => {
    const { app } = await makeApp({ search: '?seed=&players=Ann,Ann&pace=warp' });
    app.table.resume(played(TURN, TURN_MOVES));
    await settle();
    expect(escaped(inApp(app, h(App, {})))).toEqual([]);
  });

  it('the Display panel', async () => {
    const { app } = await makeApp();
    // Each language is named in its own words, the same whatever the language on screen.
    expect(escaped(inApp(app, h(DisplayPanel, { onClose: () => {} })), Object.values(AUTONYMS))).toEqual([]);
  });

  it('the table at a turn: board, hand, seats and the prompt', async () => {
    const { app } = await appAt(played(TURN, TURN_MOVES));
    expect(escaped(inApp(app, h(Table, {})))).toEqual([]);
  });

  it.each([
    ['a tile that fits two trains: pick a train', '7|12'],
    ['a tile that fits one train: confirm', '6|9'],
    ['a tile that fits nowhere: the refusal', '3|4'],
  ])('the table, %s', async (_name, tile) => {
    const { app } = await appAt(played(TURN, TURN_MOVES));
    app.input.select(tile);
    await settle();
    expect(escaped(inApp(app, h(Table, {})))).toEqual([]);
  });

  it('the table, a train tapped that no tile fits', async () => {
    const { app } = await appAt(played(NOTHING_FOR_OWN, TURN_MOVES.slice(0, 2)));
    expect(escaped(inApp(app, h(Table, {})))).toEqual([]);
  });

  it.each([
    ['placing the engine', []],
    ['finishing a first turn', TO_FINISH],
    ['a first-turn pass', TO_FIRST_PASS],
    ['a forced draw', TO_DRAW],
    ['a pass after the draw', TO_PASS],
  ])('the table, %s', async (_name, moves) => {
    const { app } = await appAt(played(FORCED('pp'), moves));
    // Two people share the device: past the handoff, the hand and its prompt are shown.
    app.table.reveal(app.table.handoff.value!);
    await settle();
    const html = inApp(app, h(Table, {}));
    expect(html).toContain('data-prompt');
    expect(escaped(html)).toEqual([]);
  });

  it('the table with every banner: storage trouble, read-only, offline ready, an update', async () => {
    const storage = fakeStorage({ load: { kind: 'problem', problem: 'unreadable' } as never });
    const { app } = await makeApp({ storage });
    app.table.resume(played(TURN, TURN_MOVES));
    storage.setStatus({ problem: { code: 'quota' } as never, owner: false });
    offlineReady.value = true;
    updateReady.value = true;
    app.show('table');
    await settle();
    const html = inApp(app, h(App, {})) + inApp(app, h(Table, {}));
    offlineReady.value = false;
    updateReady.value = false;
    expect(escaped(html)).toEqual([]);
  });

  it('the handoff between two people sharing the device', async () => {
    const { app } = await appAt(sessionFrom({ seats: PAIR, hands: [['12|12', '12|5'], ['12|7', '3|4'], ['1|2']] }));
    app.table.perform({ type: 'placeEngine' });
    await settle();
    const html = inApp(app, h(Table, {}));
    expect(html).toContain('data-handoff');
    expect(escaped(html)).toEqual([]);
  });

  it('the history panel', async () => {
    const { app } = await appAt(played(TURN, TURN_MOVES));
    expect(escaped(inApp(app, h(HistoryPanel, { onClose: () => {} })))).toEqual([]);
  });

  it('the history panel at the end of a round (the last move says how the round ended)', async () => {
    const { app } = await appAt(computersAfter(1));
    expect(escaped(inApp(app, h(HistoryPanel, { onClose: () => {} })))).toEqual([]);
  });

  it('the Scores sheet, two rounds in', async () => {
    const { app } = await appAt(computersAfter(2));
    const html = inApp(app, h(ScoresSheet, { onClose: () => {} }));
    expect(html).toContain('data-scores');
    expect(escaped(html)).toEqual([]);
  });

  it('the end of a round', async () => {
    const { app } = await appAt(computersAfter(1));
    expect(current(app.table.session.value!).phase).toBe('roundOver');
    expect(escaped(inApp(app, h(Table, {})))).toEqual([]);
  });

  it('the end of the session', async () => {
    const { app } = await appAt(computersAfter(13));
    expect(current(app.table.session.value!).phase).toBe('sessionOver');
    expect(escaped(inApp(app, h(Table, {})))).toEqual([]);
  });

  it('the Rules screen', async () => {
    const { app } = await makeApp();
    expect(escaped(inApp(app, h(RulesText, {})))).toEqual([]);
  });

  it('the Records screen, with records, a note and items kept aside', async () => {
    const storage = fakeStorage({
      records: RECORDS,
      keptAside: [
        { qid: 'q1', what: 'record', at: '2026-01-03T10:00:00Z', problem: { code: 'illegal-action', detail: 'x', data: { round: 2, action: 5 } }, restorable: false },
      ] as never,
    });
    const { app } = await makeApp({ storage });
    await app.records.open();
    await settle();
    expect(escaped(inApp(app, h(Records, {})))).toEqual([]);
  });

  it('a replay of the rounds played so far, at the end of a round', async () => {
    const { app } = await appAt(computersAfter(2));
    app.openReplay({ source: { kind: 'session', session: app.table.session.value! }, round: 1, back: 'table' });
    const html = inApp(app, h(Replay, {}));
    expect(html).toContain('data-train');
    expect(escaped(html)).toEqual([]);
  });

  it('Learn to play: the coach and its table', async () => {
    const { app } = await makeApp();
    app.learn();
    await settle();
    const html = inApp(app, h(Learn, {}));
    expect(html).toContain('coach');
    expect(escaped(html)).toEqual([]);
  });

  it('the statistics', async () => {
    const { app } = await makeApp();
    expect(escaped(inApp(app, h(Statistics, { entries: RECORDS, onBack: () => {} })))).toEqual([]);
  });
});
