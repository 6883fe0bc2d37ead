/** Written positions for the input model's tests: a written deal played forward, then put on an app model's table. */
import type { Action } from '../../src/core/index.ts';
import { act, botStep, current, type Session } from '../../src/session/index.ts';
import { sessionFrom, type WrittenSession } from '../support/fixtures.ts';
import { makeApp, settle, type TestApp } from './helpers.ts';

/**
 * Seats "pc": after the person's first turn (12|5, 5|6) the computer cannot start and
 * passes. The person then holds 7|12 (fits the computer's open train and the Mexican
 * Train), 6|9 (fits only their own train, ending in 6) and 3|4 (fits nowhere).
 */
export const TURN: WrittenSession = {
  seats: 'pc',
  hands: [['12|12', '12|5', '5|6', '12|7', '6|9', '3|4'], ['0|1', '2|3']],
};

/** The moves that bring TURN to the person's ordinary turn. */
export const TURN_MOVES: Action[] = [
  { type: 'placeEngine' },
  { type: 'play', tile: '5|12', train: 0 },
  { type: 'play', tile: '5|6', train: 0 },
  { type: 'endFirstTurn' },
  { type: 'pass' },
];

/**
 * Like TURN without the 6|9: at the person's turn no tile goes on their own train (it ends in 6).
 * Their first turn ends by force after 12|5, 5|6.
 */
export const NOTHING_FOR_OWN: WrittenSession = {
  seats: 'pc',
  hands: [['12|12', '12|5', '5|6', '12|7', '3|4'], ['0|1', '2|3']],
};

/**
 * Seat 0 starts its train with 12|5 and nothing more links (finish is forced); seat 1
 * holds no 12 and passes its first turn; then nothing of seat 0's fits (a forced draw),
 * and the 1|1 drawn fits nowhere (a forced pass).
 */
export const FORCED = (seats: string): WrittenSession => ({
  seats,
  hands: [['12|12', '12|5', '3|4'], ['0|1', '2|3']],
  yard: ['1|1', '2|2', '0|0'],
});

/** FORCED's moves to seat 0's first turn after the engine: finishing is all that is left. */
export const TO_FINISH: Action[] = [{ type: 'placeEngine' }, { type: 'play', tile: '5|12', train: 0 }];

/** FORCED's moves to seat 1's first turn: only a pass is left (nothing shows 12). */
export const TO_FIRST_PASS: Action[] = [...TO_FINISH, { type: 'endFirstTurn' }];

/** FORCED's moves to seat 0's forced draw. */
export const TO_DRAW: Action[] = [...TO_FIRST_PASS, { type: 'pass' }];

/** FORCED's moves to seat 0's forced pass after the draw. */
export const TO_PASS: Action[] = [...TO_DRAW, { type: 'draw' }];

/**
 * A written session played forward: `moves` are applied in turn by whoever is to act
 * (people and computers alike), so a test states exactly where it starts.
 */
export function played(written: WrittenSession, moves: Action[]): Session {
  let s = sessionFrom(written);
  for (const move of moves) {
    if (current(s).turnKind === 'computer') {
      // The computer player (the first legal action) must make the move written for it.
      const step = botStep(s);
      if (!step || JSON.stringify(step.played.action) !== JSON.stringify(move)) throw new Error(`played: the computer did not ${JSON.stringify(move)}`);
      s = step.session;
    } else {
      const r = act(s, move);
      if (!r.ok) throw new Error(`played: ${JSON.stringify(move)} refused: ${r.message}`);
      s = r.session;
    }
  }
  return s;
}

/** An app model on fakes with `session` on its table, settled. */
export async function appAt(session: Session): Promise<TestApp> {
  const t = await makeApp();
  t.app.table.resume(session);
  await settle();
  return t;
}

/**
 * Seat 0 holds the engine and an 11-tile chain from it (12|1, 1|2, … 10|11) besides 0|0 and
 * 0|2, which link nowhere after it; seat 1 holds no 12. After Place engine, seat 0's first
 * turn: the hint's chain is those 11 tiles, and then nothing more links (finishing is forced).
 */
export const CHAIN: WrittenSession = {
  seats: 'pc',
  hands: [['12|12', '1|12', '1|2', '2|3', '3|4', '4|5', '5|6', '6|7', '7|8', '8|9', '9|10', '10|11', '0|0', '0|2'], ['0|5', '4|8']],
};

/** CHAIN's 11 tiles in the order they are laid on seat 0's train. */
export const CHAIN_TILES = ['1|12', '1|2', '2|3', '3|4', '4|5', '5|6', '6|7', '7|8', '8|9', '9|10', '10|11'];
