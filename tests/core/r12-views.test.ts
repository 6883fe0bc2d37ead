/** R12.1 what leaves the core: the referee's snapshot, each seat's view, and the round's own readers. */
import { describe, expect, it } from 'vitest';
import { publicView, roundPhase, roundResult, roundTurn, snapshot, viewFor, wentOut, type RoundState } from '../../src/core/index.ts';
import { act, dealt, pos } from '../support/positions.ts';

/** Three seats in the play phase; seat 0 to act owes the 3|3 on seat 2's train. */
const DUTY = 'players=3 round=1 phase=play turn=0 holder=0 hands=3|5,7|8/5|6/4|9 trains=12|4/12|10/12|3,3|3/- exposed=3|3@2';

/** Round 1 of two seats: seat 0 holds the engine, 12|5 and 5|5; seat 1 holds 1|2. */
const fresh = (): RoundState => dealt(2, 1, [['12|12', '12|5', '5|5'], ['1|2']], ['7|7']);

describe('R12.1 views and snapshots', () => {
  it('R12.1 a seat is a whole number of the table; anything else is a caller\'s mistake', () => {
    const s = act(fresh(), 'engine');
    for (const seat of [-1, 2, 0.5, Number.NaN]) {
      expect(() => viewFor(s, seat)).toThrow(new RangeError(`seat must be a whole number from 0 to 1, not ${String(seat)}.`));
    }
    expect(viewFor(s, 1).seat).toBe(1);
  });

  it('R12.1 seat 0 sees its legal actions when it is to act, and seat 1 none', () => {
    const s = act(fresh(), 'engine');
    expect(viewFor(s, 0).legal).toEqual([{ type: 'play', tile: '5|12', train: 0 }]);
    expect(viewFor(s, 1).legal).toEqual([]);
  });

  it('R5.1 an empty train has no open end in a view, a started one its number', () => {
    const s = act(fresh(), 'engine', 'play 12|5 0');
    expect(viewFor(s, 1).trains.map((t) => t.openEnd)).toEqual([5, null, null]);
    expect(snapshot(s).trains.map((t) => t.openEnd)).toEqual([5, null, null]);
  });

  it('R9.3 the view names the double the seat to act owes', () => {
    expect(viewFor(pos(DUTY), 1).owed).toEqual({ tile: '3|3', train: 2 });
    expect(publicView(pos(DUTY)).owed).toEqual({ tile: '3|3', train: 2 });
  });

  it('R12.1 a snapshot and a view are copies: changing them changes nothing in the round', () => {
    const s = act(pos('players=2 round=1 phase=play turn=0 holder=0 search=2,1 hands=1|3/0|0 trains=1|12/-/-'), 'play 3|1 0');
    const before = JSON.stringify(snapshot(s));
    const snap = snapshot(s);
    snap.searchDraws[0] = 9;
    snap.firstTurnDone[0] = false;
    snap.result!.penalties[1] = 9;
    const view = viewFor(s, 1);
    view.searchDraws[1] = 9;
    view.firstTurnDone[1] = false;
    view.result!.penalties[0] = 9;
    expect(JSON.stringify(snapshot(s))).toBe(before);
    expect(viewFor(s, 0).result!.penalties).toEqual([0, 0]);
    expect(roundResult(s)).toEqual({ reason: 'out', penalties: [0, 0] });
  });
});

describe('R10 the round\'s own readers', () => {
  it('R4.4 R10.1 phase, seat to act and result, as the views give them', () => {
    const s = fresh();
    expect([roundPhase(s), roundTurn(s), roundResult(s)]).toEqual(['engine', 0, null]);
    const started = act(s, 'engine');
    expect([roundPhase(started), roundTurn(started)]).toEqual(['firstTurns', 0]);
    const over = act(pos('players=2 round=1 phase=play turn=1 holder=0 hands=0|1,6|6/7|3 trains=12|4/12|10/12|7'), 'play 3|7 mexican');
    expect([roundPhase(over), roundTurn(over), roundResult(over)]).toEqual(['over', -1, { reason: 'out', penalties: [13, 0] }]);
  });

  it('R10.1 roundResult is a copy', () => {
    const over = act(pos('players=2 round=1 phase=play turn=1 holder=0 hands=0|1,6|6/7|3 trains=12|4/12|10/12|7'), 'play 3|7 mexican');
    roundResult(over)!.penalties[0] = 99;
    expect(roundResult(over)!.penalties).toEqual([13, 0]);
  });

  it('R6.6 nobody has gone out while the round is played, even with a hand emptied on a first turn', () => {
    const s = act(pos('players=2 round=1 phase=firstTurns turn=0 holder=0 plays=0 first=no,no hands=12|1/12|2,2|3 trains=-/-/-'), 'play 12|1 0', 'end');
    expect(snapshot(s).hands[0]).toEqual([]);
    expect(wentOut(s)).toEqual([]);
    expect(wentOut(fresh())).toEqual([]);
    expect(wentOut(act(s, 'play 12|2 1', 'end'))).toEqual([0]);
  });
});
