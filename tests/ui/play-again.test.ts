/** Play again and Play this deal again at the session's end: the same seats, a fresh seed or the same one. */
import { describe, expect, it } from 'vitest';
import { current, viewFor } from '../../src/session/index.ts';
import { finishSession } from '../support/playout.ts';
import { SOLO, makeApp, settle, startGame } from './helpers.ts';

/** An app whose table holds a session of SOLO (seed SEED000001) played to its end. */
async function sessionOver() {
  const made = await makeApp();
  await startGame(made.app, SOLO);
  made.app.table.resume(finishSession(made.app.table.session.value!));
  expect(made.app.table.status.value?.phase).toBe('sessionOver');
  return made.app;
}

describe('playing again at the session\'s end', () => {
  it('Play this deal again starts round 1 with the same seats and the same seed, so the same hands', async () => {
    const app = await sessionOver();
    const before = app.table.status.value!;
    expect(app.playAgain(true)).toEqual({ ok: true });
    await settle();
    const after = current(app.table.session.value!);
    expect(after.round).toBe(1);
    expect(after.phase).toBe('playing');
    expect(after.seed).toBe(before.seed);
    expect(after.seats).toEqual(before.seats);
    expect(after.totals).toEqual([0, 0]);
    // The same deal as a new game from the same seed.
    const fresh = await makeApp();
    await startGame(fresh.app, SOLO, before.seed);
    expect(viewFor(app.table.session.value!, 0).hand).toEqual(viewFor(fresh.app.table.session.value!, 0).hand);
  });

  it('Play again starts round 1 with the same seats and a fresh seed', async () => {
    const app = await sessionOver();
    const before = app.table.status.value!;
    expect(app.playAgain(false)).toEqual({ ok: true });
    await settle();
    const after = current(app.table.session.value!);
    expect(after.round).toBe(1);
    expect(after.seed).toBe('FRESH00001');
    expect(after.seed).not.toBe(before.seed);
    expect(after.seats).toEqual(before.seats);
  });

  it('does nothing while the session is still being played', async () => {
    const { app } = await makeApp();
    await startGame(app, SOLO);
    const session = app.table.session.value;
    expect(app.playAgain(true)).toEqual({ ok: false, problem: null });
    expect(app.table.session.value).toBe(session);
  });

  it('does nothing without a game', async () => {
    const { app } = await makeApp();
    expect(app.playAgain(false)).toEqual({ ok: false, problem: null });
    expect(app.table.session.value).toBeNull();
  });
});
