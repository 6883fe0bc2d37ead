/** The facts the public view carries so that no layer above the core re-derives a rule (docs/core-api.md). */
import { describe, expect, it } from 'vitest';
import {
  applyAction,
  legalActions,
  newRound,
  parsePosition,
  parseTile,
  publicView,
  viewFor,
  type Action,
  type ActionResult,
  type MustPlayBecause,
  type RoundState,
  type RuleCode,
  type RuleError,
} from '../../src/core/index.ts';
import { whyNotPlace } from '../../src/core/refusals.ts';
import { act } from '../support/positions.ts';
import { playRound } from '../support/rounds.ts';

function pos(text: string): RoundState {
  const parsed = parsePosition(text);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.value;
}

function after(state: RoundState, action: Action): RoundState {
  const r = applyAction(state, action);
  if (!r.ok) throw new Error(`${JSON.stringify(action)}: ${r.error.message}`);
  return r.state;
}

const MID = 'players=3 round=1 phase=play turn=2 holder=0 plays=0 drawn=no search=0,0,0 first=yes,yes,yes hands=0|0/5|6/3|9,4|4 yard=... trains=12|4,4|7/12|10+/12|3/- exposed=-';

describe('trains as laid', () => {
  it('each tile carries the number it was joined by and the one it leaves open', () => {
    const v = viewFor(pos(MID), 2);
    expect(v.trains[0]!.laid).toEqual([
      { tile: '4|12', joined: 12, open: 4 },
      { tile: '4|7', joined: 4, open: 7 },
    ]);
    expect(v.trains[0]!.tiles).toEqual(['4|12', '4|7']);
  });

  it('a train needs its open end, or the engine while it is empty', () => {
    const v = viewFor(pos(MID), 2);
    expect(v.trains.map((t) => t.needs)).toEqual([7, 10, 3, 12]);
    expect(v.trains.map((t) => t.owner)).toEqual([0, 1, 2, null]);
  });

  it('R9.3 a train whose last tile is an uncovered double says so', () => {
    const s = after(pos(MID), { type: 'play', tile: '3|9', train: 2 });
    const v = viewFor(after(s, { type: 'draw' }), 0);
    expect(v.trains.map((t) => t.exposed)).toEqual([false, false, false, false]);
    const d = pos('players=3 round=1 phase=play turn=2 holder=0 plays=0 drawn=no search=0,0,0 first=yes,yes,yes hands=0|0/5|6/3|3,4|9 yard=... trains=12|4/12|10/12|3/- exposed=-');
    const doubled = viewFor(after(d, { type: 'play', tile: '3|3', train: 2 }), 1);
    expect(doubled.trains.map((t) => t.exposed)).toEqual([false, false, true, false]);
  });
});

describe('plays again after a double', () => {
  it('R9.1 is true after a double in the play phase, while the same seat holds the turn', () => {
    const d = pos('players=3 round=1 phase=play turn=2 holder=0 plays=0 drawn=no search=0,0,0 first=yes,yes,yes hands=0|0/5|6/3|3,4|9 yard=... trains=12|4/12|10/12|3/- exposed=-');
    expect(viewFor(d, 2).playsAgain).toBe(false);
    const s = after(d, { type: 'play', tile: '3|3', train: 2 });
    expect(s.turn).toBe(2);
    expect(viewFor(s, 0).playsAgain).toBe(true);
  });

  it('is false after a plain tile, which hands the turn on', () => {
    const s = after(pos(MID), { type: 'play', tile: '3|9', train: 2 });
    expect(viewFor(s, 0).playsAgain).toBe(false);
  });

  it('R6.3 is false inside a first-turn chain (the chain goes on by rule, not by a double)', () => {
    const s = pos('players=2 round=1 phase=firstTurns turn=0 holder=0 plays=0 drawn=no search=0,0 first=no,no hands=12|5,5|5,5|1/1|2 yard=... trains=-/-/- exposed=-');
    const chained = after(after(s, { type: 'play', tile: '12|5', train: 0 }), { type: 'play', tile: '5|5', train: 0 });
    expect(viewFor(chained, 1).playsAgain).toBe(false);
  });
});

