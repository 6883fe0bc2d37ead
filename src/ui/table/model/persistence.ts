/**
 * The storage effect of a table: every committed session is written (a save begins; it is
 * done once the newest write is), a finished session is recorded. Restored sessions are not
 * committed, so they are not written back.
 */
import { effect, type ReadonlySignal } from '@preact/signals';
import { current, type Session } from '../../../session/play.ts';
import type { StorePort } from '../../ports/ports.ts';

/** What the table hears of its saves: one began, and the newest one is done. */
export interface SaveReports {
  began: () => void;
  done: () => void;
}

/** Writes each committed session through the store; call inside a model factory (the model owns the effect). */
export function persistCommits(store: StorePort, committed: ReadonlySignal<Session | null>, saves: SaveReports): void {
  effect(() => {
    const session = committed.value;
    if (!session) return;
    saves.began();
    const s = current(session);
    const write = s.phase === 'sessionOver' && s.finishedAt ? store.finishSession(session) : store.saveSession(session);
    // Only the newest write clears the flag: the store runs writes in order, and an older
    // one finishing must not let an action overtake the newer one.
    const settled = (): void => {
      if (committed.peek() === session) saves.done();
    };
    write.then(settled, settled);
  });
}
