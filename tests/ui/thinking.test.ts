/**
 * Computers that think in a worker (ComputerPlayer.think): the table asks with the view of
 * the computer to act, the pacing waits for the answer, and an answer that comes too late
 * for the session on the table is dropped.
 */
import { describe, expect, it } from 'vitest';
import { viewFor, type Action, type PlayerView, type TrainRef } from '../../src/core/index.ts';
import { act, current, refereeState, roundLog, type Level, type Session } from '../../src/session/index.ts';
import type { AppModel } from '../../src/ui/app/app.ts';
import { PACE_MS } from '../../src/ui/table/model/pacing.ts';
import type { ComputerPlayer } from '../../src/ui/ports/ports.ts';
import { fakeStorage, firstLegalComputer } from './fakes.ts';
import { makeApp, makePaintingApp, oneTrainTile, playUntil, settle, startGame } from './helpers.ts';

const QUAD = [
  { name: 'Ann', kind: 'person' as const },
  { name: 'Bob', kind: 'computer' as const, level: 'expert' as const },
  { name: 'Cy', kind: 'computer' as const, level: 'sharp' as const },
  { name: 'Dee', kind: 'computer' as const, level: 'relaxed' as const },
];

/** A question the fake worker was asked, answered when the test says so. */
interface Question {
  view: PlayerView;
  level: Level;
  answer: (action?: Action) => Promise<void>;
  fail: () => Promise<void>;
}

/** Computer players whose thinking the test answers by hand (the first legal move by default). */
function handAnswered(): { computer: ComputerPlayer; asked: Question[] } {
  const asked: Question[] = [];
  const computer: ComputerPlayer = {
    ...firstLegalComputer,
    think: (view, level) =>
      new Promise<Action>((resolve, reject) => {
        asked.push({
          view,
          level,
          answer: async (action) => {
            resolve(action ?? view.legal[0]!);
            await settle();
          },
          fail: async () => {
            reject(new Error('the worker failed'));
            await settle();
          },
        });
      }),
  };
  return { computer, asked };
}

function computerMoves(app: AppModel): number {
  return app.table.log.value.filter((e) => e.kind === 'played' && e.played.kind === 'computer').length;
}

/** Answers every question asked, each checked to come from the view of the computer to act alone (R12.3); how many. */
async function answerEachFromItsOwnView(app: AppModel, asked: Question[]): Promise<number> {
  let answers = 0;
  while (asked.length) {
    const q = asked.shift()!;
    expect(q.view.turn).toBe(q.view.seat);
    expect(app.table.status.value!.seats[q.view.seat]!.kind).toBe('computer');
    await q.answer();
    answers++;
  }
  return answers;
}

/** The person's last move in the commentary, and who made each move after it. */
function afterMine(app: AppModel): { action: Action | null; after: Array<string | false> } {
  const log = app.table.log.value;
  const mine = log.findLastIndex((e) => e.kind === 'played' && e.played.kind === 'person');
  const entry = log[mine];
  return { action: entry?.kind === 'played' ? entry.played.action : null, after: log.slice(mine + 1).map((e) => e.kind === 'played' && e.played.kind) };
}

/** A game where the computer after the person is to act, on a worker answered by hand. */
async function thinkingTable(pace: 'normal' | 'instant' = 'normal') {
  const { computer, asked } = handAnswered();
  const t = await makeApp({ computer, storage: fakeStorage({ preferences: { pace } }) });
  await startGame(t.app, QUAD);
  // Until the person's first turn, the computers answer at once.
  for (let guard = 0; guard < 200 && t.app.table.status.value?.turnKind !== 'person'; guard++) {
    t.timers.advance(PACE_MS[pace]);
    await settle();
    while (asked.length) await asked.shift()!.answer();
  }
  await playUntil(t.app, () => t.app.table.status.value?.turn === 1);
  return { ...t, asked, before: computerMoves(t.app) };
}

