import { describe, expect, it } from 'vitest';
import { TILE_CODES } from '../../src/core/index.ts';
import { current, roundLog } from '../../src/session/index.ts';
import { SHORT } from './deals.ts';
import { act, dealt, fullDeal, legal, pos, refusal, sessionFrom, snap, writtenEnv } from './fixtures.ts';

describe('core fixtures', () => {
  it('fullDeal keeps the written hands and yard start, then every other tile once', () => {
    const deal = fullDeal([['12|12', '5|3'], ['0|0']], ['7|7']);
    expect(deal.hands).toEqual([['12|12', '5|3'], ['0|0']]);
    expect(deal.yard[0]).toBe('7|7');
    expect(deal.yard).toHaveLength(88);
    expect(new Set([...deal.hands.flat().map((c) => (c === '5|3' ? '3|5' : c)), ...deal.yard])).toEqual(new Set(TILE_CODES));
  });

  it('dealt, act, legal and refusal speak the core notation', () => {
    const start = dealt(2, 1, [['12|12', '12|5'], ['3|4']]);
    expect(legal(start)).toEqual(['engine']);
    expect(refusal(start, 'draw')).toMatchObject({ code: 'place-engine-first', rule: 'R4.1' });
    const after = act(start, 'engine', { type: 'play', tile: '12|5', train: 0 });
    expect(legal(after)).toEqual(['end']);
    expect(refusal(after, 'end')).toBeNull();
    expect(() => act(after, 'draw')).toThrow(/draw/);
    expect(() => pos('bad position')).toThrow(/bad fixture/);
  });
});

describe('sessionFrom', () => {
  it('deals round 1 as written to the seats of the pattern', () => {
    const s = sessionFrom({ seats: 'pccc', ...SHORT });
    expect(current(s).seats.map((x) => `${x.name} ${x.kind}`)).toEqual(['P0 person', 'C1 computer', 'C2 computer', 'C3 computer']);
    expect(snap(s).hands).toEqual([['12|12', '1|12', '5|6'], ['2|12', '9|9'], ['5|7'], ['3|12', '8|8']]);
    expect(snap(s).yard.slice(0, 4)).toEqual(['1|5', '0|0', '2|7', '7|8']);
    expect(roundLog(s)).toEqual([]);
  });

  it('takes seats by name and kind', () => {
    const s = sessionFrom({ seats: [{ name: 'Ana', kind: 'person' }, { name: 'Ben', kind: 'computer', level: 'sharp' }], hands: [['12|12'], ['1|2']] });
    expect(current(s).seats.map((x) => x.name)).toEqual(['Ana', 'Ben']);
    expect(current(s).turn).toBe(0);
  });

  it('writes no deal for the rounds it does not describe', () => {
    const deal = writtenEnv({ seats: 'pc', rounds: [{ hands: [['12|12'], ['1|2']] }] }).deal!;
    expect(deal(1, 2)?.hands).toEqual([['12|12'], ['1|2']]);
    expect(deal(2, 2)).toBeNull();
  });

  it('refuses a description with both round-1 hands and rounds', () => {
    expect(() => sessionFrom({ seats: 'pc', hands: [['12|12'], ['1|2']], rounds: [] })).toThrow(/either/);
  });
});
