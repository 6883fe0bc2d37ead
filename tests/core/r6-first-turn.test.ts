import { describe, expect, it } from 'vitest';
import { snapshot } from '../../src/core/index.ts';
import { act, dealt, legal, pos, refusal } from '../support/positions.ts';

/** Three players, round 1; seat 1 holds the engine and has placed it. */
const start = (hands: string[][]) => act(dealt(3, 1, hands), 'engine');

describe('R6 the first-turn phase', () => {
  it('R6.1 every seat has exactly one first turn, in order from the engine holder', () => {
    let s = start([['12|0'], ['12|12', '12|1', '5|5'], ['12|2', '3|3']]);
    const order: number[] = [];
    // At most one pass through the seats' turns, with room to spare: a phase that never ends fails below.
    for (let turns = 0; turns < 9 && snapshot(s).phase === 'firstTurns'; turns++) {
      const seat = snapshot(s).turn;
      order.push(seat);
      s = act(s, legal(s).find((a) => a.startsWith('play')) ?? 'pass');
      if (snapshot(s).turn === seat && snapshot(s).phase === 'firstTurns') s = act(s, 'end');
    }
    expect(order).toEqual([1, 2, 0]);
    expect(snapshot(s).firstTurnDone).toEqual([true, true, true]);
  });

  it('R6.2 the first turn plays only on the own train: no Mexican Train, no other train, no draw', () => {
    const s = start([['0|1'], ['12|12', '12|5', '5|4', '12|7'], ['2|3']]);
    expect(legal(s)).toEqual(['play 5|12 1', 'play 7|12 1']);
    expect(refusal(s, 'play 12|5 mexican')).toEqual({ code: 'first-turn-own-train', rule: 'R6.2' });
    expect(refusal(s, 'play 12|5 0')).toEqual({ code: 'first-turn-own-train', rule: 'R6.2' });
    expect(refusal(s, 'draw')).toEqual({ code: 'no-draw-on-first-turn', rule: 'R6.2' });
  });

  it('R6.2 a chain must start with a tile showing the engine number and then match its open end', () => {
    const s = start([['0|1'], ['12|12', '12|5', '5|4', '4|9', '12|7'], ['2|3']]);
    expect(refusal(s, 'play 5|4 1')).toEqual({ code: 'must-show-engine', rule: 'R5.1' });
    const s1 = act(s, 'play 12|5 1');
    expect(legal(s1)).toEqual(['end', 'play 4|5 1']);
    expect(refusal(s1, 'play 12|7 1')).toEqual({ code: 'does-not-match', rule: 'R5.1' });
    expect(snapshot(act(s1, 'play 4|5 1', 'play 4|9 1')).trains[1]!).toMatchObject({ openEnd: 9, tiles: ['5|12', '4|5', '4|9'] });
  });

  it('R6.3 a seat that can start must lay a tile, and may stop after any tile', () => {
    const s = start([['0|1'], ['12|12', '12|5', '5|4'], ['2|3']]);
    expect(refusal(s, 'pass')).toEqual({ code: 'must-play', rule: 'R6.3', because: 'start-train' });
    expect(refusal(s, 'end')).toEqual({ code: 'first-turn-needs-a-tile', rule: 'R6.3' });
    const s1 = act(s, 'play 12|5 1');
    expect(refusal(s1, 'pass')).toEqual({ code: 'finish-first-turn', rule: 'R6.3' });
    const done = act(s1, 'end');
    expect(snapshot(done)).toMatchObject({ turn: 2, firstTurnDone: [false, true, false] });
    expect(snapshot(done).hands[1]).toEqual(['4|5']);
  });

  it('R6.3 the first turn ends only with endFirstTurn, even when nothing more fits', () => {
    const s = act(start([['0|1'], ['12|12', '12|5', '1|1'], ['2|3']]), 'play 12|5 1');
    expect(legal(s)).toEqual(['end']);
  });

  it('R6.4 a seat that cannot start passes without drawing, and its train gets its marker', () => {
    const s = start([['0|1'], ['12|12', '1|5'], ['2|3']]);
    expect(legal(s)).toEqual(['pass']);
    const before = snapshot(s).yard.length;
    const after = snapshot(act(s, 'pass'));
    expect(after.yard.length).toBe(before);
    expect(after.hands[1]).toEqual(['1|5']);
    expect(after.trains[1]!.marked).toBe(true);
    expect(after.turn).toBe(2);
  });

  it('R6.5 a double inside the chain is covered by the next tile', () => {
    const s = act(start([['0|1'], ['12|12', '12|5', '5|5', '5|4'], ['2|3']]), 'play 12|5 1', 'play 5|5 1');
    expect(snapshot(s).exposed).toEqual([{ tile: '5|5', train: 1 }]);
    const covered = act(s, 'play 4|5 1');
    expect(snapshot(covered).exposed).toEqual([]);
  });

  it('R6.5 doubles left at chain ends put no duty on anyone until every first turn is done, then are owed oldest first', () => {
    // Seat 1 (holder) ends on 5|5, seat 2 on 3|3; seat 0 then plays freely on its own train.
    let s = start([['12|0', '0|6', '5|1', '3|2'], ['12|12', '12|5', '5|5', '9|9'], ['12|3', '3|3', '6|6']]);
    s = act(s, 'play 12|5 1', 'play 5|5 1', 'end', 'play 12|3 2', 'play 3|3 2', 'end');
    expect(snapshot(s).exposed).toEqual([
      { tile: '5|5', train: 1 },
      { tile: '3|3', train: 2 },
    ]);
    expect(legal(s)).toEqual(['play 0|12 0']);
    s = act(s, 'play 0|12 0', 'play 0|6 0', 'end');
    // The phase is over: the holder owes the oldest exposed double, the 5|5 on its own train.
    expect(snapshot(s)).toMatchObject({ phase: 'play', turn: 1 });
    expect(legal(s)).toEqual(['draw']);
    s = pos(
      'players=3 round=1 phase=play turn=1 holder=1 hands=3|2,5|1/9|9/6|6 trains=12|0,0|6/12|5,5|5/12|3,3|3/- exposed=5|5@1,3|3@2',
    );
    expect(legal(s)).toEqual(['draw']);
    expect(legal(pos('players=3 round=1 phase=play turn=0 holder=1 hands=3|2,5|1/9|9/6|6 trains=12|0,0|6/12|5,5|5/12|3,3|3/- exposed=5|5@1,3|3@2'))).toEqual(['play 1|5 1']);
  });

  it('R6.6 a hand emptied on the first turn waits for the remaining first turns, then the round ends', () => {
    let s = start([['12|0', '0|1'], ['12|12', '12|5'], ['12|3', '3|4', '4|4']]);
    s = act(s, 'play 12|5 1');
    expect(snapshot(s).hands[1]).toEqual([]);
    expect(legal(s)).toEqual(['end']);
    s = act(s, 'end');
    expect(snapshot(s)).toMatchObject({ phase: 'firstTurns', turn: 2 });
    s = act(s, 'play 12|3 2', 'play 3|4 2', 'end');
    expect(snapshot(s).phase).toBe('firstTurns');
    s = act(s, 'play 0|12 0', 'end');
    const snap = snapshot(s);
    expect(snap.phase).toBe('over');
    expect(snap.turn).toBe(-1);
    expect(snap.result).toEqual({ reason: 'out', penalties: [1, 0, 8] });
  });
});
