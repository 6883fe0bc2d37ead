/** The input model: selecting, picking a train first, dropping, previewing (by itself when forced), confirming, refusals, hints, the next step, and its reset on every session change. */
import { describe, expect, it } from 'vitest';
import type { Action, TrainRef } from '../../src/core/index.ts';
import { current, roundLog, type Session } from '../../src/session/index.ts';
import type { AppModel } from '../../src/ui/app/app.ts';
import type { NextStep } from '../../src/ui/app/facts.ts';
import type { Preview } from '../../src/ui/table/derive/preview.ts';
import { makeApp, makePaintingApp, oneTrainTile, playUntil, settle, startGame, twoTrainTile, type TestApp } from './helpers.ts';
import { appAt, CHAIN, CHAIN_TILES, FORCED, NOTHING_FOR_OWN, played, TO_DRAW, TO_FINISH, TO_FIRST_PASS, TO_PASS, TURN, TURN_MOVES } from './positions.ts';

/** A game started and played to the person's first move with a tile that fits one train. */
async function atOneTrainTile(): Promise<TestApp & { tile: string; train: string }> {
  const t = await makeApp();
  await startGame(t.app);
  await playUntil(t.app, () => oneTrainTile(t.app) !== null);
  return { ...t, ...oneTrainTile(t.app)! };
}

/** A game played to the person's move with a tile that fits two trains. */
async function atTwoTrainTile(): Promise<TestApp & { tile: string; trains: string[] }> {
  const t = await makeApp();
  await startGame(t.app);
  await playUntil(t.app, () => twoTrainTile(t.app) !== null);
  return { ...t, ...twoTrainTile(t.app)! };
}

describe('selecting a tile', () => {
  it('lights the trains it may go on', async () => {
    const { app, tile, trains } = await atTwoTrainTile();
    app.input.select(tile);
    expect([...app.input.litTrains.value].sort()).toEqual([...trains].sort());
  });

  it('marks the tile selected', async () => {
    const { app, tile } = await atOneTrainTile();
    app.input.select(tile);
    expect(app.input.selected.value).toBe(tile);
  });

  it('previews a tile with one legal train there at once', async () => {
    const { app, tile, train } = await atOneTrainTile();
    app.input.select(tile);
    expect(app.input.preview.value).toEqual({ kind: 'play', tile, train: train === 'mexican' ? 'mexican' : Number(train) });
  });

  it('previews nothing yet for a tile with two trains', async () => {
    const { app, tile } = await atTwoTrainTile();
    app.input.select(tile);
    expect(app.input.preview.value).toBeNull();
  });

  it('says a tile that fits nowhere fits nowhere', async () => {
    const { app } = await atOneTrainTile();
    const stuck = app.table.view.value!.hand.find((t) => !app.input.litTiles.value.has(t));
    expect(stuck).toBeDefined();
    app.input.select(stuck!);
    expect(app.input.problem.value).toEqual({ kind: 'fitsNowhere', tile: stuck });
  });
});

describe('picking a train', () => {
  it('previews the selected tile on a lit train', async () => {
    const { app, tile, trains } = await atTwoTrainTile();
    app.input.select(tile);
    const train = trains[1] === 'mexican' ? 'mexican' : Number(trains[1]);
    app.input.tapTrain(train);
    expect(app.input.preview.value).toEqual({ kind: 'play', tile, train });
  });

  it('refuses a train the tile cannot go on with the core\'s reason, keeping no preview', async () => {
    const { app, tile, trains } = await atTwoTrainTile();
    app.input.select(tile);
    const dark = [0, 1, 'mexican' as const].find((t) => !trains.includes(String(t)))!;
    app.input.tapTrain(dark);
    const problem = app.input.problem.value;
    expect(app.input.preview.value).toBeNull();
    expect(problem?.kind).toBe('refused');
    if (problem?.kind !== 'refused') return;
    expect(['not-your-train', 'does-not-match', 'must-show-engine', 'first-turn-own-train']).toContain(problem.error.code);
    expect(problem.error.data).toMatchObject({ tile, train: dark });
  });

  it('does nothing without a selected tile', async () => {
    const { app } = await atTwoTrainTile();
    app.input.tapTrain('mexican');
    expect(app.input.preview.value).toBeNull();
  });
});

