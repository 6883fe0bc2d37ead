/**
 * R13.3 with R13.2: a restart is undone like a move. Undo brings back the timeline it set
 * aside, Redo restarts again from stored states, and both survive a save and a reload.
 */
import { describe, expect, it } from 'vitest';
import {
  RESTART_MARK,
  act,
  canRedo,
  canRestart,
  canUndo,
  current,
  fromRecord,
  redo,
  refereeState,
  restartRound,
  roundLog,
  runBots,
  toRecord,
  undo,
  type Session,
  type SessionRecord,
} from '../../src/session/index.ts';
import { SHORT } from '../support/deals.ts';
import { sessionFrom, snap, started, testEnv } from '../support/fixtures.ts';
import { personPlays, playUntil } from '../support/playout.ts';

function ok(result: { ok: true; session: Session } | { ok: false; message?: string; problem?: { detail: string } }): Session {
  if (!result.ok) throw new Error(result.message ?? result.problem?.detail);
  return result.session;
}

function acted(session: Session, text: string): Session {
  const result = act(session, text);
  if (!result.ok) throw new Error(result.message);
  return result.session;
}

/** SHORT, four seats (one person), after the person's whole first turn and the computers' answers. */
function played(): Session {
  return runBots(acted(acted(acted(sessionFrom({ seats: 'pccc', ...SHORT }), 'engine'), 'play 12|1 0'), 'end')).session;
}

/** Through JSON and back, as the store does. */
function reloaded(s: Session): Session {
  return ok(fromRecord(JSON.parse(JSON.stringify(toRecord(s))), testEnv()));
}

/** A random-seed session a few person turns into round 1. */
function deeper(seed: string): Session {
  let s = started('pccc', seed);
  for (let i = 0; i < 3; i++) s = runBots(personPlays(playUntil(s, (x) => current(x).turnKind === 'person'))).session;
  return playUntil(s, (x) => current(x).turnKind === 'person');
}

describe('R13.3 a restart can be undone like a move', () => {
  it('Undo right after a restart brings back the very state and history before it', () => {
    const before = played();
    const restarted = ok(restartRound(before));
    expect(roundLog(restarted)).toEqual([]);
    expect(canUndo(restarted)).toBe(true);
    const undone = ok(undo(restarted));
    expect(refereeState(undone)).toBe(refereeState(before));
    expect(roundLog(undone)).toEqual(roundLog(before));
    expect(current(undone)).toMatchObject({ undosUsed: current(before).undosUsed + 1, restarts: 1, canRedo: true });
  });

  it('Redo after undoing a restart restarts again, from the stored state', () => {
    const restarted = ok(restartRound(played()));
    const redone = ok(redo(ok(undo(restarted))));
    expect(refereeState(redone)).toBe(refereeState(restarted));
    expect(roundLog(redone)).toEqual([]);
    expect(canRedo(redone)).toBe(false);
  });

  it('a move after the restart is undone first, then the restart', () => {
    const before = played();
    const restarted = ok(restartRound(before));
    const moved = acted(restarted, 'engine');
    const back1 = ok(undo(moved));
    expect(refereeState(back1)).toBe(refereeState(restarted));
    const back2 = ok(undo(back1));
    expect(refereeState(back2)).toBe(refereeState(before));
    // Redo walks forward again through the restart and the move.
    expect(refereeState(ok(redo(ok(redo(back2)))))).toBe(refereeState(moved));
  });

  it('a move after undoing a restart drops the restart from Redo, as any new action does', () => {
    const undone = ok(undo(ok(restartRound(played()))));
    const s = personPlays(undone);
    expect(canRedo(s)).toBe(false);
  });

  it('the computers who act first answer the restart, and undoing it takes their answers back too', () => {
    let s = started('cpcc', 'RESTART2'); // seat 0, a computer, may act before the person
    s = runBots(s).session;
    s = runBots(personPlays(s)).session;
    const before = s;
    const restarted = runBots(ok(restartRound(before))).session;
    expect(current(restarted).turnKind).toBe('person');
    const undone = ok(undo(restarted));
    expect(refereeState(undone)).toBe(refereeState(before));
    expect(roundLog(undone)).toEqual(roundLog(before));
  });

  it('on a shared device, whoever is to act after a restart may undo it: it hid no one\'s move', () => {
    let s = started('ppcc', 'RESTART3');
    s = playUntil(s, (x) => current(x).turnKind === 'person' && roundLog(x).length > 6);
    const restarted = runBots(ok(restartRound(s))).session;
    expect(canUndo(restarted)).toBe(true);
    expect(refereeState(ok(undo(restarted)))).toBe(refereeState(s));
  });

  it('a second restart with nothing played since the first is refused: it would change nothing', () => {
    const restarted = runBots(ok(restartRound(played()))).session;
    expect(canRestart(restarted)).toBe(false);
    expect(restartRound(restarted)).toMatchObject({ ok: false, code: 'cannot-restart', data: { reason: 'nothing-played' } });
  });

  it('two restarts are undone one after the other, back to the first timeline', () => {
    const first = played();
    const second = acted(acted(ok(restartRound(first)), 'engine'), 'play 12|1 0');
    const twice = ok(restartRound(second));
    expect(current(twice).restarts).toBe(2);
    const back = ok(undo(twice));
    expect(refereeState(back)).toBe(refereeState(second));
    const back2 = ok(undo(ok(undo(ok(undo(back))))));
    expect(refereeState(back2)).toBe(refereeState(first));
  });
});

