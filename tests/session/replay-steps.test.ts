import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TILE_COUNT, makeAction } from '../../src/core/index.ts';
import {
  current,
  finishedRecord,
  nextRound,
  replayOf,
  replaySteps,
  roundSteps,
  toRecord,
  type Replay,
  type ReplayFrame,
  type RoundSteps,
  type Session,
  type SessionEnv,
  type SessionRecord,
} from '../../src/session/index.ts';
import { finishRound, finishSession } from '../support/playout.ts';
import { sessionFrom, writtenEnv } from '../support/fixtures.ts';
import { personPlays, playUntil, started, testEnv } from './helpers.ts';

const fixture = (name: string): SessionRecord => JSON.parse(readFileSync(new URL(`../fixtures/records/${name}`, import.meta.url), 'utf8'));
const summary = JSON.parse(readFileSync(new URL('../fixtures/records/v1-finished-summary.json', import.meta.url), 'utf8')) as {
  penalties: number[][];
  totals: number[];
};

function ok(result: ReturnType<typeof replaySteps>): Replay {
  if (!result.ok) throw new Error(result.problem.detail);
  return result.replay;
}

/** Every finished round of a replay, played back. */
function allSteps(replay: Replay, env?: SessionEnv): RoundSteps[] {
  return replay.played.map((r) => {
    const played = roundSteps(replay, r.round, env);
    if (!played.ok) throw new Error(played.problem.detail);
    return played.round;
  });
}

function next(s: Session): Session {
  const n = nextRound(s);
  if (!n.ok) throw new Error(n.message);
  return n.session;
}

/** Every tile of a frame: the hands, the engine once placed, the trains, and the yard (by size). */
function tilesIn(f: ReplayFrame): number {
  const engine = f.table.phase === 'engine' ? 0 : 1;
  return f.hands.flat().length + engine + f.table.trains.reduce((n, t) => n + t.laid.length, 0) + f.table.yardSize;
}

// Played once for the whole file: 13 rounds of four computers.
const finished = finishSession(started('cccc', 'REPLAYALL', testEnv()));
const finishedRec = toRecord(finished);
const finishedReplay = ok(replaySteps(finishedRec));
const finishedSteps = allSteps(finishedReplay);
const oldReplay = ok(replaySteps(fixture('v1-finished.json')));
const oldSteps = allSteps(oldReplay);

