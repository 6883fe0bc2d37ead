/** The records model: finished sessions listed, exported, imported and deleted through the store port. */
import { createModel, signal, type ReadonlySignal } from '@preact/signals';
import type { RecordItem, RecordProblem, StorePort, StoreRefusal } from './ports.ts';

/** The records screen's requests, so a failure can say which one failed. */
export type RecordsRequest = 'list' | 'export' | 'import' | 'delete';

/** What the records screen tells the person after a request. */
export type RecordsNote =
  /** Records that could not be listed (set aside, or left in place when newer). */
  | { kind: 'unlisted'; problems: RecordProblem[] }
  /** A request failed. */
  | { kind: 'failed'; request: RecordsRequest; refusal: StoreRefusal }
  | { kind: 'imported'; added: number; skipped: number };

/** Builds a records model over a store. */
export const RecordsModel = createModel((store: StorePort) => {
  const entries = signal<RecordItem[] | null>(null);
  const note = signal<RecordsNote | null>(null);

  async function reload(): Promise<void> {
    const list = await store.listRecords();
    entries.value = list.ok ? list.records : [];
    if (!list.ok) note.value = { kind: 'failed', request: 'list', refusal: list };
    else if (list.problems.length) note.value = { kind: 'unlisted', problems: list.problems };
  }

  return {
    /** Finished sessions, newest first; null until loaded. */
    entries: entries as ReadonlySignal<RecordItem[] | null>,
    /** What the last request came to. */
    note: note as ReadonlySignal<RecordsNote | null>,
    /** Opens the list afresh (the screen shows "Loading…" until it arrives). */
    open(): Promise<void> {
      entries.value = null;
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
  };
});

/** A records model instance. */
export type RecordsModel = InstanceType<typeof RecordsModel>;
