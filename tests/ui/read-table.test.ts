/**
 * "Read the table" (issue 42, the R key): the situation in one sentence, from the reader's view
 * only — whose turn, the trains open to them (on their turn, those their legal plays reach), a
 * double owed, who is close to going out — and never a tile of anyone's hand.
 */
import { describe, expect, it } from 'vitest';
import { current } from '../../src/session/index.ts';
import { en } from '../../src/ui/words/en.ts';
import { es } from '../../src/ui/words/es.ts';
import type { Person } from '../../src/ui/words/catalog.ts';
import { makeApp, playUntil, startGame } from './helpers.ts';

const YOU: Person = { name: 'You', you: true };
const ANA: Person = { name: 'Ana', you: false };
const TRIO = [
  { name: 'You', kind: 'person' as const },
  { name: 'Bob', kind: 'computer' as const, level: 'sharp' as const },
  { name: 'Cy', kind: 'computer' as const, level: 'sharp' as const },
];

describe('the sentence, from its facts', () => {
  it.each([
    [
      'the reader\'s turn, a double owed, seats low',
      { turn: YOU, owed: { double: 6, train: { kind: 'mexican' as const } }, ends: [], fits: true, low: [{ who: ANA, tiles: 1 }, { who: YOU, tiles: 2 }] },
      'Your turn; the double 6 on the Mexican Train must be covered first; Ana has 1 tile left and you have 2 tiles left.',
      'Te toca; primero hay que cubrir la mula de 6 en el tren mexicano; a Ana le queda 1 ficha y te quedan 2 fichas.',
    ],
    [
      'another\'s turn, the trains open to the reader',
      { turn: ANA, owed: null, ends: [{ train: { kind: 'yours' as const }, needs: 5 }, { train: { kind: 'mexican' as const }, needs: 9 }], fits: null, low: [] },
      "Ana's turn; open to you: your train needs 5 and the Mexican Train needs 9.",
      'Le toca a Ana; abiertos para ti: tu tren pide 5 y el tren mexicano pide 9.',
    ],
    [
      'the reader\'s turn with nothing that fits',
      { turn: YOU, owed: null, ends: [{ train: { kind: 'yours' as const }, needs: 3 }], fits: false, low: [] },
      'Your turn; open to you: your train needs 3; no tile of yours fits.',
      'Te toca; abiertos para ti: tu tren pide 3; ninguna de tus fichas encaja.',
    ],
    ['the round over', { turn: null, owed: null, ends: [], fits: null, low: [] }, 'The round is over.', 'La ronda ha terminado.'],
  ])('%s', (_case, facts, english, spanish) => {
    expect(en.table.readTable(facts)).toBe(english);
    expect(es.table.readTable(facts)).toBe(spanish);
  });
});

describe('from the reader\'s view of a game', () => {
  it('on the reader\'s turn: the trains their legal plays reach, with the numbers they need, and no tile named', async () => {
    const { app } = await makeApp();
    await startGame(app, TRIO);
    await playUntil(app, () => {
      const view = app.table.view.value!;
      return view.turn === 0 && view.firstTurnDone[0] === true && view.legal.some((a) => a.type === 'play');
    });
    const view = app.table.view.value!;
    const said = app.words.value.readTable(view);
    expect(said).toMatch(/^Your turn; open to you: /);
    const reached = new Set(view.legal.flatMap((a) => (a.type === 'play' ? [a.train] : [])));
    for (const ref of reached) {
      const train = view.trains.find((t) => (t.owner ?? 'mexican') === ref)!;
      const name = ref === 'mexican' ? 'the Mexican Train' : ref === 0 ? 'your train' : `${current(app.table.session.value!).seats[ref]!.name}'s train`;
      expect(said).toContain(`${name} needs ${train.needs}`);
    }
    expect(said).not.toMatch(/\d+–\d+|double \d+ (?!on)/);
    expect(said).not.toContain('no tile of yours fits');
  });

  it('at another seat\'s turn: whose turn it is, and the trains open to the reader', async () => {
    const { app } = await makeApp();
    await startGame(app, TRIO);
    await playUntil(app, () => {
      const view = app.table.view.value!;
      return view.turn === 1 && view.firstTurnDone[0] === true && !view.owed;
    });
    const view = app.table.view.value!;
    const said = app.words.value.readTable(view);
    expect(said).toMatch(/^Bob's turn; open to you: your train needs \d+/);
    // The Mexican Train is open to everyone once their first turn is done.
    expect(said).toContain(`the Mexican Train needs ${view.trains.find((t) => t.owner === null)!.needs}`);
  });
});
