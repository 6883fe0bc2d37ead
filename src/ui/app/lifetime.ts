/** A model's lifetime as a flag, for async work that must not write into a disposed model. */
import { effect } from '@preact/signals';

/** Returns a check that is true until the model whose factory called this is disposed. */
export function lifetime(): () => boolean {
  let alive = true;
  // An effect that reads no signal runs once; the model disposes it, which runs the cleanup.
  effect(() => () => {
    alive = false;
  });
  return () => alive;
}
