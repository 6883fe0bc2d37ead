/**
 * Keeps the screen awake while a round is in play and the page is shown (Screen Wake Lock
 * API, issue 10): a tablet lying on the table does not go to sleep mid-round. The lock is
 * released when the round ends or the page hides (the browser drops it then anyway) and asked
 * for again on return. Where the API is missing or refuses, the game simply goes on.
 */
import { effect, type ReadonlySignal } from '@preact/signals';

/** As much of navigator.wakeLock as this uses. */
export interface WakeLockLike {
  request(type: 'screen'): Promise<{ release(): Promise<void> }>;
}

/** Holds the lock while `wanted` is true; returns the function that stops and releases it. */
export function keepAwake(wanted: ReadonlySignal<boolean>, lock: WakeLockLike | null): () => void {
  if (!lock) return () => {};
  let held: Promise<{ release(): Promise<void> } | null> | null = null;
  const release = () => {
    const was = held;
    held = null;
    void was?.then((sentinel) => sentinel?.release().catch(() => {}));
  };
  const stop = effect(() => {
    if (wanted.value) {
      held ??= lock.request('screen').catch(() => null);
      // Released when the page hides (wanted turns false): asked again when it shows.
      return;
    }
    release();
  });
  return () => (stop(), release());
}
