/** The computer players' worker: what it answers, and the page's side that asks it (with a fake worker). */
import { describe, expect, it } from 'vitest';
import { chooseAction } from '../../src/ai/index.ts';
import { answer, type ThinkReply, type ThinkRequest } from '../../src/ai/worker.ts';
import { THINKING_HERE, thinkInWorker, type WorkerLike } from '../../src/ai/worker-client.ts';
import type { Action, PlayerView } from '../../src/core/index.ts';
import { viewAt } from './helpers.ts';

const VIEW = viewAt(
  'players=3 round=1 phase=play turn=2 holder=0 plays=0 drawn=no search=0,0,0 first=yes,yes,yes hands=0|0/5|6/3|9,4|4,4|10 yard=... trains=12|4,4|7/12|10+/12|3/- exposed=-',
);

/** A worker that records what it is sent and answers when told. */
function fakeWorker() {
  const sent: ThinkRequest[] = [];
  const listeners: Record<string, ((event: never) => void)[]> = {};
  let terminated = false;
  const worker: WorkerLike = {
    postMessage: (request) => void sent.push(request),
    addEventListener: (type: string, listener: (event: never) => void) => void (listeners[type] ??= []).push(listener),
    terminate: () => void (terminated = true),
  } as WorkerLike;
  const emit = (type: string, event: unknown): void => listeners[type]?.forEach((l) => l(event as never));
  return { worker, sent, reply: (r: ThinkReply) => emit('message', { data: r }), crash: () => emit('error', {}), terminated: () => terminated };
}

const here = (view: PlayerView): Action => view.legal[view.legal.length - 1]!;

describe('the worker answers', () => {
  it('with the computer player’s move for the view and level', () => {
    expect(answer({ id: 7, view: VIEW, level: 'sharp' })).toEqual({ id: 7, ok: true, action: chooseAction(VIEW, { level: 'sharp' }) });
  });

  it('keeping nothing between questions: a view asked about ahead and dropped (a move only previewed) changes no later answer', () => {
    // The table asks ahead for replies to a move the person may not make (table.foresee): the
    // worker must learn nothing from them. Every level answers a view the same before and after.
    const ahead = viewAt(
      'players=3 round=1 phase=play turn=2 holder=0 plays=0 drawn=no search=0,0,0 first=yes,yes,yes hands=0|0/5|6/3|9,4|4,4|10 yard=... trains=12|4,4|7,7|3/12|10+/12|3/- exposed=-',
    );
    for (const level of ['relaxed', 'sharp', 'expert'] as const) {
      const before = answer({ id: 1, view: VIEW, level });
      answer({ id: 2, view: ahead, level });
      expect(answer({ id: 3, view: VIEW, level })).toEqual({ ...before, id: 3 });
    }
  });

  it('with a message when there is no move to choose', () => {
    const reply = answer({ id: 8, view: { ...VIEW, legal: [] }, level: 'expert' });
    expect(reply.ok).toBe(false);
    expect(reply.id).toBe(8);
  });
});

describe('the page asks the worker', () => {
  it('sends the view and the level, nothing else', async () => {
    const fake = fakeWorker();
    const think = thinkInWorker(() => fake.worker, here);
    void think(VIEW, 'expert');
    expect(fake.sent).toEqual([{ id: 1, view: VIEW, level: 'expert' }]);
  });

  it('each answer settles its own question, in any order', async () => {
    const fake = fakeWorker();
    const think = thinkInWorker(() => fake.worker, here);
    const first = think(VIEW, 'sharp');
    const second = think(VIEW, 'relaxed');
    fake.reply({ id: 2, ok: true, action: { type: 'draw' } });
    fake.reply({ id: 1, ok: true, action: { type: 'pass' } });
    expect(await second).toEqual({ type: 'draw' });
    expect(await first).toEqual({ type: 'pass' });
  });

  it('a refusal from the worker rejects that question', async () => {
    const fake = fakeWorker();
    const think = thinkInWorker(() => fake.worker, here);
    const asked = think(VIEW, 'sharp');
    fake.reply({ id: 1, ok: false, message: 'no move' });
    await expect(asked).rejects.toThrow('no move');
  });

  it('starts one worker for every question', () => {
    let spawned = 0;
    const fake = fakeWorker();
    const think = thinkInWorker(() => (spawned++, fake.worker), here);
    void think(VIEW, 'sharp');
    void think(VIEW, 'sharp');
    expect(spawned).toBe(1);
  });

  it('can be started before its first question (warm), once, and that worker answers it', async () => {
    let spawned = 0;
    const fake = fakeWorker();
    const think = thinkInWorker(() => (spawned++, fake.worker), here);
    think.warm();
    expect({ spawned, sent: fake.sent.length }).toEqual({ spawned: 1, sent: 0 });
    think.warm();
    const asked = think(VIEW, 'sharp');
    expect(spawned).toBe(1);
    fake.reply({ id: fake.sent[0]!.id, ok: true, action: { type: 'draw' } });
    expect(await asked).toEqual({ type: 'draw' });
  });

  it('started early, a worker that fails before any question is noticed: the first question is thought here', async () => {
    const fake = fakeWorker();
    const think = thinkInWorker(() => fake.worker, here);
    think.warm();
    fake.crash();
    expect(fake.terminated()).toBe(true);
    expect(await think(VIEW, 'sharp')).toEqual(here(VIEW));
    expect(fake.sent).toHaveLength(0);
  });
});

describe('without a working worker the page thinks itself', () => {
  it('when there is no worker', async () => {
    const think = thinkInWorker(() => null, here);
    expect(await think(VIEW, 'sharp')).toEqual(here(VIEW));
  });

  it('when the worker cannot be started', async () => {
    const think = thinkInWorker(() => {
      throw new Error('blocked');
    }, here);
    expect(await think(VIEW, 'sharp')).toEqual(here(VIEW));
  });

  it('when the worker fails: open questions and later ones', async () => {
    const fake = fakeWorker();
    const think = thinkInWorker(() => fake.worker, here);
    const open = think(VIEW, 'sharp');
    fake.crash();
    expect(await open).toEqual(here(VIEW));
    expect(fake.terminated()).toBe(true);
    expect(await think(VIEW, 'sharp')).toEqual(here(VIEW));
    expect(fake.sent).toHaveLength(1);
  });
});

describe('thinking on the page\'s own thread is measured (browser tests attribute long tasks by it)', () => {
  /** The THINKING_HERE measures made while `run` runs. */
  async function measures(run: () => Promise<unknown>): Promise<number> {
    const seen: string[] = [];
    const observer = new PerformanceObserver((list) => list.getEntries().forEach((e) => seen.push(e.name)));
    observer.observe({ entryTypes: ['measure'] });
    await run();
    await new Promise((r) => setTimeout(r, 10));
    observer.disconnect();
    return seen.filter((n) => n === THINKING_HERE).length;
  }

  it('without a worker, each question thought here is one measure', async () => {
    const think = thinkInWorker(() => null, here);
    expect(await measures(() => Promise.all([think(VIEW, 'sharp'), think(VIEW, 'sharp')]))).toBe(2);
  });

  it('with a worker answering, nothing is measured here', async () => {
    const fake = fakeWorker();
    const think = thinkInWorker(() => fake.worker, here);
    const n = await measures(async () => {
      const asked = think(VIEW, 'sharp');
      fake.reply({ id: fake.sent[0]!.id, ok: true, action: here(VIEW) });
      await asked;
    });
    expect(n).toBe(0);
  });
});
