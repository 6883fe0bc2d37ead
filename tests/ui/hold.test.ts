/**
 * The hold on the table's commands: its look (hold.ts) shows only once it lasts; a command given
 * during it waits and runs once it ends, when still meant (the turn machine: turn.test.ts), here
 * through the input model and the dock: a Confirm during a save, a second tap on a tile landing.
 */
import { describe, expect, it } from 'vitest';
import { createModel, effect, signal } from '@preact/signals';
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { current, roundLog, viewFor } from '../../src/session/index.ts';
import { Dock } from '../../src/ui/table/Dock.tsx';
import type { AppModel } from '../../src/ui/app/app.ts';
import { AppContext } from '../../src/ui/app/context.ts';
import { HOLD_SHOWN_MS, holdShown } from '../../src/ui/table/model/hold.ts';
import { fakeTimers } from '../support/clock.ts';
import { makeApp, makePaintingApp, oneTrainTile, playUntil, settle, startGame } from './helpers.ts';
import { appAt, FORCED, played, TO_DRAW } from './positions.ts';

/** The look of a hold over a busy flag of the test's, on fake timers; `seen` lists every value it took. */
function aHold() {
  const busy = signal(false);
  const timers = fakeTimers();
  const shown = holdShown(busy, timers);
  const seen: boolean[] = [];
  effect(() => void seen.push(shown.value));
  return { busy, timers, hold: { shown }, seen };
}

describe('a hold shows only once it lasts', () => {
  it('a hold shorter than HOLD_SHOWN_MS never shows', () => {
    const { busy, timers, seen } = aHold();
    busy.value = true;
    timers.advance(HOLD_SHOWN_MS - 1);
    busy.value = false;
    timers.runAll();
    expect(seen).toEqual([false]);
  });

  it('a hold that lasts shows at HOLD_SHOWN_MS and stops showing when it ends', () => {
    const { busy, timers, hold, seen } = aHold();
    busy.value = true;
    timers.advance(HOLD_SHOWN_MS);
    expect(hold.shown.value).toBe(true);
    busy.value = false;
    expect(seen).toEqual([false, true, false]);
  });

  it('each hold is timed from its own start', () => {
    const { busy, timers, hold } = aHold();
    busy.value = true;
    timers.advance(HOLD_SHOWN_MS - 10);
    busy.value = false;
    busy.value = true;
    timers.advance(HOLD_SHOWN_MS - 10);
    expect(hold.shown.value).toBe(false);
    timers.advance(10);
    expect(hold.shown.value).toBe(true);
  });

  it('a disposed model shows nothing after and leaves no timer', () => {
    const busy = signal(true);
    const timers = fakeTimers();
    const Model = createModel(() => ({ shown: holdShown(busy, timers) }));
    const model = new Model();
    model[Symbol.dispose]();
    timers.runAll();
    expect({ shown: model.shown.value, timers: timers.pending() }).toEqual({ shown: false, timers: 0 });
  });
});

/** The forced draw of FORCED('pc') confirmed while saves are held: its save runs and the forced pass is previewed. */
async function passDuringSave() {
  const t = await appAt(played(FORCED('pc'), TO_DRAW));
  t.storage.holding = true;
  expect(t.app.input.preview.value).toEqual({ kind: 'draw' });
  t.app.input.confirm();
  await settle();
  expect({ saving: t.app.table.saving.value, preview: t.app.input.preview.value }).toEqual({ saving: true, preview: { kind: 'pass' } });
  return t;
}