describe('confirming', () => {
  it('commits the previewed move', async () => {
    const { app, tile } = await atOneTrainTile();
    app.input.select(tile);
    app.input.confirm();
    expect(app.table.view.value!.hand).not.toContain(tile);
  });

  it('clears the preview and the selection once the move is committed', async () => {
    const { app, tile } = await atOneTrainTile();
    app.input.select(tile);
    app.input.confirm();
    expect({ selected: app.input.selected.value, preview: app.input.preview.value }).toEqual({ selected: null, preview: null });
  });

  it('does nothing without a preview', async () => {
    const { app } = await atOneTrainTile();
    const before = app.table.session.value;
    expect(app.input.confirm()).toEqual({ ok: false, problem: null });
    expect(app.table.session.value).toBe(before);
  });
});

/** A game at the person's one-train tile, in an app whose page paints frames by hand (`paint()`). */
async function landingAt(): Promise<TestApp & { tile: string; train: string; paint: () => void }> {
  const t = await makePaintingApp();
  await startGame(t.app);
  await playUntil(t.app, () => oneTrainTile(t.app) !== null);
  return { ...t, ...oneTrainTile(t.app)! };
}

describe('a confirmed tile landing (a page that paints)', () => {
  it('shows the tile landing and commits nothing before the frame is painted', async () => {
    const { app, tile, paint } = await landingAt();
    const before = app.table.session.value;
    app.input.select(tile);
    expect(app.input.confirm()).toEqual({ ok: true });
    expect(app.input.landing.value).toEqual(app.input.preview.value);
    expect(app.table.session.value).toBe(before);
    paint();
    expect(app.table.view.value!.hand).not.toContain(tile);
    expect(app.input.landing.value).toBeNull();
  });

  it('takes no other input while the tile lands', async () => {
    const { app, tile, paint } = await landingAt();
    app.input.select(tile);
    const landing = app.input.preview.value;
    app.input.confirm();
    expect(app.input.confirm()).toEqual({ ok: false, problem: null });
    app.input.cancel();
    app.input.ask('draw');
    app.input.select(app.table.view.value!.hand.find((t) => t !== tile)!);
    expect({ landing: app.input.landing.value, preview: app.input.preview.value, selected: app.input.selected.value }).toEqual({ landing, preview: landing, selected: tile });
    paint();
    expect(app.table.view.value!.hand).not.toContain(tile);
  });

  it("commits nothing when another session came before the frame (another tab's): the tile goes back to the hand", async () => {
    const { app, paint } = await landingAt();
    const earlier = app.table.session.value!;
    await playUntil(app, () => app.table.session.value !== earlier && oneTrainTile(app) !== null);
    const { tile } = oneTrainTile(app)!;
    app.input.select(tile);
    app.input.confirm();
    app.table.resume(earlier);
    paint();
    expect(app.table.session.value).toBe(earlier);
    expect(app.input.landing.value).toBeNull();
  });

  it('an Undo tapped while the tile lands waits for the move, then takes it back', async () => {
    const { app, tile, paint, timers } = await landingAt();
    const before = app.table.session.value;
    app.input.select(tile);
    app.input.confirm();
    app.input.whenFree(() => void app.table.undo());
    expect(app.table.session.value).toBe(before);
    paint();
    await settle();
    timers.runAll();
    expect(app.table.view.value!.hand).toContain(tile);
    expect(app.table.log.value.at(-1)).toEqual({ kind: 'undone' });
  });

  it('lands nothing in a tab that does not own the game: the refusal comes at once, the hand keeps the tile', async () => {
    const { app, storage, tile } = await landingAt();
    storage.setStatus({ owner: false });
    app.input.select(tile);
    const outcome = app.input.confirm();
    expect({ outcome, landing: app.input.landing.value, problem: app.input.problem.value }).toEqual({
      outcome: { ok: false, problem: { kind: 'readOnly' } },
      landing: null,
      problem: { kind: 'readOnly' },
    });
    expect(app.table.view.value!.hand).toContain(tile);
  });

  it('commits a draw at once: only a tile lands', async () => {
    const { app, paint } = await landingAt();
    void paint;
    const before = app.table.session.value;
    app.input.ask('draw');
    const drew = app.table.legal.value.some((a) => a.type === 'draw');
    app.input.confirm();
    expect(app.input.landing.value).toBeNull();
    expect(app.table.session.value !== before).toBe(drew);
  });
});

