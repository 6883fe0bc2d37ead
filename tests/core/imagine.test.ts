/** imagineRound: the round behind a seat's view, with the hidden tiles where the caller puts them. */
import { describe, expect, it } from 'vitest';
import { newRound, publicView, snapshot, viewFor, type PlayerView, type RoundState } from '../../src/core/index.ts';
import { imagineRound } from '../../src/core/imagine.ts';
import { act } from '../support/fixtures.ts';
import { playRound, randomChooser } from '../support/playout.ts';

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

describe('the real hidden tiles give back the real round', () => {
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

describe('a world that does not fit the view is refused', () => {
  const state = act(newRound({ players: 3, round: 2, seed: 'im-refuse' }), 'engine');
  const view = viewFor(state, state.turn);
  const real = realHidden(state);
  const other = (view.seat + 1) % 3;

  it('a hand of the wrong size', () => {
    const hands = real.hands.map((h, s) => (s === other ? h.slice(1) : h));
    expect(imagineRound(view, { hands, yard: [...real.yard, real.hands[other]![0]!] }).ok).toBe(false);
  });

  it('a tile in two places', () => {
    const hands = real.hands.map((h, s) => (s === other ? [real.yard[0]!, ...h.slice(1)] : h));
    expect(imagineRound(view, { hands, yard: real.yard }).ok).toBe(false);
  });

  it('a tile the seat can see, placed again', () => {
    const hands = real.hands.map((h, s) => (s === other ? [view.hand[0]!, ...h.slice(1)] : h));
    expect(imagineRound(view, { hands, yard: [...real.yard.slice(0, -1), real.hands[other]![0]!] }).ok).toBe(false);
  });

  it('something that is not a tile', () => {
    const hands = real.hands.map((h, s) => (s === other ? ['13|13', ...h.slice(1)] : h));
    expect(imagineRound(view, { hands, yard: real.yard }).ok).toBe(false);
  });

  it('the public table (it holds no hand to start from)', () => {
    expect(imagineRound(publicView(state), real).ok).toBe(false);
  });

  it('a round that is over', () => {
    const over = playRound(state, randomChooser('im-over'));
    const v: PlayerView = viewFor(over, 0);
    expect(imagineRound(v, realHidden(over)).ok).toBe(false);
  });
});
