/** The wording module: every event, refusal and prompt in plain words, with the grammar right for "You" and for a named seat. */
import { describe, expect, it } from 'vitest';
import seedrandom from 'seedrandom/seedrandom.js';
import { applyAction, legalActions, newRound, viewFor, type Action, type RoundState } from '../../src/core/index.ts';
import type { TableEvent } from '../../src/session/index.ts';
import { wordsFor, type Refusal, type Words } from '../../src/ui/words/index.ts';
import { en } from '../../src/ui/words/en.ts';
import type { NextStep } from '../../src/ui/app/facts.ts';
import { forcedStep, nextStepOf, type Picked } from '../../src/ui/table/derive/next-step.ts';
import { hintFacts, type HintFacts } from '../../src/ai/index.ts';
import { plainWords } from '../support/words.ts';
import { REFUSALS } from '../support/refusals.ts';

const NAMES = ['You', 'Ana', 'Ben', 'Cy'];
/** Words read by seat 0 ("You") and by nobody in particular (a shared device behind the handoff). */
const asYou = wordsFor(en, { names: NAMES, viewer: 0 });
const asBen = wordsFor(en, { names: ['Dee', 'Ana', 'Ben', 'Cy'], viewer: 2 });
const asNobody = wordsFor(en, { names: ['Dee', 'Ana', 'Ben', 'Cy'], viewer: null });

/** What no sentence a person reads may contain (tests/support/words.ts). */
const plain = (text: string): void => plainWords(text);

const play = (seat: number, train: TableEvent & { kind: 'play' } extends infer P ? (P extends { train: infer T } ? T : never) : never, extra: Partial<TableEvent & { kind: 'play' }> = {}): TableEvent => ({
  kind: 'play',
  seat,
  tile: '0|12',
  train,
  joined: 12,
  open: 0,
  double: false,
  again: false,
  covered: null,
  closed: false,
  ...extra,
});

describe('events: the grammar cases that went wrong before', () => {
  it('"You" playing on your own train is "your train", never "their own train"', () => {
    expect(asYou.event(play(0, 0))).toBe('You played the 0–12 on your train');
  });

  it('"You" playing a double plays again in the second person', () => {
    const e = play(0, 'mexican', { tile: '2|2', joined: 2, open: 2, double: true, again: true });
    expect(asYou.event(e)).toBe('You played the double 2 on the Mexican Train and play again');
  });

  it('another seat playing on the reader\'s train says "your train", never "You\'s train"', () => {
    expect(asYou.event(play(3, 0, { tile: '0|2' }))).toBe('Cy played the 0–2 on your train');
  });

  it('a named seat plays again in the third person, on their own train', () => {
    const e = play(1, 1, { tile: '5|5', joined: 5, open: 5, double: true, again: true });
    expect(asYou.event(e)).toBe('Ana played the double 5 on their own train and plays again');
  });

  it('a seat named "You" is addressed as you even when nobody is the reader', () => {
    const w = wordsFor(en, { names: NAMES, viewer: null });
    expect(w.event(play(2, 0))).toBe('Ben played the 0–12 on your train');
  });

  it('R5.5 closing one\'s own train: the marker comes off, in the person\'s grammar', () => {
    expect(asYou.event(play(0, 0, { closed: true }))).toBe('You played the 0–12 on your train and took your marker off');
    expect(asYou.event(play(1, 1, { closed: true }))).toBe('Ana played the 0–12 on their own train and took their marker off');
  });

  it('on another seat\'s train, the owner is named', () => {
    expect(asBen.event(play(1, 3))).toBe("Ana played the 0–12 on Cy's train");
  });
});

