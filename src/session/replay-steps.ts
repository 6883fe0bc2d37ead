/**
 * Replays for watching: every round that is over, action by action, with every hand shown
 * (R12.2: a round over hides nothing). A record is loaded and checked by fromRecord first,
 * then each finished round is dealt again and its actions advanced through the session's
 * own machinery (dealRound, advance: the rules core's newRound and applyAction), so there is
 * no second rules engine. A round still in play offers nothing: its hands are secret.
 */
import { parseAction, publicView, roundResult, snapshot, standings, type Action, type PlayerView, type RoundState, type TileCode } from '../core/play.ts';
import type { Problem } from '../store/codec.ts';
import { heardOf, type RoundEnding, type TableEvent } from './events.ts';
import { fromRecord } from './replay.ts';
import { advance, dealRound, resolveEnv } from './session.ts';
import type { SeatSettings } from './settings.ts';
import { ROUNDS, entriesOf, open, stateOf, type Entry, type Session, type SessionData, type SessionEnv } from './state.ts';

/** The table at one moment of a replay: what everybody saw, and every hand. */
export interface ReplayFrame {
  /** The public table (trains, yard size, whose turn…), the core's public view. */
  table: PlayerView;
  /** Every seat's hand, by seat, in the order held. */
  hands: TileCode[][];
}

/** The table right after one action, and that action: who, what (the core's notation), and what the table heard. */
export interface ReplayStep extends ReplayFrame {
  seat: number;
  action: Action;
  /** makeAction text, as the record stores it ("play 5|3 mexican"). */
  text: string;
  /** What the table heard of it, as facts (the screen words them). */
  event: TableEvent;
  /** Set on the action that ended the round. */
  ended: RoundEnding | null;
}

/** One finished round of a replay: its actions and its scores; its steps come from roundSteps. */
export interface ReplayRound {
  /** 1…13. */
  round: number;
  /** The round's actions in the core's notation, as the record keeps them. */
  actions: string[];
  /** This round's penalties, by seat (as the rules core worked them out on loading). */
  penalties: number[];
  /** Session totals after this round, by seat. */
  totals: number[];
}

/**
 * The finished rounds of a session, to watch again. Plain data: a round's steps are worked
 * out when it is watched (roundSteps), since all 13 at once cost a phone a noticeable pause.
 */
export interface Replay {
  seats: SeatSettings[];
  seed: string;
  /** Rounds in a session (13). */
  rounds: number;
  /** Every round that is over, in order; [] when none is. */
  played: ReplayRound[];
  /** All rounds are over. */
  finished: boolean;
}

/** A round played back: as dealt (engine search done), then one step per action, and how it ended. */
export interface RoundSteps {
  round: number;
  dealt: ReplayFrame;
  /** One per recorded action, in order; the last one ends the round. */
  steps: ReplayStep[];
  reason: 'out' | 'blocked';
  /** Seats that went out; [] when blocked. */
  out: number[];
}

/** A replay, or why the record cannot be watched (fromRecord's problem codes). */
export type ReplayResult = { ok: true; replay: Replay } | { ok: false; problem: Problem };

/** A round's steps, or why it cannot be played back (not-offered: no such finished round; replay-failed). */
export type RoundStepsResult = { ok: true; round: RoundSteps } | { ok: false; problem: Problem };

/** A frame of a round state: the public view, and the hands from the referee's snapshot. */
function frameOf(state: RoundState): ReplayFrame {
  return { table: publicView(state), hands: snapshot(state).hands };
}

function stepOf(entry: Entry): ReplayStep {
  const heard = heardOf(entry);
  return { ...frameOf(entry.state), seat: entry.seat, action: entry.action, text: entry.text, event: heard.event, ended: heard.ended };
}

/** Deals round `round` again and advances its actions; null when one is refused (a replay not made here). */
function replayRound(dealer: Pick<SessionData, 'settings' | 'env'>, round: number, actions: readonly string[]): Entry[] | null {
  // A session of this one round, as dealt: advance commits each action to its timeline.
  let d: SessionData = {
    ...dealer,
    round,
    past: [],
    start: dealRound(dealer, round),
    groups: [],
    redo: [],
    undosUsed: 0,
    restarts: 0,
    startedAt: '',
    updatedAt: '',
    finishedAt: null,
  };
  for (const text of actions) {
    const parsed = parseAction(text);
    if (!parsed.ok) return null;
    const done = advance(d, parsed.value);
    if (!done.ok) return null;
    d = done.data;
  }
  return entriesOf(d);
}

/** The replay of session data: its finished rounds (the current one once it is over), their actions and scores. */
function replayData(data: SessionData): Replay {
  const rounds = data.past.map((r) => ({ round: r.round, actions: r.actions.slice(), penalties: r.penalties.slice() }));
  const result = roundResult(stateOf(data));
  if (result) rounds.push({ round: data.round, actions: entriesOf(data).map((e) => e.text), penalties: result.penalties.slice() });
  const played = rounds.map((r, i) => ({ ...r, totals: standings(rounds.slice(0, i + 1).map((x) => x.penalties)).totals }));
  const seats = data.settings.seats.map((s) => ({ ...s }));
  return { seats, seed: data.settings.seed, rounds: ROUNDS, played, finished: played.length === ROUNDS };
}

/**
 * The replay of a session record (the object or its JSON text, any version fromRecord
 * reads): checked and loaded first (every action replayed, every penalty compared), so a
 * damaged record gives its problem, never a throw.
 */
export function replaySteps(record: unknown, env: SessionEnv = { now: () => '' }): ReplayResult {
  const loaded = fromRecord(record, env);
  return loaded.ok ? { ok: true, replay: replayOf(loaded.session) } : loaded;
}

/** The replay of a session's finished rounds (the current round only once it is over: nothing of a round in play). */
export function replayOf(session: Session): Replay {
  return replayData(open(session));
}

function problem(code: string, round: number, detail: string): RoundStepsResult {
  return { ok: false, problem: { code, data: { round }, detail } };
}

/**
 * Round `round` (1…13) of a replay played back step by step, every hand shown. `env` matters
 * only for explicit deals (tests); the seed deals otherwise. Never throws for bad data.
 */
export function roundSteps(replay: Replay, round: number, env: SessionEnv = { now: () => '' }): RoundStepsResult {
  const found = replay.played.find((r) => r.round === round);
  if (!found) return problem('not-offered', round, `Round ${round} is not a finished round of this replay.`);
  try {
    const data = { settings: { seats: replay.seats, seed: replay.seed }, env: resolveEnv(env) };
    const entries = replayRound(data, round, found.actions);
    const last = entries?.at(-1);
    const ended = last ? heardOf(last).ended : null;
    if (!entries || !ended) return problem('replay-failed', round, `Round ${round} could not be played back to its end.`);
    return { ok: true, round: { round, dealt: frameOf(dealRound(data, round)), steps: entries.map(stepOf), reason: ended.reason, out: ended.out } };
  } catch (e) {
    // newRound throws RangeError for a setup it cannot deal (a replay not made here): a value all the same.
    if (e instanceof RangeError) return problem('replay-failed', round, e.message);
    throw e;
  }
}
