/**
 * Nothing is lost by one tap: a new game started while one is in progress keeps that one in
 * Records as unfinished (resumable), and when it cannot be kept no new game starts.
 */
import { describe, expect, it } from 'vitest';
import { current } from '../../src/session/index.ts';
import { RecordsModel } from '../../src/ui/records/model/records.ts';
import { testEnv } from '../support/fixtures.ts';
import { SOLO, makeApp, playUntil, settle, startGame } from './helpers.ts';

const OTHERS = [
  { name: 'Dee', kind: 'person' as const },
  { name: 'Eve', kind: 'computer' as const, level: 'relaxed' as const },
];

describe('a new game while one is in progress', () => {
  it('the app says where the game in progress stands (leaving), and nothing when there is none', async () => {
    const { app } = await makeApp();
    expect(app.leaving.value).toBeNull();
    await startGame(app);
    expect(app.leaving.value).toEqual({ round: 1, rounds: 13 });
  });

  it('keeps the game in progress among the unfinished games, then starts the new one', async () => {
    const { app, storage } = await makeApp();
    await startGame(app);
    await playUntil(app, () => current(app.table.session.value!).undosUsed === 0 && app.table.log.value.length > 4);
    const left = app.table.session.value!;
    const outcome = await app.leaveAndStart({ seats: OTHERS, seed: 'NEWSEED01', pace: 'instant' });
    expect(outcome).toEqual({ ok: true });
    expect(storage.keptAside.map((k) => [k.problem.code, k.session])).toEqual([['left-unfinished', left]]);
    expect(current(app.table.session.value!)).toMatchObject({ seed: 'NEWSEED01', round: 1 });
    expect(app.screen.value).toBe('table');
  });

  it('when the game in progress cannot be kept, no new game starts and it stays on the table', async () => {
    const { app, storage } = await makeApp();
    await startGame(app);
    const left = app.table.session.value!;
    const saves = storage.saves.length;
    storage.keepWorks = false;
    expect(await app.leaveAndStart({ seats: OTHERS, seed: 'NEWSEED01', pace: 'instant' })).toBe('not-kept');
    expect(app.table.session.value).toBe(left);
    expect(storage.saves.length).toBe(saves);
    expect(storage.keptAside).toEqual([]);
  });

  it('with no game in progress, nothing is kept', async () => {
    const { app, storage } = await makeApp();
    expect(await app.leaveAndStart({ seats: SOLO, seed: 'NEWSEED01', pace: 'instant' })).toEqual({ ok: true });
    expect(storage.keptAside).toEqual([]);
  });

  it('Records lists the game left as unfinished, and Resume puts it back on the table', async () => {
    const { app, storage } = await makeApp();
    await startGame(app);
    const left = app.table.session.value!;
    await app.leaveAndStart({ seats: OTHERS, seed: 'NEWSEED01', pace: 'instant' });
    storage.gameStored = true;
    const resumed: unknown[] = [];
    const records = new RecordsModel(storage.open(testEnv()), (s) => void resumed.push(s));
    await records.open();
    expect(records.unfinished.value.map((k) => k.game)).toEqual([{ round: 1, rounds: 13, names: ['Ann', 'Bob'] }]);
    expect(records.otherKeptAside.value).toEqual([]);
    const qid = records.unfinished.value[0]!.qid;
    await records.restoreKeptAside(qid);
    expect(records.asking.value).toBe(qid); // a game is in progress: the person is asked first
    await records.restoreKeptAside(qid, true);
    await settle();
    expect(resumed).toEqual([left]);
  });

  it('unreadable items stay under Kept aside, not among the unfinished games', async () => {
    const { app, storage } = await makeApp();
    storage.keptAside.push({ qid: 'bad', what: 'session', at: '', problem: { code: 'bad-rounds', detail: 'x' }, restorable: false });
    const records = new RecordsModel(storage.open(testEnv()));
    await records.open();
    expect(records.unfinished.value).toEqual([]);
    expect(records.otherKeptAside.value.map((k) => k.qid)).toEqual(['bad']);
    void app;
  });
});