describe('a computer that thinks in a worker', () => {
  it('is asked once the pace delay is over', async () => {
    const { app, timers, asked } = await thinkingTable();
    const delay = app.table.computerDelay.value;
    expect(delay).toBeLessThanOrEqual(PACE_MS.normal);
    timers.advance(delay - 1);
    expect(asked).toHaveLength(0);
    timers.advance(1);
    expect(asked).toHaveLength(1);
  });

  it('is asked with the view of the seat to act and its level only', async () => {
    const { app, timers, asked } = await thinkingTable();
    timers.advance(PACE_MS.normal);
    const q = asked[0]!;
    expect(q.level).toBe('expert');
    expect(q.view.seat).toBe(1);
    expect(q.view).toEqual(viewFor(refereeState(app.table.session.value!), 1));
  });

  it('moves only when the answer comes', async () => {
    const { app, timers, asked, before } = await thinkingTable();
    timers.advance(PACE_MS.normal * 5);
    expect(computerMoves(app)).toBe(before);
    await asked[0]!.answer();
    expect(computerMoves(app)).toBe(before + 1);
  });

  it('is not asked again while it thinks', async () => {
    const { timers, asked } = await thinkingTable();
    timers.advance(PACE_MS.normal * 10);
    await settle();
    timers.advance(PACE_MS.normal * 10);
    expect(asked).toHaveLength(1);
  });

  it('is not asked twice when the table is left and shown again while it thinks', async () => {
    const { app, timers, asked } = await thinkingTable();
    timers.advance(PACE_MS.normal);
    app.show('rules');
    app.show('table');
    timers.advance(PACE_MS.normal * 3);
    expect(asked).toHaveLength(1);
  });

  it('the next computer is asked one delay after the answer', async () => {
    const { app, timers, asked } = await thinkingTable();
    timers.advance(PACE_MS.normal);
    await asked.shift()!.answer();
    timers.advance(app.table.computerDelay.value - 1);
    expect(asked).toHaveLength(0);
    timers.advance(1);
    expect(asked).toHaveLength(1);
  });

  it('an answer for a session that changed meanwhile is dropped', async () => {
    const { app, timers, asked } = await thinkingTable();
    timers.advance(PACE_MS.normal);
    const q = asked.shift()!;
    expect(app.table.restart()).toEqual({ ok: true });
    await settle();
    const after = app.table.session.value;
    await q.answer();
    expect(app.table.session.value).toBe(after);
  });

  it('when the worker fails, the move is worked out here instead', async () => {
    const { app, timers, asked, before } = await thinkingTable();
    timers.advance(PACE_MS.normal);
    await asked.shift()!.fail();
    expect(computerMoves(app)).toBe(before + 1);
  });

  it('a move the rules refuse is replaced by one worked out here', async () => {
    const { app, timers, asked, before } = await thinkingTable();
    timers.advance(PACE_MS.normal);
    await asked.shift()!.answer({ type: 'play', tile: '13|13', train: 'mexican' });
    expect(computerMoves(app)).toBe(before + 1);
    expect(app.table.thinking.value).toBe(false);
  });

  it('at the instant pace they are asked one after another and their moves come together, up to the person', async () => {
    const { app, timers, asked, before } = await thinkingTable('instant');
    timers.advance(0);
    let answers = 0;
    while (app.table.status.value?.turnKind !== 'person' && answers < 50) {
      expect(asked).toHaveLength(1);
      // Nothing is committed while answers are still coming.
      expect(computerMoves(app)).toBe(before);
      await asked.shift()!.answer();
      answers++;
    }
    expect(answers).toBeGreaterThan(1);
    expect(computerMoves(app)).toBe(before + answers);
  });
});

/**
 * A page that paints (frames painted by hand), computers on a worker answered by hand, the
 * instant pace: the person's turn with a tile for one train whose play passes the turn to a computer.
 */
