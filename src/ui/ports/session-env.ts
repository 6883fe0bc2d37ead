/** The sessions' environment, built from the model's ports: the clock, fresh seeds, the computer player. */
import type { ReadonlySignal } from '@preact/signals';
import type { SessionEnv } from '../../session/index.ts';
import type { ComputerPlayer } from './ports.ts';

/** An env whose computer player is the one in `computer` when a move is asked (it loads after first paint). */
export function sessionEnv(now: () => string, freshSeed: () => string, computer: ReadonlySignal<ComputerPlayer | null>): SessionEnv {
  return {
    now,
    freshSeed,
    bot: (view, level) => {
      const player = computer.peek();
      // The pacing waits for the computer players, so this is a programming error.
      if (!player) throw new Error('The computer players are still loading.');
      return player.chooseAction(view, { level });
    },
  };
}
