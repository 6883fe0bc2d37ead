import { describe, expect, it } from 'vitest';
import { newRound, snapshot } from '../../src/core/index.ts';
import {
  act,
  canRedo,
  canUndo,
  current,
  nextRound,
  redo,
  refereeState,
  restartRound,
  roundLog,
  runBots,
  toRecord,
  undo,
  viewFor,
  type BotPlayer,
  type Session,
} from '../../src/session/index.ts';
import { defaultBot } from '../../src/session/default-bot.ts';
import { personPlays, playUntil, refused, snap, started, testEnv } from './helpers.ts';

function ok(result: { ok: true; session: Session } | { ok: false; message: string }): Session {
  if (!result.ok) throw new Error(result.message);
  return result.session;
}

/** A counting computer player, to prove that Redo never runs a bot. */
function countingBot(): { bot: BotPlayer; calls: () => number } {
  let calls = 0;
  return { bot: (view, level) => (calls++, defaultBot(view, level)), calls: () => calls };
}

/** Advances to a person's action after which the computers answer with at least `min` actions. */
function toAnsweredAction(s0: Session, min: number): { before: Session; after: Session; answered: number } {
  let s = s0;
  for (let guard = 0; guard < 500; guard++) {
    s = playUntil(s, (x) => current(x).turnKind === 'person');
    if (current(s).phase !== 'playing') throw new Error('round ended first');
    const before = s;
    const { session: after, played } = runBots(personPlays(before));
    if (played.length >= min && current(after).phase === 'playing') return { before, after, answered: played.length };
    s = after;
  }
  throw new Error('no answered action');
}

