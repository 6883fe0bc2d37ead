/**
 * Test helpers for the store: a fresh fake IndexedDB per test, a toy session whose codec
 * "replays" it (the sum of its moves must match), and a store built from them.
 */
import 'fake-indexeddb/auto'; // idb's wrap() needs the IDB classes as globals.
import { IDBFactory } from 'fake-indexeddb';
import { createStore, soleOwnership, type Decoded, type SessionCodec, type Store, type StoreOptions } from '../../src/store/index.ts';
import { tickingClock as ticking } from '../support/clock.ts';

/** A fresh, empty IndexedDB: tests never share a database. */
export function freshFactory(): IDBFactory {
  return new IDBFactory();
}

/** A toy session record: moves and their sum, like seed + actions and the resulting totals. */
export interface ToyRecord {
  format: 'toy/session';
  /** Absent means 1; above 1 is "written by a newer version". */
  version?: number;
  seed: string;
  moves: number[];
  sum: number;
  settings: { seats: { name: string }[]; seed: string };
  startedAt: string;
  /** Present once the toy session is finished. */
  finishedAt?: string;
  rounds: { penalties: number[] }[];
  undosUsed: number;
}

/** A valid toy record, in progress; `n` moves 1…n. */
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

/** A valid toy record of a finished session. */
export function finished(seed: string, n = 3, finishedAt = '2025-02-02T20:00:00.000Z', extra: Partial<ToyRecord> = {}): ToyRecord {
  return toy(seed, n, { finishedAt, ...extra });
}

/** How many times the toy codec decoded a record (tests reset it). */
export const decodes = { count: 0 };

/** The toy codec: a record is its own value; it "replays" when its moves add up to its sum. */
export const toyCodec: SessionCodec<ToyRecord> = {
  decode(json): Decoded<ToyRecord> {
    decodes.count++;
    const r = json as Partial<ToyRecord> | null;
    if (!r || r.format !== 'toy/session' || !Array.isArray(r.moves)) return { ok: false, problem: { code: 'not-a-record', detail: 'not a toy session' } };
    if ((r.version ?? 1) > 1) return { ok: false, problem: { code: 'newer-version', data: { version: r.version! }, detail: `toy version ${r.version}` } };
    const sum = r.moves.reduce((a: number, b: number) => a + b, 0);
    if (sum !== r.sum) return { ok: false, problem: { code: 'bad-sum', data: { sum }, detail: `the moves add up to ${sum}, not ${r.sum}` } };
    return { ok: true, value: r as ToyRecord };
  },
  encode: (value) => value,
  summarize(r) {
    const penalties = r.rounds.map((round) => round.penalties);
    const totals = r.settings.seats.map((_, seat) => penalties.reduce((t, row) => t + (row[seat] ?? 0), 0));
    const best = Math.min(...totals);
    return {
      finishedAt: r.finishedAt ?? '',
      startedAt: r.startedAt,
      seats: r.settings.seats.map((s) => s.name),
      seed: r.seed,
      penalties,
      totals,
      winners: totals.flatMap((t, seat) => (t === best ? [seat] : [])),
      undos: r.undosUsed,
    };
  },
  isFinished: (r) => typeof r.finishedAt === 'string',
};

/** The store tests' clock: the shared ticking clock, from a fixed March morning. */
export const tickingClock = (start = Date.parse('2025-03-01T12:00:00.000Z')): (() => string) => ticking(start);

/** A store over `factory` (fresh by default), alone in its tab, with the toy codec, never asking the browser. */
export function makeStore(options: Partial<StoreOptions<ToyRecord>> = {}): Store<ToyRecord> {
  return createStore<ToyRecord>({
    indexedDB: freshFactory(),
    codec: toyCodec,
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
