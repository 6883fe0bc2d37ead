/** The facts the public view carries so that no layer above the core re-derives a rule (docs/core-api.md). */
import { describe, expect, it } from 'vitest';
import {
  applyAction,
  legalActions,
  newRound,
  parsePosition,
  publicView,
  viewFor,
  type Action,
  type RoundState,
} from '../../src/core/index.ts';

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
      let s = newRound({ players: 2 + (g % 9), round: 1 + (g % 13), seed: `OUT${g}` });
      while (s.phase !== 'over') s = after(s, legalActions(s).at(-1)!);
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

describe('refusals carry facts', () => {
  it.each<[string, string, Action, string, Record<string, unknown>]>([
    ['not in hand', MID, { type: 'play', tile: '1|1', train: 2 }, 'not-in-hand', { tile: '1|1' }],
    ['private train', MID, { type: 'play', tile: '3|9', train: 0 }, 'not-your-train', { tile: '3|9', train: 0, owner: 0 }],
    ['no match', MID, { type: 'play', tile: '4|4', train: 2 }, 'does-not-match', { tile: '4|4', train: 2, need: 3 }],
    ['empty train', MID, { type: 'play', tile: '4|4', train: 'mexican' }, 'must-show-engine', { tile: '4|4', train: 'mexican', need: 12 }],
    ['not a tile', MID, { type: 'play', tile: '13|2', train: 2 }, 'no-such-tile', { tile: '13|2' }],
    ['no such train', MID, { type: 'play', tile: '3|9', train: 7 }, 'no-such-train', { train: '7' }],
  ])('%s', (_name, text, action, code, data) => {
    const r = applyAction(pos(text), action);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe(code);
    expect(r.error.data).toEqual(data);
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
