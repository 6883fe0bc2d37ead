/** The table rendered to HTML in Node: the board, the seat strip and their test hooks show the core's facts. */
import { describe, expect, it } from 'vitest';
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { signal } from '@preact/signals';
import type { PlayerView, TrainView } from '../../src/core/index.ts';
import type { SessionStatus } from '../../src/session/index.ts';
import { trainOrder } from '../../src/ui/table/Board.tsx';
import { Lane, type LaneProps } from '../../src/ui/table/Lane.tsx';
import { Seats } from '../../src/ui/table/Seats.tsx';
import { Table } from '../../src/ui/table/Table.tsx';
import type { AppModel } from '../../src/ui/app/app.ts';
import { AppContext } from '../../src/ui/app/context.ts';
import { wordsFor } from '../../src/ui/words/index.ts';
import { en } from '../../src/ui/words/en.ts';
import { SOLO, makeApp, playUntil, startGame, twoTrainTile } from './helpers.ts';

function table(app: AppModel): string {
  return renderToString(h(AppContext.Provider, { value: app }, h(Table, {})));
}

/** Every element's attributes carrying `name`, in document order. */
function attrs(html: string, name: string): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<[a-z]+[^>]* ${name}(?:="[^"]*")?[^>]*>`, 'g'))].map((m) =>
    Object.fromEntries([...m[0].matchAll(/ (data-[a-z-]+)(?:="([^"]*)")?/g)].map((a) => [a[1]!, a[2] ?? ''])),
  );
}

const words = wordsFor(en, { names: ['Ann', 'Bob', 'Cy'], viewer: 0 });

describe('the order of the trains', () => {
  it.each([
    [3, 0, [0, 'mexican', 1, 2]],
    [3, 1, [1, 'mexican', 2, 0]],
    [2, 1, [1, 'mexican', 0]],
  ])('%i seats seen from seat %i: own train, the Mexican Train, then clockwise', (players, viewer, order) => {
    expect(trainOrder(players, viewer)).toEqual(order);
  });
});

describe('the board on the table', () => {
  it('each train carries its key, its marker and every tile in order', async () => {
    const { app } = await makeApp();
    await startGame(app, SOLO);
    await playUntil(app, () => app.table.view.value!.trains.some((t) => t.laid.length > 2));
    const trains = attrs(table(app), 'data-train');
    const view = app.table.view.value!;
    expect(trains.map((t) => t['data-train'])).toEqual(['0', 'mexican', '1']);
    for (const t of trains) {
      const train = view.trains.find((v) => String(v.ref) === t['data-train'])!;
      expect(t['data-tiles']).toBe(train.laid.map((l) => l.tile).join(' '));
      expect(t['data-marked']).toBe(String(train.marked));
    }
  });

  it('the trains a picked tile may go on are lit, and only those', async () => {
    const { app } = await makeApp();
    await startGame(app, SOLO);
    await playUntil(app, () => twoTrainTile(app) !== null && app.table.view.value!.turn === 0);
    const { tile, trains } = twoTrainTile(app)!;
    app.input.select(tile);
    const lit = attrs(table(app), 'data-train').filter((t) => t['data-lit'] === 'true').map((t) => t['data-train']);
    expect(lit.sort()).toEqual([...trains].sort());
  });

  it('the yard shows how many tiles are left', async () => {
    const { app } = await makeApp();
    await startGame(app, SOLO);
    const html = table(app);
    const yard = app.table.view.value!.yardSize;
    expect(html).toMatch(new RegExp(`data-yard="${yard}"[^>]*>.*?<strong[^>]*>${yard}</strong>`));
  });

  it('the prompt is marked for checks from outside', async () => {
    const { app } = await makeApp();
    await startGame(app, SOLO);
    expect(table(app)).toMatch(/<p class="prompt" id="prompt" data-prompt/);
  });
});

/** A train for the lane tests: seat 1's, with `n` tiles laid from the 12. */
function trainOf(n: number, marked = false): TrainView {
  const chain = ['12|3', '3|5', '5|7', '7|9', '9|11', '11|1', '1|2', '2|4', '4|6', '6|8'].slice(0, n);
  const laid = chain.map((code) => {
    const [a, b] = code.split('|').map(Number) as [number, number];
    return { tile: a < b ? code : `${b}|${a}`, joined: a, open: b };
  });
  return { ref: 1, owner: 1, tiles: laid.map((l) => l.tile), openEnd: laid.at(-1)?.open ?? null, marked, laid, needs: laid.at(-1)?.open ?? 12, exposed: false };
}

function lane(train: TrainView, props: Partial<LaneProps> = {}): string {
  const all: LaneProps = {
    train,
    words,
    letter: 'C',
    lit: false,
    slim: false,
    owed: false,
    exposed: '',
    ghost: null,
    recent: null,
    rows: 1,
    per: 4,
    moreSlots: 1,
    tl: 48,
    base: 48,
    whole: false,
    onTap: () => {},
    onToggle: () => {},
    ...props,
  };
  // Tiles name themselves through the app's words: a stand-in app with just those.
  const app = { words: signal(words) } as unknown as AppModel;
  return renderToString(h(AppContext.Provider, { value: app }, h(Lane, all)));
}

