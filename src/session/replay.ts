/**
 * Loading a session record: the shape is checked, an older version is upgraded in memory
 * (record-upgrade.ts), then every action of every round (and of every Redo group) is
 * replayed through the rules core, penalties are recomputed and compared with the stored
 * ones. Any problem refuses the whole record with a Problem: a code and the facts
 * (round, action…), plus a developer's detail; nothing is half-loaded (Tatham's midend
 * deserialise).
 */
import { parseAction, roundResult, roundTurn, type RoundState } from '../core/play.ts';
import { parseSeed } from '../shuffle/index.ts';
import type { Problem } from '../store/codec.ts';
import { RECORD_FORMAT, RESTART_MARK } from './record.ts';
import { CURRENT_RECORD_VERSION, OLDEST_RECORD_VERSION, upgradeRecord } from './record-upgrade.ts';
import { dealRound, resolveEnv, advance, restartData } from './session.ts';
import { validateSettings, type SessionSettings } from './settings.ts';
import { ROUNDS, kindOf, outOf, phaseOf, seal, stateOf, type Group, type PastRound, type Session, type SessionData, type SessionEnv } from './state.ts';

/**
 * A loaded session, or the problem that refused the record. Codes: not-json, not-a-record,
 * unknown-version, newer-version, bad-settings, bad-field, bad-rounds, bad-round,
 * unreadable-action, illegal-action, unfinished-round, penalty-mismatch, bad-redo,
 * finish-mismatch, replay-failed. `data.round` is 1…13; `data.action` counts a round's
 * (or a Redo group's) actions from 1, as people do; `data.group` counts Redo groups from 1.
 */
export type LoadResult = { ok: true; session: Session } | { ok: false; problem: Problem };

type Facts = Record<string, string | number>;

class RecordError extends Error {
  constructor(readonly problem: Problem) {
    super(problem.detail);
  }
}

function fail(code: string, detail: string, data?: Facts): never {
  throw new RecordError(data ? { code, data, detail } : { code, detail });
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function count(value: unknown, key: string): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) fail('bad-field', `${key} must be a whole number of 0 or more.`, { field: key });
  return value;
}

function time(value: unknown, key: string): string {
  if (typeof value !== 'string' || value.trim() === '') fail('bad-field', `${key} must be a time written as text.`, { field: key });
  return value;
}

function strings(value: unknown, detail: string, code: string, data: Facts): string[] {
  if (!Array.isArray(value) || value.some((a) => typeof a !== 'string')) fail(code, `${detail} must be a list of actions written as text.`, data);
  return value as string[];
}

function readSettings(raw: unknown): SessionSettings {
  if (!isObject(raw)) fail('bad-settings', 'The record has no settings.', { field: 'settings' });
  const seed = parseSeed(raw.seed);
  if (!seed.ok) fail('bad-settings', `The record's seed cannot be used: ${seed.message}`, { field: 'seed' });
  if (seed.seed !== raw.seed) fail('bad-settings', `The record's seed "${String(raw.seed)}" is not written in its normal form "${seed.seed}".`, { field: 'seed' });
  const checked = validateSettings(raw, () => fail('bad-settings', 'The record has no seed.', { field: 'seed' }));
  if (!checked.ok) fail('bad-settings', `The record's settings are wrong: ${checked.message}`, { field: 'seats' });
  return checked.settings;
}

/** The facts of a refusal from the core or the session: its code, and its rule when it has one. */
function refusalFacts(refusal: unknown): Facts {
  const facts: Facts = {};
  if (isObject(refusal)) {
    if (typeof refusal.code === 'string') facts.refusal = refusal.code;
    if (typeof refusal.rule === 'string' && refusal.rule !== '') facts.rule = refusal.rule;
  }
  return facts;
}

/** The developer text of a refusal, when it has one: ": <message> (<rule>)". */
function because(refusal: unknown): string {
  if (!isObject(refusal)) return '';
  const message = typeof refusal.message === 'string' ? `: ${refusal.message}` : '';
  const rule = typeof refusal.rule === 'string' && refusal.rule !== '' ? ` (${refusal.rule})` : '';
  return message + rule;
}

