/** The input model: selecting, previewing, confirming, refusals, hints, and its reset on every session change. */
import { describe, expect, it } from 'vitest';
import { current } from '../../src/session/index.ts';
import { makeApp, oneTrainTile, playUntil, startGame, twoTrainTile, type TestApp } from './helpers.ts';

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
    expect([...app.input.playableTrains.value].sort()).toEqual([...trains].sort());
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
    const stuck = app.table.view.value!.hand.find((t) => !app.input.playableTiles.value.has(t));
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
    app.input.pickTrain(train);
    expect(app.input.preview.value).toEqual({ kind: 'play', tile, train });
  });

  it('refuses a train the tile cannot go on with the core\'s reason, keeping no preview', async () => {
    const { app, tile, trains } = await atTwoTrainTile();
    app.input.select(tile);
    const dark = [0, 1, 'mexican' as const].find((t) => !trains.includes(String(t)))!;
    app.input.pickTrain(dark);
    const problem = app.input.problem.value;
    expect(app.input.preview.value).toBeNull();
    expect(problem?.kind).toBe('refused');
    if (problem?.kind !== 'refused') return;
    expect(['not-your-train', 'does-not-match', 'must-show-engine', 'first-turn-own-train']).toContain(problem.error.code);
    expect(problem.error.data).toMatchObject({ tile, train: dark });
  });

  it('does nothing without a selected tile', async () => {
    const { app } = await atTwoTrainTile();
    app.input.pickTrain('mexican');
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
