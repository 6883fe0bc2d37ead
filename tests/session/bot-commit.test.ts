/** A computer's move worked out elsewhere (a worker): botTurn says what it decides from, botCommit commits the answer. */
import { describe, expect, it } from 'vitest';
import { viewFor } from '../../src/core/index.ts';
import { act, botCommit, botStep, botTurn, current, refereeState, type Session } from '../../src/session/index.ts';
import { sessionFrom, snap } from '../support/fixtures.ts';

// Seat 1 (a computer, sharp) holds the engine: it is to act first.
const COMPUTER_FIRST = { seats: 'pcc', hands: [['3|4'], ['12|12', '12|5'], ['5|5']] };
// Seat 0 (the person) holds the engine.
const PERSON_FIRST = { seats: 'pcc', hands: [['12|12', '3|4'], ['12|5'], ['5|5']] };

function ok(result: ReturnType<typeof botCommit>): Session {
  if (!result.ok) throw new Error(result.message);
  return result.session;
}

describe('botTurn', () => {
  it('gives the computer to act: its seat, its level and its view only', () => {
    const s = sessionFrom(COMPUTER_FIRST);
    const turn = botTurn(s)!;
    expect(turn.seat).toBe(1);
    expect(turn.level).toBe('sharp');
    expect(turn.view).toEqual(viewFor(refereeState(s), 1));
  });

  it('is null while a person is to act', () => {
    expect(botTurn(sessionFrom(PERSON_FIRST))).toBeNull();
  });
});

describe('botCommit', () => {
  it('commits the move as botStep would have made it', () => {
    const s = sessionFrom(COMPUTER_FIRST);
    const viaStep = botStep(s)!;
    const viaCommit = botCommit(s, viaStep.played.action);
    expect(viaCommit.ok && viaCommit.played).toEqual(viaStep.played);
    expect(snap(ok(viaCommit))).toEqual(snap(viaStep.session));
  });

  it('refuses a move the rules refuse, and nothing changes', () => {
    const s = sessionFrom(COMPUTER_FIRST);
    const refused = botCommit(s, { type: 'draw' });
    expect(refused.ok).toBe(false);
    expect(current(s).turn).toBe(1);
  });

  it('refuses while a person is to act', () => {
    const refused = botCommit(sessionFrom(PERSON_FIRST), { type: 'placeEngine' });
    expect(refused).toMatchObject({ ok: false, code: 'not-computer-turn' });
  });

  it('refuses once the round is over', () => {
    // Seat 0 lays its last tile on its first turn; the round ends after seat 1's first turn (R6.6).
    let s = sessionFrom({ seats: 'pc', hands: [['12|12', '12|3'], ['4|5']] });
    for (const move of ['engine', 'play 12|3 0', 'end']) {
      const r = act(s, move);
      if (!r.ok) throw new Error(r.message);
      s = r.session;
    }
    s = botStep(s)!.session;
    expect(current(s).phase).toBe('roundOver');
    expect(botCommit(s, { type: 'pass' })).toMatchObject({ ok: false, code: 'round-over' });
  });
});