describe('who went out', () => {
  it('R10.1 names the seat that emptied its hand, even when another hand left only the 0|0', () => {
    const s = after(pos(MID.replace('3|9,4|4', '3|9')), { type: 'play', tile: '3|9', train: 2 });
    const v = viewFor(s, 0);
    expect(v.result?.penalties).toEqual([0, 11, 0]);
    expect(v.result?.out).toEqual([2]);
  });

  it('R10.1 R10.2 over many played rounds: out lists exactly the empty hands, and nobody when blocked', () => {
    const seen = { out: 0, blocked: 0 };
    for (let g = 0; g < 60; g++) {
      const s = playRound(newRound({ players: 2 + (g % 9), round: 1 + (g % 13), seed: `OUT${g}` }), (legal) => legal.at(-1)!);
      const result = viewFor(s, 0).result!;
      seen[result.reason]++;
      const empty = result.hands.flatMap((h, seat) => (h.length === 0 ? [seat] : []));
      expect(result.out).toEqual(result.reason === 'out' ? empty : []);
      if (result.reason === 'out') expect(result.out.length).toBeGreaterThan(0);
    }
    expect(seen.out).toBeGreaterThan(0);
    expect(seen.blocked).toBeGreaterThan(0);
  });

  it('R6.6 several seats that emptied their hands on their first turns all went out', () => {
    const s = pos('players=3 round=1 phase=firstTurns turn=1 holder=0 plays=0 drawn=no search=0,0,0 first=yes,no,no hands=-/12|1/12|2 yard=... trains=12|3/-/-/- exposed=-');
    let t = after(after(s, { type: 'play', tile: '12|1', train: 1 }), { type: 'endFirstTurn' });
    t = after(after(t, { type: 'play', tile: '12|2', train: 2 }), { type: 'endFirstTurn' });
    expect(viewFor(t, 0).result?.out).toEqual([0, 1, 2]);
  });
});

describe('the public view', () => {
  it('R12.2 holds no hand and no legal action, but every public fact', () => {
    const s = pos(MID);
    const pub = publicView(s);
    const seat = viewFor(s, 2);
    expect(pub.seat).toBe(-1);
    expect(pub.hand).toEqual([]);
    expect(pub.legal).toEqual([]);
    expect(pub.drawnThisOpportunity).toBe(false);
    const { seat: _a, hand: _b, legal: _c, drawnThisOpportunity: _d, ...publicPart } = seat;
    const { seat: _e, hand: _f, legal: _g, drawnThisOpportunity: _h, ...sameFromPublic } = pub;
    expect(sameFromPublic).toEqual(publicPart);
  });
});

/** The double 3 on seat 2's train is owed; seat 0 to act holds a cover (3|5). */
const DUTY = 'players=3 round=1 phase=play turn=0 holder=0 plays=0 drawn=no search=0,0,0 first=yes,yes,yes hands=3|5,7|8/5|6/4|9 yard=... trains=12|4/12|10/12|3,3|3/- exposed=3|3@2';
/** Seat 0's first turn: it can start its train with the 12|5. */
const FIRST = 'players=2 round=1 phase=firstTurns turn=0 holder=0 plays=0 drawn=no search=0,0 first=no,no hands=12|5,5|5,5|1/1|2 yard=... trains=-/-/- exposed=-';
/** Seat 0 holds nothing for its train (9) or the Mexican Train (7); the others' trains are private. */
const STUCK = (extra: string) => `players=3 round=1 phase=play turn=0 holder=0 plays=0 search=0,0,0 first=yes,yes,yes trains=12|9/12|8/12|6/12|7 exposed=- ${extra}`;

/** A refusal's code, rule and facts: each member of RuleError less its developer's sentence. */
type Facts<E> = E extends unknown ? Omit<E, 'message'> : never;

/** Each refusal case: a `must-play` case per reason. */
type Case = Exclude<RuleCode, 'must-play'> | `must-play ${MustPlayBecause}`;