describe('every event kind, for "You" and for a named seat', () => {
  const events: TableEvent[] = [
    { kind: 'engine', seat: 0, tile: '12|12' },
    play(0, 'mexican'),
    play(0, 1, { covered: '6|6', tile: '6|1', joined: 6, open: 1 }),
    play(0, 0, { closed: true }),
    { kind: 'draw', seat: 0 },
    { kind: 'pass', seat: 0, firstTurn: false, opened: true },
    { kind: 'pass', seat: 0, firstTurn: true, opened: true },
    { kind: 'pass', seat: 0, firstTurn: false, opened: false },
    { kind: 'endFirstTurn', seat: 0, tiles: 1 },
    { kind: 'endFirstTurn', seat: 0, tiles: 3 },
  ];
  it.each(events.map((e) => [e.kind, e] as const))('%s', (_kind, e) => {
    const you = asYou.event(e);
    const named = asBen.event(e);
    plain(you);
    plain(named);
    expect(you.startsWith('You ')).toBe(true);
    expect(named.startsWith('Dee ')).toBe(true);
    expect(you).not.toMatch(/\btheir\b/);
  });

  it('plural by count: "1 tile", "3 tiles"', () => {
    expect(asYou.event({ kind: 'endFirstTurn', seat: 0, tiles: 1 })).toBe('You finished your first turn with 1 tile');
    expect(asBen.event({ kind: 'endFirstTurn', seat: 1, tiles: 3 })).toBe('Ana finished their first turn with 3 tiles');
  });

  it('the round\'s end names who went out, "You" included', () => {
    expect(asYou.event({ kind: 'draw', seat: 1 }, { reason: 'out', out: [0] })).toBe('Ana drew a tile. You went out: the round is over.');
    expect(asNobody.ended({ reason: 'out', out: [1, 3] })).toBe('Ana and Cy went out: the round is over.');
    expect(asNobody.ended({ reason: 'blocked', out: [] })).toBe('Nobody can place a tile any more: the round is over.');
  });
});

describe('refusals', () => {
  it.each(REFUSALS)('%s is said in plain words for "You" and a named seat', (_name, refusal) => {
    for (const w of [asYou, asBen]) plain(w.refusal(refusal));
  });

  it('every code has words of its own: no two codes say the same, but an unreachable "illegal" says what another tap does', () => {
    const saidBy = new Map<string, Set<string>>();
    for (const [, refusal] of REFUSALS) {
      const text = asYou.refusal(refusal);
      saidBy.set(text, (saidBy.get(text) ?? new Set()).add(refusal.code));
    }
    const shared = [...saidBy.values()].filter((codes) => codes.size > 1).map((codes) => [...codes].sort());
    expect(shared).toEqual([['illegal', 'not-this-train']]);
  });

  it('a private train names its owner, and "your" for the reader', () => {
    expect(asBen.refusal({ code: 'not-your-train', rule: 'R5.3', data: { tile: '3|4', train: 1, owner: 1 } })).toBe(
      "Ana's train is private until Ana passes and a marker goes on it: play on your train, the Mexican Train or a train with a marker.",
    );
  });

  it('Undo by another person names them; by the reader says "you"', () => {
    expect(asBen.refusal({ code: 'cannot-undo', rule: 'R13.2', data: { reason: 'another-person', seat: 1 } })).toBe("Only Ana can take back Ana's move.");
    expect(asYou.blocked('undo', { code: 'another-person', seat: 0 })).toBe('Only you can take back your move.');
  });

  it.each<[string, Refusal, string]>([
    ['an action of no known kind', { code: 'malformed-action', rule: 'API', data: { type: 'jump' } }, 'The game does not know that move.'],
    ['an action with no kind at all', { code: 'malformed-action', rule: 'API', data: {} }, 'The game does not know that move.'],
    ['a tile not in the set', { code: 'no-such-tile', rule: 'R1.1', data: { tile: '13|2' } }, 'There is no such tile in the set.'],
    ['a train not at the table', { code: 'no-such-train', rule: 'R5.1', data: { train: '9' } }, 'There is no such train at this table.'],
  ])('a move the game does not know says what is wrong, never the text given: %s', (_name, refusal, said) => {
    expect(asYou.refusal(refusal)).toBe(said);
  });

  it('there is no catch-all: a code without words fails loudly (and, typed, fails to compile)', () => {
    expect(() => asYou.refusal({ code: 'bad-key-xyz', data: {} } as never)).toThrow('No words for the refusal {"code":"bad-key-xyz","data":{}}');
  });

  it('every refusal the core gives in random games is worded, each must-play reason among them', () => {
    const rng = seedrandom('words');
    const seen = new Set<string>();
    for (let g = 0; g < 16; g++) {
      const players = 2 + (g % 5);
      let s: RoundState = newRound({ players, round: 1 + (g % 13), seed: `W${g}` });
      for (let n = 0; n < 120 && s.phase !== 'over'; n++) {
        const view = viewFor(s, s.turn);
        const w = wordsFor(en, { names: Array.from({ length: players }, (_, i) => `P${i}`), viewer: s.turn });
        for (const action of probes(s)) {
          const r = applyAction(s, action);
          if (r.ok) continue;
          const key = r.error.code === 'must-play' ? `must-play ${r.error.data.because}` : r.error.code;
          const text = w.refusal(r.error, view);
          if (seen.has(key) && !/R\d|\d\|\d|\.\./.test(text)) continue;
          seen.add(key);
          plain(text);
        }
        const legal = legalActions(s);
        const next = applyAction(s, legal[Math.floor(rng() * legal.length)]!);
        if (!next.ok) throw new Error(next.error.message);
        s = next.state;
      }
    }
    expect(seen.size).toBeGreaterThanOrEqual(12);
    expect([...seen].filter((key) => key.startsWith('must-play')).sort()).toEqual(
      ['cover-double', 'drawn-fits', 'start-train', 'tile-fits'].map((because) => `must-play ${because}`),
    );
  }, 60_000);
});

