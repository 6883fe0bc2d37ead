/**
 * Which tab owns the session in progress. Only the owner writes it, so two tabs never
 * interleave actions. With the Web Locks API the owner holds the lock 'mexican-train-session';
 * without it, tabs agree over a BroadcastChannel (a tab that hears no owner within
 * `handshakeMs` becomes owner; if two owners meet, the older keeps it, then the lower id).
 *
 * Taking over: the other tab posts 'release'; the owner turns read-only at once, lets its
 * queued saves finish (`beforeRelease`), lets go and answers 'released'. The new tab then
 * takes the lock (with `steal`, so an owner that never answers within `releaseMs` cannot
 * hold it forever) and becomes the owner. The old tab hears it through `onChange`.
 */

/** The lock and channel name. */
export const OWNERSHIP_NAME = 'mexican-train-session';

/** This tab's part: not known yet, the owner, or a read-only viewer. */
export type Role = 'pending' | 'owner' | 'viewer';
/** Why the role changed: first claim, someone else owns it, it was taken from us, we took it, we closed. */
export type RoleReason = 'claimed' | 'busy' | 'taken' | 'took-over' | 'closed';

/** The part of the Web Locks API used here (navigator.locks). */
export interface LockManagerLike {
  request(
    name: string,
    options: { ifAvailable?: boolean; steal?: boolean },
    callback: (lock: unknown) => unknown,
  ): Promise<unknown>;
}

/** The part of BroadcastChannel used here. */
export interface ChannelLike {
  postMessage(message: unknown): void;
  close(): void;
  onmessage: ((event: { data: unknown }) => void) | null;
}

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

/** The tab's ownership handle. */
export interface Ownership {
  /** The current role. */
  role(): Role;
  /** True while this tab may write the session: the owner, or an owner finishing saves queued before a release. */
  mayWrite(): boolean;
  /** Resolves with the first settled role (owner or viewer). */
  ready: Promise<Role>;
  /** Calls `listener` on every role change; returns the unsubscribe function. */
  onChange(listener: (role: Role, reason: RoleReason) => void): () => void;
  /** Makes this tab the owner, telling the current owner to release; resolves with the new role. */
  takeOver(): Promise<Role>;
  /** Work to finish before giving the session away (the store's queued saves). */
  setBeforeRelease(work: () => Promise<void>): void;
  /** Lets go of the lock and channel; the tab becomes a viewer. */
  close(): void;
}

type Message =
  | { type: 'hello'; from: string }
  | { type: 'owner'; from: string; since: number; takeover?: boolean }
  | { type: 'release'; from: string }
  | { type: 'released'; from: string; to: string | null };

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

/** Ownership for a tab that is alone by construction (tests, no locks and no channel). */
export function soleOwnership(): Ownership {
  return claimOwnership({ locks: null, openChannel: null });
}

