/**
 * A session of 13 rounds (R2) as pure functions over an immutable `Session` value:
 * starting, a person's action, one computer action at a time, Undo/Redo, restart,
 * the next round and a new session. Every change returns a new value or an error value.
 */
import { applyAction, newRound, parseAction, roundTurn, viewFor as viewOf, type Action, type PlayerView, type RoundState, type RuleError } from '../core/play.ts';
import { freshSeed as cryptoSeed } from '../shuffle/index.ts';
import { heardOf, type RoundEnding, type TableEvent } from './events.ts';
import { validateSettings, type Level, type SeatKind } from './settings.ts';
import {
  kindOf,
  namesOf,
  open,
  penaltiesOf,
  phaseOf,
  seal,
  outOf,
  stateOf,
  type ResolvedEnv,
  type Session,
  type SessionData,
  type SessionEnv,
  type Entry,
} from './state.ts';
import { commit, redoBlocker, redoData, restartable, restartGroup, undoBlocker, undoData, type Blocker } from './timeline.ts';
import { blockedFacts, type SessionError, type SessionRefusal } from './refusals.ts';

/** A new session value, or why there is none. */
export type SessionResult = { ok: true; session: Session } | SessionError;

/** One committed action as the table may hear of it (a draw never names its tile). */
export interface Played {
  seat: number;
  name: string;
  kind: SeatKind;
  action: Action;
  /** The action's one-line text (makeAction), as records store it. */
  text: string;
  /** What the table hears of it, as facts (the screen words them). */
  event: TableEvent;
  /** Set when this action ended the round: how, and who went out. */
  ended: RoundEnding | null;
}

/** A person's accepted action, or why it was refused (nothing changes then). */
export type ActResult = { ok: true; session: Session; played: Played } | SessionError;

/** A refusal, the core's or the session's own, as the session returns it. */
function refuse(error: RuleError | SessionRefusal): SessionError {
  return { ok: false, ...error };
}

/** A refusal from an Undo/Redo blocker fact. */
function blockedBy(code: 'cannot-undo' | 'cannot-redo', blocker: Blocker): SessionError {
  return refuse({ code, rule: 'R13.2', message: `${code}: ${blocker.code}`, data: blockedFacts(blocker) });
}

/** Stands in when no computer player was given: a session with computers needs one. */
const noBot = (): never => {
  throw new Error('This session has computer seats but was given no computer player (SessionEnv.bot).');
};

/**
 * The environment with its defaults filled in (crypto seeds). The computer player is
 * injected, not imported, so a screen can load src/ai after its first paint.
 */
export function resolveEnv(env: SessionEnv): ResolvedEnv {
  return {
    now: env.now,
    bot: env.bot ?? noBot,
    freshSeed: env.freshSeed ?? (() => cryptoSeed()),
    deal: env.deal,
  };
}

/** Stamps the change with the clock; the session's end time is set once, when it ends. */
function touched(data: SessionData): SessionData {
  const now = data.env.now();
  const finishedAt = data.finishedAt ?? (phaseOf(data) === 'sessionOver' ? now : null);
  return { ...data, updatedAt: now, finishedAt };
}

/** The round state a session begins round r with (the same deal and engine search every time). */
export function dealRound(data: Pick<SessionData, 'settings' | 'env'>, round: number): RoundState {
  const players = data.settings.seats.length;
  const deal = data.env.deal?.(round, players);
  return deal ? newRound({ players, round, deal }) : newRound({ players, round, seed: data.settings.seed });
}

/** Starts a session at round 1 with every total at zero (R2.3). */
export function start(settings: unknown, env: SessionEnv): SessionResult {
  const full = resolveEnv(env);
  const checked = validateSettings(settings, full.freshSeed);
  if (!checked.ok) return refuse({ code: 'bad-settings', message: checked.message, data: { issues: checked.issues } });
  const now = full.now();
  const data: SessionData = {
    settings: checked.settings,
    env: full,
    round: 1,
    past: [],
    start: dealRound({ settings: checked.settings, env: full }, 1),
    groups: [],
    redo: [],
    undosUsed: 0,
    restarts: 0,
    startedAt: now,
    updatedAt: now,
    finishedAt: null,
  };
  return { ok: true, session: seal(data) };
}

