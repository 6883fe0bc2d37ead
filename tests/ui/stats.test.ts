/** Statistics by player name over finished sessions: every figure matches sums worked by hand. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { groupsOf, oneDecimal, playerKey, playerStats, type PlayerStats, type StatsSession } from '../../src/ui/records/derive/stats.ts';

/** The finished-session summary kept with the record fixtures (three computers, 13 rounds). */
const summary = JSON.parse(readFileSync(new URL('../fixtures/records/v1-finished-summary.json', import.meta.url), 'utf8')) as {
  seats: { name: string }[];
  penalties: number[][];
  totals: number[];
  winners: number[];
};

/** A session from its seats and penalties[round − 1][seat]; totals and winners worked out here, as the core does. */
function session(seats: string[], penalties: number[][]): StatsSession {
  const totals = seats.map((_, s) => penalties.reduce((sum, row) => sum + row[s]!, 0));
  const best = Math.min(...totals);
  return { seats, penalties, totals, winners: totals.flatMap((t, s) => (t === best ? [s] : [])) };
}

/*
 * Three short sessions (three rounds each keep the sums small):
 *   S1  Ana  Ben            r1: 0 10   r2: 5 0   r3: 7 3      totals Ana 12, Ben 13       → Ana wins
 *   S2  Ben  Ana  Cy        r1: 0 4 9  r2: 6 0 2 r3: 2 8 0    totals Ben 8, Ana 12, Cy 11 → Ben wins
 *   S3  Cy  " Ana "  Ben    r1: 3 0 3  r2: 0 6 7 r3: 5 2 0    totals Cy 8, Ana 8, Ben 10  → Cy and Ana share
 * Ana sits in seats 0, 1 and 1 (the last time with stray spaces): one player.
 */
const S1 = session(['Ana', 'Ben'], [[0, 10], [5, 0], [7, 3]]);
const S2 = session(['Ben', 'Ana', 'Cy'], [[0, 4, 9], [6, 0, 2], [2, 8, 0]]);
const S3 = session(['Cy', ' Ana ', 'Ben'], [[3, 0, 3], [0, 6, 7], [5, 2, 0]]);
const stats = playerStats([S1, S2, S3]);
const of = (name: string): PlayerStats => stats.find((p) => p.name === name)!;

describe('the fixture is what the comment says', () => {
  it.each([
    [S1, [12, 13], [0]],
    [S2, [8, 12, 11], [0]],
    [S3, [8, 8, 10], [0, 1]],
  ])('totals and winners of each session', (s, totals, winners) => {
    expect(s.totals).toEqual(totals);
    expect(s.winners).toEqual(winners);
  });
});

describe('statistics by player name', () => {
  it('one row per name, however many seats and sessions it sat in', () => {
    expect(stats.map((p) => p.name).sort()).toEqual(['Ana', 'Ben', 'Cy']);
  });

  it.each([
    // name, sessions, wins, shared wins
    ['Ana', 3, 2, 1], // S1 alone, S3 shared with Cy
    ['Ben', 3, 1, 0], // S2
    ['Cy', 2, 1, 1], // S3 shared with Ana
  ])('%s: %i sessions, %i wins of which %i shared', (name, sessions, wins, shared) => {
    expect(of(name)).toMatchObject({ sessions, wins, sharedWins: shared });
  });

  it.each([
    // name, average, best: Ana (12 + 12 + 8) / 3 = 10.67; Ben (13 + 8 + 10) / 3 = 10.33; Cy (11 + 8) / 2 = 9.5
    ['Ana', 10.7, 8],
    ['Ben', 10.3, 8],
    ['Cy', 9.5, 8],
  ])('%s: average total %d, best total %d', (name, average, best) => {
    expect(of(name)).toMatchObject({ average, best });
  });

  it.each([
    // name, rounds, went out: Ana S1 r1, S2 r2, S3 r1; Ben S1 r2, S2 r1, S3 r3; Cy S2 r3, S3 r2
    ['Ana', 9, 3],
    ['Ben', 9, 3],
    ['Cy', 6, 2],
  ])('%s: went out in %i rounds of %i', (name, rounds, wentOut) => {
    expect(of(name)).toMatchObject({ rounds, wentOut });
  });

  it.each([
    // Ana r1 (0 + 4 + 0) / 3, r2 (5 + 0 + 6) / 3, r3 (7 + 8 + 2) / 3
    ['Ana', [1.3, 3.7, 5.7]],
    // Ben r1 (10 + 0 + 3) / 3, r2 (0 + 6 + 7) / 3, r3 (3 + 2 + 0) / 3
    ['Ben', [4.3, 4.3, 1.7]],
    // Cy r1 (9 + 3) / 2, r2 (2 + 0) / 2, r3 (0 + 5) / 2
    ['Cy', [6, 1, 2.5]],
  ])('%s: average penalty by round number', (name, averages) => {
    expect(of(name).roundAverages).toEqual(averages);
  });

  it('the most wins first, then the lower average (Cy 9.5 before Ben 10.3)', () => {
    expect(stats.map((p) => p.name)).toEqual(['Ana', 'Cy', 'Ben']);
  });

  it('a round number nobody played in has no average (null), not 0', () => {
    const short = session(['Dee', 'Eli'], [[4, 0], [0, 6]]);
    const [dee] = playerStats([short, S1]).filter((p) => p.name === 'Dee');
    expect(dee!.roundAverages).toEqual([4, 0, null]);
  });

  it('no sessions, no players', () => {
    expect(playerStats([])).toEqual([]);
  });

  it('the same name in other seats is still one player, and other names stay apart', () => {
    const a = session(['Ana', 'Ben'], [[1, 2]]);
    const b = session(['Ben', 'Ana'], [[3, 4]]);
    expect(playerStats([a, b]).map((p) => [p.name, p.sessions, p.average])).toEqual([
      ['Ana', 2, 2.5], // (1 + 4) / 2, won a
      ['Ben', 2, 2.5], // (2 + 3) / 2, won b
    ]);
  });
});

