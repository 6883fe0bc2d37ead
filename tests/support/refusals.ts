/**
 * Every refusal code of the core, the session and the table, with its facts as they come:
 * the wording tests say each one. Keyed by code, so a code without samples here fails to
 * compile; `must-play` has one sample for each of its four reasons (checked by MUST_PLAY).
 */
import type { MustPlayBecause } from '../../src/core/index.ts';
import type { Refusal } from '../../src/ui/words/index.ts';

/** The samples of one code. */
type Samples = { [C in Refusal['code']]: Extract<Refusal, { code: C }>[] };

const SAMPLES: Samples = {
  'malformed-action': [
    { code: 'malformed-action', rule: 'API', data: { type: 'jump' } },
    { code: 'malformed-action', rule: 'API', data: {} },
  ],
  'no-such-tile': [{ code: 'no-such-tile', rule: 'R1.1', data: { tile: '13|2' } }],
  'no-such-train': [{ code: 'no-such-train', rule: 'R5.1', data: { train: '9' } }],
  'round-over': [{ code: 'round-over', rule: 'R10.1', data: { round: 3 } }],
  'place-engine-first': [{ code: 'place-engine-first', rule: 'R4.1', data: { engine: 12 } }],
  'engine-already-placed': [{ code: 'engine-already-placed', rule: 'R4.1', data: { engine: 12 } }],
  'not-in-hand': [{ code: 'not-in-hand', rule: 'R12.1', data: { tile: '3|4' } }],
  'must-cover-oldest-double': [
    { code: 'must-cover-oldest-double', rule: 'R9.3', data: { tile: '3|4', train: 'mexican', double: '6|6', doubleTrain: 2, need: 6 } },
  ],
  'first-turn-own-train': [{ code: 'first-turn-own-train', rule: 'R6.2', data: { tile: '3|4', train: 'mexican' } }],
  'not-your-train': [
    { code: 'not-your-train', rule: 'R5.3', data: { tile: '3|4', train: 1, owner: 1 } },
    { code: 'not-your-train', rule: 'R5.3', data: { tile: '3|4', train: 2, owner: 2 } },
  ],
  'must-show-engine': [{ code: 'must-show-engine', rule: 'R5.1', data: { tile: '3|4', train: 'mexican', need: 12 } }],
  'does-not-match': [{ code: 'does-not-match', rule: 'R5.1', data: { tile: '3|4', train: 0, need: 7 } }],
  illegal: [{ code: 'illegal', rule: 'R5.1', data: { tile: '3|4', train: 1 } }],
  'not-first-turn': [{ code: 'not-first-turn', rule: 'R6.3', data: {} }],
  'first-turn-needs-a-tile': [{ code: 'first-turn-needs-a-tile', rule: 'R6.3', data: { engine: 12 } }],
  'no-draw-on-first-turn': [{ code: 'no-draw-on-first-turn', rule: 'R6.2', data: {} }],
  'finish-first-turn': [{ code: 'finish-first-turn', rule: 'R6.3', data: {} }],
  'must-play': [
    { code: 'must-play', rule: 'R6.3', data: { because: 'start-train', engine: 9 } },
    { code: 'must-play', rule: 'R9.3', data: { because: 'cover-double', double: '6|6', doubleTrain: 'mexican' } },
    { code: 'must-play', rule: 'R9.3', data: { because: 'cover-double', double: '6|6', doubleTrain: 1 } },
    { code: 'must-play', rule: 'R8.2', data: { because: 'drawn-fits', tile: '2|7' } },
    { code: 'must-play', rule: 'R7.2', data: { because: 'tile-fits' } },
  ],
  'already-drawn': [{ code: 'already-drawn', rule: 'R8.3', data: {} }],
  'yard-empty': [{ code: 'yard-empty', rule: 'R8.3', data: {} }],
  'must-draw': [{ code: 'must-draw', rule: 'R8.1', data: {} }],
  'bad-settings': [{ code: 'bad-settings', data: { issues: [{ code: 'seat-count', count: 1, min: 2, max: 10 }] } }],
  'session-over': [{ code: 'session-over', rule: 'R2.1', data: { round: 13 } }],
  'round-not-over': [{ code: 'round-not-over', data: { round: 3 } }],
  'computer-turn': [{ code: 'computer-turn', data: { seat: 1 } }],
  'not-computer-turn': [{ code: 'not-computer-turn', data: { seat: 0 } }],
  'cannot-undo': [
    { code: 'cannot-undo', rule: 'R13.2', data: { reason: 'another-person', seat: 1 } },
    { code: 'cannot-undo', rule: 'R13.2', data: { reason: 'computers-answering' } },
    { code: 'cannot-undo', rule: 'R13.2', data: { reason: 'nothing-to-undo' } },
    { code: 'cannot-undo', rule: 'R13.2', data: { reason: 'round-over' } },
  ],
  'cannot-redo': [
    { code: 'cannot-redo', rule: 'R13.2', data: { reason: 'nothing-to-redo' } },
    { code: 'cannot-redo', rule: 'R13.2', data: { reason: 'another-person', seat: 2 } },
  ],
  'cannot-restart': [
    { code: 'cannot-restart', rule: 'R13.3', data: { reason: 'nothing-played', round: 2 } },
    { code: 'cannot-restart', rule: 'R13.3', data: { reason: 'round-over', round: 2 } },
  ],
  'read-only': [{ code: 'read-only', data: {} }],
  'fits-nowhere': [
    { code: 'fits-nowhere', data: { tile: '3|4', owed: null } },
    { code: 'fits-nowhere', data: { tile: '3|4', owed: { tile: '6|6', train: 2 } } },
  ],
  'not-this-train': [{ code: 'not-this-train', data: { tile: '3|4' } }],
  'nothing-fits-train': [
    { code: 'nothing-fits-train', data: { train: 'mexican' } },
    { code: 'nothing-fits-train', data: { train: 1 } },
  ],
  'lesson-step': [{ code: 'lesson-step', data: {} }],
};

/** Every sample as [name, refusal]: the code and its facts. */
export const REFUSALS: [string, Refusal][] = Object.values(SAMPLES)
  .flat()
  .map((r: Refusal): [string, Refusal] => [`${r.code} ${JSON.stringify(r.data)}`, r]);