/** Applies an action of the seat to act (either kind) and builds its announcement. */
function step(data: SessionData, action: Action): { ok: true; data: SessionData; played: Played } | SessionError {
  const done = advance(data, action);
  if (!done.ok) return done;
  return { ok: true, data: done.data, played: playedOf(done.data, done.data.groups.at(-1)!.entries.at(-1)!) };
}

/** Applies an action of the seat to act and records it, saying nothing (a replay's step). */
export function advance(data: SessionData, action: Action): { ok: true; data: SessionData } | SessionError {
  const result = applyAction(stateOf(data), action);
  if (!result.ok) return refuse(result.error);
  return { ok: true, data: commit(data, action, result.state) };
}

/** One timeline entry as the table hears of it. */
export function playedOf(data: SessionData, entry: Entry): Played {
  const heard = heardOf(entry);
  return { seat: entry.seat, name: namesOf(data)[entry.seat]!, kind: kindOf(data, entry.seat), action: entry.action, text: entry.text, event: heard.event, ended: heard.ended };
}

function notPlaying(data: SessionData): SessionError | null {
  const phase = phaseOf(data);
  if (phase === 'roundOver') return refuse({ code: 'round-over', rule: 'R10.1', message: `Round ${data.round} is over: go on to the next round.`, data: { round: data.round } });
  if (phase === 'sessionOver') return refuse({ code: 'session-over', rule: 'R2.1', message: 'All 13 rounds are played: the session is over.', data: { round: data.round } });
  return null;
}

/** A person's action, text ("play 5|3 mexican") or value; checked by the rules core. */
export function act(session: Session, action: Action | string): ActResult {
  const data = open(session);
  const blocked = notPlaying(data);
  if (blocked) return blocked;
  const seat = roundTurn(stateOf(data));
  if (kindOf(data, seat) !== 'person') {
    return refuse({ code: 'computer-turn', message: `It is seat ${seat}'s turn, a computer player's.`, data: { seat } });
  }
  let value: Action;
  if (typeof action === 'string') {
    const parsed = parseAction(action);
    if (!parsed.ok) return refuse({ code: 'malformed-action', rule: 'API', message: parsed.message, data: {} });
    value = parsed.value;
  } else {
    value = action;
  }
  const done = step(data, value);
  if (!done.ok) return done;
  return { ok: true, session: seal(touched(done.data)), played: done.played };
}

/**
 * Why `action` would be refused now, without doing it: the refusal's facts, or null when it
 * is legal. For screens that explain a tap (a train the picked tile cannot go on).
 */
export function whyNot(session: Session, action: Action): SessionError | null {
  const data = open(session);
  const blocked = notPlaying(data);
  if (blocked) return blocked;
  const result = applyAction(stateOf(data), action);
  return result.ok ? null : refuse(result.error);
}

/** Whether a computer player is to act now (the screen then paces botStep calls). */
function botToAct(session: Session): boolean {
  const data = open(session);
  return phaseOf(data) === 'playing' && kindOf(data, roundTurn(stateOf(data))) === 'computer';
}

/**
 * One computer action, chosen from that seat's PlayerView only (R12.3), forced ones
 * included; null when no computer is to act.
 */
export function botStep(session: Session): { session: Session; played: Played } | null {
  if (!botToAct(session)) return null;
  const data = open(session);
  const state = stateOf(data);
  const seat = roundTurn(state);
  const level = data.settings.seats[seat]?.level ?? 'sharp';
  const action = data.env.bot(viewOf(state, seat), level);
  const done = step(data, action);
  if (!done.ok) {
    throw new Error(`The computer player at seat ${seat} chose an illegal action (${JSON.stringify(action)}): ${done.message}`);
  }
  return { session: seal(touched(done.data)), played: done.played };
}

/**
 * What the computer to act decides from when it thinks elsewhere (a worker): its seat, its
 * level and its PlayerView only (R12.3); null when no computer is to act.
 */
export function botTurn(session: Session): { seat: number; level: Level; view: PlayerView } | null {
  if (!botToAct(session)) return null;
  const data = open(session);
  const state = stateOf(data);
  const seat = roundTurn(state);
  return { seat, level: data.settings.seats[seat]?.level ?? 'sharp', view: viewOf(state, seat) };
}

/**
 * Commits an action the computer to act chose elsewhere (see botTurn), checked by the
 * rules core like a person's; refused when no computer is to act or the rules refuse it.
 */
