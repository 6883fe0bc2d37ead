/**
 * Finds the guided round of "Learn to play": searches seeds for a round 1 with three seats
 * (the learner holding the engine) and, for each, plays guided random rounds through the
 * rules core, keeping the shortest whose actions show every lesson of LESSON_ORDER first in
 * that order and end with the learner going out. Prints it as src/ui/learn/script.ts's
 * `actions`, to paste there; the unit tests check it again.
 *
 *   npx tsx scripts/find-tutorial-deal.ts [--from 1] [--seeds 400] [--tries 3000] [--prefix LEARN]
 *
 * Seeds PREFIX<from>…PREFIX<seeds> are tried; each seed's random rounds come from its own
 * generator, so a run is reproducible. The round in script.ts (LEARN5164) came from
 * `--seeds 8000 --tries 1500` (about 15 minutes on one core); `--from 5164 --seeds 5164
 * --tries 1500` finds it again in seconds.
 */
import seedrandom from 'seedrandom';
import { applyAction, legalActions, makeAction, newRound, snapshot, tileEnds, viewFor, type Action, type RoundState } from '../src/core/index.ts';
import { LEARNER, LESSON_ORDER, keyOf, lessonOf, replayScript, scriptProblem, type Lesson, type LessonKey } from '../src/ui/learn/lessons.ts';
import { TUTORIAL } from '../src/ui/learn/script.ts';

const args = new Map<string, string>();
for (let i = 2; i < process.argv.length; i += 2) args.set(process.argv[i]!.replace(/^--/, ''), process.argv[i + 1] ?? '');
const FROM = Number(args.get('from') ?? 1);
const SEEDS = Number(args.get('seeds') ?? 400);
const TRIES = Number(args.get('tries') ?? 3000);
const PREFIX = args.get('prefix') ?? 'LEARN';
const PLAYERS = TUTORIAL.seats.length;

type Rng = () => number;

const isDouble = (a: Action): boolean => {
  if (a.type !== 'play') return false;
  const e = tileEnds(a.tile);
  return !!e && e[0] === e[1];
};
const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)]!;
const orderOf = (key: LessonKey): number => LESSON_ORDER.indexOf(key);
const otherEnd = (tile: string, end: number): number => {
  const [a, b] = tileEnds(tile)!;
  return a === end ? b : a;
};

/** One guided random round; its actions when it shows every lesson in order, else null. */
function playout(start: RoundState, rng: Rng): { actions: Action[]; learnerSteps: number; score: number } | null {
  let state = start;
  const actions: Action[] = [];
  const lessons: Lesson[] = [];
  let reached = -1; // index in LESSON_ORDER of the last lesson met
  let learnerSteps = 0;
  let bonus = 0;
  const next = (): LessonKey | null => LESSON_ORDER[reached + 1] ?? null;
  const meet = (key: LessonKey | 'cover' | null): boolean => {
    if (key === null) return true;
    if (key === 'cover') return reached >= orderOf('duty');
    const i = orderOf(key);
    if (i <= reached) return true;
    if (i !== reached + 1) return false;
    reached = i;
    return true;
  };
  for (let guard = 0; guard < 400 && state.phase !== 'over'; guard++) {
    const seat = state.turn;
    const legal = legalActions(state);
    const view = viewFor(state, seat);
    let action: Action;
    if (seat === LEARNER) {
      const allowed = legal.filter((a) => {
        if (a.type === 'endFirstTurn') return view.playsThisTurn >= 2 && !endsOnDouble(state);
        const key = keyOf(lessonOf(view, a, lessons));
        if (key === 'cover') return reached >= orderOf('duty');
        return key === null || orderOf(key) <= reached + 1;
      });
      if (allowed.length === 0) return null;
      const want = allowed.filter((a) => {
        const key = keyOf(lessonOf(view, a, lessons));
        return key !== null && key === next();
      });
      if (state.phase === 'firstTurns') {
        const plays = allowed.filter((a) => a.type === 'play');
        const end = allowed.find((a) => a.type === 'endFirstTurn');
        // A long first-turn chain makes a short round: mostly the tile that keeps the longest chain going.
        const longest = (a: Action): number => (a.type === 'play' ? longestChain(view.hand.filter((t) => t !== a.tile), otherEnd(a.tile, view.trains[LEARNER]!.needs)) : 0);
        const best = plays.length ? Math.max(...plays.map(longest)) : 0;
        const keep = plays.filter((a) => longest(a) === best);
        if (end && (plays.length === 0 || rng() < 0.1)) action = end;
        else action = pick(rng, keep.length && rng() < 0.7 ? keep : plays.length ? plays : allowed);
      } else if (view.playsAgain) {
        // After the learner's own double: cover it before the 'duty' lesson (no double may be left before it).
        const cover = allowed.filter((a) => a.type === 'play' && view.exposed.some((x) => x.train === a.train));
        action = reached < orderOf('duty') && cover.length ? pick(rng, cover) : pick(rng, allowed);
      } else {
        action = want.length && rng() < 0.75 ? pick(rng, want) : pick(rng, allowed);
      }
      const lesson = lessonOf(view, action, lessons);
      if (!meet(keyOf(lesson))) return null;
      lessons.push(lesson);
      learnerSteps++;
    } else {
      action = computerChoice(state, legal, rng, next());
      if (action.type === 'pass' && !state.trains[seat]!.marked && !meet('opened')) return null;
    }
    const before = state;
    const result = applyAction(state, action);
    if (!result.ok) throw new Error(result.error.message);
    state = result.state;
    actions.push(action);
    if (before.turn === LEARNER && action.type === 'play' && before.drawn) bonus += 3; // R8.2 shown
    // A turn ended: no double may be left uncovered before the worked example sets up the duty.
    if (state.turn !== before.turn && state.exposed.length > 0 && reached < orderOf('duty')) {
      const setUp = state.phase === 'play' && state.turn === LEARNER && state.exposed.length >= 2 && next() === 'duty';
      if (!setUp) return null;
    }
    // The worked example's end: the next seat covers the next-oldest double at once.
    if (before.turn === (LEARNER + 1) % PLAYERS && reached === orderOf('duty') && action.type === 'play' && before.exposed.length > 0) bonus += 2;
  }
  if (state.phase !== 'over' || state.result?.reason !== 'out' || state.hands[LEARNER]!.length !== 0) return null;
  if (reached !== LESSON_ORDER.length - 1) return null;
  return { actions, learnerSteps, score: learnerSteps + actions.length / 4 - bonus };
}