/** Starts claiming the session for this tab. */
export function claimOwnership(overrides: Partial<OwnershipEnv> = {}): Ownership {
  const env: OwnershipEnv = { ...browserOwnershipEnv(), ...overrides };
  const me = env.tabId;
  let locks = env.locks; // Set to null when the API exists but refuses (some sandboxed frames).
  let role: Role = 'pending';
  let since = 0; // When this tab became the owner.
  let closed = false;
  let releasing = false; // Told to release: saves queued before still run, nothing new is accepted.
  let beforeRelease: () => Promise<void> = async () => undefined;
  let letGo: (() => void) | null = null; // Resolves the held lock's callback.
  let cancelHandshake: (() => void) | null = null;
  let onReleased: (() => void) | null = null;
  const listeners = new Set<(role: Role, reason: RoleReason) => void>();
  let settle: (role: Role) => void = () => undefined;
  const ready = new Promise<Role>((resolve) => (settle = resolve));

  const channel = openChannelSafely(env);
  const post = (message: Message): void => {
    try {
      channel?.postMessage(message);
    } catch {
      // A closed channel: nobody left to tell.
    }
  };

  function setRole(next: Role, reason: RoleReason): void {
    if (next !== 'pending') settle(next);
    if (next === role) return;
    role = next;
    if (role === 'owner') since = env.now();
    for (const listener of [...listeners]) {
      try {
        listener(role, reason);
      } catch {
        // A listener's bug must not stop the hand-over.
      }
    }
  }

  /** Asks for the lock; resolves true when held. The lock stays held until letGo(). */
  function acquire(options: { ifAvailable?: boolean; steal?: boolean }): Promise<boolean> {
    return new Promise((resolve) => {
      let held = false;
      let request: Promise<unknown>;
      try {
        request = locks!.request(OWNERSHIP_NAME, options, (lock) => {
          if (!lock || closed) return resolve(false);
          held = true;
          resolve(true);
          return new Promise<void>((release) => (letGo = release));
        });
      } catch {
        locks = null;
        return resolve(false);
      }
      request.then(
        () => held && lost(),
        () => (held ? lost() : resolve(false)),
      );
    });
  }

  /** The lock ended without this tab letting go: it was stolen. */
  function lost(): void {
    releasing = false;
    if (role === 'owner' && !closed) setRole('viewer', 'taken');
  }

  async function release(to: string): Promise<void> {
    releasing = true;
    setRole('viewer', 'taken'); // Accept no new action from now on.
    const drained = beforeRelease(); // Called now: it covers the saves queued so far.
    await drained.catch(() => undefined);
    releasing = false;
    letGo?.();
    letGo = null;
    post({ type: 'released', from: me, to });
  }

  function handle(message: Message): void {
    if (closed || message.from === me) return;
    if (message.type === 'release' && role === 'owner') void release(message.from);
    else if (message.type === 'released' && message.to === me) onReleased?.();
    else if (message.type === 'hello' && role === 'owner' && !locks) post({ type: 'owner', from: me, since });
    else if (message.type === 'owner' && !locks) {
      if (role === 'pending') {
        cancelHandshake?.();
        setRole('viewer', 'busy');
      } else if (role === 'owner') {
        // Two owners (a late answer, or two claims at once): the older owner keeps it, then the lower id.
        const theirs = message.takeover || message.since < since || (message.since === since && message.from < me);
        if (theirs) setRole('viewer', 'taken');
        else post({ type: 'owner', from: me, since });
      }
    }
  }
  if (channel) channel.onmessage = (event) => handle(event.data as Message);

  function claim(): void {
    if (locks) {
      void acquire({ ifAvailable: true }).then((got) => {
        if (got) setRole('owner', 'claimed');
        else if (locks) setRole('viewer', 'busy');
        else claim(); // The lock API refused: agree over the channel instead.
      });
    } else if (channel) {
      post({ type: 'hello', from: me });
      cancelHandshake = env.setTimer(() => {
        if (role !== 'pending' || closed) return;
        setRole('owner', 'claimed');
        post({ type: 'owner', from: me, since });
      }, env.handshakeMs);
    } else setRole('owner', 'claimed');
  }

  /** Waits for the owner's 'released' or the timeout, whichever comes first. */
  function waitForRelease(): Promise<void> {
    return new Promise<void>((resolve) => {
      const cancel = env.setTimer(() => resolve(), env.releaseMs);
      onReleased = () => {
        cancel();
        resolve();
      };
    }).then(() => {
      onReleased = null;
    });
  }

  async function takeOver(): Promise<Role> {
    if (closed || role === 'owner') return role;
    if (locks && (await acquire({ ifAvailable: true }))) {
      setRole('owner', 'took-over'); // The owner was gone.
      return role;
    }
    if (channel) {
      post({ type: 'release', from: me });
      await waitForRelease();
    }
    if (closed) return role;
    if (locks && !(await acquire({ steal: true }))) return role;
    setRole('owner', 'took-over');
    if (!locks) post({ type: 'owner', from: me, since, takeover: true });
    return role;
  }

  claim();
  return {
    role: () => role,
    mayWrite: () => !closed && (role === 'owner' || releasing),
    ready,
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    takeOver,
    setBeforeRelease(work) {
      beforeRelease = work;
    },
    close() {
      if (closed) return;
      const wasOwner = role === 'owner';
      setRole('viewer', 'closed');
      closed = true;
      cancelHandshake?.();
      letGo?.();
      letGo = null;
      if (wasOwner) post({ type: 'released', from: me, to: null });
      try {
        channel?.close();
      } catch {
        // Already closed.
      }
    },
  };
}

function openChannelSafely(env: OwnershipEnv): ChannelLike | null {
  try {
    return env.openChannel?.(OWNERSHIP_NAME) ?? null;
  } catch {
    return null;
  }
}
