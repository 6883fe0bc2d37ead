/**
 * Blindness (R12.3): the computer players and hints decide from the view alone. Moving
 * tiles the seat cannot see — between two other hands, between another hand and the
 * yard, or within the yard's order — never changes a decision or a hint.
 */
import { describe, expect, it } from 'vitest';
import { makePosition, newRound, snapshot, viewFor, type PlayerView, type RoundState } from '../../src/core/index.ts';
import { chooseAction, hint } from '../../src/ai/index.ts';
import { sameAction } from '../../src/ai/tiles.ts';
import { check } from '../support/asserts.ts';
import { act as apply, pos } from '../support/fixtures.ts';
import { eachPosition, gameMix } from './helpers.ts';

type Decisions = { sharp: unknown; relaxed: unknown; hint: { action: unknown; reason: string; facts: unknown } };

function decide(view: PlayerView): Decisions {
  return { sharp: chooseAction(view), relaxed: chooseAction(view, { level: 'relaxed' }), hint: hint(view) };
}

/** The position with its hands and yard rewritten. */
function rewrite(text: string, hands: string[][], yard: string[]): string {
  const list = (tiles: string[]): string => (tiles.length ? tiles.join(',') : '-');
  return text
    .replace(/ hands=\S+/, ` hands=${hands.map(list).join('/')}`)
    .replace(/ yard=\S+/, ` yard=${list(yard)}`);
}

/** Hidden-tile swaps from one seat's point of view: each a rewritten position, with what was swapped. */
function hiddenSwaps(state: RoundState, seat: number): { what: string; text: string }[] {
  const text = makePosition(state);
  const snap = snapshot(state);
  const hands = snap.hands.map((h) => h.slice());
  const yard = snap.yard.slice();
  const others = hands.map((h, s) => ({ h, s })).filter((x) => x.s !== seat && x.h.length > 0);
  const out: { what: string; text: string }[] = [];
  if (others.length >= 2) {
    const [a, b] = [others[0]!, others[others.length - 1]!];
    const h = hands.map((x) => x.slice());
    [h[a.s]![0], h[b.s]![h[b.s]!.length - 1]] = [h[b.s]![h[b.s]!.length - 1]!, h[a.s]![0]!];
    out.push({ what: `swap between seats ${a.s} and ${b.s}`, text: rewrite(text, h, yard) });
  }
  if (others.length >= 1 && yard.length >= 1) {
    const a = others[0]!;
    const h = hands.map((x) => x.slice());
    const y = yard.slice();
    [h[a.s]![0], y[y.length - 1]] = [y[y.length - 1]!, h[a.s]![0]!];
    out.push({ what: `swap between seat ${a.s} and the yard`, text: rewrite(text, h, y) });
  }
  if (yard.length >= 2) out.push({ what: 'yard reversed', text: rewrite(text, hands, yard.slice().reverse()) });
  return out;
}

describe('decisions depend on the view only', () => {
  it('hidden swaps (other hands, hand and yard, yard order) change neither the view nor any decision, hint or hint fact', () => {
    let compared = 0;
    let positions = 0;
    eachPosition(gameMix(45, 'blind'), ({ state, view, game }) => {
      if (view.legal.length < 2 || positions++ % 2 !== 0) return;
      const mine = decide(view);
      for (const swap of hiddenSwaps(state, view.seat)) {
        const other = viewFor(pos(swap.text), view.seat);
        check(JSON.stringify(other) === JSON.stringify(view), () => `the view leaks a hidden tile (${swap.what}) in ${game}`);
        const theirs = decide(other);
        check(sameAction(theirs.sharp as never, mine.sharp as never), () => `sharp changed after ${swap.what} in ${game}`);
        check(sameAction(theirs.relaxed as never, mine.relaxed as never), () => `relaxed changed after ${swap.what} in ${game}`);
        check(theirs.hint.reason === mine.hint.reason, () => `the hint changed after ${swap.what} in ${game}`);
        check(JSON.stringify(theirs.hint.facts) === JSON.stringify(mine.hint.facts), () => `the hint's facts changed after ${swap.what} in ${game}`);
        compared++;
      }
    });
    expect(compared).toBeGreaterThan(2000);
  }, 60_000);

  it('the expert: hidden swaps never change its move (it samples from the view alone)', () => {
    let compared = 0;
    let positions = 0;
    eachPosition(gameMix(12, 'blind-expert'), ({ state, view, game }) => {
      if (view.legal.length < 2 || view.players > 6 || positions++ % 3 !== 0) return;
      const mine = chooseAction(view, { level: 'expert' });
      for (const swap of hiddenSwaps(state, view.seat)) {
        const other = viewFor(pos(swap.text), view.seat);
        check(sameAction(chooseAction(other, { level: 'expert' }), mine), () => `the expert changed after ${swap.what} in ${game}`);
        compared++;
      }
    });
    expect(compared).toBeGreaterThan(150);
  }, 120_000);

  it('two deals differing only in the yard order give the same decisions until the first draw', () => {
    let decisions = 0;
    for (let i = 0; i < 30; i++) {
      const players = 2 + (i % 5);
      const start = newRound({ players, round: 1 + (i % 13), seed: `yard-${i}` });
      const snap = snapshot(start);
      let a = newRound({ players, round: snap.round, deal: { hands: snap.hands, yard: snap.yard } });
      let b = newRound({ players, round: snap.round, deal: { hands: snap.hands, yard: snap.yard.slice().reverse() } });
      while (a.turn >= 0) {
        const va = viewFor(a, a.turn);
        const vb = viewFor(b, b.turn);
        expect(vb).toEqual(va);
        const action = chooseAction(va);
        expect(chooseAction(vb)).toEqual(action);
        expect(hint(vb)).toEqual(hint(va));
        decisions++;
        if (action.type === 'draw') break;
        a = apply(a, action);
        b = apply(b, action);
      }
    }
    expect(decisions).toBeGreaterThan(300);
  }, 30_000);

  it('deep-cloned and frozen views give the same decision, and the view is never changed', () => {
    eachPosition(gameMix(8, 'clone'), ({ view, game }) => {
      const clone = JSON.parse(JSON.stringify(view)) as PlayerView;
      const frozen = structuredClone(view);
      deepFreeze(frozen);
      const action = chooseAction(view);
      check(sameAction(chooseAction(clone), action), () => `a cloned view changed the decision in ${game}`);
      check(sameAction(chooseAction(frozen), action), () => `a frozen view changed the decision in ${game}`);
      const [given, fromFrozen] = [hint(view), hint(frozen)];
      check(fromFrozen.reason === given.reason, () => `a frozen view changed the hint in ${game}`);
      check(JSON.stringify(fromFrozen.facts) === JSON.stringify(given.facts), () => `a frozen view changed the hint's facts in ${game}`);
      check(JSON.stringify(clone) === JSON.stringify(view), () => `the view was changed in ${game}`);
    });
  });
});

function deepFreeze(x: unknown): void {
  if (x && typeof x === 'object') {
    Object.freeze(x);
    for (const v of Object.values(x)) deepFreeze(v);
  }
}
