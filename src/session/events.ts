/**
 * What the table hears of one action, as facts (the screen's wording module turns them into
 * sentences in the reader's language). They hold only what everybody may know (R12.1): a
 * draw never names its tile. Every fact comes from the core's public view, never re-derived.
 */
import { publicView, roundTurn, type Action, type RoundState, type TileCode, type TrainRef } from '../core/play.ts';

/** How a round ended, as the table learns it with the action that ended it. */
export interface RoundEnding {
  reason: 'out' | 'blocked';
  /** Seats that went out (R10.1); [] when blocked. */
  out: number[];
}

/** One action of one seat, as a fact. */
export type TableEvent =
  | { kind: 'engine'; seat: number; tile: TileCode }
  | {
      kind: 'play';
      seat: number;
      tile: TileCode;
      train: TrainRef;
      /** The number the tile was joined by, and the number it leaves open. */
      joined: number;
      open: number;
      double: boolean;
      /** The seat plays again: the tile was a double (R9.1). */
      again: boolean;
      /** The tile covered the double owed on that train (R9.3). */
      covered: TileCode | null;
      /** The owner played on their own marked train: its marker came off (R5.5). */
      closed: boolean;
    }
  | { kind: 'draw'; seat: number }
  | {
      kind: 'pass';
      seat: number;
      /** A first-turn pass: no tile could start the train (R6.4). */
      firstTurn: boolean;
      /** The pass put the marker on the seat's train now; false when it was open already. */
      opened: boolean;
    }
  | { kind: 'endFirstTurn'; seat: number; tiles: number };

const heard = new WeakMap<object, { event: TableEvent; ended: RoundEnding | null }>();

/**
 * What the table heard of a timeline entry, worked out when first asked (a replay never
 * asks, so loading a long session builds no views) and kept with the entry.
 */
export function heardOf(entry: { before: RoundState; state: RoundState; action: Action }): { event: TableEvent; ended: RoundEnding | null } {
  let known = heard.get(entry);
  if (!known) {
    known = eventOf(entry.before, entry.state, entry.action);
    heard.set(entry, known);
  }
  return known;
}

/** The event of `action` by the seat to act in `before`, leading to `after`, and the round's ending if it ended. */
export function eventOf(before: RoundState, after: RoundState, action: Action): { event: TableEvent; ended: RoundEnding | null } {
  const seat = roundTurn(before);
  const was = publicView(before);
  const now = publicView(after);
  let event: TableEvent;
  switch (action.type) {
    case 'placeEngine':
      event = { kind: 'engine', seat, tile: `${was.engine}|${was.engine}` };
      break;
    case 'draw':
      event = { kind: 'draw', seat };
      break;
    case 'endFirstTurn':
      event = { kind: 'endFirstTurn', seat, tiles: was.playsThisTurn };
      break;
    case 'pass': {
      const own = was.trains.find((t) => t.owner === seat);
      event = { kind: 'pass', seat, firstTurn: was.phase === 'firstTurns', opened: !own?.marked };
      break;
    }
    case 'play': {
      const train = now.trains.find((t) => t.ref === action.train)!;
      const laid = train.laid.at(-1)!;
      const owed = was.owed && was.owed.train === action.train ? was.owed.tile : null;
      const before = was.trains.find((t) => t.ref === action.train)!;
      event = {
        kind: 'play',
        seat,
        tile: laid.tile,
        train: action.train,
        joined: laid.joined,
        open: laid.open,
        double: laid.joined === laid.open,
        again: now.playsAgain && now.turn === seat,
        covered: owed,
        closed: action.train === seat && before.marked && !train.marked,
      };
      break;
    }
  }
  const ended = now.result && !was.result ? { reason: now.result.reason, out: now.result.out } : null;
  return { event, ended };
}
