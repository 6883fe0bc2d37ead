/**
 * The lessons of the guided round, as facts: what each of the learner's moves teaches, what
 * the computers did since that is worth a word, and the order the lessons must come in. The
 * script is replayed through the rules core, so every step is checked as it is read.
 */
import {
  applyAction,
  newRound,
  parseAction,
  roundTurn,
  tileEnds,
  viewFor,
  wentOut,
  type Action,
  type ExposedDouble,
  type PlayerView,
  type RoundState,
  type TileCode,
  type TrainRef,
} from '../../core/index.ts';
import type { TutorialScript } from './script.ts';

/** The seat the learner sits in: the engine holder, so the round opens with their first lesson. */
export const LEARNER = 0;

/** What one of the learner's moves teaches (the coach words it). */
export type Lesson =
  /** The engine double goes in the hub (R4). */
  | { kind: 'engine'; engine: number }
  /** The first tile of the first-turn chain shows the engine's number (R6.2). */
  | { kind: 'startChain'; tile: TileCode; engine: number }
  /** The chain goes on: the tile matches the open end (R6.3). */
  | { kind: 'growChain'; tile: TileCode; end: number }
  /** The first turn ends by choice or when nothing more links (R6.3). */
  | { kind: 'finishChain'; tiles: number; more: boolean }
  /** A tile on a train: the learner's own, another seat's marked one, or the Mexican Train (R7.1). */
  | { kind: 'play'; tile: TileCode; train: TrainRef; where: 'own' | 'other' | 'mexican'; first: boolean; again: boolean; unmarks: boolean }
  /** A double: another play follows (R9.1). */
  | { kind: 'double'; tile: TileCode; train: TrainRef; first: boolean }
  /** The oldest exposed double must be covered first, where it lies (R9.3); `next` is owed after it. */
  | { kind: 'cover'; tile: TileCode; double: TileCode; train: TrainRef; by: number | null; next: ExposedDouble | null }
  /** Nothing fits: draw one tile (R8.1). */
  | { kind: 'draw'; owed: ExposedDouble | null }
  /** The drawn tile fits, so it is played now (R8.2). */
  | { kind: 'drawn'; tile: TileCode; train: TrainRef }
  /** Nothing fits even after the draw: pass, and the marker goes on the learner's train (R8.3). */
  | { kind: 'pass'; opened: boolean }
  /** The last tile: the round ends (R10.1). */
  | { kind: 'goOut'; tile: TileCode; train: TrainRef };

/** What the computers did since the learner's last move that a lesson builds on. */
export type News =
  /** A seat passed and its train got its marker: open to everyone now (R5.3, R5.4). */
  | { kind: 'opened'; seat: number; firstTurn: boolean }
  /** A seat covered a double (R9.5). */
  | { kind: 'covered'; seat: number; double: TileCode };

/** One action of the script, replayed: who took it, and for the learner what it teaches. */
export interface ScriptStep {
  seat: number;
  action: Action;
  /** Where the round stood before the action, as the acting seat saw it (positionKey). */
  at: string;
  /** The learner's lesson; null for a computer's action. */
  lesson: Lesson | null;
  /** What happened since the learner's previous move (on the learner's steps only). */
  news: News[];
}

/** The lessons the round must show, each first met in this order. */
export const LESSON_ORDER = ['engine', 'chain', 'opened', 'otherTrain', 'mexican', 'double', 'duty', 'draw', 'goOut'] as const;
/** One of the lessons the round must show. */
export type LessonKey = (typeof LESSON_ORDER)[number];

/** The script replayed: every step, and the round as it ended. */
export type Replayed = { ok: true; steps: ScriptStep[]; final: RoundState } | { ok: false; at: number; problem: string };

function isDouble(tile: TileCode): boolean {
  const ends = tileEnds(tile);
  return !!ends && ends[0] === ends[1];
}

/** What the learner's `action` teaches, seen from their view before it; `earlier` are their earlier lessons. */
export function lessonOf(view: PlayerView, action: Action, earlier: readonly Lesson[], by: (double: TileCode) => number | null = () => null): Lesson {
  switch (action.type) {
    case 'placeEngine':
      return { kind: 'engine', engine: view.engine };
    case 'endFirstTurn':
      return { kind: 'finishChain', tiles: view.playsThisTurn, more: view.legal.some((a) => a.type === 'play') };
    case 'draw':
      return { kind: 'draw', owed: view.owed };
    case 'pass': {
      const own = view.trains.find((t) => t.owner === view.seat);
      return { kind: 'pass', opened: !own?.marked };
    }
    case 'play':
      return placement(view, action, earlier, by);
  }
}

function placement(view: PlayerView, action: Action & { type: 'play' }, earlier: readonly Lesson[], by: (double: TileCode) => number | null): Lesson {
  const { tile, train } = action;
  const target = view.trains.find((t) => t.ref === train);
  if (view.phase === 'firstTurns') {
    return view.playsThisTurn === 0 ? { kind: 'startChain', tile, engine: view.engine } : { kind: 'growChain', tile, end: target?.needs ?? view.engine };
  }
  if (view.hand.length === 1) return { kind: 'goOut', tile, train };
  if (view.owed) return { kind: 'cover', tile, double: view.owed.tile, train: view.owed.train, by: by(view.owed.tile), next: view.exposed[1] ?? null };
  if (view.drawnThisOpportunity) return { kind: 'drawn', tile, train };
  if (isDouble(tile)) return { kind: 'double', tile, train, first: !earlier.some((l) => l.kind === 'double') };
  const where = train === 'mexican' ? 'mexican' : train === view.seat ? 'own' : 'other';
  const first = !earlier.some((l) => l.kind === 'play' && l.where === where);
  return { kind: 'play', tile, train, where, first, again: view.playsAgain, unmarks: where === 'own' && !!target?.marked };
}

