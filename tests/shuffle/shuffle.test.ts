import { describe, expect, it } from 'vitest';
import { TILE_CODES, newRound, snapshot } from '../../src/core/index.ts';
import { freshSeed, parseSeed, SEED_ALPHABET } from '../../src/shuffle/index.ts';
import { dealFromSeed, handSize } from '../../src/core/deal.ts';
import golden from './golden-deals.json' with { type: 'json' };

const codes = (ids: number[]) => ids.map((i) => TILE_CODES[i]).join(' ');

describe('R3 shuffle, seeds and the deal', () => {
  it.each(Object.entries(golden))('R3.3 golden deal %s never changes', (key, expected) => {
    const [seed, players, round] = key.split('/');
    const deal = dealFromSeed(seed!, Number(players), Number(round));
    expect({ hands: deal.hands.map(codes), yard: codes(deal.yard) }).toEqual(expected);
  });

  it.each([
    [2, 15],
    [3, 15],
    [4, 15],
    [5, 12],
    [6, 12],
    [7, 10],
    [8, 10],
    [9, 8],
    [10, 8],
  ])('R3.2 %i players get %i tiles each; the rest is the yard', (players, size) => {
    expect(handSize(players)).toBe(size);
    const deal = dealFromSeed('SIZES', players, 1);
    expect(deal.hands.every((h) => h.length === size)).toBe(true);
    expect(deal.yard.length).toBe(91 - players * size);
  });

  it('R3.1 all 91 tiles, the engine included, are shuffled and dealt', () => {
    const deal = dealFromSeed('ALL', 4, 1);
    expect(new Set([...deal.hands.flat(), ...deal.yard]).size).toBe(91);
  });

  it('R3.3 the same seed, player count and round give the same deal; another seed another', () => {
    const a = snapshot(newRound({ players: 5, round: 3, seed: 'K7Q2M9XH3D' }));
    const b = snapshot(newRound({ players: 5, round: 3, seed: 'K7Q2M9XH3D' }));
    const c = snapshot(newRound({ players: 5, round: 3, seed: 'K7Q2M9XH3E' }));
    expect(a).toEqual(b);
    expect(c.hands).not.toEqual(a.hands);
  });

  it('R3.4 each round of a session deals differently from the same seed', () => {
    const hands = new Set(Array.from({ length: 13 }, (_, r) => codes(dealFromSeed('SESSION', 4, r + 1).hands[0]!)));
    expect(hands.size).toBe(13);
  });

  it('R3.3 typed seeds are trimmed and read without regard to letter case', () => {
    expect(parseSeed('  k7q2m9xh3d ')).toEqual({ ok: true, seed: 'K7Q2M9XH3D' });
    const typed = snapshot(newRound({ players: 4, round: 1, seed: ' family night' }));
    expect(typed).toEqual(snapshot(newRound({ players: 4, round: 1, seed: 'FAMILY NIGHT' })));
  });

  it.each([
    ['', 'Type a seed'],
    ['   ', 'Type a seed'],
    ['x'.repeat(65), 'at most 64'],
    ['tab\there', 'control characters'],
  ])('R3.3 the seed %j is refused with a clear message', (text, message) => {
    const result = parseSeed(text);
    expect(result.ok).toBe(false);
    expect(result.ok ? '' : result.message).toContain(message);
    expect(() => newRound({ players: 4, round: 1, seed: text })).toThrow(RangeError);
  });

  it.each([42, null, undefined, ['K7Q2']])('R3.3 %j is no seed: a seed is text', (text) => {
    expect(parseSeed(text)).toEqual({ ok: false, message: 'A seed must be text.' });
  });

  it('R3.3 64 characters, emoji included, are accepted', () => {
    expect(parseSeed('☀'.repeat(64)).ok).toBe(true);
  });

  it('R3.3 a fresh seed is a 10-character code of the unambiguous alphabet, from the randomness given', () => {
    const code = freshSeed();
    expect(code).toMatch(new RegExp(`^[${SEED_ALPHABET}]{10}$`));
    expect(freshSeed((b) => b.fill(0))).toBe('0000000000');
    expect(freshSeed((b) => b.fill(255))).toBe('ZZZZZZZZZZ');
    expect(new Set(Array.from({ length: 50 }, () => freshSeed())).size).toBe(50);
  });
});