async function instantLanding() {
  const { computer, asked } = handAnswered();
  const t = await makePaintingApp({ computer, storage: fakeStorage({ preferences: { pace: 'instant' } }) });
  const timers = t.timers;
  const paint = async (): Promise<void> => {
    t.paint();
    await settle();
  };
  /** The computers' turns up to the person's: each question answered, then the frame painted. */
  const computersMove = async (): Promise<void> => {
    timers.advance(0);
    await settle();
    while (asked.length) await asked.shift()!.answer();
    await paint();
  };
  await startGame(t.app, QUAD);
  for (let turn = 0; turn < 500; turn++) {
    const s = t.app.table.session.value!;
    const st = current(s);
    if (st.phase !== 'playing') break;
    if (st.turnKind === 'person') {
      const one = oneTrainTile(t.app);
      const passes = one && act(s, { type: 'play', tile: one.tile, train: one.train === 'mexican' ? 'mexican' : Number(one.train) });
      if (turn > 3 && passes && passes.ok && current(passes.session).turnKind === 'computer') {
        return { ...t, timers, asked, paint, computersMove, shown: s, tile: one.tile };
      }
      t.app.table.perform(t.app.table.legal.value[0]!);
    }
    await computersMove();
  }
  throw new Error('instantLanding: no tile that passes the turn');
}

describe("a person's tile landing at the instant pace (a page that paints)", () => {
  it('asks the computers at once and saves the move once its frame is painted (nothing saved in the tap); nothing is on the table until then', async () => {
    const { app, storage, asked, paint, shown, tile } = await instantLanding();
    app.input.select(tile);
    const saves = storage.saves.length;
    expect(app.input.confirm()).toEqual({ ok: true });
    expect(storage.saves).toHaveLength(saves);
    expect(asked).toHaveLength(1);
    await paint();
    const saved: Session = storage.saves.at(-1)!;
    expect(saved).not.toBe(shown);
    expect(current(saved).turnKind).toBe('computer');
    expect(asked[0]!.view.seat).toBe(current(saved).turn);
    // Painted, but the replies are not in: the tile shows landing, the session on the table is the one before.
    expect(app.table.session.value).toBe(shown);
    expect(app.input.landing.value?.tile).toBe(tile);
  });

  it('every reply in before the frame is painted: nothing is on the table until then', async () => {
    const { app, asked, shown, tile } = await instantLanding();
    app.input.select(tile);
    app.input.confirm();
    while (asked.length) await asked.shift()!.answer();
    expect(app.table.session.value).toBe(shown);
    expect(app.input.landing.value?.tile).toBe(tile);
  });

  it('puts the move and every reply on the table in one change, the turn back with the person', async () => {
    const { app, asked, paint, shown, tile } = await instantLanding();
    const changes: Array<Session | null> = [];
    const stop = app.table.session.subscribe((s) => changes.push(s));
    app.input.select(tile);
    app.input.confirm();
    let answers = 0;
    while (asked.length) {
      await asked.shift()!.answer();
      answers++;
    }
    await paint();
    stop();
    expect(changes.slice(1)).toHaveLength(1);
    expect(afterMine(app).after).toEqual(Array.from({ length: answers }, () => 'computer'));
    expect(answers).toBe(QUAD.length - 1);
    expect(app.table.session.value).not.toBe(shown);
    expect(app.table.view.value!.hand).not.toContain(tile);
    expect({ turn: current(app.table.session.value!).turnKind, landing: app.input.landing.value, answering: app.table.answering.value }).toEqual({
      turn: 'person',
      landing: null,
      answering: false,
    });
  });

  it('the turn is nobody’s while the replies are worked out, then the person’s again (so “your turn” sounds)', async () => {
    const { app, asked, paint, tile } = await instantLanding();
    const seat = app.table.personToAct.value;
    expect(seat).toBe(app.table.viewer.value);
    const turns: Array<number | null> = [];
    const stop = app.table.personToAct.subscribe((t) => turns.push(t));
    app.input.select(tile);
    app.input.confirm();
    while (asked.length) await asked.shift()!.answer();
    await paint();
    stop();
    expect(turns).toEqual([seat, null, seat]);
  });

  it('takes no command while the replies are worked out', async () => {
    const { app, asked, shown, tile } = await instantLanding();
    app.input.select(tile);
    app.input.confirm();
    await asked.shift()!.answer();
    expect(app.table.answering.value).toBe(true);
    expect(app.table.perform(app.table.legal.value[0]!)).toEqual({ ok: false, problem: null });
    expect(app.table.undo()).toEqual({ ok: false, problem: null });
    expect(app.input.confirm()).toEqual({ ok: false, problem: null });
    expect(app.table.session.value).toBe(shown);
  });

  it("a worker that fails puts the person's saved move on the table once painted, and the computers carry on", async () => {
    const { app, storage, asked, paint, tile } = await instantLanding();
    app.input.select(tile);
    app.input.confirm();
    await asked.shift()!.fail();
    await paint();
    const saved = storage.saves.at(-1)!;
    expect(current(saved).turnKind).toBe('computer');
    expect(app.table.session.value).toBe(saved);
    expect(app.table.answering.value).toBe(false);
    // The pacing asks for the computer's move again.
    app.table.computerRun();
    expect(asked).toHaveLength(1);
  });

  it('a session that changes meanwhile (a restart) stands: the replies are dropped', async () => {
    const { app, asked, paint, tile } = await instantLanding();
    app.input.select(tile);
    app.input.confirm();
    await asked.shift()!.answer();
    app.startGame({ seats: QUAD, seed: 'OTHER00001', pace: 'instant' });
    const restarted = app.table.session.value;
    while (asked.length) await asked.shift()!.answer();
    await paint();
    expect(app.table.session.value).toBe(restarted);
    expect(app.table.log.value.filter((e) => e.kind === 'played')).toHaveLength(0);
  });
});