/** The lesson a learner's step counts as in LESSON_ORDER, or null when it is none of them. */
export function keyOf(lesson: Lesson): LessonKey | 'cover' | null {
  switch (lesson.kind) {
    case 'engine':
      return 'engine';
    case 'finishChain':
      return lesson.tiles >= 2 ? 'chain' : null;
    case 'play':
      return lesson.where === 'other' ? 'otherTrain' : lesson.where === 'mexican' ? 'mexican' : null;
    case 'double':
      return 'double';
    case 'cover':
      // The worked example (RULES.md): two doubles exposed, the oldest owed first.
      return lesson.next ? 'duty' : 'cover';
    case 'draw':
      return 'draw';
    case 'goOut':
      return 'goOut';
    default:
      return null;
  }
}

/** The keys the steps show, in order (the learner's lessons and the computers' opening passes). */
export function keysOf(steps: readonly ScriptStep[]): (LessonKey | 'cover')[] {
  const keys: (LessonKey | 'cover')[] = [];
  for (const step of steps) {
    if (step.news.some((n) => n.kind === 'opened')) keys.push('opened');
    const key = step.lesson && keyOf(step.lesson);
    if (key) keys.push(key);
  }
  return keys;
}

/**
 * Why the steps do not show every lesson first in LESSON_ORDER's order, or null when they
 * do. A single double owed before the worked example of two counts as out of order.
 */
export function orderProblem(steps: readonly ScriptStep[]): string | null {
  const keys = keysOf(steps);
  const firsts: string[] = [];
  for (const key of keys) if (key !== 'cover' && !firsts.includes(key)) firsts.push(key);
  if (firsts.join(' ') !== LESSON_ORDER.join(' ')) return `lessons first met as [${firsts.join(', ')}], not [${LESSON_ORDER.join(', ')}]`;
  const cover = keys.indexOf('cover');
  if (cover >= 0 && cover < keys.indexOf('duty')) return 'a single double is owed before the worked example of two';
  return null;
}

/** Replays the script through the rules core, each action checked, and works out its lessons. */
export function replayScript(script: TutorialScript): Replayed {
  let state = newRound({ players: script.seats.length, round: 1, seed: script.seed });
  const steps: ScriptStep[] = [];
  const lessons: Lesson[] = [];
  let news: News[] = [];
  // Who placed each double (the coach says who left the doubles owed).
  const placedBy = new Map<TileCode, number>();
  for (let at = 0; at < script.actions.length; at++) {
    const parsed = parseAction(script.actions[at]!);
    if (!parsed.ok) return { ok: false, at, problem: parsed.message };
    const action = parsed.value;
    const seat = roundTurn(state);
    const view = viewFor(state, seat);
    const result = applyAction(state, action);
    if (!result.ok) return { ok: false, at, problem: `${script.actions[at]}: ${result.error.message}` };
    if (seat === LEARNER) {
      const lesson = lessonOf(view, action, lessons, (d) => placedBy.get(d) ?? null);
      lessons.push(lesson);
      steps.push({ seat, action, at: positionKey(view), lesson, news });
      news = [];
    } else {
      steps.push({ seat, action, at: positionKey(view), lesson: null, news: [] });
      news.push(...newsOf(view, action, seat));
    }
    if (action.type === 'play' && isDouble(action.tile)) placedBy.set(action.tile, seat);
    state = result.state;
  }
  return { ok: true, steps, final: state };
}

/**
 * A position as one seat sees it, in one line: the seat to act, its hand, the trains, the
 * yard and the turn's progress. Within one round no two moments share it (every action
 * lays, draws, passes or ends a first turn), so it finds a step of the script again.
 */
export function positionKey(view: PlayerView): string {
  const trains = view.trains.map((t) => `${t.tiles.join(',')}${t.marked ? '*' : ''}`).join('/');
  return `${view.phase} ${view.turn} ${[...view.hand].sort().join(',')} ${trains} ${view.yardSize} ${view.playsThisTurn}${view.drawnThisOpportunity ? 'd' : ''}`;
}

/** What a computer's action tells the learner, from that seat's view before it. */
function newsOf(view: PlayerView, action: Action, seat: number): News[] {
  if (action.type === 'pass') {
    const own = view.trains.find((t) => t.owner === seat);
    return own?.marked ? [] : [{ kind: 'opened', seat, firstTurn: view.phase === 'firstTurns' }];
  }
  if (action.type === 'play' && view.owed && view.owed.train === action.train) return [{ kind: 'covered', seat, double: view.owed.tile }];
  return [];
}

/** Why the script is not the guided round (illegal, lessons out of order, not ended by the learner going out), or null. */
export function scriptProblem(script: TutorialScript): string | null {
  const replayed = replayScript(script);
  if (!replayed.ok) return `step ${replayed.at}: ${replayed.problem}`;
  if (!wentOut(replayed.final).includes(LEARNER)) return 'the round does not end with the learner going out';
  return orderProblem(replayed.steps);
}
