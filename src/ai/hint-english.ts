/**
 * A plain-English rendering of hint facts: the `reason` of hint() (CORE_API.md), for
 * developers, logs and the command line. Screens word HintFacts through their own wording
 * module. Other seats are named by turn order from the reader's seat ("the next player"),
 * never by a seat number, so no 0- or 1-based number can be misread.
 */
import type { TrainRef } from '../core/types.ts';
import { tileEnds } from '../core/index.ts';
import type { DoubleFollowUp, HintFacts, HintFactsOf, PlayNotes } from './hint-facts.ts';

/** The facts of a placement in the play phase, which carry the play notes. */
type Placement = Extract<HintFacts, PlayNotes>;

/** The reader: the seat the hint is for, and how many seats play. */
export interface Reader {
  seat: number;
  players: number;
}

function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** Another seat, by how many places after the reader it plays. */
function player(seat: number, me: Reader): string {
  const k = (((seat - me.seat) % me.players) + me.players) % me.players;
  return k === 1 ? 'the next player' : `the player ${k} places after you`;
}

/** A train as the reader names it. */
function train(ref: TrainRef, me: Reader): string {
  if (ref === 'mexican') return 'the Mexican Train';
  if (ref === me.seat) return 'your train';
  return `the train of ${player(ref, me)}`;
}

function isDouble(code: string): boolean {
  const ends = tileEnds(code);
  return ends !== null && ends[0] === ends[1];
}

function firstTurnChain(f: HintFactsOf<'firstTurnChain'>): string {
  const start = f.continues ? 'Continues' : 'Starts';
  const more = f.more > 0 ? `, ${plural(f.more, 'more tile')} after it` : ', the last tile that links';
  const out = f.emptiesHand ? ' and empties your hand' : '';
  return `${start} your best first-turn chain with ${f.tile}${more}: ${f.pips} pips off your hand this turn${out}.`;
}

function doubleText(f: HintFactsOf<'double'>, me: Reader): string {
  const then: DoubleFollowUp = f.then;
  const on = `Plays the double ${f.tile} on ${train(f.train, me)}`;
  if (then.kind === 'stuck') {
    return `${on}; nothing fits after it, so you will have to ${then.ending === 'pass' ? 'pass (the yard is empty)' : 'draw'}.`;
  }
  if (then.kind === 'cover') return `${on} for an extra play and covers it with ${then.tile}: ${then.pips} pips off your hand this turn.`;
  const next = isDouble(then.tile) ? `the double ${then.tile}` : then.tile;
  let tail = '';
  if (then.left) {
    const n = then.left.unseenCovers;
    const covers = n === 0 ? 'no cover' : `${n <= 3 ? 'only ' : ''}${plural(n, 'cover')}`;
    tail = then.left.keepsCover
      ? ` The others must cover the ${f.tile} first (${covers} unseen), and you keep one for yourself.`
      : ` The others must cover the ${f.tile} first; ${covers} ${n <= 1 ? 'is' : 'are'} still unseen.`;
  }
  return `${on} for an extra play, then ${next} on ${train(then.train, me)}.${tail}`;
}

function placement(f: Placement, me: Reader): string {
  switch (f.kind) {
    case 'coverDouble':
      return `You must cover the oldest open double, the ${f.double} on ${train(f.train, me)}: ${f.tile} does it and sheds ${f.pips} pips.`;
    case 'double':
      return doubleText(f, me);
    case 'ownTrain': {
      const marker = f.unmarks ? ' and takes your marker off' : '';
      if (f.plan > 0) return `Follows your plan on your own train${marker}: ${plural(f.plan, 'more tile')} lined up after ${f.tile}.`;
      return `Plays ${f.tile} (${f.pips} pips) on your own train${marker}; nothing better fits elsewhere.`;
    }
    case 'shed': {
      const keep = f.plan > 0 ? `Keeps your ${f.plan}-tile plan and sheds` : 'Sheds';
      const rare = f.rareOpen !== null ? ` It leaves ${f.rareOpen} open there, a number the others can hardly match.` : '';
      return `${keep} ${f.pips} pips on ${train(f.train, me)}.${rare}`;
    }
  }
}

function withNotes(f: Placement, me: Reader): string {
  let text = placement(f, me);
  if (f.drawn) text = `The tile you drew fits, so it must be played. ${text}`;
  if (f.urgent) {
    const who = player(f.urgent.seat, me);
    text += ` ${who[0]!.toUpperCase()}${who.slice(1)} has only ${plural(f.urgent.tiles, 'tile')} left, so heavy tiles should go first.`;
  }
  return text;
}

/** The hint facts as one or two plain-English sentences for the reader's seat. */
export function hintEnglish(f: HintFacts, me: Reader): string {
  switch (f.kind) {
    case 'engine':
      return `You hold the ${f.tile}: place it in the hub to start the round.`;
    case 'firstTurnPass':
      return `No tile in your hand shows ${f.engine}, so you cannot start your train: pass, and your train gets a marker.`;
    case 'firstTurnStop':
      return f.why === 'nothingFits'
        ? `No tile left in your hand matches your train's open end (${f.need}): finish your first turn.`
        : 'Stopping here keeps a better hand for later than laying more now: finish your first turn.';
    case 'firstTurnChain':
      return firstTurnChain(f);
    case 'draw': {
      const duty = f.owed ? ` You must cover the ${f.owed.tile} on ${train(f.owed.train, me)} first (the oldest open double), and you cannot.` : '';
      return `No tile in your hand fits a train you may use.${duty} Draw one tile.`;
    }
    case 'pass':
      return `${f.cause === 'drawnTileFitsNowhere' ? 'The tile you drew does not fit anywhere' : 'Nothing fits and the yard is empty'}: pass, and your train gets a marker.`;
    case 'goOut':
      return `Goes out: ${f.tile} is your last tile.`;
    case 'only':
      return 'The only move.';
    default:
      return withNotes(f, me);
  }
}
