/**
 * When the table sounds (issue 10): a tile laid, a double, a draw, the round's end, and your
 * turn (with a short vibration where the device has one). Decided from the table's facts —
 * the commentary and whose turn it is — never from a hand. At the instant pace several moves
 * land at once: only the last one sounds. Muted: nothing sounds or vibrates.
 */
import { effect, type ReadonlySignal } from '@preact/signals';
import type { LogEntry } from '../app/facts.ts';
import type { Cue } from './synth.ts';

/** What the cues read. */
export interface CueInputs {
  log: ReadonlySignal<LogEntry[]>;
  /** The seat to act when it is a person's turn the device may show (null otherwise). */
  personToAct: ReadonlySignal<number | null>;
  muted: ReadonlySignal<boolean>;
  play: (cue: Cue) => void;
  vibrate: (ms: number) => void;
}

/** The cue of one commentary line, or null (a pass, a notice). */
export function cueOf(entry: LogEntry): Cue | null {
  if (entry.kind !== 'played') return null;
  const { event, ended } = entry.played;
  if (ended) return 'roundEnd';
  switch (event.kind) {
    case 'engine':
      return 'tile';
    case 'play':
      return event.double ? 'double' : 'tile';
    case 'draw':
      return 'draw';
    default:
      return null;
  }
}

/** Starts the cues (call inside a model factory or a component effect: disposing stops them). */
export function soundCues(inputs: CueInputs): () => void {
  let seen: LogEntry | undefined;
  let first = true;
  const stopMoves = effect(() => {
    const log = inputs.log.value;
    const last = log.at(-1);
    const fresh = seen !== undefined && last !== seen ? log.slice(log.indexOf(seen) + 1) : [];
    const wasFirst = first;
    first = false;
    seen = last;
    // Nothing sounds for what was already there when the table opened, nor when muted.
    if (wasFirst || inputs.muted.peek() || fresh.length === 0) return;
    for (let i = fresh.length - 1; i >= 0; i--) {
      const cue = cueOf(fresh[i]!);
      if (cue) return inputs.play(cue);
    }
  });
  let lastTurn: number | null | undefined;
  const stopTurn = effect(() => {
    const seat = inputs.personToAct.value;
    const before = lastTurn;
    lastTurn = seat;
    if (before === undefined || seat === null || seat === before || inputs.muted.peek()) return;
    inputs.play('yourTurn');
    inputs.vibrate(80);
  });
  return () => (stopMoves(), stopTurn());
}