describe('the input model during a hold', () => {
  it('a Confirm during a save waits for it, then plays the move', async () => {
    const { app, storage, timers } = await passDuringSave();
    const drawn = app.table.session.value!;
    expect(app.input.busy.value).toBe(true);
    expect(app.input.confirm()).toEqual({ ok: false, problem: null });
    expect(app.table.session.value).toBe(drawn);
    storage.release();
    await settle();
    timers.advance(0);
    expect(roundLog(app.table.session.value!).slice(roundLog(drawn).length).map((e) => e.action)).toEqual([{ type: 'pass' }]);
  });

  it('Undo tapped during a save waits for it, then takes the move back', async () => {
    const { app, storage, timers } = await passDuringSave();
    const drawn = app.table.session.value!;
    expect(current(drawn).canUndo).toBe(true);
    app.input.whenFree(() => app.table.undo());
    expect(app.table.session.value).toBe(drawn);
    storage.release();
    await settle();
    timers.advance(0);
    expect(roundLog(app.table.session.value!).length).toBe(roundLog(drawn).length - 1);
    // The tile drawn is back in the yard.
    expect({ before: viewFor(drawn, 0).hand, after: app.table.view.value!.hand }).toEqual({ before: ['3|4', '1|1'], after: ['3|4'] });
  });

  it('a Confirm whose preview was let go during the save does nothing', async () => {
    const { app, storage, timers } = await passDuringSave();
    const drawn = app.table.session.value!;
    app.input.confirm();
    app.input.cancel();
    storage.release();
    await settle();
    timers.runAll();
    expect(app.table.session.value).toBe(drawn);
  });

  it('Place engine waits for the save as Confirm does', async () => {
    const { app, storage, timers } = await makeApp();
    storage.holding = true;
    await startGame(app);
    expect(app.table.saving.value).toBe(true);
    const before = app.table.session.value;
    expect(app.input.act({ type: 'placeEngine' })).toEqual({ ok: false, problem: null });
    expect(app.table.session.value).toBe(before);
    storage.release();
    await settle();
    timers.advance(0);
    expect(roundLog(app.table.session.value!).at(-1)?.action).toEqual({ type: 'placeEngine' });
  });

  it('Hint waits for the save as Confirm does', async () => {
    const { app, storage, timers } = await passDuringSave();
    app.input.cancel();
    expect(app.input.showHint()).toEqual({ ok: false, problem: null });
    expect(app.input.hint.value).toBeNull();
    storage.release();
    await settle();
    timers.advance(0);
    expect({ hint: app.input.hint.value?.action, preview: app.input.preview.value }).toEqual({ hint: { type: 'pass' }, preview: { kind: 'pass' } });
  });
});

/** A game at the person's one-train tile, in an app whose page paints frames by hand (`paint()`). */
async function painting() {
  const t = await makePaintingApp();
  await startGame(t.app);
  await playUntil(t.app, () => oneTrainTile(t.app) !== null);
  return { ...t, ...oneTrainTile(t.app)! };
}

function dock(app: AppModel): string {
  return renderToString(h(AppContext.Provider, { value: app }, h(Dock, { view: app.table.view.value! })));
}
const disabled = (html: string, words: string): boolean => new RegExp(`<button[^>]*disabled[^>]*>${words}</button>`).test(html);

describe('a tile landing and its save: the controls and the hand', () => {
  it('a second Confirm on a tile landing does not confirm the preview that comes next (a forced end of the first turn)', async () => {
    const { app, timers, paint } = await makePaintingApp();
    // FORCED: the person's first turn, 12|5 their only tile that links; once it is laid, finishing the turn is all that is left.
    app.table.resume(played(FORCED('pc'), [{ type: 'placeEngine' }]));
    await settle();
    app.input.select('5|12');
    expect(app.input.preview.value).toEqual({ kind: 'play', tile: '5|12', train: 0 });
    app.input.confirm();
    app.input.confirm();
    paint();
    const committed = app.table.session.value!;
    expect(app.input.preview.value).toEqual({ kind: 'finish' });
    await settle();
    timers.advance(0);
    expect({ same: app.table.session.value === committed, last: roundLog(app.table.session.value!).at(-1)?.action }).toEqual({
      same: true,
      last: { type: 'play', tile: '5|12', train: 0 },
    });
  });

  it('the controls stay as they were through a short hold, and grey once it lasts HOLD_SHOWN_MS', async () => {
    const { app, storage, timers, tile, paint } = await painting();
    app.input.select(tile);
    expect(disabled(dock(app), 'Confirm')).toBe(false);
    app.input.confirm();
    expect(app.input.busy.value).toBe(true);
    // The landing frame: Confirm and the hand look as before (the tile has left the hand).
    const landing = dock(app);
    expect(disabled(landing, 'Confirm')).toBe(false);
    expect(landing).not.toContain(`data-tile="${tile}"`);
    storage.holding = true;
    paint();
    timers.advance(HOLD_SHOWN_MS - 1);
    expect(disabled(dock(app), 'Restart round')).toBe(false);
    timers.advance(1);
    expect(app.input.holdShown.value).toBe(true);
    expect(disabled(dock(app), 'Restart round')).toBe(true);
    storage.release();
    await settle();
    expect({ busy: app.input.busy.value, shown: app.input.holdShown.value }).toEqual({ busy: false, shown: false });
    expect(disabled(dock(app), 'Restart round')).toBe(false);
  });
});
