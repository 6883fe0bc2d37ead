import { describe, expect, it } from 'vitest';
import {
  act,
  canRedo,
  canUndo,
  current,
  finishedRecord,
  fromRecord,
  nextRound,
  redo,
  refereeState,
  roundLog,
  runBots,
  toRecord,
  undo,
  viewFor,
  type Session,
  type SessionRecord,
} from '../../src/session/index.ts';
import { personPlays, playUntil, refused, snap, started, testEnv } from './helpers.ts';

function ok(result: { ok: true; session: Session } | { ok: false; message: string }): Session {
  if (!result.ok) throw new Error(result.message);
  return result.session;
}

/** A session in round 2 with a person's moves, one undone group waiting for Redo. */
function midSession(): Session {
  let s = playUntil(started('pccc', 'RECORD1'), (x) => current(x).phase === 'roundOver');
  s = ok(nextRound(s));
  s = playUntil(s, (x) => current(x).turnKind === 'person' && current(x).roundPhase === 'play');
  s = runBots(personPlays(s)).session;
  s = playUntil(s, (x) => current(x).turnKind === 'person');
  s = runBots(personPlays(s)).session;
  return ok(undo(ok(undo(s))));
}

/** The same future: Redo, then the same person's choices and the computers, to the round end. */
function future(s: Session): Session {
  let x = ok(redo(s));
  x = playUntil(x, (y) => current(y).phase !== 'playing');
  return x;
}

const viaJson = (r: SessionRecord): unknown => JSON.parse(JSON.stringify(r));

describe('session records: round trip', () => {
  it('toRecord → JSON → fromRecord gives the same state, the same Undo/Redo position and the same future', () => {
    const s = midSession();
    const record = toRecord(s);
    expect(record).toMatchObject({ format: 'mexican-train/session', version: 1, undosUsed: 2, restarts: 0 });
    expect(record.rounds).toHaveLength(2);
    expect(record.rounds[0]!.penalties).toEqual(current(s).penalties[0]);
    expect(record.rounds[1]!.penalties).toBeUndefined();
    expect(record.redo).toHaveLength(2);
    const loaded = ok(fromRecord(viaJson(record), testEnv()));
    expect(toRecord(loaded)).toEqual(record);
    expect(snap(loaded)).toEqual(snap(s));
    expect(current(loaded)).toEqual(current(s));
    expect(roundLog(loaded)).toEqual(roundLog(s));
    expect(viewFor(loaded, 0)).toEqual(viewFor(s, 0));
    expect([canUndo(loaded), canRedo(loaded)]).toEqual([canUndo(s), canRedo(s)]);
    // Redo after loading restores the stored group, exactly as before saving.
    expect(snap(ok(redo(loaded)))).toEqual(snap(ok(redo(s))));
    const a = future(s);
    const b = future(loaded);
    expect(snap(b)).toEqual(snap(a));
    expect(current(b).penalties).toEqual(current(a).penalties);
  });

  it('a finished session round-trips, finishedAt and summary included', () => {
    let s = started('cccc', 'FINISHED', testEnv());
    for (;;) {
      s = runBots(s).session;
      if (current(s).phase === 'sessionOver') break;
      s = ok(nextRound(s));
    }
    const record = toRecord(s);
    expect(record.rounds).toHaveLength(13);
    expect(record.finishedAt).toBe(current(s).finishedAt);
    const loaded = ok(fromRecord(JSON.stringify(record), testEnv()));
    expect(toRecord(loaded)).toEqual(record);
    expect(finishedRecord(loaded)).toEqual(finishedRecord(s));
    expect(current(loaded).winners).toEqual(current(s).winners);
  });

  it('a record saved while the computers are still answering resumes where it stopped', () => {
    let s = playUntil(started('pccc', 'MIDBOT'), (x) => current(x).turnKind === 'person' && current(x).roundPhase === 'play');
    s = playUntil(personPlays(s), (x) => current(x).turnKind === 'computer');
    const loaded = ok(fromRecord(viaJson(toRecord(s)), testEnv()));
    expect(snap(runBots(loaded).session)).toEqual(snap(runBots(s).session));
    expect(canUndo(runBots(loaded).session)).toBe(canUndo(runBots(s).session));
    expect(refereeState(loaded)).not.toBe(refereeState(s));
  });
});

