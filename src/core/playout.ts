/**
 * Playouts: a round (an imagined one, from imagineRound) played on in place, fast, for the
 * expert computer player's playouts — about ten times faster than immutable states. It
 * follows the rules exactly as applyAction does (R5–R10): tests/core/playout.test.ts plays
 * thousands of random positions in both and requires the same moves and the same rounds.
 * Real moves are always checked by applyAction. Not in the public API (index.ts): src/ai
 * imports this module, and reads a PlayoutRound's fields, never a RoundState's.
 */
import { HIGH as HI, LOW as LO, TILE_COUNT, pips } from './tiles.ts';
import type { RoundState } from './types.ts';

/** Most tiles a hand can hold (every tile of the set): the stride of PlayoutRound.hands. */
const MAX_HAND = TILE_COUNT;

/** A round that changes in place; tiles are the core's ids, trains indices (personal by seat, then the Mexican Train). */
export class PlayoutRound {
  players = 0;
  engine = 0;
  /** 1: first turns, 2: play, 3: over. */
  phase = 2;
  turn = 0;
  plays = 0;
  drawn = false;
  /** hands[seat * MAX_HAND + i] for i < counts[seat]. */
  hands = new Int8Array(0);
  counts = new Int8Array(0);
  yard = new Int8Array(0);
  yardPos = 0;
  /** Open end of each train, −1 while empty. */
  ends = new Int8Array(0);
  marked = new Uint8Array(0);
  /** Exposed doubles oldest first: tile and train. */
  exposedTile = new Int8Array(0);
  exposedTrain = new Int8Array(0);
  exposedCount = 0;
  firstDone = new Uint8Array(0);
  /** Penalties once over. */
  penalties: number[] | null = null;
  /** Whether the round ended by going out (else blocked), once over. */
  out = false;

  /** A copy of the imagined state, to play on. */
  static from(state: RoundState): PlayoutRound {
    const r = new PlayoutRound();
    const n = state.players;
    r.players = n;
    r.engine = state.engine;
    r.phase = state.phase === 'firstTurns' ? 1 : state.phase === 'play' ? 2 : 3;
    r.turn = state.turn;
    r.plays = state.plays;
    r.drawn = state.drawn;
    r.hands = new Int8Array(n * MAX_HAND);
    r.counts = new Int8Array(n);
    state.hands.forEach((h, s) => {
      h.forEach((id, i) => (r.hands[s * MAX_HAND + i] = id));
      r.counts[s] = h.length;
    });
    r.yard = Int8Array.from(state.yard.slice(state.yardPos));
    r.ends = Int8Array.from(state.trains.map((t) => t.end));
    r.marked = Uint8Array.from(state.trains.map((t) => (t.marked ? 1 : 0)));
    r.exposedTile = new Int8Array(n + 1);
    r.exposedTrain = new Int8Array(n + 1);
    state.exposed.forEach((x, i) => {
      r.exposedTile[i] = x.tile;
      r.exposedTrain[i] = x.train;
    });
    r.exposedCount = state.exposed.length;
    r.firstDone = Uint8Array.from(state.firstTurnDone.map((f) => (f ? 1 : 0)));
    if (state.result) {
      r.penalties = state.result.penalties.slice();
      r.out = state.result.reason === 'out';
    }
    return r;
  }

  /** Copies another round into this one (no allocation when the sizes match). */
  copyFrom(o: PlayoutRound): this {
    if (this.hands.length !== o.hands.length) {
      this.hands = new Int8Array(o.hands.length);
      this.counts = new Int8Array(o.counts.length);
      this.ends = new Int8Array(o.ends.length);
      this.marked = new Uint8Array(o.marked.length);
      this.exposedTile = new Int8Array(o.exposedTile.length);
      this.exposedTrain = new Int8Array(o.exposedTrain.length);
      this.firstDone = new Uint8Array(o.firstDone.length);
    }
    this.players = o.players;
    this.engine = o.engine;
    this.phase = o.phase;
    this.turn = o.turn;
    this.plays = o.plays;
    this.drawn = o.drawn;
    this.hands.set(o.hands);
    this.counts.set(o.counts);
    this.yard = o.yard; // never written: shared
    this.yardPos = o.yardPos;
    this.ends.set(o.ends);
    this.marked.set(o.marked);
    this.exposedTile.set(o.exposedTile);
    this.exposedTrain.set(o.exposedTrain);
    this.exposedCount = o.exposedCount;
    this.firstDone.set(o.firstDone);
    this.penalties = o.penalties ? o.penalties.slice() : null;
    this.out = o.out;
    return this;
  }

