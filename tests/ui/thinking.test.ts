/**
 * Computers that think in a worker (ComputerPlayer.think): the table asks with the view of
 * the computer to act, the pacing waits for the answer, and an answer that comes too late
 * for the session on the table is dropped.
 */
import { describe, expect, it } from 'vitest';
import { viewFor, type Action, type PlayerView } from '../../src/core/index.ts';
import { refereeState, type Level } from '../../src/session/index.ts';
import type { AppModel } from '../../src/ui/model/app.ts';
import { PACE_MS } from '../../src/ui/model/pacing.ts';
import type { ComputerPlayer } from '../../src/ui/model/ports.ts';
import { fakeStorage, firstLegalComputer } from './fakes.ts';
import { makeApp, playUntil, settle, startGame } from './helpers.ts';

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
