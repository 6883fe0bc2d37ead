/** Refusals and prompts say why and what next: private trains, duties, the drawn tile, each reason a tile must be played, the engine search, a pass. */
import { describe, expect, it } from 'vitest';
import { applyAction, newRound, parsePosition, viewFor, type ExposedDouble, type MustPlayBecause, type PlayerView, type RoundState } from '../../src/core/index.ts';
import type { NextStep, Problem } from '../../src/ui/app/facts.ts';
import { asRefusal } from '../../src/ui/words/problem.ts';
import { nextStepOf, searchOf, type Picked } from '../../src/ui/table/derive/next-step.ts';
import { en } from '../../src/ui/words/en.ts';
import { es } from '../../src/ui/words/es.ts';
import { wordsFor, type Refusal } from '../../src/ui/words/index.ts';
import { plainWords } from '../support/words.ts';

const asYou = wordsFor(en, { names: ['You', 'Ana', 'Ben'], viewer: 0 });
const NOTHING: Picked = { preview: null, selected: null, trainPick: null };

/** The view of the seat to act in a written position (a test fixture: it throws on a bad one). */
function viewOf(position: string): PlayerView {
  const parsed = parsePosition(position);
  if (!parsed.ok) throw new Error(parsed.message);
  return viewFor(parsed.value, parsed.value.turn);
}

/** Ben's double 6 is owed; the reader holds a cover (6–2) and a tile that does not cover (3–5). */
const OWED_CAN = 'players=3 round=1 phase=play turn=0 holder=0 hands=2|6,3|5/1|1/4|4 trains=12|9/12|8/12|6,6|6/12|7 exposed=6|6@2';
/** The same duty, and no cover in the reader's hand. */
const OWED_CANNOT = 'players=3 round=1 phase=play turn=0 holder=0 hands=3|5,1|4/1|1/4|4 trains=12|9/12|8/12|6,6|6/12|7 exposed=6|6@2';
/** The reader drew in this opportunity and only the drawn 7–2 fits (the Mexican Train ends in 7). */
const DRAWN = 'players=3 round=1 phase=play turn=0 holder=0 drawn=yes hands=3|5,2|7/1|1/4|4 trains=12|9/12|8/12|6/12|7';

describe('private trains say until when, and where to play instead', () => {
  it('names the owner twice: their train, and their pass that would open it', () => {
    const text = asYou.refusal({ code: 'not-your-train', rule: 'R5.3', data: { tile: '3|5', train: 2, owner: 2 } });
    expect(text).toBe("Ben's train is private until Ben passes and a marker goes on it: play on your train, the Mexican Train or a train with a marker.");
    plainWords(text);
  });
});

