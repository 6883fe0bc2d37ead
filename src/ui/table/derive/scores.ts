/**
 * The score pad's facts: each seat's place in the standings, how far it is behind the
 * leader, the podium, and the grid of rounds so far. The lowest total leads (R11); seats on
 * the same total share a place and the places after them are skipped ("1, 1, 3"), so the
 * seats placed first are exactly the session's winners.
 */
import type { SessionPhase } from '../../../session/play.ts';

/** One seat's place in the standings. */
export interface Placing {
  seat: number;
  total: number;
  /** 1 for the lowest total; 1 + the number of seats with a lower total ("1, 1, 3"). */
  rank: number;
  /** Points more than the leader's total: 0 for every seat tied for the lead. */
  behind: number;
  /** Another seat has the same total, so the same rank. */
  shared: boolean;
}

/** Every seat's placing, in seat order, from the totals by seat. */
export function placings(totals: readonly number[]): Placing[] {
  const best = totals.length > 0 ? Math.min(...totals) : 0;
  return totals.map((total, seat) => {
    const ahead = totals.filter((t) => t < total).length;
    const level = totals.filter((t) => t === total).length;
    return { seat, total, rank: ahead + 1, behind: total - best, shared: level > 1 };
  });
}

/** One step of the podium: its rank and the seats that stand on it (they share the total). */
export interface PodiumStep {
  rank: number;
  total: number;
  seats: number[];
}

/**
 * The podium's steps, best first: one for each rank up to 3 that a seat holds. Two seats
 * sharing the win both stand on the top step, and the second step is then left out (the
 * next seat is third).
 */
export function podium(places: readonly Placing[]): PodiumStep[] {
  const steps: PodiumStep[] = [];
  for (const p of [...places].sort((a, b) => a.rank - b.rank || a.seat - b.seat)) {
    if (p.rank > 3) break;
    const step = steps.find((s) => s.rank === p.rank);
    if (step) step.seats.push(p.seat);
    else steps.push({ rank: p.rank, total: p.total, seats: [p.seat] });
  }
  return steps;
}

/** Where a session stands, as the score pad reads it (a SessionStatus has all of it). */
export interface PadSource {
  /** penalties[r][seat] of every finished round (the current one once it is over). */
  penalties: readonly (readonly number[])[];
  totals: readonly number[];
  rounds: number;
  round: number;
  phase: SessionPhase;
}

/** The score pad: a row per round of the session, the totals and the places so far. */
export interface ScorePad {
  /** rows[r]: round r + 1's penalties by seat, or null while it is not over (in play or to come). */
  rows: (readonly number[] | null)[];
  totals: readonly number[];
  /** The places once a round is over; null before (everybody is level on 0). */
  places: Placing[] | null;
  /** The round being played now, or null between rounds and once the session is over. */
  playing: number | null;
}

/** The score pad of a session's status. */
export function scorePad(s: PadSource): ScorePad {
  const rows = Array.from({ length: Math.max(s.rounds, s.penalties.length) }, (_, r) => s.penalties[r] ?? null);
  return {
    rows,
    totals: s.totals,
    places: s.penalties.length > 0 ? placings(s.totals) : null,
    playing: s.phase === 'playing' ? s.round : null,
  };
}

/** One seat's finish at the session's end, by seat numbers (the words name them). */
export interface Finish {
  rank: number;
  /** The other seats on its total. */
  tied: number[];
  /** The seats placed first. */
  winners: number[];
  /** Points more than the winners' total. */
  behind: number;
  /** A lone winner: the points ahead of the next place and the seats holding it; null otherwise. */
  ahead: { points: number; of: number[] } | null;
}

/** The finish of `seat` among `places` (every seat's placing, in seat order). */
export function finishOf(places: readonly Placing[], seat: number): Finish {
  const me = places[seat]!;
  const tied = places.filter((p) => p.rank === me.rank && p.seat !== seat).map((p) => p.seat);
  const winners = places.filter((p) => p.rank === 1).map((p) => p.seat);
  const next = places.filter((p) => p.rank > 1);
  const nextRank = next.length > 0 ? Math.min(...next.map((p) => p.rank)) : null;
  const ahead =
    me.rank === 1 && tied.length === 0 && nextRank !== null
      ? { points: next.find((p) => p.rank === nextRank)!.total - me.total, of: next.filter((p) => p.rank === nextRank).map((p) => p.seat) }
      : null;
  return { rank: me.rank, tied, winners, behind: me.behind, ahead };
}

/**
 * Rounds won by each seat over `penalties` (penalties[r][seat] of each finished round): a
 * round is won by the seats with its lowest penalty (every seat that went out, or the lowest
 * hand of a blocked round), so a shared lowest counts for each of them.
 */
export function roundsWon(penalties: readonly (readonly number[])[], seats: number): number[] {
  const won = Array.from({ length: seats }, () => 0);
  for (const round of penalties) {
    const low = Math.min(...round);
    round.forEach((p, seat) => void (p === low && seat < seats && won[seat]!++));
  }
  return won;
}
