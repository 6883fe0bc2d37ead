/** Clocks for tests: a ticking ISO clock and fake timers that only move when the test says so. */

/** A clock that ticks one second per call from `start` (ms), so every stamp is distinct and reproducible. */
export function tickingClock(start = Date.UTC(2025, 0, 1)): () => string {
  let t = start;
  return () => new Date((t += 1000)).toISOString();
}

/** Timers whose time moves only with advance() or runAll(): for pacing tests without waiting. */
export interface FakeTimers {
  /** Like the global setTimeout: runs `fn` once `ms` have passed; returns an id for clearTimeout. */
  setTimeout: (fn: () => void, ms?: number) => number;
  /** Like the global clearTimeout; unknown or spent ids are ignored. */
  clearTimeout: (id: number | null | undefined) => void;
  /** Moves time on by `ms`, running every timer due meanwhile in time order (also ones they schedule). */
  advance: (ms: number) => void;
  /** Runs timers until none is left, moving time to each; returns how many ran. */
  runAll: () => number;
  /** The fake time now, in ms since the start. */
  now: () => number;
  /** How many timers are waiting. */
  pending: () => number;
}

interface Timer {
  id: number;
  at: number;
  fn: () => void;
}

/** Timers that run in due order (ties: the one set first), so a test sees one exact sequence. */
export function fakeTimers(limit = 10_000): FakeTimers {
  let time = 0;
  let nextId = 1;
  const waiting: Timer[] = [];
  const due = (until: number): Timer | null => {
    let best: Timer | null = null;
    for (const t of waiting) if (t.at <= until && (!best || t.at < best.at || (t.at === best.at && t.id < best.id))) best = t;
    return best;
  };
  const run = (t: Timer): void => {
    waiting.splice(waiting.indexOf(t), 1);
    time = Math.max(time, t.at);
    t.fn();
  };
  // A runaway loop (a timer that always sets another) fails the test instead of hanging it.
  const guard = (count: number): void => {
    if (count > limit) throw new Error(`fakeTimers: more than ${limit} timers ran; is a timer rescheduling itself forever?`);
  };
  return {
    setTimeout: (fn, ms = 0) => {
      const id = nextId++;
      waiting.push({ id, at: time + Math.max(0, ms), fn });
      return id;
    },
    clearTimeout: (id) => {
      const i = waiting.findIndex((t) => t.id === id);
      if (i >= 0) waiting.splice(i, 1);
    },
    advance: (ms) => {
      const until = time + ms;
      let count = 0;
      for (let t = due(until); t; t = due(until)) {
        guard(++count);
        run(t);
      }
      time = until;
    },
    runAll: () => {
      let count = 0;
      for (let t = due(Infinity); t; t = due(Infinity)) {
        guard(++count);
        run(t);
      }
      return count;
    },
    now: () => time,
    pending: () => waiting.length,
  };
}