describe('the reset effect', () => {
  it('clears the selection when the session changes by any command (Undo here)', async () => {
    const { app, tile } = await atOneTrainTile();
    app.input.select(tile);
    app.input.confirm();
    await playUntil(app, () => current(app.table.session.value!).canUndo && oneTrainTile(app) !== null);
    app.input.select(oneTrainTile(app)!.tile);
    app.table.undo();
    expect({ selected: app.input.selected.value, preview: app.input.preview.value }).toEqual({ selected: null, preview: null });
  });

  it('keeps the selection while the session stays the same', async () => {
    const { app, tile, timers } = await atOneTrainTile();
    app.input.select(tile);
    timers.advance(10_000); // the person's turn: no computer moves, nothing changes
    expect(app.input.selected.value).toBe(tile);
  });
});

describe('a refused action', () => {
  it('keeps the session as it was', async () => {
    const { app } = await atOneTrainTile();
    const before = app.table.session.value;
    app.input.act({ type: 'play', tile: '12|12', train: 'mexican' });
    expect(app.table.session.value).toBe(before);
  });

  it('keeps the refusal to show', async () => {
    const { app } = await atOneTrainTile();
    app.input.act({ type: 'play', tile: '12|12', train: 'mexican' });
    expect(app.input.problem.value?.kind).toBe('refused');
  });
});

describe('asking and cancelling', () => {
  it('previews a draw', async () => {
    const { app } = await atOneTrainTile();
    app.input.ask('draw');
    expect(app.input.preview.value).toEqual({ kind: 'draw' });
  });

  it('cancel clears the preview and the selection', async () => {
    const { app, tile } = await atOneTrainTile();
    app.input.select(tile);
    app.input.cancel();
    expect({ selected: app.input.selected.value, preview: app.input.preview.value }).toEqual({ selected: null, preview: null });
  });
});

describe('a hint', () => {
  it('previews the hinted move', async () => {
    const { app } = await atTwoTrainTile();
    app.input.showHint();
    const move = app.input.hint.value!.action;
    const expected = move.type === 'play' ? { kind: 'play', tile: move.tile, train: move.train } : { kind: move.type === 'endFirstTurn' ? 'finish' : move.type };
    expect(app.input.preview.value).toEqual(expected);
  });

  it('keeps the hint exactly as the computer player gave it', async () => {
    const { app } = await atTwoTrainTile();
    app.input.showHint();
    expect(app.input.hint.value).toEqual(app.computer.value!.hint(app.table.view.value!));
  });

  it('goes when the person picks a tile themselves', async () => {
    const { app, tile } = await atTwoTrainTile();
    app.input.showHint();
    app.input.select(tile);
    expect(app.input.hint.value).toBeNull();
  });

  it('waits for the computer players to load', async () => {
    const { app } = await makeApp({ computer: null });
    await startGame(app, [
      { name: 'Ann', kind: 'person' },
      { name: 'Bea', kind: 'person' },
    ]);
    app.table.reveal(app.table.status.value!.turn);
    app.input.showHint();
    expect({ canAct: app.table.legal.value.length > 0, hint: app.input.hint.value }).toEqual({ canAct: true, hint: null });
  });
});