/** How the refusal comes about, and exactly what it carries. A case missing here is a type error. */
const REFUSED: Record<Case, [string, () => ActionResult, Facts<RuleError>]> = {
  'malformed-action': ['an action of no known type', () => applyAction(pos(MID), { type: 'jump' } as never), { code: 'malformed-action', rule: 'API', data: { type: 'jump' } }],
  'no-such-tile': ['a tile not in the set', () => applyAction(pos(MID), { type: 'play', tile: '13|2', train: 2 }), { code: 'no-such-tile', rule: 'R1.1', data: { tile: '13|2' } }],
  'no-such-train': ['a train not at the table', () => applyAction(pos(MID), { type: 'play', tile: '3|9', train: 7 }), { code: 'no-such-train', rule: 'R5.1', data: { train: '7' } }],
  'round-over': [
    'any action once the round is over',
    () => applyAction(act(pos('players=2 round=4 phase=play turn=0 holder=0 hands=7|3/1|1 trains=9|4/9|10/9|7'), 'play 3|7 mexican'), { type: 'pass' }),
    { code: 'round-over', rule: 'R10.1', data: { round: 4 } },
  ],
  'place-engine-first': ['a draw before the engine is placed', () => applyAction(newRound({ players: 3, round: 2, seed: 'FACTS' }), { type: 'draw' }), { code: 'place-engine-first', rule: 'R4.1', data: { engine: 11 } }],
  'engine-already-placed': ['the engine placed again', () => applyAction(pos(MID), { type: 'placeEngine' }), { code: 'engine-already-placed', rule: 'R4.1', data: { engine: 12 } }],
  'not-in-hand': ['a tile of another hand', () => applyAction(pos(MID), { type: 'play', tile: '1|1', train: 2 }), { code: 'not-in-hand', rule: 'R12.1', data: { tile: '1|1' } }],
  'must-cover-oldest-double': [
    'a play elsewhere while a double is owed',
    () => applyAction(pos(DUTY), { type: 'play', tile: '7|8', train: 'mexican' }),
    { code: 'must-cover-oldest-double', rule: 'R9.3', data: { tile: '7|8', train: 'mexican', double: '3|3', doubleTrain: 2, need: 3 } },
  ],
  'first-turn-own-train': [
    'the Mexican Train on a first turn',
    () => applyAction(pos(FIRST), { type: 'play', tile: '12|5', train: 'mexican' }),
    { code: 'first-turn-own-train', rule: 'R6.2', data: { tile: '5|12', train: 'mexican' } },
  ],
  'not-your-train': ['a private train', () => applyAction(pos(MID), { type: 'play', tile: '3|9', train: 0 }), { code: 'not-your-train', rule: 'R5.3', data: { tile: '3|9', train: 0, owner: 0 } }],
  'must-show-engine': [
    'an empty train started without the engine number',
    () => applyAction(pos(MID), { type: 'play', tile: '4|4', train: 'mexican' }),
    { code: 'must-show-engine', rule: 'R5.1', data: { tile: '4|4', train: 'mexican', need: 12 } },
  ],
  'does-not-match': ['a tile that does not match the open end', () => applyAction(pos(MID), { type: 'play', tile: '4|4', train: 2 }), { code: 'does-not-match', rule: 'R5.1', data: { tile: '4|4', train: 2, need: 3 } }],
  illegal: [
    'asked about a placement the generator allows (the fallback no check above it explains)',
    () => whyNotPlace(pos(MID), parseTile('3|9'), 2),
    { code: 'illegal', rule: 'R5.1', data: { tile: '3|9', train: 2 } },
  ],
  'not-first-turn': ['finishing a first turn in the play phase', () => applyAction(pos(MID), { type: 'endFirstTurn' }), { code: 'not-first-turn', rule: 'R6.3', data: {} }],
  'first-turn-needs-a-tile': ['finishing a first turn before laying a tile', () => applyAction(pos(FIRST), { type: 'endFirstTurn' }), { code: 'first-turn-needs-a-tile', rule: 'R6.3', data: { engine: 12 } }],
  'no-draw-on-first-turn': ['a draw on a first turn', () => applyAction(pos(FIRST), { type: 'draw' }), { code: 'no-draw-on-first-turn', rule: 'R6.2', data: {} }],
  'finish-first-turn': ['a pass after starting the train', () => applyAction(act(pos(FIRST), 'play 12|5 0'), { type: 'pass' }), { code: 'finish-first-turn', rule: 'R6.3', data: {} }],
  'must-play start-train': [
    'a pass on a first turn that can start the train',
    () => applyAction(pos(FIRST), { type: 'pass' }),
    { code: 'must-play', rule: 'R6.3', data: { because: 'start-train', engine: 12 } },
  ],
  'must-play cover-double': [
    'a draw with a cover for the owed double in hand',
    () => applyAction(pos(DUTY), { type: 'draw' }),
    { code: 'must-play', rule: 'R9.3', data: { because: 'cover-double', double: '3|3', doubleTrain: 2 } },
  ],
  'must-play drawn-fits': [
    'a pass after drawing a tile that fits',
    () => applyAction(act(pos(STUCK('drawn=no hands=3|5,1|1/4|4/5|5 yard=2|7,...')), 'draw'), { type: 'pass' }),
    { code: 'must-play', rule: 'R8.2', data: { because: 'drawn-fits', tile: '2|7' } },
  ],
  'must-play tile-fits': ['a draw with a tile that fits', () => applyAction(pos(MID), { type: 'draw' }), { code: 'must-play', rule: 'R7.2', data: { because: 'tile-fits' } }],
  'already-drawn': ['a second draw', () => applyAction(pos(STUCK('drawn=yes hands=3|5,1|1/4|4/5|5 yard=...')), { type: 'draw' }), { code: 'already-drawn', rule: 'R8.3', data: {} }],
  'yard-empty': ['a draw from an empty yard', () => applyAction(pos(STUCK('drawn=no hands=3|5,1|1/4|4/... yard=-')), { type: 'draw' }), { code: 'yard-empty', rule: 'R8.3', data: {} }],
  'must-draw': ['a pass before drawing', () => applyAction(pos(STUCK('drawn=no hands=3|5,1|1/4|4/5|5 yard=...')), { type: 'pass' }), { code: 'must-draw', rule: 'R8.1', data: {} }],
};

