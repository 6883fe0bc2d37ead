/**
 * Sentences that announce one action to the table ("Cy played 7|2 on the Mexican Train").
 * They say only what everybody may know (R12.1): a draw never names its tile.
 */
import type { Action, RoundState, TrainRef } from '../core/index.ts';

function trainIndex(state: RoundState, train: TrainRef): number {
  return train === 'mexican' ? state.players : train;
}

/** The tile as it lies on the train: the end that matched first ("7|2" on a train ending in 7). */
function oriented(state: RoundState, tile: string, train: TrainRef): string {
  const [a, b] = tile.split('|').map(Number) as [number, number];
  const end = state.trains[trainIndex(state, train)]?.end ?? -1;
  const need = end >= 0 ? end : state.engine;
  return a !== need && b === need ? `${b}|${a}` : `${a}|${b}`;
}

function trainWords(train: TrainRef, seat: number, names: readonly string[]): string {
  if (train === 'mexican') return 'the Mexican Train';
  if (train === seat) return 'their own train';
  return `${names[train] ?? `seat ${train + 1}`}'s train`;
}

/**
 * The sentence for `action` by `seat`, taken in `before` and leading to `after`:
 * "Cy played 7|2 on the Mexican Train", "Cy drew a tile", "Cy passed; Cy's train is open",
 * "Cy placed the engine 12|12", "Cy finished the first turn".
 */
export function announce(before: RoundState, after: RoundState, seat: number, action: Action, names: readonly string[]): string {
  const who = names[seat] ?? `Seat ${seat + 1}`;
  let said: string;
  switch (action.type) {
    case 'placeEngine':
      said = `${who} placed the engine ${before.engine}|${before.engine}`;
      break;
    case 'draw':
      said = `${who} drew a tile`;
      break;
    case 'endFirstTurn':
      said = `${who} finished the first turn`;
      break;
    case 'pass': {
      const open = before.trains[seat]?.marked ? 'stays open' : 'is open';
      const first = before.phase === 'firstTurns' ? ' (no tile could start their train)' : '';
      said = `${who} passed${first}; ${who}'s train ${open}`;
      break;
    }
    case 'play': {
      const tile = oriented(before, action.tile, action.train);
      said = `${who} played ${tile} on ${trainWords(action.train, seat, names)}`;
      const [a, b] = action.tile.split('|');
      if (a === b && after.phase === 'play' && after.turn === seat && before.phase === 'play') said += ' and plays again';
      break;
    }
  }
  if (after.result && before.result === null) {
    const out = after.hands.findIndex((h) => h.length === 0);
    said += after.result.reason === 'out' && out >= 0
      ? `. ${names[out] ?? `Seat ${out + 1}`} went out: the round is over`
      : '. Nobody can place a tile any more: the round is over';
  }
  return said;
}
