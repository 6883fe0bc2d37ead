/**
 * Bot-vs-bot tournaments over whole 13-round sessions:
 *   npm run tournament -- --players 4 --sessions 1000 --seats sharp,planner,planner,planner --seed x
 * Seat kinds: expert, sharp, relaxed (the computer players) and planner, greedy, random (bots.ts).
 * Seats rotate between sessions (session k shifts the bot list by k). Prints each bot kind's
 * win share (ties split among the tied winners) with a 95% interval, its mean session total,
 * and the speed. `--workers 2` splits the sessions over worker threads.
 */
import { fileURLToPath } from 'node:url';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { applyAction, newRound, snapshot, standings, viewFor } from '../core/index.ts';
import { intFlag, readFlags, runMain } from './args.ts';
import { BOT_NAMES, makeBot, type BotName } from './bots.ts';

/** Tournament settings. */
export interface TournamentOptions {
  players: number;
  sessions: number;
  seats: BotName[];
  seed: string;
  /** First session number (for splitting a tournament over workers). */
  from?: number;
}

/** One finished session: the bot kind and the 13-round total of each seat, and the winners. */
export interface SessionOutcome {
  kinds: BotName[];
  totals: number[];
  winners: number[];
}

/** Plays one whole session (rounds 1…13) of the given bot kinds, seat by seat. */
export function playSession(kinds: BotName[], players: number, seed: string): SessionOutcome {
  const bots = kinds.map((k, s) => makeBot(k, `${seed}/bot/${s}`));
  const penalties: number[][] = [];
  for (let round = 1; round <= 13; round++) {
    let state = newRound({ players, round, seed });
    for (let steps = 0; ; steps++) {
      const seat = snapshot(state).turn;
      if (seat < 0) break;
      if (steps > 5000) throw new Error(`Round ${round} of session ${seed} does not end.`);
      const action = bots[seat]!(viewFor(state, seat));
      const result = applyAction(state, action);
      if (!result.ok) {
        throw new Error(`${kinds[seat]} at seat ${seat} chose an illegal action ${JSON.stringify(action)}: ${result.error.message}`);
      }
      state = result.state;
    }
    penalties.push(snapshot(state).result!.penalties);
  }
  const st = standings(penalties);
  return { kinds, totals: st.totals, winners: st.winners };
}

/** The bot kind of each seat in session k: the seat list shifted by k. */
export function seatsFor(seats: readonly BotName[], k: number): BotName[] {
  return seats.map((_, i) => seats[(i + k) % seats.length]!);
}

/** Plays the sessions of a tournament (or the slice from `from`) in this thread. */
export function runSessions(opts: TournamentOptions): SessionOutcome[] {
  const out: SessionOutcome[] = [];
  const from = opts.from ?? 0;
  for (let k = from; k < from + opts.sessions; k++) {
    out.push(playSession(seatsFor(opts.seats, k), opts.players, `${opts.seed}/${k}`));
  }
  return out;
}

/** Per bot kind: win share with its 95% interval, and the mean session total of its seats. */
export interface KindSummary {
  kind: BotName;
  seats: number;
  share: number;
  low: number;
  high: number;
  meanTotal: number;
}

/** Sums up sessions per bot kind; ties split the session's win equally. */
export function summarize(outcomes: readonly SessionOutcome[], seats: readonly BotName[]): KindSummary[] {
  const kinds = [...new Set(seats)];
  return kinds.map((kind) => {
    const shares = outcomes.map((o) => {
      const mine = o.winners.filter((s) => o.kinds[s] === kind).length;
      return mine / o.winners.length;
    });
    const n = shares.length;
    const mean = shares.reduce((a, b) => a + b, 0) / n;
    const variance = shares.reduce((a, b) => a + (b - mean) ** 2, 0) / Math.max(1, n - 1);
    const half = 1.96 * Math.sqrt(variance / n);
    let sum = 0;
    let count = 0;
    for (const o of outcomes) {
      o.kinds.forEach((k, s) => {
        if (k === kind) {
          sum += o.totals[s]!;
          count++;
        }
      });
    }
    return {
      kind,
      seats: seats.filter((s) => s === kind).length,
      share: mean,
      low: mean - half,
      high: mean + half,
      meanTotal: sum / count,
    };
  });
}

/** Printable lines of a tournament summary. */
export function report(summary: readonly KindSummary[], sessions: number, seconds: number): string[] {
  const pct = (x: number): string => `${(100 * x).toFixed(1)}%`;
  const lines = summary.map((k) => {
    const perSeat = k.seats > 1 ? ` (${pct(k.share / k.seats)} per seat)` : '';
    return `${k.kind.padEnd(8)} x${k.seats}  win share ${pct(k.share)} [95% ${pct(k.low)} – ${pct(k.high)}]${perSeat}  mean total ${k.meanTotal.toFixed(1)}`;
  });
  lines.push(`${sessions} sessions in ${seconds.toFixed(1)} s: ${(sessions / seconds).toFixed(1)} sessions/s`);
  return lines;
}

function parseArgs(argv: readonly string[]): TournamentOptions & { workers: number } {
  const flags = readFlags(argv);
  const players = intFlag(flags, 'players', 4, 2, 10);
  const sessions = intFlag(flags, 'sessions', 1000, 1, 10_000_000);
  const workers = intFlag(flags, 'workers', 1, 1, 64);
  const seats = (flags.get('seats') ?? ['sharp', ...new Array<string>(players - 1).fill('planner')].join(',')).split(',');
  for (const s of seats) {
    if (!(BOT_NAMES as readonly string[]).includes(s)) throw new Error(`Unknown bot "${s}"; use ${BOT_NAMES.join(', ')}.`);
  }
  if (seats.length !== players) throw new Error(`--seats lists ${seats.length} bots for ${players} players.`);
  return { players, sessions, seats: seats as BotName[], seed: flags.get('seed') ?? 'tournament', workers };
}

/** A worker body that loads this file through tsx (workers do not inherit its loader). */
function workerScript(): string {
  const api = JSON.stringify(import.meta.resolve('tsx/esm/api'));
  const self = JSON.stringify(import.meta.url);
  return `import(${api}).then(({ tsImport }) => tsImport(${self}, ${self}));`;
}

async function runParallel(opts: TournamentOptions, workers: number): Promise<SessionOutcome[]> {
  const per = Math.ceil(opts.sessions / workers);
  const jobs: Promise<SessionOutcome[]>[] = [];
  for (let w = 0; w < workers; w++) {
    const from = w * per;
    const count = Math.min(per, opts.sessions - from);
    if (count <= 0) break;
    jobs.push(
      new Promise((resolve, reject) => {
        const worker = new Worker(workerScript(), { eval: true, workerData: { ...opts, from, sessions: count } });
        worker.once('message', resolve);
        worker.once('error', reject);
      }),
    );
  }
  return (await Promise.all(jobs)).flat();
}

/** The command: parse flags, play, print. */
async function main(): Promise<void> {
  const opts = parseArgs(process.argv.slice(2));
  const start = performance.now();
  const outcomes = opts.workers > 1 ? await runParallel(opts, opts.workers) : runSessions(opts);
  const seconds = (performance.now() - start) / 1000;
  console.log(`${opts.players} players, seats ${opts.seats.join(',')} (rotating), seed "${opts.seed}"`);
  for (const line of report(summarize(outcomes, opts.seats), opts.sessions, seconds)) console.log(line);
}

if (!isMainThread && parentPort && (workerData as { from?: number })?.from !== undefined) {
  parentPort.postMessage(runSessions(workerData as TournamentOptions));
} else if (isMainThread && process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  runMain(main);
}