describe('replay steps: a finished session', () => {
  it('offers all 13 rounds, numbered in order', () => {
    expect(finishedReplay.played.map((r) => r.round)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    expect(finishedReplay.finished).toBe(true);
  });

  it.each(finishedRec.rounds.map((r, i) => [r.round, i] as const))('round %i: one step per recorded action, in the record’s notation', (_, i) => {
    const round = finishedSteps[i]!;
    expect(finishedReplay.played[i]!.actions).toEqual(finishedRec.rounds[i]!.actions);
    expect(round.steps).toHaveLength(finishedRec.rounds[i]!.actions.length);
    expect(round.steps.map((s) => s.text)).toEqual(finishedRec.rounds[i]!.actions);
    expect(round.steps.map((s) => makeAction(s.action))).toEqual(finishedRec.rounds[i]!.actions);
  });

  it.each(finishedRec.rounds.map((r, i) => [r.round, i] as const))('round %i: the last step reproduces the round’s penalties', (_, i) => {
    const last = finishedSteps[i]!.steps.at(-1)!;
    expect(last.table.result?.penalties).toEqual(finishedRec.rounds[i]!.penalties);
    expect(finishedReplay.played[i]!.penalties).toEqual(finishedRec.rounds[i]!.penalties);
  });

  it('the last round’s totals are the record’s totals', () => {
    expect(finishedReplay.played.at(-1)!.totals).toEqual(finishedRecord(finished)!.totals);
  });

  it('the penalties are the session’s, round by round', () => {
    expect(finishedReplay.played.map((r) => r.penalties)).toEqual(current(finished).penalties);
  });

  it('totals run round by round, summing the penalties so far', () => {
    const sums = [0, 0, 0, 0];
    for (const r of finishedReplay.played) {
      r.penalties.forEach((p, seat) => (sums[seat]! += p));
      expect(r.totals).toEqual(sums);
    }
  });

  it.each(finishedRec.rounds.map((r, i) => [r.round, i] as const))('round %i: the last step’s table totals are the replay’s', (_, i) => {
    const result = finishedSteps[i]!.steps.at(-1)!.table.result!;
    const before = i === 0 ? [0, 0, 0, 0] : finishedReplay.played[i - 1]!.totals;
    expect(before.map((t, seat) => t + result.penalties[seat]!)).toEqual(finishedReplay.played[i]!.totals);
  });

  it('keeps the seats and the seed', () => {
    expect(finishedReplay.seats).toEqual(finishedRec.settings.seats);
    expect(finishedReplay.seed).toBe('REPLAYALL');
  });

  it('only the last step of a round ends it', () => {
    for (const round of finishedSteps) {
      expect(round.steps.map((s) => s.ended !== null)).toEqual(round.steps.map((_, i) => i === round.steps.length - 1));
    }
  });

  it('each step is by the seat whose turn it was, and its event names that seat', () => {
    for (const round of finishedSteps) {
      let before = round.dealt;
      for (const step of round.steps) {
        expect(step.seat).toBe(before.table.turn);
        expect(step.event.seat).toBe(step.seat);
        before = step;
      }
    }
  });

  it('every frame holds all 91 tiles, every hand shown', () => {
    for (const round of finishedSteps) {
      for (const frame of [round.dealt, ...round.steps]) {
        expect(tilesIn(frame)).toBe(TILE_COUNT);
        expect(frame.hands.map((h) => h.length)).toEqual(frame.table.handCounts);
      }
    }
  });

  it('the last step shows the hands the round ended with', () => {
    for (const round of finishedSteps) {
      const last = round.steps.at(-1)!;
      expect(last.hands).toEqual(last.table.result!.hands);
    }
  });

  it('a round as dealt has nothing laid but waits for the engine', () => {
    const dealt = finishedSteps[0]!.dealt;
    expect(dealt.table.phase).toBe('engine');
    expect(dealt.table.trains.every((t) => t.laid.length === 0)).toBe(true);
  });

  it('a draw shows the drawn tile in the hand (nothing is hidden in a replay)', () => {
    const round = finishedSteps.find((r) => r.steps.some((s) => s.action.type === 'draw'))!;
    const i = round.steps.findIndex((s) => s.action.type === 'draw');
    const before = i === 0 ? round.dealt : round.steps[i - 1]!;
    const step = round.steps[i]!;
    expect(step.hands[step.seat]!.length).toBe(before.hands[step.seat]!.length + 1);
  });

  it('the JSON text of a record replays the same', () => {
    expect(ok(replaySteps(JSON.stringify(finishedRec)))).toEqual(finishedReplay);
  });

  it('a session replays the same as its record', () => {
    expect(replayOf(finished)).toEqual(finishedReplay);
  });

  it('the round’s ending is told: out with who went out, or blocked', () => {
    for (const round of finishedSteps) {
      const result = round.steps.at(-1)!.table.result!;
      expect([round.reason, round.out]).toEqual([result.reason, result.out]);
    }
  });
});

describe('replay steps: a saved record of version 1', () => {
  const record = fixture('v1-finished.json');

  it.each(record.rounds.map((r, i) => [r.round, i] as const))('round %i: as many steps as actions, ending on the stored penalties', (_, i) => {
    const round = oldSteps[i]!;
    expect(round.steps).toHaveLength(record.rounds[i]!.actions.length);
    expect(round.steps.at(-1)!.table.result?.penalties).toEqual(summary.penalties[i]);
  });

  it('ends on the summary’s totals', () => {
    expect(oldReplay.played.at(-1)!.totals).toEqual(summary.totals);
  });

  it('a record in progress offers its finished round only', () => {
    const replay = ok(replaySteps(fixture('v1-in-progress.json')));
    expect(replay.played.map((r) => r.round)).toEqual([1]);
    expect(replay.finished).toBe(false);
  });
});

describe('replay steps: the current session', () => {
  it('a round in play offers nothing of it', () => {
    const s = personPlays(playUntil(started('pc', 'NOWPLAY'), (x) => current(x).turnKind === 'person' && current(x).roundPhase === 'play'));
    expect(replayOf(s).played).toEqual([]);
  });

  it('a round just over is offered, before Next round', () => {
    const s = finishRound(started('pc', 'JUSTOVER'));
    const replay = replayOf(s);
    expect(replay.played.map((r) => r.round)).toEqual([1]);
    expect(replay.played[0]!.penalties).toEqual(current(s).penalties[0]);
  });

  it('the next round, once begun, is not offered; the one before still is', () => {
    let s = next(finishRound(started('pc', 'NEXTONE')));
    s = playUntil(s, (x) => current(x).roundPhase === 'play');
    expect(replayOf(s).played.map((r) => r.round)).toEqual([1]);
  });

  it('an explicit deal replays with its environment', () => {
    const written = { seats: 'pc', hands: [['12|12', '3|4'], ['12|3', '5|5']] };
    const s = finishRound(sessionFrom(written));
    const replay = ok(replaySteps(toRecord(s), writtenEnv(written)));
    expect(allSteps(replay, writtenEnv(written))[0]!.dealt.hands).toEqual([['12|12', '3|4'], ['3|12', '5|5']]);
    expect(replay.played[0]!.penalties).toEqual(current(s).penalties[0]);
  });

  it('an explicit deal without its environment is refused as a value', () => {
    const written = { seats: 'pc', hands: [['12|12', '3|4'], ['12|3', '5|5']] };
    const result = replaySteps(toRecord(finishRound(sessionFrom(written))));
    expect(result.ok).toBe(false);
  });
});

/** A copy of the finished record with one change. */
function damaged(change: (r: SessionRecord) => void): unknown {
  const copy = structuredClone(finishedRec);
  change(copy);
  return copy;
}

describe('replay steps: a damaged record is an error value, not a throw', () => {
  it.each([
    ['not JSON', '{ rounds: ', 'not-json'],
    ['null', null, 'not-a-record'],
    ['a number', 42, 'not-a-record'],
    ['another format', { format: 'something/else' }, 'not-a-record'],
    ['a newer version', damaged((r) => ((r as { version: number }).version = 99)), 'newer-version'],
    ['a wrong penalty', damaged((r) => (r.rounds[2]!.penalties![0]! += 1)), 'penalty-mismatch'],
    ['an illegal action', damaged((r) => (r.rounds[0]!.actions[1] = 'play 0|0 mexican')), 'illegal-action'],
    ['an unreadable action', damaged((r) => (r.rounds[4]!.actions[3] = 'dance')), 'unreadable-action'],
    ['a round cut short', damaged((r) => r.rounds[5]!.actions.pop()), 'unfinished-round'],
    ['no rounds', damaged((r) => (r.rounds = [])), 'bad-rounds'],
    ['a seed of another shape', damaged((r) => (r.settings.seed = 'not a seed!')), 'bad-settings'],
  ])('%s gives %s', (_, record, code) => {
    const result = replaySteps(record);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problem.code).toBe(code);
  });
});

describe('replay steps: a round that cannot be played back is an error value', () => {
  it.each([
    ['a round not over', 14, 'not-offered'],
    ['round 0', 0, 'not-offered'],
  ])('%s gives %s', (_, round, code) => {
    const result = roundSteps(finishedReplay, round);
    expect(result.ok ? 'ok' : result.problem.code).toBe(code);
  });

  it.each([
    ['an action changed', (r: Replay) => (r.played[0]!.actions[1] = 'play 0|0 mexican')],
    ['an action unreadable', (r: Replay) => (r.played[0]!.actions[1] = 'dance')],
    ['the last action gone', (r: Replay) => r.played[0]!.actions.pop()],
    ['one seat only', (r: Replay) => r.seats.splice(1)],
    ['a seed of another shape', (r: Replay) => (r.seed = '')],
  ])('%s gives replay-failed', (_, change) => {
    const copy = structuredClone(finishedReplay);
    change(copy);
    const result = roundSteps(copy, 1);
    expect(result.ok ? 'ok' : result.problem.code).toBe('replay-failed');
  });
});
