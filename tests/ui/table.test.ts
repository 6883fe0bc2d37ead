/** The table model: who sees which hand, the commands, the log as facts, a read-only tab. */
import { describe, expect, it } from 'vitest';
import { current, refereeState, roundLog, viewFor, type Session } from '../../src/session/index.ts';
import { PAIR, makeApp, oneTrainTile, playUntil, settle, startGame } from './helpers.ts';

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

/** Plays as a shared table does, each person confirming their handoff, until `until` holds; returns the session before the viewer's last action. */
async function playShared(app: Awaited<ReturnType<typeof makeApp>>['app'], until: () => boolean): Promise<Session | null> {
  let before: Session | null = null;
  await playUntil(app, () => {
    const handoff = app.table.handoff.value;
    if (handoff !== null) app.table.reveal(handoff);
    const s = app.table.status.value!;
    if (until()) return true;
    if (s.turnKind === 'person') before = app.table.session.value;
    return false;
  });
  return before;
}

describe('a shared device: a hand leaves the screen with its turn (issue 40)', () => {
  it('hides the hand once the person\'s turn passes to a computer, and says who is next', async () => {
    const { app } = await makeApp();
    await startGame(app, PAIR);
    // Bea (1) is followed by Cy, a computer, then Ann (0).
    await playShared(app, () => app.table.status.value!.turnKind === 'computer' && app.table.viewer.value === 1);
    expect(app.table.handAway.value).toBe(1);
    expect(app.table.view.value!.hand).toEqual([]);
    expect(app.table.legal.value).toEqual([]);
    expect(app.table.nextPerson.value).toBe(0);
    // Nobody is addressed as "you" while no hand is up; the seats are named to the table by name.
    expect(app.words.value.reader.viewer).toBeNull();
    expect(app.names.value.reader.viewer).toBeNull();
  });

  it('names seats by name while a hand is up, and keeps "you" for the person holding the device', async () => {
    const { app } = await makeApp();
    await startGame(app, PAIR);
    await playShared(app, () => app.table.status.value!.turnKind === 'person' && app.table.viewer.value === app.table.status.value!.turn);
    const seat = app.table.viewer.value!;
    expect(app.words.value.person(seat).you).toBe(true);
    expect(app.names.value.person(seat)).toEqual({ name: seat === 0 ? 'Ann' : 'Bea', you: false });
  });

  it('Undo while the hand is away takes back exactly the person\'s last action, and the hand comes back', async () => {
    const { app } = await makeApp();
    await startGame(app, PAIR);
    const before = await playShared(app, () => app.table.status.value!.turnKind === 'computer' && app.table.viewer.value === 1);
    expect(app.table.undoBlocked.value).toBeNull();
    expect(app.table.undo()).toEqual({ ok: true });
    await settle();
    expect(refereeState(app.table.session.value!)).toEqual(refereeState(before!));
    expect(roundLog(app.table.session.value!)).toEqual(roundLog(before!));
    expect(app.table.handAway.value).toBeNull();
    expect(app.table.view.value!.hand).toEqual(viewFor(before!, 1).hand);
  });

  it('Undo from the next person\'s handoff card, before they confirm, takes back the last person\'s move; once they confirm it may not', async () => {
    const { app } = await makeApp();
    await startGame(app, PAIR);
    await playShared(app, () => app.table.status.value!.turnKind === 'computer' && app.table.viewer.value === 1);
    // Cy answers; Ann's handoff comes up, with Bea still the last to have seen the device.
    await playUntil(app, () => app.table.handoff.value === 0);
    expect(app.table.viewer.value).toBe(1);
    expect(app.table.undoBlocked.value).toBeNull();
    const atHandoffCard = app.table.session.value!;
    app.table.reveal(0);
    expect(app.table.undoBlocked.value).toEqual({ code: 'another-person', seat: 1 });
    expect(app.table.undo()).toMatchObject({ ok: false });
    expect(app.table.session.value).toBe(atHandoffCard);
  });
});

describe('one person', () => {
  it('keeps the hand on screen while the computers play', async () => {
    const { app } = await makeApp();
    await startGame(app);
    await playUntil(app, () => app.table.status.value!.turnKind === 'computer' && app.table.status.value!.roundPhase === 'play');
    expect(app.table.shared.value).toBe(false);
    expect(app.table.handAway.value).toBeNull();
    expect(app.table.view.value!.hand.length).toBeGreaterThan(0);
    expect(app.words.value.person(0).you).toBe(true);
    expect(app.names.value.person(0).you).toBe(true);
  });

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
