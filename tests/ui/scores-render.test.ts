/** The Scores sheet and the podium, rendered to HTML in Node from written standings. */
import { describe, expect, it } from 'vitest';
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { computed, signal } from '@preact/signals';
import type { SessionStatus } from '../../src/session/index.ts';
import { Podium } from '../../src/ui/table/Podium.tsx';
import { ScoresSheet } from '../../src/ui/table/Scores.tsx';
import { AppContext } from '../../src/ui/app/context.ts';
import type { AppModel } from '../../src/ui/app/app.ts';
import { placings } from '../../src/ui/table/derive/scores.ts';
import { wordsFor } from '../../src/ui/words/index.ts';
import { en } from '../../src/ui/words/en.ts';

const SEATS = [
  { name: 'Ann', kind: 'person' as const },
  { name: 'Bo', kind: 'computer' as const, level: 'sharp' as const },
  { name: 'Cy', kind: 'computer' as const, level: 'sharp' as const },
];

/** Renders the sheet for a status with the given rounds over, seen by `viewer`. */
function sheet(penalties: number[][], phase: SessionStatus['phase'], viewer: number | null = null): string {
  const totals = SEATS.map((_, seat) => penalties.reduce((sum, row) => sum + row[seat]!, 0));
  const round = phase === 'playing' ? penalties.length + 1 : penalties.length;
  const status = signal({ penalties, totals, rounds: 13, round, phase, seats: SEATS, seed: 'SEED42' } as unknown as SessionStatus);
  // One reader for the sentences and the seat names: no shared device here.
  const words = computed(() => wordsFor(en, { names: SEATS.map((s) => s.name), viewer }));
  const app = { table: { status }, words, names: words } as unknown as AppModel;
  return renderToString(h(AppContext.Provider, { value: app }, h(ScoresSheet, { onClose: () => {} })));
}

/** The text of each cell of one row of the sheet, `<td>` only. */
function cells(html: string, row: RegExp): string[] {
  const tr = new RegExp(`<tr[^>]*${row.source}[^>]*>(.*?)</tr>`).exec(html)?.[1] ?? '';
  return [...tr.matchAll(/<td[^>]*>(.*?)<\/td>/g)].map((m) => m[1]!.replace(/<span class="sr-only">[^<]*<\/span>/g, '').replace(/<[^>]+>/g, '').trim());
}

describe('the Scores sheet', () => {
  const two = [
    [12, 0, 7],
    [3, 9, 0],
  ];

  it('has a row for each of the 13 rounds, the rounds played filled in', () => {
    const html = sheet(two, 'playing');
    expect(html.match(/data-pad-round="/g)).toHaveLength(13);
    expect(cells(html, /data-pad-round="1"/)).toEqual(['12', '0', '7']);
    expect(cells(html, /data-pad-round="2"/)).toEqual(['3', '9', '0']);
    expect(cells(html, /data-pad-round="13"/)).toEqual(['', '', '']);
  });

  it('marks the round in play, and says so to screen readers', () => {
    const html = sheet(two, 'playing');
    expect(html).toMatch(/<tr[^>]*data-pad-round="3"[^>]*data-playing="true"/);
    expect(html.match(/data-playing/g)).toHaveLength(1);
    expect(html).toContain('in play');
  });

  it('has the totals, the places and the gaps to the leader at its foot', () => {
    const html = sheet(two, 'roundOver');
    expect(cells(html, /data-pad="total"/)).toEqual(['15', '9', '7']);
    expect(cells(html, /data-pad="place"/)).toEqual(['3rd', '2nd', '1st']);
    expect(cells(html, /data-pad="behind"/)).toEqual(['8', '2', '–']);
    expect(html).toContain('After 2 rounds of 13');
  });

  it('has no places before a round is over', () => {
    const html = sheet([], 'playing');
    expect(cells(html, /data-pad="place"/)).toEqual(['', '', '']);
    expect(html).toContain('No round over yet · round 1 in play');
  });

  it('says a shared place to screen readers', () => {
    expect(sheet([[4, 4, 9]], 'roundOver')).toMatch(/1st<span class="sr-only"> shared<\/span>/);
  });

  it('names the reader "You", with the seed', () => {
    const html = sheet(two, 'roundOver', 1);
    expect([...html.matchAll(/class="pad-name[^"]*"><span[^>]*>([^<]*)</g)].map((m) => m[1])).toEqual(['Ann', 'You', 'Cy']);
    expect(html).toContain('SEED42');
  });

  it('says the scores are final once the session is over', () => {
    expect(sheet(Array.from({ length: 13 }, () => [1, 2, 3]), 'sessionOver')).toContain('Final scores after 13 rounds');
  });
});

/** Renders the podium for `totals` by seat. */
const podiumOf = (totals: number[]) => renderToString(h(Podium, { places: placings(totals), names: ['Ann', 'Bo', 'Cy', 'Dee'].slice(0, totals.length) }));

describe('the podium', () => {
  it('puts two winners on the top step together, and the next seat third', () => {
    const html = podiumOf([10, 25, 10]);
    expect(html).toMatch(/<li[^>]*data-rank="1" data-seats="0 2"/);
    expect(html).toMatch(/<li[^>]*data-rank="3" data-seats="1"/);
    expect(html).not.toContain('data-rank="2"');
    expect(html).toContain('1st: Ann and Cy, 10 points');
  });

  it('has a step for each of the first three places only', () => {
    const html = podiumOf([30, 12, 45, 50]);
    expect([...html.matchAll(/data-rank="(\d)" data-seats="([^"]*)"/g)].map((m) => `${m[1]}:${m[2]}`)).toEqual(['1:1', '2:0', '3:2']);
    expect(html).not.toContain('Dee');
  });
});