describe('the replies to a previewed move, worked out while the person decides (instant pace)', () => {
  it('are asked once the frame showing the preview is painted, never in the tap itself', async () => {
    const { app, asked, paint, tile } = await instantLanding();
    app.input.select(tile);
    expect(app.input.preview.value?.kind).toBe('play');
    expect(asked).toHaveLength(0);
    await paint();
    expect(asked).toHaveLength(1);
  });

  it('each from the view of the computer to act alone (R12.3), and nothing is saved or shown for a move only previewed', async () => {
    const { app, storage, asked, paint, shown, tile } = await instantLanding();
    const saves = storage.saves.length;
    app.input.select(tile);
    await paint();
    expect(await answerEachFromItsOwnView(app, asked)).toBe(QUAD.length - 1);
    expect(storage.saves.length).toBe(saves);
    expect(app.table.session.value).toBe(shown);
    expect(app.input.preview.value).toMatchObject({ kind: 'play', tile });
  });

  it('a Confirm of that move asks nothing more: the move and the replies go on the table together once the tile has landed', async () => {
    const { app, storage, asked, paint, shown, tile } = await instantLanding();
    app.input.select(tile);
    await paint();
    while (asked.length) await asked.shift()!.answer();
    const changes: Array<Session | null> = [];
    const stop = app.table.session.subscribe((s) => changes.push(s));
    const saves = storage.saves.length;
    expect(app.input.confirm()).toEqual({ ok: true });
    // Nothing saved in the tap: the move is saved with its replies once the tile has landed.
    expect(storage.saves).toHaveLength(saves);
    expect(app.table.session.value).toBe(shown);
    await paint();
    stop();
    expect(storage.saves.at(-1)).toBe(app.table.session.value);
    expect(asked).toHaveLength(0);
    expect(changes.slice(1)).toHaveLength(1);
    const { action, after } = afterMine(app);
    expect(action).toMatchObject({ type: 'play', tile });
    expect(after).toHaveLength(QUAD.length - 1);
    expect(current(app.table.session.value!).turnKind).toBe('person');
  });

  it('a Confirm while they are still being worked out waits for the rest of them, asked once each', async () => {
    const { app, asked, paint, tile } = await instantLanding();
    app.input.select(tile);
    await paint();
    await asked.shift()!.answer();
    app.input.confirm();
    await paint();
    expect(app.table.answering.value).toBe(true);
    let answers = 1;
    while (asked.length) {
      await asked.shift()!.answer();
      answers++;
    }
    expect(answers).toBe(QUAD.length - 1);
    expect({ answering: app.table.answering.value, turn: current(app.table.session.value!).turnKind }).toEqual({ answering: false, turn: 'person' });
    expect(app.table.log.value.filter((e) => e.kind === 'played' && e.played.kind === 'computer').length).toBeGreaterThanOrEqual(QUAD.length - 1);
  });

  it('a preview cancelled drops them: no further question is asked, and a later Confirm asks afresh', async () => {
    const { app, asked, paint, shown, tile } = await instantLanding();
    app.input.select(tile);
    await paint();
    expect(asked).toHaveLength(1);
    app.input.cancel();
    await asked.shift()!.answer();
    expect(asked).toHaveLength(0);
    expect(app.table.session.value).toBe(shown);
    app.input.select(tile);
    app.input.confirm();
    expect(asked).toHaveLength(1);
    while (asked.length) await asked.shift()!.answer();
    await paint();
    expect(current(app.table.session.value!).turnKind).toBe('person');
    expect(app.table.view.value!.hand).not.toContain(tile);
  });

  it('not at the other paces: a preview asks nothing', async () => {
    const { app, asked, paint, tile } = await instantLanding();
    app.setPace('normal');
    app.input.select(tile);
    await paint();
    expect(asked).toHaveLength(0);
  });
});