describe('a real 13-round session (the v1 fixture summary)', () => {
  const real = playerStats([{ seats: summary.seats.map((s) => s.name), penalties: summary.penalties, totals: summary.totals, winners: summary.winners }]);

  it.each([
    // name, total, wins, went out (penalties of 0 in the fixture's column)
    ['Ben', 157, 1, 7],
    ['Ana', 277, 0, 3],
    ['Cy', 446, 0, 2],
  ])('%s: total %i, %i wins, out %i times in 13 rounds', (name, total, wins, wentOut) => {
    expect(real.find((p) => p.name === name)).toMatchObject({ sessions: 1, average: total, best: total, wins, wentOut, rounds: 13 });
  });

  it('one session: the round averages are the penalties themselves', () => {
    expect(real.find((p) => p.name === 'Ana')!.roundAverages).toEqual(summary.penalties.map((row) => row[0]));
  });
});

describe('the small rules of counting', () => {
  it.each([
    ['Ana', 'Ana'],
    ['  Ana  ', 'Ana'],
    ['Ana\tMaría', 'Ana María'],
    ['Ana   María', 'Ana María'],
    ['ana', 'ana'],
  ])('the name %j counts as %j', (name, key) => {
    expect(playerKey(name)).toBe(key);
  });

  it.each([
    [32, 3, 10.7],
    [31, 3, 10.3],
    [19, 2, 9.5],
    [1, 8, 0.1], // 0.125
    [3149, 20, 157.5], // 157.45: halves go up
    [0, 4, 0],
  ])('%i / %i to one decimal is %d', (sum, count, rounded) => {
    expect(oneDecimal(sum, count)).toBe(rounded);
  });
});

describe('columns stacked in groups when a phone has no room for them all', () => {
  it.each([
    [2, 5, [2]],
    [5, 5, [5]],
    [6, 5, [3, 3]],
    [7, 5, [4, 3]],
    [9, 5, [5, 4]],
    [10, 5, [5, 5]],
    [11, 5, [4, 4, 3]],
    [0, 5, [0]],
  ])('%i columns, at most %i a table: groups of %j', (n, most, sizes) => {
    const items = Array.from({ length: n }, (_, i) => i);
    const groups = groupsOf(items, most);
    expect(groups.map((g) => g.length)).toEqual(sizes);
    expect(groups.flat()).toEqual(items);
  });
});

describe('going out, from the summary when it says who went out', () => {
  // Round 1: Ana went out; Ben also scored 0 (he held only the 0|0). Round 2: blocked, Ben scored 0.
  const told: StatsSession = { ...session(['Ana', 'Ben'], [[0, 0], [4, 0]]), outs: [0, null] };

  it('counts only the seat that went out, not every 0', () => {
    const stats = playerStats([told]);
    expect(stats.map((p) => [p.name, p.wentOut])).toEqual(
      expect.arrayContaining([
        ['Ana', 1],
        ['Ben', 0],
      ]),
    );
  });

  it('falls back to a round of 0 when the summary does not say', () => {
    const { outs: _unsaid, ...older } = told;
    const stats = playerStats([older]);
    expect(stats.find((p) => p.name === 'Ben')?.wentOut).toBe(2);
  });
});
