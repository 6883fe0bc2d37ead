/**
 * Records in the game's colours, numbers written the language's way (issue 41, item 6): a
 * record's chart draws seat i in the table's colour of seat i (`seat-${i % 10}`), whoever sits
 * there; Statistics, the round grid, the chart and the Scores sheet write every figure as the
 * language does ("1,208" in English, "1208" and "12.080" in Spanish), never a raw "1208" beside it.
 */
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { computed, signal } from '@preact/signals';
import type { SessionStatus } from '../../src/session/index.ts';
import { Records } from '../../src/ui/records/Records.tsx';
import { Statistics } from '../../src/ui/records/Statistics.tsx';
import { RoundGrid } from '../../src/ui/table/RoundGrid.tsx';
import { ScoresSheet } from '../../src/ui/table/Scores.tsx';
import { AppContext } from '../../src/ui/app/context.ts';
import type { AppModel } from '../../src/ui/app/app.ts';
import type { RecordItem, RecordSummary } from '../../src/ui/ports/ports.ts';
import { wordsFor } from '../../src/ui/words/index.ts';
import { en } from '../../src/ui/words/en.ts';
import { es } from '../../src/ui/words/es.ts';
import { first as firstEn } from '../../src/ui/words/first-en.ts';
import { later as laterEn } from '../../src/ui/words/later-en.ts';
import { first as firstEs } from '../../src/ui/words/first-es.ts';
import { later as laterEs } from '../../src/ui/words/later-es.ts';
import { installWords } from '../../src/ui/words/shelf.ts';
import { fakeStorage } from './fakes.ts';
import { makeApp, settle } from './helpers.ts';

// The service worker's registration is a virtual module of the build: its two signals stand in.
vi.mock('../../src/pwa/register.ts', async () => {
  const { signal } = await import('@preact/signals');
  return { updateReady: signal(false), offlineReady: signal(false), applyUpdate: async () => {}, startServiceWorker: () => {} };
});

afterAll(() => installWords('en', firstEn, laterEn));

/** A summary from seats and penalties[round − 1][seat]; totals and winners worked out as the core does. */
function summary(seats: string[], penalties: number[][], finishedAt = '2026-01-01T20:00:00.000Z'): RecordSummary {
  const totals = seats.map((_, s) => penalties.reduce((sum, row) => sum + row[s]!, 0));
  const best = Math.min(...totals);
  const winners = totals.flatMap((t, s) => (t === best ? [s] : []));
  return { finishedAt, startedAt: finishedAt, seats, seed: 'LOOK', penalties, totals, winners, undos: 0 };
}

/** What a person reads: the text between the tags (attributes and test hooks left out). */
function text(html: string): string {
  return html.replace(/<[^>]*>/g, ' ').replace(/&nbsp;|\u00a0/g, ' ');
}

