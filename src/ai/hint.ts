/**
 * Hints: the sharp choice put into a short sentence a player understands ("Keeps your
 * 6-tile plan and sheds 23 pips on the Mexican Train"), built from what led to it.
 */
import type { Action } from '../core/types.ts';
import type { Decision } from './sharp.ts';
import type { Table } from './table.ts';
import { shows, tileOf, trainName } from './tiles.ts';
import type { Line, Step } from './turn.ts';

function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

function where(table: Table, step: Step): string {
  return trainName(table.trains[step.train]!.ref, table.seat);
}

function firstTurnReason(table: Table, d: Decision): string {
  const a = d.action;
  const engine = table.engine;
  if (a.type === 'pass') {
    return `No tile in your hand shows ${engine}, so you cannot start your train: pass, and your train gets a marker.`;
  }
  if (a.type === 'endFirstTurn') {
    const fits = table.hand.some((t) => shows(t, table.own.need));
    if (!fits) return `No tile left in your hand matches your train's open end (${table.own.need}): finish your first turn.`;
    return `Stopping here keeps a better hand for later than laying more now: finish your first turn.`;
  }
  if (a.type !== 'play' || !d.chain) return 'The only move.';
  const chain = d.chain;
  const start = table.view.playsThisTurn === 0 ? 'Starts' : 'Continues';
  const rest = chain.tiles.length - 1;
  const more = rest > 0 ? `, ${plural(rest, 'more tile')} after it` : ', the last tile that links';
  const left = table.hand.length - chain.tiles.length;
  const out = left === 0 ? ' and empties your hand' : '';
  return `${start} your best first-turn chain with ${tileOf(a.tile).code}${more}: ${chain.pips} pips off your hand this turn${out}.`;
}

function doubleReason(table: Table, line: Line): string {
  const [first, second] = line.steps;
  const d = first!.tile;
  if (!second) {
    if (line.ending === 'out') return `Goes out with the double ${d.code}: your last tile.`;
    const then = line.ending === 'pass' ? 'pass (the yard is empty)' : 'draw';
    return `Plays the double ${d.code} on ${where(table, first!)}; nothing fits after it, so you will have to ${then}.`;
  }
  if (second.train === first!.train) {
    return `Plays the double ${d.code} on ${where(table, first!)} for an extra play and covers it with ${second.tile.code}: ${d.pips + second.tile.pips} pips off your hand this turn.`;
  }
  const left = line.exposed.find((x) => x.tile.id === d.id);
  let tail = '';
  if (left) {
    const covers = line.hand.some((t) => shows(t, d.a));
    const unseen = table.unseen[d.a]!;
    const few = unseen <= 3 ? 'only ' : '';
    tail = covers
      ? ` The others must cover the ${d.code} first (${few}${plural(unseen, 'cover')} unseen), and you keep one for yourself.`
      : ` The others must cover the ${d.code} first; ${few}${plural(unseen, 'cover')} ${unseen === 1 ? 'is' : 'are'} still unseen.`;
  }
  const then = second.tile.double ? `the double ${second.tile.code}` : second.tile.code;
  return `Plays the double ${d.code} on ${where(table, first!)} for an extra play, then ${then} on ${where(table, second)}.${tail}`;
}

function singleReason(table: Table, d: Decision, line: Line): string {
  const step = line.steps[0]!;
  const t = step.tile;
  const planLen = d.plan?.tiles.length ?? 0;
  const own = step.train === table.own.index;
  if (own) {
    const marker = table.own.marked ? ' and takes your marker off' : '';
    if (planLen > 0) return `Follows your plan on your own train${marker}: ${plural(planLen, 'more tile')} lined up after ${t.code}.`;
    return `Plays ${t.code} (${t.pips} pips) on your own train${marker}; nothing better fits elsewhere.`;
  }
  const keep = planLen > 0 ? `Keeps your ${planLen}-tile plan and sheds` : 'Sheds';
  const end = line.needs[step.train]!;
  const rare = table.unseen[end]! <= 2 ? ` It leaves ${end} open there, a number the others can hardly match.` : '';
  return `${keep} ${t.pips} pips on ${where(table, step)}.${rare}`;
}

function urgency(table: Table, line: Line): string {
  if (table.oppMin > 2 || table.oppMinSeat < 0) return '';
  // Only worth saying when the move does shed the heaviest tile that fits now.
  const first = line.steps[0]!.tile;
  const heaviest = table.view.legal.every((a) => a.type !== 'play' || tileOf(a.tile).pips <= first.pips);
  if (!heaviest) return '';
  return ` Seat ${table.oppMinSeat} has only ${plural(table.oppMin, 'tile')} left, so heavy tiles should go first.`;
}

function playReason(table: Table, d: Decision): string {
  const view = table.view;
  const a = d.action;
  if (a.type === 'draw') {
    const duty = view.owed ? ` You must cover the ${view.owed.tile} on ${trainName(view.owed.train, table.seat)} first (the oldest open double), and you cannot.` : '';
    return `No tile in your hand fits a train you may use.${duty} Draw one tile.`;
  }
  if (a.type === 'pass') {
    const why = view.drawnThisOpportunity ? 'The tile you drew does not fit anywhere' : 'Nothing fits and the yard is empty';
    return `${why}: pass, and your train gets a marker.`;
  }
  if (a.type !== 'play' || !d.line) return 'The only move.';
  const line = d.line;
  if (line.ending === 'out' && line.steps.length === 1) return `Goes out: ${line.steps[0]!.tile.code} is your last tile.`;
  let text: string;
  if (view.owed) {
    const t = tileOf(a.tile);
    text = `You must cover the oldest open double, the ${view.owed.tile} on ${trainName(view.owed.train, table.seat)}: ${t.code} does it and sheds ${t.pips} pips.`;
  } else if (line.steps[0]!.tile.double) {
    text = doubleReason(table, line);
  } else {
    text = singleReason(table, d, line);
  }
  if (view.drawnThisOpportunity) text = `The tile you drew fits, so it must be played. ${text}`;
  return text + urgency(table, line);
}

/** A short reason for a decision of the sharp player. */
export function explain(table: Table, d: Decision): string {
  const a: Action = d.action;
  if (a.type === 'placeEngine') return `You hold the ${table.engine}|${table.engine}: place it in the hub to start the round.`;
  if (table.view.phase === 'firstTurns') return firstTurnReason(table, d);
  return playReason(table, d);
}
