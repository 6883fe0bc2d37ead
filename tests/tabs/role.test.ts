import { describe, expect, it } from 'vitest';
import { initialState, mayWrite, step, type Effect, type RoleState, type TabEvent } from '../../src/tabs/role.ts';

/** A tab called 'me' with both APIs, changed by `patch`. */
function tab(patch: Partial<RoleState> = {}): RoleState {
  return { ...initialState('me', { locks: true, channel: true }), ...patch };
}
const lockOwner = tab({ role: 'owner', since: 100, holding: true });
const channelOwner = tab({ mode: 'channel', role: 'owner', since: 100 });
const channelPending = tab({ mode: 'channel' });
const lockViewer = tab({ role: 'viewer' });
const channelViewer = tab({ mode: 'channel', role: 'viewer' });
const locksOnlyViewer = tab({ role: 'viewer', channel: false });

type Row = [name: string, before: RoleState, event: TabEvent, change: Partial<RoleState>, effects: Effect[]];

function table(rows: Row[]): void {
  it.each(rows)('%s', (_, before, event, change, effects) => {
    const after = step(before, event);
    expect(after.state).toEqual({ ...before, ...change });
    expect(after.effects).toEqual(effects);
  });
}

describe('claiming', () => {
  table([
    ['with locks: asks for a free lock', tab(), { type: 'start', at: 1 }, {}, [{ type: 'request-lock', purpose: 'claim' }]],
    ['channel only: says hello and waits', channelPending, { type: 'start', at: 1 }, {}, [
      { type: 'post', message: { type: 'hello', from: 'me' } },
      { type: 'start-timer', timer: 'handshake' },
    ]],
    ['alone: owner at once', tab({ mode: 'alone', channel: false }), { type: 'start', at: 5 }, { role: 'owner', since: 5 }, [
      { type: 'notify', role: 'owner', reason: 'claimed' },
    ]],
    ['the lock granted: owner, holding it', tab(), { type: 'lock-granted', purpose: 'claim', at: 7 }, { role: 'owner', since: 7, holding: true }, [
      { type: 'notify', role: 'owner', reason: 'claimed' },
    ]],
    ['the lock busy: viewer', tab(), { type: 'lock-busy', purpose: 'claim', at: 7 }, { role: 'viewer' }, [
      { type: 'notify', role: 'viewer', reason: 'busy' },
    ]],
    ['the lock API refuses, a channel exists: claims over the channel', tab(), { type: 'lock-refused', purpose: 'claim', at: 7 }, { mode: 'channel' }, [
      { type: 'post', message: { type: 'hello', from: 'me' } },
      { type: 'start-timer', timer: 'handshake' },
    ]],
    ['the lock API refuses, no channel: owner alone', tab({ channel: false }), { type: 'lock-refused', purpose: 'claim', at: 7 }, { mode: 'alone', role: 'owner', since: 7 }, [
      { type: 'notify', role: 'owner', reason: 'claimed' },
    ]],
    ['nobody answered hello: owner, and says so', channelPending, { type: 'handshake-timeout', at: 9 }, { role: 'owner', since: 9 }, [
      { type: 'notify', role: 'owner', reason: 'claimed' },
      { type: 'post', message: { type: 'owner', from: 'me', since: 9 } },
    ]],
    ['a late handshake timer after settling: nothing', channelViewer, { type: 'handshake-timeout', at: 9 }, {}, []],
    ['an owner answers hello: viewer', channelPending, { type: 'heard-owner', from: 'b', since: 3, takeover: false }, { role: 'viewer' }, [
      { type: 'cancel-timer', timer: 'handshake' },
      { type: 'notify', role: 'viewer', reason: 'busy' },
    ]],
    ['with locks, owner messages do not decide', tab(), { type: 'heard-owner', from: 'b', since: 3, takeover: false }, {}, []],
    ['its own owner message: nothing', channelPending, { type: 'heard-owner', from: 'me', since: 3, takeover: false }, {}, []],
  ]);
});

describe('two owners meet on the channel', () => {
  table([
    ['theirs is older: they keep it', channelOwner, { type: 'heard-owner', from: 'z', since: 50, takeover: false }, { role: 'viewer' }, [
      { type: 'notify', role: 'viewer', reason: 'taken' },
    ]],
    ['mine is older: I keep it and say so', channelOwner, { type: 'heard-owner', from: 'a', since: 200, takeover: false }, {}, [
      { type: 'post', message: { type: 'owner', from: 'me', since: 100 } },
    ]],
    ['same age, their id is lower: they keep it', channelOwner, { type: 'heard-owner', from: 'a', since: 100, takeover: false }, { role: 'viewer' }, [
      { type: 'notify', role: 'viewer', reason: 'taken' },
    ]],
    ['same age, my id is lower: I keep it', channelOwner, { type: 'heard-owner', from: 'z', since: 100, takeover: false }, {}, [
      { type: 'post', message: { type: 'owner', from: 'me', since: 100 } },
    ]],
    ['a take-over wins even when younger', channelOwner, { type: 'heard-owner', from: 'z', since: 900, takeover: true }, { role: 'viewer' }, [
      { type: 'notify', role: 'viewer', reason: 'taken' },
    ]],
    ['a viewer ignores owners', channelViewer, { type: 'heard-owner', from: 'z', since: 1, takeover: false }, {}, []],
  ]);
});