/** Actions to try in a state: every hand tile on every train, and every other action type. */
function probes(s: RoundState): Action[] {
  const view = viewFor(s, s.turn);
  const out: Action[] = [{ type: 'draw' }, { type: 'pass' }, { type: 'endFirstTurn' }, { type: 'placeEngine' }];
  for (const tile of view.hand.slice(0, 4)) for (const t of view.trains) out.push({ type: 'play', tile, train: t.ref });
  out.push({ type: 'play', tile: '0|0', train: 'mexican' });
  return out;
}

describe('prompts, previews and the owed banner', () => {
  const words: Words = asYou;
  it.each<[string, NextStep, string]>([
    ['a tile that fits two trains names them with "or"', { kind: 'pickTrain', tile: '3|5', trains: [1, 'mexican'] }, "Tap a lit train for the 3–5: Ana's or the Mexican Train."],
    ['three trains, the reader\'s own first', { kind: 'pickTrain', tile: '3|5', trains: [0, 2, 'mexican'] }, "Tap a lit train for the 3–5: yours, Ben's or the Mexican Train."],
    ['a train picked first', { kind: 'pickTileFor', train: 'mexican', tiles: 2 }, 'Tap a lit tile to play it on the Mexican Train.'],
    ['a play previewed', { kind: 'confirmPlay', tile: '3|5', train: 0 }, 'Tap Confirm (or the train again) to play the 3–5 on your train.'],
    ['a forced draw, previewed', { kind: 'draw', owed: null, yard: 12, previewed: true }, 'Nothing fits: tap Confirm to draw a tile (12 tiles left in the yard).'],
    ['a draw, the preview cancelled', { kind: 'draw', owed: null, yard: 12, previewed: false }, 'Nothing fits: tap Draw (or the yard) to take a tile.'],
    ['a draw for want of a cover', { kind: 'draw', owed: { tile: '6|6', train: 2 }, yard: 1, previewed: true }, "You cannot cover the double 6 on Ben's train: tap Confirm to draw a tile (1 tile left in the yard)."],
    ['a pass after a draw', { kind: 'pass', cause: 'drawn', engine: 12, open: false, previewed: true }, 'Nothing fits after your draw: tap Confirm to pass. A marker goes on your train: everyone may play on it until you play on it again.'],
    ['a pass with the yard empty, train open already', { kind: 'pass', cause: 'yardEmpty', engine: 12, open: true, previewed: false }, 'Nothing fits and the yard is empty: tap Pass. Your train keeps its marker and stays open to everyone.'],
    ['a first-turn pass', { kind: 'pass', cause: 'noStart', engine: 12, open: false, previewed: true }, 'Nothing in your hand shows 12: tap Confirm to pass. A marker goes on your train: everyone may play on it until you play on it again.'],
    ['a first turn nothing more links to', { kind: 'finish', tiles: 2, end: 6, more: false, previewed: true }, 'Nothing more links: tap Confirm to finish your first turn with 2 tiles on your train, ending in 6.'],
    ['a first turn finished by choice', { kind: 'finish', tiles: 1, end: 5, more: true, previewed: true }, 'Tap Confirm to finish your first turn with 1 tile on your train, ending in 5.'],
    ['finishing, the preview cancelled', { kind: 'finish', tiles: 1, end: 5, more: false, previewed: false }, 'Nothing more links: tap Finish turn.'],
    ['the first turn starts', { kind: 'pickTile', moment: 'start', engine: 12, owed: null }, 'Your first turn: tap a lit tile showing 12 to start your train.'],
    ['the first turn goes on', { kind: 'pickTile', moment: 'more', engine: 12, owed: null }, 'Tap a lit tile to add to your train, or tap Finish turn.'],
    ['a double to cover', { kind: 'pickTile', moment: 'again', engine: 12, owed: { tile: '4|4', train: 'mexican' } }, 'Cover the double 4 on the Mexican Train: tap a lit tile.'],
    ['another play after a double', { kind: 'pickTile', moment: 'again', engine: 12, owed: null }, 'Your double gives you another play: tap a lit tile.'],
    ['an ordinary turn', { kind: 'pickTile', moment: 'turn', engine: 12, owed: null }, 'Your turn: tap a lit tile, or a train to light the tiles that fit it.'],
    ['the reader holds the engine', { kind: 'engine', seat: 0, engine: 12 }, 'You hold the engine: tap Place engine to put the double 12 in the hub.'],
    ['another seat places the engine', { kind: 'engine', seat: 3, engine: 9 }, 'Cy places the engine, the double 9.'],
    ['another seat is to act', { kind: 'waiting', seat: 1 }, "Ana's turn."],
    ['the round is over', { kind: 'over' }, 'The round is over.'],
  ])('the prompt names the next step: %s', (_name, step, said) => {
    const text = words.prompt(step);
    expect(text).toBe(said);
    plain(text);
  });

  it('every next step of random rounds, at each stage of picking, is worded plainly', () => {
    const rng = seedrandom('steps');
    const kinds = new Set<string>();
    const said = new Set<string>();
    for (let g = 0; g < 6; g++) {
      const players = 2 + (g % 4);
      let s: RoundState = newRound({ players, round: 1 + g, seed: `S${g}` });
      for (let n = 0; n < 150 && s.phase !== 'over'; n++) {
        const view = viewFor(s, s.turn);
        const w = wordsFor(en, { names: Array.from({ length: players }, (_, i) => `P${i}`), viewer: s.turn });
        const plays = view.legal.filter((a) => a.type === 'play');
        const tile = plays[0]?.type === 'play' ? plays[0].tile : null;
        const train = plays[0]?.type === 'play' ? plays[0].train : null;
        const stages: Picked[] = [
          { preview: forcedStep(view), selected: null, trainPick: null },
          { preview: null, selected: tile, trainPick: null },
          { preview: null, selected: null, trainPick: train },
          { preview: tile === null || train === null ? null : { kind: 'play', tile, train }, selected: tile, trainPick: null },
        ];
        const other = (s.turn + 1) % players;
        const asOther = wordsFor(en, { names: w.reader.names, viewer: other });
        const otherView = viewFor(s, other);
        for (const picked of stages) {
          for (const [reader, step] of [[w, nextStepOf(view, picked)], [asOther, nextStepOf(otherView, picked)]] as const) {
            kinds.add(`${step.kind}${'previewed' in step ? String(step.previewed) : ''}`);
            const text = reader.prompt(step);
            if (!said.has(text)) plain(text);
            said.add(text);
          }
        }
        const legal = legalActions(s);
        const next = applyAction(s, legal[Math.floor(rng() * legal.length)]!);
        if (!next.ok) throw new Error(next.error.message);
        s = next.state;
      }
    }
    expect([...kinds].sort()).toEqual(expect.arrayContaining(['confirmPlay', 'drawfalse', 'drawtrue', 'engine', 'finishtrue', 'passtrue', 'pickTile', 'pickTileFor', 'pickTrain', 'waiting']));
  });

  it('a train tapped first that nothing fits names the train', () => {
    expect(asBen.refusal({ code: 'nothing-fits-train', data: { train: 1 } })).toBe("No tile in your hand can go on Ana's train now.");
  });

  it('previews are questions in plain words', () => {
    const s = newRound({ players: 2, round: 1, seed: 'PROMPT' });
    const view = viewFor(s, 0);
    plain(words.preview({ kind: 'play', tile: '3|4', train: 'mexican' }, view));
    expect(words.preview({ kind: 'play', tile: '3|4', train: 0 }, view)).toBe('Play the 3–4 on your train?');
    expect(words.preview({ kind: 'draw' }, view)).toMatch(/^Draw from the yard — \d+ left\?$/);
    plain(words.preview({ kind: 'pass' }, view));
    plain(words.preview({ kind: 'finish' }, view));
  });

  it('the round-end title names who went out, not the first zero penalty', () => {
    expect(asBen.roundOverTitle({ round: 4, last: false, reason: 'out', out: [1] })).toBe('Round 4 over — Ana went out');
    expect(asBen.roundOverTitle({ round: 4, last: false, reason: 'out', out: [2] })).toBe('Round 4 over — You went out');
    expect(asYou.roundOverTitle({ round: 13, last: true, reason: 'blocked', out: [] })).toBe('Session over — no tile can be placed: blocked');
  });

  it('winners: one, "You", or shared', () => {
    expect(asBen.winners([1], 88)).toBe('Ana wins with 88 points.');
    expect(asYou.winners([0], 88)).toBe('You win with 88 points.');
    expect(asBen.winners([1, 3], 88)).toBe('Shared win: Ana and Cy, with 88 points each.');
  });
});