describe('R13.3 an undoable restart in the saved record', () => {
  it('a restart survives a reload and can still be undone, to the same state and history', () => {
    const before = deeper('RESTART4');
    const restarted = runBots(ok(restartRound(before))).session;
    const record = toRecord(restarted);
    expect(record.rounds.at(-1)).toEqual({ round: 1, actions: roundLog(restarted).map((e) => e.text), restart: { actions: toRecord(before).rounds[0]!.actions } });
    const loaded = reloaded(restarted);
    expect(canUndo(loaded)).toBe(true);
    const undone = ok(undo(loaded));
    expect(snap(undone)).toEqual(snap(before));
    expect(roundLog(undone)).toEqual(roundLog(before));
    expect(toRecord(undone).rounds).toEqual(toRecord(before).rounds);
  });

  it('two restarts nest in the record and both undo after a reload', () => {
    const first = deeper('RESTART5');
    const second = playUntil(runBots(personPlays(runBots(ok(restartRound(first))).session)).session, (x) => current(x).turnKind === 'person');
    const twice = runBots(ok(restartRound(second))).session;
    const record = toRecord(twice);
    expect(record.rounds.at(-1)!.restart).toEqual({ actions: toRecord(second).rounds[0]!.actions, restart: { actions: toRecord(first).rounds[0]!.actions } });
    let s = ok(undo(reloaded(twice)));
    expect(snap(s)).toEqual(snap(second));
    // Back through the person's move after the first restart, then the first restart itself.
    s = ok(undo(ok(undo(s))));
    expect(snap(s)).toEqual(snap(first));
    expect(toRecord(s).rounds).toEqual(toRecord(first).rounds);
  });

  it('an undone restart waits in Redo as the restart mark, and redoes after a reload', () => {
    const restarted = ok(restartRound(deeper('RESTART6')));
    const undone = ok(undo(restarted));
    expect(toRecord(undone).redo).toEqual([[RESTART_MARK]]);
    const redone = ok(redo(reloaded(undone)));
    expect(snap(redone)).toEqual(snap(restarted));
    expect(toRecord(redone).rounds.at(-1)!.restart).toEqual(toRecord(restarted).rounds.at(-1)!.restart);
  });

  it('the computers\' answers to an undone restart come back with it on Redo after a reload', () => {
    let s = started('cpcc', 'RESTART7');
    s = runBots(personPlays(runBots(s).session)).session;
    const restarted = runBots(ok(restartRound(s))).session;
    const answers = roundLog(restarted).length;
    expect(answers).toBeGreaterThan(0);
    const undone = ok(undo(restarted));
    expect(toRecord(undone).redo[0]![0]).toBe(RESTART_MARK);
    expect(toRecord(undone).redo[0]).toHaveLength(1 + answers);
    expect(snap(ok(redo(reloaded(undone))))).toEqual(snap(restarted));
  });
});

describe('R13.3 corrupted restarts in a record are refused whole', () => {
  const restarted = ok(restartRound(deeper('RESTART8')));
  const base = (): SessionRecord & Record<string, unknown> => structuredClone(toRecord(restarted)) as SessionRecord & Record<string, unknown>;
  const load = (r: unknown): string | undefined => {
    const result = fromRecord(r, testEnv());
    return result.ok ? undefined : result.problem.code;
  };

  it.each([
    ['more restarts kept than counted', (r: SessionRecord) => void (r.restarts = 0), 'bad-round'],
    ['a restart that set nothing aside', (r: SessionRecord) => void (r.rounds.at(-1)!.restart = { actions: [] }), 'bad-round'],
    ['a restart that is not a list of actions', (r: SessionRecord) => void ((r.rounds.at(-1) as unknown as Record<string, unknown>).restart = 'all'), 'bad-round'],
    ['a restart set aside an illegal action', (r: SessionRecord) => void (r.rounds.at(-1)!.restart!.actions[0] = 'play 1|1 mexican'), 'illegal-action'],
    ['a restart mark followed by a person\'s action in Redo', (r: SessionRecord) => void (r.redo = [[RESTART_MARK, 'engine']]), 'bad-redo'],
  ])('%s', (_name, corrupt, code) => {
    const record = base();
    corrupt(record);
    expect(load(record)).toBe(code);
  });

  it('a restart kept on a round that later rounds follow', () => {
    const record = base();
    record.rounds = [{ ...record.rounds[0]!, restart: { actions: ['engine'] } }, { round: 2, actions: [] }];
    expect(load(record)).toBe('bad-round');
  });

  it('the uncorrupted record loads (the cases above fail for their corruption alone)', () => {
    expect(load(base())).toBeUndefined();
  });
});