describe('hello from a new tab', () => {
  table([
    ['channel owner answers', channelOwner, { type: 'heard-hello', from: 'b' }, {}, [
      { type: 'post', message: { type: 'owner', from: 'me', since: 100 } },
    ]],
    ['with locks, the lock answers instead', lockOwner, { type: 'heard-hello', from: 'b' }, {}, []],
    ['a viewer stays quiet', channelViewer, { type: 'heard-hello', from: 'b' }, {}, []],
  ]);
});

describe('releasing to another tab', () => {
  table([
    ['asked: read-only at once, drains its saves for the asker', lockOwner, { type: 'release-asked', from: 'b' }, { role: 'viewer', releasing: true }, [
      { type: 'notify', role: 'viewer', reason: 'taken' },
      { type: 'drain', to: 'b' },
    ]],
    ['a viewer is not asked', lockViewer, { type: 'release-asked', from: 'b' }, {}, []],
    ['its own request: nothing', lockOwner, { type: 'release-asked', from: 'me' }, {}, []],
    ['drained, holding the lock: lets go and says released', tab({ role: 'viewer', releasing: true, holding: true }), { type: 'drained', to: 'b' }, { releasing: false, holding: false }, [
      { type: 'let-go' },
      { type: 'post', message: { type: 'released', from: 'me', to: 'b' } },
    ]],
    ['drained, channel only: says released', tab({ mode: 'channel', role: 'viewer', releasing: true }), { type: 'drained', to: 'b' }, { releasing: false }, [
      { type: 'post', message: { type: 'released', from: 'me', to: 'b' } },
    ]],
    ['the lock stolen from the owner: viewer', lockOwner, { type: 'lock-lost' }, { role: 'viewer', holding: false }, [
      { type: 'notify', role: 'viewer', reason: 'taken' },
    ]],
    ['the lock stolen mid-release: its saves stop', tab({ role: 'viewer', releasing: true, holding: true }), { type: 'lock-lost' }, { releasing: false, holding: false }, []],
  ]);
});

describe('taking over', () => {
  table([
    ['already the owner: done', lockOwner, { type: 'take-over', at: 1 }, {}, [{ type: 'take-over-done' }]],
    ['with locks: first tries a free lock', lockViewer, { type: 'take-over', at: 1 }, { takeOver: 'probing' }, [{ type: 'request-lock', purpose: 'probe' }]],
    ['channel only: asks the owner to release', channelViewer, { type: 'take-over', at: 1 }, { takeOver: 'asking' }, [
      { type: 'post', message: { type: 'release', from: 'me' } },
      { type: 'start-timer', timer: 'release' },
    ]],
    ['a second call while one runs: waits for the same end', tab({ role: 'viewer', takeOver: 'asking' }), { type: 'take-over', at: 1 }, {}, []],
    ['the lock was free: owner', tab({ role: 'viewer', takeOver: 'probing' }), { type: 'lock-granted', purpose: 'probe', at: 11 }, { role: 'owner', since: 11, holding: true, takeOver: 'idle' }, [
      { type: 'notify', role: 'owner', reason: 'took-over' },
      { type: 'take-over-done' },
    ]],
    ['the lock is held: asks its owner', tab({ role: 'viewer', takeOver: 'probing' }), { type: 'lock-busy', purpose: 'probe', at: 11 }, { takeOver: 'asking' }, [
      { type: 'post', message: { type: 'release', from: 'me' } },
      { type: 'start-timer', timer: 'release' },
    ]],
    ['the lock is held, no channel to ask: steals it', { ...locksOnlyViewer, takeOver: 'probing' }, { type: 'lock-busy', purpose: 'probe', at: 11 }, { takeOver: 'stealing' }, [
      { type: 'request-lock', purpose: 'steal' },
    ]],
    ['the lock API refuses: asks over the channel', tab({ role: 'viewer', takeOver: 'probing' }), { type: 'lock-refused', purpose: 'probe', at: 11 }, { mode: 'channel', takeOver: 'asking' }, [
      { type: 'post', message: { type: 'release', from: 'me' } },
      { type: 'start-timer', timer: 'release' },
    ]],
    ['the owner released: steals the lock it let go', tab({ role: 'viewer', takeOver: 'asking' }), { type: 'released', from: 'b', to: 'me', at: 12 }, { takeOver: 'stealing' }, [
      { type: 'cancel-timer', timer: 'release' },
      { type: 'request-lock', purpose: 'steal' },
    ]],
    ['the owner never answered: steals the lock anyway', tab({ role: 'viewer', takeOver: 'asking' }), { type: 'release-timeout', at: 12 }, { takeOver: 'stealing' }, [
      { type: 'request-lock', purpose: 'steal' },
    ]],
    ['channel only, the wait is over: owner, and says so as a take-over', tab({ mode: 'channel', role: 'viewer', takeOver: 'asking' }), { type: 'release-timeout', at: 12 }, { role: 'owner', since: 12, takeOver: 'idle' }, [
      { type: 'notify', role: 'owner', reason: 'took-over' },
      { type: 'post', message: { type: 'owner', from: 'me', since: 12, takeover: true } },
      { type: 'take-over-done' },
    ]],
    ['released to another tab: not for me', tab({ role: 'viewer', takeOver: 'asking' }), { type: 'released', from: 'b', to: 'c', at: 12 }, {}, []],
    ['released while not asking: nothing', lockViewer, { type: 'released', from: 'b', to: 'me', at: 12 }, {}, []],
    ['a release timer after the wait ended: nothing', lockViewer, { type: 'release-timeout', at: 12 }, {}, []],
    ['the stolen lock granted: owner', tab({ role: 'viewer', takeOver: 'stealing' }), { type: 'lock-granted', purpose: 'steal', at: 13 }, { role: 'owner', since: 13, holding: true, takeOver: 'idle' }, [
      { type: 'notify', role: 'owner', reason: 'took-over' },
      { type: 'take-over-done' },
    ]],
    ['the steal failed: stays a viewer', tab({ role: 'viewer', takeOver: 'stealing' }), { type: 'lock-busy', purpose: 'steal', at: 13 }, { takeOver: 'idle' }, [{ type: 'take-over-done' }]],
    ['the lock API refuses the steal: stays a viewer', tab({ role: 'viewer', takeOver: 'stealing' }), { type: 'lock-refused', purpose: 'steal', at: 13 }, { mode: 'channel', takeOver: 'idle' }, [
      { type: 'take-over-done' },
    ]],
  ]);
});

