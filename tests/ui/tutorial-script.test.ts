/** The guided round of Learn to play: legal step by step, and each lesson first met in the order the issue asks for. */
import { describe, expect, it } from 'vitest';
import { act, botStep, current, start, viewFor, type SessionEnv } from '../../src/session/index.ts';
import { LEARNER, LESSON_ORDER, keysOf, orderProblem, replayScript, scriptProblem, type ScriptStep } from '../../src/ui/learn/lessons.ts';
import { scriptedPlayer } from '../../src/ui/learn/scripted.ts';
import { TUTORIAL } from '../../src/ui/learn/script.ts';
import { tickingClock } from '../support/clock.ts';

/** The script replayed; the tests below fail (not throw) if it ever stops replaying. */
function steps(): ScriptStep[] {
  const replayed = replayScript(TUTORIAL);
  return replayed.ok ? replayed.steps : [];
}

/** The first step whose lesson has this kind, and its index. */
function first(kind: string): { at: number; step: ScriptStep | undefined } {
  const all = steps();
  const at = all.findIndex((s) => s.lesson?.kind === kind);
  return { at, step: all[at] };
}

describe('the script replays through the rules core', () => {
  it('every action is legal in turn (the core accepts each one)', () => {
    const replayed = replayScript(TUTORIAL);
    expect(replayed.ok ? null : replayed).toBeNull();
  });

  it('the script passes its own check: legal, in order, ended by the learner going out', () => {
    expect(scriptProblem(TUTORIAL)).toBeNull();
  });

  it('the round ends with the learner out and nobody else', () => {
    const replayed = replayScript(TUTORIAL);
    const result = replayed.ok ? replayed.final.result : null;
    expect({ reason: result?.reason, learnerTiles: replayed.ok ? replayed.final.hands[LEARNER]!.length : -1 }).toEqual({ reason: 'out', learnerTiles: 0 });
  });

  it('R4.1 the learner holds the engine and no engine search runs (the round opens with the learner)', () => {
    expect(steps()[0]).toMatchObject({ seat: LEARNER, action: { type: 'placeEngine' } });
  });

  it('every position of the script is told apart (the scripted computers find their move by it)', () => {
    const keys = steps().map((s) => s.at);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('the lessons come in order', () => {
  it('each lesson is first met in the order of the issue', () => {
    const seen: string[] = [];
    for (const key of keysOf(steps())) if (key !== 'cover' && !seen.includes(key)) seen.push(key);
    expect(seen).toEqual([...LESSON_ORDER]);
  });

  it('the order check fails when two lessons swap', () => {
    const all = steps();
    const mexican = all.findIndex((s) => s.lesson?.kind === 'play' && s.lesson.where === 'mexican');
    const other = all.findIndex((s) => s.lesson?.kind === 'play' && s.lesson.where === 'other');
    const swapped = all.slice();
    [swapped[mexican], swapped[other]] = [all[other]!, all[mexican]!];
    expect(orderProblem(swapped)).toMatch(/first met as \[engine, chain, mexican/);
  });

  it('the order check fails when a lesson is missing', () => {
    expect(orderProblem(steps().filter((s) => s.lesson?.kind !== 'drawn' && s.lesson?.kind !== 'draw'))).not.toBeNull();
  });

  it('R6 the first turn is a chain of two tiles or more on the learner\'s own train', () => {
    const { step } = first('finishChain');
    expect(step?.lesson).toMatchObject({ kind: 'finishChain' });
    expect(step?.lesson?.kind === 'finishChain' && step.lesson.tiles).toBeGreaterThanOrEqual(2);
  });

  it('R5.4 a computer\'s pass opens its train before the learner plays on another train', () => {
    const opened = steps().findIndex((s) => s.news.some((n) => n.kind === 'opened'));
    const other = steps().findIndex((s) => s.lesson?.kind === 'play' && s.lesson.where === 'other');
    expect(opened).toBeGreaterThan(0);
    expect(opened).toBeLessThanOrEqual(other);
  });

  it('R9.3 the worked example: two doubles open, the learner covers the older, the next covers the other', () => {
    const { at, step } = first('cover');
    const lesson = step?.lesson;
    expect(lesson?.kind === 'cover' && lesson.next !== null && lesson.by !== null).toBe(true);
    // The next double is covered later by a computer, not left.
    const next = lesson?.kind === 'cover' ? lesson.next : null;
    const covered = steps()
      .slice(at + 1)
      .some((s) => s.news.some((n) => n.kind === 'covered' && n.double === next?.tile));
    expect(covered).toBe(true);
  });

  it('R9.1 the learner plays a double and plays again before the duty', () => {
    const double = first('double').at;
    expect(double).toBeGreaterThan(0);
    expect(steps()[double + 1]?.seat).toBe(LEARNER);
    expect(double).toBeLessThan(first('cover').at);
  });

  it('R8.2 the learner draws a tile that fits and must play it, after the duty', () => {
    const draw = first('draw').at;
    expect(draw).toBeGreaterThan(first('cover').at);
    expect(steps()[draw + 1]?.lesson?.kind).toBe('drawn');
  });
});

describe('the script plays through the session, as the table plays it', () => {
  it('the person acts, the scripted computers answer, and the round ends with the learner out', () => {
    const player = scriptedPlayer(steps());
    const env: SessionEnv = { now: tickingClock(), freshSeed: () => TUTORIAL.seed, bot: (view) => player.chooseAction(view) };
    const started = start({ seats: TUTORIAL.seats, seed: TUTORIAL.seed }, env);
    if (!started.ok) throw new Error(started.message);
    let session = started.session;
    let refused = 0;
    for (const step of steps()) {
      if (step.seat === LEARNER) {
        const done = act(session, step.action);
        if (!done.ok) refused++;
        else session = done.session;
      } else {
        const done = botStep(session);
        expect(done?.played.action).toEqual(step.action);
        if (done) session = done.session;
      }
    }
    expect({ refused, phase: current(session).phase, out: current(session).outcome?.out }).toEqual({ refused: 0, phase: 'roundOver', out: [LEARNER] });
  });

  it('the scripted computers fall back to a legal move off the script', () => {
    const player = scriptedPlayer([]);
    const env: SessionEnv = { now: tickingClock(), freshSeed: () => TUTORIAL.seed };
    const started = start({ seats: TUTORIAL.seats, seed: TUTORIAL.seed }, env);
    if (!started.ok) throw new Error(started.message);
    const view = viewFor(started.session, 0);
    expect(player.chooseAction(view)).toEqual(view.legal[0]);
  });
});
