/**
 * The playout engine (src/core/playout.ts) against the rules core: from every kind of
 * position, the same legal moves in the same order and, after each move, the same round
 * (R5–R10: trains and markers, turns, draws and passes, doubles, the round's end).
 */
import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, makeAction, newRound, snapshot, type Action, type RoundState } from '../../src/core/index.ts';
import { PlayoutRound } from '../../src/core/playout.ts';
import { CODE, parseTile } from '../../src/core/tiles.ts';
import { check } from '../support/asserts.ts';
import { games } from '../support/games.ts';
import { pos } from '../support/positions.ts';
import { randomPicker } from '../support/rounds.ts';

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
  if (sim.drawn !== s.drawnThisOpportunity) return 'drawn';
  if (JSON.stringify(sim.penalties) !== JSON.stringify(s.result?.penalties ?? null)) return 'penalties';
  if (s.result && sim.out !== (s.result.reason === 'out')) return 'went out or blocked';
  return null;
}

/** A random legal action, placements preferred so that rounds run long and reach their ends by going out too. */
function chosen(legal: Action[], pick: (n: number) => number): Action {
  const plays = legal.filter((a) => a.type === 'play');
  return plays.length && pick(4) > 0 ? plays[pick(plays.length)]! : legal[pick(legal.length)]!;
}

/** The core's round after a legal action. */
function after(state: RoundState, action: Action): RoundState {
  const r = applyAction(state, action);
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
}

/**
 * Plays the core and the playout engine side by side, by `choose` (the given actions, or
 * random ones to the round's end), checking the same moves and the same round after each.
 * Returns the core's last round and how many actions were compared.
 */
function playBoth(state: RoundState, sim: PlayoutRound, choose: (legal: Action[]) => Action | undefined, game: string): { state: RoundState; compared: number } {
  let s = state;
  let compared = 0;
  // A round has far fewer actions: one that never ends fails here rather than running on.
  for (let step = 0; step < 5000; step++) {
    const legal = legalActions(s);
    const moves = playoutMoves(sim);
    check(JSON.stringify(moves) === JSON.stringify(legal), () => `moves differ in ${game}: ${JSON.stringify(moves)} vs ${JSON.stringify(legal)}`);
    const action = legal.length ? choose(legal) : undefined;
    if (!action) return { state: s, compared };
    s = after(s, action);
    playoutApply(sim, action);
    const wrong = sameRound(sim, s);
    check(wrong === null, () => `after ${JSON.stringify(action)} in ${game}: ${wrong}`);
    compared++;
  }
  throw new Error(`${game} did not end within 5000 actions`);
}

/** The given actions in turn (as the core writes them), then stop. */
function scripted(...texts: string[]): (legal: Action[]) => Action | undefined {
  const queue = [...texts];
  return (legal) => {
    const text = queue.shift();
    if (text === undefined) return undefined;
    const action = legal.find((a) => makeAction(a) === text);
    if (!action) throw new Error(`${text} is not legal here: ${legal.map(makeAction).join(', ')}`);
    return action;
  };
}

