/** What the table hears of each action: facts from the core's view, never a sentence. */
import { describe, expect, it } from 'vitest';
import { applyAction, parsePosition, type Action, type RoundState } from '../../src/core/index.ts';
import { eventOf } from '../../src/session/events.ts';

function pos(text: string): RoundState {
  const parsed = parsePosition(text);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.value;
}

function heard(state: RoundState, action: Action) {
  const r = applyAction(state, action);
  if (!r.ok) throw new Error(r.error.message);
  return eventOf(state, r.state, action);
}

const PLAY = 'players=3 round=1 phase=play turn=2 holder=0 plays=0 drawn=no search=0,0,0 first=yes,yes,yes hands=0|0/5|6/3|9,3|3,4|4 yard=... trains=12|4/12|10+/12|3/- exposed=-';

describe('events', () => {
  it('a play names the tile as laid: the number it joined and the one it leaves open', () => {
    expect(heard(pos(PLAY), { type: 'play', tile: '9|3', train: 2 })).toEqual({
      event: { kind: 'play', seat: 2, tile: '3|9', train: 2, joined: 3, open: 9, double: false, again: false, covered: null, closed: false },
      ended: null,
    });
  });

  it('R5.5 the owner playing on their own marked train: its marker comes off, and the event says so', () => {
    const marked = 'players=3 round=1 phase=play turn=1 holder=0 plays=0 drawn=no search=0,0,0 first=yes,yes,yes hands=0|0/5|6,10|2/3|9 yard=... trains=12|4/12|10+/12|3/- exposed=-';
    expect(heard(pos(marked), { type: 'play', tile: '10|2', train: 1 }).event).toMatchObject({ kind: 'play', seat: 1, closed: true });
  });

  it('R5.5 another player on a marked train leaves the marker: not closed', () => {
    const other = 'players=3 round=1 phase=play turn=2 holder=0 plays=0 drawn=no search=0,0,0 first=yes,yes,yes hands=0|0/5|6/3|9,10|4 yard=... trains=12|4/12|10+/12|3/- exposed=-';
    expect(heard(pos(other), { type: 'play', tile: '10|4', train: 1 }).event).toMatchObject({ kind: 'play', seat: 2, closed: false });
  });

  it('R9.1 a double in the play phase: the same seat plays again', () => {
    const { event } = heard(pos(PLAY), { type: 'play', tile: '3|3', train: 2 });
    expect(event).toMatchObject({ kind: 'play', double: true, again: true });
  });

  it('R9.3 covering the owed double says which double it covered', () => {
    const s = pos('players=3 round=1 phase=play turn=0 holder=0 plays=0 drawn=no search=0,0,0 first=yes,yes,yes hands=3|5,7|8/5|6/4|9 yard=... trains=12|4/12|10/12|3,3|3/- exposed=3|3@2');
    expect(heard(s, { type: 'play', tile: '3|5', train: 2 }).event).toMatchObject({ kind: 'play', covered: '3|3', seat: 0, train: 2 });
  });

  it('R5.4 a pass says whether it opened the train or it was open already', () => {
    const s = pos('players=2 round=1 phase=play turn=0 holder=0 plays=0 drawn=yes search=0,0 first=yes,yes hands=0|1,2|2/5|5,... yard=- trains=12|5/12|6+/12|7 exposed=-');
    const first = heard(s, { type: 'pass' });
    expect(first.event).toEqual({ kind: 'pass', seat: 0, firstTurn: false, opened: true });
    const marked = pos('players=2 round=1 phase=play turn=0 holder=0 plays=0 drawn=yes search=0,0 first=yes,yes hands=0|1,2|2/5|5,... yard=- trains=12|5+/12|6+/12|7 exposed=-');
    expect(heard(marked, { type: 'pass' }).event).toEqual({ kind: 'pass', seat: 0, firstTurn: false, opened: false });
  });

  it('R6.4 a first-turn pass is marked as such', () => {
    const s = pos('players=2 round=1 phase=firstTurns turn=0 holder=0 plays=0 drawn=no search=0,0 first=no,no hands=1|2/12|5 yard=... trains=-/-/- exposed=-');
    expect(heard(s, { type: 'pass' }).event).toEqual({ kind: 'pass', seat: 0, firstTurn: true, opened: true });
  });

  it('a draw never names its tile (R12.1)', () => {
    const s = pos('players=2 round=1 phase=play turn=0 holder=0 plays=0 drawn=no search=0,0 first=yes,yes hands=0|1/5|5 yard=... trains=12|5/12|6/12|7 exposed=-');
    expect(heard(s, { type: 'draw' }).event).toEqual({ kind: 'draw', seat: 0 });
  });

  it('the end of a first turn counts its tiles', () => {
    const s = pos('players=2 round=1 phase=firstTurns turn=0 holder=0 plays=0 drawn=no search=0,0 first=no,no hands=12|5,5|1,9|9/1|2 yard=... trains=-/-/- exposed=-');
    let t = s;
    for (const a of [{ type: 'play', tile: '12|5', train: 0 }, { type: 'play', tile: '5|1', train: 0 }] as Action[]) {
      const r = applyAction(t, a);
      if (!r.ok) throw new Error(r.error.message);
      t = r.state;
    }
    expect(heard(t, { type: 'endFirstTurn' }).event).toEqual({ kind: 'endFirstTurn', seat: 0, tiles: 2 });
  });

  it('R10.1 the action that ends the round says who went out — not whoever has a zero penalty', () => {
    const s = pos(PLAY.replace('3|9,3|3,4|4', '3|9'));
    expect(heard(s, { type: 'play', tile: '3|9', train: 2 }).ended).toEqual({ reason: 'out', out: [2] });
  });

  it('placing the engine names the engine tile', () => {
    const s = pos('players=2 round=1 phase=engine turn=1 holder=1 plays=0 drawn=no search=0,0 first=no,no hands=1|2/12|12,3|4 yard=... trains=-/-/- exposed=-');
    expect(heard(s, { type: 'placeEngine' }).event).toEqual({ kind: 'engine', seat: 1, tile: '12|12' });
  });
});
