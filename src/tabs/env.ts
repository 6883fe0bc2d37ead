/** Everything tab ownership needs from the browser, injectable for tests. */
import type { ChannelLike, LockManagerLike } from './transport.ts';

/** Everything ownership needs from the browser, injectable for tests. */
export interface OwnershipEnv {
  locks: LockManagerLike | null;
  openChannel: ((name: string) => ChannelLike) | null;
  tabId: string;
  /** Channel-only mode: how long a new tab waits for an owner to answer. */
  handshakeMs: number;
  /** How long takeOver waits for the owner to let go before taking the lock anyway. */
  releaseMs: number;
  setTimer: (run: () => void, ms: number) => () => void;
  /** Milliseconds since the epoch: an owner's age settles a clash (the older owner keeps it). */
  now: () => number;
}

/** The browser's environment, every API guarded (absent in Node and some browsers). */
export function browserOwnershipEnv(): OwnershipEnv {
  const nav = (globalThis as { navigator?: { locks?: LockManagerLike } }).navigator;
  const Channel = (globalThis as { BroadcastChannel?: new (name: string) => ChannelLike }).BroadcastChannel;
  const crypto = (globalThis as { crypto?: { randomUUID?: () => string } }).crypto;
  return {
    locks: nav?.locks && typeof nav.locks.request === 'function' ? nav.locks : null,
    openChannel: typeof Channel === 'function' ? (name) => new Channel(name) : null,
    tabId: crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${performance.now().toString(36)}`,
    handshakeMs: 250,
    releaseMs: 1500,
    setTimer: (run, ms) => {
      const id = setTimeout(run, ms);
      return () => clearTimeout(id);
    },
    now: () => Date.now(),
  };
}