/** The person's ordinary turn in TURN: 7|12 fits seat 1's train and the Mexican Train, 6|9 only their own, 3|4 nowhere. */
async function atTurn(): Promise<TestApp> {
  return appAt(played(TURN, TURN_MOVES));
}

/** The data-train keys of a set of trains, sorted. */
const keys = (set: ReadonlySet<string>): string[] => [...set].sort();

describe('the preview that opens by itself when nothing is left to choose', () => {
  it.each<[string, Action[], string, Preview]>([
    ['Draw, when nothing fits', TO_DRAW, 'pc', { kind: 'draw' }],
    ['Pass, after a draw that fits nowhere', TO_PASS, 'pc', { kind: 'pass' }],
    ['Pass, on a first turn with nothing to start the train', TO_FIRST_PASS, 'cp', { kind: 'pass' }],
    ['Finish turn, when no tile links on a first turn', TO_FINISH, 'pc', { kind: 'finish' }],
  ])('opens %s', async (_name, moves, seats, preview) => {
    const { app } = await appAt(played(FORCED(seats), moves));
    expect(app.input.preview.value).toEqual(preview);
  });

  it('opens nothing while a tile can be played', async () => {
    const { app } = await atTurn();
    expect(app.input.preview.value).toBeNull();
  });

  it('opens nothing for a computer forced to draw', async () => {
    // Seat 0 is the computer here; the person (seat 1) has passed its first turn.
    const { app } = await appAt(played(FORCED('cp'), TO_DRAW));
    expect(app.table.status.value!.turnKind).toBe('computer');
    expect(app.table.session.value && app.table.legal.value).toEqual([]);
    expect({ preview: app.input.preview.value, step: app.input.nextStep.value }).toEqual({ preview: null, step: { kind: 'waiting', seat: 0 } });
  });

  it('opens nothing behind a handoff, and opens once the person shows their tiles', async () => {
    const { app } = await appAt(played(FORCED('pp'), TO_DRAW));
    const behind = { handoff: app.table.handoff.value, preview: app.input.preview.value };
    app.table.reveal(0);
    expect({ behind, shown: app.input.preview.value }).toEqual({ behind: { handoff: 0, preview: null }, shown: { kind: 'draw' } });
  });

  it('stays closed after Cancel, and the prompt still names the step', async () => {
    const { app, timers } = await appAt(played(FORCED('pc'), TO_DRAW));
    app.input.cancel();
    timers.advance(10_000);
    expect({ preview: app.input.preview.value, step: app.input.nextStep.value }).toEqual({
      preview: null,
      step: { kind: 'draw', owed: null, yard: app.table.view.value!.yardSize, previewed: false },
    });
  });
});

describe('the second tap on the previewed train', () => {
  it('confirms the play', async () => {
    const { app } = await atTurn();
    app.input.select('6|9');
    expect(app.input.tapTrain(0)).toEqual({ ok: true });
    expect(app.table.view.value!.hand).not.toContain('6|9');
  });

  it('a tap on another lit train moves the preview there and commits nothing', async () => {
    const { app } = await atTurn();
    const before = app.table.session.value;
    app.input.select('7|12');
    app.input.tapTrain(1);
    app.input.tapTrain('mexican');
    expect({ preview: app.input.preview.value, same: app.table.session.value === before }).toEqual({
      preview: { kind: 'play', tile: '7|12', train: 'mexican' },
      same: true,
    });
  });

  it.each<[string, (app: AppModel) => void]>([
    ['the same tile tapped again', (app) => app.input.select('6|9')],
    ['a train the tile does not fit', (app) => app.input.tapTrain('mexican')],
  ])('nothing else confirms: %s', async (_name, tap) => {
    const { app } = await atTurn();
    const before = app.table.session.value;
    app.input.select('6|9');
    tap(app);
    expect({ same: app.table.session.value === before, preview: app.input.preview.value }).toEqual({
      same: true,
      preview: { kind: 'play', tile: '6|9', train: 0 },
    });
  });
});