describe('R13.2 Undo and Redo', () => {
  it('Undo takes back the person\'s action together with every computer action after it', () => {
    const { before, after, answered } = toAnsweredAction(started('pccc', 'UNDO1'), 3);
    expect(answered).toBeGreaterThanOrEqual(3);
    expect(roundLog(after).length).toBe(roundLog(before).length + 1 + answered);
    expect(canUndo(after)).toBe(true);
    const undone = ok(undo(after));
    expect(snap(undone)).toEqual(snap(before));
    expect(roundLog(undone)).toEqual(roundLog(before));
    expect(current(undone).undosUsed).toBe(current(before).undosUsed + 1);
    expect(current(undone).turn).toBe(0);
  });

  it('Redo restores exactly the state that was undone, from storage, without running a bot', () => {
    const counter = countingBot();
    const { after } = toAnsweredAction(started('pccc', 'REDO1', testEnv(counter.bot)), 2);
    const undone = ok(undo(after));
    expect(canRedo(undone)).toBe(true);
    const calls = counter.calls();
    const redone = ok(redo(undone));
    expect(counter.calls()).toBe(calls);
    expect(refereeState(redone)).toBe(refereeState(after)); // the very stored state, not a recomputation
    expect(snap(redone)).toEqual(snap(after));
    expect(roundLog(redone)).toEqual(roundLog(after));
    const { updatedAt: _u1, undosUsed: _n1, ...a } = toRecord(after);
    const { updatedAt: _u2, undosUsed: _n2, ...b } = toRecord(redone);
    expect(b).toEqual(a);
    expect(canRedo(redone)).toBe(false);
    expect(refused(redo(redone))).toContain('nothing to redo');
  });

  it('several Undos then Redos walk back and forth through the same states', () => {
    let s = playUntil(started('pccc', 'WALK'), (x) => current(x).turnKind === 'person' && current(x).roundPhase === 'play');
    const states = [snap(s)];
    for (let i = 0; i < 4 && current(s).phase === 'playing'; i++) {
      s = runBots(personPlays(s)).session;
      states.push(snap(s));
    }
    const n = states.length - 1;
    expect(n).toBeGreaterThanOrEqual(3);
    for (let i = n - 1; i >= 0; i--) {
      s = ok(undo(s));
      expect(snap(s)).toEqual(states[i]);
    }
    for (let i = 1; i <= n; i++) {
      s = ok(redo(s));
      expect(snap(s)).toEqual(states[i]);
    }
    expect(current(s).undosUsed).toBe(n);
  });

  it('a new action after Undo drops the Redo tail', () => {
    const { before, after } = toAnsweredAction(started('pccc', 'TAIL'), 1);
    const undone = ok(undo(after));
    const legal = viewFor(undone, 0).legal;
    const other = legal.length > 1 ? legal[1]! : legal[0]!;
    const acted = act(undone, other);
    expect(acted.ok).toBe(true);
    const s = acted.ok ? acted.session : before;
    expect(canRedo(s)).toBe(false);
    expect(toRecord(s).redo).toEqual([]);
    expect(refused(redo(s))).toContain('nothing to redo');
  });

  it('Undo stops at the start of the round and at the computers\' opening moves', () => {
    let s = started('cpcc', 'START');
    expect(canUndo(s)).toBe(false);
    expect(refused(undo(s))).toContain('nothing to undo');
    s = runBots(s).session; // computers act before the person's first action
    const opening = snap(s);
    expect(canUndo(s)).toBe(false);
    s = runBots(personPlays(s)).session;
    s = ok(undo(s));
    expect(snap(s)).toEqual(opening);
    expect(canUndo(s)).toBe(false);
  });

  it('Undo is not possible while the computers are answering, nor after the round is over', () => {
    let s = playUntil(started('pccc', 'WAIT'), (x) => current(x).turnKind === 'person');
    s = playUntil(personPlays(s), (x) => current(x).turnKind === 'computer');
    expect(current(s).phase).toBe('playing');
    expect(current(s).turnKind).toBe('computer');
    expect(canUndo(s)).toBe(false);
    expect(current(s).undoBlockedBecause).toContain('Wait');
    s = playUntil(s, (x) => current(x).phase !== 'playing');
    expect(canUndo(s)).toBe(false);
    expect(refused(undo(s))).toContain('round is over');
    s = ok(nextRound(s));
    expect(canUndo(s)).toBe(false);
  });

  it('on a shared device Undo never crosses another person\'s action', () => {
    // Seats: person A (0), computer, person B (2), computer.
    let s = playUntil(started('pcpc', 'SHARED'), (x) => current(x).turn === 0 && current(x).roundPhase === 'play');
    // A acts; the computer answers; now B is to act and may not take back A's move.
    s = playUntil(personPlays(s), (x) => current(x).turn === 2);
    expect(current(s).phase).toBe('playing');
    const beforeB = toRecord(s);
    expect(canUndo(s)).toBe(false);
    expect(refused(undo(s))).toContain('Only P0');
    expect(toRecord(s)).toEqual(beforeB);
    // B plays; once the turn comes back to A, A may not take back B's move either.
    s = playUntil(personPlays(s), (x) => current(x).turn === 0);
    expect(current(s).phase).toBe('playing');
    expect(canUndo(s)).toBe(false);
    expect(refused(undo(s))).toContain('Only P2');
  });

  it('on a shared device a person may undo their own moves while still to act (first-turn chain)', () => {
    let s = playUntil(
      started('pcpc', 'SHARED'),
      (x) => current(x).turn === 2 && current(x).roundPhase === 'firstTurns' && viewFor(x, 2).legal[0]!.type === 'play',
    );
    expect(current(s).turn).toBe(2);
    const start = snap(s);
    s = personPlays(s);
    const one = snap(s);
    s = personPlays(s);
    expect(current(s).turn).toBe(2);
    expect(canUndo(s)).toBe(true);
    s = ok(undo(s));
    expect(snap(s)).toEqual(one);
    s = ok(undo(s));
    expect(snap(s)).toEqual(start);
    // The group before is A's (or the computers' opening): B cannot go further back.
    expect(canUndo(s)).toBe(false);
    expect(current(s).undosUsed).toBe(2);
  });

  it('with two people, each may undo only their own last action', () => {
    let s = playUntil(started('pcpc', 'SHARED2'), (x) => current(x).turnKind === 'person' && current(x).roundPhase === 'play');
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
    let s = playUntil(started('pccc', 'RESTART'), (x) => current(x).phase === 'roundOver');
    const totals = current(s).totals;
    s = ok(nextRound(s));
    const dealt = snap(s);
    expect(dealt).toEqual(snapshot(newRound({ players: 4, round: 2, seed: 'RESTART' })));
    s = playUntil(s, (x) => roundLog(x).length > 20);
    s = ok(undo(playUntil(runBots(personPlays(playUntil(s, (x) => current(x).turnKind === 'person'))).session, (x) => current(x).turnKind === 'person')));
    expect(snap(s)).not.toEqual(dealt);
    const restarted = ok(restartRound(s));
    expect(snap(restarted)).toEqual(dealt);
    expect(snap(restarted).searchDraws).toEqual(dealt.searchDraws);
    expect(current(restarted)).toMatchObject({ round: 2, phase: 'playing', totals, restarts: 1, canUndo: false, canRedo: false });
    expect(current(restarted).undosUsed).toBe(current(s).undosUsed);
    expect(roundLog(restarted)).toEqual([]);
    expect(toRecord(restarted).rounds.map((r) => r.actions.length)).toEqual([toRecord(s).rounds[0]!.actions.length, 0]);
    // Playing the restarted round the same way gives the same round.
    const again = playUntil(restarted, (x) => current(x).phase !== 'playing');
    const first = playUntil(ok(restartRound(s)), (x) => current(x).phase !== 'playing');
    expect(snap(again)).toEqual(snap(first));
  });

  it('is refused before anything was played and after the round is over', () => {
    let s = started('pccc', 'RESTART2');
    expect(refused(restartRound(s))).toContain('Nothing has been played');
    s = playUntil(s, (x) => current(x).phase !== 'playing');
    expect(refused(restartRound(s))).toContain('Restart works during a round');
  });
});