export function botCommit(session: Session, action: Action): ActResult {
  if (!botToAct(session)) {
    const data = open(session);
    return notPlaying(data) ?? refuse({ code: 'not-computer-turn', message: 'No computer player is to act now.', data: { seat: roundTurn(stateOf(data)) } });
  }
  const done = step(open(session), action);
  if (!done.ok) return done;
  return { ok: true, session: seal(touched(done.data)), played: done.played };
}

/** Every pending computer action at once (the instant pace), up to a person's turn or the round end. */
export function runBots(session: Session): { session: Session; played: Played[] } {
  const played: Played[] = [];
  let current = session;
  for (let next = botStep(current); next; next = botStep(current)) {
    current = next.session;
    played.push(next.played);
  }
  return { session: current, played };
}

/**
 * Whether Undo is possible now (false also when it would cross another person's action).
 * `by`: the person asking on a shared device, who may take back their own last action while the turn is away from them.
 */
export function canUndo(session: Session, by: number | null = null): boolean {
  return undoBlocker(open(session), by) === null;
}

/** Why Undo is not possible now for `by` (see canUndo), or null when it is. */
export function undoBlockedFor(session: Session, by: number | null): Blocker | null {
  return undoBlocker(open(session), by);
}

/** Takes back the last person's action and the computers' whole response to it (R13.2); `by` as for canUndo. */
export function undo(session: Session, by: number | null = null): SessionResult {
  const data = open(session);
  const blocked = undoBlocker(data, by);
  if (blocked) return blockedBy('cannot-undo', blocked);
  return { ok: true, session: seal(touched(undoData(data))) };
}

/** Whether Redo is possible now. */
export function canRedo(session: Session): boolean {
  return redoBlocker(open(session)) === null;
}

/** Restores exactly the state the last Undo took back (R13.2). */
export function redo(session: Session): SessionResult {
  const data = open(session);
  const blocked = redoBlocker(data);
  if (blocked) return blockedBy('cannot-redo', blocked);
  return { ok: true, session: seal(touched(redoData(data))) };
}

/**
 * Replays the current round from its start: same deal, same engine search, totals from
 * before it (R13.3). Like a move, it can be undone (the timeline before it comes back) and
 * redone; it drops the Redo tail as any new action does.
 */
export function restartRound(session: Session): SessionResult {
  const data = open(session);
  const blocked = notPlaying(data);
  if (blocked) {
    return refuse({ code: 'cannot-restart', rule: 'R13.3', message: `${blocked.message} Restart works during a round.`, data: { reason: 'round-over', round: data.round } });
  }
  const restarted = restartData(data);
  if (!restarted) {
    return refuse({ code: 'cannot-restart', rule: 'R13.3', message: 'Nothing has been played in this round yet.', data: { reason: 'nothing-played', round: data.round } });
  }
  return { ok: true, session: seal(touched({ ...restarted, restarts: data.restarts + 1 })) };
}

/** The round restarted (the timeline set aside in a restart group, Redo dropped), or null when nothing would change. */
export function restartData(data: SessionData): SessionData | null {
  return restartable(data) ? { ...data, groups: [restartGroup(data)], redo: [] } : null;
}

/** Whether Restart round is possible now (a round in play with something played in it). */
export function canRestart(session: Session): boolean {
  const data = open(session);
  return phaseOf(data) === 'playing' && restartable(data);
}

/** Goes on to the next round once the current one is over. */
export function nextRound(session: Session): SessionResult {
  const data = open(session);
  const phase = phaseOf(data);
  if (phase === 'playing') return refuse({ code: 'round-not-over', message: `Round ${data.round} is still being played.`, data: { round: data.round } });
  if (phase === 'sessionOver') return refuse({ code: 'session-over', rule: 'R2.1', message: 'All 13 rounds are played: start a new session.', data: { round: data.round } });
  const penalties = penaltiesOf(data).at(-1)!;
  const actions = data.groups.flatMap((g) => g.entries.map((e) => e.text));
  const round = data.round + 1;
  const next: SessionData = {
    ...data,
    round,
    past: [...data.past, { round: data.round, actions, penalties, out: outOf(stateOf(data)) }],
    start: dealRound(data, round),
    groups: [],
    redo: [],
  };
  return { ok: true, session: seal(touched(next)) };
}

/**
 * A new session at round 1 with zero totals (R2.3). Without settings: the same seats
 * with a fresh seed (R3.3).
 */
export function newSession(session: Session, settings?: unknown): SessionResult {
  const data = open(session);
  const input = settings ?? { seats: data.settings.seats };
  return start(input, data.env);
}