describe('a train tapped before a tile', () => {
  it.each<[string, TrainRef]>([
    ['the Mexican Train', 'mexican'],
    ["the computer's open train", 1],
    ['their own train', 0],
  ])('lights exactly the tiles the core allows on %s', async (_name, train) => {
    const { app } = await atTurn();
    app.input.tapTrain(train);
    const allowed = app.table.legal.value.flatMap((a) => (a.type === 'play' && a.train === train ? [a.tile] : []));
    expect({ pick: app.input.trainPick.value, lit: keys(app.input.litTiles.value) }).toEqual({ pick: train, lit: [...allowed].sort() });
  });

  it('lights no train until a tile is picked', async () => {
    const { app } = await atTurn();
    app.input.tapTrain('mexican');
    expect(keys(app.input.litTrains.value)).toEqual([]);
  });

  it('a lit tile tapped then is previewed on that train', async () => {
    const { app } = await atTurn();
    app.input.tapTrain(1);
    app.input.select('7|12');
    expect(app.input.preview.value).toEqual({ kind: 'play', tile: '7|12', train: 1 });
  });

  it('follows the preview to another lit train', async () => {
    const { app } = await atTurn();
    app.input.tapTrain(1);
    app.input.select('7|12');
    app.input.tapTrain('mexican');
    expect({ pick: app.input.trainPick.value, preview: app.input.preview.value }).toEqual({
      pick: 'mexican',
      preview: { kind: 'play', tile: '7|12', train: 'mexican' },
    });
  });

  it('a tile that does not fit it is refused with the core\'s reason, the pick kept', async () => {
    const { app } = await atTurn();
    app.input.tapTrain('mexican');
    app.input.select('6|9');
    const problem = app.input.problem.value;
    expect({ pick: app.input.trainPick.value, preview: app.input.preview.value, problem }).toEqual({
      pick: 'mexican',
      preview: null,
      problem: { kind: 'refused', error: app.table.whyNot({ type: 'play', tile: '6|9', train: 'mexican' }) },
    });
  });

  it.each<[string, (app: AppModel) => void]>([
    ['the same train tapped again', (app) => app.input.tapTrain('mexican')],
    ['Cancel', (app) => app.input.cancel()],
  ])('is let go by %s, and every playable tile lights again', async (_name, undoPick) => {
    const { app } = await atTurn();
    app.input.tapTrain('mexican');
    undoPick(app);
    expect({ pick: app.input.trainPick.value, lit: keys(app.input.litTiles.value) }).toEqual({ pick: null, lit: ['6|9', '7|12'] });
  });

  it('a train no tile fits is not picked, and says so', async () => {
    const { app } = await appAt(played(NOTHING_FOR_OWN, TURN_MOVES));
    app.input.tapTrain(0);
    expect({ pick: app.input.trainPick.value, problem: app.input.problem.value }).toEqual({
      pick: null,
      problem: { kind: 'trainFitsNothing', train: 0 },
    });
  });

  it('a train the rules close to every tile gives the core\'s reason (first turn: own train only)', async () => {
    const { app } = await appAt(played(TURN, [{ type: 'placeEngine' }]));
    app.input.tapTrain('mexican');
    const problem = app.input.problem.value;
    expect(problem?.kind === 'refused' && problem.error.code).toBe('first-turn-own-train');
  });

  it('does nothing when it is not the viewer\'s turn', async () => {
    const { app } = await appAt(played(FORCED('cp'), TO_DRAW));
    expect(app.input.tapTrain('mexican')).toEqual({ ok: false, problem: null });
    expect(app.input.trainPick.value).toBeNull();
  });
});

