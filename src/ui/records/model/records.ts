/**
 * The records model: finished sessions listed, exported, imported and deleted, and the data
 * kept aside listed, exported, deleted and restored, all through the store port. Nothing a
 * person chose is undone without them: restoring a game while one is in progress waits for
 * their word, and the store then keeps the other game aside.
 */
import { computed, createModel, signal, type ReadonlySignal } from '@preact/signals';
import type { Session } from '../../../session/index.ts';
import type { KeptAsideItem, RecordItem, RecordProblem, StorePort, StoreRefusal } from '../../ports/ports.ts';

/** The records screen's requests, so a failure can say which one failed. */
export type RecordsRequest =
  | 'list'
  | 'export'
  | 'import'
  | 'delete'
  | 'listKeptAside'
  | 'exportKeptAside'
  | 'deleteKeptAside'
  | 'restoreKeptAside';

/** What the records screen tells the person after a request. */
export type RecordsNote =
  /** Records that could not be listed (kept aside, or left in place when newer). */
  | { kind: 'unlisted'; problems: RecordProblem[] }
  /** A request failed. */
  | { kind: 'failed'; request: RecordsRequest; refusal: StoreRefusal }
  | { kind: 'imported'; added: number; skipped: number }
  /** An item kept aside is back: as the game in progress, or among the records. */
  | { kind: 'restored'; what: 'session' | 'record' };

/** The code of data written by a newer version of the app (the store's NEWER_VERSION). */
const NEWER = 'newer-version';

/** Why a readable game in progress was kept aside when a person left it: for a new game, or for another one resumed. */
const LEFT = new Set(['left-unfinished', 'replaced']);

/** A game in progress a person left, which reads now: an unfinished game to resume. */
function isUnfinished(item: KeptAsideItem): boolean {
  return item.what === 'session' && item.restorable && item.game !== undefined && LEFT.has(item.problem.code);
}

/**
 * Builds a records model over a store; `resume` puts a restored game in progress on the
 * table (the store already holds it, so it is not saved again).
 */
export const RecordsModel = createModel((store: StorePort, resume: (session: Session) => void = () => {}) => {
  const entries = signal<RecordItem[] | null>(null);
  const keptAside = signal<KeptAsideItem[] | null>(null);
  const unlisted = signal<RecordProblem[]>([]);
  const asking = signal<string | null>(null);
  const note = signal<RecordsNote | null>(null);

  async function reloadRecords(): Promise<void> {
    const list = await store.listRecords();
    entries.value = list.ok ? list.records : [];
    unlisted.value = list.ok ? list.problems : [];
    if (!list.ok) note.value = { kind: 'failed', request: 'list', refusal: list };
    else if (list.problems.length) note.value = { kind: 'unlisted', problems: list.problems };
  }

  async function reloadKeptAside(): Promise<void> {
    const list = await store.listKeptAside();
    keptAside.value = list.ok ? list.items : [];
    if (!list.ok) note.value = { kind: 'failed', request: 'listKeptAside', refusal: list };
  }

  /** Records first: listing them may set unreadable ones aside, which the second list then shows. */
  async function reload(): Promise<void> {
    await reloadRecords();
    await reloadKeptAside();
  }

  return {
    /** Finished sessions, newest first; null until loaded. */
    entries: entries as ReadonlySignal<RecordItem[] | null>,
    /** Data kept aside, oldest first; null until loaded. */
    keptAside: keptAside as ReadonlySignal<KeptAsideItem[] | null>,
    /** Of those, the games in progress that were left and read now (Records offers to resume them), newest first. */
    unfinished: computed(() => (keptAside.value ?? []).filter(isUnfinished).reverse()),
    /** Of those, everything else (what could not be read, finished games to put back). */
    otherKeptAside: computed(() => (keptAside.value ?? []).filter((k) => !isUnfinished(k))),
    /** The item whose restore waits for the person's word (a game is in progress), or null. */
    asking: asking as ReadonlySignal<string | null>,
    /** Something here was written by a newer version of the app and stays unread until it is updated. */
    needsUpdate: computed(
      () =>
        unlisted.value.some((p) => p.problem.code === NEWER) ||
        (keptAside.value ?? []).some((k) => k.problem.code === NEWER && !k.restorable),
    ),
    /** What the last request came to. */
    note: note as ReadonlySignal<RecordsNote | null>,
    /** Opens both lists afresh (the screen shows "Loading…" until they arrive). */
    open(): Promise<void> {
      entries.value = null;
      keptAside.value = null;
      asking.value = null;
      note.value = null;
      return reload();
    },
    /** The records file to download, or null when it could not be made (see `note`). */
    async exportFile(): Promise<{ text: string; fileName: string } | null> {
      const out = await store.exportRecords();
      if (out.ok) return { text: out.text, fileName: out.fileName };
      note.value = { kind: 'failed', request: 'export', refusal: out };
      return null;
    },
    /** Imports a records file's text, then lists again. */
    async importFile(text: string): Promise<void> {
      const result = await store.importRecords(text);
      note.value = result.ok ? { kind: 'imported', added: result.added, skipped: result.skipped } : { kind: 'failed', request: 'import', refusal: result };
      await reload();
    },
    /** Deletes a finished session (the person confirmed), then lists again. */
    async remove(id: string): Promise<void> {
      const result = await store.deleteRecord(id);
      if (!result.ok) note.value = { kind: 'failed', request: 'delete', refusal: result };
      await reload();
    },
    /** One item kept aside as a file to download, or null when it could not be made (see `note`). */
    async exportKeptAside(qid: string): Promise<{ text: string; fileName: string } | null> {
      const out = await store.exportKeptAside(qid);
      if (out.ok) return { text: out.text, fileName: out.fileName };
      note.value = { kind: 'failed', request: 'exportKeptAside', refusal: out };
      return null;
    },
    /** Deletes an item kept aside (the person confirmed), then lists again. */
    async removeKeptAside(qid: string): Promise<void> {
      const result = await store.deleteKeptAside(qid);
      note.value = result.ok ? null : { kind: 'failed', request: 'deleteKeptAside', refusal: result };
      await reloadKeptAside();
    },
    /**
     * Restores an item that reads now. While a game is in progress the store asks first:
     * the item then waits in `asking` until restoreKeptAside(qid, true) or cancelRestore().
     */
    async restoreKeptAside(qid: string, replace = false): Promise<void> {
      asking.value = null;
      const result = await store.restoreKeptAside(qid, { replace });
      if (!result.ok && result.reason === 'needs-confirmation' && !replace) {
        asking.value = qid;
        return;
      }
      if (!result.ok) note.value = { kind: 'failed', request: 'restoreKeptAside', refusal: result };
      else note.value = { kind: 'restored', what: result.kind };
      if (result.ok && result.kind === 'session') resume(result.session);
      await reload();
    },
    /** The person chose not to restore over the game in progress. */
    cancelRestore(): void {
      asking.value = null;
    },
  };
});

/** A records model instance. */
export type RecordsModel = InstanceType<typeof RecordsModel>;