describe('another preview drops the replies being worked out at once', () => {
  it('before its own frame is painted: the first preview’s asking stops at its next question', async () => {
    const { app, asked, paint, tile } = await instantLanding();
    app.input.select(tile);
    await paint();
    expect(asked).toHaveLength(1);
    // Another preview (the same move, its tile tapped anew) is on show, its frame not painted yet.
    const first = app.input.preview.value;
    app.input.select(tile);
    expect(app.input.preview.value).not.toBe(first);
    expect(app.input.preview.value).toMatchObject({ kind: 'play', tile });
    await asked.shift()!.answer();
    expect(asked).toHaveLength(0);
  });
});

/**
 * The same page and computers as instantLanding: the person's turn with only a pass left (they
 * drew a tile that fits nowhere), previewed by itself, the frame showing it not painted yet.
 */
async function instantPass(pace: 'instant' | 'normal' = 'instant') {
  const t = await instantLanding();
  const { app, computersMove } = t;
  const forcedPass = (): boolean => {
    const legal = app.table.legal.value;
    return current(app.table.session.value!).turnKind === 'person' && legal.length === 1 && legal[0]!.type === 'pass';
  };
  for (let turn = 0; turn < 500; turn++) {
    const st = current(app.table.session.value!);
    if (st.phase !== 'playing') break;
    if (forcedPass()) {
      expect(app.input.preview.value).toEqual({ kind: 'pass' });
      return { ...t, shown: app.table.session.value!, seat: st.turn };
    }
    if (st.turnKind === 'person') {
      // The person's move at the pace asked for (the computers' between them at the instant pace).
      app.setPace(pace);
      app.table.perform(app.table.legal.value[0]!);
      // A draw that leaves only the pass: stop before its preview's frame is painted.
      if (forcedPass()) continue;
      app.setPace('instant');
    }
    await computersMove();
  }
  throw new Error('instantPass: no forced pass');
}

