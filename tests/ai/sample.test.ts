/**
 * The expert's sampled worlds: every seat holds its count, the yard its size, every hidden
 * tile is somewhere exactly once, and no seat is dealt a tile the view proves it cannot hold.
 */
import { describe, expect, it } from 'vitest';
import type { PlayerView } from '../../src/core/index.ts';
import { generator } from '../../src/ai/random.ts';
import { hiddenTiles, sampler, slotMasks, type World } from '../../src/ai/sample.ts';
import { readTable } from '../../src/ai/table.ts';
import { TILES } from '../../src/ai/tiles.ts';
import { check } from '../support/asserts.ts';
import { eachPosition, gameMix, viewAt } from './helpers.ts';

/** Why a world does not fit the view, or null when it does. */
function misfit(view: PlayerView, world: World): string | null {
  const hidden = hiddenTiles(readTable(view).unseenTile);
  const placed = [...world.hands.flat(), ...world.yard];
  if (placed.length !== hidden.length || new Set(placed).size !== placed.length) return 'tiles missing or twice';
  if (placed.some((id) => !hidden.includes(id))) return 'a tile the seat can see was dealt';
  if (world.yard.length !== view.yardSize) return 'yard size';
  for (let s = 0; s < view.players; s++) {
    if (s === view.seat) {
      if (world.hands[s]!.length !== 0) return 'the own hand was dealt';
      continue;
    }
    const hand = world.hands[s]!;
    if (hand.length !== view.handCounts[s]) return `seat ${s} holds ${hand.length}, not ${view.handCounts[s]}`;
    const counts = view.voids[s]!;
    for (const id of hand) {
      const t = TILES[id]!;
      if (counts[t.a] === 0 || counts[t.b] === 0) return `seat ${s} was dealt the ${t.code}, which it proved it lacks`;
    }
    for (let k = 0; k <= hand.length; k++) {
      const held = hand.filter((id) => [TILES[id]!.a, TILES[id]!.b].some((n) => counts[n] !== null && counts[n]! <= k)).length;
      if (held > k) return `seat ${s} holds ${held} tiles of numbers proven to within ${k}`;
    }
  }
  return null;
}

describe('slots', () => {
  it('a slot may not show a number proven missing with no more tiles drawn since than its place', () => {
    const counts = new Array<number | null>(13).fill(null);
    counts[4] = 0;
    counts[7] = 2;
    expect(slotMasks(counts, 4)).toEqual([1 << 4, 1 << 4, (1 << 4) | (1 << 7), (1 << 4) | (1 << 7)]);
  });
});

describe('worlds from real games', () => {
  it('always fit the view, voids included, and differ from one another', () => {
    let worlds = 0;
    let proven = 0;
    const seen = new Set<string>();
    eachPosition(gameMix(30, 'sample'), ({ view, game }) => {
      if (view.phase !== 'play' || view.legal.length < 2) return;
      if (view.voids.some((v, s) => s !== view.seat && v.some((c) => c !== null))) proven++;
      const draw = sampler(view, hiddenTiles(readTable(view).unseenTile));
      const rng = generator(worlds);
      for (let i = 0; i < 3; i++) {
        const world = draw(rng);
        check(world !== null, () => `no world for a view of ${game}`);
        const wrong = misfit(view, world!);
        check(wrong === null, () => `${wrong} in ${game}`);
        seen.add(JSON.stringify(world));
        worlds++;
      }
    });
    expect(proven).toBeGreaterThan(100);
    expect(seen.size).toBeGreaterThan(worlds * 0.9);
  }, 60_000);
});

describe('tight proofs', () => {
  // Round 2 (engine 11|11): seat 1 proved it holds no 0…8, so it can only hold its real nine tiles.
  const view = viewAt(
    'players=3 round=2 phase=play turn=0 holder=0 plays=0 drawn=no search=0,0,0 first=yes,yes,yes ' +
      'hands=0|0,1|2/9|9,9|10,9|11,9|12,10|10,10|11,10|12,11|12,12|12/0|1,0|2,0|3 yard=... trains=-/-/-/- exposed=- ' +
      'voids=-/0:0,1:0,2:0,3:0,4:0,5:0,6:0,7:0,8:0/-',
  );

  it('a seat proven to lack most numbers is dealt exactly the tiles left to it', () => {
    const draw = sampler(view, hiddenTiles(readTable(view).unseenTile));
    const rng = generator(1);
    for (let i = 0; i < 20; i++) {
      const world = draw(rng)!;
      expect(misfit(view, world)).toBeNull();
      expect(world.hands[1]!.map((id) => TILES[id]!.code).sort()).toEqual(['10|10', '10|11', '10|12', '11|12', '12|12', '9|10', '9|11', '9|12', '9|9']);
    }
  });

  it('a count of one lets at most one such tile in', () => {
    const loose = viewAt(
      'players=3 round=2 phase=play turn=0 holder=0 plays=0 drawn=no search=0,0,0 first=yes,yes,yes ' +
        'hands=0|0,1|2/9|9,9|10,9|11,9|12,10|10,10|11,10|12,11|12,5|5/0|1,0|2,0|3 yard=... trains=-/-/-/- exposed=- ' +
        'voids=-/0:1,1:1,2:1,3:1,4:1,5:1,6:1,7:1,8:1/-',
    );
    const draw = sampler(loose, hiddenTiles(readTable(loose).unseenTile));
    const rng = generator(2);
    let withOne = 0;
    for (let i = 0; i < 40; i++) {
      const world = draw(rng)!;
      expect(misfit(loose, world)).toBeNull();
      if (world.hands[1]!.some((id) => TILES[id]!.a <= 8)) withOne++;
    }
    expect(withOne).toBeGreaterThan(0);
  });
});
