/**
 * Statistics of the finished sessions, by player name: sessions played, wins (shared ones
 * counted apart too, R11), average and best total, rounds gone out, and the average penalty
 * of each round number. Pure functions over the records list's summaries; no Preact.
 * Also how a phone stacks a table's columns in groups (groupsOf).
 *
 * Choices (docs/records.md says the same):
 * - A player is a name, NFC-normalised, trimmed, inner spaces collapsed (as the New game
 *   form stores names); letters keep their case. The same name in another seat or session
 *   is the same player.
 * - A win is a session where the player's total is the lowest; a shared win is one of
 *   those where others tie for it (R11: they share the victory). `wins` counts both.
 * - "Went out" is a round the player ended by emptying their hand (R10.1): the summary's
 *   `outs`, worked out by the session from each round's end. A summary without them (none
 *   the app makes now) falls back to a penalty of 0, which a hand of only 0|0 also scores.
 * - Averages are rounded to one decimal, halves up (totals and penalties are never
 *   negative).
 */
import type { RecordSummary } from '../../ports/ports.ts';

/** What the statistics read of one finished session (a records-list summary fits). */
export type StatsSession = Pick<RecordSummary, 'seats' | 'penalties' | 'totals' | 'winners' | 'outs'>;

/** One player's statistics over every session they sat in. */
export interface PlayerStats {
  /** The name as the key (normalised). */
  name: string;
  /** Sessions played. */
  sessions: number;
  /** Sessions won, alone or shared. */
  wins: number;
  /** Of those wins, the ones shared with another player (tied lowest total). */
  sharedWins: number;
  /** Mean session total, rounded to one decimal. */
  average: number;
  /** Lowest session total. */
  best: number;
  /** Rounds played, over every session. */
  rounds: number;
  /** Rounds ended with a penalty of 0 (gone out). */
  wentOut: number;
  /** roundAverages[r − 1]: mean penalty in round r, one decimal; null when never played. */
  roundAverages: (number | null)[];
}

/** The key a player is counted under: the name as the New game form stores it. */
export function playerKey(name: string): string {
  return name.normalize('NFC').trim().replace(/\s+/g, ' ');
}

/** sum / count rounded to one decimal, halves up. */
export function oneDecimal(sum: number, count: number): number {
  return Math.round((sum * 10) / count) / 10;
}

/** Running sums for one player while the sessions are read. */
interface Tally {
  name: string;
  sessions: number;
  wins: number;
  sharedWins: number;
  totalSum: number;
  best: number;
  rounds: number;
  wentOut: number;
  roundSums: number[];
  roundCounts: number[];
}

function tallyOf(tallies: Map<string, Tally>, name: string): Tally {
  let tally = tallies.get(name);
  if (!tally) {
    tally = { name, sessions: 0, wins: 0, sharedWins: 0, totalSum: 0, best: Infinity, rounds: 0, wentOut: 0, roundSums: [], roundCounts: [] };
    tallies.set(name, tally);
  }
  return tally;
}

/** Adds one session's seat to its player's tally. */
function addSeat(tally: Tally, session: StatsSession, seat: number): void {
  const total = session.totals[seat] ?? 0;
  tally.sessions++;
  tally.totalSum += total;
  tally.best = Math.min(tally.best, total);
  if (session.winners.includes(seat)) {
    tally.wins++;
    if (session.winners.length > 1) tally.sharedWins++;
  }
  session.penalties.forEach((row, r) => {
    const penalty = row[seat];
    if (penalty === undefined) return;
    tally.rounds++;
    // Who went out comes with the summary; without it (an older summary), a round's 0 stands for it.
    const outs = session.outs;
    if (outs ? outs[r] === seat : penalty === 0) tally.wentOut++;
    tally.roundSums[r] = (tally.roundSums[r] ?? 0) + penalty;
    tally.roundCounts[r] = (tally.roundCounts[r] ?? 0) + 1;
  });
}

/** A tally's statistics, with round averages over `rounds` round numbers. */
function statsOf(tally: Tally, rounds: number): PlayerStats {
  return {
    name: tally.name,
    sessions: tally.sessions,
    wins: tally.wins,
    sharedWins: tally.sharedWins,
    average: oneDecimal(tally.totalSum, tally.sessions),
    best: tally.best,
    rounds: tally.rounds,
    wentOut: tally.wentOut,
    roundAverages: Array.from({ length: rounds }, (_, r) => {
      const count = tally.roundCounts[r] ?? 0;
      return count === 0 ? null : oneDecimal(tally.roundSums[r] ?? 0, count);
    }),
  };
}

/** Most wins first, then the lower average, then the name: a table of standing. */
function byStanding(a: PlayerStats, b: PlayerStats): number {
  return b.wins - a.wins || a.average - b.average || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
}

/** Every player's statistics over `sessions` (finished ones), best standing first. */
export function playerStats(sessions: readonly StatsSession[]): PlayerStats[] {
  const tallies = new Map<string, Tally>();
  let rounds = 0;
  for (const session of sessions) {
    rounds = Math.max(rounds, session.penalties.length);
    session.seats.forEach((name, seat) => addSeat(tallyOf(tallies, playerKey(name)), session, seat));
  }
  return [...tallies.values()].map((t) => statsOf(t, rounds)).sort(byStanding);
}

/**
 * `items` cut into as few groups of at most `most` as possible, the sizes as even as can be
 * (10 by 5: 5 + 5; 7 by 5: 4 + 3): the columns of a table too wide for a phone, stacked.
 */
export function groupsOf<T>(items: readonly T[], most: number): T[][] {
  const count = Math.max(1, Math.ceil(items.length / Math.max(1, most)));
  const groups: T[][] = [];
  let from = 0;
  for (let g = 0; g < count; g++) {
    const size = Math.ceil((items.length - from) / (count - g));
    groups.push(items.slice(from, from + size));
    from += size;
  }
  return groups;
}
