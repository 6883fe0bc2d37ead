import { vi, afterEach, describe, expect, it } from 'vitest';
import { claimOwnership, OWNERSHIP_NAME, type Ownership, type Role, type RoleReason } from '../../src/tabs/index.ts';
import { freshFactory, makeStore, sleep, toy } from '../store/helpers.ts';
import { FakeChannels, FakeLocks, tabEnv } from './fakes.ts';

const opened: Ownership[] = [];
/** A tab's ownership, closed after the test. */
function tab(id: string, parts: Parameters<typeof tabEnv>[1]): Ownership {
  const ownership = claimOwnership(tabEnv(id, parts));
  opened.push(ownership);
  return ownership;
}
/** Records every role change of a tab. */
function watch(ownership: Ownership): [Role, RoleReason][] {
  const changes: [Role, RoleReason][] = [];
  ownership.onChange((role, reason) => changes.push([role, reason]));
  return changes;
}

afterEach(() => {
  for (const ownership of opened.splice(0)) ownership.close();
});

describe.each([
  ['Web Locks + BroadcastChannel', () => ({ locks: new FakeLocks(), channels: new FakeChannels() })],
  ['BroadcastChannel only', () => ({ locks: null, channels: new FakeChannels() })],
])('two tabs with %s', (_, browser) => {
  it('the first tab owns the session, the second is a viewer', async () => {
    const parts = browser();
    const a = tab('a', parts);
    expect(await a.ready).toBe('owner');
    const b = tab('b', parts);
    expect(await b.ready).toBe('viewer');
    expect(a.role()).toBe('owner');
  });

  it('takeOver: the owner finishes its saves, turns read-only, and the other tab owns it', async () => {
    const parts = browser();
    const a = tab('a', parts);
    await a.ready;
    const order: string[] = [];
    const during: unknown[] = [];
    a.setBeforeRelease(async () => {
      during.push([a.role(), a.mayWrite()]); // Checked below: a failed expect here would be swallowed.
      await sleep(10);
      order.push('a saved');
    });
    const aChanges = watch(a);
    const b = tab('b', parts);
    await b.ready;
    const role = await b.takeOver();
    order.push('b owns');
    expect(role).toBe('owner');
    expect(a.role()).toBe('viewer');
    expect(aChanges).toEqual([['viewer', 'taken']]);
    expect(order).toEqual(['a saved', 'b owns']);
    expect(during).toEqual([['viewer', true]]); // Read-only, finishing its saves.
    expect(a.mayWrite()).toBe(false);
    expect(b.mayWrite()).toBe(true);
    if (parts.locks) expect(parts.locks.steals).toBe(0); // Released cooperatively.
    await sleep(30);
    expect([a.role(), b.role()]).toEqual(['viewer', 'owner']); // Stays settled.
  });

  it('an owner that closed: the viewer takes over', async () => {
    const parts = browser();
    const a = tab('a', parts);
    await a.ready;
    const b = tab('b', parts);
    await b.ready;
    a.close();
    expect(await b.takeOver()).toBe('owner');
    expect(a.role()).toBe('viewer');
  });
});

