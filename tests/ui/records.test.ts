/** The records model over a fake store port: list, export, import, delete. */
import { describe, expect, it } from 'vitest';
import { RecordsModel } from '../../src/ui/records/model/records.ts';
import type { RecordItem } from '../../src/ui/ports/ports.ts';
import { fakeStorage } from './fakes.ts';
import { testEnv } from '../support/fixtures.ts';

const summary = { finishedAt: '2025-01-01T00:00:00Z', startedAt: '2025-01-01T00:00:00Z', seats: ['Ann', 'Bob'], seed: 'S', penalties: [[0, 5]], totals: [0, 5], winners: [0], undos: 0 };
const RECORDS: RecordItem[] = [
  { id: 'a', summary },
  { id: 'b', summary },
];

function model(records: RecordItem[] = RECORDS) {
  const storage = fakeStorage({ records });
  return { storage, records: new RecordsModel(storage.open(testEnv())) };
}

describe('the records model', () => {
  it('lists nothing until opened', () => {
    expect(model().records.entries.value).toBeNull();
  });

  it('lists the finished sessions once opened', async () => {
    const { records } = model();
    await records.open();
    expect(records.entries.value?.map((r) => r.id)).toEqual(['a', 'b']);
  });

  it('deletes a record and lists again', async () => {
    const { records } = model();
    await records.open();
    await records.remove('a');
    expect(records.entries.value?.map((r) => r.id)).toEqual(['b']);
  });

  it('exports a file to download', async () => {
    const { records } = model();
    expect(await records.exportFile()).toEqual({ text: JSON.stringify(RECORDS), fileName: 'records.json' });
  });

  it('says how many records an import added', async () => {
    const { records, storage } = model();
    storage.importAnswer = { ok: true, added: 3, skipped: 1 };
    await records.importFile('{}');
    expect(records.note.value).toEqual({ kind: 'imported', added: 3, skipped: 1 });
  });

  it('keeps a failed import\'s refusal', async () => {
    const { records, storage } = model();
    const refusal = { ok: false as const, reason: 'invalid', message: 'not a records file' };
    storage.importAnswer = refusal;
    await records.importFile('nonsense');
    expect(records.note.value).toEqual({ kind: 'failed', request: 'import', refusal });
  });
});
