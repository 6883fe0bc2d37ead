/**
 * Tab ownership: which browser tab may write the session in progress, so two tabs never
 * interleave actions. role.ts decides (a pure state machine); locks.ts and channel.ts carry
 * its effects to the browser; this file runs timers, listeners and the store's queued saves.
 */
import { channelTransport } from './channel.ts';
import { browserOwnershipEnv, type OwnershipEnv } from './env.ts';
import { locksTransport } from './locks.ts';
import { initialState, mayWrite, step, type Effect, type Role, type RoleReason, type TabEvent, type Timer } from './role.ts';
import type { Transport } from './transport.ts';

// Re-exports, each documented where it is defined.
export type { Role, RoleReason } from './role.ts';
export type { OwnershipEnv } from './env.ts';
export type { LockManagerLike, ChannelLike } from './transport.ts';
export { OWNERSHIP_NAME } from './transport.ts';

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

/** Ownership for a tab that is alone by construction (tests, no locks and no channel). */
export function soleOwnership(): Ownership {
  return claimOwnership({ locks: null, openChannel: null });
}

/** Starts claiming the session for this tab. */
export function claimOwnership(overrides: Partial<OwnershipEnv> = {}): Ownership {
  const env: OwnershipEnv = { ...browserOwnershipEnv(), ...overrides };
  const listeners = new Set<(role: Role, reason: RoleReason) => void>();
  const timers = new Map<Timer, () => void>();
  const takeOvers: ((role: Role) => void)[] = [];
  let beforeRelease: () => Promise<void> = async () => undefined;
  let settle: (role: Role) => void = () => undefined;
  const ready = new Promise<Role>((resolve) => (settle = resolve));

  // Events raised while effects run wait their turn, so every step sees the state before it.
  const queue: TabEvent[] = [];
  let stepping = false;
  const dispatch = (event: TabEvent): void => {
    queue.push(event);
    if (stepping) return;
    stepping = true;
    try {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const result = step(state, next);
        state = result.state;
        for (const effect of result.effects) run(effect);
      }
    } finally {
      stepping = false;
    }
  };

  const transports: Transport[] = [];
  const locks = env.locks ? locksTransport(env.locks, dispatch, env.now) : null;
  const channel = env.openChannel ? channelTransport(env.openChannel, dispatch, env.now) : null;
  if (locks) transports.push(locks);
  if (channel) transports.push(channel);
  let state = initialState(env.tabId, { locks: locks !== null, channel: channel !== null });

  function run(effect: Effect): void {
    switch (effect.type) {
      case 'start-timer': {
        timers.get(effect.timer)?.();
        const event = effect.timer === 'handshake' ? 'handshake-timeout' : 'release-timeout';
        const ms = effect.timer === 'handshake' ? env.handshakeMs : env.releaseMs;
        timers.set(effect.timer, env.setTimer(() => dispatch({ type: event, at: env.now() }), ms));
        return;
      }
      case 'cancel-timer':
        timers.get(effect.timer)?.();
        timers.delete(effect.timer);
        return;
      case 'notify':
        if (effect.role !== 'pending') settle(effect.role);
        for (const listener of [...listeners]) {
          try {
            listener(effect.role, effect.reason);
          } catch {
            // A listener's bug must not stop the hand-over.
          }
        }
        return;
      case 'drain':
        void drain(effect.to);
        return;
      case 'take-over-done':
        for (const answer of takeOvers.splice(0)) answer(state.role);
        return;
      default:
        for (const transport of transports) transport.run(effect);
    }
  }

  /** Runs the saves queued so far (called now, so it covers exactly those), then hands over. */
  async function drain(to: string): Promise<void> {
    try {
      await beforeRelease();
    } catch {
      // A failed save is the store's to report; the hand-over goes on.
    }
    dispatch({ type: 'drained', to });
  }

  dispatch({ type: 'start', at: env.now() });
  return {
    role: () => state.role,
    mayWrite: () => mayWrite(state),
    ready,
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    takeOver() {
      const answer = new Promise<Role>((resolve) => takeOvers.push(resolve));
      dispatch({ type: 'take-over', at: env.now() });
      return answer;
    },
    setBeforeRelease(work) {
      beforeRelease = work;
    },
    close: () => dispatch({ type: 'close' }),
  };
}
