/**
 * The storage effect of a table: every committed session is written before the next action
 * is taken (`saving` stays true until the newest write is done), a finished session is
 * recorded. Restored sessions are not committed, so they are not written back.
 */
import { effect, type ReadonlySignal, type Signal } from '@preact/signals';
import { current, type Session } from '../../session/play.ts';
import type { StorePort } from './ports.ts';

/** Writes each committed session through the store; call inside a model factory (the model owns the effect). */
export function persistCommits(store: StorePort, committed: ReadonlySignal<Session | null>, saving: Signal<boolean>): void {
  effect(() => {
    const session = committed.value;
    if (!session) return;
    saving.value = true;
    const s = current(session);
    const write = s.phase === 'sessionOver' && s.finishedAt ? store.finishSession(session) : store.saveSession(session);
    // Only the newest write clears the flag: the store runs writes in order, and an older
    // one finishing must not let an action overtake the newer one.
    const settled = (): void => {
      if (committed.peek() === session) saving.value = false;
    };
    write.then(settled, settled);
  });
}
