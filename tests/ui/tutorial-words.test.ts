/** The coach's words and the Rules screen's, from their facts: plain sentences, the right people and doubles. */
import { describe, expect, it } from 'vitest';
import { coachMark, targetFor } from '../../src/ui/learn/coach.ts';
import { LEARNER, replayScript, type ScriptStep } from '../../src/ui/learn/lessons.ts';
import { TUTORIAL } from '../../src/ui/learn/script.ts';
import { en } from '../../src/ui/words/en.ts';
import { wordsFor } from '../../src/ui/words/index.ts';
import { coachText } from '../../src/ui/words/learn.ts';
import { learnEn } from '../../src/ui/words/learn-en.ts';
import { rulesEn } from '../../src/ui/words/rules-en.ts';
import { pictureView, POSITIONS } from '../../src/ui/learn/RulesPictures.tsx';
import { plainWords } from '../support/words.ts';

const words = wordsFor(en, { names: TUTORIAL.seats.map((s) => s.name), viewer: LEARNER });
const NOTHING = { preview: null, selected: null, trainPick: null };
const replayed = replayScript(TUTORIAL);
const steps: ScriptStep[] = replayed.ok ? replayed.steps : [];

/** The coach's words at step `at` with nothing tapped yet. */
function said(at: number): { said: string[]; tap: string | null } {
  return coachText(words, learnEn, coachMark(steps, { at, over: false, out: [], picked: NOTHING }));
}

const at = (kind: string): number => steps.findIndex((s) => s.lesson?.kind === kind);

describe('the coach says why and what to tap, in plain words', () => {
  it('every step of the script, in plain words', () => {
    const lines = steps.flatMap((_, i) => {
      const { said: why, tap } = said(i);
      return [...why, ...(tap ? [tap] : [])];
    });
    expect(lines.length).toBeGreaterThan(steps.length);
    for (const line of lines) plainWords(line);
  });

  it('the first step says who plays and that nothing is saved, then the engine', () => {
    expect(said(0)).toEqual({
      said: [
        'A round with Ana and Ben. Tap what the ring shows; nothing is saved.',
        "You hold the double 12, this round's engine: it goes in the hub, and every train starts from it.",
      ],
      tap: 'Tap Place engine.',
    });
  });

  it('the worked example names who left the doubles, the older one to cover, and who owes the other', () => {
    const cover = said(at('cover')).said.at(-1);
    expect(cover).toBe(
      'Ben left two doubles uncovered: the double 0, then the double 7. The oldest comes first, before any other move, even on a private train: cover the double 0 with the 0–11. The double 7 then falls to Ana.',
    );
  });

  it('a pass that opened a train is told before the move it allows', () => {
    expect(said(at('play')).said[0]).toBe("Ana could not start a train and passed: a marker went on Ana's train.");
  });

  it('the drawn tile is named (R8.2)', () => {
    expect(said(at('drawn')).said.at(-1)).toBe('The 2–7 you drew fits, so it must be played now.');
  });

  it.each([
    ['a tile', { preview: null, selected: null, trainPick: null }, 'Tap the 9–12 in your hand.'],
    ['the train, once the tile is picked', { preview: null, selected: '9|12', trainPick: null }, "Tap Ana's train."],
    ['Confirm, once it is previewed', { preview: { kind: 'play' as const, tile: '9|12', train: 1 }, selected: '9|12', trainPick: null }, 'Tap Confirm.'],
  ])('what to tap follows the taps: %s', (_name, picked, tap) => {
    const step = steps[at('play')]!;
    expect(step.action).toEqual({ type: 'play', tile: '9|12', train: 1 });
    expect(coachText(words, learnEn, coachMark(steps, { at: at('play'), over: false, out: [], picked })).tap).toBe(tap);
    expect(targetFor(step.action, picked).kind).toBe(tap === 'Tap Confirm.' ? 'button' : tap.includes('train') ? 'train' : 'tile');
  });

  it('a computer playing: watch, nothing to tap', () => {
    const computer = steps.findIndex((s) => s.seat !== LEARNER);
    expect(coachText(words, learnEn, coachMark(steps, { at: computer, over: false, out: [], picked: NOTHING }))).toEqual({
      said: ['Ana plays now. Watch the board: the newest tile is marked.'],
      tap: null,
    });
  });

  it('the round over: what a game is, and the first game to play (or the game in progress to go back to)', () => {
    const over = coachMark(steps, { at: steps.length, over: true, out: [LEARNER], picked: NOTHING });
    expect(coachText(words, learnEn, over)).toEqual({
      said: ['You went out: the round is over! A game is 13 rounds, from the double 12 down to the double 0, and the lowest total wins.'],
      tap: 'Tap Play your first game.',
    });
    expect(coachText(words, learnEn, over, true).tap).toBe('Tap Back to your game.');
  });
});

describe('the Rules screen', () => {
  it('every picture\'s position is read by the core', () => {
    for (const picture of Object.keys(POSITIONS) as (keyof typeof POSITIONS)[]) expect(pictureView(picture), picture).not.toBeNull();
  });

  it('the worked example\'s picture has the double 7 owed on the Mexican Train, the older of two', () => {
    const view = pictureView('exampleBoth')!;
    expect({ owed: view.owed, exposed: view.exposed.map((x) => x.tile) }).toEqual({ owed: { tile: '7|7', train: 'mexican' }, exposed: ['7|7', '4|4'] });
  });

  it('the marker picture\'s train carries a marker; the covered double\'s train is not exposed', () => {
    expect(pictureView('marker')!.trains[1]!.marked).toBe(true);
    expect(pictureView('covered')!.exposed).toEqual([]);
  });

  it('the rule book has all 13 parts, and no sentence shows notation', () => {
    expect(rulesEn.book).toHaveLength(13);
    const all = [...rulesEn.turn, ...rulesEn.book.flatMap((p) => [p.title, ...p.rules]), ...rulesEn.example, ...rulesEn.device];
    for (const line of all) expect(line).not.toMatch(/\d\|\d|R\d/);
  });
});
