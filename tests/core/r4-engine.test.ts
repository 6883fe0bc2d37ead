import { describe, expect, it } from 'vitest';
import { TILE_CODES, newRound, snapshot, viewFor } from '../../src/core/index.ts';
import { act, dealt, legal, refusal } from '../support/positions.ts';

describe('R2 rounds and engines', () => {
  it.each([
    [1, 12],
    [2, 11],
    [7, 6],
    [13, 0],
  ])('R2.1 round %i uses the engine %i|%i', (round, engine) => {
    expect(snapshot(newRound({ players: 4, round, seed: 'ENGINES' })).engine).toBe(engine);
  });
});

describe('R4 placing the engine', () => {
  it('R4.1 the holder of the engine confirms it; nothing else is legal before', () => {
    const s = dealt(3, 1, [['1|2'], ['3|4'], ['5|6', '12|12']]);
    expect(snapshot(s)).toMatchObject({ phase: 'engine', turn: 2, engineHolder: 2, searchDraws: [0, 0, 0] });
    expect(legal(s)).toEqual(['engine']);
    expect(refusal(s, 'play 5|6 2')).toEqual({ code: 'place-engine-first', rule: 'R4.1' });
    expect(refusal(s, 'draw')).toEqual({ code: 'place-engine-first', rule: 'R4.1' });
    const placed = act(s, 'engine');
    expect(snapshot(placed).hands[2]).toEqual(['5|6']);
    expect(refusal(placed, 'engine')).toEqual({ code: 'engine-already-placed', rule: 'R4.1' });
  });

  it('R4.2 the search draws whole batches from seat (r−1) mod n and completes the batch that finds it', () => {
    // Round 2: the engine is 11|11 and the batches start at seat 1.
    const s = dealt(3, 2, [['1|2'], ['3|4'], ['5|6']], ['0|0', '0|1', '0|2', '0|3', '11|11', '0|4', '0|5']);
    const snap = snapshot(s);
    expect(snap.searchDraws).toEqual([2, 2, 2]);
    expect(snap.engineHolder).toBe(2);
    expect(snap.turn).toBe(2);
    expect(snap.hands).toEqual([
      ['1|2', '0|2', '0|4'],
      ['3|4', '0|0', '0|3'],
      ['5|6', '0|1', '11|11'],
    ]);
    expect(snap.yard[0]).toBe('0|5');
  });

  it('R4.2 a yard too short for a batch gives its last tiles one each in seat order', () => {
    const yard = ['1|2', '1|3', '1|4', '11|11'];
    const rest = TILE_CODES.filter((c) => !yard.includes(c) && c !== '5|5' && c !== '6|6');
    const s = newRound({ players: 3, round: 2, deal: { hands: [rest, ['5|5'], ['6|6']], yard } });
    const snap = snapshot(s);
    expect(snap.searchDraws).toEqual([1, 2, 1]);
    expect(snap.engineHolder).toBe(1);
    expect(snap.hands[1]).toEqual(['5|5', '1|2', '11|11']);
    expect(snap.hands[2]).toEqual(['6|6', '1|3']);
    expect(snap.yard).toEqual([]);
  });

  it('R4.2 the first batch starts at seat (r−1) mod n: round 13 of 10 players starts at seat 2', () => {
    const hands = Array.from({ length: 10 }, (_, s) => [TILE_CODES[s + 1]!]);
    const s = dealt(10, 13, hands, ['5|9', '0|0']);
    const snap = snapshot(s);
    expect(snap.searchDraws).toEqual([1, 1, 1, 1, 1, 1, 1, 1, 1, 1]);
    expect(snap.hands[2]).toContain('5|9');
    expect(snap.hands[3]).toContain('0|0');
    expect(snap.engineHolder).toBe(3);
  });

  it('R4.2 no search when the engine was dealt', () => {
    const snap = snapshot(dealt(4, 1, [['12|12'], [], [], []]));
    expect(snap.searchDraws).toEqual([0, 0, 0, 0]);
    expect(snap.engineHolder).toBe(0);
  });

  it('R4.3 the search is public only as counts', () => {
    const s = dealt(3, 2, [['1|2'], ['3|4'], ['5|6']], ['0|0', '0|1', '0|2', '0|3', '11|11', '0|4', '0|5']);
    const view = viewFor(s, 0);
    expect(view.searchDraws).toEqual([2, 2, 2]);
    expect(view.handCounts).toEqual([3, 3, 3]);
    expect(view.hand).toEqual(['1|2', '0|2', '0|4']);
    const text = JSON.stringify(view);
    for (const hidden of ['3|4', '0|0', '0|3', '5|6', '0|1', '0|5']) expect(text).not.toContain(`"${hidden}"`);
  });

  it('R4.4 the engine holder takes the first turn, then play goes clockwise', () => {
    const s = act(dealt(3, 1, [['1|2'], ['3|4', '12|12'], ['5|6']]), 'engine');
    expect(snapshot(s)).toMatchObject({ phase: 'firstTurns', turn: 1 });
    expect(snapshot(act(s, 'pass')).turn).toBe(2);
    expect(snapshot(act(s, 'pass', 'pass')).turn).toBe(0);
  });

  it('R5.6 the engine is never an open double', () => {
    const s = act(dealt(2, 1, [['12|12', '12|3'], ['1|2']]), 'engine');
    expect(snapshot(s).exposed).toEqual([]);
    expect(snapshot(s).trains.every((t) => t.tiles.length === 0)).toBe(true);
  });
});
