/** The page's computer players: their worker starts at an idle moment after their code loads, not at the first question. */
import { describe, expect, it } from 'vitest';
import type { ThinkRequest } from '../../src/ai/worker.ts';
import type { WorkerLike } from '../../src/ai/worker-client.ts';
import { computerPlayer } from '../../src/ui/ports/computer.ts';
import { viewAt } from '../ai/helpers.ts';

const VIEW = viewAt(
  'players=3 round=1 phase=play turn=2 holder=0 plays=0 drawn=no search=0,0,0 first=yes,yes,yes hands=0|0/5|6/3|9,4|4,4|10 yard=... trains=12|4,4|7/12|10+/12|3/- exposed=-',
);

/** A worker that records what it is sent (never answers). */
function silentWorker(sent: ThinkRequest[]): WorkerLike {
  return { postMessage: (r: ThinkRequest) => void sent.push(r), addEventListener: () => {}, terminate: () => {} } as WorkerLike;
}

describe('the computer players of a page', () => {
  it('start their worker at the idle moment, once, and ask it their first question', () => {
    const idle: Array<() => void> = [];
    const sent: ThinkRequest[] = [];
    let spawned = 0;
    const computer = computerPlayer(() => (spawned++, silentWorker(sent)), (run) => void idle.push(run));
    expect(spawned).toBe(0);
    idle.forEach((run) => run());
    expect(spawned).toBe(1);
    void computer.think!(VIEW, 'sharp');
    expect({ spawned, asked: sent.map((q) => q.view) }).toEqual({ spawned: 1, asked: [VIEW] });
  });

  it('a question before the idle moment starts the worker then; the idle moment starts no second one', () => {
    const idle: Array<() => void> = [];
    let spawned = 0;
    const computer = computerPlayer(() => (spawned++, silentWorker([])), (run) => void idle.push(run));
    void computer.think!(VIEW, 'sharp');
    idle.forEach((run) => run());
    expect(spawned).toBe(1);
  });
});
