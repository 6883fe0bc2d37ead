/**
 * The guided round of "Learn to play": a seed, the seats, and every action of round 1 in
 * order — the learner's and the computers' — as the core's one-line text (makeAction). Found
 * by scripts/find-tutorial-deal.ts; tests/ui/tutorial-script.test.ts replays it through the
 * core and checks that it shows each lesson in order (lessons.ts).
 */
import type { SeatSettings } from '../../session/play.ts';

/** A round written out in full: the deal comes from the seed, every move from the list. */
export interface TutorialScript {
  seed: string;
  seats: SeatSettings[];
  actions: readonly string[];
}

/** The learner and two computers (their moves are scripted: the level is never asked). */
export const TUTORIAL: TutorialScript = {
  seats: [
    { name: 'You', kind: 'person' },
    { name: 'Ana', kind: 'computer', level: 'relaxed' },
    { name: 'Ben', kind: 'computer', level: 'relaxed' },
  ],
  seed: 'LEARN5164',
  // Each line is one action of the seat to act (0: the learner; 1: Ana; 2: Ben), in order.
  actions: [
    'engine',
    'play 10|12 0',
    'play 9|10 0',
    'play 7|9 0',
    'end',
    'pass',
    'play 1|12 2',
    'play 1|6 2',
    'play 5|6 2',
    'end',
    'play 9|12 1',
    'play 4|9 1',
    'play 0|12 mexican',
    'play 0|9 mexican',
    'play 4|7 1',
    'play 5|9 2',
    'play 1|9 mexican',
    'play 1|5 mexican',
    'draw',
    'pass',
    'play 3|9 2',
    'play 3|10 2',
    'play 0|10 2',
    'play 5|8 mexican',
    'play 1|8 mexican',
    'play 1|11 mexican',
    'play 11|11 mexican',
    'play 8|11 mexican',
    'draw',
    'pass',
    'play 0|0 2',
    'play 7|7 1',
    'play 3|8 mexican',
    'play 0|11 2',
    'draw',
    'pass',
    'play 6|7 1',
    'play 2|3 mexican',
    'play 2|4 mexican',
    'play 4|10 mexican',
    'play 10|10 mexican',
    'draw',
    'play 2|7 0',
    'play 10|11 mexican',
    'play 6|12 1',
    'play 2|8 0',
  ],
};