describe('hints', () => {
  const notes = { drawn: false, urgent: null };
  const kinds: HintFacts[] = [
    { kind: 'engine', tile: '12|12' },
    { kind: 'firstTurnPass', engine: 12 },
    { kind: 'firstTurnStop', why: 'nothingFits', need: 4 },
    { kind: 'firstTurnStop', why: 'keepsBetterHand', need: 4 },
    { kind: 'firstTurnChain', continues: false, tile: '12|4', more: 2, pips: 30, emptiesHand: false },
    { kind: 'firstTurnChain', continues: true, tile: '4|1', more: 0, pips: 5, emptiesHand: true },
    { kind: 'draw', owed: { tile: '6|6', train: 1 } },
    { kind: 'draw', owed: null },
    { kind: 'pass', cause: 'drawnTileFitsNowhere' },
    { kind: 'pass', cause: 'yardEmpty' },
    { kind: 'goOut', tile: '3|4' },
    { kind: 'only' },
    { kind: 'coverDouble', double: '6|6', train: 'mexican', tile: '6|2', pips: 8, ...notes },
    { kind: 'double', tile: '5|5', train: 0, then: { kind: 'stuck', ending: 'draw' }, ...notes },
    { kind: 'double', tile: '5|5', train: 0, then: { kind: 'cover', tile: '5|1', pips: 16 }, ...notes },
    { kind: 'double', tile: '5|5', train: 0, then: { kind: 'elsewhere', tile: '3|9', train: 2, left: { unseenCovers: 1, keepsCover: false } }, ...notes },
    { kind: 'ownTrain', tile: '3|9', pips: 12, plan: 3, unmarks: true, ...notes },
    { kind: 'ownTrain', tile: '3|9', pips: 12, plan: 0, unmarks: false, drawn: true, urgent: { seat: 3, tiles: 1 } },
    { kind: 'shed', tile: '3|9', pips: 12, train: 1, plan: 2, rareOpen: 9, drawn: false, urgent: { seat: 0, tiles: 2 } },
  ];
  it.each(kinds.map((f) => [f.kind, f] as const))('%s is worded plainly, naming seats by name', (_k, f) => {
    const text = asBen.hint(f);
    plain(text);
    expect(text).not.toMatch(/\bplayer \d|seat/i);
  });

  it('names the seat close to going out, and "your train" for the reader', () => {
    expect(asBen.hint({ kind: 'shed', tile: '3|9', pips: 12, train: 2, plan: 0, rareOpen: null, drawn: false, urgent: { seat: 1, tiles: 1 } })).toBe(
      'Sheds 12 pips on your train. Ana has only 1 tile left, so heavy tiles should go first.',
    );
    expect(asBen.hint({ kind: 'coverDouble', double: '6|6', train: 3, tile: '6|2', pips: 8, drawn: false, urgent: null })).toBe(
      "You must cover the oldest open double, the double 6 on Cy's train: the 2–6 does it and sheds 8 pips.",
    );
  });

  it('every hint the sharp player gives in random games is worded plainly', () => {
    const rng = seedrandom('hints');
    let count = 0;
    for (let g = 0; g < 6; g++) {
      const players = 2 + (g % 4);
      let s: RoundState = newRound({ players, round: 1 + g, seed: `H${g}` });
      const w = (seat: number) => wordsFor(en, { names: Array.from({ length: players }, (_, i) => `P${i}`), viewer: seat });
      for (let n = 0; n < 200 && s.phase !== 'over'; n++) {
        const view = viewFor(s, s.turn);
        const { facts } = hintFacts(view);
        plain(w(s.turn).hint(facts));
        count++;
        const legal = legalActions(s);
        const next = applyAction(s, legal[Math.floor(rng() * legal.length)]!);
        if (!next.ok) throw new Error(next.error.message);
        s = next.state;
      }
    }
    expect(count).toBeGreaterThan(100);
  }, 60_000);
});

