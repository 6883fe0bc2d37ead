/** Learn to play's model: the coach's marks, following them to the round's end, and nothing saved. */
import { describe, expect, it } from 'vitest';
import { current } from '../../src/session/index.ts';
import type { AppModel } from '../../src/ui/app/app.ts';
import { targetFor, type CoachTarget } from '../../src/ui/learn/coach.ts';
import { learnerApp, tutorialOf } from '../../src/ui/learn/learner.ts';
import type { Tutorial } from '../../src/ui/learn/model.ts';
import { TUTORIAL } from '../../src/ui/learn/script.ts';
import type { Picked } from '../../src/ui/table/derive/next-step.ts';
import { fakeStorage } from './fakes.ts';
import { makeApp, settle, startGame, type TestApp } from './helpers.ts';

const NOTHING: Picked = { preview: null, selected: null, trainPick: null };

describe('where the coach points, as the taps go on', () => {
  const play = { type: 'play', tile: '5|9', train: 1 } as const;
  it.each<[string, Parameters<typeof targetFor>[0], Picked, CoachTarget]>([
    ['the engine: Place engine', { type: 'placeEngine' }, NOTHING, { kind: 'button', button: 'placeEngine' }],
    ['a play: the tile first', play, NOTHING, { kind: 'tile', tile: '5|9' }],
    ['a tile picked that fits several trains: the train', play, { ...NOTHING, selected: '5|9' }, { kind: 'train', train: 1 }],
    ['the play previewed: Confirm', play, { ...NOTHING, selected: '5|9', preview: { kind: 'play', tile: '5|9', train: 1 } }, { kind: 'button', button: 'confirm' }],
    ['another tile previewed: the right tile', play, { ...NOTHING, selected: '3|4', preview: { kind: 'play', tile: '3|4', train: 0 } }, { kind: 'tile', tile: '5|9' }],
    ['the right train picked first: the tile', play, { ...NOTHING, trainPick: 1 }, { kind: 'tile', tile: '5|9' }],
    ['another train picked first: the right train', play, { ...NOTHING, trainPick: 'mexican' }, { kind: 'train', train: 1 }],
    ['a draw: Draw', { type: 'draw' }, NOTHING, { kind: 'button', button: 'draw' }],
    ['a draw previewed: Confirm', { type: 'draw' }, { ...NOTHING, preview: { kind: 'draw' } }, { kind: 'button', button: 'confirm' }],
    ['a pass: Pass', { type: 'pass' }, NOTHING, { kind: 'button', button: 'pass' }],
    ['a pass previewed: Confirm', { type: 'pass' }, { ...NOTHING, preview: { kind: 'pass' } }, { kind: 'button', button: 'confirm' }],
    ['the first turn ends: Finish turn', { type: 'endFirstTurn' }, NOTHING, { kind: 'button', button: 'finishTurn' }],
    ['the first turn\'s end previewed: Confirm', { type: 'endFirstTurn' }, { ...NOTHING, preview: { kind: 'finish' } }, { kind: 'button', button: 'confirm' }],
  ])('%s', (_name, action, picked, target) => {
    expect(targetFor(action, picked)).toEqual(target);
  });
});

/** An app on fakes with Learn to play open, its round on the app's fake timers. */
async function learning(options: { inProgress?: boolean } = {}): Promise<TestApp & { tutorial: Tutorial }> {
  const t = await makeApp({ storage: fakeStorage({ preferences: { pace: 'instant' } }) });
  if (options.inProgress) await startGame(t.app);
  t.app.learn();
  const tutorial = tutorialOf(t.app, { setTimeout: (run, ms) => t.timers.setTimeout(run, ms), clearTimeout: (id) => t.timers.clearTimeout(id as number) });
  await settle();
  return { ...t, tutorial };
}

/** Taps what the coach points at, as a person would through the input model. */
function tap(tutorial: Tutorial, target: CoachTarget, app: AppModel): void {
  const input = tutorial.input;
  switch (target.kind) {
    case 'tile':
      return input.select(target.tile);
    case 'train':
      return void input.tapTrain(target.train);
    case 'done':
      return app.finishLearning('You');
    case 'button':
      switch (target.button) {
        case 'placeEngine':
          return void input.act({ type: 'placeEngine' });
        case 'confirm':
          return void input.confirm();
        case 'draw':
          return input.ask('draw');
        case 'pass':
          return void input.act({ type: 'pass' });
        case 'finishTurn':
          return input.ask('finish');
      }
  }
}

/** Follows the coach's marks only, letting the computers answer, until the round is over; the marks seen. */
async function followMarks(t: TestApp & { tutorial: Tutorial }): Promise<string[]> {
  const seen: string[] = [];
  for (let guard = 0; guard < 300; guard++) {
    t.timers.runAll();
    await settle();
    const mark = t.tutorial.coach.value;
    seen.push(mark.kind === 'step' ? mark.lesson.kind : mark.kind);
    if (mark.kind === 'done' || mark.kind === 'lost') return seen;
    if (mark.kind === 'step') tap(t.tutorial, mark.target, t.app);
  }
  throw new Error('the marks never reached the round\'s end');
}

