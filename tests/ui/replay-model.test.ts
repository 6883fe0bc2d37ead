import { describe, expect, it } from 'vitest';
import { current, nextRound, toRecord, type Session } from '../../src/session/index.ts';
import { ReplayModel, type ReplayRequest } from '../../src/ui/records/model/replay.ts';
import { finishRound } from '../support/playout.ts';
import { started } from '../support/fixtures.ts';
import { makeApp, startGame } from './helpers.ts';

function next(s: Session): Session {
  const n = nextRound(s);
  if (!n.ok) throw new Error(n.message);
  return n.session;
}

// Two rounds over, the third dealt: rounds 1 and 2 can be watched, round 3 cannot.
const twoOver = next(finishRound(next(finishRound(started('cc', 'REPLAYUI')))));
const record = toRecord(twoOver);

function model(request: Partial<ReplayRequest> = {}): ReplayModel {
  return new ReplayModel({ source: { kind: 'session', session: twoOver }, back: 'table', ...request });
}

/** Where the cursor is, as [round, step]. */
function at(m: ReplayModel): [number, number] {
  const moment = m.moment.value!;
  return [moment.round.round, moment.step];
}

const stepsOf = (round: number) => record.rounds[round - 1]!.actions.length;

describe('replay model: opening', () => {
  it('opens at the first finished round, as dealt', () => {
    expect(at(model())).toEqual([1, 0]);
  });

  it('opens at the round asked for', () => {
    expect(at(model({ round: 2 }))).toEqual([2, 0]);
  });

  it('a round not over yet opens the first one instead', () => {
    expect(at(model({ round: 3 }))).toEqual([1, 0]);
  });

  it('offers only the rounds that are over', () => {
    expect(model().replay.value!.played.map((r) => r.round)).toEqual([1, 2]);
  });

  it('as dealt, no action is shown and the frame is the deal', () => {
    const moment = model().moment.value!;
    expect(moment.action).toBeNull();
    expect(moment.frame).toBe(moment.steps.dealt);
  });

  it('a stored record opens the same rounds', () => {
    const m = new ReplayModel({ source: { kind: 'record', record }, back: 'records' });
    expect(m.replay.value!.played.map((r) => r.round)).toEqual([1, 2]);
    expect(m.back.value).toBe('records');
  });

  it('a damaged record gives its problem and nothing to show', () => {
    const damaged = structuredClone(record);
    damaged.rounds[0]!.penalties![0]! += 1;
    const m = new ReplayModel({ source: { kind: 'record', record: damaged }, back: 'records' });
    expect(m.problem.value?.code).toBe('penalty-mismatch');
    expect(m.moment.value).toBeNull();
  });

  it('a session with no round over shows nothing, and no problem', () => {
    const m = new ReplayModel({ source: { kind: 'session', session: started('cc', 'NOTHING1') }, back: 'table' });
    expect([m.moment.value, m.problem.value]).toEqual([null, null]);
  });
});

describe('replay model: moving', () => {
  it('Next goes one action on, and shows that action', () => {
    const m = model();
    m.next();
    expect(at(m)).toEqual([1, 1]);
    expect(m.moment.value!.action?.text).toBe(record.rounds[0]!.actions[0]);
  });

  it('Previous goes one action back', () => {
    const m = model();
    m.next();
    m.next();
    m.previous();
    expect(at(m)).toEqual([1, 1]);
  });

  it('End of round shows the last action, and the results', () => {
    const m = model();
    m.endOfRound();
    expect(at(m)).toEqual([1, stepsOf(1)]);
    expect(m.moment.value!.atEnd).toBe(true);
    expect(m.moment.value!.frame.table.result?.penalties).toEqual(current(twoOver).penalties[0]);
  });

  it('Start of round goes back to the deal', () => {
    const m = model();
    m.endOfRound();
    m.startOfRound();
    expect(at(m)).toEqual([1, 0]);
  });

  it('Next at a round’s end goes on to the next round’s deal', () => {
    const m = model();
    m.endOfRound();
    m.next();
    expect(at(m)).toEqual([2, 0]);
  });

  it('Previous at a round’s deal goes back to the round before’s end', () => {
    const m = model({ round: 2 });
    m.previous();
    expect(at(m)).toEqual([1, stepsOf(1)]);
  });

  it('nothing comes before the first deal', () => {
    const m = model();
    expect(m.canPrevious.value).toBe(false);
    m.previous();
    expect(at(m)).toEqual([1, 0]);
  });

  it('nothing comes after the last finished round’s end', () => {
    const m = model({ round: 2 });
    m.endOfRound();
    expect(m.canNext.value).toBe(false);
    m.next();
    expect(at(m)).toEqual([2, stepsOf(2)]);
  });

  it('jumps to a round, at its deal', () => {
    const m = model();
    m.next();
    m.jumpTo(2);
    expect(at(m)).toEqual([2, 0]);
  });

  it('a jump to a round not over is ignored', () => {
    const m = model();
    m.next();
    m.jumpTo(3);
    expect(at(m)).toEqual([1, 1]);
  });

  it.each([
    [5, 5],
    [-3, 0],
    [10_000, stepsOf(1)],
    [2.6, 3],
  ])('the scrubber at %s shows step %s', (to, step) => {
    const m = model();
    m.seek(to);
    expect(at(m)).toEqual([1, step]);
  });
});

describe('replay model: keys', () => {
  it.each([
    ['ArrowRight', [1, 4]],
    ['ArrowLeft', [1, 2]],
    ['Home', [1, 0]],
    ['End', [1, stepsOf(1)]],
    ['PageDown', [2, 0]],
  ])('%s moves to %j', (key, to) => {
    const m = model();
    m.seek(3);
    expect(m.press(key)).toBe(true);
    expect(at(m)).toEqual(to);
  });

  it('PageUp goes to the round before, at its deal', () => {
    const m = model({ round: 2 });
    m.seek(3);
    expect(m.press('PageUp')).toBe(true);
    expect(at(m)).toEqual([1, 0]);
  });

  it.each(['Enter', 'a', ' ', 'ArrowUp'])('%j is not the replay’s key', (key) => {
    const m = model();
    m.seek(3);
    expect(m.press(key)).toBe(false);
    expect(at(m)).toEqual([1, 3]);
  });
});

describe('the app opens a replay', () => {
  it('shows the replay screen with what was asked for', async () => {
    const { app } = await makeApp();
    await startGame(app);
    const request: ReplayRequest = { source: { kind: 'session', session: app.table.session.value! }, round: 1, back: 'table' };
    app.openReplay(request);
    expect(app.screen.value).toBe('replay');
    expect(app.replaying.value).toBe(request);
  });

  it('the computers wait while the replay is up', async () => {
    const { app, timers } = await makeApp();
    await startGame(app, [
      { name: 'Ann', kind: 'computer', level: 'sharp' },
      { name: 'Bob', kind: 'computer', level: 'sharp' },
    ]);
    app.openReplay({ source: { kind: 'session', session: app.table.session.value! }, back: 'table' });
    const before = current(app.table.session.value!);
    timers.runAll();
    await new Promise((done) => setTimeout(done, 0));
    timers.runAll();
    expect(current(app.table.session.value!)).toEqual(before);
  });
});
