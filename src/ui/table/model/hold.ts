/**
 * How a hold looks. While a move is on its way (a confirmed tile landing, the computers
 * answering it at the instant pace, a save) the next command waits (the turn machine keeps it,
 * turn.ts). Most holds last a frame or two: greying the controls and dimming the hand for that
 * long would only flicker, once per move, so the screen shows a hold only once it has lasted
 * `HOLD_SHOWN_MS`.
 */
import { effect, signal, type ReadonlySignal } from '@preact/signals';
import type { Scheduler } from '../../ports/ports.ts';

/** How long a hold runs before the screen shows it (ms): longer than a move's frames on a slow phone, shorter than a person notices. */
export const HOLD_SHOWN_MS = 150;

/** Whether the hold of `busy` shows; call inside a model factory (disposing the model clears its timer). */
export function holdShown(busy: ReadonlySignal<boolean>, timers: Pick<Scheduler, 'setTimeout' | 'clearTimeout'>): ReadonlySignal<boolean> {
  const shown = signal(false);
  effect(() => {
    if (!busy.value) {
      shown.value = false;
      return;
    }
    const timer = timers.setTimeout(() => void (shown.value = true), HOLD_SHOWN_MS);
    return () => timers.clearTimeout(timer);
  });
  return shown;
}