/** Replays one list of actions onto `data`; `where` gives the facts naming the place of action i. */
function replayActions(data: SessionData, actions: string[], where: (i: number, text: string) => { detail: string; data: Facts }): SessionData {
  let d = data;
  actions.forEach((text, i) => {
    const place = where(i, text);
    const parsed = parseAction(text);
    if (!parsed.ok) fail('unreadable-action', `${place.detail} cannot be read${because(parsed)}`, { ...place.data, ...refusalFacts(parsed) });
    const done = advance(d, parsed.value);
    if (!done.ok) fail('illegal-action', `${place.detail} is illegal${because(done)}`, { ...place.data, ...refusalFacts(done) });
    d = done.data;
  });
  return d;
}

function checkPenalties(stored: unknown, state: RoundState, round: number, last: boolean): void {
  const result = roundResult(state);
  if (result === null) {
    if (!last) fail('unfinished-round', `Round ${round} is not finished, yet later rounds follow it.`, { round });
    if (stored !== undefined) fail('unfinished-round', `Round ${round} is not finished, yet the record stores penalties for it.`, { round });
    return;
  }
  if (stored === undefined) return;
  const computed = result.penalties;
  if (!Array.isArray(stored) || stored.length !== computed.length || stored.some((p, s) => p !== computed[s])) {
    fail(
      'penalty-mismatch',
      `Round ${round}: the stored penalties ${JSON.stringify(stored)} do not match the replayed ones ${JSON.stringify(computed)}.`,
      { round },
    );
  }
}

/**
 * Replays the restarts the current round's timeline begins with (R13.3): what the latest
 * restart set aside, itself after any earlier restart, then the restart itself. `depth`
 * counts restarts from the latest; there cannot be more than the record's restart count.
 */
function replayRestart(data: SessionData, raw: unknown, round: number, depth: number, restarts: number): SessionData {
  if (depth > restarts) fail('bad-round', `Round ${round} keeps ${depth} restarts, but the record counts only ${restarts}.`, { round, restarts });
  if (!isObject(raw)) fail('bad-round', `Round ${round}'s restart is not a list of actions set aside.`, { round });
  const earlier = raw.restart === undefined ? data : replayRestart(data, raw.restart, round, depth + 1, restarts);
  const actions = strings(raw.actions, `Round ${round}'s actions set aside by a restart`, 'bad-round', { round });
  const before = replayActions(earlier, actions, (a, text) => ({
    detail: `Round ${round}, action ${a + 1} set aside by restart ${depth} ("${text}")`,
    data: { round, action: a + 1, text, restart: depth },
  }));
  const restarted = phaseOf(before) === 'playing' ? restartData(before) : null;
  if (!restarted) fail('bad-round', `Round ${round}'s restart ${depth} restarted nothing, or a round already over.`, { round, restart: depth });
  return restarted;
}

/** Replays the Redo groups on top of the timeline and returns them as the Redo stack. */
function replayRedo(data: SessionData, raw: unknown, undosUsed: number): Group[] {
  const round = data.round;
  if (!Array.isArray(raw)) fail('bad-redo', 'redo must be a list of undone groups of actions.', { round });
  if (raw.length > undosUsed) fail('bad-redo', `The record holds ${raw.length} undone groups but counts only ${undosUsed} undos.`, { round, groups: raw.length, undos: undosUsed });
  if (raw.length > 0 && phaseOf(data) !== 'playing') fail('bad-redo', 'The record holds undone groups, but its last round is over.', { round });
  let scratch: SessionData = data;
  const groups: Group[] = [];
  raw.forEach((value, g) => {
    const group = g + 1;
    const listed = strings(value, `Redo group ${group}`, 'bad-redo', { round, group });
    if (listed.length === 0) fail('bad-redo', `Redo group ${group} is empty.`, { round, group });
    const seat = roundTurn(stateOf(scratch));
    if (phaseOf(scratch) !== 'playing' || kindOf(scratch, seat) !== 'person') {
      fail('bad-redo', `Redo group ${group} does not start with a person's action.`, { round, group });
    }
    // An undone restart: the restart again, then the computers' answers to it.
    const restart = listed[0] === RESTART_MARK;
    const actions = restart ? listed.slice(1) : listed;
    const before = restart ? 0 : scratch.groups.length;
    if (restart) {
      const restarted = restartData(scratch);
      if (!restarted) fail('bad-redo', `Redo group ${group} restarts a round where nothing was played.`, { round, group });
      scratch = restarted;
    }
    scratch = replayActions(scratch, actions, (i, text) => ({
      detail: `Redo group ${group}, action ${i + (restart ? 2 : 1)} ("${text}")`,
      data: { round, group, action: i + (restart ? 2 : 1), text },
    }));
    if (scratch.groups.length !== before + 1) fail('bad-redo', `Redo group ${group} holds more than one person's action.`, { round, group });
    groups.push(scratch.groups.at(-1)!);
  });
  return groups.reverse();
}