describe('following the marks', () => {
  it('opens on the engine, pointing at Place engine', async () => {
    const { tutorial } = await learning();
    expect(tutorial.coach.value).toMatchObject({ kind: 'step', index: 0, lesson: { kind: 'engine' }, target: { kind: 'button', button: 'placeEngine' } });
  });

  it('reaches the round\'s end with the learner out, by the marks alone', async () => {
    const t = await learning();
    const seen = await followMarks(t);
    expect({ last: seen.at(-1), out: current(t.tutorial.table.session.value!).outcome?.out }).toEqual({ last: 'done', out: [0] });
  });

  it('meets every lesson on the way, in order', async () => {
    const seen = await followMarks(await learning());
    const firsts = ['engine', 'startChain', 'finishChain', 'play', 'double', 'cover', 'draw', 'drawn', 'goOut'].map((k) => seen.indexOf(k));
    expect(firsts).toEqual([...firsts].sort((a, b) => a - b));
    expect(firsts.every((i) => i >= 0)).toBe(true);
  });

  it('a move the coach does not point at is refused, and nothing changes', async () => {
    const { tutorial } = await learning();
    tutorial.input.act({ type: 'placeEngine' });
    await settle();
    const before = tutorial.table.session.value;
    const other = tutorial.table.legal.value.find((a) => a.type === 'play' && a.tile !== '10|12')!;
    const outcome = tutorial.table.perform(other);
    expect({ outcome, same: tutorial.table.session.value === before }).toEqual({
      outcome: { ok: false, problem: { kind: 'lessonStep' } },
      same: true,
    });
  });

  it('the hint names the script\'s move: in the first turn, its whole chain for one Confirm', async () => {
    const { tutorial } = await learning();
    tutorial.input.act({ type: 'placeEngine' });
    await settle();
    tutorial.input.showHint();
    expect(tutorial.input.preview.value).toEqual({
      kind: 'play',
      tile: '10|12',
      train: 0,
      then: [
        { tile: '9|10', train: 0 },
        { tile: '7|9', train: 0 },
      ],
      end: 7,
    });
  });

  it('Undo takes the coach back a step', async () => {
    const t = await learning();
    t.tutorial.input.act({ type: 'placeEngine' });
    await settle();
    t.tutorial.table.undo();
    await settle();
    expect(t.tutorial.coach.value).toMatchObject({ kind: 'step', index: 0 });
  });
});

describe('nothing of the guided round is kept', () => {
  it('the store saves nothing and records nothing, from the start to the end', async () => {
    const t = await learning();
    await followMarks(t);
    expect({ saves: t.storage.saves.length, finishes: t.storage.finishes.length }).toEqual({ saves: 0, finishes: 0 });
  });

  it('the game in progress stays as it was, and is what the app shows after', async () => {
    const t = await learning({ inProgress: true });
    const game = t.app.table.session.value;
    const saves = t.storage.saves.length;
    await followMarks(t);
    t.app.leaveLearning();
    await settle();
    expect({ same: t.app.table.session.value === game, saves: t.storage.saves.length, finishes: t.storage.finishes.length }).toEqual({ same: true, saves, finishes: 0 });
  });

  it('the game in progress waits: its computers do not move while the learner plays', async () => {
    const t = await learning({ inProgress: true });
    const game = t.app.table.session.value;
    t.timers.runAll();
    await settle();
    expect(t.app.table.session.value).toBe(game);
  });

  it('"Play your first game" drops the round and starts a Quick game: the learner and three computers', async () => {
    const t = await learning();
    await followMarks(t);
    tap(t.tutorial, { kind: 'done' }, t.app);
    await settle();
    const s = t.app.table.status.value;
    expect({
      screen: t.app.screen.value,
      learning: t.app.learning.value,
      fresh: tutorialOf(t.app) !== t.tutorial,
      seats: s?.seats.map((seat) => seat.kind),
      round: s?.round,
      you: s?.seats[0]?.name,
    }).toEqual({ screen: 'table', learning: false, fresh: true, seats: ['person', 'computer', 'computer', 'computer'], round: 1, you: 'You' });
  });

  it('with a game in progress, the last step goes back to it, untouched', async () => {
    const t = await learning({ inProgress: true });
    const game = t.app.table.session.value;
    await followMarks(t);
    tap(t.tutorial, { kind: 'done' }, t.app);
    await settle();
    expect({ screen: t.app.screen.value, learning: t.app.learning.value, same: t.app.table.session.value === game }).toEqual({ screen: 'table', learning: false, same: true });
  });

  it('Next round at the round\'s end leaves too (the lesson is one round)', async () => {
    const t = await learning();
    for (let guard = 0; guard < 300 && t.tutorial.coach.value.kind !== 'done'; guard++) {
      t.timers.runAll();
      await settle();
      const mark = t.tutorial.coach.value;
      if (mark.kind === 'step') tap(t.tutorial, mark.target, t.app);
    }
    t.tutorial.table.nextRound();
    expect({ screen: t.app.screen.value, learning: t.app.learning.value }).toEqual({ screen: 'home', learning: false });
  });
});

describe('the app around the guided round', () => {
  it('Rules and Back come back to the round, not to the game', async () => {
    const { app, tutorial } = await learning({ inProgress: true });
    app.toggle('rules');
    app.back();
    expect({ screen: app.screen.value, same: tutorialOf(app) === tutorial }).toEqual({ screen: 'learn', same: true });
  });

  it('the top bar\'s New game ends it', async () => {
    const { app } = await learning();
    app.show('newGame');
    expect(app.learning.value).toBe(false);
  });

  it('the table\'s components see the round\'s models and the learner as "you"', async () => {
    const { app, tutorial } = await learning({ inProgress: true });
    const seen = learnerApp(app, tutorial);
    expect({
      table: seen.table === tutorial.table,
      input: seen.input === tutorial.input,
      names: seen.words.value.reader.names,
      viewer: seen.words.value.reader.viewer,
      appTable: app.table !== tutorial.table,
    }).toEqual({ table: true, input: true, names: TUTORIAL.seats.map((s) => s.name), viewer: 0, appTable: true });
  });
});
