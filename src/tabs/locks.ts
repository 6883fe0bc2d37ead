/**
 * The Web Locks transport: runs 'request-lock' and 'let-go', and reports what the lock
 * manager did as lock-granted, lock-busy, lock-refused or lock-lost.
 */
import type { LockPurpose } from './role.ts';
import { OWNERSHIP_NAME, type Dispatch, type LockManagerLike, type Transport } from './transport.ts';

/** A transport over `locks`; a granted lock stays held until a 'let-go' effect. */
export function locksTransport(locks: LockManagerLike, dispatch: Dispatch, now: () => number): Transport {
  let letGo: (() => void) | null = null;

  function request(purpose: LockPurpose): void {
    const options = purpose === 'steal' ? { steal: true } : { ifAvailable: true };
    let answered = false; // Each request ends in exactly one of granted, busy or refused.
    let held = false;
    let released = false; // This tab let go: the request's end is not a loss.
    const busy = (): void => {
      if (answered) return;
      answered = true;
      dispatch({ type: 'lock-busy', purpose, at: now() });
    };
    let pending: Promise<unknown>;
    try {
      pending = locks.request(OWNERSHIP_NAME, options, (lock) => {
        if (!lock) return busy();
        answered = held = true;
        // Set before dispatching: the machine may answer with 'let-go' at once (a closed tab).
        const hold = new Promise<void>((resolve) => {
          letGo = () => {
            released = true;
            resolve();
          };
        });
        dispatch({ type: 'lock-granted', purpose, at: now() });
        return hold;
      });
    } catch {
      // Some sandboxed frames have the API but refuse it.
      answered = true;
      dispatch({ type: 'lock-refused', purpose, at: now() });
      return;
    }
    const ended = (): void => {
      if (!held) return busy();
      if (!released) dispatch({ type: 'lock-lost' }); // Stolen by another tab.
    };
    pending.then(ended, ended);
  }

  return {
    run(effect) {
      if (effect.type === 'request-lock') request(effect.purpose);
      else if (effect.type === 'let-go') {
        const release = letGo;
        letGo = null;
        release?.();
      }
    },
  };
}
