/**
 * Loading a session record: the shape is checked, then every action of every round (and
 * of every Redo group) is replayed through the rules core, penalties are recomputed and
 * compared with the stored ones. Any problem refuses the whole record with a sentence
 * naming where it is; nothing is half-loaded (Tatham's midend deserialise).
 */
import { parseAction, type RoundState } from '../core/index.ts';
import { parseSeed } from '../shuffle/index.ts';
import { RECORD_FORMAT, RECORD_VERSION } from './record.ts';
import { dealRound, resolveEnv, step, type SessionError } from './session.ts';
import { validateSettings, type SessionSettings } from './settings.ts';
import { ROUNDS, kindOf, phaseOf, seal, stateOf, type Group, type PastRound, type Session, type SessionData, type SessionEnv } from './state.ts';

/** A loaded session, or why the record was refused. */
export type LoadResult = { ok: true; session: Session } | SessionError;

class RecordError extends Error {}

function fail(message: string): never {
  throw new RecordError(message);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function count(value: unknown, key: string): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) fail(`${key} must be a whole number of 0 or more.`);
  return value;
}

function time(value: unknown, key: string): string {
  if (typeof value !== 'string' || value.trim() === '') fail(`${key} must be a time written as text.`);
  return value;
}

function strings(value: unknown, where: string): string[] {
  if (!Array.isArray(value) || value.some((a) => typeof a !== 'string')) fail(`${where} must be a list of actions written as text.`);
  return value as string[];
}

function readSettings(raw: unknown): SessionSettings {
  if (!isObject(raw)) fail('The record has no settings.');
  const seed = parseSeed(raw.seed);
  if (!seed.ok) fail(`The record's seed cannot be used: ${seed.message}`);
  if (seed.seed !== raw.seed) fail(`The record's seed "${String(raw.seed)}" is not written in its normal form "${seed.seed}".`);
  const checked = validateSettings(raw, () => fail('The record has no seed.'));
  if (!checked.ok) fail(`The record's settings are wrong: ${checked.message}`);
  return checked.settings;
}

/** Replays one list of actions onto `data`, naming the place of any refusal. */
function replayActions(data: SessionData, actions: string[], where: (i: number, text: string) => string): SessionData {
  let d = data;
  actions.forEach((text, i) => {
    const parsed = parseAction(text);
    if (!parsed.ok) fail(`${where(i, text)} cannot be read: ${parsed.message}`);
    const done = step(d, parsed.value);
    if (!done.ok) fail(`${where(i, text)} is illegal: ${done.message}${done.rule ? ` (${done.rule})` : ''}`);
    d = done.data;
  });
  return d;
}

function checkPenalties(stored: unknown, state: RoundState, round: number, last: boolean): void {
  if (state.result === null) {
    if (!last) fail(`Round ${round} is not finished, yet later rounds follow it.`);
    if (stored !== undefined) fail(`Round ${round} is not finished, yet the record stores penalties for it.`);
    return;
  }
  if (stored === undefined) return;
  const computed = state.result.penalties;
  if (!Array.isArray(stored) || stored.length !== computed.length || stored.some((p, s) => p !== computed[s])) {
    fail(`Round ${round}: the stored penalties ${JSON.stringify(stored)} do not match the replayed ones ${JSON.stringify(computed)}.`);
  }
}

