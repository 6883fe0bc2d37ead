/**
 * Written games for session and screen tests (see sessionFrom): four seats, and
 * every tile not written lies in the yard in the set's order after the yard's first tiles.
 */
import type { WrittenDeal } from './fixtures.ts';

/**
 * Round 1 (engine 12|12), 17 actions, every choice forced. First turns: seat 0 places the
 * engine and plays 12|1; seat 1 plays 12|2; seat 2 cannot start and passes; seat 3 plays
 * 12|3. Then seat 0 draws 1|5 and plays it, seat 1 draws 0|0 and passes, seat 2 draws 2|7
 * onto seat 1's marked train, seat 3 draws 7|8 onto it too, and seat 0 goes out with 5|6.
 * Penalties: 0, 18 (9|9 0|0), 12 (5|7), 16 (8|8).
 */
export const SHORT: WrittenDeal = {
  hands: [['12|12', '12|1', '5|6'], ['12|2', '9|9'], ['5|7'], ['12|3', '8|8']],
  yard: ['1|5', '0|0', '2|7', '7|8'],
};

/**
 * Round 1 (engine 12|12), about sixty actions when every seat plays its first legal action.
 * Seat 0 holds the engine and may chain 12|1 1|5 on its first turn; seat 2 chains 12|4 4|8.
 */
export const LONG: WrittenDeal = {
  hands: [
    ['12|12', '12|1', '1|5', '7|9', '10|11', '3|6', '2|9'],
    ['12|2', '9|9', '6|8', '10|10', '4|7', '3|11'],
    ['12|4', '4|8', '5|7', '11|11', '2|6', '1|10'],
    ['12|3', '8|8', '6|6', '0|9', '5|11', '7|10'],
  ],
};

/**
 * Round 2 (engine 11|11), about a hundred actions when every seat plays its first legal
 * action. Nobody is dealt the engine: the search (from seat 1) gives it to seat 2 in the
 * second batch, so every seat draws two tiles (R4.2).
 */
export const LONG_SEARCH: WrittenDeal = {
  hands: [
    ['11|1', '1|5', '7|9', '10|12', '3|6', '2|9'],
    ['11|2', '9|9', '6|8', '10|10', '4|7'],
    ['11|4', '4|8', '5|7', '12|12', '2|6'],
    ['11|3', '8|8', '6|6', '0|9', '7|10'],
  ],
  yard: ['0|0', '1|1', '2|2', '3|3', '4|4', '11|11', '5|5', '7|7'],
};
