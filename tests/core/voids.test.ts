/** What the round's public history proves about a hand (PlayerView.voids): only public events move it. */
import { describe, expect, it } from 'vitest';
import { makePosition, newRound, parsePosition, publicView, snapshot, viewFor, type RoundState } from '../../src/core/index.ts';
import { check } from '../support/asserts.ts';
import { games } from '../support/games.ts';
import { act, pos } from '../support/positions.ts';
import { playRound, randomChooser } from '../support/rounds.ts';

/**
 * Seat 0 holds 0|1 only: its own train needs 4, the empty Mexican Train 12, the other
 * trains are private. The yard's first tile decides what a draw brings.
 */
function stuck(yardFirst: string): RoundState {
  return pos(
    `players=3 round=1 phase=play turn=0 holder=0 plays=0 drawn=no search=0,0,0 first=yes,yes,yes ` +
      `hands=0|1/5|6,6|6/3|9,8|8 yard=${yardFirst},... trains=12|4/12|10/12|3/- exposed=-`,
  );
}

/** Seat s's proven counts for the numbers listed. */
function counts(state: RoundState, seat: number, numbers: number[]): (number | null)[] {
  const v = viewFor(state, (seat + 1) % state.players).voids[seat]!;
  return numbers.map((n) => v[n]!);
}

describe('nothing is proven at first', () => {
  it('a new position proves nothing about any seat', () => {
    expect(viewFor(stuck('2|2'), 1).voids).toEqual([0, 1, 2].map(() => new Array(13).fill(null)));
  });
});

describe('R8 a draw and a pass prove the open numbers missing', () => {
  it('R8.1 after a draw, one unseen tile may show them', () => {
    expect(counts(act(stuck('2|2'), 'draw'), 0, [4, 12, 5])).toEqual([1, 1, null]);
  });

  it('R8.3 after the pass that follows, none does', () => {
    expect(counts(act(stuck('2|2'), 'draw', 'pass'), 0, [4, 12, 5])).toEqual([0, 0, null]);
  });

  it('R8.2 a drawn tile played at once is known: the counts go back to none', () => {
    expect(counts(act(stuck('4|5'), 'draw', 'play 4|5 0'), 0, [4, 12])).toEqual([0, 0]);
  });

  it('each later draw kept unseen adds one, to what was proven before too', () => {
    const start = pos(
      'players=3 round=1 phase=play turn=0 holder=0 plays=0 drawn=no search=0,0,0 first=yes,yes,yes ' +
        'hands=0|1/5|6,6|6,10|11/4|7,8|8 yard=2|2,... trains=12|4/12|6/12|3/- exposed=-',
    );
    // Seat 0 passes (4 and 12 proven), seat 1 plays on its own train, seat 2 turns seat 0's end into a 7.
    const later = act(start, 'draw', 'pass', 'play 6|6 1', 'play 6|5 1', 'play 4|7 0');
    expect(later.turn).toBe(0);
    expect(counts(act(later, 'draw'), 0, [4, 7, 12, 5])).toEqual([1, 1, 1, null]);
  });

  it('R8.1 R8.2 a draw and the play of the drawn tile leave the counts of the round before them as they were', () => {
    const before = stuck('4|5');
    const drawn = act(before, 'draw');
    const played = act(drawn, 'play 4|5 0');
    expect(counts(played, 0, [4, 12])).toEqual([0, 0]);
    expect(counts(drawn, 0, [4, 12])).toEqual([1, 1]);
    expect(counts(before, 0, [4, 12])).toEqual([null, null]);
  });

  it('R8.3 a pass leaves the counts of the round before it as they were', () => {
    const drawn = act(stuck('2|2'), 'draw');
    act(drawn, 'pass');
    expect(counts(drawn, 0, [4, 12])).toEqual([1, 1]);
  });

  it('R8.3 a pass with an empty yard proves them too', () => {
    const empty = pos(
      'players=2 round=1 phase=play turn=0 holder=0 plays=0 drawn=no search=0,0 first=yes,yes ' +
        'hands=0|1/... yard=- trains=12|4/12|10/- exposed=-',
    );
    expect(counts(act(empty, 'pass'), 0, [4, 12, 10])).toEqual([0, 0, null]);
  });
});

describe('R9.4 a duty narrows what is proven', () => {
  it('a seat that cannot cover the owed double proves only that number missing', () => {
    const duty = pos(
      'players=3 round=1 phase=play turn=1 holder=0 plays=0 drawn=no search=0,0,0 first=yes,yes,yes ' +
        'hands=0|1/5|6,2|3/3|9,8|8 yard=0|0,... trains=12|4,4|4/12|10/12|3/- exposed=4|4@0',
    );
    expect(counts(act(duty, 'draw', 'pass'), 1, [4, 10, 12])).toEqual([0, null, null]);
  });
});

describe('R6.4 a first turn that cannot start', () => {
  it('proves the engine number missing', () => {
    const first = pos(
      'players=3 round=1 phase=firstTurns turn=1 holder=0 plays=0 drawn=no search=0,0,0 first=yes,no,no ' +
        'hands=0|1,2|3/5|6/3|9,8|8 yard=... trains=12|4/-/-/- exposed=-',
    );
    expect(counts(act(first, 'pass'), 1, [12, 5])).toEqual([0, null]);
  });
});

describe('the facts are public', () => {
  it('the public table carries them too', () => {
    expect(publicView(act(stuck('2|2'), 'draw', 'pass')).voids[0]![4]).toBe(0);
  });

  it('the position notation keeps them', () => {
    const s = act(stuck('2|2'), 'draw');
    const text = makePosition(s);
    expect(text).toContain('voids=4:1,12:1/-/-');
    const back = parsePosition(text);
    expect(back.ok && viewFor(back.value, 1)).toEqual(viewFor(s, 1));
  });

  it('the notation refuses a count that is not number:count', () => {
    const text = makePosition(stuck('2|2')) + ' voids=13:0/-/-';
    expect(parsePosition(text).ok).toBe(false);
  });
});

/** Whether a hand respects a seat's proven counts: for each k, at most k tiles show a number whose count is k or less. */
function respects(hand: readonly string[], counts: readonly (number | null)[]): boolean {
  for (let k = 0; k <= hand.length; k++) {
    const held = hand.filter((code) => code.split('|').some((n) => {
      const c = counts[Number(n)];
      return c !== null && c !== undefined && c <= k;
    })).length;
    if (held > k) return false;
  }
  return true;
}

describe('what is proven is always true', () => {
  it.each([2, 3, 4, 5, 8])('%i players: every real hand respects its proven counts after every action of random games', (players) => {
    let proven = 0;
    const count = games(25);
    for (let g = 0; g < count; g++) {
      playRound(newRound({ players, round: 1 + (g % 13), seed: `voids-${players}-${g}` }), randomChooser(`v${g}`), (state) => {
        const s = snapshot(state);
        const view = publicView(state);
        s.hands.forEach((hand, seat) => {
          if (view.voids[seat]!.some((c) => c !== null)) proven++;
          check(respects(hand, view.voids[seat]!), () => `seat ${seat} holds ${hand.join(',')} against ${JSON.stringify(view.voids[seat])} at ${makePosition(state)}`);
        });
      });
    }
    expect(proven).toBeGreaterThan(8 * count);
  }, 60_000);
});