describe('a tile dragged over the trains', () => {
  it('is previewed on a train it fits while over it (the ghost the person sees)', async () => {
    const { app } = await atTurn();
    app.input.hover('7|12', null);
    const picked = { preview: app.input.preview.value, lit: keys(app.input.litTrains.value) };
    app.input.hover('7|12', 'mexican');
    expect({ picked, over: app.input.preview.value }).toEqual({
      picked: { preview: null, lit: ['1', 'mexican'] },
      over: { kind: 'play', tile: '7|12', train: 'mexican' },
    });
  });

  it.each<[string, TrainRef | null]>([
    ['a train it does not fit', 0],
    ['no train', null],
  ])('shows no preview over %s, and commits nothing', async (_name, train) => {
    const { app } = await atTurn();
    const before = app.table.session.value;
    app.input.hover('7|12', 'mexican');
    app.input.hover('7|12', train);
    expect({ preview: app.input.preview.value, selected: app.input.selected.value, same: app.table.session.value === before }).toEqual({
      preview: null,
      selected: '7|12',
      same: true,
    });
  });
});

describe('a tile dropped on a train', () => {
  it('where it fits, is played: the drop is the Confirm', async () => {
    const { app } = await atTurn();
    app.input.hover('7|12', 1);
    expect(app.input.drop('7|12', 1)).toEqual({ ok: true });
    await settle();
    expect({ last: lastAction(app), inHand: app.table.view.value!.hand.includes('7|12') }).toEqual({
      last: { type: 'play', tile: '7|12', train: 1 },
      inHand: false,
    });
  });

  it('goes through the one Confirm path: its tile lands first on a page that paints', async () => {
    const { app, paint } = await paintingAt(played(TURN, TURN_MOVES));
    const before = app.table.session.value;
    app.input.drop('7|12', 'mexican');
    const landing = { landing: app.input.landing.value, same: app.table.session.value === before };
    paint();
    await settle();
    expect({ ...landing, last: lastAction(app) }).toEqual({
      landing: { kind: 'play', tile: '7|12', train: 'mexican' },
      same: true,
      last: { type: 'play', tile: '7|12', train: 'mexican' },
    });
  });

  it('Undo takes it back', async () => {
    const { app } = await atTurn();
    const before = app.table.view.value!;
    app.input.drop('6|9', 0);
    await settle();
    // The computer answers (Undo takes the move back with its answer, R13.2).
    await playUntil(app, () => current(app.table.session.value!).canUndo);
    expect(app.table.undo()).toEqual({ ok: true });
    await settle();
    expect({ hand: app.table.view.value!.hand, trains: app.table.view.value!.trains }).toEqual({ hand: before.hand, trains: before.trains });
  });

  it('a refused drop plays nothing and takes away the earlier preview, so Confirm cannot play another tile', async () => {
    const { app } = await atTurn();
    const before = app.table.session.value;
    app.input.select('6|9');
    app.input.drop('7|12', 0);
    expect({ selected: app.input.selected.value, preview: app.input.preview.value, same: app.table.session.value === before }).toEqual({
      selected: '7|12',
      preview: null,
      same: true,
    });
  });

  it.each<[string, string, TrainRef]>([
    ['a tile on a train it does not match', '6|9', 'mexican'],
    ['a tile that fits nowhere', '3|4', 0],
    ['a tile not in the hand', '9|9', 0],
  ])('explains %s with the core\'s refusal, and plays nothing', async (_name, tile, train) => {
    const { app } = await atTurn();
    const before = app.table.session.value;
    app.input.drop(tile, train);
    await settle();
    const why = app.table.whyNot({ type: 'play', tile, train });
    expect(why).not.toBeNull();
    expect({ preview: app.input.preview.value, problem: app.input.problem.value, same: app.table.session.value === before }).toEqual({
      preview: null,
      problem: { kind: 'refused', error: why },
      same: true,
    });
  });
});

