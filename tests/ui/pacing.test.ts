/** The computers' pace on a fake clock: one move per delay, and everything that holds them back. */
import { describe, expect, it } from 'vitest';
import type { AppModel } from '../../src/ui/app/app.ts';
import { PACE_MS } from '../../src/ui/table/model/pacing.ts';
import type { ComputerPlayer } from '../../src/ui/ports/ports.ts';
import { fakeStorage, firstLegalComputer } from './fakes.ts';
import { makeApp, playUntil, settle, startGame } from './helpers.ts';

/** One person and three computers. */
const QUAD = [
  { name: 'Ann', kind: 'person' as const },
  { name: 'Bob', kind: 'computer' as const, level: 'sharp' as const },
  { name: 'Cy', kind: 'computer' as const, level: 'sharp' as const },
  { name: 'Dee', kind: 'computer' as const, level: 'sharp' as const },
];
/** With QUAD, the engine is a computer's to place: the computers move first. */
const COMPUTER_FIRST = 'SEED000002';

/** Moves the computers made so far (commentary lines of computer seats). */
function computerMoves(app: AppModel): number {
  return app.table.log.value.filter((e) => e.kind === 'played' && e.played.kind === 'computer').length;
}

/** A game where the first computer after the person is to act: three computer turns follow. */
async function computersToAct(options: Parameters<typeof makeApp>[0] = {}) {
  const t = await makeApp(options);
  await startGame(t.app, QUAD);
  await playUntil(t.app, () => t.app.table.status.value?.turn === 1);
  return { ...t, before: computerMoves(t.app) };
}

describe('a computer move', () => {
  it('waits the pace delay (normal)', async () => {
    const { app, timers, before } = await computersToAct();
    const delay = app.table.computerDelay.value;
    expect(delay).toBeGreaterThan(0);
    expect(delay).toBeLessThanOrEqual(PACE_MS.normal);
    timers.advance(delay - 1);
    expect(computerMoves(app)).toBe(before);
  });

  it('comes when the delay is over', async () => {
    const { app, timers, before } = await computersToAct();
    timers.advance(PACE_MS.normal);
    expect(computerMoves(app)).toBe(before + 1);
  });

  it('comes one per delay', async () => {
    const { app, timers, before } = await computersToAct();
    timers.advance(PACE_MS.normal);
    await settle();
    timers.advance(PACE_MS.normal);
    expect(computerMoves(app)).toBe(before + 2);
  });

  it('follows the pace of the preferences', async () => {
    const { app, timers, before } = await computersToAct({ storage: fakeStorage({ preferences: { pace: 'fast' } }) });
    timers.advance(PACE_MS.fast);
    expect(computerMoves(app)).toBe(before + 1);
  });

  it('all come at once at the instant pace, up to the person', async () => {
    const { app, timers } = await computersToAct({ storage: fakeStorage({ preferences: { pace: 'instant' } }) });
    timers.advance(0);
    expect(app.table.status.value!.turnKind).toBe('person');
  });
});

describe('the computers wait', () => {
  it('while the Rules are open', async () => {
    const { app, timers, before } = await computersToAct();
    app.show('rules');
    timers.advance(10_000);
    expect(computerMoves(app)).toBe(before);
  });

  it('and go on when the table is back', async () => {
    const { app, timers, before } = await computersToAct();
    app.show('rules');
    timers.advance(10_000);
    app.show('table');
    timers.advance(PACE_MS.normal);
    expect(computerMoves(app)).toBe(before + 1);
  });

  it('while the Records are open', async () => {
    const { app, timers, before } = await computersToAct();
    app.show('records');
    timers.advance(10_000);
    expect(computerMoves(app)).toBe(before);
  });

  it('while the page is hidden', async () => {
    const { app, timers, before } = await computersToAct();
    app.setPageHidden(true);
    timers.advance(10_000);
    expect(computerMoves(app)).toBe(before);
  });

  it('while a save is pending', async () => {
    const { app, timers, storage, before } = await computersToAct();
    storage.holding = true;
    timers.advance(PACE_MS.normal);
    await settle();
    timers.advance(10_000);
    expect(computerMoves(app)).toBe(before + 1);
  });

  it('and go on once the save is done', async () => {
    const { app, timers, storage, before } = await computersToAct();
    storage.holding = true;
    timers.advance(PACE_MS.normal);
    storage.release();
    await settle();
    timers.advance(PACE_MS.normal);
    expect(computerMoves(app)).toBe(before + 2);
  });

  it('in a read-only tab', async () => {
    const { app, timers, storage, before } = await computersToAct();
    storage.setStatus({ owner: false });
    timers.advance(10_000);
    expect(computerMoves(app)).toBe(before);
  });

  it('while the computer players are still loading', async () => {
    let loaded: (c: ComputerPlayer) => void = () => {};
    const { app, timers } = await makeApp({ deps: { loadComputer: () => new Promise((done) => (loaded = done)) } });
    await startGame(app, QUAD, COMPUTER_FIRST);
    timers.advance(10_000);
    const waiting = computerMoves(app);
    loaded(firstLegalComputer);
    await settle();
    timers.advance(PACE_MS.normal);
    expect({ waiting, then: computerMoves(app) }).toEqual({ waiting: 0, then: 1 });
  });
});

describe('paused by the person to follow the play (issue 39)', () => {
  it('no computer moves while paused, however long', async () => {
    const { app, timers, before } = await computersToAct();
    app.table.hold();
    expect(app.table.held.value).toBe(true);
    timers.advance(60_000);
    await settle();
    timers.advance(60_000);
    expect(computerMoves(app)).toBe(before);
  });

  it('Next move plays exactly one computer action, and stays paused', async () => {
    const { app, timers, before } = await computersToAct();
    app.table.hold();
    app.table.nextMove();
    await settle();
    timers.advance(10_000);
    expect(computerMoves(app)).toBe(before + 1);
    app.table.nextMove();
    await settle();
    timers.advance(10_000);
    expect({ moves: computerMoves(app), held: app.table.held.value }).toEqual({ moves: before + 2, held: true });
  });

  it('Resume goes on at the pace', async () => {
    const { app, timers, before } = await computersToAct();
    app.table.hold();
    timers.advance(10_000);
    app.table.release();
    timers.advance(PACE_MS.normal);
    expect(computerMoves(app)).toBe(before + 1);
  });

  it('Skip to my turn ends the pause and plays up to the person', async () => {
    const { app, timers } = await computersToAct();
    app.table.hold();
    app.table.skipToMyTurn();
    timers.advance(0);
    await settle();
    timers.advance(0);
    expect({ held: app.table.held.value, turn: app.table.status.value!.turnKind }).toEqual({ held: false, turn: 'person' });
  });

  it('a pause ends when a person is to act, and cannot begin on a person\'s turn', async () => {
    const { app, timers } = await computersToAct();
    app.table.hold();
    for (let i = 0; i < 40 && app.table.status.value!.turnKind === 'computer'; i++) {
      app.table.nextMove();
      await settle();
    }
    expect(app.table.status.value!.turnKind).toBe('person');
    expect(app.table.held.value).toBe(false);
    app.table.hold();
    expect(app.table.held.value).toBe(false);
    timers.advance(0);
  });
});
