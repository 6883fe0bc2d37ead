/** The expert computer player: legal, reproducible, and deciding by sampling only where there is a choice. */
import { describe, expect, it } from 'vitest';
import { chooseAction } from '../../src/ai/index.ts';
import { EXPERT_BUDGET, expertDecision } from '../../src/ai/expert.ts';
import { readTable } from '../../src/ai/table.ts';
import { sameAction } from '../../src/ai/tiles.ts';
import type { PlayerView } from '../../src/core/index.ts';
import { check } from '../support/asserts.ts';
import { eachPosition, gameMix, viewAt } from './helpers.ts';

/** A small budget: the tests check behaviour, not strength. */
const QUICK = { ...EXPERT_BUDGET, worlds: 24, firstWorlds: 12, minWorlds: 10, batch: 5 };

const legalHas = (view: PlayerView, a: unknown): boolean => view.legal.some((l) => sameAction(l, a as never));

describe('the expert', () => {
  it('always chooses one of the legal actions, in every phase and at every table size', () => {
    let decisions = 0;
    eachPosition(gameMix(18, 'expert-legal'), ({ view, game }) => {
      if (decisions++ % 4 !== 0) return;
      const d = expertDecision(readTable(view), QUICK);
      check(legalHas(view, d.action), () => `illegal expert move ${JSON.stringify(d.action)} in ${game}`);
    });
    expect(decisions).toBeGreaterThan(1000);
  }, 60_000);

  it('gives the same move for the same view, and for a copy of it', () => {
    let compared = 0;
    eachPosition(gameMix(6, 'expert-same'), ({ view }) => {
      if (view.legal.length < 2 || compared > 40) return;
      const copy = JSON.parse(JSON.stringify(view)) as PlayerView;
      expect(chooseAction(copy, { level: 'expert' })).toEqual(chooseAction(view, { level: 'expert' }));
      compared++;
    });
    expect(compared).toBeGreaterThan(20);
  }, 60_000);

  it('samples worlds and plays out each candidate when the play phase offers a choice', () => {
    const view = viewAt(
      'players=3 round=1 phase=play turn=2 holder=0 plays=0 drawn=no search=0,0,0 first=yes,yes,yes hands=0|0/5|6/3|9,4|4,4|10,7|11 yard=... trains=12|4,4|7/12|10+/12|3/- exposed=-',
    );
    const d = expertDecision(readTable(view), QUICK);
    expect(d.samples).toBeGreaterThan(0);
    expect(d.samples).toBeLessThanOrEqual(QUICK.worlds);
    expect(d.outcomes.length).toBeGreaterThan(1);
    expect(legalHas(view, d.action)).toBe(true);
  });

  it('stops at its cap on the actions played out', () => {
    const view = viewAt(
      'players=3 round=1 phase=play turn=2 holder=0 plays=0 drawn=no search=0,0,0 first=yes,yes,yes hands=0|0/5|6/3|9,4|4,4|10,7|11 yard=... trains=12|4,4|7/12|10+/12|3/- exposed=-',
    );
    expect(expertDecision(readTable(view), { ...QUICK, actions: 1 }).samples).toBe(1);
  });

  it('weighs first turns only when its budget says so', () => {
    const view = viewAt(
      'players=3 round=1 phase=firstTurns turn=0 holder=0 plays=0 drawn=no search=0,0,0 first=no,no,no hands=12|3,12|5,3|3,5|6/1|1,2|2/... yard=- trains=-/-/-/- exposed=-',
    );
    expect(expertDecision(readTable(view), { ...QUICK, firstTurns: false }).samples).toBe(0);
    expect(expertDecision(readTable(view), { ...QUICK, firstTurns: true }).samples).toBeGreaterThan(0);
  });

  it('takes a forced move without thinking', () => {
    const view = viewAt(
      'players=3 round=1 phase=play turn=2 holder=0 plays=0 drawn=no search=0,0,0 first=yes,yes,yes hands=0|0/5|6/1|2 yard=... trains=12|4/12|10/12|3/- exposed=-',
    );
    const d = expertDecision(readTable(view), QUICK);
    expect(d.action).toEqual({ type: 'draw' });
    expect(d.samples).toBe(0);
  });

  it('goes out when it can', () => {
    const view = viewAt(
      'players=3 round=1 phase=play turn=2 holder=0 plays=0 drawn=no search=0,0,0 first=yes,yes,yes hands=0|0/5|6/3|9 yard=... trains=12|4/12|10/12|3/- exposed=-',
    );
    expect(chooseAction(view, { level: 'expert' })).toEqual({ type: 'play', tile: '3|9', train: 2 });
  });
});
