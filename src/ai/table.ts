/**
 * What a seat knows, read once from its PlayerView (R12.1): its hand, the trains it may
 * use, and how many tiles of each number are still unseen (in other hands or the yard).
 * Nothing here can depend on hidden information: the input is the view and only the view.
 */
import type { PlayerView, TrainRef } from '../core/types.ts';
import type { Tile } from './tiles.ts';
import { NUMBERS, TILES, sortedTiles, tileOf } from './tiles.ts';

/** One train as the seat sees it. */
export interface TrainInfo {
  ref: TrainRef;
  /** Index in view.trains (personal trains by seat, then the Mexican Train). */
  index: number;
  /** Owner seat, or −1 for the Mexican Train. */
  owner: number;
  /** The number a tile must show to go on it: its open end, or the engine while empty. */
  need: number;
  marked: boolean;
  length: number;
}

/** The seat's knowledge of the round, derived from its view alone. */
export interface Table {
  view: PlayerView;
  seat: number;
  players: number;
  engine: number;
  hand: Tile[];
  trains: TrainInfo[];
  own: TrainInfo;
  mexican: TrainInfo;
  /** Unseen tiles showing each number (a double counts once). */
  unseen: number[];
  /** Whether each tile (by index) is unseen by this seat. */
  unseenTile: boolean[];
  unseenTotal: number;
  /** Smallest tile count among the other seats. */
  oppMin: number;
  /** Seat of that smallest count (the first such clockwise after this seat). */
  oppMinSeat: number;
}

/** Reads the seat's knowledge from its view. */
export function readTable(view: PlayerView): Table {
  const hand = sortedTiles(view.hand);
  const n = view.players;
  const trains: TrainInfo[] = view.trains.map((tr, index) => ({
    ref: tr.ref,
    index,
    owner: tr.owner ?? -1,
    need: tr.needs,
    marked: tr.marked,
    length: tr.tiles.length,
  }));
  const own = trains.find((t) => t.ref === view.seat)!;
  const mexican = trains.find((t) => t.ref === 'mexican')!;

  const seen = new Array<boolean>(TILES.length).fill(false);
  for (const t of hand) seen[t.id] = true;
  for (const tr of view.trains) for (const code of tr.tiles) seen[tileOf(code).id] = true;
  // The engine sits in the hub once placed; before that only its holder knows where it is.
  if (view.phase !== 'engine') seen[tileOf(`${view.engine}|${view.engine}`).id] = true;
  const unseen = new Array<number>(NUMBERS).fill(0);
  const unseenTile = seen.map((s) => !s);
  let unseenTotal = 0;
  for (const t of TILES) {
    if (seen[t.id]) continue;
    unseenTotal++;
    unseen[t.a]!++;
    if (!t.double) unseen[t.b]!++;
  }

  let oppMin = Infinity;
  let oppMinSeat = -1;
  for (let k = 1; k < n; k++) {
    const s = (view.seat + k) % n;
    const c = view.handCounts[s]!;
    if (c < oppMin) {
      oppMin = c;
      oppMinSeat = s;
    }
  }
  return {
    view,
    seat: view.seat,
    players: n,
    engine: view.engine,
    hand,
    trains,
    own,
    mexican,
    unseen,
    unseenTile,
    unseenTotal,
    oppMin: oppMin === Infinity ? 0 : oppMin,
    oppMinSeat,
  };
}

/** Whether this seat may lay a tile on the train outside its first turn (R5.2, R5.3). */
export function mayUse(table: Table, train: TrainInfo): boolean {
  return train.owner === table.seat || train.owner === -1 || train.marked;
}

/**
 * Probability that a given opponent holding `handSize` tiles holds none of the `unseen`
 * tiles showing a number, when `total` tiles are unseen (a hypergeometric estimate).
 */
export function chanceHoldsNone(unseen: number, handSize: number, total: number): number {
  if (unseen <= 0) return 1;
  if (handSize >= total) return 0;
  let p = 1;
  for (let i = 0; i < handSize; i++) p *= Math.max(0, (total - unseen - i) / (total - i));
  return p;
}
