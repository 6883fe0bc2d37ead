/**
 * The one interface every transport meets: it turns browser callbacks into TabEvents (through
 * `dispatch`) and carries out the effects it knows, ignoring the others.
 */
import type { Effect, TabEvent } from './role.ts';

/** The lock and channel name. */
export const OWNERSHIP_NAME = 'mexican-train-session';

/** Feeds an event to the role machine. */
export type Dispatch = (event: TabEvent) => void;

/** A browser API seen from the role machine. */
export interface Transport {
  /** Carries out `effect` if it is this transport's kind; ignores it otherwise. */
  run(effect: Effect): void;
}

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
