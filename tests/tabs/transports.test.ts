import { describe, expect, it } from 'vitest';
import { channelTransport } from '../../src/tabs/channel.ts';
import { locksTransport } from '../../src/tabs/locks.ts';
import type { TabEvent } from '../../src/tabs/role.ts';
import { OWNERSHIP_NAME, type LockManagerLike } from '../../src/tabs/transport.ts';
import { sleep } from '../store/helpers.ts';
import { FakeChannels, FakeLocks } from './fakes.ts';

/** A dispatch that records events. */
function recorder(): { events: TabEvent[]; dispatch: (event: TabEvent) => void } {
  const events: TabEvent[] = [];
  return { events, dispatch: (event) => events.push(event) };
}
const now = () => 7;

describe('the Web Locks transport', () => {
  it('a free lock is granted and stays held until let-go, which is not a loss', async () => {
    const locks = new FakeLocks();
    const { events, dispatch } = recorder();
    const transport = locksTransport(locks, dispatch, now);
    transport.run({ type: 'request-lock', purpose: 'claim' });
    await sleep(0);
    expect(events).toEqual([{ type: 'lock-granted', purpose: 'claim', at: 7 }]);
    expect(locks.isHeld(OWNERSHIP_NAME)).toBe(true);
    transport.run({ type: 'let-go' });
    await sleep(0);
    expect(locks.isHeld(OWNERSHIP_NAME)).toBe(false);
    expect(events).toHaveLength(1);
  });

  it('a held lock: lock-busy', async () => {
    const locks = new FakeLocks();
    locksTransport(locks, () => undefined, now).run({ type: 'request-lock', purpose: 'claim' });
    await sleep(0);
    const { events, dispatch } = recorder();
    locksTransport(locks, dispatch, now).run({ type: 'request-lock', purpose: 'probe' });
    await sleep(0);
    expect(events).toEqual([{ type: 'lock-busy', purpose: 'probe', at: 7 }]);
  });

  it('stealing: the thief gets it, the holder hears lock-lost', async () => {
    const locks = new FakeLocks();
    const holder = recorder();
    locksTransport(locks, holder.dispatch, now).run({ type: 'request-lock', purpose: 'claim' });
    await sleep(0);
    const thief = recorder();
    locksTransport(locks, thief.dispatch, now).run({ type: 'request-lock', purpose: 'steal' });
    await sleep(0);
    expect(thief.events).toEqual([{ type: 'lock-granted', purpose: 'steal', at: 7 }]);
    expect(holder.events.at(-1)).toEqual({ type: 'lock-lost' });
    expect(locks.steals).toBe(1);
  });

  it('an API that throws: lock-refused, nothing thrown', () => {
    const broken: LockManagerLike = {
      request: () => {
        throw new DOMException('not allowed here', 'SecurityError');
      },
    };
    const { events, dispatch } = recorder();
    locksTransport(broken, dispatch, now).run({ type: 'request-lock', purpose: 'claim' });
    expect(events).toEqual([{ type: 'lock-refused', purpose: 'claim', at: 7 }]);
  });

  it('a request that fails before granting: lock-busy', async () => {
    const failing: LockManagerLike = { request: () => Promise.reject(new DOMException('aborted', 'AbortError')) };
    const { events, dispatch } = recorder();
    locksTransport(failing, dispatch, now).run({ type: 'request-lock', purpose: 'steal' });
    await sleep(0);
    expect(events).toEqual([{ type: 'lock-busy', purpose: 'steal', at: 7 }]);
  });

  it('ignores effects that are not about locks', async () => {
    const locks = new FakeLocks();
    const { events, dispatch } = recorder();
    locksTransport(locks, dispatch, now).run({ type: 'post', message: { type: 'hello', from: 'a' } });
    await sleep(0);
    expect(events).toEqual([]);
    expect(locks.isHeld(OWNERSHIP_NAME)).toBe(false);
  });
});

describe('the BroadcastChannel transport', () => {
  it('posts reach the other tab as events', async () => {
    const channels = new FakeChannels();
    const a = channelTransport(channels.openChannel, () => undefined, now)!;
    const b = recorder();
    channelTransport(channels.openChannel, b.dispatch, now);
    a.run({ type: 'post', message: { type: 'release', from: 'a' } });
    await sleep(5);
    expect(b.events).toEqual([{ type: 'release-asked', from: 'a' }]);
  });

  it('junk on the channel is ignored', async () => {
    const channels = new FakeChannels();
    const b = recorder();
    channelTransport(channels.openChannel, b.dispatch, now);
    const other = channels.openChannel(OWNERSHIP_NAME);
    other.postMessage({ type: 'owner', from: 'x' });
    other.postMessage(null);
    await sleep(5);
    expect(b.events).toEqual([]);
  });

  it('after close-channel, posting is a quiet no-op', () => {
    const channels = new FakeChannels();
    const a = channelTransport(channels.openChannel, () => undefined, now)!;
    a.run({ type: 'close-channel' });
    expect(() => a.run({ type: 'post', message: { type: 'hello', from: 'a' } })).not.toThrow();
    expect(channels.log).toEqual([]);
  });

  it('a channel that cannot be opened: no transport', () => {
    const open = () => {
      throw new Error('no channel here');
    };
    expect(channelTransport(open, () => undefined, now)).toBeNull();
  });
});
