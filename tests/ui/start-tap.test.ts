/**
 * Start's tap only reads the form (issue 14): the game starts in the task after it, so the
 * browser's input task stays short, and a second tap while a start is on its way is not a
 * second game (it would keep the first, never played, in Records as unfinished).
 */
import { describe, expect, it } from 'vitest';
import { h, render } from 'preact';
import { NewGame } from '../../src/ui/start/NewGame.tsx';
import { AppContext } from '../../src/ui/app/context.ts';
import type { NewGameForm } from '../../src/ui/start/prefill.ts';
import { fakeDomCases, installFakeDom } from './fake-dom.ts';
import { makeApp } from './helpers.ts';

const keep = fakeDomCases();

const nextTask = () => new Promise((done) => setTimeout(done, 0));

/** The form rendered into the fake DOM; each Start waits until the test lets it finish. */
async function form(): Promise<{ submit: () => void; starts: NewGameForm[]; finish: () => void }> {
  const root = installFakeDom();
  const { app } = await makeApp({ search: '?seed=TAPS1&players=Ana,Ben:computer' });
  const starts: NewGameForm[] = [];
  let finish = () => {};
  const onStart = (values: NewGameForm) => {
    starts.push(values);
    return new Promise<boolean>((done) => (finish = () => done(true)));
  };
  render(h(AppContext.Provider, { value: app }, h(NewGame, { onStart, onCancel: null })), root as unknown as Element);
  keep(root);
  const [el] = root.byTag('form');
  return { submit: () => el!.fire('submit'), starts, finish: () => finish() };
}

describe("Start's tap", () => {
  it('starts nothing in its own task', async () => {
    const { submit, starts } = await form();
    submit();
    expect(starts).toEqual([]);
  });

  it('starts the game shown in the task after it', async () => {
    const { submit, starts } = await form();
    submit();
    await nextTask();
    expect(starts.map((s) => [s.seed, s.seats.map((x) => x.name)])).toEqual([['TAPS1', ['Ana', 'Ben']]]);
  });

  it('a second tap before the game started is not a second game', async () => {
    const { submit, starts } = await form();
    submit();
    submit();
    await nextTask();
    await nextTask();
    expect(starts.length).toBe(1);
  });

  it('a second tap while the first start is still on its way is not a second game', async () => {
    const { submit, starts } = await form();
    submit();
    await nextTask();
    submit();
    await nextTask();
    expect(starts.length).toBe(1);
  });

  it('once a start has finished, Start starts again', async () => {
    const { submit, starts, finish } = await form();
    submit();
    await nextTask();
    finish();
    await nextTask();
    submit();
    await nextTask();
    expect(starts.length).toBe(2);
  });
});