describe('a pass at the instant pace', () => {
  it('its replies are asked at once, in the commit of the draw that leaves it (no tap to answer), each from the view of the computer to act (R12.3)', async () => {
    const { app, asked, storage, shown } = await instantPass();
    const saves = storage.saves.length;
    // The frame showing the drawn tile is not painted yet: the computers think while it is.
    expect(asked).toHaveLength(1);
    expect(await answerEachFromItsOwnView(app, asked)).toBeGreaterThanOrEqual(QUAD.length - 1);
    // Only previewed: nothing saved, nothing shown.
    expect(storage.saves.length).toBe(saves);
    expect(app.table.session.value).toBe(shown);
  });

  it('a Confirm with the replies in puts the pass and every reply on the table together in the next task: one change, one save, the turn the person’s again', async () => {
    const { app, asked, paint, storage, seat, shown, timers } = await instantPass();
    await paint();
    while (asked.length) await asked.shift()!.answer();
    const saves = storage.saves.length;
    const changes: Array<Session | null> = [];
    const turns: Array<number | null> = [];
    const stopChanges = app.table.session.subscribe((s) => changes.push(s));
    const stopTurns = app.table.personToAct.subscribe((t) => turns.push(t));
    expect(app.input.confirm()).toEqual({ ok: true });
    // Not in the Confirm's own task (its microtasks included): that stays short. (The page's
    // timers are the test's: other tasks run meanwhile, the one the replies wait for does not.)
    await settle();
    expect({ session: app.table.session.value, saves: storage.saves.length, answering: app.table.answering.value }).toEqual({ session: shown, saves, answering: true });
    timers.advance(0);
    await settle();
    stopChanges();
    stopTurns();
    expect(changes.slice(1)).toHaveLength(1);
    expect(storage.saves.length).toBe(saves + 1);
    expect(storage.saves.at(-1)).toBe(app.table.session.value);
    const { action, after } = afterMine(app);
    expect(action).toEqual({ type: 'pass' });
    expect(after.every((kind) => kind === 'computer')).toBe(true);
    expect(after.length).toBeGreaterThanOrEqual(QUAD.length - 1);
    expect(current(app.table.session.value!).turnKind).toBe('person');
    // The turn passed and came back: "your turn" sounds.
    expect(turns).toEqual([seat, null, seat]);
    expect({ answering: app.table.answering.value, preview: app.input.preview.value }).toEqual({ answering: false, preview: null });
  });

  it('a Confirm before the replies are in: the pass is saved at once, nothing changes on the table and no input is taken until they are', async () => {
    const { app, asked, paint, storage, shown } = await instantPass();
    await paint();
    await asked.shift()!.answer();
    app.input.confirm();
    const saved = storage.saves.at(-1)!;
    expect(roundOf(saved).at(-1)).toEqual({ type: 'pass' });
    expect(app.table.answering.value).toBe(true);
    app.input.cancel();
    expect(app.input.preview.value).toEqual({ kind: 'pass' });
    expect(app.input.confirm()).toEqual({ ok: false, problem: null });
    expect(app.table.session.value).toBe(shown);
    while (asked.length) await asked.shift()!.answer();
    expect(app.table.answering.value).toBe(false);
    expect(current(app.table.session.value!).turnKind).toBe('person');
    expect(app.input.preview.value).toBeNull();
  });

  it('a Confirm before the forced pass is painted asks nothing more, and shows the pass with the replies', async () => {
    const { app, asked, shown } = await instantPass();
    app.input.confirm();
    expect(asked).toHaveLength(1);
    expect(app.table.session.value).toBe(shown);
    while (asked.length) await asked.shift()!.answer();
    expect(afterMine(app).action).toEqual({ type: 'pass' });
    expect(current(app.table.session.value!).turnKind).toBe('person');
  });

  it('not at the other paces: the pass is committed by itself and its preview asks nothing', async () => {
    const { app, asked, paint, shown } = await instantPass('normal');
    await paint();
    expect(asked).toHaveLength(0);
    app.input.confirm();
    expect(app.table.session.value).not.toBe(shown);
    expect(current(app.table.session.value!).turnKind).toBe('computer');
  });
});

/** The actions of the round in progress of a saved session, in order. */
function roundOf(s: Session): Action[] {
  return roundLog(s).map((e) => e.action);
}