describe('edge cases', () => {
  it('a hung owner (no answer) loses the lock after releaseMs: stolen, and it learns it', async () => {
    const locks = new FakeLocks();
    const a = tab('a', { locks, channels: null }); // Hears nothing.
    await a.ready;
    const aChanges = watch(a);
    const b = tab('b', { locks, channels: new FakeChannels() });
    expect(await b.ready).toBe('viewer');
    expect(await b.takeOver()).toBe('owner');
    expect(locks.steals).toBe(1);
    await sleep(0);
    expect(aChanges).toEqual([['viewer', 'taken']]);
    expect(locks.isHeld(OWNERSHIP_NAME)).toBe(true);
  });

  it('channel only, two tabs claiming at the same moment: exactly one owner (the lower id)', async () => {
    const channels = new FakeChannels();
    // Both handshake timers run by hand, together: on a loaded machine real timers could let
    // one tab hear the other's claim first, and then it is not "the same moment" any more.
    const handshakes: (() => void)[] = [];
    const setTimer = (run: () => void): (() => void) => (handshakes.push(run), () => undefined);
    const z = claimOwnership({ ...tabEnv('z', { channels }), now: () => 1000, setTimer });
    const y = claimOwnership({ ...tabEnv('y', { channels }), now: () => 1000, setTimer });
    opened.push(z, y);
    await sleep(5); // Each hears the other's hello while pending: no answer yet.
    for (const run of handshakes.splice(0)) run();
    expect([y.role(), z.role()]).toEqual(['owner', 'owner']); // Both claimed: the clash to settle.
    await vi.waitFor(() => expect([y.role(), z.role()]).toEqual(['owner', 'viewer']), { timeout: 3000, interval: 10 });
    await sleep(20);
    expect([y.role(), z.role()]).toEqual(['owner', 'viewer']); // Stays settled.
  });

  it('channel only, a late claimer meets the established owner: the older owner keeps it', async () => {
    const channels = new FakeChannels();
    let clock = 1000;
    const z = claimOwnership({ ...tabEnv('z', { channels }), now: () => clock });
    opened.push(z);
    expect(await z.ready).toBe('owner');
    clock = 5000;
    const late = channels.openChannel('mexican-train-session'); // A tab that missed z's answer.
    late.postMessage({ type: 'owner', from: 'a', since: 4000 });
    await sleep(10);
    expect(z.role()).toBe('owner');
    expect(channels.log.at(-1)).toEqual({ type: 'owner', from: 'z', since: 1000 });
    late.close();
  });

  it('no locks and no channel: the tab owns the session at once', async () => {
    const alone = tab('solo', {});
    expect(alone.role()).toBe('owner');
    expect(await alone.ready).toBe('owner');
  });

  it('a lock API that throws falls back to the channel', async () => {
    const channels = new FakeChannels();
    const broken = {
      request: () => {
        throw new DOMException('not allowed here', 'SecurityError');
      },
    };
    const a = claimOwnership({ ...tabEnv('a', { channels }), locks: broken });
    opened.push(a);
    expect(await a.ready).toBe('owner');
    expect(channels.log).toContainEqual({ type: 'hello', from: 'a' });
  });
});

describe('the store refuses session writes from a tab that does not own it', () => {
  it('viewer refused; after takeOver it resumes exactly where the owner stopped', async () => {
    const factory = freshFactory();
    const locks = new FakeLocks();
    const channels = new FakeChannels();
    const a = makeStore({ indexedDB: factory, ownership: tab('a', { locks, channels }) });
    await a.ready;
    const b = makeStore({ indexedDB: factory, ownership: tab('b', { locks, channels }) });
    await b.ready;
    expect(b.status()).toMatchObject({ owner: false });
    expect(b.status().problem).toEqual({ code: 'viewer' });
    expect(await b.saveSession(toy('B', 1))).toMatchObject({ ok: false, reason: 'not-owner' });
    expect(await b.finishSession(toy('B', 1))).toMatchObject({ ok: false, reason: 'not-owner' });
    expect(await b.clearSession()).toMatchObject({ ok: false, reason: 'not-owner' });

    expect(await a.saveSession(toy('A', 1))).toMatchObject({ ok: true });
    // Saves made before the owner hears of the take-over still land, in order, before B owns it.
    const late = [a.saveSession(toy('A', 2)), a.saveSession(toy('A', 3))];
    expect(await b.takeOver()).toBe('owner');
    expect(await Promise.all(late)).toEqual([
      { ok: true, persistent: true, problem: null },
      { ok: true, persistent: true, problem: null },
    ]);
    expect(await b.loadSession()).toMatchObject({ kind: 'loaded', session: toy('A', 3) });
    expect(b.status()).toMatchObject({ owner: true, problem: null });

    expect(await a.saveSession(toy('A', 3))).toMatchObject({ ok: false, reason: 'not-owner' });
    expect(a.status()).toMatchObject({ owner: false, problem: { code: 'taken' } });
    expect(await b.saveSession(toy('B', 9))).toMatchObject({ ok: true, persistent: true });
    expect(await a.loadSession()).toMatchObject({ session: toy('B', 9) }); // Reading stays allowed.
    a.close();
    b.close();
  });
});