describe('the playout engine plays by the core’s rules', () => {
  it.each([2, 3, 4, 6, 9])('%i players: same moves and same rounds through whole random games', (players) => {
    let compared = 0;
    const count = games(40);
    for (let g = 0; g < count; g++) {
      const pick = randomPicker(`sim/${players}/${g}`);
      const state = after(newRound({ players, round: 1 + (g % 13), seed: `sim-${players}-${g}` }), { type: 'placeEngine' });
      const played = playBoth(state, PlayoutRound.from(state), (legal) => chosen(legal, pick), `game ${g}`);
      compared += played.compared;
      // A fresh copy of any position plays the same, too.
      expect(sameRound(PlayoutRound.from(played.state), played.state)).toBeNull();
    }
    expect(compared).toBeGreaterThan(25 * count);
  }, 60_000);

  it.each([2, 5, 8])('R6 R7 %i players: a copy taken at any point of a round, first turns included, plays on the same', (players) => {
    const count = games(20);
    let copied = 0;
    for (let g = 0; g < count; g++) {
      const pick = randomPicker(`sim-any/${players}/${g}`);
      let state = after(newRound({ players, round: 1 + (g % 13), seed: `sim-any-${players}-${g}` }), { type: 'placeEngine' });
      for (let stop = pick(3 * players + 20); stop > 0 && state.phase !== 'over'; stop--) state = after(state, chosen(legalActions(state), pick));
      if (state.phase === 'over') continue;
      playBoth(state, PlayoutRound.from(state), (legal) => chosen(legal, pick), `game ${g}`);
      copied++;
    }
    expect(copied).toBeGreaterThan(count / 2);
  }, 60_000);

  it('R6.6 a seat that emptied its hand on its first turn goes out when the last first turn ends', () => {
    const state = pos('players=2 round=1 phase=firstTurns turn=1 holder=0 plays=0 first=yes,no hands=-/12|2,2|3,... trains=12|1/-/-');
    const { state: end } = playBoth(state, PlayoutRound.from(state), scripted('play 2|12 1', 'end'), 'R6.6');
    expect(snapshot(end).result?.reason).toBe('out');
  });

  it('R9.6 R10.1 going out with the yard empty and nobody able to play is going out, not a block', () => {
    // Every tile showing 12 or 5 is on the table but the 5|5: seat 0 plays it on seat 1's marked train.
    const mexican = '12|0,0|5,5|1,1|12,12|2,2|5,5|3,3|12,12|6,6|5,5|7,7|12,12|8,8|5,5|10,10|12,12|11,11|5,5|12';
    const state = pos(`players=3 round=1 phase=play turn=0 holder=0 hands=5|5/1|1/... yard=- trains=-/12|4,4|5+/12|9,9|5/${mexican}`);
    const { state: end } = playBoth(state, PlayoutRound.from(state), scripted('play 5|5 1'), 'R9.6');
    expect(snapshot(end).result?.reason).toBe('out');
  });

  it('R9.1 R10.2 after a double nobody can cover, the seat plays on elsewhere: not blocked yet', () => {
    // Every tile showing 3 is on the table but the 3|3; the yard is empty.
    const seat1 = '12|0,0|3,3|1,1|2,2|3,3|4,4|5,5|3,3|6,6|7,7|3,3|8,8|9,9|3,3|10,10|11,11|3';
    const state = pos(`players=2 round=1 phase=play turn=0 holder=0 hands=3|3,6|9,8|10/... yard=- trains=12|6/${seat1}/12|3`);
    const { state: end } = playBoth(state, PlayoutRound.from(state), scripted('play 3|3 mexican', 'play 6|9 0'), 'R9.1');
    expect(snapshot(end).result?.reason).toBe('blocked');
  });

  it('R6.2 R5.3 a first turn may use only the own train; later the Mexican Train and marked trains too', () => {
    const first = PlayoutRound.from(pos('players=3 round=1 phase=firstTurns turn=1 holder=0 plays=0 first=yes,no,no hands=1|2/12|2,2|3/... trains=12|1/-/-+/-'));
    expect([0, 1, 2, 3].map((t) => first.mayUse(t))).toEqual([false, true, false, false]);
    const later = PlayoutRound.from(pos('players=3 round=1 phase=play turn=1 holder=0 hands=1|2/12|2,2|3/... trains=12|1+/-/12|4/-'));
    expect([0, 1, 2, 3].map((t) => later.mayUse(t))).toEqual([true, true, false, true]);
  });

  it('R10.1 a round that is over offers nothing', () => {
    const over = after(pos('players=2 round=1 phase=play turn=1 holder=0 hands=0|1,6|6/7|3 trains=12|4/12|10/12|7'), { type: 'play', tile: '3|7', train: 'mexican' });
    const sim = PlayoutRound.from(over);
    expect([sim.placements(null), sim.placements(new Int32Array(400)), sim.other(false), sim.other(true)]).toEqual([0, 0, null, null]);
    expect([sim.out, sim.penalties]).toEqual([true, [13, 0]]);
    const copy = new PlayoutRound().copyFrom(sim);
    expect(sameRound(copy, over)).toBeNull();
  });

  it('a copy plays on without changing the round it was copied from', () => {
    const state = after(newRound({ players: 4, round: 3, seed: 'sim-copy' }), { type: 'placeEngine' });
    const sim = PlayoutRound.from(state);
    const copy = new PlayoutRound().copyFrom(sim);
    const pairs = new Int32Array(400);
    copy.placements(pairs);
    copy.place(pairs[0]!, pairs[1]!);
    expect(sameRound(sim, state)).toBeNull();
    expect(sameRound(copy, state)).not.toBeNull();
  });
});

describe('what the expert player reads from a playout', () => {
  /** Seat 0 to act in the play phase: it holds 3|5, 5|5 and 0|0; seat 1 holds 1|2 and 5|6. */
  const table = (): PlayoutRound => PlayoutRound.from(pos('players=2 round=1 phase=play turn=0 holder=0 hands=3|5,5|5,0|0/1|2,5|6 yard=... trains=12|4/12|10/12|7'));

  it('R12.3 deal puts the hidden tiles in place: every other seat\'s hand and the yard, the own hand kept', () => {
    const sim = table();
    sim.deal([[parseTile('9|9')], [parseTile('2|4'), parseTile('4|4'), parseTile('8|9')]], [parseTile('7|8'), parseTile('1|7')], 0);
    expect([sim.handOf(0), sim.handOf(1)].map((h) => h.map((id) => CODE[id]))).toEqual([['3|5', '5|5', '0|0'], ['2|4', '4|4', '8|9']]);
    expect([sim.yardPos, Array.from(sim.yard, (id) => CODE[id])]).toEqual([0, ['7|8', '1|7']]);
    // Seat 1 holds nothing for its train (10) or the Mexican Train (7): it draws the yard's first tile.
    sim.turn = 1;
    expect(playoutMoves(sim)).toEqual([{ type: 'draw' }]);
    sim.draw();
    expect(sim.handOf(1).map((id) => CODE[id])).toEqual(['2|4', '4|4', '8|9', '7|8']);
  });

  it('R9.1 holdsOther: whether the seat holds another tile showing a number (a cover for its own double)', () => {
    const sim = table();
    expect(sim.holdsOther(0, parseTile('5|5'), 5)).toBe(true);
    expect(sim.holdsOther(0, parseTile('3|5'), 3)).toBe(false);
    expect(sim.holdsOther(0, parseTile('0|0'), 0)).toBe(false);
    expect(sim.holdsOther(1, parseTile('5|5'), 5)).toBe(true);
    expect(sim.holdsOther(1, parseTile('5|6'), 6)).toBe(false);
    expect(sim.holdsOther(1, parseTile('5|6'), 2)).toBe(true);
    // A hand dealt smaller: the tiles it no longer holds do not count.
    sim.deal([[], [parseTile('9|9')]], [], 0);
    expect(sim.holdsOther(1, parseTile('9|9'), 6)).toBe(false);
    expect(sim.holdsOther(1, parseTile('9|9'), 9)).toBe(false);
  });

  it('R10.3 pipsOf: the pips left in a hand, plus a cost per tile', () => {
    const sim = table();
    expect([sim.pipsOf(0), sim.pipsOf(1), sim.pipsOf(0, 2), sim.pipsOf(1, 10)]).toEqual([18, 14, 24, 34]);
  });
});