describe('refusals carry facts', () => {
  const cases = Object.entries(REFUSED).map(([key, [how, refused, facts]]) => [`${facts.rule} ${key}: ${how}`, key, refused, facts] as const);

  it.each(cases)('%s', (_name, key, refused, facts) => {
    const r = refused();
    expect(r.ok).toBe(false);
    if (r.ok) return;
    const { message, ...rest } = r.error;
    expect(rest).toEqual(facts);
    expect(message.length).toBeGreaterThan(10);
    // The case's name is the code (and the must-play reason) it carries.
    expect(facts.code === 'must-play' ? `${facts.code} ${facts.data.because}` : facts.code).toBe(key);
  });

  it('R9.3 a duty names the double owed and its train', () => {
    const s = pos('players=3 round=1 phase=play turn=0 holder=0 plays=0 drawn=no search=0,0,0 first=yes,yes,yes hands=3|5,7|8/5|6/4|9 yard=... trains=12|4/12|10/12|3,3|3/- exposed=3|3@2');
    const r = applyAction(s, { type: 'play', tile: '7|8', train: 'mexican' });
    expect(!r.ok && r.error).toMatchObject({
      code: 'must-cover-oldest-double',
      rule: 'R9.3',
      data: { tile: '7|8', train: 'mexican', double: '3|3', doubleTrain: 2, need: 3 },
    });
  });

  it.each([
    ['R5.1', () => applyAction(pos(MID), { type: 'play', tile: '4|4', train: 2 }), 'The 4|4 does not match the open end (3) of your train.'],
    ['R5.1', () => applyAction(pos(MID), { type: 'play', tile: '4|4', train: 1 }), "The 4|4 does not match the open end (10) of seat 1's train."],
    ['R5.1', () => applyAction(pos(MID), { type: 'play', tile: '4|4', train: 'mexican' }), 'A train starts with a tile showing 12; the 4|4 does not.'],
    ['R5.3', () => applyAction(pos(MID), { type: 'play', tile: '3|9', train: 0 }), "Seat 0's train is private until it carries its owner's marker."],
    ['R9.3', () => applyAction(pos(DUTY), { type: 'play', tile: '7|8', train: 'mexican' }), "First the 3|3 on seat 2's train must be covered: it is the oldest open double."],
    [
      'R9.3',
      () => applyAction(pos(DUTY.replace('12|3,3|3/-', '12|3/12|8,8|3,3|3').replace('3|3@2', '3|3@mexican')), { type: 'play', tile: '7|8', train: 0 }),
      'First the 3|3 on the Mexican Train must be covered: it is the oldest open double.',
    ],
    ['R4.1', () => applyAction(newRound({ players: 3, round: 2, seed: 'FACTS' }), { type: 'play', tile: '1|2', train: 0 }), 'The round starts when the 11|11 is placed in the hub.'],
    ['R5.1', () => whyNotPlace(pos(MID), parseTile('3|9'), 2), 'The 3|9 cannot go on your train now.'],
    ['R5.1', () => whyNotPlace(pos(MID.replace('12|3/-', '12|3/12|9')), parseTile('3|9'), 3), 'The 3|9 cannot go on the Mexican Train now.'],
  ])('%s the sentence names the tile, the train and the number it needs', (_rule, refused, message) => {
    const r = refused();
    expect(r.ok ? 'accepted' : r.error.message).toBe(message);
  });

  it('R5.1 a train whose open end is 0 does not match: it is started, not empty', () => {
    const s = pos('players=2 round=1 phase=play turn=0 holder=0 plays=0 hands=5|6,1|2/3|4 yard=... trains=12|0/-/- exposed=-');
    const r = applyAction(s, { type: 'play', tile: '1|2', train: 0 });
    expect(!r.ok && r.error).toMatchObject({ code: 'does-not-match', rule: 'R5.1', data: { tile: '1|2', train: 0, need: 0 } });
  });

  it('every refusal is also what the move generator leaves out', () => {
    const s = pos(MID);
    const legal = legalActions(s);
    expect(legal).toEqual([{ type: 'play', tile: '3|9', train: 2 }]);
    for (const type of ['draw', 'pass', 'endFirstTurn', 'placeEngine'] as const) {
      const r = applyAction(s, { type });
      expect(r.ok).toBe(false);
    }
  });
});
