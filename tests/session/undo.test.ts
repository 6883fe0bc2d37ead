import { describe, expect, it } from 'vitest';
import { snapshot } from '../../src/core/index.ts';
import {
  act,
  canRedo,
  canUndo,
  current,
  firstLegalBot,
  nextRound,
  redo,
  refereeState,
  restartRound,
  roundLog,
  runBots,
  toRecord,
  undo,
  undoBlockedFor,
  viewFor,
  type BotPlayer,
  type Session,
} from '../../src/session/index.ts';
import { LONG, LONG_SEARCH, SHORT } from '../support/deals.ts';
import { dealt, sessionFrom, snap } from '../support/fixtures.ts';
import { finishRound, personPlays, playUntil } from '../support/playout.ts';

function ok(result: { ok: true; session: Session } | { ok: false; message: string }): Session {
  if (!result.ok) throw new Error(result.message);
  return result.session;
}

function acted(session: Session, text: string): Session {
  const result = act(session, text);
  if (!result.ok) throw new Error(result.message);
  return result.session;
}

/** A counting computer player, to prove that Redo never runs a bot. */
function countingBot(): { bot: BotPlayer; calls: () => number } {
  let calls = 0;
  return { bot: (view, level) => (calls++, firstLegalBot(view, level)), calls: () => calls };
}

/** SHORT with P0 about to end their first turn (engine and 12|1 played): the computers answer with 5 actions. */
function beforeAnswer(bot?: BotPlayer): Session {
  return acted(acted(sessionFrom({ seats: 'pccc', ...SHORT, bot }), 'engine'), 'play 12|1 0');
}