/** Checks the format and version, and upgrades an older record to the current version. */
function upToDate(json: unknown): Record<string, unknown> {
  if (!isObject(json)) fail('not-a-record', 'This is not a session record.');
  if (json.format !== RECORD_FORMAT) {
    fail('not-a-record', `This is not a session record (format "${String(json.format)}").`, { format: String(json.format) });
  }
  const version = json.version;
  if (typeof version !== 'number' || !Number.isInteger(version)) {
    fail('unknown-version', 'The record has no version.', { version: String(version) });
  }
  if (version > CURRENT_RECORD_VERSION) {
    fail('newer-version', `The record was written by a newer version of the game (version ${version}).`, { version, known: CURRENT_RECORD_VERSION });
  }
  if (version < OLDEST_RECORD_VERSION) fail('unknown-version', `Record version ${version} is not supported.`, { version });
  return upgradeRecord(json, version);
}

function load(raw: unknown, env: SessionEnv): SessionData {
  const json = upToDate(raw);
  const settings = readSettings(json.settings);
  const startedAt = time(json.startedAt, 'startedAt');
  const updatedAt = time(json.updatedAt, 'updatedAt');
  const finishedAt = json.finishedAt === undefined ? null : time(json.finishedAt, 'finishedAt');
  const undosUsed = count(json.undosUsed, 'undosUsed');
  const restarts = count(json.restarts, 'restarts');
  const rounds = json.rounds;
  if (!Array.isArray(rounds) || rounds.length < 1 || rounds.length > ROUNDS) {
    fail('bad-rounds', `rounds must list 1 to ${ROUNDS} rounds.`, Array.isArray(rounds) ? { count: rounds.length } : undefined);
  }
  const resolved = resolveEnv(env);
  let data: SessionData = {
    settings,
    env: resolved,
    round: 1,
    past: [],
    start: dealRound({ settings, env: resolved }, 1),
    groups: [],
    redo: [],
    undosUsed,
    restarts,
    startedAt,
    updatedAt,
    finishedAt,
  };
  const past: PastRound[] = [];
  rounds.forEach((value, i) => {
    const round = i + 1;
    if (!isObject(value)) fail('bad-round', `Round ${round} of the record is not a round.`, { round });
    if (value.round !== round) fail('bad-round', `Round ${round} of the record is numbered ${JSON.stringify(value.round)}.`, { round });
    const actions = strings(value.actions, `Round ${round}'s actions`, 'bad-round', { round });
    if (i > 0) data = { ...data, round, past: past.slice(), start: dealRound(data, round), groups: [] };
    if (value.restart !== undefined) {
      if (i !== rounds.length - 1) fail('bad-round', `Round ${round} keeps a restart, yet later rounds follow it.`, { round });
      data = replayRestart(data, value.restart, round, 1, restarts);
    }
    data = replayActions(data, actions, (a, text) => ({
      detail: `Round ${round}, action ${a + 1} ("${text}")`,
      data: { round, action: a + 1, text },
    }));
    const state = stateOf(data);
    checkPenalties(value.penalties, state, round, i === rounds.length - 1);
    const result = roundResult(state);
    if (result) past.push({ round, actions, penalties: result.penalties, out: outOf(state) });
  });
  data = { ...data, redo: replayRedo(data, json.redo, undosUsed) };
  const over = phaseOf(data) === 'sessionOver';
  if (over && finishedAt === null) fail('finish-mismatch', 'The session is over, yet the record has no finishedAt.');
  if (!over && finishedAt !== null) fail('finish-mismatch', 'The record has a finishedAt, yet its session is not over.');
  return data;
}

/**
 * Loads a record (the object, or its JSON text) of any version from 1 up to the current
 * one, replaying and checking every action; never half-loads, never throws for bad data.
 */
export function fromRecord(json: unknown, env: SessionEnv): LoadResult {
  try {
    let value = json;
    if (typeof json === 'string') {
      try {
        value = JSON.parse(json);
      } catch {
        fail('not-json', 'The record is not valid JSON.');
      }
    }
    return { ok: true, session: seal(load(value, env)) };
  } catch (e) {
    if (e instanceof RecordError) return { ok: false, problem: e.problem };
    if (e instanceof RangeError) return { ok: false, problem: { code: 'replay-failed', detail: e.message } };
    throw e;
  }
}
