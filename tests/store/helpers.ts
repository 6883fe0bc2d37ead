/**
 * Test helpers for the store: a fresh fake IndexedDB per test, a toy "game record" whose
 * validator replays it (the sum of its moves must match), and a store built from them.
 */
import 'fake-indexeddb/auto'; // idb's wrap() needs the IDB classes as globals.
import { IDBFactory } from 'fake-indexeddb';
import { createStore, soleOwnership, type Store, type StoreOptions, type Validator } from '../../src/store/index.ts';

/** A fresh, empty IndexedDB: tests never share a database. */
export function freshFactory(): IDBFactory {
  return new IDBFactory();
}

/** A toy session record: moves and their sum, like seed + actions and the resulting totals. */
export interface ToyRecord {
  format: 'toy/session';
  seed: string;
  moves: number[];
  sum: number;
  settings: { seats: { name: string }[]; seed: string };
  startedAt: string;
  finishedAt?: string;
  rounds: { penalties: number[] }[];
  undosUsed: number;
}

/** A valid toy record; `n` moves 1…n. */
export function toy(seed: string, n = 3, extra: Partial<ToyRecord> = {}): ToyRecord {
  const moves = Array.from({ length: n }, (_, i) => i + 1);
  return {
    format: 'toy/session',
    seed,
    moves,
    sum: moves.reduce((a, b) => a + b, 0),
    settings: { seats: [{ name: 'Ana' }, { name: 'Ben' }], seed },
    startedAt: '2025-01-01T10:00:00.000Z',
    rounds: [{ penalties: [n, 10] }, { penalties: [5, 1] }],
    undosUsed: 2,
    ...extra,
  };
}

/** Replays a toy record: valid when its moves add up to its sum. */
export const replayToy: Validator = (json) => {
  const r = json as Partial<ToyRecord> | null;
  if (!r || r.format !== 'toy/session' || !Array.isArray(r.moves)) return { ok: false, message: 'not a toy session' };
  const sum = r.moves.reduce((a: number, b: number) => a + b, 0);
  return sum === r.sum ? { ok: true } : { ok: false, message: `the moves add up to ${sum}, not ${r.sum}` };
};

/** A clock that ticks one second per call, from a fixed date. */
export function tickingClock(start = Date.parse('2025-03-01T12:00:00.000Z')): () => string {
  let t = start;
  return () => new Date((t += 1000)).toISOString();
}

/** A store over `factory` (fresh by default), alone in its tab, toy-validated, never asking the browser. */
export function makeStore(options: StoreOptions = {}): Store {
  return createStore({
    indexedDB: freshFactory(),
    validateRecord: replayToy,
    ownership: soleOwnership(),
    storage: null,
    now: tickingClock(),
    ...options,
  });
}

/** Waits for `ms` milliseconds. */
export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