describe('a record’s chart in the seat colours of its session', () => {
  // Ana sits first in one session and third in the other; Ben second, then first.
  const first = summary(['Ana', 'Ben', 'Cy'], [[1, 5, 9], [2, 0, 4]], '2026-01-01T20:00:00.000Z');
  const second = summary(['Ben', 'Cy', 'Ana'], [[3, 7, 0], [6, 1, 12]], '2026-01-02T20:00:00.000Z');
  const records: RecordItem[] = [
    { id: 'a', summary: first },
    { id: 'b', summary: second },
  ];

  async function cards(): Promise<string[]> {
    const { app } = await makeApp({ storage: fakeStorage({ records }) });
    await app.records.open();
    await settle();
    const html = renderToString(h(AppContext.Provider, { value: app }, h(Records, {})));
    return [...html.matchAll(/<article class="panel record">(.*?)<\/article>/g)].map((m) => m[1]!);
  }

  /** The chart's lines of one card: seat hook, class and the points drawn. */
  const lines = (card: string) =>
    [...card.matchAll(/<polyline class="([^"]*)" data-seat="(\d+)"[^>]*points="([^"]*)"/g)].map((m) => ({ cls: m[1]!, seat: Number(m[2]), points: m[3]! }));
  /** The chart's key: which seat colour each name is shown in. */
  const keys = (card: string) =>
    Object.fromEntries([...card.matchAll(/<span class="chart-key seat-(\d+)" data-seat="(\d+)">(?:.*?)<\/svg> ?([^<]*)<\/span>/g)].map((m) => [m[3]!.trim(), Number(m[1])]));

  it('draws seat i’s line with the class seat-i, the table’s colour of seat i', async () => {
    const [a, b] = await cards();
    for (const card of [a!, b!]) {
      const drawn = lines(card);
      expect(drawn.map((l) => l.seat)).toEqual([0, 1, 2]);
      for (const l of drawn) expect(l.cls.split(' ')).toEqual(['chart-line', `seat-${l.seat}`]);
    }
  });

  it('gives a name the colour of the seat it had in that session, not a fixed colour per name', async () => {
    const [a, b] = await cards();
    expect(keys(a!)).toEqual({ Ana: 0, Ben: 1, Cy: 2 });
    expect(keys(b!)).toEqual({ Ben: 0, Cy: 1, Ana: 2 });
    // Ana's line in the second session is the seat-2 one: it climbs 0 then 12, ending at the top (her 12 is that chart's most).
    const ana = lines(b!).find((l) => l.seat === 2)!;
    expect(ana.cls).toContain('seat-2');
    const ys = ana.points.split(' ').map((p) => Number(p.split(',')[1]));
    expect(ys[0]).toBeGreaterThan(ys[1]!);
    expect(Math.min(...lines(b!).flatMap((l) => l.points.split(' ').map((p) => Number(p.split(',')[1]))))).toBe(ys[1]);
  });

  it('the stylesheet strokes a line with its seat’s colour, the same --seat the table’s seats use', () => {
    const css = readFileSync(new URL('../../src/ui/styles.css', import.meta.url), 'utf8');
    expect(css).toMatch(/\.chart-line \{[^}]*stroke: var\(--seat\)/);
    for (let i = 0; i < 10; i++) expect(css).toContain(`.seat-${i} { --seat: var(--s${i}); }`);
    // No fixed palette of its own left in the chart.
    expect(readFileSync(new URL('../../src/ui/records/Records.tsx', import.meta.url), 'utf8')).not.toMatch(/#[0-9a-f]{6}/i);
  });
});

describe('figures written the language’s way', () => {
  // Ana: 600 + 608 = 1208, Ben: 6000 + 6080 = 12080; Ana wins.
  const big = summary(['Ana', 'Ben'], [[600, 6000], [608, 6080]]);
  const entries: RecordItem[] = [{ id: 'big', summary: big }];
  const statistics = () => renderToString(h(Statistics, { entries, onBack: () => {} }));
  const grid = () => renderToString(h(RoundGrid, { summary: big }));

  /** The Scores sheet after two rounds with these penalties, read in `catalog`'s language. */
  function sheet(catalog: typeof en): string {
    const seats = [{ name: 'Ana', kind: 'person' }, { name: 'Ben', kind: 'person' }];
    const status = signal({ penalties: big.penalties, totals: big.totals, rounds: 13, round: 2, phase: 'roundOver', seats, seed: 'LOOK' } as unknown as SessionStatus);
    const words = computed(() => wordsFor(catalog, { names: seats.map((s) => s.name), viewer: null }));
    const app = { table: { status }, words, names: words } as unknown as AppModel;
    return renderToString(h(AppContext.Provider, { value: app }, h(ScoresSheet, { onClose: () => {} })));
  }
  /** The sheet's cells of one row. */
  const cells = (html: string, row: string) =>
    [...(new RegExp(`<tr[^>]*${row}[^>]*>(.*?)</tr>`).exec(html)?.[1] ?? '').matchAll(/<td[^>]*>(.*?)<\/td>/g)].map((m) => m[1]!.replace(/<[^>]+>/g, '').trim());

  describe('in English', () => {
    it('Statistics: a total of 1208 reads "1,208", 12080 "12,080", and no raw 1208 beside them', () => {
      const html = statistics();
      const row = (name: string) => new RegExp(`<tr data-player="${name}"[^>]*>(.*?)</tr>`).exec(html)![1]!;
      // Average and Best of each player; the hooks keep the plain numbers.
      expect([...row('Ana').matchAll(/<td>([^<]*)<\/td>/g)].map((m) => m[1])).toEqual(['1', '1', '1,208', '1,208', '0 of\u00a02']);
      expect([...row('Ben').matchAll(/<td>([^<]*)<\/td>/g)].map((m) => m[1])).toEqual(['1', '0', '12,080', '12,080', '0 of\u00a02']);
      expect(html).toContain('data-best="1208"');
      // By round: 600 and 6,000, then 608 and 6,080.
      expect(text(html)).toContain('6,000');
      expect(text(html)).not.toMatch(/\d{4,}/);
    });

    it('the round grid and the Scores sheet write the same figures the same way', () => {
      expect(text(grid())).toContain('1,208');
      expect(text(grid())).toContain('12,080');
      expect(text(grid())).not.toMatch(/\d{4,}/);
      const pad = sheet(en);
      expect(cells(pad, 'data-pad="total"')).toEqual(['1,208', '12,080']);
      expect(cells(pad, 'data-pad-round="2"')).toEqual(['608', '6,080']);
    });
  });

  describe('in Spanish', () => {
    it('Statistics: 1208 stays "1208" (Spanish groups from five digits), 12080 reads "12.080", never "1,208"', () => {
      installWords('es', firstEs, laterEs);
      const html = statistics();
      const row = (name: string) => new RegExp(`<tr data-player="${name}"[^>]*>(.*?)</tr>`).exec(html)![1]!;
      expect([...row('Ana').matchAll(/<td>([^<]*)<\/td>/g)].map((m) => m[1])).toEqual(['1', '1', '1208', '1208', '0 de 2']);
      expect([...row('Ben').matchAll(/<td>([^<]*)<\/td>/g)].map((m) => m[1])).toEqual(['1', '0', '12.080', '12.080', '0 de 2']);
      const read = text(html);
      expect(read).toContain('6000');
      expect(read).toContain('6080');
      // Neither an English grouping nor a raw five-digit figure, nor a four-digit one grouped.
      expect(read).not.toMatch(/\d,\d{3}/);
      expect(read).not.toMatch(/\d{5,}/);
      expect(read).not.toMatch(/(?<![\d.])\d\.\d{3}(?![\d.])/);
    });

    it('the round grid and the Scores sheet too', () => {
      installWords('es', firstEs, laterEs);
      const read = text(grid());
      expect(read).toContain('1208');
      expect(read).toContain('12.080');
      expect(read).not.toMatch(/\d{5,}|\d,\d{3}/);
      const pad = sheet(es);
      expect(cells(pad, 'data-pad="total"')).toEqual(['1208', '12.080']);
      expect(cells(pad, 'data-pad-round="2"')).toEqual(['608', '6080']);
    });
  });

  it('the words put figures into sentences the same way', () => {
    expect(laterEn.replay.position(0, 1208)).toBe('As dealt · 1,208 moves');
    expect(laterEs.replay.position(0, 12080)).toBe('Reparto · 12.080 jugadas');
    expect(laterEn.records.chart([{ name: 'Ana', total: 1208 }])).toBe('Running totals by round: Ana 1,208');
    expect(laterEs.records.chart([{ name: 'Ana', total: 1208 }])).toBe('Totales acumulados por ronda: Ana 1208');
    expect(laterEn.records.stats.intro(1208)).toContain('1,208 finished sessions');
    expect(en.roundMinimum(1208)).toContain('1,208');
    expect(es.roundMinimum(12080)).toContain('12.080');
    expect(en.table.seatChip.total(1208)).toBe('1,208 pts');
    expect(es.table.seatChip.total(1208)).toBe('1208 pts');
  });
});
