/** Sentences the table says: what is owed, why a pass, what a preview will do. */
import type { PlayerView, TrainRef } from '../../core/index.ts';
import type { Preview } from '../model/game.ts';
import { trainLabel } from './Board.tsx';

/** "the Mexican Train", "your train", "Ben's train". */
export function trainPhrase(ref: TrainRef, viewer: number, names: string[]): string {
  const label = trainLabel(ref, viewer, names);
  return ref === 'mexican' ? 'the Mexican Train' : ref === viewer ? 'your train' : label;
}

/** The banner about the oldest uncovered double the seat to act owes (R9.3). */
export function owedBanner(view: PlayerView, names: string[]): string | null {
  if (!view.owed) return null;
  const where = trainPhrase(view.owed.train, view.seat, names);
  const who = view.turn === view.seat ? 'Cover' : `${names[view.turn]} must cover`;
  return `${who} the ${view.owed.tile} on ${where} first`;
}

/** What the seat to act is asked to do now, in a sentence. */
export function prompt(view: PlayerView, names: string[]): string {
  const mine = view.turn === view.seat;
  const name = names[view.turn] ?? '';
  if (view.phase === 'over') return 'The round is over.';
  if (view.phase === 'engine') {
    const engine = `${view.engine}|${view.engine}`;
    return mine ? `You hold the engine: place the ${engine} in the hub.` : `${name} places the engine ${engine}.`;
  }
  if (!mine) return `${name}'s turn.`;
  const legal = view.legal;
  if (view.phase === 'firstTurns') {
    if (legal.some((a) => a.type === 'pass')) return `Nothing in your hand shows ${view.engine}: pass; your train opens.`;
    if (view.playsThisTurn === 0) return `Your first turn: start your train with a tile showing ${view.engine}.`;
    return legal.some((a) => a.type === 'play')
      ? 'Add to your chain, or finish your turn.'
      : 'Nothing more fits your chain: finish your turn.';
  }
  if (legal.some((a) => a.type === 'draw')) return view.owed ? `You cannot cover the ${view.owed.tile}: draw a tile.` : 'Nothing fits: draw a tile.';
  if (legal.some((a) => a.type === 'pass')) {
    if (view.drawnThisOpportunity) return 'Nothing fits after your draw — pass; your train opens.';
    return 'Nothing fits and the yard is empty — pass; your train opens.';
  }
  if (view.playsThisTurn > 0 && !view.owed) return 'Your double gives you another play.';
  return 'Your turn: pick a tile.';
}

/** What Confirm will do. */
export function previewText(p: Preview, view: PlayerView, names: string[]): string {
  switch (p.kind) {
    case 'play':
      return `Play the ${p.tile} on ${trainPhrase(p.train, view.seat, names)}?`;
    case 'draw':
      return `Draw from the yard — ${view.yardSize} left?`;
    case 'finish': {
      const own = view.trains.find((t) => t.ref === view.seat);
      return `Finish your first turn with ${view.playsThisTurn} tile${view.playsThisTurn === 1 ? '' : 's'} on your train${own && own.openEnd !== null ? `, ending in ${own.openEnd}` : ''}?`;
    }
    case 'pass':
      return 'Pass? Your train gets your marker and opens to everyone.';
  }
}
