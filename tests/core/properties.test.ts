/** Invariants over thousands of random games (DESIGN.md: tests as tables, goldens and invariants). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  TILE_CODES,
  applyAction,
  legalActions,
  makeAction,
  makePosition,
  newRound,
  parseAction,
  parsePosition,
  snapshot,
  viewFor,
  type Action,
  type RoundState,
} from '../../src/core/index.ts';
import { check as assert } from '../support/asserts.ts';
import { gameRuns } from '../support/games.ts';
import { playRound, randomChooser, randomPicker } from '../support/rounds.ts';
import { oracleApply, oracleLegal, oracleOf } from './oracle.ts';

const game = fc.record({
  players: fc.integer({ min: 2, max: 10 }),
  round: fc.integer({ min: 1, max: 13 }),
  seed: fc.string({ minLength: 1, maxLength: 12 }).filter((s) => s.trim().length > 0 && !/[\u0000-\u001f\u007f-\u009f]/.test(s)),
  choices: fc.integer({ min: 1, max: 0x7fffffff }),
});

/** Plays one random game, calling check before every action. Returns the final state. */
function play(
  g: { players: number; round: number; seed: string; choices: number },
  check: (state: RoundState, legal: Action[], step: number) => void,
): RoundState {
  return playRound(newRound({ players: g.players, round: g.round, seed: g.seed }), randomChooser(`choices/${g.choices}`), check);
}

function allCandidates(state: RoundState): Action[] {
  const s = snapshot(state);
  const refs = [...s.trains.map((t) => t.ref), 7 + s.players, -1];
  const seat = Math.max(0, s.turn);
  const tiles = [...(s.hands[seat] ?? []), ...(s.yard.slice(0, 2))];
  const out: Action[] = [{ type: 'placeEngine' }, { type: 'draw' }, { type: 'pass' }, { type: 'endFirstTurn' }];
  for (const tile of tiles) for (const train of refs) out.push({ type: 'play', tile, train: train as number });
  return out;
}

describe('properties of random games', { timeout: 120_000 }, () => {
  it('R1.1 R10 every game ends, the 91 tiles are always all there, and legalActions is empty only at the end', () => {
    fc.assert(
      fc.property(game, (g) => {
        const end = play(g, (state, legal) => {
          const s = snapshot(state);
          const all = [...s.hands.flat(), ...s.yard, ...s.trains.flatMap((t) => t.tiles)];
          if (s.phase !== 'engine') all.push(`${s.engine}|${s.engine}`);
          assert(all.length === 91 && new Set(all).size === 91, () => `tiles lost at ${makePosition(state)}`);
          assert((legal.length === 0) === (s.phase === 'over'), () => `legal actions wrong at ${makePosition(state)}`);
        });
        expect(snapshot(end).result).not.toBeNull();
      }),
      gameRuns(2000),
    );
  });

  it('applyAction never mutates its input and refuses exactly the actions legalActions leaves out', () => {
    fc.assert(
      fc.property(game, (g) => {
        play(g, (state, legal, step) => {
          if (step % 4 !== 0) return;
          const before = JSON.stringify(snapshot(state));
          const legalText = new Set(legal.map(makeAction));
          for (const action of allCandidates(state)) {
            const result = applyAction(state, action);
            const isLegal = legalText.has(makeAction(action)) && parseAction(makeAction(action)).ok;
            assert(result.ok === isLegal, () => `${makeAction(action)} at ${makePosition(state)}`);
          }
          assert(JSON.stringify(snapshot(state)) === before, () => `input mutated at ${before}`);
        });
      }),
      gameRuns(400),
    );
  });

  it('R4–R10 agree with a plain second implementation after every action', () => {
    fc.assert(
      fc.property(game, (g) => {
        const choose = randomChooser(`choices/${g.choices}`);
        const start = newRound({ players: g.players, round: g.round, seed: g.seed });
        let o = oracleOf(snapshot(start));
        let last = 'the deal';
        // The chooser steps the oracle with the chosen action; the visit then compares both sides.
        const both = (legal: readonly Action[], state: RoundState): Action => {
          const action = choose(legal, state);
          last = makeAction(action);
          o = oracleApply(o, last);
          return action;
        };
        playRound(start, both, (state, legal) => {
          const mine = legal.map(makeAction).sort().join(';');
          const theirs = oracleLegal(o).sort().join(';');
          assert(mine === theirs, () => `legal ${mine} ≠ ${theirs} at ${makePosition(state)}`);
          const a = JSON.stringify(snapshot(state));
          const b = JSON.stringify(o.s);
          assert(a === b, () => `after ${last}:\n${a}\n${b}`);
        });
      }),
      gameRuns(1000),
    );
  });

  it('R12.1 swapping two tiles a seat cannot see leaves its view identical', () => {
    fc.assert(
      fc.property(game, fc.integer({ min: 0, max: 1e9 }), (g, r) => {
        const pick = randomPicker(`swap/${r}`);
        play(g, (state, _legal, step) => {
          if (step % 7 !== 3) return;
          const s = snapshot(state);
          const seat = pick(s.players);
          const hidden: string[] = [...s.yard, ...s.hands.flatMap((h, i) => (i === seat || s.phase === 'over' ? [] : h))];
          if (hidden.length < 2) return;
          const a = hidden[pick(hidden.length)]!;
          const b = hidden[pick(hidden.length)]!;
          if (a === b) return;
          const text = makePosition(state).replace(/(^| )(hands|yard)=\S+/g, (field) =>
            field.replace(/\d+\|\d+/g, (code) => (code === a ? b : code === b ? a : code)),
          );
          const swapped = parsePosition(text);
          if (!swapped.ok) throw new Error(swapped.message);
          expect(snapshot(swapped.value)).not.toEqual(s);
          expect(viewFor(swapped.value, seat)).toEqual(viewFor(state, seat));
        });
      }),
      gameRuns(500),
    );
  });

  it('the position notation round-trips: same snapshot, same legal actions', () => {
    fc.assert(
      fc.property(game, (g) => {
        play(g, (state, legal, step) => {
          if (step % 5 !== 0) return;
          const parsed = parsePosition(makePosition(state));
          if (!parsed.ok) throw new Error(parsed.message);
          expect(snapshot(parsed.value)).toEqual(snapshot(state));
          expect(legalActions(parsed.value)).toEqual(legal);
        });
      }),
      gameRuns(300),
    );
  });

  it('R1.1 the tile list is the double-twelve set', () => {
    expect(TILE_CODES.length).toBe(91);
    expect(new Set(TILE_CODES).size).toBe(91);
  });
});
