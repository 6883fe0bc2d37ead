/**
 * Records the expert's golden moves: for each position of tests/ai/expert-positions.ts, its
 * hash and the expert's action, written to tests/fixtures/expert-moves.json, which
 * tests/ai/expert-moves.test.ts compares against. Record again only when the expert is
 * meant to play differently.
 *
 *   npx tsx scripts/record-expert-moves.ts
 */
import { writeFileSync } from 'node:fs';
import { chooseAction } from '../src/ai/index.ts';
import { makeAction } from '../src/core/index.ts';
import { GOLDEN_POSITIONS, goldenPosition, hashOf } from '../tests/ai/expert-positions.ts';

const moves: string[] = [];
for (let i = 0; i < GOLDEN_POSITIONS; i++) {
  const { text, view } = goldenPosition(i);
  moves.push(`${hashOf(text)} ${makeAction(chooseAction(view, { level: 'expert' }))}`);
}
const file = new URL('../tests/fixtures/expert-moves.json', import.meta.url);
writeFileSync(file, `${JSON.stringify({ positions: GOLDEN_POSITIONS, moves }, null, 1)}\n`);
console.log(`${moves.length} expert moves written to tests/fixtures/expert-moves.json`);
