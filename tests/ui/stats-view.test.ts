/** The Statistics view and the round grid, rendered to HTML in Node: the hooks and cells say what the sums say. */
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { RoundGrid } from '../../src/ui/table/RoundGrid.tsx';
import { Statistics } from '../../src/ui/records/Statistics.tsx';
import type { RecordItem, RecordSummary } from '../../src/ui/ports/ports.ts';

/** A summary from seats and penalties[round − 1][seat]; totals and winners worked out as the core does. */
function summary(seats: string[], penalties: number[][]): RecordSummary {
  const totals = seats.map((_, s) => penalties.reduce((sum, row) => sum + row[s]!, 0));
  const best = Math.min(...totals);
  const winners = totals.flatMap((t, s) => (t === best ? [s] : []));
  return { finishedAt: '2026-01-01T20:00:00.000Z', startedAt: '2026-01-01T19:00:00.000Z', seats, seed: 'VIEW', penalties, totals, winners, undos: 0 };
}

// The sessions of tests/ui/stats.test.ts: Ana 12, 12, 8 (won S1, shared S3); Ben 13, 8, 10 (won S2); Cy 11, 8 (shared S3).
const entries: RecordItem[] = [
  summary(['Ana', 'Ben'], [[0, 10], [5, 0], [7, 3]]),
  summary(['Ben', 'Ana', 'Cy'], [[0, 4, 9], [6, 0, 2], [2, 8, 0]]),
  summary(['Cy', 'Ana', 'Ben'], [[3, 0, 3], [0, 6, 7], [5, 2, 0]]),
].map((s, i) => ({ id: `r${i}`, summary: s }));

const render = (items: RecordItem[]) => renderToString(h(Statistics, { entries: items, onBack: () => {} }));

/** The statistics rows' hooks, in table order. */
function hooks(html: string): string[][] {
  const row = /<tr data-player="([^"]*)" data-sessions="([^"]*)" data-wins="([^"]*)" data-shared-wins="[^"]*" data-average="([^"]*)" data-best="([^"]*)"/g;
  return [...html.matchAll(row)].map((m) => m.slice(1));
}

describe('the Statistics view', () => {
  const html = render(entries);

  it('one row per player in standing order, its hooks plain numbers', () => {
    expect(hooks(html)).toEqual([
      ['Ana', '3', '2', '10.7', '8'],
      ['Cy', '2', '1', '9.5', '8'],
      ['Ben', '3', '1', '10.3', '8'],
    ]);
  });

  it('the main table is the [data-stats] table', () => {
    expect(html).toMatch(/<table class="stats" data-stats[^>]*>/);
  });

  it.each([
    ['a shared win is said so', '2 (1\u00a0shared)'],
    ['the rounds gone out, of the rounds played', '3 of\u00a09'],
    ['the player filter, every name once', '<option value="Ana">Ana</option><option value="Ben">Ben</option><option value="Cy">Cy</option>'],
  ])('%s', (_, text) => {
    expect(html).toContain(text);
  });

  it('the average penalty by round: a row per round, one column per player', () => {
    const rows = [...html.matchAll(/<tr data-round="(\d+)">(.*?)<\/tr>/g)];
    expect(rows.map((r) => r[1])).toEqual(['1', '2', '3']);
    // Round 1: Ana (0 + 4 + 0) / 3, Cy (9 + 3) / 2, Ben (10 + 0 + 3) / 3.
    expect([...rows[0]![2]!.matchAll(/<td>([^<]*)<\/td>/g)].map((m) => m[1])).toEqual(['1.3', '6', '4.3']);
  });

  it('no finished session: no table, a plain sentence', () => {
    const empty = render([]);
    expect(empty).not.toContain('data-stats');
    expect(empty).toContain('No finished sessions yet');
  });
});

describe('the round grid of a recorded session', () => {
  const names = ['Ana', 'Ben', 'Cy', 'Dee', 'Eli', 'Fay', 'Gus', 'Hal', 'Ivy', 'Jo'];
  const ten = summary(names, Array.from({ length: 13 }, (_, r) => names.map((_, s) => (r + s) % 7)));
  const html = renderToString(h(RoundGrid, { summary: ten }));
  const tables = (cls: string) => [...html.matchAll(new RegExp(`<table class="${cls}">(.*?)</table>`, 'g'))].map((m) => m[1]!);

  it('the wide layout: players down (ten rows), rounds across', () => {
    const [wide] = tables('scores');
    expect(wide!.match(/<tr[^>]*><th scope="row">/g)).toHaveLength(10);
  });

  it('the narrow layout: ten players stacked five by five, each table 13 rounds and the totals', () => {
    const narrow = tables('scores-down');
    expect(narrow).toHaveLength(2);
    for (const [i, table] of narrow.entries()) {
      const heads = [...table.match(/<thead>(.*?)<\/thead>/)![1]!.matchAll(/<th scope="col"[^>]*>([^<]*)<\/th>/g)].map((m) => m[1]);
      expect(heads).toEqual(['Round', ...names.slice(i * 5, i * 5 + 5)]);
      expect(table.match(/<tr[^>]*>/g)).toHaveLength(1 + 13 + 1);
    }
  });

  it('a table of four stays one table', () => {
    const four = renderToString(h(RoundGrid, { summary: summary(names.slice(0, 4), [[1, 2, 3, 4]]) }));
    expect(four.match(/<table class="scores-down">/g)).toHaveLength(1);
  });
});