describe('names on narrow seat chips', () => {
  const chips = (names: string[], viewer: number | null = 0) => wordsFor(en, { names, viewer }).chipNames();

  it('default computer names are short already: the name alone; the reader is "You"', () => {
    expect(chips(['Ana', 'Ben', 'Cy'])).toEqual([['You'], ['Ben', 'B'], ['Cy', 'C']]);
  });

  it('"Computer 1" and "Computer 2" keep their numbers ("C1", "C2"), never a bare initial both share', () => {
    const names = chips(['Player 1', 'Computer 1', 'Computer 2', 'Cy'], null);
    expect(names.map((n) => n.at(-1))).toEqual(['P1', 'C1', 'C2', 'C']);
  });

  it('short forms step up until no two seats share one, nor a short form another seat’s name', () => {
    const names = chips(['You', 'Maximiliano Alejandr', 'Marisol', 'Ma'], 0);
    expect(names[1]).toEqual(['Maximiliano Alejandr', 'Maximiliano', 'Max']);
    expect(names[3]).toEqual(['Ma']);
    expect(names[2]).toEqual(['Marisol', 'Mar']);
    const shorts = names.map((n) => n.at(-1)!.toLowerCase());
    expect(new Set(shorts).size).toBe(shorts.length);
  });

  it('marks around a word are no letters of it: "(Grandpa) Joe" beside "Gus" is "GJ", "“Bob”" is "B", never "(" or "“"', () => {
    expect(chips(['(Grandpa) Joe', '“Bob”', 'Gus'], null).map((n) => n.at(-1))).toEqual(['GJ', 'B', 'Gu']);
  });

  it('names alike to their fourth letter are told apart by the seat number', () => {
    const names = chips(['Alexandra', 'Alexander'], null);
    expect(names.map((n) => n.at(-1))).toEqual(['Alex1', 'Alex2']);
  });

  it('one reader\'s chip names are worked out once: the strip and every lane ask at each draw', () => {
    const words = wordsFor(en, { names: ['Ana', 'Ben', 'Cy'], viewer: 1 });
    const first = words.chipNames();
    expect(words.chipNames()).toBe(first);
    expect(first).toEqual([['Ana', 'A'], ['You'], ['Cy', 'C']]);
    // Another reader of the same names has names of its own.
    expect(wordsFor(en, { names: ['Ana', 'Ben', 'Cy'], viewer: 0 }).chipNames()[0]).toEqual(['You']);
  });
});
