/**
 * How long the screen waits before each computer action, at each pace (a preference, never
 * part of a session). With many computers the delay shrinks, so that at the normal pace a
 * person never waits more than a few seconds between two of their turns (issue 10): each
 * action gets a fair share of what is left of the pace's budget for the computers' actions
 * before the next person's turn, never more than the pace's own delay, never less than its
 * floor. Pure facts in, milliseconds out: the table's pacing and the bench share it.
 */
import type { Pace } from './preferences.ts';
import type { SeatKind } from './settings.ts';

/** Milliseconds before a computer action when few computers are to act. */
export const PACE_MS: Readonly<Record<Pace, number>> = { slow: 1600, normal: 900, fast: 350, instant: 0 };

/** The most the computers' actions between two turns of a person may wait, in all, at each pace (before the floor). */
export const PACE_BUDGET_MS: Readonly<Record<Pace, number>> = { slow: 9000, normal: 4200, fast: 1800, instant: 0 };

/** The shortest delay at each pace: a move still shows before the next one comes. */
export const PACE_FLOOR_MS: Readonly<Record<Pace, number>> = { slow: 250, normal: 90, fast: 40, instant: 0 };

/** Actions a computer's turn takes, on average: first turns are chains of tiles (R6), later turns a draw and a play at most. */
const ACTIONS_PER_TURN = { firstTurns: 4, play: 1.5 };

/** Where the computers' answer stands, for the delay of its next action. */
export interface PaceFacts {
  /** Milliseconds already waited since the last person acted. */
  spent: number;
  /** Computer seats to act before the next person's turn, the one to act included. */
  computersLeft: number;
  /** The round is in its first turns (longer turns). */
  firstTurns: boolean;
}

/** The delay before the next computer action. */
export function paceDelay(pace: Pace, facts: PaceFacts): number {
  const base = PACE_MS[pace];
  if (base === 0) return 0;
  const expected = Math.max(1, facts.computersLeft * (facts.firstTurns ? ACTIONS_PER_TURN.firstTurns : ACTIONS_PER_TURN.play));
  const share = (PACE_BUDGET_MS[pace] - facts.spent) / expected;
  return Math.round(Math.max(PACE_FLOOR_MS[pace], Math.min(base, share)));
}

/** Computer seats from `turn` (included) up to the next person's seat, in turn order; all of them when no person plays. */
export function computersLeft(kinds: readonly SeatKind[], turn: number): number {
  let n = 0;
  for (let i = 0; i < kinds.length; i++) {
    if (kinds[(turn + i) % kinds.length] !== 'computer') break;
    n++;
  }
  return n;
}