describe('what the prompt is asked to say next', () => {
  it.each<[string, (app: AppModel) => void, NextStep]>([
    ['nothing picked yet', () => {}, { kind: 'pickTile', moment: 'turn', engine: 12, owed: null }],
    ['a tile that fits two trains', (app) => app.input.select('7|12'), { kind: 'pickTrain', tile: '7|12', trains: [1, 'mexican'] }],
    ['a train picked first', (app) => app.input.tapTrain('mexican'), { kind: 'pickTileFor', train: 'mexican', tiles: 1 }],
    ['a play previewed', (app) => app.input.select('6|9'), { kind: 'confirmPlay', tile: '6|9', train: 0 }],
  ])('%s', async (_name, tap, step) => {
    const { app } = await atTurn();
    tap(app);
    expect(app.input.nextStep.value).toEqual(step);
  });

  it('lights the trains of the tile picked, and none without one', async () => {
    const { app } = await atTurn();
    const none = keys(app.input.litTrains.value);
    app.input.select('7|12');
    expect({ none, picked: keys(app.input.litTrains.value) }).toEqual({ none: [], picked: ['1', 'mexican'] });
  });

  it.each<[string, Action[], string, Partial<NextStep>]>([
    ['a forced draw', TO_DRAW, 'pc', { kind: 'draw', previewed: true }],
    ['a pass after the draw', TO_PASS, 'pc', { kind: 'pass', cause: 'drawn', previewed: true }],
    ['a first-turn pass', TO_FIRST_PASS, 'cp', { kind: 'pass', cause: 'noStart', previewed: true }],
    ['a forced finish', TO_FINISH, 'pc', { kind: 'finish', tiles: 1, end: 5, more: false, previewed: true }],
  ])('%s is up to confirm', async (_name, moves, seats, step) => {
    const { app } = await appAt(played(FORCED(seats), moves));
    expect(app.input.nextStep.value).toMatchObject(step);
  });
});

/** The last action committed in the round. */
function lastAction(app: AppModel): Action | undefined {
  return roundLog(app.table.session.value!).at(-1)?.action;
}

/** `session` on the table of an app whose page paints frames by hand (a confirmed tile lands first). */
async function paintingAt(session: Session): Promise<TestApp & { paint: () => void }> {
  const t = await makePaintingApp();
  t.app.table.resume(session);
  await settle();
  return t;
}

/** Lets a chain's Confirm run its course: frames painted, saves done, the tasks after each hold run. */
async function layChain(t: TestApp & { paint?: () => void }): Promise<void> {
  for (let i = 0; i < 60; i++) {
    t.paint?.();
    t.timers.advance(0);
    await settle();
  }
}

describe('a tap on the yard', () => {
  it('previews a draw, as Draw does, when drawing is legal; nothing is drawn yet', async () => {
    const { app } = await appAt(played(FORCED('pc'), TO_DRAW));
    app.input.cancel();
    const before = app.table.session.value;
    expect(app.input.tapYard()).toEqual({ ok: true });
    expect({ preview: app.input.preview.value, same: app.table.session.value === before, step: app.input.nextStep.value?.kind }).toEqual({
      preview: { kind: 'draw' },
      same: true,
      step: 'draw',
    });
  });

  it('a second tap on it confirms the draw previewed', async () => {
    const { app } = await appAt(played(FORCED('pc'), TO_DRAW));
    app.input.cancel();
    app.input.tapYard();
    app.input.tapYard();
    await settle();
    expect(lastAction(app)).toEqual({ type: 'draw' });
  });

  it("says the core's reason when a tile fits (no draw then), keeping what was previewed", async () => {
    const { app } = await atTurn();
    app.input.select('6|9');
    const outcome = app.input.tapYard();
    expect({ outcome, preview: app.input.preview.value }).toEqual({
      outcome: { ok: false, problem: { kind: 'refused', error: app.table.whyNot({ type: 'draw' }) } },
      preview: { kind: 'play', tile: '6|9', train: 0 },
    });
    expect(app.table.whyNot({ type: 'draw' })).not.toBeNull();
  });

  it("does nothing when it is not the viewer's turn", async () => {
    const { app } = await appAt(played(FORCED('cp'), TO_DRAW));
    expect({ outcome: app.input.tapYard(), preview: app.input.preview.value, problem: app.input.problem.value }).toEqual({
      outcome: { ok: false, problem: null },
      preview: null,
      problem: null,
    });
  });
});

