/**
 * The one-line text of an action: "engine", "play 5|3 mexican", "play 5|3 2", "draw", "pass",
 * "end". Sessions keep each action's text, and records store it (notation.ts has positions).
 */
import { CODE, parseTile } from './tiles.ts';
import type { Action } from './types.ts';

/** A parsed value, or the reason the text could not be read. */
export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

/** Writes an action: "engine", "play 5|3 mexican", "play 5|3 2", "draw", "pass", "end". */
export function makeAction(action: Action): string {
  switch (action.type) {
    case 'placeEngine':
      return 'engine';
    case 'play':
      return `play ${CODE[parseTile(action.tile)] ?? action.tile} ${action.train}`;
    case 'draw':
      return 'draw';
    case 'pass':
      return 'pass';
    case 'endFirstTurn':
      return 'end';
  }
}

/** Reads an action written by makeAction ("m" is short for mexican). */
export function parseAction(text: string): Parsed<Action> {
  const [word, tile, train, extra] = String(text).trim().split(/\s+/);
  const simple: Record<string, Action> = {
    engine: { type: 'placeEngine' },
    draw: { type: 'draw' },
    pass: { type: 'pass' },
    end: { type: 'endFirstTurn' },
  };
  if (word && simple[word] && tile === undefined) return { ok: true, value: simple[word] };
  if (word === 'play' && tile !== undefined && train !== undefined && extra === undefined) {
    const id = parseTile(tile);
    if (id < 0) return { ok: false, message: `"${tile}" is not a tile.` };
    if (train === 'mexican' || train === 'm') return { ok: true, value: { type: 'play', tile: CODE[id]!, train: 'mexican' } };
    if (/^\d+$/.test(train)) return { ok: true, value: { type: 'play', tile: CODE[id]!, train: Number(train) } };
    return { ok: false, message: `"${train}" is not a train (a seat number or "mexican").` };
  }
  return { ok: false, message: `"${text}" is not an action (engine, play a|b train, draw, pass, end).` };
}
