/**
 * The order of the hand on screen, per seat: sorted by number or by suit, or arranged by the
 * person (a tile dragged within the hand). UI state: Undo does not restore it and no record
 * holds it. An arrangement lasts a round: a new round starts sorted (by the seat's sort).
 * It is kept in memory only: it belongs to one round of one session and a seat, which the
 * preferences store (the device's settings) has no place for; a reload starts the round sorted.
 */
import { signal } from '@preact/signals';
import { tileEnds } from '../../../core/index.ts';

/** How the hand is sorted: by number (low end, then high end) or by suit. */
export type HandSort = 'number' | 'suit';

const endsOf = (code: string): [number, number] => tileEnds(code) ?? [0, 0];

/** Tiles sorted by their low end, then high end: the order people arrange them in. */
export function sortHand(hand: readonly string[]): string[] {
  return [...hand].sort((x, y) => {
    const [a, b] = endsOf(x);
    const [c, d] = endsOf(y);
    return a - c || b - d;
  });
}

/**
 * Tiles grouped in suits, a suit being a tile's higher end, the highest suit first (the
 * heaviest tiles, and the engine's number on a first turn); in each suit the double leads,
 * then the others from the highest low end down: 12|12 11|12 3|12 … 11|11 2|11 … 0|0.
 */
function sortBySuit(hand: readonly string[]): string[] {
  return [...hand].sort((x, y) => {
    const [a, b] = endsOf(x);
    const [c, d] = endsOf(y);
    return d - b || c - a;
  });
}

/** The hand sorted the given way. */
export function sorted(hand: readonly string[], sort: HandSort): string[] {
  return sort === 'suit' ? sortBySuit(hand) : sortHand(hand);
}

/**
 * The hand in a person's arrangement: the tiles still held keep their places; a tile not in
 * it (drawn since) goes after the tile that sorting puts just before it, or first.
 */
export function arrange(hand: readonly string[], sort: HandSort, order: readonly string[] | null): string[] {
  const by = sorted(hand, sort);
  if (!order) return by;
  const held = new Set(hand);
  const out = order.filter((t) => held.has(t));
  const placed = new Set(out);
  by.forEach((tile, i) => {
    if (placed.has(tile)) return;
    const after = by.slice(0, i).reverse().find((t) => placed.has(t));
    out.splice(after === undefined ? 0 : out.indexOf(after) + 1, 0, tile);
    placed.add(tile);
  });
  return out;
}

/** The order with `tile` moved to just before `before` (null: to the end). */
export function moveTile(order: readonly string[], tile: string, before: string | null): string[] {
  if (tile === before) return [...order];
  const out = order.filter((t) => t !== tile);
  const at = before === null ? -1 : out.indexOf(before);
  out.splice(at < 0 ? out.length : at, 0, tile);
  return out;
}

/** One seat's hand order: for which round, its sort, the person's arrangement (null: sorted). */
interface SeatOrder {
  round: string;
  sort: HandSort;
  order: string[] | null;
}

/** The hand orders of every seat at the table; `round` names a round of a session. */
export function createArranger() {
  const seats = signal<ReadonlyMap<number, SeatOrder>>(new Map());
  /** The round's largest hand per seat (read while drawing; not a signal: it redraws nothing). */
  const peaks = new Map<number, { round: string; most: number }>();
  const at = (seat: number, round: string): SeatOrder => {
    const kept = seats.value.get(seat);
    return kept && kept.round === round ? kept : { round, sort: kept?.sort ?? 'number', order: null };
  };
  const put = (seat: number, next: SeatOrder) => {
    const all = new Map(seats.peek());
    all.set(seat, next);
    seats.value = all;
  };
  return {
    /** The seat's hand in screen order. */
    order(seat: number, round: string, hand: readonly string[]): string[] {
      const o = at(seat, round);
      return arrange(hand, o.sort, o.order);
    },
    /** How the seat's hand is sorted. */
    sort(seat: number, round: string): HandSort {
      return at(seat, round).sort;
    },
    /** Whether the person arranged the seat's hand this round (it is not as sorted). */
    arranged(seat: number, round: string): boolean {
      return at(seat, round).order !== null;
    },
    /** Sorts the seat's hand afresh (the person's arrangement goes). */
    setSort(seat: number, round: string, sort: HandSort): void {
      put(seat, { round, sort, order: null });
    },
    /** Moves a tile of the hand to just before another (null: the end). */
    move(seat: number, round: string, hand: readonly string[], tile: string, before: string | null): void {
      const o = at(seat, round);
      put(seat, { ...o, order: moveTile(arrange(hand, o.sort, o.order), tile, before) });
    },
    /**
     * Brings tiles to the front of the seat's hand, in the order they have: a long hand's lit
     * tiles, where they cannot all be scrolled into view at once. Nothing changes when they lead already.
     */
    gather(seat: number, round: string, hand: readonly string[], tiles: readonly string[]): void {
      const o = at(seat, round);
      const now = arrange(hand, o.sort, o.order);
      const front = new Set(tiles);
      const next = [...now.filter((t) => front.has(t)), ...now.filter((t) => !front.has(t))];
      if (next.every((t, i) => t === now[i])) return;
      put(seat, { ...o, order: next });
    },
    /** The largest hand the seat has held this round, counting `count` now. */
    peak(seat: number, round: string, count: number): number {
      const p = peaks.get(seat);
      const most = p && p.round === round ? Math.max(p.most, count) : count;
      peaks.set(seat, { round, most });
      return most;
    },
  };
}

/** The hand orders of a table. */
export type Arranger = ReturnType<typeof createArranger>;

const tables = new WeakMap<object, Arranger>();

/** The hand orders of a table model (one per model, kept as long as it is). */
export function arrangerOf(table: object): Arranger {
  let made = tables.get(table);
  if (!made) tables.set(table, (made = createArranger()));
  return made;
}

/** The name of a session's round, for an arrangement to last that round only. */
export function roundOf(status: { seed: string; round: number } | null): string {
  return status ? `${status.seed} ${status.round}` : '';
}