  /** Puts other hidden tiles in place: the hands of every seat but `own`, and the yard in drawing order. */
  deal(hands: readonly (readonly number[])[], yard: readonly number[], own: number): this {
    for (let s = 0; s < this.players; s++) {
      if (s === own) continue;
      const h = hands[s]!;
      for (let i = 0; i < h.length; i++) this.hands[s * MAX_HAND + i] = h[i]!;
      this.counts[s] = h.length;
    }
    this.yard = Int8Array.from(yard);
    this.yardPos = 0;
    return this;
  }

  /** The number a tile must show to go on train t. */
  needs(t: number): number {
    const e = this.ends[t]!;
    return e >= 0 ? e : this.engine;
  }

  /** Whether the seat to act may use train t now, duties aside (R5.2, R5.3, R6.2). */
  mayUse(t: number): boolean {
    const seat = this.turn;
    if (t === seat) return true;
    if (this.phase !== 2) return false;
    return t === this.players || this.marked[t] === 1;
  }

  /** Whether the seat to act owes the oldest exposed double now (R9.3). */
  owes(): boolean {
    return this.phase === 2 && this.plays === 0 && this.exposedCount > 0;
  }

  /**
   * The seat to act's legal placements as (tile, train) pairs written into `out`; returns
   * how many pairs. Without `out`, stops at the first one (returns 1, or 0 when none).
   */
  placements(out: Int32Array | null): number {
    if (this.phase === 3) return 0;
    const seat = this.turn;
    const base = seat * MAX_HAND;
    const count = this.counts[seat]!;
    let found = 0;
    if (this.owes()) {
      const t = this.exposedTrain[0]!;
      const d = LO[this.exposedTile[0]!]!;
      for (let i = 0; i < count; i++) {
        const tile = this.hands[base + i]!;
        if (LO[tile] === d || HI[tile] === d) {
          if (!out) return 1;
          out[2 * found] = tile;
          out[2 * found + 1] = t;
          found++;
        }
      }
      return found;
    }
    const lo = this.phase === 1 ? seat : 0;
    const hi = this.phase === 1 ? seat : this.players;
    // As in the core: a mask of the usable open ends rules most tiles out at once.
    let mask = 0;
    let usable = 0;
    for (let t = lo; t <= hi; t++) {
      if (!this.mayUse(t)) continue;
      usable |= 1 << t;
      mask |= 1 << this.needs(t);
    }
    for (let i = 0; i < count; i++) {
      const tile = this.hands[base + i]!;
      const a = LO[tile]!;
      const b = HI[tile]!;
      if (((mask >> a) & 1) === 0 && ((mask >> b) & 1) === 0) continue;
      for (let t = lo; t <= hi; t++) {
        if (((usable >> t) & 1) === 0) continue;
        const need = this.needs(t);
        if (a === need || b === need) {
          if (!out) return 1;
          out[2 * found] = tile;
          out[2 * found + 1] = t;
          found++;
        }
      }
    }
    return found;
  }

  /** The move besides placements open now: 'end' (a first turn with tiles laid), 'draw', 'pass' or null. */
  other(canPlace: boolean): 'end' | 'draw' | 'pass' | null {
    if (this.phase === 1) return this.plays > 0 ? 'end' : canPlace ? null : 'pass';
    if (this.phase !== 2 || canPlace) return null;
    return !this.drawn && this.yardPos < this.yard.length ? 'draw' : 'pass';
  }

