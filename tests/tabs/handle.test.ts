import { afterEach, describe, expect, it, vi } from 'vitest';
import { claimOwnership, type Ownership } from '../../src/tabs/index.ts';
import { FakeChannels, FakeLocks, tabEnv } from './fakes.ts';

const opened: Ownership[] = [];
function tab(id: string, parts: Parameters<typeof tabEnv>[1]): Ownership {
  const ownership = claimOwnership(tabEnv(id, parts));
  opened.push(ownership);
  return ownership;
}
afterEach(() => {
  for (const ownership of opened.splice(0)) ownership.close();
});

describe('the ownership handle', () => {
  it('two takeOver calls at once both resolve with the new role', async () => {
    const parts = { locks: new FakeLocks(), channels: new FakeChannels() };
    await tab('a', parts).ready;
    const b = tab('b', parts);
    await b.ready;
    expect(await Promise.all([b.takeOver(), b.takeOver()])).toEqual(['owner', 'owner']);
  });

  it('takeOver on a closed tab resolves at once as a viewer', async () => {
    const a = tab('a', { locks: new FakeLocks() });
    await a.ready;
    a.close();
    expect(await a.takeOver()).toBe('viewer');
  });

  it('closing while a take-over waits ends the wait as a viewer', async () => {
    const locks = new FakeLocks();
    const a = tab('a', { locks }); // Holds the lock, hears no channel: never answers.
    await a.ready;
    const channels = new FakeChannels();
    const b = claimOwnership({ ...tabEnv('b', { locks, channels }), releaseMs: 60_000 });
    await b.ready;
    const pending = b.takeOver();
    await vi.waitFor(() => expect(channels.log).toContainEqual({ type: 'release', from: 'b' }));
    b.close();
    expect(await pending).toBe('viewer');
  });

  it('a failing beforeRelease still hands the session over', async () => {
    const parts = { locks: new FakeLocks(), channels: new FakeChannels() };
    const a = tab('a', parts);
    await a.ready;
    a.setBeforeRelease(() => Promise.reject(new Error('disk full')));
    const b = tab('b', parts);
    await b.ready;
    expect(await b.takeOver()).toBe('owner');
    expect(parts.locks.steals).toBe(0);
  });

  it('a listener that throws does not stop the others', async () => {
    const a = tab('a', { locks: new FakeLocks() });
    const heard: string[] = [];
    a.onChange(() => {
      throw new Error('bug');
    });
    a.onChange((role) => heard.push(role));
    await a.ready;
    expect(heard).toEqual(['owner']);
  });

  it('unsubscribed listeners hear nothing more', async () => {
    const a = tab('a', {});
    const heard: string[] = [];
    const stop = a.onChange((role) => heard.push(role));
    stop();
    a.close();
    expect(heard).toEqual([]);
  });

  it('close while still pending settles ready as a viewer', async () => {
    const a = tab('a', { channels: new FakeChannels() });
    a.close();
    expect(await a.ready).toBe('viewer');
    expect(a.mayWrite()).toBe(false);
  });
});
