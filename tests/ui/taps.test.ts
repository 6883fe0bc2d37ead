/**
 * Taps counted: the input model driven as a person drives the screen (a tap on a tile, on a
 * train or on Confirm is one call), from written positions. Each case ends with the move
 * committed, so a count can only pass when the taps really did the move.
 */
import { describe, expect, it } from 'vitest';
import type { Action, TrainRef } from '../../src/core/index.ts';
import { roundLog } from '../../src/session/index.ts';
import type { AppModel } from '../../src/ui/app/app.ts';
import { settle } from './helpers.ts';
import { appAt, FORCED, played, TO_DRAW, TO_FINISH, TO_FIRST_PASS, TO_PASS, TURN, TURN_MOVES } from './positions.ts';

/** A person at the screen: every tap is one call on the input model, and counted. */
function person(app: AppModel) {
  let taps = 0;
  return {
    get taps() {
      return taps;
    },
    tile(tile: string) {
      taps++;
      app.input.select(tile);
    },
    train(train: TrainRef) {
      taps++;
      app.input.tapTrain(train);
    },
    drag(tile: string, train: TrainRef) {
      taps++;
      app.input.drop(tile, train);
    },
    confirm() {
      taps++;
      app.input.confirm();
    },
  };
}

/** The last action committed in the round. */
function last(app: AppModel): Action | undefined {
  return roundLog(app.table.session.value!).at(-1)?.action;
}

/** Taps `taps` at the person's turn in TURN and returns the count and the move committed. */
async function atTurn(taps: (p: ReturnType<typeof person>) => void): Promise<{ taps: number; move: Action | undefined }> {
  const { app } = await appAt(played(TURN, TURN_MOVES));
  const p = person(app);
  taps(p);
  await settle();
  return { taps: p.taps, move: last(app) };
}

describe('an ordinary play on the one train the tile fits: 2 taps', () => {
  const move: Action = { type: 'play', tile: '6|9', train: 0 };

  it('tile, Confirm', async () => {
    expect(await atTurn((p) => (p.tile('6|9'), p.confirm()))).toEqual({ taps: 2, move });
  });

  it('tile, the train', async () => {
    expect(await atTurn((p) => (p.tile('6|9'), p.train(0)))).toEqual({ taps: 2, move });
  });

  it('a drag onto the train, Confirm', async () => {
    expect(await atTurn((p) => (p.drag('6|9', 0), p.confirm()))).toEqual({ taps: 2, move });
  });
});

describe('a play on a chosen train (the tile fits two): 3 taps', () => {
  const move: Action = { type: 'play', tile: '7|12', train: 'mexican' };

  it('tile, train, Confirm', async () => {
    expect(await atTurn((p) => (p.tile('7|12'), p.train('mexican'), p.confirm()))).toEqual({ taps: 3, move });
  });

  it('tile, train, the train again', async () => {
    expect(await atTurn((p) => (p.tile('7|12'), p.train('mexican'), p.train('mexican')))).toEqual({ taps: 3, move });
  });

  it('train first: train, tile, Confirm', async () => {
    expect(await atTurn((p) => (p.train('mexican'), p.tile('7|12'), p.confirm()))).toEqual({ taps: 3, move });
  });

  it('train first: train, tile, the train again', async () => {
    expect(await atTurn((p) => (p.train('mexican'), p.tile('7|12'), p.train('mexican')))).toEqual({ taps: 3, move });
  });
});

describe('nothing to choose: 1 tap (Confirm)', () => {
  it.each<[string, Action[], string, Action]>([
    ['a forced draw', TO_DRAW, 'pc', { type: 'draw' }],
    ['a pass after an unplayable draw', TO_PASS, 'pc', { type: 'pass' }],
    ['finishing a first turn nothing more links to', TO_FINISH, 'pc', { type: 'endFirstTurn' }],
    ['a first-turn pass with nothing to start the train', TO_FIRST_PASS, 'cp', { type: 'pass' }],
  ])('%s', async (_name, moves, seats, move) => {
    const { app } = await appAt(played(FORCED(seats), moves));
    const p = person(app);
    p.confirm();
    await settle();
    expect({ taps: p.taps, move: last(app) }).toEqual({ taps: 1, move });
  });
});
