/** Hints as facts: written positions give the expected kind and fields; hint() agrees with hintFacts(). */
import { describe, expect, it } from 'vitest';
import { makeAction } from '../../src/core/index.ts';
import { hint, hintFacts, type HintFacts } from '../../src/ai/index.ts';
import { factsOf } from '../../src/ai/hint-facts.ts';
import { readTable } from '../../src/ai/table.ts';
import { check } from '../support/asserts.ts';
import { eachPosition, gameMix, viewAt } from './helpers.ts';

/** Seat 1 and seat 2 hold four tiles each: nobody is close to going out. */
const CALM = '10|10,1|3,0|1,0|2/8|8,0|4,0|5,0|6';

/** A 3-player play-phase position (engine 12) where seat 0 acts; trains: seat 0, 1, 2, Mexican. */
function play(hand: string, trains: string, extra = 'exposed=-', others = CALM): string {
  return `players=3 round=1 phase=play turn=0 holder=0 hands=${hand}/${others} trains=${trains} ${extra}`;
}

/** A 2-player first turn (engine 12) of seat 0. */
function first(hand: string, own = '-', plays = 0): string {
  return `players=2 round=1 phase=firstTurns turn=0 holder=0 plays=${plays} hands=${hand}/0|0 trains=${own}/-/- exposed=-`;
}

/** Every 7 but the 7|7 and 7|9 lies on the first three trains; seat 2's train ends in 7. */
const SEVENS = '12|7,7|0,0|1,1|7,7|2/12|11,11|7,7|3,3|4,4|7,7|5/12|10,10|7,7|6,6|0,0|8,8|7';

const positions: { name: string; text: string; action: string; facts: Partial<HintFacts> & Record<string, unknown> }[] = [
  {
    name: 'the engine holder places it',
    text: 'players=3 round=1 phase=engine turn=0 holder=0 hands=12|12,1|2/10|10,1|3/8|8,0|4 trains=-/-/-/- exposed=-',
    action: 'engine',
    facts: { kind: 'engine', tile: '12|12' },
  },
  {
    name: 'first turn: no tile shows the engine number',
    text: first('1|2,2|3,3|3'),
    action: 'pass',
    facts: { kind: 'firstTurnPass', engine: 12 },
  },
  {
    name: 'first turn: nothing fits the open end any more',
    text: first('1|2', '12|4', 1),
    action: 'end',
    facts: { kind: 'firstTurnStop', why: 'nothingFits', need: 4 },
  },
  {
    name: 'first turn: starts the best chain',
    text: first('12|5,5|5,5|3,3|9,1|1'),
    action: 'play 5|12 0',
    facts: { kind: 'firstTurnChain', continues: false, tile: '5|12', more: 3, pips: 47, emptiesHand: false },
  },
  {
    name: 'first turn: continues with the last tile and empties the hand',
    text: first('4|1', '12|4', 1),
    action: 'play 1|4 0',
    facts: { kind: 'firstTurnChain', continues: true, tile: '1|4', more: 0, pips: 5, emptiesHand: true },
  },
  {
    name: 'draws when nothing fits',
    text: play('1|2,2|4', '12|3/12|7/12|8/12|5'),
    action: 'draw',
    facts: { kind: 'draw', owed: null },
  },
  {
    name: 'draws when it cannot cover the double it owes',
    text: play('1|2,2|4', '12|3/12|7/12|8/12|6,6|6', 'exposed=6|6@mexican'),
    action: 'draw',
    facts: { kind: 'draw', owed: { tile: '6|6', train: 'mexican' } },
  },
  {
    name: 'passes when the drawn tile fits nowhere',
    text: play('1|2,2|4', '12|3/12|7/12|8/12|5', 'drawn=yes exposed=-'),
    action: 'pass',
    facts: { kind: 'pass', cause: 'drawnTileFitsNowhere' },
  },
  {
    name: 'passes when nothing fits and the yard is empty',
    text: play('1|2,2|4', '12|3/12|7/12|8/12|5', 'yard=- exposed=-', '10|10,1|3,0|1,0|2/...'),
    action: 'pass',
    facts: { kind: 'pass', cause: 'yardEmpty' },
  },
  {
    name: 'goes out with its last tile',
    text: play('3|5', '12|3/12|7/12|8/12|5'),
    action: 'play 3|5 0',
    facts: { kind: 'goOut', tile: '3|5' },
  },
  {
    name: 'covers the double it owes',
    text: play('6|1,6|11,2|9', '12|3/12|7/12|8/12|6,6|6', 'exposed=6|6@mexican'),
    action: 'play 6|11 mexican',
    facts: { kind: 'coverDouble', double: '6|6', train: 'mexican', tile: '6|11', pips: 17, drawn: false, urgent: null },
  },
  {
    name: 'a double with nothing to follow: a draw',
    text: play('5|5,1|2', '12|3/12|7/12|8/12|5'),
    action: 'play 5|5 mexican',
    facts: { kind: 'double', tile: '5|5', train: 'mexican', then: { kind: 'stuck', ending: 'draw' } },
  },
  {
    name: 'a double covered by the seat itself',
    text: play('5|5,5|9,1|2', '12|3/12|7/12|8/12|5'),
    action: 'play 5|5 mexican',
    facts: { kind: 'double', tile: '5|5', train: 'mexican', then: { kind: 'cover', tile: '5|9', pips: 24 } },
  },
  {
    name: 'a double left for the others, keeping the last cover',
    text: `players=3 round=1 phase=play turn=0 holder=0 hands=7|7,7|9,2|3/10|10,1|3/8|8,0|4 trains=${SEVENS}+/12|1 exposed=-`,
    action: 'play 7|7 2',
    facts: {
      kind: 'double',
      tile: '7|7',
      train: 2,
      then: { kind: 'elsewhere', tile: '2|3', train: 0, left: { unseenCovers: 0, keepsCover: true } },
    },
  },
  {
    name: 'follows the own-train plan and takes the marker off',
    text: play('3|4,4|6,6|1', '12|3+/12|7/12|8/12|10'),
    action: 'play 3|4 0',
    facts: { kind: 'ownTrain', tile: '3|4', plan: 2, unmarks: true },
  },
  {
    name: 'plays on the own train when nothing fits elsewhere',
    text: play('3|11,1|2', '12|3/12|7/12|8/12|10'),
    action: 'play 3|11 0',
    facts: { kind: 'ownTrain', tile: '3|11', pips: 14, plan: 0, unmarks: false },
  },
  {
    name: 'keeps the plan and sheds elsewhere',
    text: play('3|4,4|6,10|11', '12|3/12|7/12|9/12|10'),
    action: 'play 10|11 mexican',
    facts: { kind: 'shed', tile: '10|11', pips: 21, train: 'mexican', plan: 2, rareOpen: null, drawn: false, urgent: null },
  },
  {
    name: 'sheds and leaves a rare number open',
    text: `players=3 round=1 phase=play turn=0 holder=0 hands=7|9,5|6/10|10,1|3,2|4,2|5/8|8,0|4,0|5,1|2 trains=${SEVENS}/12|9 exposed=-`,
    action: 'play 7|9 mexican',
    facts: { kind: 'shed', tile: '7|9', train: 'mexican', plan: 0, rareOpen: 7, urgent: null },
  },
  {
    name: 'the drawn tile must be played',
    text: play('1|2,3|5', '12|3/12|7/12|8/12|5', 'drawn=yes exposed=-'),
    action: 'play 3|5 0',
    facts: { kind: 'ownTrain', tile: '3|5', drawn: true },
  },
  {
    name: 'the next seat holds one tile: heavy tiles first',
    text: play('10|11,1|3', '12|3/12|7/12|8/12|10', 'exposed=-', '0|1/8|8,0|4,0|5,0|6'),
    action: 'play 10|11 mexican',
    facts: { kind: 'shed', tile: '10|11', urgent: { seat: 1, tiles: 1 } },
  },
  {
    name: 'the seat after next holds two tiles: heavy tiles first',
    text: play('10|11,1|3', '12|3/12|7/12|8/12|10', 'exposed=-', '10|10,1|0,0|4,0|2/0|5,0|6'),
    action: 'play 10|11 mexican',
    facts: { kind: 'shed', urgent: { seat: 2, tiles: 2 } },
  },
];

