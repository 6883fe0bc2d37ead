/**
 * The hold on a table's commands: while a move is on its way (a confirmed tile landing, the
 * computers answering it at the instant pace, a save) the next command waits. Most holds last
 * a frame or two. Greying the controls and dimming the hand for that long would only flicker,
 * once per move (and restyle the dock twice in the frames that matter most), so the screen shows
 * a hold only once it has lasted `HOLD_SHOWN_MS`. A command given during a hold is not lost
 * meanwhile: it waits, the last one given, and runs once the hold ends, if it is still meant then
 * (a double tap on Confirm is not: its preview has gone with the move it confirmed).
 */
import { effect, signal, type ReadonlySignal } from '@preact/signals';
import type { Scheduler } from './ports.ts';

/** How long a hold runs before the screen shows it (ms): longer than a move's frames at 4× CPU, shorter than a person notices. */
export const HOLD_SHOWN_MS = 150;

export interface Hold {
  /** The hold has lasted HOLD_SHOWN_MS. */
  shown: ReadonlySignal<boolean>;
  /**
   * Runs `run` now when nothing holds the table (true); during a hold, keeps it instead,
   * replacing any command kept before, and runs it in a task of its own once the hold ends,
   * when `meant()` still holds then (false).
   */
  whenFree(run: () => void, meant: () => boolean): boolean;
}

/** The hold of `busy`; call inside a model factory (disposing the model clears its timers: nothing runs after). */
export function holdOf(busy: ReadonlySignal<boolean>, timers: Pick<Scheduler, 'setTimeout' | 'clearTimeout'>): Hold {
  const shown = signal(false);
  let waiting: { run: () => void; meant: () => boolean } | null = null;
  effect(() => {
    let timer: unknown;
    if (busy.value) timer = timers.setTimeout(() => void (shown.value = true), HOLD_SHOWN_MS);
    else {
      shown.value = false;
      // In a task of its own, so the change that ended the hold (a commit, the effects it sets
      // off, its save) is whole by then. A new hold before it clears it: its end runs the command.
      if (waiting)
        timer = timers.setTimeout(() => {
          const w = waiting;
          waiting = null;
          if (w?.meant()) w.run();
        }, 0);
    }
    return () => timers.clearTimeout(timer);
  });
  return {
    shown,
    whenFree(run, meant) {
      if (busy.peek()) {
        waiting = { run, meant };
        return false;
      }
      run();
      return true;
    },
  };
}
