/** The developer English of hint facts: trains and seats named from the reader's seat, never by a seat number. */
import { describe, expect, it } from 'vitest';
import type { TrainRef } from '../../src/core/index.ts';
import { hint, hintEnglish, type HintFacts, type HintFactsOf, type Reader } from '../../src/ai/index.ts';
import { viewAt } from './helpers.ts';

const quiet = { drawn: false, urgent: null };

function shed(train: TrainRef): HintFactsOf<'shed'> {
  return { kind: 'shed', tile: '10|11', pips: 21, train, plan: 0, rareOpen: null, ...quiet };
}

describe('trains are named from the reader\'s seat', () => {
  it.each([
    { reader: { seat: 0, players: 3 }, train: 0 as const, says: 'on your train' },
    { reader: { seat: 0, players: 3 }, train: 'mexican' as const, says: 'on the Mexican Train' },
    { reader: { seat: 0, players: 3 }, train: 1 as const, says: 'on the train of the next player' },
    { reader: { seat: 0, players: 3 }, train: 2 as const, says: 'on the train of the player 2 places after you' },
    { reader: { seat: 2, players: 3 }, train: 0 as const, says: 'on the train of the next player' },
    { reader: { seat: 3, players: 4 }, train: 1 as const, says: 'on the train of the player 2 places after you' },
  ])('seat $reader.seat of $reader.players reads train $train as "$says"', ({ reader, train, says }) => {
    expect(hintEnglish(shed(train), reader)).toContain(says);
  });
});

describe('the notes of a placement', () => {
  const reader: Reader = { seat: 1, players: 4 };

  it('a drawn tile comes first', () => {
    expect(hintEnglish({ ...shed('mexican'), drawn: true }, reader)).toMatch(/^The tile you drew fits, so it must be played\. Sheds/);
  });

  it('the seat close to going out is named by turn order, capitalised', () => {
    const text = hintEnglish({ ...shed('mexican'), urgent: { seat: 0, tiles: 1 } }, reader);
    expect(text).toMatch(/ The player 3 places after you has only 1 tile left, so heavy tiles should go first\.$/);
  });
});

/** One facts value of every kind, with the words the English must contain. */
const every: { facts: HintFacts; says: string }[] = [
  { facts: { kind: 'engine', tile: '9|9' }, says: 'You hold the 9|9' },
  { facts: { kind: 'firstTurnPass', engine: 9 }, says: 'shows 9' },
  { facts: { kind: 'firstTurnStop', why: 'nothingFits', need: 4 }, says: 'open end (4)' },
  { facts: { kind: 'firstTurnStop', why: 'keepsBetterHand', need: 4 }, says: 'keeps a better hand' },
  { facts: { kind: 'firstTurnChain', continues: true, tile: '1|4', more: 2, pips: 30, emptiesHand: false }, says: 'Continues your best first-turn chain with 1|4, 2 more tiles after it: 30 pips' },
  { facts: { kind: 'draw', owed: { tile: '6|6', train: 2 } }, says: 'cover the 6|6 on the train of the next player first' },
  { facts: { kind: 'pass', cause: 'yardEmpty' }, says: 'the yard is empty' },
  { facts: { kind: 'pass', cause: 'drawnTileFitsNowhere' }, says: 'The tile you drew does not fit' },
  { facts: { kind: 'goOut', tile: '3|5' }, says: '3|5 is your last tile' },
  { facts: { kind: 'coverDouble', double: '6|6', train: 'mexican', tile: '6|11', pips: 17, ...quiet }, says: '6|11 does it and sheds 17 pips' },
  { facts: { kind: 'double', tile: '5|5', train: 1, then: { kind: 'stuck', ending: 'pass' }, ...quiet }, says: 'on your train; nothing fits after it, so you will have to pass' },
  { facts: { kind: 'double', tile: '5|5', train: 1, then: { kind: 'cover', tile: '5|9', pips: 24 }, ...quiet }, says: 'covers it with 5|9: 24 pips' },
  {
    facts: { kind: 'double', tile: '7|7', train: 'mexican', then: { kind: 'elsewhere', tile: '3|3', train: 1, left: { unseenCovers: 1, keepsCover: false } }, ...quiet },
    says: 'then the double 3|3 on your train. The others must cover the 7|7 first; only 1 cover is still unseen.',
  },
  { facts: { kind: 'ownTrain', tile: '3|4', pips: 7, plan: 2, unmarks: true, ...quiet }, says: 'takes your marker off: 2 more tiles lined up after 3|4' },
  { facts: { kind: 'shed', tile: '7|9', pips: 16, train: 'mexican', plan: 3, rareOpen: 7, ...quiet }, says: 'Keeps your 3-tile plan and sheds 16 pips on the Mexican Train. It leaves 7 open there' },
  { facts: { kind: 'only' }, says: 'The only move.' },
];

describe('every kind in plain English', () => {
  it.each(every)('$facts.kind: "$says"', ({ facts, says }) => {
    const text = hintEnglish(facts, { seat: 1, players: 3 });
    expect(text).toContain(says);
    expect(text).not.toMatch(/undefined|null|\[object|\bseat\s*\d/i);
  });
});

describe('hint().reason', () => {
  it('is the English of its own facts for the view\'s seat', () => {
    const view = viewAt('players=3 round=1 phase=play turn=2 holder=0 hands=10|10,1|3/8|8,0|4/3|4,4|6,10|11 trains=12|3/12|7/12|9/12|10 exposed=-');
    const h = hint(view);
    expect(h.reason).toBe(hintEnglish(h.facts, { seat: 2, players: 3 }));
  });
});