describe('hintFacts on written positions', () => {
  it.each(positions)('$name', ({ text, action, facts }) => {
    const view = viewAt(text);
    const got = hintFacts(view);
    expect(makeAction(got.action)).toBe(action);
    expect(got.facts).toMatchObject(facts);
  });

  it.each(positions)('hint() gives the same action and facts: $name', ({ text }) => {
    const view = viewAt(text);
    const h = hint(view);
    const f = hintFacts(view);
    expect(h.action).toEqual(f.action);
    expect(h.facts).toEqual(f.facts);
  });
});

describe('facts of decisions the sharp player rarely or never makes today', () => {
  it('a first turn stopped while a tile still fits keeps a better hand', () => {
    const view = viewAt(first('4|1,4|9', '12|4', 1));
    expect(factsOf(readTable(view), { action: { type: 'endFirstTurn' } })).toEqual({ kind: 'firstTurnStop', why: 'keepsBetterHand', need: 4 });
  });

  it('a placement with no imagined turn behind it is just the only move', () => {
    const view = viewAt(play('3|11,1|2', '12|3/12|7/12|8/12|10'));
    expect(factsOf(readTable(view), { action: view.legal[0]! })).toEqual({ kind: 'only' });
  });
});

/** Every string in a value, however deep. */
function strings(x: unknown): string[] {
  if (typeof x === 'string') return [x];
  if (x && typeof x === 'object') return Object.values(x).flatMap(strings);
  return [];
}

describe('facts over positions of real games', () => {
  it('hint() and hintFacts() agree, and facts hold codes and numbers, never words', () => {
    let n = 0;
    eachPosition(gameMix(12, 'facts'), ({ view, game }) => {
      if (view.legal.length < 2) return;
      const h = hint(view);
      const f = hintFacts(view);
      check(JSON.stringify(h.action) === JSON.stringify(f.action), () => `hint and hintFacts choose differently in ${game}`);
      check(JSON.stringify(h.facts) === JSON.stringify(f.facts), () => `hint and hintFacts give different facts in ${game}`);
      const words = strings(f.facts).filter((s) => /\s/.test(s));
      check(words.length === 0, () => `facts carry words ${JSON.stringify(words)} in ${game}`);
      n++;
    });
    expect(n).toBeGreaterThan(300);
  }, 30_000);
});
