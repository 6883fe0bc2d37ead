/** imagineRound: the round behind a seat's view, with the hidden tiles where the caller puts them. */
import { describe, expect, it } from 'vitest';
import { newRound, publicView, snapshot, viewFor, type PlayerView, type RoundState } from '../../src/core/index.ts';
import { imagineRound } from '../../src/core/imagine.ts';
import { act } from '../support/positions.ts';
import { playRound, randomChooser } from '../support/rounds.ts';

/** The real hidden tiles of a state, as a seat would have to guess them. */
function realHidden(state: RoundState): { hands: string[][]; yard: string[] } {
  const s = snapshot(state);
  return { hands: s.hands, yard: s.yard };
}

function midGame(players: number, seed: string, steps: number): RoundState {
  let at: RoundState | null = null;
  playRound(newRound({ players, round: 4, seed }), randomChooser(seed), (state, _legal, step) => {
    if (step === steps) at = state;
  });
  return at!;
}

type Hidden = { hands: string[][]; yard: string[] };

describe('the real hidden tiles give back the real round', () => {
  it('R12.3 the seat\'s own hand comes from its view, whatever the world gives for it', () => {
    const state = midGame(3, 'im-own', 20);
    const view = viewFor(state, state.turn);
    const real = realHidden(state);
    const hands = real.hands.map((h, s) => (s === view.seat ? [] : h));
    const imagined = imagineRound(view, { hands, yard: real.yard });
    expect(imagined.ok && snapshot(imagined.value)).toEqual(snapshot(state));
  });

  it('R4.1 a round whose engine is not placed yet: the engine is in its holder\'s hand', () => {
    const state = newRound({ players: 3, round: 5, seed: 'im-engine' });
    const view = viewFor(state, (state.engineHolder + 1) % 3);
    const imagined = imagineRound(view, realHidden(state));
    expect(imagined.ok && snapshot(imagined.value)).toEqual(snapshot(state));
  });

  it('R12.3 the imagined round owns its lists: changing the view afterwards changes nothing in it', () => {
    const state = midGame(4, 'im-lists', 12);
    const view = viewFor(state, state.turn);
    const imagined = imagineRound(view, realHidden(state));
    if (!imagined.ok) throw new Error(imagined.message);
    const before = JSON.stringify(snapshot(imagined.value));
    view.searchDraws[0] = 9;
    view.firstTurnDone[0] = !view.firstTurnDone[0];
    expect(JSON.stringify(snapshot(imagined.value))).toBe(before);
  });

  it.each([
    [2, 'im-a', 30],
    [4, 'im-b', 45],
    [6, 'im-c', 60],
    [4, 'im-d', 3],
  ])('%i players, %s, after %i actions: same snapshot, same views', (players, seed, steps) => {
    const state = midGame(players, seed, steps);
    const view = viewFor(state, state.turn);
    const imagined = imagineRound(view, realHidden(state));
    expect(imagined.ok).toBe(true);
    if (!imagined.ok) return;
    expect(snapshot(imagined.value)).toEqual(snapshot(state));
    for (let s = 0; s < players; s++) expect(viewFor(imagined.value, s)).toEqual(viewFor(state, s));
  });
});

/**
 * A round just begun, the view of the seat to act, the real hidden tiles and another seat;
 * built by each test, as core code run while tests are collected is static (docs/mutation.md).
 */
function begun(): { state: RoundState; view: PlayerView; real: { hands: string[][]; yard: string[] }; other: number } {
  const state = act(newRound({ players: 3, round: 2, seed: 'im-refuse' }), 'engine');
  const view = viewFor(state, state.turn);
  return { state, view, real: realHidden(state), other: (view.seat + 1) % 3 };
}

