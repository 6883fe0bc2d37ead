/** The computer players' pace: an effect that plays their moves one at a time, or all at once. */
import { effect, type ReadonlySignal } from '@preact/signals';
import type { SessionStatus } from '../../session/index.ts';
import type { Pace } from '../../session/preferences.ts';
import type { Scheduler } from './ports.ts';

/** Milliseconds between two computer moves at each pace. */
export const PACE_MS: Readonly<Record<Pace, number>> = { slow: 1600, normal: 900, fast: 350, instant: 0 };

/** What the pacing reads and calls. */
export interface PacingInputs {
  status: ReadonlySignal<SessionStatus | null>;
  /** True while something holds the computers back (R13.4: Rules, Records, a hidden page, a save…). */
  waiting: ReadonlySignal<boolean>;
  pace: ReadonlySignal<Pace>;
  scheduler: Scheduler;
  /** One computer move. */
  step: () => void;
  /** Every pending computer move (instant pace). */
  run: () => void;
}

/**
 * Plays a computer move one pace delay after a computer is to act and nothing holds them
 * back; each move re-arms the timer. Call inside a model factory: disposing the model
 * clears the timer, so no move comes after.
 */
export function paceComputers(inputs: PacingInputs): void {
  effect(() => {
    const s = inputs.status.value;
    if (!s || s.phase !== 'playing' || s.turnKind !== 'computer' || inputs.waiting.value) return;
    const delay = PACE_MS[inputs.pace.value];
    const timer = inputs.scheduler.setTimeout(() => (delay === 0 ? inputs.run() : inputs.step()), delay);
    return () => inputs.scheduler.clearTimeout(timer);
  });
}
