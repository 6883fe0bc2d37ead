import { describe, expect, it } from 'vitest';
import { TILE_CODES, applyAction, makeAction, makePosition, newRound, parseAction, parsePosition, snapshot, viewFor, type RoundState } from '../../src/core/index.ts';
import { act, dealt, pos } from '../support/positions.ts';

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

  it.each([
    ['R1.2', 'players 4.5', { players: 4.5, round: 1, seed: 'A' }, 'players must be a whole number from 2 to 10, not 4.5.'],
    ['R1.2', 'players as text', { players: '4', round: 1, seed: 'A' }, 'players must be a whole number from 2 to 10, not 4.'],
    ['R2.1', 'a round as text', { players: 4, round: '3', seed: 'A' }, 'round must be a whole number from 1 to 13, not 3.'],
    ['R3.3', 'a seed and a deal', { players: 4, round: 1, seed: 'A', deal: { hands: [[], [], [], []], yard: TILE_CODES } }, 'Give a seed or an explicit deal, not both.'],
    ['R3.2', 'a deal of null', { players: 2, round: 1, deal: null }, 'deal must be { hands: TileCode[][], yard: TileCode[] }.'],
    ['R3.2', 'a deal as text', { players: 2, round: 1, deal: 'all' }, 'deal must be { hands: TileCode[][], yard: TileCode[] }.'],
    ['R3.2', 'a function carrying hands', { players: 2, round: 1, deal: Object.assign(() => undefined, { hands: [[], []], yard: TILE_CODES }) }, 'deal must be { hands: TileCode[][], yard: TileCode[] }.'],
    ['R3.2', 'hands as text', { players: 2, round: 1, deal: { hands: 'none', yard: TILE_CODES } }, 'deal must be { hands: TileCode[][], yard: TileCode[] }.'],
    ['R3.2', 'a hand as text', { players: 2, round: 1, deal: { hands: [[], '0|0'], yard: TILE_CODES } }, 'deal.hands[1] must be a list of tile codes.'],
    ['R3.2', 'the yard as text', { players: 2, round: 1, deal: { hands: [[], []], yard: '0|0' } }, 'deal.yard must be a list of tile codes.'],
    ['R1.1', 'a hand with no tile', { players: 2, round: 1, deal: { hands: [[], ['x']], yard: TILE_CODES } }, 'deal.hands[1] holds "x", which is not a tile of the double-twelve set.'],
    ['R1.1', 'a yard with no tile', { players: 2, round: 1, deal: { hands: [[], []], yard: ['0|0', '1|13'] } }, 'deal.yard holds "1|13", which is not a tile of the double-twelve set.'],
    ['R1.1', 'two tiles missing', { players: 2, round: 1, deal: { hands: [[], []], yard: TILE_CODES.slice(2) } }, 'The deal must hold all 91 tiles; missing: 0|0, 0|1.'],
  ])('%s newRound with %s throws: %s', (_rule, _what, setup, message) => {
    expect(() => newRound(setup as never)).toThrow(new RangeError(message));
  });

  it.each([null, 'players=4', 4])('R2 newRound(%j) needs a setup object', (setup) => {
    expect(() => newRound(setup as never)).toThrow(new RangeError('newRound needs a setup object.'));
  });
});