describe("a first turn's hint", () => {
  const atChain = async () => appAt(played(CHAIN, [{ type: 'placeEngine' }]));
  const plays = (app: AppModel) => roundLog(app.table.session.value!).flatMap((e) => (e.action.type === 'play' ? [e.action.tile] : []));

  it('previews the whole chain the hint suggests, its tiles lit, and commits nothing', async () => {
    const { app } = await atChain();
    const before = app.table.session.value;
    app.input.showHint();
    const [first, ...rest] = CHAIN_TILES;
    expect({
      preview: app.input.preview.value,
      lit: keys(app.input.litTiles.value),
      step: app.input.nextStep.value,
      same: app.table.session.value === before,
    }).toEqual({
      preview: { kind: 'play', tile: first, train: 0, then: rest.map((tile) => ({ tile, train: 0 })), end: 11 },
      lit: [...CHAIN_TILES].sort(),
      step: { kind: 'confirmChain', tiles: 11, end: 11, laying: false },
      same: true,
    });
  });

  it('one Confirm lays every tile, each its own action, then previews finishing the turn', async () => {
    const t = await atChain();
    const { app } = t;
    app.input.showHint();
    app.input.confirm();
    await layChain(t);
    expect({ plays: plays(app), turn: app.table.view.value!.turn, preview: app.input.preview.value }).toEqual({
      plays: CHAIN_TILES,
      turn: 0,
      preview: { kind: 'finish' },
    });
  });

  it('on a page that paints, each tile lands before it is committed, and the chain still goes down whole', async () => {
    const t = await paintingAt(played(CHAIN, [{ type: 'placeEngine' }]));
    t.app.input.showHint();
    t.app.input.confirm();
    const landing = t.app.input.landing.value;
    await layChain(t);
    expect({ landing, plays: plays(t.app) }).toEqual({ landing: { kind: 'play', tile: '1|12', train: 0 }, plays: CHAIN_TILES });
  });

  it('while it is being laid, the prompt says so', async () => {
    const t = await atChain();
    t.app.input.showHint();
    t.app.input.confirm();
    await settle();
    expect(t.app.input.nextStep.value).toEqual({ kind: 'confirmChain', tiles: 10, end: 11, laying: true });
  });

  it('Undo takes back one tile at a time', async () => {
    const t = await atChain();
    const { app } = t;
    app.input.showHint();
    app.input.confirm();
    await layChain(t);
    const seen: number[] = [];
    for (let i = 0; i < 3; i++) {
      expect(app.table.undo()).toEqual({ ok: true });
      await settle();
      seen.push(plays(app).length);
    }
    expect({ seen, hand: app.table.view.value!.hand.filter((x) => CHAIN_TILES.includes(x)).sort() }).toEqual({
      seen: [10, 9, 8],
      hand: ['10|11', '8|9', '9|10'],
    });
  });

  it('a tap on a tile while it is being laid stops it; the tiles laid stay', async () => {
    const t = await atChain();
    const { app } = t;
    app.input.showHint();
    app.input.confirm();
    await settle();
    app.input.select('0|0');
    await layChain(t);
    expect(plays(app)).toEqual(['1|12']);
  });
});
