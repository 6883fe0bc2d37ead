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
import { appAt, CHAIN, CHAIN_TILES, FORCED, played, TO_DRAW, TO_FINISH, TO_FIRST_PASS, TO_PASS, TURN, TURN_MOVES } from './positions.ts';

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
    yard() {
      taps++;
      app.input.tapYard();
    },
    hint() {
      taps++;
      app.input.showHint();
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

});

describe('a drag onto a train it fits: 1 gesture (the drop confirms)', () => {
  it.each<[string, string, TrainRef]>([
    ['the one train it fits', '6|9', 0],
    ['one of two trains it fits', '7|12', 'mexican'],
  ])('%s', async (_name, tile, train) => {
    expect(await atTurn((p) => p.drag(tile, train))).toEqual({ taps: 1, move: { type: 'play', tile, train } });
  });
});

describe('a draw asked for from the yard: 2 taps (the yard, then Confirm or the yard again)', () => {
  it.each<[string, (p: ReturnType<typeof person>) => void]>([
    ['yard, Confirm', (p) => (p.yard(), p.confirm())],
    ['yard, yard', (p) => (p.yard(), p.yard())],
  ])('%s', async (_name, taps) => {
    const { app } = await appAt(played(FORCED('pc'), TO_DRAW));
    // The forced draw's own preview put away, as if the person had tapped Cancel (not counted).
    app.input.cancel();
    const p = person(app);
    taps(p);
    await settle();
    expect({ taps: p.taps, move: last(app) }).toEqual({ taps: 2, move: { type: 'draw' } });
  });
});

/**
 * An 11-tile first turn (CHAIN), from Place engine to the turn finished. Each way ends with the
 * 11 tiles laid as 11 actions and the first turn finished (finishing is previewed by itself
 * once nothing more links, so it takes one Confirm).
 */
describe('an 11-tile first turn', () => {
  async function firstTurn(taps: (p: ReturnType<typeof person>, pause: () => Promise<void>) => Promise<void>) {
    const t = await appAt(played(CHAIN, [{ type: 'placeEngine' }]));
    const p = person(t.app);
    // Saves and the tasks after them: what a chain's Confirm waits on between its tiles.
    await taps(p, async () => {
      for (let i = 0; i < 40; i++) (t.timers.advance(0), await settle());
    });
    const log = roundLog(t.app.table.session.value!);
    return { taps: p.taps, plays: log.flatMap((e) => (e.action.type === 'play' ? [e.action.tile] : [])), last: log.at(-1)?.action };
  }
  const done = { plays: CHAIN_TILES, last: { type: 'endFirstTurn' } };

  it('tile by tile (tile, Confirm; as on main before): 23 taps', async () => {
    const tapped = await firstTurn(async (p) => {
      for (const tile of CHAIN_TILES) (p.tile(tile), p.confirm(), await settle());
      p.confirm();
      await settle();
    });
    expect(tapped).toEqual({ taps: 23, ...done });
  });

  it('dragged tile by tile, then Confirm: 12', async () => {
    const tapped = await firstTurn(async (p) => {
      for (const tile of CHAIN_TILES) (p.drag(tile, 0), await settle());
      p.confirm();
      await settle();
    });
    expect(tapped).toEqual({ taps: 12, ...done });
  });

  it('Hint, Confirm (the whole chain), Confirm (finish): 3', async () => {
    const tapped = await firstTurn(async (p, pause) => {
      p.hint();
      p.confirm();
      await pause();
      p.confirm();
      await settle();
    });
    expect(tapped).toEqual({ taps: 3, ...done });
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