describe('closing', () => {
  table([
    ['the owner: lets go, says released to nobody, closes the channel', lockOwner, { type: 'close' }, { role: 'viewer', closed: true, holding: false }, [
      { type: 'notify', role: 'viewer', reason: 'closed' },
      { type: 'let-go' },
      { type: 'post', message: { type: 'released', from: 'me', to: null } },
      { type: 'close-channel' },
    ]],
    ['while waiting for hello: stops the handshake', channelPending, { type: 'close' }, { role: 'viewer', closed: true }, [
      { type: 'notify', role: 'viewer', reason: 'closed' },
      { type: 'cancel-timer', timer: 'handshake' },
      { type: 'close-channel' },
    ]],
    ['mid take-over: stops waiting and answers', tab({ role: 'viewer', takeOver: 'asking' }), { type: 'close' }, { closed: true, takeOver: 'idle' }, [
      { type: 'cancel-timer', timer: 'release' },
      { type: 'take-over-done' },
      { type: 'close-channel' },
    ]],
    ['alone: nobody to tell', tab({ mode: 'alone', channel: false, role: 'owner' }), { type: 'close' }, { role: 'viewer', closed: true }, [
      { type: 'notify', role: 'viewer', reason: 'closed' },
    ]],
  ]);
});

describe('after closing', () => {
  const closed = tab({ role: 'viewer', closed: true });
  table([
    ['a lock granted late is let go', closed, { type: 'lock-granted', purpose: 'claim', at: 1 }, {}, [{ type: 'let-go' }]],
    ['take-over answers at once', closed, { type: 'take-over', at: 1 }, {}, [{ type: 'take-over-done' }]],
    ['messages are ignored', closed, { type: 'heard-hello', from: 'b' }, {}, []],
    ['a release request is ignored', closed, { type: 'release-asked', from: 'b' }, {}, []],
    ['closing again: nothing', closed, { type: 'close' }, {}, []],
    ['a drain finishing: no more writes, nothing posted', { ...closed, releasing: true }, { type: 'drained', to: 'b' }, { releasing: false }, []],
  ]);
});

describe('initialState', () => {
  it.each([
    [{ locks: true, channel: true }, 'locks'],
    [{ locks: true, channel: false }, 'locks'],
    [{ locks: false, channel: true }, 'channel'],
    [{ locks: false, channel: false }, 'alone'],
  ] as const)('%o decides by %s', (has, mode) => {
    expect(initialState('me', has)).toMatchObject({ mode, channel: has.channel, role: 'pending', closed: false });
  });
});

describe('mayWrite', () => {
  it.each([
    ['the owner', tab({ role: 'owner' }), true],
    ['an owner finishing queued saves', tab({ role: 'viewer', releasing: true }), true],
    ['a viewer', tab({ role: 'viewer' }), false],
    ['a tab not settled yet', tab(), false],
    ['a closed tab', tab({ role: 'owner', closed: true }), false],
  ] as const)('%s: %s', (_, state, expected) => {
    expect(mayWrite(state)).toBe(expected);
  });
});