describe('a world that does not fit the view is refused', () => {
  it('a hand of the wrong size', () => {
    const { view, real, other } = begun();
    const hands = real.hands.map((h, s) => (s === other ? h.slice(1) : h));
    expect(imagineRound(view, { hands, yard: [...real.yard, real.hands[other]![0]!] }).ok).toBe(false);
  });

  it('a tile in two places', () => {
    const { view, real, other } = begun();
    const hands = real.hands.map((h, s) => (s === other ? [real.yard[0]!, ...h.slice(1)] : h));
    expect(imagineRound(view, { hands, yard: real.yard }).ok).toBe(false);
  });

  it('a tile the seat can see, placed again', () => {
    const { view, real, other } = begun();
    const hands = real.hands.map((h, s) => (s === other ? [view.hand[0]!, ...h.slice(1)] : h));
    expect(imagineRound(view, { hands, yard: [...real.yard.slice(0, -1), real.hands[other]![0]!] }).ok).toBe(false);
  });

  it('something that is not a tile', () => {
    const { view, real, other } = begun();
    const hands = real.hands.map((h, s) => (s === other ? ['13|13', ...h.slice(1)] : h));
    expect(imagineRound(view, { hands, yard: real.yard }).ok).toBe(false);
  });

  it('the public table (it holds no hand to start from)', () => {
    const { state, real } = begun();
    expect(imagineRound(publicView(state), real).ok).toBe(false);
  });

  it.each([
    ['a tile that is no tile', (h: Hidden) => ({ ...h, yard: ['x', ...h.yard.slice(1)] }), 'yard: "x" is not a tile.'],
    ['a hand tile that is no tile', (h: Hidden, o: number) => ({ ...h, hands: h.hands.map((x, s) => (s === o ? ['13|13', ...x.slice(1)] : x)) }), `hand of seat ${'OTHER'}: "13|13" is not a tile.`],
    ['a tile twice', (h: Hidden) => ({ ...h, yard: [h.yard[1]!, ...h.yard.slice(1)] }), 'yard: the YARD1 is already somewhere else.'],
    ['too few hands', (h: Hidden) => ({ ...h, hands: h.hands.slice(1) }), 'Give 3 hands.'],
    ['a yard too short', (h: Hidden) => ({ ...h, yard: h.yard.slice(1) }), 'The yard holds YARD tiles, not YARDLESS.'],
    ['a hand too long', (h: Hidden, o: number) => ({ hands: h.hands.map((x, s) => (s === o ? [...x, h.yard[0]!] : x)), yard: h.yard.slice(1) }), 'Seat OTHER holds HAND tiles, not HANDMORE.'],
  ])('R12.3 %s is refused with its reason', (_what, change, words) => {
    const { view, real, other } = begun();
    const message = words
      .replace('OTHER', String(other))
      .replace('YARD1', real.yard[1]!)
      .replace('YARDLESS', String(real.yard.length - 1))
      .replace('YARD', String(real.yard.length))
      .replace('HANDMORE', String(real.hands[other]!.length + 1))
      .replace('HAND', String(real.hands[other]!.length));
    expect(imagineRound(view, change(real, other))).toEqual({ ok: false, message });
  });

  it('R12.3 a view that is not a seat\'s, or of a round over, is refused with its reason', () => {
    const { state, view, real } = begun();
    expect(imagineRound({ ...view, seat: 3 }, real)).toEqual({ ok: false, message: "A seat's view is needed (not the public table)." });
    expect(imagineRound(publicView(state), real)).toEqual({ ok: false, message: "A seat's view is needed (not the public table)." });
    const over = playRound(state, randomChooser('im-over'));
    expect(imagineRound(viewFor(over, 0), realHidden(over))).toEqual({ ok: false, message: 'The round is over: there is nothing left to imagine.' });
  });

  it('R12.3 a train tile that is no tile is refused with its train', () => {
    const { view, real } = begun();
    const trains = view.trains.map((t, i) => (i === 1 ? { ...t, tiles: ['13|13'] } : t));
    expect(imagineRound({ ...view, trains }, real)).toEqual({ ok: false, message: 'train 1: "13|13" is not a tile.' });
  });

  it('R1.1 a view whose counts leave a tile nowhere is refused', () => {
    const { view, real, other } = begun();
    const handCounts = view.handCounts.map((c, s) => (s === other ? c - 1 : c));
    const hands = real.hands.map((h, s) => (s === other ? h.slice(1) : h));
    expect(imagineRound({ ...view, handCounts }, { hands, yard: real.yard })).toEqual({ ok: false, message: 'Some tile is nowhere: every tile must be placed exactly once.' });
  });

  it('R12.3 a call that is not even a world is a caller\'s mistake, not a refusal', () => {
    const { view, real } = begun();
    expect(() => imagineRound(view, { hands: real.hands, yard: null as never })).toThrow(TypeError);
  });

  it('a round that is over', () => {
    const { state } = begun();
    const over = playRound(state, randomChooser('im-over'));
    const v: PlayerView = viewFor(over, 0);
    expect(imagineRound(v, realHidden(over)).ok).toBe(false);
  });
});