describe('duties name the double and its train, and what to do', () => {
  it('a cover in hand: cover the double first, tap a lit tile', () => {
    const text = asYou.refusal({ code: 'must-cover-oldest-double', rule: 'R9.3', data: { tile: '3|5', train: 0, double: '6|6', doubleTrain: 2, need: 6 } }, viewOf(OWED_CAN));
    expect(text).toBe("First cover the double 6 on Ben's train: the oldest uncovered double comes before any other move. Tap a lit tile.");
    plainWords(text);
  });

  it('no cover in hand: the double comes first, so draw', () => {
    const text = asYou.refusal({ code: 'must-cover-oldest-double', rule: 'R9.3', data: { tile: '3|5', train: 0, double: '6|6', doubleTrain: 2, need: 6 } }, viewOf(OWED_CANNOT));
    expect(text).toBe("The double 6 on Ben's train must be covered first, and no tile of yours covers it: tap Draw.");
  });

  it('a tile tapped that cannot cover the owed double names the double, not "fits nowhere"', () => {
    const text = asYou.refusal({ code: 'fits-nowhere', data: { tile: '3|5', owed: { tile: '6|6', train: 2 } } }, viewOf(OWED_CAN));
    expect(text).toBe("The 3–5 cannot cover the double 6 on Ben's train, and that double must be covered first: tap a lit tile that covers it.");
    plainWords(text);
  });

  it('the same with no cover in hand says to draw', () => {
    const text = asYou.refusal({ code: 'fits-nowhere', data: { tile: '3|5', owed: { tile: '6|6', train: 2 } } }, viewOf(OWED_CANNOT));
    expect(text).toBe("The 3–5 cannot cover the double 6 on Ben's train, and that double must be covered first: no tile of yours covers it, so tap Draw.");
  });

  it('the must-play refusal of a draw during a duty names the double', () => {
    expect(asYou.refusal({ code: 'must-play', rule: 'R9.3', data: { because: 'cover-double', double: '6|6', doubleTrain: 2 } }, viewOf(OWED_CAN))).toMatch(/^First cover the double 6 on Ben's train/);
  });
});

describe('the drawn tile that must be played (R8.2) is named', () => {
  it('the prompt names the drawn tile', () => {
    const text = asYou.prompt(nextStepOf(viewOf(DRAWN), NOTHING));
    expect(text).toBe('You drew the 2–7 and it fits, so it must be played now: tap it.');
    plainWords(text);
  });

  it('another tile tapped: only the drawn tile may be played', () => {
    const text = asYou.refusal({ code: 'fits-nowhere', data: { tile: '3|5', owed: null } }, viewOf(DRAWN));
    expect(text).toBe('Only the 2–7 you drew may be played now: it fits, so it must be played. Tap it.');
    plainWords(text);
  });

  it('a pass refused names the drawn tile', () => {
    const text = asYou.refusal({ code: 'must-play', rule: 'R8.2', data: { because: 'drawn-fits', tile: '2|7' } }, viewOf(DRAWN));
    expect(text).toBe('You drew the 2–7 and it fits, so it must be played now: tap it.');
  });

  it('the next step carries the drawn tile as a fact', () => {
    expect(nextStepOf(viewOf(DRAWN), NOTHING)).toMatchObject({ kind: 'pickTile', drawn: '2|7' });
  });

  it('no drawn tile in an ordinary turn', () => {
    expect(nextStepOf(viewOf(DRAWN.replace(' drawn=yes', '')), NOTHING)).not.toHaveProperty('drawn');
  });
});

/** A refused draw or pass (`must-play`) for each of its four reasons, as "You" reads it in English and in Spanish. */
const MUST_PLAY: Record<MustPlayBecause, [Refusal, string, string]> = {
  'start-train': [
    { code: 'must-play', rule: 'R6.3', data: { because: 'start-train', engine: 9 } },
    'You hold a tile showing 9, so you must start your train: tap a lit tile.',
    'Tienes una ficha con un 9, así que debes empezar tu tren: toca una ficha iluminada.',
  ],
  'cover-double': [
    { code: 'must-play', rule: 'R9.3', data: { because: 'cover-double', double: '6|6', doubleTrain: 2 } },
    "First cover the double 6 on Ben's train: a tile of yours covers it, so you may not draw or pass. Tap a lit tile.",
    'Primero cubre la mula de 6 en el tren de Ben: una de tus fichas la cubre, así que no puedes robar ni pasar. Toca una ficha iluminada.',
  ],
  'drawn-fits': [
    { code: 'must-play', rule: 'R8.2', data: { because: 'drawn-fits', tile: '7|2' } },
    'You drew the 2–7 and it fits, so it must be played now: tap it.',
    'Robaste la ficha 2–7 y sirve, así que hay que jugarla ahora: tócala.',
  ],
  'tile-fits': [
    { code: 'must-play', rule: 'R7.2', data: { because: 'tile-fits' } },
    'You have a tile that fits, so you must play one: tap a lit tile.',
    'Tienes una ficha que sirve, así que debes jugar una: toca una ficha iluminada.',
  ],
};

describe('a refused draw or pass says which of the four reasons a tile must be played', () => {
  const asYouEs = wordsFor(es, { names: ['Tú', 'Ana', 'Ben'], viewer: 0 });
  it.each(Object.entries(MUST_PLAY))('%s, in English and in Spanish', (_because, [refusal, english, spanish]) => {
    expect(asYou.refusal(refusal)).toBe(english);
    expect(asYouEs.refusal(refusal)).toBe(spanish);
    plainWords(english);
    plainWords(spanish);
  });

  it('a drawn double is named as a double', () => {
    const refusal: Refusal = { code: 'must-play', rule: 'R8.2', data: { because: 'drawn-fits', tile: '6|6' } };
    expect(asYou.refusal(refusal)).toBe('You drew the double 6 and it fits, so it must be played now: tap it.');
    expect(wordsFor(es, { names: ['Tú', 'Ana'], viewer: 0 }).refusal(refusal)).toBe('Robaste la mula de 6 y sirve, así que hay que jugarla ahora: tócala.');
  });
});

describe('a tile that fits nowhere says what is left', () => {
  it.each([
    ['a lit tile', 'tile' as const, 'The 3–5 fits nowhere you may play now: tap a lit tile.'],
    ['a draw', 'draw' as const, 'The 3–5 fits nowhere you may play now: nothing fits, so tap Draw.'],
    ['a pass', 'pass' as const, 'The 3–5 fits nowhere you may play now: tap Pass.'],
    ['finishing the first turn', 'finish' as const, 'The 3–5 fits nowhere you may play now: tap Finish turn.'],
  ])('%s', (_name, then, said) => {
    expect(en.refusal({ code: 'fits-nowhere', tile: '3|5', duty: null, then })).toBe(said);
  });

  it('from the view: a play left', () => {
    const view = viewOf('players=3 round=1 phase=play turn=0 holder=0 hands=3|5,7|2/1|1/4|4 trains=12|9/12|8/12|6/12|7');
    expect(asYou.refusal({ code: 'fits-nowhere', data: { tile: '3|5', owed: null } }, view)).toBe('The 3–5 fits nowhere you may play now: tap a lit tile.');
  });
});

/** A round whose engine nobody was dealt (found by trying seeds in order: deterministic). */
function searched(): RoundState {
  for (let n = 1; ; n++) {
    const state = newRound({ players: 3, round: 1, seed: `SEARCH${n}` });
    if (state.searchDraws.some((d) => d > 0)) return state;
  }
}

describe('the engine search is said when it happens (R4.2)', () => {
  it('while the engine waits, for everyone', () => {
    const state = searched();
    const search = searchOf(viewFor(state, 0));
    expect(search).toEqual({ engine: 12, draws: state.searchDraws.slice(), holder: state.engineHolder });
  });

  it('until the viewer has had their first turn, then no more', () => {
    let state = searched();
    const seat = state.engineHolder;
    const place = applyAction(state, { type: 'placeEngine' });
    if (!place.ok) throw new Error(place.error.message);
    state = place.state;
    expect(searchOf(viewFor(state, seat))).not.toBeNull();
    // The holder lays its chain's first tile (or passes) and ends its first turn.
    for (let guard = 0; guard < 20 && !state.firstTurnDone[seat]; guard++) {
      const view = viewFor(state, state.turn);
      const next = applyAction(state, view.legal.find((a) => a.type === 'endFirstTurn') ?? view.legal[0]!);
      if (!next.ok) throw new Error(next.error.message);
      state = next.state;
    }
    expect(searchOf(viewFor(state, seat))).toBeNull();
  });

  it('never for a round whose engine was dealt', () => {
    expect(searchOf(viewFor(newRound({ players: 3, round: 1, seed: 'LEARN5164' }), 0))).toBeNull();
  });

  it.each<[string, NextStep, string]>([
    ['the finder is another seat', { kind: 'engine', seat: 1, engine: 12, search: { engine: 12, draws: [2, 2, 2], holder: 1 } }, 'Nobody held the double 12: everyone drew 2 tiles until Ana found it. Ana places the engine, the double 12.'],
    ['the finder is the reader', { kind: 'engine', seat: 0, engine: 12, search: { engine: 12, draws: [1, 1, 1], holder: 0 } }, 'Nobody held the double 12: everyone drew 1 tile until you found it. You hold the engine: tap Place engine to put the double 12 in the hub.'],
    ['uneven draws (the yard ran short)', { kind: 'waiting', seat: 2, search: { engine: 3, draws: [3, 2, 2], holder: 2 } }, "Nobody held the double 3: everyone drew 2 to 3 tiles until Ben found it. Ben's turn."],
    ['the reader\'s first turn', { kind: 'pickTile', moment: 'start', engine: 12, owed: null, search: { engine: 12, draws: [2, 2, 2], holder: 1 } }, 'Nobody held the double 12: everyone drew 2 tiles until Ana found it. Your first turn: tap a lit tile showing 12 to start your train.'],
  ])('%s', (_name, step, said) => {
    const text = asYou.prompt(step);
    expect(text).toBe(said);
    plainWords(text);
  });
});

describe('a pass says why it opens the train (R5.4)', () => {
  it('a first pass: the marker goes on, and until when the train stays open', () => {
    const text = asYou.prompt({ kind: 'pass', cause: 'drawn', engine: 12, open: false, previewed: false });
    expect(text).toBe('Nothing fits after your draw: tap Pass. A marker goes on your train: everyone may play on it until you play on it again.');
    plainWords(text);
  });

  it('a train with its marker already: it stays open', () => {
    expect(asYou.prompt({ kind: 'pass', cause: 'drawn', engine: 12, open: true, previewed: true })).toMatch(/Your train keeps its marker and stays open to everyone\.$/);
  });
});

describe('every problem the table shows is read as a refusal and worded (asRefusal)', () => {
  /** One sample per kind (a kind missing here is a type error), with the owed double it is read with. */
  const PROBLEMS: Record<Problem['kind'], [Problem, ExposedDouble | null, string][]> = {
    refused: [
      [
        { kind: 'refused', error: { ok: false, code: 'must-play', rule: 'R7.2', message: 'You have a tile that fits, so you must play one.', data: { because: 'tile-fits' } } },
        null,
        'You have a tile that fits, so you must play one: tap a lit tile.',
      ],
      [{ kind: 'refused', error: { ok: false, code: 'computer-turn', message: "It is seat 1's turn, a computer player's.", data: { seat: 1 } } }, null, "It is Ana's turn, and Ana is a computer player."],
    ],
    readOnly: [[{ kind: 'readOnly' }, null, 'This game is being played in another tab. Take over to play here.']],
    fitsNowhere: [
      [{ kind: 'fitsNowhere', tile: '3|5' }, null, 'The 3–5 fits nowhere you may play now.'],
      [
        { kind: 'fitsNowhere', tile: '3|5' },
        { tile: '6|6', train: 2 },
        "The 3–5 cannot cover the double 6 on Ben's train, and that double must be covered first: tap a lit tile that covers it.",
      ],
    ],
    wrongTrain: [[{ kind: 'wrongTrain', tile: '3|5' }, null, 'The 3–5 cannot go on that train now.']],
    trainFitsNothing: [[{ kind: 'trainFitsNothing', train: 'mexican' }, null, 'No tile in your hand can go on the Mexican Train now.']],
    lessonStep: [[{ kind: 'lessonStep' }, null, 'In this lesson, tap what the coach points at.']],
  };

  it.each(Object.values(PROBLEMS).flat())('%j (owed: %j)', (problem, owed, said) => {
    expect(asYou.refusal(asRefusal(problem, owed))).toBe(said);
  });
});

describe('Learn to play', () => {
  it('a move the coach does not point at is refused in plain words', () => {
    const text = asYou.refusal({ code: 'lesson-step', data: {} });
    expect(text).toBe('In this lesson, tap what the coach points at.');
    plainWords(text);
  });
});