describe('R13.2 Undo and Redo', () => {
  it('Undo takes back the person\'s action together with every computer action after it', () => {
    const before = beforeAnswer();
    const { session: after, played } = runBots(acted(before, 'end'));
    expect(played.map((p) => `${p.seat} ${p.text}`)).toEqual(['1 play 2|12 1', '1 end', '2 pass', '3 play 3|12 3', '3 end']);
    expect(roundLog(after).length).toBe(roundLog(before).length + 1 + 5);
    expect(canUndo(after)).toBe(true);
    const undone = ok(undo(after));
    expect(snap(undone)).toEqual(snap(before));
    expect(roundLog(undone)).toEqual(roundLog(before));
    expect(current(undone).undosUsed).toBe(current(before).undosUsed + 1);
    expect(current(undone).turn).toBe(0);
  });

  it('Redo restores exactly the state that was undone, from storage, without running a bot', () => {
    const counter = countingBot();
    const after = runBots(acted(beforeAnswer(counter.bot), 'end')).session;
    expect(counter.calls()).toBe(5);
    const undone = ok(undo(after));
    expect(canRedo(undone)).toBe(true);
    const redone = ok(redo(undone));
    expect(counter.calls()).toBe(5);
    expect(refereeState(redone)).toBe(refereeState(after)); // the very stored state, not a recomputation
    expect(snap(redone)).toEqual(snap(after));
    expect(roundLog(redone)).toEqual(roundLog(after));
    const { updatedAt: _u1, undosUsed: _n1, ...a } = toRecord(after);
    const { updatedAt: _u2, undosUsed: _n2, ...b } = toRecord(redone);
    expect(b).toEqual(a);
    expect(canRedo(redone)).toBe(false);
    expect(redo(redone)).toMatchObject({ ok: false, code: 'cannot-redo', data: { reason: 'nothing-to-redo' } });
  });

  it('several Undos then Redos walk back and forth through the same states', () => {
    let s = playUntil(sessionFrom({ seats: 'pccc', ...LONG }), (x) => current(x).turnKind === 'person' && current(x).roundPhase === 'play');
    const states = [snap(s)];
    for (let i = 0; i < 4; i++) {
      s = runBots(personPlays(s)).session;
      states.push(snap(s));
    }
    expect(current(s).phase).toBe('playing');
    for (let i = 3; i >= 0; i--) {
      s = ok(undo(s));
      expect(snap(s)).toEqual(states[i]);
    }
    expect(canUndo(s)).toBe(true); // P0's own first turn lies further back
    for (let i = 1; i <= 4; i++) {
      s = ok(redo(s));
      expect(snap(s)).toEqual(states[i]);
    }
    expect(current(s).undosUsed).toBe(4);
  });

  it('a new action after Undo drops the Redo tail', () => {
    // P0 has played 12|1 and may go on with 1|5 or end the first turn.
    const before = acted(acted(sessionFrom({ seats: 'pccc', ...LONG }), 'engine'), 'play 12|1 0');
    expect(viewFor(before, 0).legal).toEqual(expect.arrayContaining([{ type: 'play', tile: '1|5', train: 0 }, { type: 'endFirstTurn' }]));
    const after = runBots(acted(before, 'end')).session;
    expect(roundLog(after).length).toBeGreaterThan(roundLog(before).length + 1);
    const undone = ok(undo(after));
    expect(canRedo(undone)).toBe(true);
    const s = acted(undone, 'play 1|5 0');
    expect(canRedo(s)).toBe(false);
    expect(toRecord(s).redo).toEqual([]);
    expect(redo(s)).toMatchObject({ ok: false, code: 'cannot-redo', data: { reason: 'nothing-to-redo' } });
  });

  it('Undo stops at the start of the round and at the computers\' opening moves', () => {
    // The computer at seat 0 holds the engine: it places it and plays its first turn before the person acts.
    let s = sessionFrom({ seats: 'cpcc', ...LONG });
    expect(canUndo(s)).toBe(false);
    expect(undo(s)).toMatchObject({ ok: false, code: 'cannot-undo', data: { reason: 'nothing-to-undo' } });
    s = runBots(s).session;
    expect(roundLog(s).map((p) => `${p.seat} ${p.text}`)).toEqual(['0 engine', '0 play 1|12 0', '0 play 1|5 0', '0 end']);
    const opening = snap(s);
    expect(canUndo(s)).toBe(false);
    expect(undo(s)).toMatchObject({ ok: false, code: 'cannot-undo', data: { reason: 'nothing-to-undo' } });
    s = runBots(personPlays(s)).session;
    s = ok(undo(s));
    expect(snap(s)).toEqual(opening);
    expect(canUndo(s)).toBe(false);
  });

  it('Undo is not possible while the computers are answering, nor after the round is over', () => {
    let s = sessionFrom({ seats: 'pccc', ...LONG });
    expect(current(s).turnKind).toBe('person');
    s = playUntil(personPlays(s), (x) => current(x).turnKind === 'computer');
    expect(current(s)).toMatchObject({ phase: 'playing', turn: 1, turnKind: 'computer' });
    expect(canUndo(s)).toBe(false);
    expect(current(s).undoBlocked).toEqual({ code: 'computers-answering' });
    expect(undo(s)).toMatchObject({ ok: false, code: 'cannot-undo', data: { reason: 'computers-answering' } });
    s = finishRound(s);
    expect(canUndo(s)).toBe(false);
    expect(undo(s)).toMatchObject({ ok: false, code: 'cannot-undo', data: { reason: 'round-over' } });
    s = ok(nextRound(s));
    expect(canUndo(s)).toBe(false);
  });

  it('on a shared device Undo never crosses another person\'s action', () => {
    // Seats: person A (0), computer, person B (2), computer.
    let s = playUntil(sessionFrom({ seats: 'pcpc', ...LONG }), (x) => current(x).turn === 0 && current(x).roundPhase === 'play');
    // A acts; the computer answers; now B is to act and may not take back A's move.
    s = playUntil(personPlays(s), (x) => current(x).turn === 2);
    expect(current(s).phase).toBe('playing');
    const beforeB = toRecord(s);
    expect(canUndo(s)).toBe(false);
    expect(undo(s)).toMatchObject({ ok: false, code: 'cannot-undo', data: { reason: 'another-person', seat: 0 } });
    expect(toRecord(s)).toEqual(beforeB);
    // B plays; once the turn comes back to A, A may not take back B's move either.
    s = playUntil(personPlays(s), (x) => current(x).turn === 0);
    expect(current(s).phase).toBe('playing');
    expect(canUndo(s)).toBe(false);
    expect(undo(s)).toMatchObject({ ok: false, code: 'cannot-undo', data: { reason: 'another-person', seat: 2 } });
  });

  it('on a shared device the person whose action was last may take it back while the turn is away from them (by), and nobody else may', () => {
    // Seats: person A (0), computer (1), person B (2), computer (3).
    let s = playUntil(sessionFrom({ seats: 'pcpc', ...LONG }), (x) => current(x).turn === 0 && current(x).roundPhase === 'play');
    let before = s;
    while (current(s).turn === 0) (before = s), (s = personPlays(s));
    // The computer after A is to act: Undo without a person asking is still refused, as before.
    expect(current(s)).toMatchObject({ phase: 'playing', turn: 1, turnKind: 'computer' });
    expect(canUndo(s)).toBe(false);
    expect(canUndo(s, 2)).toBe(false);
    expect(undoBlockedFor(s, 2)).toEqual({ code: 'computers-answering' });
    expect(canUndo(s, 0)).toBe(true);
    const early = ok(undo(s, 0));
    expect(snap(early)).toEqual(snap(before));
    expect(roundLog(early)).toEqual(roundLog(before));
    expect(current(early).turn).toBe(0);
    // The computer has answered and B is to act, before B acts: A may still take it back, B may not.
    const answered = runBots(s).session;
    expect(current(answered)).toMatchObject({ turn: 2, turnKind: 'person' });
    expect(undoBlockedFor(answered, 2)).toEqual({ code: 'another-person', seat: 0 });
    expect(undo(answered, 2)).toMatchObject({ ok: false, code: 'cannot-undo', data: { reason: 'another-person', seat: 0 } });
    const late = ok(undo(answered, 0));
    expect(snap(late)).toEqual(snap(before));
    // Redo puts back exactly what was taken back: A's action and the computer's answer.
    expect(snap(ok(redo(late)))).toEqual(snap(answered));
    expect(roundLog(ok(redo(late)))).toEqual(roundLog(answered));
    // Once B acted, A's action is behind B's: A may not cross it.
    const afterB = personPlays(answered);
    expect(canUndo(afterB, 0)).toBe(false);
    expect(undoBlockedFor(afterB, 0)?.code).toMatch(/another-person|computers-answering/);
  });

  it('on a shared device a person may undo their own moves while still to act (first-turn chain)', () => {
    let s = playUntil(sessionFrom({ seats: 'pcpc', ...LONG }), (x) => current(x).turn === 2);
    expect(current(s).roundPhase).toBe('firstTurns');
    const start = snap(s);
    s = acted(s, 'play 12|4 2');
    const one = snap(s);
    s = acted(s, 'play 4|8 2');
    expect(current(s).turn).toBe(2);
    expect(canUndo(s)).toBe(true);
    s = ok(undo(s));
    expect(snap(s)).toEqual(one);
    s = ok(undo(s));
    expect(snap(s)).toEqual(start);
    // The group before is A's (or the computers' opening): B cannot go further back.
    expect(canUndo(s)).toBe(false);
    expect(undo(s)).toMatchObject({ ok: false, code: 'cannot-undo', data: { reason: 'another-person', seat: 0 } });
    expect(current(s).undosUsed).toBe(2);
  });

  it('with two people, each may undo only their own last action', () => {
    let s = playUntil(sessionFrom({ seats: 'pcpc', ...LONG }), (x) => current(x).turnKind === 'person' && current(x).roundPhase === 'play');
    let checked = 0;
    for (let i = 0; i < 40 && current(s).phase === 'playing'; i++) {
      const who = current(s).turn;
      s = runBots(personPlays(s)).session;
      if (current(s).phase !== 'playing') break;
      expect(canUndo(s)).toBe(current(s).turn === who);
      checked++;
    }
    expect(checked).toBeGreaterThan(5);
  });
});

