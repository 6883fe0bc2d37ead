/** The computer players' pace: an effect that plays their moves one at a time, or all at once. */
import { batch, computed, effect, signal, type ReadonlySignal } from '@preact/signals';
import type { SessionStatus } from '../../../session/index.ts';
import { computersLeft, paceDelay, PACE_MS } from '../../../session/pace.ts';
import type { Pace } from '../../../session/preferences.ts';
import type { Scheduler } from '../../ports/ports.ts';

export { PACE_MS };

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
 * back; each move re-arms the timer. The delay shrinks as more computers answer in a row
 * (src/session/pace.ts). Call inside a model factory: disposing the model clears the timer,
 * so no move comes after. Returns the delay the next computer move waits (ms), for tests
 * and for motion that must fit inside it.
 */
export function paceComputers(inputs: PacingInputs): ReadonlySignal<number> {
  /** Milliseconds waited since the last person acted. */
  const spent = signal(0);
  const delay = computed(() => {
    const s = inputs.status.value;
    if (!s || s.phase !== 'playing' || s.turnKind !== 'computer') return PACE_MS[inputs.pace.value];
    const kinds = s.seats.map((seat) => seat.kind);
    return paceDelay(inputs.pace.value, { spent: spent.value, computersLeft: computersLeft(kinds, s.turn), firstTurns: s.roundPhase === 'firstTurns' });
  });
  effect(() => {
    const s = inputs.status.value;
    if (!s || s.phase !== 'playing' || s.turnKind !== 'computer') {
      spent.value = 0; // A person's turn (or no round): the next wait starts afresh.
      return;
    }
    if (inputs.waiting.value) return;
    const ms = delay.value;
    const timer = inputs.scheduler.setTimeout(
      () =>
        batch(() => {
          spent.value += ms;
          if (ms === 0) inputs.run();
          else inputs.step();
        }),
      ms,
    );
    return () => inputs.scheduler.clearTimeout(timer);
  });
  return delay;
}