describe('session records: corrupted records are refused whole', () => {
  const base = toRecord(midSession());
  const rounds = base.rounds;
  const playAt = rounds[0]!.actions.findIndex((a) => a.startsWith('play'));
  const unfinished = rounds[0]!.actions.length - 1;

  const cases: Array<[string, (r: SessionRecord & Record<string, unknown>) => void, string]> = [
    ['a newer version', (r) => void (r.version = 2 as never), 'newer version'],
    ['an old version', (r) => void (r.version = 0 as never), 'version 0 is not supported'],
    ['another format', (r) => void (r.format = 'chess' as never), 'not a session record'],
    ['an unknown action', (r) => void (r.rounds[0]!.actions[2] = 'jump 3'), 'Round 1, action 3 ("jump 3") cannot be read'],
    ['an illegal action', (r) => void (r.rounds[0]!.actions[playAt] = 'play 12|12 mexican'), `Round 1, action ${playAt + 1} ("play 12|12 mexican") is illegal`],
    ['a pass instead of a play', (r) => void (r.rounds[1]!.actions[1] = 'pass'), 'Round 2, action 2 ("pass") is illegal'],
    ['wrong penalties', (r) => void (r.rounds[0]!.penalties![1]! += 1), 'Round 1: the stored penalties'],
    ['penalties for an unfinished round', (r) => void (r.rounds[1]!.penalties = [0, 0, 0, 0]), 'Round 2 is not finished'],
    ['an unfinished round before another', (r) => void r.rounds[0]!.actions.splice(unfinished, 1), 'Round 1 is not finished'],
    ['extra actions after a round end', (r) => void r.rounds[0]!.actions.push('draw'), `Round 1, action ${unfinished + 2} ("draw") is illegal`],
    ['a tampered seed', (r) => void (r.settings.seed = 'K7Q2M9XH3E'), 'illegal'],
    ['a seed not in normal form', (r) => void (r.settings.seed = 'record1'), 'normal form'],
    ['a round out of order', (r) => void (r.rounds[1]!.round = 3), 'numbered 3'],
    ['an illegal Redo group', (r) => void (r.redo[0]![0] = 'play 12|12 mexican'), 'Redo group 1, action 1'],
    ['a Redo group of the wrong order', (r) => void r.redo.reverse(), 'Redo group 1'],
    ['more Redo groups than Undos', (r) => void (r.undosUsed = 1), 'counts only 1 undos'],
    ['bad settings', (r) => void (r.settings.seats = r.settings.seats.slice(0, 1)), '2 to 10 players'],
    ['a negative count', (r) => void (r.restarts = -1), 'restarts must be a whole number'],
    ['no rounds', (r) => void (r.rounds = []), 'rounds must list 1 to 13'],
    ['a finishedAt on an unfinished session', (r) => void (r.finishedAt = '2025-02-02T00:00:00.000Z'), 'not over'],
    ['a missing time', (r) => void delete (r as Partial<SessionRecord>).startedAt, 'startedAt'],
  ];

  it.each(cases)('%s', (_name, corrupt, words) => {
    const record = viaJson(base) as SessionRecord & Record<string, unknown>;
    corrupt(record);
    const result = fromRecord(record, testEnv());
    expect(result.ok).toBe(false);
    expect('session' in result).toBe(false);
    expect(refused(result)).toContain(words);
  });

  it.each([
    ['not JSON', '{"format":'],
    ['null', null],
    ['a list', []],
  ])('refuses %s', (_name, value) => {
    expect(refused(fromRecord(value, testEnv())).length).toBeGreaterThan(10);
  });

  it('the unharmed record loads (the corruptions above are what fails)', () => {
    expect(fromRecord(viaJson(base), testEnv()).ok).toBe(true);
  });

  it('a person act on a loaded session behaves as on the original', () => {
    const s = ok(fromRecord(viaJson(base), testEnv()));
    const action = viewFor(s, 0).legal.at(-1)!;
    const r = act(s, action);
    expect(r.ok).toBe(true);
    expect(r.ok && toRecord(r.session).redo).toEqual([]);
  });
});
