/**
 * "Since your turn" (issue 39): the actions since the reader's last one as items, one per
 * seat's run, newest first; a double the reader must cover first of all. Random sessions for
 * the whole (every action in exactly one item), hand-made histories for the marks.
 */
import { describe, expect, it } from 'vitest';
import { current, roundLog, runBots, viewFor, type Session, type TableEvent } from '../../src/session/index.ts';
import { historyOf, type HistoryEntry } from '../../src/ui/table/derive/history.ts';
import { sinceItems, type SinceFacts } from '../../src/ui/table/derive/since.ts';
import { started } from '../support/fixtures.ts';
import { personPlays, randomChooser } from '../support/playout.ts';

function randomSession(seed: number): Session {
  const seats = 2 + (seed % 9);
  const pattern = Array.from({ length: seats }, (_, i) => (i === 0 ? 'p' : 'c')).join('');
  const choose = randomChooser(`SINCE${seed}`);
  let s = started(pattern, `SINCE${seed}`);
  const steps = 3 + ((seed * 7) % 30);
  for (let i = 0; i < steps && current(s).phase === 'playing'; i++) s = current(s).turnKind === 'computer' ? runBots(s).session : personPlays(s, choose);
  return s;
}

const entry = (index: number, event: TableEvent, since = true): HistoryEntry => ({ index, seat: event.seat, action: '', event, ended: null, since });
const play = (seat: number, tile: string, train: number | 'mexican', double = false): TableEvent => ({ kind: 'play', seat, tile, train, joined: 0, open: 0, double, again: double, covered: null, closed: false });
const facts = (over: Partial<SinceFacts> = {}): SinceFacts => ({ reader: 0, owed: null, turn: 0, handCounts: [5, 5, 5, 5], ...over });

describe('since your turn', () => {
  it.each(Array.from({ length: 30 }, (_, i) => i))('random session %i: every action since the reader\'s last one in exactly one item, runs by seat, newest first', (seed) => {
    const s = randomSession(seed);
    const h = historyOf(roundLog(s), 0);
    const view = viewFor(s, 0);
    const items = sinceItems(h.entries, { reader: 0, owed: view.owed, turn: view.turn, handCounts: view.handCounts });
    const since = h.entries.filter((e) => e.since);
    // Every since entry once; none of the reader's.
    expect(items.flatMap((i) => i.entries).sort((a, b) => a - b)).toEqual(since.map((e) => e.index));
    expect(items.some((i) => i.seat === 0)).toBe(false);
    for (const item of items) {
      // A run is one seat's consecutive entries.
      expect(item.entries.every((n, k) => k === 0 || n === item.entries[k - 1]! + 1)).toBe(true);
      expect(item.entries.every((n) => h.entries[n]!.seat === item.seat)).toBe(true);
    }
    // Newest first, but for the double owed by the reader, which leads.
    const rest = items.filter((i, k) => !(k === 0 && i.owes));
    expect(rest.map((i) => i.entries[0]!)).toEqual(rest.map((i) => i.entries[0]!).sort((a, b) => b - a));
    // Runs of one seat are split only by another seat's (or by being moved first).
    const ordered = [...items].sort((a, b) => a.entries[0]! - b.entries[0]!);
    ordered.forEach((it, k) => k > 0 && expect(it.seat === ordered[k - 1]!.seat && !ordered[k - 1]!.ended).toBe(false));
  });

  it('groups a seat\'s actions: drew, passed, train opened', () => {
    const items = sinceItems([entry(0, play(1, '2|5', 1)), entry(1, { kind: 'draw', seat: 2 }), entry(2, { kind: 'pass', seat: 2, firstTurn: false, opened: true })], facts());
    expect(items.map((i) => [i.seat, i.entries])).toEqual([[2, [1, 2]], [1, [0]]]);
    expect(items[0]).toMatchObject({ acts: [{ kind: 'draw' }, { kind: 'pass' }], opened: true, plays: [] });
    expect(items[1]).toMatchObject({ acts: [{ kind: 'plays', train: 1, tiles: ['2|5'] }], plays: [{ tile: '2|5', train: 1 }] });
  });

  it('tiles laid on one train in a row are one act; a draw between them splits them', () => {
    const history = [entry(0, play(1, '4|4', 1, true)), entry(1, play(1, '4|9', 1)), entry(2, { kind: 'draw', seat: 1 }), entry(3, play(1, '9|9', 'mexican', true)), entry(4, play(1, '9|2', 'mexican'))];
    expect(sinceItems(history, facts())[0]!.acts).toEqual([
      { kind: 'plays', train: 1, tiles: ['4|4', '4|9'] },
      { kind: 'draw' },
      { kind: 'plays', train: 'mexican', tiles: ['9|9', '9|2'] },
    ]);
  });

  it('the double the reader must cover comes first, with the run it was laid in', () => {
    const history = [entry(0, play(1, '4|4', 0, true)), entry(1, play(1, '4|9', 'mexican')), entry(2, { kind: 'draw', seat: 2 }), entry(3, { kind: 'pass', seat: 2, firstTurn: false, opened: false }), entry(4, play(3, '1|8', 3))];
    const items = sinceItems(history, facts({ owed: { tile: '4|4', train: 0 } }));
    expect(items.map((i) => i.seat)).toEqual([1, 3, 2]);
    expect(items[0]).toMatchObject({ owes: '4|4', onYours: true });
    expect(items.slice(1).every((i) => i.owes === null && !i.onYours)).toBe(true);
  });

  it('a double owed on someone else\'s turn is not the reader\'s to cover', () => {
    const history = [entry(0, play(1, '4|4', 'mexican', true)), entry(1, play(2, '3|3', 2, true))];
    expect(sinceItems(history, facts({ owed: { tile: '4|4', train: 'mexican' }, turn: 3 })).map((i) => [i.seat, i.owes])).toEqual([[2, null], [1, null]]);
  });

  it('marks a rival down to one tile, never the reader; nothing since: no item', () => {
    const items = sinceItems([entry(0, play(1, '2|5', 1)), entry(1, play(2, '5|6', 2))], facts({ handCounts: [1, 1, 4, 5] }));
    expect(items.map((i) => [i.seat, i.lastTile])).toEqual([[2, false], [1, true]]);
    expect(sinceItems([entry(0, play(1, '2|5', 1), false)], facts())).toEqual([]);
  });

  it('with no reader, nothing concerns "you"', () => {
    const items = sinceItems([entry(0, play(1, '0|0', 0, true))], facts({ reader: null, owed: { tile: '0|0', train: 0 } }));
    expect(items[0]).toMatchObject({ owes: null, onYours: false });
  });
});
