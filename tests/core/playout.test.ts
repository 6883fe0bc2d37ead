/**
 * The playout engine (src/core/playout.ts) against the rules core: from every kind of
 * position, the same legal moves in the same order and, after each move, the same round
 * (R5–R10: trains and markers, turns, draws and passes, doubles, the round's end).
 */
import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, newRound, snapshot, type Action, type RoundState } from '../../src/core/index.ts';
import { PlayoutRound } from '../../src/core/playout.ts';
import { CODE, parseTile } from '../../src/core/tiles.ts';
import { check } from '../support/asserts.ts';
import { randomPicker } from '../support/playout.ts';

/** The playout engine's moves as the core writes them. */
function playoutMoves(sim: PlayoutRound): Action[] {
  const pairs = new Int32Array(2 * 91 * 11);
  const n = sim.placements(pairs);
  const moves: Action[] = [];
  for (let i = 0; i < n; i++) {
    const t = pairs[2 * i + 1]!;
    moves.push({ type: 'play', tile: CODE[pairs[2 * i]!]!, train: t === sim.players ? 'mexican' : t });
  }
  const other = sim.other(n > 0);
  if (other) moves.push({ type: other === 'end' ? 'endFirstTurn' : other });
  return moves;
}

/** Plays a core action on the playout engine. */
function playoutApply(sim: PlayoutRound, a: Action): void {
  if (a.type === 'play') sim.place(parseTile(a.tile), a.train === 'mexican' ? sim.players : a.train);
  else if (a.type === 'draw') sim.draw();
  else if (a.type === 'pass') sim.pass();
  else if (a.type === 'endFirstTurn') sim.endFirst();
}

/** What both must agree on, hand order aside. */
function sameRound(sim: PlayoutRound, state: RoundState): string | null {
  const s = snapshot(state);
  const phase = ['engine', 'firstTurns', 'play', 'over'][sim.phase];
  if (phase !== s.phase) return `phase ${phase} ≠ ${s.phase}`;
  if (sim.turn !== s.turn) return `turn ${sim.turn} ≠ ${s.turn}`;
  for (let p = 0; p < s.players; p++) {
    const mine = sim.handOf(p).map((id) => CODE[id]!).sort().join(' ');
    if (mine !== s.hands[p]!.slice().sort().join(' ')) return `hand of seat ${p}`;
  }
  if (sim.yard.length - sim.yardPos !== s.yard.length) return 'yard size';
  for (let t = 0; t <= s.players; t++) {
    if ((sim.ends[t]! < 0 ? null : sim.ends[t]) !== s.trains[t]!.openEnd) return `end of train ${t}`;
    if (Boolean(sim.marked[t]) !== s.trains[t]!.marked) return `marker of train ${t}`;
  }
  const exposed = Array.from({ length: sim.exposedCount }, (_, i) => `${CODE[sim.exposedTile[i]!]!}@${sim.exposedTrain[i]}`).join(' ');
  if (exposed !== s.exposed.map((x) => `${x.tile}@${x.train === 'mexican' ? s.players : x.train}`).join(' ')) return 'exposed doubles';
  if (s.phase !== 'over' && sim.drawn !== s.drawnThisOpportunity) return 'drawn';
  if (JSON.stringify(sim.penalties) !== JSON.stringify(s.result?.penalties ?? null)) return 'penalties';
  return null;
}

describe('the playout engine plays by the core’s rules', () => {
  it.each([2, 3, 4, 6, 9])('%i players: same moves and same rounds through whole random games', (players) => {
    let compared = 0;
    for (let g = 0; g < 40; g++) {
      const pick = randomPicker(`sim/${players}/${g}`);
      let state = newRound({ players, round: 1 + (g % 13), seed: `sim-${players}-${g}` });
      state = (applyAction(state, { type: 'placeEngine' }) as { ok: true; state: RoundState }).state;
      const sim = PlayoutRound.from(state);
      while (state.phase !== 'over') {
        const legal = legalActions(state);
        const moves = playoutMoves(sim);
        check(JSON.stringify(moves) === JSON.stringify(legal), () => `moves differ in game ${g}: ${JSON.stringify(moves)} vs ${JSON.stringify(legal)}`);
        // Prefer placements, so that rounds run long and reach their ends by going out too.
        const plays = legal.filter((a) => a.type === 'play');
        const action = plays.length && pick(4) > 0 ? plays[pick(plays.length)]! : legal[pick(legal.length)]!;
        const r = applyAction(state, action);
        if (!r.ok) throw new Error(r.error.message);
        state = r.state;
        playoutApply(sim, action);
        const wrong = sameRound(sim, state);
        check(wrong === null, () => `after ${JSON.stringify(action)} in game ${g}: ${wrong}`);
        compared++;
      }
      // A fresh copy of any position plays the same, too.
      expect(sameRound(PlayoutRound.from(state), state)).toBeNull();
    }
    expect(compared).toBeGreaterThan(1000);
  }, 60_000);

  it('a copy plays on without changing the round it was copied from', () => {
    let state = newRound({ players: 4, round: 3, seed: 'sim-copy' });
    state = (applyAction(state, { type: 'placeEngine' }) as { ok: true; state: RoundState }).state;
    const sim = PlayoutRound.from(state);
    const copy = new PlayoutRound().copyFrom(sim);
    const pairs = new Int32Array(400);
    copy.placements(pairs);
    copy.place(pairs[0]!, pairs[1]!);
    expect(sameRound(sim, state)).toBeNull();
    expect(sameRound(copy, state)).not.toBeNull();
  });
});
