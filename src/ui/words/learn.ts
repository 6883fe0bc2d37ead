/**
 * The words of "Learn to play" (the coach) and of the illustrated Rules screen: the keys and
 * their facts, and how the coach's facts (seats, trains) become the words' people and train
 * words for the reader. A language implements LearnWords and RulesWords (English in
 * learn-en.ts and rules-en.ts); both load with their screens, never with the first paint.
 */
import { tileEnds, type TileCode } from '../../core/index.ts';
import type { CoachMark, CoachTarget } from '../learn/coach.ts';
import type { Lesson, News } from '../learn/lessons.ts';
import type { Person, TrainWord } from './catalog.ts';
import type { Words } from './words.ts';

/** A double owed, as the coach names it. */
export interface DoubleWords {
  double: number;
  train: TrainWord;
}

/** What one of the learner's moves teaches (learn/lessons.ts Lesson, with people and trains as words). */
export type LessonWords =
  | { kind: 'engine'; engine: number }
  | { kind: 'startChain'; tile: TileCode; engine: number }
  | { kind: 'growChain'; tile: TileCode; end: number }
  | { kind: 'finishChain'; tiles: number; more: boolean }
  /** `owner`: whose marked train it is (where 'other'). */
  | { kind: 'play'; tile: TileCode; train: TrainWord; where: 'own' | 'other' | 'mexican'; owner: Person | null; first: boolean; again: boolean; unmarks: boolean }
  | { kind: 'double'; tile: TileCode; train: TrainWord; first: boolean }
  /** `by` left the doubles; `next` is owed after this one, by `nextWho`. */
  | { kind: 'cover'; tile: TileCode; double: number; train: TrainWord; by: Person | null; next: DoubleWords | null; nextWho: Person }
  | { kind: 'draw'; owed: DoubleWords | null }
  | { kind: 'drawn'; tile: TileCode; train: TrainWord }
  | { kind: 'pass'; opened: boolean }
  | { kind: 'goOut'; tile: TileCode; train: TrainWord };

/** What a computer did since the learner's last move. */
export type NewsWords = { kind: 'opened'; who: Person; firstTurn: boolean } | { kind: 'covered'; who: Person; double: number };

/** The one tap the coach asks for: a hand tile, a train, or a button by its words. */
export type TapWords = { kind: 'tile'; tile: TileCode } | { kind: 'train'; train: TrainWord } | { kind: 'button'; label: string };

/** Every word of the coach. */
export interface LearnWords {
  /** The coach panel's name. */
  title: string;
  /** Leaves the guided round at any time. */
  leave: string;
  /** Ends it once the round is over: straight into a Quick game, or back to the game in progress when there is one. */
  playFirst: string;
  backToGame: string;
  /** Said with the first step: who plays, and how the coach works. */
  intro(others: Person[]): string;
  news(n: NewsWords): string;
  /** Why this move, in one or two sentences. */
  lesson(l: LessonWords): string;
  /** What to tap now. */
  tap(t: TapWords): string;
  /** A computer is playing. */
  watch(who: Person): string;
  /** The round is over; `out`: the learner went out. */
  finished(out: boolean): string;
  /** The table left the script (it should not happen). */
  lost: string;
}

/** A picture of the Rules screen, by what it shows. */
export type RulesPicture = 'table' | 'marker' | 'uncovered' | 'covered' | 'example' | 'exampleBoth';

/** Every word of the Rules screen: a short "how a turn goes", the pictures' captions, and the rule book. */
export interface RulesWords {
  turnTitle: string;
  /** The steps of a turn, in order. */
  turn: string[];
  picturesTitle: string;
  /** A picture's caption (what it shows and why it matters). */
  caption(p: RulesPicture): string;
  bookTitle: string;
  /** The rule book's sections (each a title and its rules, numbered as the book numbers them). */
  book: { title: string; rules: string[] }[];
  exampleTitle: string;
  example: string[];
  deviceTitle: string;
  device: string[];
  /** The seat names of the pictures (the worked example's Ana, Ben and Cy). */
  names: string[];
}

const doubleOf = (code: TileCode): number => tileEnds(code)?.[0] ?? 0;

/** The coach's lesson as words for the reader. */
function lessonWords(words: Words, lesson: Lesson): LessonWords {
  const on = (ref: Parameters<Words['train']>[0]) => words.train(ref, words.reader.viewer);
  switch (lesson.kind) {
    case 'engine':
    case 'startChain':
    case 'growChain':
    case 'finishChain':
    case 'pass':
      return lesson;
    case 'play':
      return { ...lesson, train: on(lesson.train), owner: typeof lesson.train === 'number' ? words.person(lesson.train) : null };
    case 'double':
      return { ...lesson, train: on(lesson.train) };
    case 'cover': {
      const players = words.reader.names.length;
      const nextWho = words.person(((words.reader.viewer ?? 0) + 1) % Math.max(players, 1));
      return {
        kind: 'cover',
        tile: lesson.tile,
        double: doubleOf(lesson.double),
        train: on(lesson.train),
        by: lesson.by === null ? null : words.person(lesson.by),
        next: lesson.next ? { double: doubleOf(lesson.next.tile), train: on(lesson.next.train) } : null,
        nextWho,
      };
    }
    case 'draw':
      return { kind: 'draw', owed: lesson.owed ? { double: doubleOf(lesson.owed.tile), train: on(lesson.owed.train) } : null };
    case 'drawn':
    case 'goOut':
      return { ...lesson, train: on(lesson.train) };
  }
}

/** What a computer did, as words. */
function newsWords(words: Words, news: News): NewsWords {
  return news.kind === 'opened'
    ? { kind: 'opened', who: words.person(news.seat), firstTurn: news.firstTurn }
    : { kind: 'covered', who: words.person(news.seat), double: doubleOf(news.double) };
}

/** The tap a target asks for, as words (buttons by their labels on screen). */
function tapWords(words: Words, target: CoachTarget, done: string): TapWords {
  const b = words.catalog.table.buttons;
  switch (target.kind) {
    case 'tile':
      return target;
    case 'train':
      return { kind: 'train', train: words.train(target.train, words.reader.viewer) };
    case 'button':
      return { kind: 'button', label: b[target.button] };
    case 'done':
      return { kind: 'button', label: done };
  }
}

/** The coach's words for a mark: what happened and why this move (`said`), and what to tap (null: nothing to tap). */
export function coachText(words: Words, learn: LearnWords, mark: CoachMark, inProgress = false): { said: string[]; tap: string | null } {
  const done = inProgress ? learn.backToGame : learn.playFirst;
  switch (mark.kind) {
    case 'lost':
      return { said: [learn.lost], tap: null };
    case 'watch':
      return { said: [learn.watch(words.person(mark.seat))], tap: null };
    case 'done':
      return { said: [learn.finished(mark.out)], tap: learn.tap(tapWords(words, mark.target, done)) };
    case 'step': {
      const others = words.reader.names.map((_, i) => words.person(i)).filter((p) => !p.you);
      const intro = mark.index === 0 ? [learn.intro(others)] : [];
      const news = mark.news.map((n) => learn.news(newsWords(words, n)));
      return { said: [...intro, ...news, learn.lesson(lessonWords(words, mark.lesson))], tap: learn.tap(tapWords(words, mark.target, done)) };
    }
  }
}