  /** Lays a tile the placements allow on train t. */
  place(tile: number, t: number): void {
    const seat = this.turn;
    const need = this.needs(t);
    this.ends[t] = LO[tile] === need ? HI[tile]! : LO[tile]!;
    if (t === seat) this.marked[t] = 0;
    this.removeFromHand(seat, tile);
    for (let i = 0; i < this.exposedCount; i++) {
      if (this.exposedTrain[i] === t) {
        for (let j = i + 1; j < this.exposedCount; j++) {
          this.exposedTile[j - 1] = this.exposedTile[j]!;
          this.exposedTrain[j - 1] = this.exposedTrain[j]!;
        }
        this.exposedCount--;
        break;
      }
    }
    const double = LO[tile] === HI[tile];
    if (double) {
      this.exposedTile[this.exposedCount] = tile;
      this.exposedTrain[this.exposedCount] = t;
      this.exposedCount++;
    }
    this.plays++;
    this.drawn = false;
    if (this.phase === 1) return;
    if (this.counts[seat] === 0) this.finish(true);
    else if (!double) this.nextTurn();
    this.settle();
  }

  /** Draws the yard's next tile (R8.1). */
  draw(): void {
    const seat = this.turn;
    this.hands[seat * MAX_HAND + this.counts[seat]!] = this.yard[this.yardPos++]!;
    this.counts[seat]!++;
    this.drawn = true;
    this.settle();
  }

  /** Passes: the marker goes on the own train (R5.4). */
  pass(): void {
    this.marked[this.turn] = 1;
    if (this.phase === 1) {
      this.endFirst();
      return;
    }
    this.nextTurn();
    this.settle();
  }

  /** Ends a first turn after laying tiles (R6.3). */
  endFirst(): void {
    this.firstDone[this.turn] = 1;
    this.nextTurn();
    for (let s = 0; s < this.players; s++) if (!this.firstDone[s]) return;
    this.phase = 2;
    for (let s = 0; s < this.players; s++) {
      if (this.counts[s] === 0) {
        this.finish(true);
        return;
      }
    }
    this.settle();
  }

  private removeFromHand(seat: number, tile: number): void {
    const base = seat * MAX_HAND;
    const last = this.counts[seat]! - 1;
    for (let i = 0; i <= last; i++) {
      if (this.hands[base + i] === tile) {
        // Order kept: the policy's ties follow hand order, as in the core.
        for (let j = i; j < last; j++) this.hands[base + j] = this.hands[base + j + 1]!;
        this.counts[seat] = last;
        return;
      }
    }
  }

  private nextTurn(): void {
    this.turn = (this.turn + 1) % this.players;
    this.plays = 0;
    this.drawn = false;
  }

  private finish(out: boolean): void {
    this.phase = 3;
    this.turn = -1;
    this.drawn = false;
    this.plays = 0;
    this.out = out;
    const penalties: number[] = [];
    for (let s = 0; s < this.players; s++) {
      let p = 0;
      for (let i = 0; i < this.counts[s]!; i++) p += pips(this.hands[s * MAX_HAND + i]!);
      penalties.push(p);
    }
    this.penalties = penalties;
  }

  /** R10.2: the round ends the moment no tile can ever be placed again. */
  private settle(): void {
    if (this.phase !== 2 || this.yardPos < this.yard.length || this.placements(null) > 0) return;
    let mask = 0;
    if (this.exposedCount > 0) mask = 1 << LO[this.exposedTile[0]!]!;
    else for (let t = 0; t <= this.players; t++) mask |= 1 << this.needs(t);
    for (let s = 0; s < this.players; s++) {
      for (let i = 0; i < this.counts[s]!; i++) {
        const tile = this.hands[s * MAX_HAND + i]!;
        if ((mask >> LO[tile]!) & 1 || (mask >> HI[tile]!) & 1) return;
      }
    }
    this.finish(false);
  }

  /** Whether the seat holds a tile other than `tile` showing the number n. */
  holdsOther(seat: number, tile: number, n: number): boolean {
    const base = seat * MAX_HAND;
    for (let i = 0; i < this.counts[seat]!; i++) {
      const x = this.hands[base + i]!;
      if (x !== tile && (LO[x] === n || HI[x] === n)) return true;
    }
    return false;
  }

  /** Pips in a seat's hand, plus `perTile` for each tile. */
  pipsOf(seat: number, perTile = 0): number {
    const base = seat * MAX_HAND;
    let p = 0;
    for (let i = 0; i < this.counts[seat]!; i++) p += pips(this.hands[base + i]!) + perTile;
    return p;
  }

  /** The tiles of a seat's hand (a copy). */
  handOf(seat: number): number[] {
    return Array.from(this.hands.subarray(seat * MAX_HAND, seat * MAX_HAND + this.counts[seat]!));
  }
}
