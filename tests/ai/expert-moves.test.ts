/**
 * The expert plays exactly as recorded: 1,000 seeded positions (2–6 players, first turns and
 * play) and the move it chose in each, in tests/fixtures/expert-moves.json. A change to the
 * playouts' engine, the policy or the sampling that alters a single decision fails here;
 * record again (scripts/record-expert-moves.ts) only when the expert is meant to change.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { chooseAction } from '../../src/ai/index.ts';
import { makeAction } from '../../src/core/index.ts';
import { GOLDEN_POSITIONS, goldenPosition, hashOf } from './expert-positions.ts';

const golden = JSON.parse(readFileSync(new URL('../fixtures/expert-moves.json', import.meta.url), 'utf8')) as { positions: number; moves: string[] };

describe('the expert’s golden moves', () => {
  it('the same 1,000 positions, the same move in each', () => {
    expect(golden.moves).toHaveLength(GOLDEN_POSITIONS);
    const wrong: string[] = [];
    let overruled = 0;
    for (let i = 0; i < GOLDEN_POSITIONS; i++) {
      const { text, view } = goldenPosition(i);
      const [hash, ...words] = golden.moves[i]!.split(' ');
      const recorded = words.join(' ');
      if (hashOf(text) !== hash) {
        wrong.push(`position ${i} is not the recorded one: ${text}`);
        continue;
      }
      const move = makeAction(chooseAction(view, { level: 'expert' }));
      if (move !== recorded) wrong.push(`position ${i}: ${move}, recorded ${recorded} (${text})`);
      if (recorded !== makeAction(chooseAction(view, { level: 'sharp' }))) overruled++;
    }
    expect(wrong.slice(0, 5), `${wrong.length} of ${GOLDEN_POSITIONS} differ`).toEqual([]);
    // The playouts decide many of these moves: the expert overrules the sharp move in some.
    expect(overruled).toBeGreaterThan(100);
  }, 60_000);
});