/** Replays the Redo groups on top of the timeline and returns them as the Redo stack. */
function replayRedo(data: SessionData, raw: unknown, undosUsed: number): Group[] {
  if (!Array.isArray(raw)) fail('redo must be a list of undone groups of actions.');
  if (raw.length > undosUsed) fail(`The record holds ${raw.length} undone groups but counts only ${undosUsed} undos.`);
  if (raw.length > 0 && phaseOf(data) !== 'playing') fail('The record holds undone groups, but its last round is over.');
  let scratch: SessionData = data;
  const groups: Group[] = [];
  raw.forEach((group, g) => {
    const actions = strings(group, `Redo group ${g + 1}`);
    if (actions.length === 0) fail(`Redo group ${g + 1} is empty.`);
    const seat = stateOf(scratch).turn;
    if (phaseOf(scratch) !== 'playing' || kindOf(scratch, seat) !== 'person') {
      fail(`Redo group ${g + 1} does not start with a person's action.`);
    }
    const before = scratch.groups.length;
    scratch = replayActions(scratch, actions, (i, text) => `Redo group ${g + 1}, action ${i + 1} ("${text}")`);
    if (scratch.groups.length !== before + 1) fail(`Redo group ${g + 1} holds more than one person's action.`);
    groups.push(scratch.groups.at(-1)!);
  });
  return groups.reverse();
}

function load(json: unknown, env: SessionEnv): SessionData {
  if (!isObject(json)) fail('This is not a session record.');
  if (json.format !== RECORD_FORMAT) fail(`This is not a session record (format "${String(json.format)}").`);
  if (typeof json.version !== 'number') fail('The record has no version.');
  if (json.version > RECORD_VERSION) fail(`The record was written by a newer version of the game (version ${json.version}).`);
  if (json.version !== RECORD_VERSION) fail(`Record version ${String(json.version)} is not supported.`);
  const settings = readSettings(json.settings);
  const startedAt = time(json.startedAt, 'startedAt');
  const updatedAt = time(json.updatedAt, 'updatedAt');
  const finishedAt = json.finishedAt === undefined ? null : time(json.finishedAt, 'finishedAt');
  const undosUsed = count(json.undosUsed, 'undosUsed');
  const restarts = count(json.restarts, 'restarts');
  const rounds = json.rounds;
  if (!Array.isArray(rounds) || rounds.length < 1 || rounds.length > ROUNDS) fail(`rounds must list 1 to ${ROUNDS} rounds.`);
  let data: SessionData = {
    settings,
    env: resolveEnv(env),
    round: 1,
    past: [],
    start: dealRound({ settings }, 1),
    groups: [],
    redo: [],
    undosUsed,
    restarts,
    startedAt,
    updatedAt,
    finishedAt,
  };
  const past: PastRound[] = [];
  rounds.forEach((raw, i) => {
    const round = i + 1;
    if (!isObject(raw)) fail(`Round ${round} of the record is not a round.`);
    if (raw.round !== round) fail(`Round ${round} of the record is numbered ${JSON.stringify(raw.round)}.`);
    const actions = strings(raw.actions, `Round ${round}'s actions`);
    if (i > 0) data = { ...data, round, past: past.slice(), start: dealRound(data, round), groups: [] };
    data = replayActions(data, actions, (a, text) => `Round ${round}, action ${a + 1} ("${text}")`);
    const state = stateOf(data);
    checkPenalties(raw.penalties, state, round, i === rounds.length - 1);
    if (state.result) past.push({ round, actions, penalties: state.result.penalties.slice() });
  });
  data = { ...data, redo: replayRedo(data, json.redo, undosUsed) };
  const over = phaseOf(data) === 'sessionOver';
  if (over && finishedAt === null) fail('The session is over, yet the record has no finishedAt.');
  if (!over && finishedAt !== null) fail('The record has a finishedAt, yet its session is not over.');
  return data;
}

/** Loads a record (the object, or its JSON text), replaying and checking every action; never half-loads. */
export function fromRecord(json: unknown, env: SessionEnv): LoadResult {
  try {
    let value = json;
    if (typeof json === 'string') {
      try {
        value = JSON.parse(json);
      } catch {
        fail('The record is not valid JSON.');
      }
    }
    return { ok: true, session: seal(load(value, env)) };
  } catch (e) {
    if (e instanceof RecordError || e instanceof RangeError) return { ok: false, code: 'bad-record', message: e.message };
    throw e;
  }
}
