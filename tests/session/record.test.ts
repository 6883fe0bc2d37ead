import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  OLDEST_RECORD_VERSION,
  RECORD_VERSION,
  UPGRADES,
  sessionCodec,
  upgradeRecord,
  act,
  canRedo,
  canUndo,
  current,
  finishedRecord,
  fromRecord,
  nextRound,
  replayOf,
  roundSteps,
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
import { refused, refusedMessage } from '../support/asserts.ts';
import { personPlays, playUntil, snap, started, testEnv } from './helpers.ts';

function ok(result: { ok: true; session: Session } | { ok: false; message?: string; problem?: { detail: string } }): Session {
  if (!result.ok) throw new Error(result.message ?? result.problem?.detail);
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
    expect(record).toMatchObject({ format: 'mexican-train/session', version: 3, undosUsed: 2, restarts: 0 });
    expect(record.settings).not.toHaveProperty('pace');
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

  type Corrupt = (r: SessionRecord & Record<string, unknown>) => void;
  const cases: Array<[string, Corrupt, string, Record<string, string | number> | undefined, string]> = [
    ['a newer version', (r) => void (r.version = 4 as never), 'newer-version', { version: 4, known: 3 }, 'newer version'],
    ['an old version', (r) => void (r.version = 0 as never), 'unknown-version', { version: 0 }, 'version 0 is not supported'],
    ['no version', (r) => void delete (r as Partial<SessionRecord>).version, 'unknown-version', undefined, 'no version'],
    ['another format', (r) => void (r.format = 'chess' as never), 'not-a-record', { format: 'chess' }, 'not a session record'],
    ['an unknown action', (r) => void (r.rounds[0]!.actions[2] = 'jump 3'), 'unreadable-action', { round: 1, action: 3, text: 'jump 3' }, 'Round 1, action 3 ("jump 3") cannot be read'],
    [
      'an illegal action',
      (r) => void (r.rounds[0]!.actions[playAt] = 'play 12|12 mexican'),
      'illegal-action',
      { round: 1, action: playAt + 1, text: 'play 12|12 mexican' },
      `Round 1, action ${playAt + 1} ("play 12|12 mexican") is illegal`,
    ],
    ['a pass instead of a play', (r) => void (r.rounds[1]!.actions[1] = 'pass'), 'illegal-action', { round: 2, action: 2 }, 'Round 2, action 2 ("pass") is illegal'],
    ['wrong penalties', (r) => void (r.rounds[0]!.penalties![1]! += 1), 'penalty-mismatch', { round: 1 }, 'Round 1: the stored penalties'],
    ['penalties for an unfinished round', (r) => void (r.rounds[1]!.penalties = [0, 0, 0, 0]), 'unfinished-round', { round: 2 }, 'Round 2 is not finished'],
    ['an unfinished round before another', (r) => void r.rounds[0]!.actions.splice(unfinished, 1), 'unfinished-round', { round: 1 }, 'Round 1 is not finished'],
    ['extra actions after a round end', (r) => void r.rounds[0]!.actions.push('draw'), 'illegal-action', { round: 1, action: unfinished + 2 }, `Round 1, action ${unfinished + 2} ("draw") is illegal`],
    ['a tampered seed', (r) => void (r.settings.seed = 'K7Q2M9XH3E'), 'illegal-action', { round: 1 }, 'illegal'],
    ['a seed not in normal form', (r) => void (r.settings.seed = 'record1'), 'bad-settings', { field: 'seed' }, 'normal form'],
    ['a round out of order', (r) => void (r.rounds[1]!.round = 3), 'bad-round', { round: 2 }, 'numbered 3'],
    ['an illegal Redo group', (r) => void (r.redo[0]![0] = 'play 12|12 mexican'), 'illegal-action', { round: 2, group: 1, action: 1 }, 'Redo group 1, action 1'],
    ['a Redo group of the wrong order', (r) => void r.redo.reverse(), 'illegal-action', { group: 1 }, 'Redo group 1'],
    ['more Redo groups than Undos', (r) => void (r.undosUsed = 1), 'bad-redo', { groups: 2, undos: 1 }, 'counts only 1 undos'],
    ['bad settings', (r) => void (r.settings.seats = r.settings.seats.slice(0, 1)), 'bad-settings', { field: 'seats' }, '2 to 10 players'],
    ['a negative count', (r) => void (r.restarts = -1), 'bad-field', { field: 'restarts' }, 'restarts must be a whole number'],
    ['no rounds', (r) => void (r.rounds = []), 'bad-rounds', { count: 0 }, 'rounds must list 1 to 13'],
    ['a finishedAt on an unfinished session', (r) => void (r.finishedAt = '2025-02-02T00:00:00.000Z'), 'finish-mismatch', undefined, 'not over'],
    ['a missing time', (r) => void delete (r as Partial<SessionRecord>).startedAt, 'bad-field', { field: 'startedAt' }, 'startedAt'],
  ];

  it.each(cases)('%s: refused with its code, the facts and a detail', (_name, corrupt, code, data, words) => {
    const record = viaJson(base) as SessionRecord & Record<string, unknown>;
    corrupt(record);
    const result = fromRecord(record, testEnv());
    expect(result.ok).toBe(false);
    expect('session' in result).toBe(false);
    expect(refused(result)).toBe(code);
    if (data) expect(!result.ok && result.problem.data).toMatchObject(data);
    expect(refusedMessage(result)).toContain(words);
  });

  it('an illegal action names the core refusal behind it', () => {
    const record = viaJson(base) as SessionRecord;
    record.rounds[0]!.actions[playAt] = 'play 12|12 mexican';
    const result = fromRecord(record, testEnv());
    expect(!result.ok && result.problem.data?.refusal).toEqual(expect.any(String));
  });

  it.each([
    ['not JSON', '{"format":', 'not-json'],
    ['null', null, 'not-a-record'],
    ['a list', [], 'not-a-record'],
  ])('refuses %s', (_name, value, code) => {
    expect(refused(fromRecord(value, testEnv()))).toBe(code);
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

/** A saved fixture of an older record format, as JSON. */
function fixture(name: string): Record<string, any> {
  return JSON.parse(readFileSync(new URL(`../fixtures/records/${name}.json`, import.meta.url), 'utf8'));
}

/** The penalties a record stores, round by round (the finished rounds only). */
function storedPenalties(record: Record<string, any>): number[][] {
  return record.rounds.filter((r: { penalties?: number[] }) => r.penalties).map((r: { penalties: number[] }) => r.penalties);
}

describe('session records: version 1 (saved before the pace left the session) still loads', () => {
  const v1 = fixture('v1-in-progress');
  const v1Finished = fixture('v1-finished');
  const v1Summary = fixture('v1-finished-summary');

  it('the fixtures really are version 1 with a pace', () => {
    for (const record of [v1, v1Finished]) expect([record.version, typeof record.settings.pace]).toEqual([1, 'string']);
    expect(v1Summary).toMatchObject({ format: 'mexican-train/finished', version: 1 });
  });

  it('a session in progress replays to the penalties it stores', () => {
    const loaded = ok(fromRecord(v1, testEnv()));
    expect(current(loaded).penalties).toEqual(storedPenalties(v1));
    expect(current(loaded)).toMatchObject({ round: 2, phase: 'playing', undosUsed: v1.undosUsed });
    expect(canRedo(loaded)).toBe(true);
  });

  it('it is written back as the current version: the same record without the pace', () => {
    const { pace: _pace, ...settings } = v1.settings;
    expect(toRecord(ok(fromRecord(v1, testEnv())))).toEqual({ ...v1, version: 3, settings });
  });

  it('Redo after loading it replays the stored undone group', () => {
    const loaded = ok(fromRecord(v1, testEnv()));
    const redone = ok(redo(loaded));
    expect(toRecord(redone).rounds[1]!.actions).toEqual([...v1.rounds[1].actions, ...v1.redo[0]]);
  });

  it('a finished 13-round session replays to the penalties, totals and winners of its version 1 summary', () => {
    const loaded = ok(fromRecord(v1Finished, testEnv()));
    expect(current(loaded).phase).toBe('sessionOver');
    expect(current(loaded).penalties).toEqual(storedPenalties(v1Finished));
    expect(finishedRecord(loaded)).toEqual({ ...v1Summary, version: 3 });
  });

  it('loading never changes the record it was given', () => {
    const copy = structuredClone(v1);
    fromRecord(copy, testEnv());
    expect(copy).toEqual(v1);
  });
});

describe('the record upgrade ladder', () => {
  it('reaches exactly the version toRecord writes', () => {
    expect(OLDEST_RECORD_VERSION + UPGRADES.length).toBe(RECORD_VERSION);
  });

  it('version 1 → 2 drops settings.pace and keeps everything else', () => {
    const up = UPGRADES[0]!({ version: 1, settings: { seats: [], seed: 'S', pace: 'fast' }, rounds: [1] });
    expect(up).toEqual({ version: 2, settings: { seats: [], seed: 'S' }, rounds: [1] });
  });

  it('version 2 → 3 only renumbers: version 3 adds the undoable restart, which a version 2 record never has', () => {
    const record = { version: 2, settings: { seats: [], seed: 'S' }, rounds: [1], redo: [['draw']] };
    expect(UPGRADES[1]!(record)).toEqual({ ...record, version: 3 });
  });

  it('version 1 climbs the whole ladder to the current version', () => {
    const up = upgradeRecord({ version: 1, settings: { seats: [], seed: 'S', pace: 'fast' }, rounds: [1] }, 1);
    expect(up).toEqual({ version: 3, settings: { seats: [], seed: 'S' }, rounds: [1] });
  });

  it('a current record passes through unchanged', () => {
    const record = { version: 3, settings: { seats: [], seed: 'S' } };
    expect(upgradeRecord(record, 3)).toBe(record);
  });

  it('a version 1 record without settings is still refused for its settings, not for its version', () => {
    const { settings: _settings, ...rest } = fixture('v1-in-progress');
    expect(refused(fromRecord(rest, testEnv()))).toBe('bad-settings');
  });
});

describe('the session codec', () => {
  const codec = sessionCodec(testEnv());
  const v1Finished = fixture('v1-finished');

  it('decode gives the session fromRecord gives', () => {
    const decoded = codec.decode(v1Finished);
    expect(decoded.ok && toRecord(decoded.value)).toEqual(toRecord(ok(fromRecord(v1Finished, testEnv()))));
  });

  it('decode gives the problem fromRecord gives, as a value', () => {
    const decoded = codec.decode({ ...v1Finished, version: 7 });
    expect(decoded).toEqual({ ok: false, problem: { code: 'newer-version', data: { version: 7, known: RECORD_VERSION }, detail: expect.any(String) } });
  });

  it('encode is toRecord', () => {
    const session = ok(fromRecord(v1Finished, testEnv()));
    expect(codec.encode(session)).toEqual(toRecord(session));
  });

  it('summarize gives the core standings of the session', () => {
    const session = ok(fromRecord(v1Finished, testEnv()));
    const status = current(session);
    expect(codec.summarize(session)).toEqual({
      finishedAt: v1Finished.finishedAt,
      startedAt: v1Finished.startedAt,
      seats: v1Finished.settings.seats.map((s: { name: string }) => s.name),
      seed: v1Finished.settings.seed,
      penalties: status.penalties,
      totals: status.totals,
      winners: status.winners,
      undos: v1Finished.undosUsed,
      outs: expect.any(Array),
    });
  });

  it('summarize names the seat that went out of each round, null for a blocked one', () => {
    const session = ok(fromRecord(v1Finished, testEnv()));
    const replay = replayOf(session);
    // Each round's end as the replay works it out, move by move, on its own path.
    const ends = replay.played.map((r) => {
      const steps = roundSteps(replay, r.round, testEnv());
      if (!steps.ok) throw new Error(steps.problem.detail);
      return steps.round.out.length === 1 ? steps.round.out[0] : null;
    });
    expect(codec.summarize(session).outs).toEqual(ends);
    expect(ends.length).toBe(13);
  });

  it('a session before its first round ends summarises to zero totals and no winner', () => {
    const summary = codec.summarize(started('pccc', 'EMPTY'));
    expect([summary.penalties, summary.totals, summary.winners]).toEqual([[], [0, 0, 0, 0], []]);
  });

  it('isFinished: true after round 13, false before', () => {
    expect(codec.isFinished(ok(fromRecord(v1Finished, testEnv())))).toBe(true);
    expect(codec.isFinished(ok(fromRecord(fixture('v1-in-progress'), testEnv())))).toBe(false);
  });
});
