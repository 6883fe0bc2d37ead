/**
 * The wait between two turns of a person at the normal pace (issue 10: under 6 s even with 9
 * computers): a 10-seat session (1 person, 9 sharp computers) played through whole rounds,
 * each computer action waiting the delay the table's pacing gives it (src/session/pace.ts,
 * the same function) plus the real time the computer took to decide.
 */
import { performance } from 'node:perf_hooks';
import { defaultBot } from '../session/default-bot.ts';
import { act, botStep, current, nextRound, start, viewFor, type Session } from '../session/index.ts';
import { computersLeft, paceDelay } from '../session/pace.ts';
import type { Pace } from '../session/preferences.ts';

/**
 * The waits (ms) between the person's turns over `rounds` rounds at `pace`: the pacing's
 * delays, plus (when `timed`) the computers' real thinking time.
 */
export function personWaits(pace: Pace, rounds: number, options: { seed?: string; delayOf?: typeof paceDelay; timed?: boolean } = {}): number[] {
  const { seed = 'BENCHPACE', delayOf = paceDelay, timed = true } = options;
  const seats = [{ name: 'Tess', kind: 'person' as const }, ...Array.from({ length: 9 }, (_, i) => ({ name: `C${i + 1}`, kind: 'computer' as const, level: 'sharp' as const }))];
  const env = { now: () => '2026-01-01T00:00:00.000Z', bot: defaultBot, freshSeed: () => seed };
  const started = start({ seats, seed }, env);
  if (!started.ok) throw new Error(started.message);
  let s: Session = started.session;
  const waits: number[] = [];
  let wait = 0;
  /** The person acted and at least one computer answered since. */
  let waiting = false;
  let answered = false;
  for (let round = 1; round <= rounds; round++) {
    for (let guard = 0; guard < 5000; guard++) {
      const status = current(s);
      if (status.phase !== 'playing') break;
      if (status.turnKind === 'person') {
        if (waiting && answered) waits.push(wait);
        waiting = answered = false;
        wait = 0;
        const moved = act(s, viewFor(s, status.turn).legal[0]!);
        if (!moved.ok) throw new Error(moved.message);
        s = moved.session;
        waiting = true;
        continue;
      }
      const kinds = status.seats.map((seat) => seat.kind);
      answered = true;
      wait += delayOf(pace, { spent: wait, computersLeft: computersLeft(kinds, status.turn), firstTurns: status.roundPhase === 'firstTurns' });
      const t0 = performance.now();
      s = botStep(s)!.session;
      if (timed) wait += performance.now() - t0;
    }
    if (waiting && answered) waits.push(wait); // the computers' answer that ended the round
    waiting = answered = false;
    wait = 0;
    if (round < rounds) {
      const next = nextRound(s);
      if (!next.ok) throw new Error(next.message);
      s = next.session;
    }
  }
  return waits;
}

/** Printable lines: the longest and the median wait at the normal pace. */
export function benchPace(rounds = 3): string[] {
  const waits = personWaits('normal', rounds).sort((a, b) => a - b);
  const median = waits[Math.floor(waits.length / 2)]!;
  const longest = waits.at(-1)!;
  return [
    `pace: wait between two of the person's turns at Normal, 1 person + 9 computers, ${rounds} rounds (${waits.length} waits): median ${(median / 1000).toFixed(2)} s, longest ${(longest / 1000).toFixed(2)} s (budget < 6 s)`,
  ];
}
