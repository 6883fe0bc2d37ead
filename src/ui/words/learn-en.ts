/** English words of the coach of "Learn to play" (see learn.ts for the keys and their facts). */
import { tileEnds } from '../../core/index.ts';
import { list } from './en-base.ts';
import type { Person, TrainWord } from './catalog.ts';
import type { LearnWords, LessonWords, NewsWords, TapWords } from './learn.ts';

/** "the 3–5", "the double 6": as the table names tiles (en.ts). */
function the(code: string): string {
  const [a, b] = tileEnds(code) ?? [0, 0];
  return a === b ? `the double ${a}` : `the ${a}–${b}`;
}

/** A train in running text: "the Mexican Train", "your train", "Ana's train". */
function train(t: TrainWord): string {
  switch (t.kind) {
    case 'mexican':
      return 'the Mexican Train';
    case 'yours':
      return 'your train';
    case 'own':
      return 'their own train';
    case 'of':
      return t.owner.you ? 'your train' : `${t.owner.name}'s train`;
  }
}

function name(p: Person): string {
  return p.you ? 'you' : p.name;
}

function lesson(l: LessonWords): string {
  switch (l.kind) {
    case 'engine':
      return `You hold the double ${l.engine}, this round's engine: it goes in the hub, and every train starts from it.`;
    case 'startChain':
      return `Your first turn: start your own train from the hub with a tile showing ${l.engine}.`;
    case 'growChain':
      return `On your first turn you may add as many tiles as link up: ${the(l.tile)} matches the open end, ${l.end}.`;
    case 'finishChain':
      return l.more ? 'You may stop whenever you like: finish your first turn.' : 'Nothing more links: your first turn is over.';
    case 'play': {
      const again = l.again ? 'Your double gives you another play. ' : '';
      if (l.where === 'other' && l.owner) {
        return l.first
          ? `${again}${l.owner.name}'s train carries a marker, so anyone may play on it: play ${the(l.tile)} there.`
          : `${again}Play ${the(l.tile)} on ${l.owner.name}'s train: its marker keeps it open.`;
      }
      if (l.where === 'mexican') {
        return l.first ? `${again}The Mexican Train is open to everyone, always: play ${the(l.tile)} on it.` : `${again}Play ${the(l.tile)} on the Mexican Train.`;
      }
      return l.unmarks
        ? `${again}Play ${the(l.tile)} on your own train: that takes your marker off.`
        : `${again}Play ${the(l.tile)} on your own train: only you may play there while it has no marker.`;
    }
    case 'double':
      return l.first
        ? `A double lies crosswise and gives you another play at once: play ${the(l.tile)}.`
        : `Another double, another play: play ${the(l.tile)}.`;
    case 'cover':
      if (!l.next) return `The double ${l.double} on ${train(l.train)} is uncovered: it must be covered before any other move. Cover it with ${the(l.tile)}.`;
      return (
        `${l.by ? `${l.by.name} left` : 'There are'} two doubles uncovered: the double ${l.double}, then the double ${l.next.double}. ` +
        `The oldest comes first, before any other move, even on a private train: cover the double ${l.double} with ${the(l.tile)}. ` +
        `The double ${l.next.double} then falls to ${name(l.nextWho)}.`
      );
    case 'draw':
      return l.owed
        ? `No tile of yours covers the double ${l.owed.double} on ${train(l.owed.train)}: draw one tile.`
        : 'Nothing fits a train you may use: draw one tile.';
    case 'drawn':
      return `${capital(the(l.tile))} you drew fits, so it must be played now.`;
    case 'pass':
      return l.opened
        ? 'The tile you drew fits nowhere: pass. A marker goes on your train, so anyone may play there until you do.'
        : 'The tile you drew fits nowhere: pass. Your train keeps its marker.';
    case 'goOut':
      return `Your last tile! Play ${the(l.tile)} to go out: the round ends, and the others score the pips left in their hands.`;
  }
}

function news(n: NewsWords): string {
  if (n.kind === 'covered') return `${n.who.name} covered the double ${n.double}.`;
  return n.firstTurn
    ? `${n.who.name} could not start a train and passed: a marker went on ${n.who.name}'s train.`
    : `${n.who.name} drew, could not play and passed: a marker went on ${n.who.name}'s train.`;
}

function tap(t: TapWords): string {
  switch (t.kind) {
    case 'tile':
      return `Tap ${the(t.tile)} in your hand.`;
    case 'train':
      return `Tap ${train(t.train)}.`;
    case 'button':
      return `Tap ${t.label}.`;
  }
}

function capital(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** English. */
export const learnEn: LearnWords = {
  title: 'Learn to play',
  leave: 'Leave',
  playFirst: 'Play your first game',
  backToGame: 'Back to your game',
  intro: (others) => `A round with ${list(others.map((p) => p.name))}. Tap what the ring shows; nothing is saved.`,
  news,
  lesson,
  tap,
  watch: (who) => `${who.name} plays now. Watch the board: the newest tile is marked.`,
  finished: (out) =>
    out
      ? 'You went out: the round is over! A game is 13 rounds, from the double 12 down to the double 0, and the lowest total wins.'
      : 'The round is over.',
  lost: 'The lesson lost its place: tap Undo, or leave and start it again.',
};
