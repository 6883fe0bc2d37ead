/** The computer players' pace: an effect that plays their moves one at a time, or all at once. */
import { effect } from '@preact/signals';
import * as game from './game.ts';

/** Milliseconds between two computer moves at each pace. */
export const PACE_MS = { slow: 1600, normal: 900, fast: 350, instant: 0 } as const;

/**
 * Plays computer moves while one is to act and nothing pauses them (R13.4): not while
 * Rules or Records are open, the page is hidden, or the last change is still being saved.
 */
export function startPacing(): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const stop = effect(() => {
    const s = game.status.value;
    const blocked = game.paused.value || game.saving.value;
    if (timer !== null) {
      clearTimeout(timer);
      timer = null;
    }
    if (!s || blocked || s.phase !== 'playing' || s.turnKind !== 'computer') return;
    const delay = PACE_MS[s.pace];
    timer = setTimeout(() => {
      timer = null;
      if (delay === 0) game.computerRun();
      else game.computerStep();
    }, delay);
  });
  return () => {
    stop();
    if (timer !== null) clearTimeout(timer);
  };
}
