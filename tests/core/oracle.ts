/**
 * A second, deliberately plain implementation of RULES.md R4–R10, written from the rule
 * text over snapshots and tile codes. The property tests play thousands of random games
 * through both and demand the same legal actions and the same snapshot after every step.
 */
import type { RoundSnapshot } from '../../src/core/index.ts';

export interface Oracle {
  s: RoundSnapshot;
  /** Placements made in the current turn (public: everybody saw them). */
  plays: number;
}

const ends = (code: string): [number, number] => code.split('|').map(Number) as [number, number];
const canon = (code: string): string => {
  const [a, b] = ends(code);
  return a <= b ? `${a}|${b}` : `${b}|${a}`;
};
const showsN = (code: string, n: number): boolean => ends(code).includes(n);
const isDbl = (code: string): boolean => ends(code)[0] === ends(code)[1];
const pipsOf = (hand: string[]): number => hand.reduce((sum, c) => sum + ends(c)[0] + ends(c)[1], 0);

/** Wraps a fresh round's snapshot. */
export function oracleOf(s: RoundSnapshot): Oracle {
  return { s: structuredClone(s), plays: 0 };
}

function trainIndex(o: Oracle, ref: 'mexican' | number): number {
  return ref === 'mexican' ? o.s.players : ref;
}

function need(o: Oracle, i: number): number {
  return o.s.trains[i]!.openEnd ?? o.s.engine;
}

function placements(o: Oracle): string[] {
  const { s } = o;
  const seat = s.turn;
  const hand = s.hands[seat]!;
  const out: string[] = [];
  if (s.phase === 'firstTurns') {
    for (const t of hand) if (showsN(t, need(o, seat))) out.push(`play ${t} ${seat}`);
    return out;
  }
  if (s.exposed.length > 0 && o.plays === 0) {
    const oldest = s.exposed[0]!;
    const n = ends(oldest.tile)[0];
    for (const t of hand) if (showsN(t, n)) out.push(`play ${t} ${oldest.train}`);
    return out;
  }
  s.trains.forEach((train, i) => {
    const usable = i === seat || train.ref === 'mexican' || train.marked;
    if (!usable) return;
    for (const t of hand) if (showsN(t, need(o, i))) out.push(`play ${t} ${train.ref}`);
  });
  return out;
}

/** The legal actions, as text, per RULES.md. */
export function oracleLegal(o: Oracle): string[] {
  const { s } = o;
  if (s.phase === 'over') return [];
  if (s.phase === 'engine') return ['engine'];
  const plays = placements(o);
  if (s.phase === 'firstTurns') {
    const started = s.trains[s.turn]!.tiles.length > 0;
    if (started) return [...plays, 'end'];
    return plays.length ? plays : ['pass'];
  }
  if (plays.length) return plays;
  return !s.drawnThisOpportunity && s.yard.length > 0 ? ['draw'] : ['pass'];
}

function over(o: Oracle, reason: 'out' | 'blocked'): void {
  const { s } = o;
  s.phase = 'over';
  s.turn = -1;
  s.drawnThisOpportunity = false;
  s.result = { reason, penalties: s.hands.map(pipsOf) };
  o.plays = 0;
}

function blockedNow(o: Oracle): boolean {
  const { s } = o;
  if (s.phase !== 'play' || s.yard.length > 0 || placements(o).length > 0) return false;
  const numbers = s.exposed.length
    ? [ends(s.exposed[0]!.tile)[0]]
    : s.trains.map((_, i) => need(o, i));
  return !s.hands.some((h) => h.some((t) => numbers.some((n) => showsN(t, n))));
}

function advance(o: Oracle): void {
  o.s.turn = (o.s.turn + 1) % o.s.players;
  o.s.drawnThisOpportunity = false;
  o.plays = 0;
}

function firstTurnOver(o: Oracle): void {
  const { s } = o;
  s.firstTurnDone[s.turn] = true;
  advance(o);
  if (s.firstTurnDone.every(Boolean)) {
    s.phase = 'play';
    if (s.hands.some((h) => h.length === 0)) over(o, 'out');
  }
}

/** Applies a legal action written as text; returns a new oracle. */
export function oracleApply(prev: Oracle, action: string): Oracle {
  const o: Oracle = { s: structuredClone(prev.s), plays: prev.plays };
  const { s } = o;
  const seat = s.turn;
  const [word, tileText, trainText] = action.split(' ');
  if (word === 'engine') {
    const e = `${s.engine}|${s.engine}`;
    s.hands[seat] = s.hands[seat]!.filter((t) => t !== e);
    s.phase = 'firstTurns';
  } else if (word === 'play') {
    const tile = canon(tileText!);
    const i = trainIndex(o, trainText === 'mexican' ? 'mexican' : Number(trainText));
    const train = s.trains[i]!;
    const n = need(o, i);
    const [a, b] = ends(tile);
    s.hands[seat] = s.hands[seat]!.filter((t) => t !== tile);
    const last = train.tiles[train.tiles.length - 1];
    if (last !== undefined) s.exposed = s.exposed.filter((x) => !(x.tile === last && trainIndex(o, x.train) === i));
    train.tiles.push(tile);
    train.openEnd = a === n ? b : a;
    if (i === seat) train.marked = false;
    if (isDbl(tile)) s.exposed.push({ tile, train: train.ref });
    s.drawnThisOpportunity = false;
    o.plays++;
    if (s.phase === 'play') {
      if (s.hands[seat]!.length === 0) over(o, 'out');
      else if (!isDbl(tile)) advance(o);
    }
  } else if (word === 'draw') {
    s.hands[seat]!.push(s.yard.shift()!);
    s.drawnThisOpportunity = true;
  } else if (word === 'pass') {
    s.trains[seat]!.marked = true;
    if (s.phase === 'firstTurns') firstTurnOver(o);
    else advance(o);
  } else if (word === 'end') {
    firstTurnOver(o);
  }
  if (blockedNow(o)) over(o, 'blocked');
  return o;
}