describe('a lane', () => {
  it('shows a short train whole, with no "+n"', () => {
    const html = lane(trainOf(3));
    expect(attrs(html, 'data-placed').map((t) => t['data-placed'])).toEqual(['3|12', '3|5', '5|7']);
    expect(html).not.toContain('class="more"');
  });

  it('folds the older tiles of a long train into "+n", keeping the open end', () => {
    const html = lane(trainOf(9));
    const placed = attrs(html, 'data-placed').map((t) => t['data-placed']);
    expect(placed).toEqual(['1|2', '2|4', '4|6']);
    expect(html).toMatch(/class="more"[^>]*>\+6</);
    expect(attrs(html, 'data-train')[0]!['data-tiles']!.split(' ')).toHaveLength(9);
  });

  it('opened whole, shows every tile and offers to fold again', () => {
    const html = lane(trainOf(9), { whole: true });
    expect(attrs(html, 'data-placed')).toHaveLength(9);
    expect(html).toMatch(/aria-expanded="true"[^>]*>−</);
  });

  it('with more rows, shows more of a long train', () => {
    // Two rows of four places; the "+n" button keeps the first place of each row it lies over:
    // both rows of small tiles, the first only of large ones.
    expect(attrs(lane(trainOf(9), { rows: 2 }), 'data-placed')).toHaveLength(6);
    expect(attrs(lane(trainOf(9), { rows: 2, tl: 92, base: 92 }), 'data-placed')).toHaveLength(7);
  });

  it('a marked train shows the locomotive and the word Open', () => {
    const html = lane(trainOf(2, true));
    expect(html).toContain('class="loco"');
    expect(html).toMatch(/<span class="word">Open<\/span>/);
    expect(attrs(html, 'data-train')[0]!['data-marked']).toBe('true');
  });

  it('slim, shows the number it needs and no tiles', () => {
    const html = lane(trainOf(4), { slim: true });
    expect(attrs(html, 'data-placed')).toHaveLength(0);
    expect(html).toMatch(/class="needs">9</);
  });

  it('a previewed tile is drawn as a ghost at the open end, not as a laid tile', () => {
    const html = lane(trainOf(2), { ghost: '5|6', lit: true });
    expect(html).toMatch(/class="tile h [^"]*\bghost"/);
    expect(attrs(html, 'data-placed')).toHaveLength(2);
    expect(attrs(html, 'data-train')[0]!['data-lit']).toBe('true');
  });

  it('a confirmed tile lands: drawn laid (data-placed, in data-tiles) and the lane marked data-landing until the move commits', () => {
    const previewed = lane(trainOf(2), { ghost: '5|6', lit: true });
    const landed = lane(trainOf(2), { ghost: '5|6', lit: true, landed: true });
    expect(attrs(previewed, 'data-train')[0]!['data-landing']).toBeUndefined();
    expect(attrs(landed, 'data-train')[0]!['data-landing']).toBe('true');
    expect(attrs(landed, 'data-train')[0]!['data-tiles']!.split(' ').at(-1)).toBe('5|6');
    expect(attrs(previewed, 'data-train')[0]!['data-tiles']!.split(' ')).not.toContain('5|6');
    expect(attrs(landed, 'data-placed')).toHaveLength(3);
    expect(landed).not.toMatch(/\bghost\b/);
  });
});

/** Seat facts for the strip tests. */
function seats(view: Partial<PlayerView>, turnKind: 'person' | 'computer' = 'person'): string {
  const status = {
    seats: [
      { name: 'Ann', kind: 'person' },
      { name: 'Bob', kind: 'computer', level: 'sharp' },
      { name: 'Cy', kind: 'computer', level: 'sharp' },
    ],
    totals: [12, 0, 31],
    turnKind,
  } as unknown as SessionStatus;
  const full = { phase: 'play', turn: 0, handCounts: [5, 1, 7], trains: [trainOf(1, true)], ...view } as PlayerView;
  return renderToString(h(Seats, { view: full, status, words }));
}

describe('the seat strip', () => {
  it('a chip per seat with tiles in hand and running total; the seat to act is marked', () => {
    const chips = attrs(seats({}), 'data-seat');
    expect(chips).toEqual([
      { 'data-seat': '0', 'data-count': '5', 'data-total': '12', 'data-turn': 'true' },
      { 'data-seat': '1', 'data-count': '1', 'data-total': '0' },
      { 'data-seat': '2', 'data-count': '7', 'data-total': '31' },
    ]);
  });

  it('calls out a seat with one tile left', () => {
    // In words, and in the narrow chip's short form (the chip's read-out line says it whole).
    expect(seats({})).toMatch(/class="last-tile"><span class="long">1 tile!<\/span><span class="brief">1!</);
    expect(seats({})).toMatch(/class="sr-only">[^<]*: 1 tile!, total/);
  });

  it('says "thinking…" on a computer seat to act, and nowhere else', () => {
    expect(seats({ turn: 1 }, 'computer')).toMatch(/data-seat="1"[^]*?class="thinking">thinking…[^]*?data-seat="2"/);
    expect(seats({ turn: 1 }, 'computer').match(/class="thinking"/g)).toHaveLength(1);
    expect(seats({ turn: 0 })).not.toContain('class="thinking"');
  });

  it('shows the marker of a seat whose train is open', () => {
    const html = seats({});
    expect(html).toMatch(/data-seat="1"[^>]*>(?:(?!data-seat).)*class="loco"/s);
    expect(html).not.toMatch(/data-seat="0"[^>]*>(?:(?!data-seat).)*class="loco"/s);
  });
});