describe('R13.3 Restart', () => {
  it('replays the round from the same deal and engine search, with the totals from before it', () => {
    let s = finishRound(sessionFrom({ seats: 'pccc', rounds: [SHORT, LONG_SEARCH] }));
    const totals = current(s).totals;
    expect(totals).toEqual([0, 18, 12, 16]);
    s = ok(nextRound(s));
    const start = snap(s);
    expect(start).toEqual(snapshot(dealt(4, 2, LONG_SEARCH.hands, LONG_SEARCH.yard)));
    expect(start.searchDraws).toEqual([2, 2, 2, 2]);
    s = playUntil(s, (x) => roundLog(x).length > 20);
    s = ok(undo(playUntil(runBots(personPlays(playUntil(s, (x) => current(x).turnKind === 'person'))).session, (x) => current(x).turnKind === 'person')));
    expect(snap(s)).not.toEqual(start);
    const restarted = ok(restartRound(s));
    expect(snap(restarted)).toEqual(start);
    expect(current(restarted)).toMatchObject({ round: 2, phase: 'playing', totals, restarts: 1, canUndo: false, canRedo: false });
    expect(current(restarted).undosUsed).toBe(current(s).undosUsed);
    expect(roundLog(restarted)).toEqual([]);
    expect(toRecord(restarted).rounds.map((r) => r.actions.length)).toEqual([17, 0]);
    // Playing the restarted round the same way gives the same round.
    const again = finishRound(restarted);
    const first = finishRound(ok(restartRound(s)));
    expect(snap(again)).toEqual(snap(first));
  });

  it('is refused before anything was played and after the round is over', () => {
    let s = sessionFrom({ seats: 'pccc', ...SHORT });
    expect(restartRound(s)).toMatchObject({ ok: false, code: 'cannot-restart', data: { reason: 'nothing-played' } });
    s = finishRound(s);
    expect(restartRound(s)).toMatchObject({ ok: false, code: 'cannot-restart', data: { reason: 'round-over' } });
  });
});