describe('malformed actions are refused as values, leaving the state untouched', () => {
  // Built by each test, as core code run while tests are collected is static (docs/mutation.md).
  const placed = (): RoundState => act(dealt(2, 1, [['12|12', '12|5'], ['1|2']]), 'engine');
  it.each([
    ['API', null, 'malformed-action'],
    ['API', 'play', 'malformed-action'],
    ['API', { type: 'jump' }, 'malformed-action'],
    ['R1.1', { type: 'play', tile: '13|1', train: 0 }, 'no-such-tile'],
    ['R1.1', { type: 'play', tile: 12, train: 0 }, 'no-such-tile'],
    ['R5.1', { type: 'play', tile: '5|12', train: 2 }, 'no-such-train'],
    ['R5.1', { type: 'play', tile: '5|12', train: 'north' }, 'no-such-train'],
    ['R12.1', { type: 'play', tile: '1|2', train: 0 }, 'not-in-hand'],
    ['R5.1', { type: 'play', tile: '5|12', train: -1 }, 'no-such-train'],
    ['R5.1', { type: 'play', tile: '5|12', train: 0.5 }, 'no-such-train'],
    ['R5.1', { type: 'play', tile: '5|12', train: '0' }, 'no-such-train'],
  ])('%s %j → %s', (rule, action, code) => {
    const s = placed();
    const before = JSON.stringify(snapshot(s));
    const result = applyAction(s, action as never);
    expect(result.ok ? 'accepted' : [result.error.code, result.error.rule]).toEqual([code, rule]);
    expect(result.ok ? '' : result.error.message.length).toBeGreaterThan(10);
    expect(JSON.stringify(snapshot(s))).toBe(before);
  });

  it('API an action is a plain object: a function carrying a type is refused', () => {
    const result = applyAction(placed(), Object.assign(() => undefined, { type: 'play', tile: '5|12', train: 0 }) as never);
    expect(result.ok ? 'accepted' : result.error.code).toBe('malformed-action');
  });

  it('API an action whose type is no text names no type back', () => {
    const result = applyAction(placed(), { type: 5 } as never);
    expect(result.ok ? 'accepted' : result.error).toEqual({ code: 'malformed-action', rule: 'API', message: 'That is not an action the game knows.', data: {} });
    const jump = applyAction(placed(), { type: 'jump' } as never);
    expect(jump.ok ? 'accepted' : jump.error).toEqual({ code: 'malformed-action', rule: 'API', message: '"jump" is not an action the game knows.', data: { type: 'jump' } });
  });

  it('tile codes are accepted in either order', () => {
    const result = applyAction(placed(), { type: 'play', tile: '12|5', train: 0 });
    expect(result.ok && snapshot(result.state).trains[0]!.tiles).toEqual(['5|12']);
  });

  it('R10.1 a refused action after the round is over says so', () => {
    const over = act(pos('players=2 round=1 phase=play turn=0 holder=0 hands=7|3/1|1 trains=12|4/12|10/12|7'), 'play 3|7 mexican');
    expect(applyAction(over, { type: 'pass' })).toMatchObject({ ok: false, error: { code: 'round-over', rule: 'R10.1' } });
  });

  it('viewFor refuses a seat that is not at the table', () => {
    expect(() => viewFor(placed(), 2)).toThrow(RangeError);
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

  it.each([
    ['  draw  ', { type: 'draw' }],
    ['play   5|3    m', { type: 'play', tile: '3|5', train: 'mexican' }],
    ['play 3|5 mexican', { type: 'play', tile: '3|5', train: 'mexican' }],
    ['play 3|5 10', { type: 'play', tile: '3|5', train: 10 }],
  ])('R5.1 reads %j: any spacing, a seat by its number, the Mexican Train by name', (text, action) => {
    expect(parseAction(text)).toEqual({ ok: true, value: action });
  });

  it.each([
    ['play 13|1 m', '"13|1" is not a tile.'],
    ['play 3|5 1x', '"1x" is not a train (a seat number or "mexican").'],
    ['play 3|5 x1', '"x1" is not a train (a seat number or "mexican").'],
    ['play 3|5 -1', '"-1" is not a train (a seat number or "mexican").'],
    ['play 3|5', '"play 3|5" is not an action (engine, play a|b train, draw, pass, end).'],
    ['play', '"play" is not an action (engine, play a|b train, draw, pass, end).'],
    ['play 3|5 1 2', '"play 3|5 1 2" is not an action (engine, play a|b train, draw, pass, end).'],
    ['jump 3|5 1', '"jump 3|5 1" is not an action (engine, play a|b train, draw, pass, end).'],
  ])('R5.1 refuses %j: %s', (text, message) => {
    expect(parseAction(text)).toEqual({ ok: false, message });
  });

  it.each([
    [{ type: 'play', tile: '12|5', train: 0 }, 'play 5|12 0'],
    [{ type: 'play', tile: '5|12', train: 'mexican' }, 'play 5|12 mexican'],
    [{ type: 'play', tile: '13|1', train: 1 }, 'play 13|1 1'],
    [{ type: 'placeEngine' }, 'engine'],
    [{ type: 'endFirstTurn' }, 'end'],
  ])('R1.1 writes %j as %j, the tile low end first', (action, text) => {
    expect(makeAction(action as never)).toBe(text);
  });
});
