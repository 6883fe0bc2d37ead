import { describe, expect, it } from 'vitest';
import { TILE_CODES, applyAction, makePosition, newRound, parseAction, parsePosition, snapshot, viewFor } from '../../src/core/index.ts';
import { act, dealt, pos } from '../support/fixtures.ts';

describe('malformed setups are a caller\'s mistake (RangeError)', () => {
  it.each([
    [{ players: 1, round: 1, seed: 'A' }, 'players'],
    [{ players: 11, round: 1, seed: 'A' }, 'players'],
    [{ players: 4, round: 0, seed: 'A' }, 'round'],
    [{ players: 4, round: 14, seed: 'A' }, 'round'],
    [{ players: 4, round: 1.5, seed: 'A' }, 'round'],
    [{ players: 4, round: 1 }, 'seed or an explicit deal'],
    [{ players: 4, round: 1, seed: '' }, 'Unreadable seed'],
    [{ players: 2, round: 1, deal: { hands: [[], []], yard: TILE_CODES.slice(1) } }, 'missing: 0|0'],
    [{ players: 2, round: 1, deal: { hands: [['0|0'], []], yard: TILE_CODES } }, 'more than once'],
    [{ players: 2, round: 1, deal: { hands: [['7|x'], []], yard: TILE_CODES } }, 'not a tile'],
    [{ players: 3, round: 1, deal: { hands: [[], []], yard: TILE_CODES } }, '2 hands for 3 players'],
  ])('newRound(%j) throws about %s', (setup, words) => {
    expect(() => newRound(setup as never)).toThrow(RangeError);
    expect(() => newRound(setup as never)).toThrow(words);
  });
});

describe('malformed actions are refused as values, leaving the state untouched', () => {
  const s = act(dealt(2, 1, [['12|12', '12|5'], ['1|2']]), 'engine');
  it.each([
    ['API', null, 'malformed-action'],
    ['API', 'play', 'malformed-action'],
    ['API', { type: 'jump' }, 'malformed-action'],
    ['R1.1', { type: 'play', tile: '13|1', train: 0 }, 'no-such-tile'],
    ['R1.1', { type: 'play', tile: 12, train: 0 }, 'no-such-tile'],
    ['R5.1', { type: 'play', tile: '5|12', train: 2 }, 'no-such-train'],
    ['R5.1', { type: 'play', tile: '5|12', train: 'north' }, 'no-such-train'],
    ['R12.1', { type: 'play', tile: '1|2', train: 0 }, 'not-in-hand'],
  ])('%s %j → %s', (rule, action, code) => {
    const before = JSON.stringify(snapshot(s));
    const result = applyAction(s, action as never);
    expect(result.ok ? 'accepted' : [result.error.code, result.error.rule]).toEqual([code, rule]);
    expect(result.ok ? '' : result.error.message.length).toBeGreaterThan(10);
    expect(JSON.stringify(snapshot(s))).toBe(before);
  });

  it('tile codes are accepted in either order', () => {
    const result = applyAction(s, { type: 'play', tile: '12|5', train: 0 });
    expect(result.ok && snapshot(result.state).trains[0]!.tiles).toEqual(['5|12']);
  });

  it('R10.1 a refused action after the round is over says so', () => {
    const over = act(pos('players=2 round=1 phase=play turn=0 holder=0 hands=7|3/1|1 trains=12|4/12|10/12|7'), 'play 3|7 mexican');
    expect(applyAction(over, { type: 'pass' })).toMatchObject({ ok: false, error: { code: 'round-over', rule: 'R10.1' } });
  });

  it('viewFor refuses a seat that is not at the table', () => {
    expect(() => viewFor(s, 2)).toThrow(RangeError);
  });
});

describe('the text notation', () => {
  it('writes and reads a position in one line', () => {
    const text = 'players=3 round=1 phase=play turn=1 holder=0 plays=0 drawn=no search=0,0,0 first=yes,yes,yes hands=0|1/2|7/0|4 yard=3|5 trains=4|12/10|12+/3|12/7|12,7|7 exposed=7|7@mexican';
    const parsed = parsePosition(text);
    expect(parsed.ok ? '' : parsed.message).toContain('appears 0 times');
    const full = pos(text.replace('yard=3|5', 'yard=3|5,...'));
    expect(makePosition(full)).toContain('trains=4|12/10|12+/3|12/7|12,7|7 exposed=7|7@mexican');
    expect(makePosition(pos(makePosition(full)))).toBe(makePosition(full));
  });

  it.each([
    ['players=3 round=1 phase=play turn=0 holder=0 hands=0|1/2|7 trains=-/-/-/-', '2 hands for 3 players'],
    ['players=2 round=1 phase=play turn=0 holder=0 hands=0|1/0|1 trains=-/-/-', 'appears 2 times'],
    ['players=2 round=1 phase=play turn=0 holder=0 hands=0|1/2|7 trains=3|4/-/-', 'does not match 12'],
    ['players=2 round=1 phase=play turn=0 holder=0 hands=0|1/2|7 trains=12|4,4|4/-/-', 'uncovered'],
    ['players=2 round=1 phase=play turn=0 holder=0 hands=0|1/2|7 trains=-/-/-+', 'never carries a marker'],
    ['players=2 round=1 phase=dance turn=0 holder=0 hands=0|1/2|7 trains=-/-/-', 'phase must be'],
    ['players=2 round=1 phase=play turn=5 holder=0 hands=0|1/2|7 trains=-/-/-', 'turn is not a seat'],
    ['nonsense', 'key=value'],
  ])('refuses %s with a reason', (text, words) => {
    const parsed = parsePosition(text);
    expect(parsed.ok ? '' : parsed.message).toContain(words);
  });

  it.each([
    ['engine', { type: 'placeEngine' }],
    ['play 12|5 m', { type: 'play', tile: '5|12', train: 'mexican' }],
    ['play 3|4 2', { type: 'play', tile: '3|4', train: 2 }],
    ['draw', { type: 'draw' }],
    ['pass', { type: 'pass' }],
    ['end', { type: 'endFirstTurn' }],
  ])('reads the action %s', (text, action) => {
    expect(parseAction(text)).toEqual({ ok: true, value: action });
  });

  it.each(['play 13|1 m', 'play 1|2 x', 'jump', 'draw 2'])('refuses the action %s', (text) => {
    expect(parseAction(text).ok).toBe(false);
  });
});
