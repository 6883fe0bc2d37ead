/**
 * Every message the app can show for storage faults, restore problems and refusals, collected
 * in one place and held to the plain-words check (no rule numbers, notation, keys or
 * doubled punctuation). Import and records problems are collected in forms-words.test.ts.
 */
import { describe, expect, it } from 'vitest';
import type { StatusCode } from '../../src/store/status.ts';
import { en, wordsFor } from '../../src/ui/words/index.ts';
import type { RestoreWords } from '../../src/ui/words/catalog.ts';
import { plainWords } from '../support/words.ts';

/** Every status code the store reports (a missing one is a type error here). */
const STATUS: Record<StatusCode, true> = {
  'no-storage': true,
  'open-failed': true,
  'newer-data': true,
  'upgrade-failed': true,
  quota: true,
  refused: true,
  'newer-tab': true,
  blocked: true,
  'blocked-gave-up': true,
  closed: true,
  viewer: true,
  taken: true,
};

const RESTORE: Record<RestoreWords['kind'], true> = { 'newer-version': true, 'set-aside': true, unreadable: true };

/** Every refusal code of the core and the session, with facts as they come. */
const REFUSALS: Array<[string, string | undefined, Record<string, unknown>]> = [
  ['not-in-hand', 'R12.1', { tile: '3|4' }],
  ['must-cover-oldest-double', 'R9.3', { tile: '3|4', train: 'mexican', double: '6|6', doubleTrain: 2, need: 6 }],
  ['first-turn-own-train', 'R6.2', {}],
  ['not-your-train', 'R5.3', { owner: 1 }],
  ['must-show-engine', 'R5.1', { tile: '3|4', need: 12 }],
  ['does-not-match', 'R5.1', { tile: '3|4', train: 0, need: 7 }],
  ['no-such-tile', 'R1.1', { tile: '13|2' }],
  ['no-such-train', 'R5.1', { train: '9' }],
  ['malformed-action', 'API', { type: 'jump' }],
  ['illegal', 'R5.1', {}],
  ['round-over', 'R10.1', { round: 3 }],
  ['session-over', 'R2.1', {}],
  ['round-not-over', undefined, {}],
  ['place-engine-first', 'R4.1', { engine: 12 }],
  ['engine-already-placed', 'R4.1', {}],
  ['not-first-turn', 'R6.3', {}],
  ['first-turn-needs-a-tile', 'R6.3', { engine: 12 }],
  ['no-draw-on-first-turn', 'R6.2', {}],
  ['finish-first-turn', 'R6.3', {}],
  ['must-play', 'R6.3', { engine: 9 }],
  ['must-play', 'R7.2', {}],
  ['must-play', 'R8.2', {}],
  ['must-play', 'R9.3', { double: '6|6', doubleTrain: 'mexican' }],
  ['already-drawn', 'R8.3', {}],
  ['yard-empty', 'R8.3', {}],
  ['must-draw', 'R8.1', {}],
  ['computer-turn', undefined, { seat: 1 }],
  ['cannot-undo', 'R13.2', { reason: 'another-person', seat: 1 }],
  ['cannot-undo', 'R13.2', { reason: 'computers-answering' }],
  ['cannot-undo', 'R13.2', { reason: 'nothing-to-undo' }],
  ['cannot-undo', 'R13.2', { reason: 'round-over' }],
  ['cannot-redo', 'R13.2', { reason: 'nothing-to-redo' }],
  ['cannot-restart', 'R13.3', { reason: 'nothing-played' }],
  ['cannot-restart', 'R13.3', { reason: 'round-over' }],
  ['read-only', undefined, {}],
  ['fits-nowhere', undefined, { tile: '3|4' }],
  ['not-this-train', undefined, { tile: '3|4' }],
];

describe('every message the app can show', () => {
  const t = en.table;
  it.each(Object.keys(STATUS) as StatusCode[])('storage: %s', (code) => {
    plainWords(t.storage(code));
  });

  it('no two storage codes say the same thing', () => {
    const said = (Object.keys(STATUS) as StatusCode[]).map((c) => t.storage(c));
    expect(new Set(said).size).toBe(said.length);
  });

  it.each(Object.keys(RESTORE) as RestoreWords['kind'][])('restore: %s', (kind) => {
    plainWords(t.restore({ kind }));
  });

  it('a newer version\'s save tells the person to update, and that it is kept', () => {
    expect(t.restore({ kind: 'newer-version' })).toMatch(/update/i);
    expect(t.restore({ kind: 'newer-version' })).toMatch(/kept/);
    expect(t.storage('newer-data')).toMatch(/update/i);
  });

  it.each(REFUSALS)('refusal: %s (%s)', (code, rule, data) => {
    for (const viewer of [0, 2, null]) {
      const text = wordsFor(en, { names: ['You', 'Ana', 'Ben'], viewer }).refusal({ code, rule, data });
      plainWords(text, code, rule ?? '~');
    }
  });
});
