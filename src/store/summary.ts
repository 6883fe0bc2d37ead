/**
 * The summary kept next to each finished session, so the records screen lists games
 * without replaying them: date, seats, seed, penalties per round, totals, winners, undos.
 * It is always derived from the record (on finishing and on import), never trusted from a file.
 */
import { isObject } from './db.ts';

/** What the records screen shows about one finished session. */
export interface RecordSummary {
  /** When the session ended (ISO 8601); '' when unknown. */
  finishedAt: string;
  /** When it started (ISO 8601); '' when unknown. */
  startedAt: string;
  /** Seat names, in seat order. */
  seats: string[];
  /** The session seed. */
  seed: string;
  /** Penalties per round: penalties[round - 1][seat]. */
  penalties: number[][];
  /** Session totals per seat. */
  totals: number[];
  /** Seats with the lowest total (ties share the win, R1). */
  winners: number[];
  /** Undos used over the session. */
  undos: number;
}

/**
 * A summary read from a session record of the midend's shape ({ settings: { seats, seed },
 * startedAt, updatedAt, finishedAt?, rounds: [{ penalties }], undosUsed? }); fields it
 * cannot find are left empty. Inject your own `summarize` when the shape differs.
 */
export function defaultSummary(record: unknown): RecordSummary {
  const r = isObject(record) ? record : {};
  const settings = isObject(r.settings) ? r.settings : {};
  const seats = Array.isArray(settings.seats)
    ? settings.seats.map((seat, i) => (isObject(seat) && typeof seat.name === 'string' ? seat.name : `Player ${i + 1}`))
    : [];
  const rounds = Array.isArray(r.rounds) ? r.rounds : [];
  const penalties = rounds
    .map((round) => (isObject(round) ? round.penalties : undefined))
    .filter((row): row is unknown[] => Array.isArray(row))
    .map((row) => row.map((pips) => (typeof pips === 'number' && Number.isFinite(pips) ? pips : 0)));
  const totals = totalsOf(penalties, seats.length);
  return {
    finishedAt: text(r.finishedAt) || text(r.updatedAt),
    startedAt: text(r.startedAt),
    seats,
    seed: text(settings.seed) || text(r.seed),
    penalties,
    totals,
    winners: winnersOf(totals),
    undos: numberOr(r.undosUsed, numberOr(r.undos, 0)),
  };
}

/** Session totals: the sum of each seat's penalties. */
export function totalsOf(penalties: readonly (readonly number[])[], seats: number): number[] {
  const width = Math.max(seats, ...penalties.map((row) => row.length));
  const totals = new Array<number>(width).fill(0);
  for (const row of penalties) row.forEach((pips, seat) => (totals[seat] = (totals[seat] ?? 0) + pips));
  return totals;
}

/** Every seat with the lowest total; none when there are no totals. */
export function winnersOf(totals: readonly number[]): number[] {
  if (totals.length === 0) return [];
  const best = Math.min(...totals);
  return totals.flatMap((total, seat) => (total === best ? [seat] : []));
}

/** True when `value` has every field of a RecordSummary with the right types. */
export function isSummary(value: unknown): value is RecordSummary {
  return (
    isObject(value) &&
    typeof value.finishedAt === 'string' &&
    typeof value.startedAt === 'string' &&
    typeof value.seed === 'string' &&
    typeof value.undos === 'number' &&
    Array.isArray(value.seats) &&
    Array.isArray(value.penalties) &&
    Array.isArray(value.totals) &&
    Array.isArray(value.winners)
  );
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function numberOr(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}
