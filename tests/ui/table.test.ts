/** The table model: who sees which hand, the commands, the log as facts, a read-only tab. */
import { describe, expect, it } from 'vitest';
import { current } from '../../src/session/index.ts';
import { PAIR, makeApp, oneTrainTile, playUntil, startGame } from './helpers.ts';

/** Two people and a computer, played until a person is to act behind the handoff. */
async function atHandoff() {
  const t = await makeApp();
  await startGame(t.app, PAIR);
  await playUntil(t.app, () => t.app.table.handoff.value !== null);
  return t;
}

describe('a shared device (two people)', () => {
  it('asks for the handoff to the person to act', async () => {
    const { app } = await atHandoff();
    expect(app.table.handoff.value).toBe(app.table.status.value!.turn);
  });

  it('shows no hand behind the handoff', async () => {
    const { app } = await atHandoff();
    expect(app.table.view.value!.hand).toEqual([]);
  });

  it('shows the hand of the person who confirmed the handoff', async () => {
    const { app } = await atHandoff();
    const seat = app.table.handoff.value!;
    app.table.reveal(seat);
    expect({ seat: app.table.view.value!.seat, tiles: app.table.view.value!.hand.length > 0 }).toEqual({ seat, tiles: true });
  });

  it('hides the last person\'s hand when the turn passes to the other person', async () => {
    const { app } = await atHandoff();
    const first = app.table.handoff.value!;
    app.table.reveal(first);
    await playUntil(app, () => app.table.handoff.value !== null && app.table.handoff.value !== first);
    expect({ viewer: app.table.viewer.value, hand: app.table.view.value!.hand }).toEqual({ viewer: first, hand: [] });
  });

  it('has no viewer until someone confirms', async () => {
    const { app } = await atHandoff();
    expect(app.table.viewer.value).toBeNull();
  });
});

describe('one person', () => {
  it('is always the viewer, with no handoff', async () => {
    const { app } = await makeApp();
    await startGame(app);
    expect({ viewer: app.table.viewer.value, handoff: app.table.handoff.value }).toEqual({ viewer: 0, handoff: null });
  });
});

describe('the commands', () => {
  it('start puts a session on the table', async () => {
    const { app } = await makeApp();
    await startGame(app);
    expect(app.table.status.value?.round).toBe(1);
  });

  it('start refuses bad settings and leaves the table empty', async () => {
    const { app } = await makeApp();
    const outcome = app.table.start({ seats: [{ name: 'Solo', kind: 'person' }], seed: 'X' });
    expect({ ok: outcome.ok, session: app.table.session.value }).toEqual({ ok: false, session: null });
  });

  it('undo takes the person\'s last move back and says so', async () => {
    const { app } = await makeApp();
    await startGame(app);
    await playUntil(app, () => current(app.table.session.value!).canUndo);
    app.table.undo();
    expect(app.table.log.value.at(-1)).toEqual({ kind: 'undone' });
  });

  it('redo plays the move again and says so', async () => {
    const { app } = await makeApp();
    await startGame(app);
    await playUntil(app, () => current(app.table.session.value!).canUndo);
    app.table.undo();
    await new Promise((r) => setTimeout(r, 0));
    app.table.redo();
    expect(app.table.log.value.at(-1)).toEqual({ kind: 'redone' });
  });

  it('restart begins the round again with a new commentary', async () => {
    const { app } = await makeApp();
    await startGame(app);
    await playUntil(app, () => app.table.log.value.length > 3);
    app.table.restart();
    expect(app.table.log.value).toEqual([{ kind: 'restarted', round: 1 }]);
  });

  it('a committed move is logged as a fact, not a sentence', async () => {
    const { app } = await makeApp();
    await startGame(app);
    await playUntil(app, () => app.table.log.value.length > 0);
    expect(app.table.log.value[0]!.kind).toBe('played');
  });

  it('a draw marks the tile drawn', async () => {
    const { app } = await makeApp();
    await startGame(app);
    await playUntil(app, () => app.table.legal.value.some((a) => a.type === 'draw'));
    const before = new Set(app.table.view.value!.hand);
    app.table.perform({ type: 'draw' });
    const drawn = app.table.view.value!.hand.find((t) => !before.has(t));
    expect(app.table.fresh.value).toBe(drawn);
  });

  it('waits for the last save before the next move', async () => {
    const { app, storage } = await makeApp();
    await startGame(app);
    await playUntil(app, () => oneTrainTile(app) !== null);
    storage.holding = true;
    const { tile, train } = oneTrainTile(app)!;
    app.table.perform({ type: 'play', tile, train: train === 'mexican' ? 'mexican' : Number(train) });
    const during = app.table.session.value;
    const next = app.table.legal.value[0];
    expect(next).toBeDefined();
    const outcome = app.table.perform(next!);
    expect({ outcome, same: app.table.session.value === during }).toEqual({ outcome: { ok: false, problem: null }, same: true });
  });
});

describe('a read-only tab', () => {
  it('refuses a person\'s move and says why', async () => {
    const { app, storage } = await makeApp();
    await startGame(app);
    await playUntil(app, () => app.table.legal.value.length > 0);
    storage.setStatus({ owner: false });
    const before = app.table.session.value;
    const outcome = app.table.perform(app.table.legal.value[0]!);
    expect({ outcome, same: app.table.session.value === before }).toEqual({ outcome: { ok: false, problem: { kind: 'readOnly' } }, same: true });
  });
});