/** Whether the seat to act's train ends in a double it laid this turn (ending there leaves it exposed). */
function endsOnDouble(state: RoundState): boolean {
  const train = state.trains[state.turn]!;
  const last = train.tiles.at(-1);
  return last !== undefined && state.exposed.some((x) => x.tile === last);
}

/** A computer's move: short first turns, no double left uncovered until the worked example, which the seat before the learner sets up. */
function computerChoice(state: RoundState, legal: Action[], rng: Rng, next: LessonKey | null): Action {
  if (legal.length === 1) return legal[0]!;
  const view = viewFor(state, state.turn);
  if (state.phase === 'firstTurns') {
    const plays = legal.filter((a) => a.type === 'play');
    const end = legal.find((a) => a.type === 'endFirstTurn');
    if (end && !endsOnDouble(state) && (plays.length === 0 || rng() < 0.6)) return end;
    return pick(rng, plays.length ? plays : legal);
  }
  const plays = legal.filter((a) => a.type === 'play');
  const settingUp = next === 'duty' && state.turn === (LEARNER + PLAYERS - 1) % PLAYERS;
  if (settingUp) {
    const doubles = plays.filter(isDouble);
    const laid = view.playsThisTurn;
    if (laid < 2 && doubles.length) return pick(rng, doubles);
    // Two doubles laid: end the turn elsewhere, leaving both for the learner.
    const away = plays.filter((a) => !isDouble(a) && !view.exposed.some((x) => a.type === 'play' && x.train === a.train));
    if (laid >= 2 && away.length) return pick(rng, away);
  }
  if (view.playsAgain && next !== null && LESSON_ORDER.indexOf(next) <= LESSON_ORDER.indexOf('duty')) {
    const cover = plays.filter((a) => a.type === 'play' && view.exposed.some((x) => x.train === a.train));
    if (cover.length) return pick(rng, cover);
  }
  const plain = plays.filter((a) => !isDouble(a));
  return pick(rng, plain.length && rng() < 0.85 ? plain : legal);
}

/** The learner holds the engine and a chain of 3 or more; some computer cannot start its train (its first turn is a pass). */
function promising(start: RoundState): boolean {
  if (start.engineHolder !== LEARNER || start.searchDraws.some((d) => d > 0)) return false;
  const hands = snapshot(start).hands; // every hand: this is a search tool, not a player
  const engine = `${start.engine}|${start.engine}`;
  if (longestChain(hands[LEARNER]!.filter((t) => t !== engine), start.engine) < 3) return false;
  return hands.some((hand, seat) => seat !== LEARNER && !hand.some((t) => tileEnds(t)!.includes(start.engine)));
}

/** The most tiles a chain from `end` can take from `hand`. */
function longestChain(hand: readonly string[], end: number): number {
  let most = 0;
  hand.forEach((tile, i) => {
    const [a, b] = tileEnds(tile)!;
    if (a !== end && b !== end) return;
    const rest = hand.filter((_, j) => j !== i);
    most = Math.max(most, 1 + longestChain(rest, a === end ? b : a));
  });
  return most;
}

let best: { seed: string; actions: Action[]; learnerSteps: number; score: number } | null = null;
for (let n = FROM; n <= SEEDS; n++) {
  const seed = `${PREFIX}${n}`;
  const start = newRound({ players: PLAYERS, round: 1, seed });
  if (!promising(start)) continue;
  const rng = seedrandom(`search/${seed}`);
  for (let t = 0; t < TRIES; t++) {
    const found = playout(start, rng);
    if (found && (!best || found.score < best.score)) {
      best = { seed, ...found };
      console.error(`${seed}: ${found.actions.length} actions, ${found.learnerSteps} of the learner's, score ${found.score.toFixed(2)}`);
    }
  }
}
if (!best) {
  console.error('No seed found: try more seeds or tries.');
  process.exit(1);
}
const actions = best.actions.map(makeAction);
const problem = scriptProblem({ ...TUTORIAL, seed: best.seed, actions });
if (problem) throw new Error(`the round found does not pass the check: ${problem}`);
// The round found, step by step, for a person to look over.
const replayed = replayScript({ ...TUTORIAL, seed: best.seed, actions });
if (replayed.ok) {
  replayed.steps.forEach((step, i) => {
    const said = step.lesson ? ` ${step.lesson.kind}${step.news.length ? ` after ${step.news.map((n) => `${n.kind} by ${n.seat}`).join(', ')}` : ''}` : '';
    console.error(`${String(i).padStart(3)} seat ${step.seat}: ${actions[i]}${said}`);
  });
}
console.log(`  seed: '${best.seed}',`);
console.log(`  actions: [\n${actions.map((a) => `    '${a}',`).join('\n')}\n  ],`);
