/**
 * Session settings: the seats (names, person or computer, computer level) and the seed.
 * The pace of computer moves is a preference of the device (preferences.ts), not part of
 * a session. Validation returns errors as values, never throws.
 */
import { MAX_SEED_LENGTH, parseSeed, freshSeed as cryptoSeed } from '../shuffle/index.ts';

/** How strongly a computer player plays (the computer players' own levels). */
export type Level = 'relaxed' | 'sharp' | 'expert';
/** Who sits in a seat: a person at this device or a computer player. */
export type SeatKind = 'person' | 'computer';

/** One seat of the table. A person has no level; a computer always has one once validated. */
export interface SeatSettings {
  name: string;
  kind: SeatKind;
  level?: Level;
}

/** Everything a session is started from (R1.2, R1.3, R3.3). */
export interface SessionSettings {
  seats: SeatSettings[];
  seed: string;
}

/** Why a seed cannot be used, as facts (a seed left blank is no issue for settings: it gets a fresh one). */
export type SeedIssue =
  | { code: 'seed-not-text' }
  | { code: 'seed-empty' }
  | { code: 'seed-too-long'; length: number; max: number }
  | { code: 'seed-control-characters' };

/**
 * One problem of the settings as a code and its facts, for the screen to word; `seat` is the
 * seat's index (0 first). Each comes with a developer's sentence in `errors`.
 */
export type SettingsIssue =
  | { code: 'not-an-object' }
  | { code: 'seats-not-a-list'; min: number; max: number }
  | { code: 'seat-count'; count: number; min: number; max: number }
  | { code: 'seat-not-an-object'; seat: number }
  | { code: 'name-not-text'; seat: number }
  | { code: 'name-control-characters'; seat: number }
  | { code: 'name-too-long'; seat: number; name: string; length: number; max: number }
  | { code: 'bad-kind'; seat: number }
  | { code: 'bad-level'; seat: number }
  | { code: 'same-name'; name: string }
  | SeedIssue;

/** Validated settings, or every problem found: as facts (`issues`) and as developer sentences (`errors`). */
export type SettingsResult =
  | { ok: true; settings: SessionSettings }
  | { ok: false; message: string; errors: string[]; issues: SettingsIssue[] };

/** The problems found so far, as sentences and as facts side by side. */
interface Found {
  errors: string[];
  issues: SettingsIssue[];
}

/** Notes one problem, as its facts and as its developer's sentence. */
function report(found: Found, issue: SettingsIssue, sentence: string): void {
  found.issues.push(issue);
  found.errors.push(sentence);
}

/** Why `raw` is refused as a seed (call only once parseSeed refused it: the checks run in its order). */
export function seedIssue(raw: unknown): SeedIssue {
  if (typeof raw !== 'string') return { code: 'seed-not-text' };
  const length = [...raw.normalize('NFC').trim()].length;
  if (length === 0) return { code: 'seed-empty' };
  if (length > MAX_SEED_LENGTH) return { code: 'seed-too-long', length, max: MAX_SEED_LENGTH };
  return { code: 'seed-control-characters' };
}

/** Fewest and most seats at a table (R1.2). */
export const MIN_SEATS = 2;
/** Most seats at a table (R1.2). */
export const MAX_SEATS = 10;
/** Longest seat name, in characters. */
export const MAX_NAME_LENGTH = 20;
/** Level a computer gets when none is given (the computer players' default). */
export const DEFAULT_LEVEL: Level = 'sharp';
/** Every computer level. */
export const LEVELS: readonly Level[] = ['relaxed', 'sharp', 'expert'];

/** Names given to computer seats left unnamed (the brief's worked example starts the list). */
const COMPUTER_NAMES = ['Ana', 'Ben', 'Cy', 'Dee', 'Eli', 'Fay', 'Gus', 'Hal', 'Ivy', 'Jo'];

/** The default name of a seat: "Player n" for people, a short first name for computers. */
export function defaultName(seat: number, kind: SeatKind, taken: ReadonlySet<string> = new Set()): string {
  const free = (name: string): boolean => !taken.has(name.toLowerCase());
  if (kind === 'computer') {
    const name = COMPUTER_NAMES.find(free);
    if (name) return name;
  }
  for (let n = seat + 1; ; n++) {
    const name = kind === 'person' ? `Player ${n}` : `Computer ${n}`;
    if (free(name)) return name;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Reads one seat's name; '' means "give it the default name". */
function readName(raw: unknown, seat: number, found: Found): string {
  if (raw === undefined || raw === null) return '';
  if (typeof raw !== 'string') {
    report(found, { code: 'name-not-text', seat }, `Seat ${seat + 1}: the name must be text.`);
    return '';
  }
  const name = raw.normalize('NFC').trim().replace(/\s+/g, ' ');
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f-\u009f]/.test(name)) {
    report(found, { code: 'name-control-characters', seat }, `Seat ${seat + 1}: a name cannot contain control characters.`);
  }
  const length = [...name].length;
  if (length > MAX_NAME_LENGTH) {
    report(
      found,
      { code: 'name-too-long', seat, name, length, max: MAX_NAME_LENGTH },
      `Seat ${seat + 1}: "${name}" is ${length} characters long; a name can have at most ${MAX_NAME_LENGTH}.`,
    );
  }
  return name;
}

function readSeat(raw: unknown, seat: number, found: Found): { name: string; kind: SeatKind; level?: Level } {
  if (!isRecord(raw)) {
    report(found, { code: 'seat-not-an-object', seat }, `Seat ${seat + 1} must say who sits there: { name, kind, level }.`);
    return { name: '', kind: 'computer', level: DEFAULT_LEVEL };
  }
  const name = readName(raw.name, seat, found);
  let kind: SeatKind = 'person';
  if (raw.kind === 'person' || raw.kind === 'computer') kind = raw.kind;
  else {
    report(found, { code: 'bad-kind', seat }, `Seat ${seat + 1}: kind must be "person" or "computer", not ${JSON.stringify(raw.kind) ?? 'nothing'}.`);
  }
  if (kind === 'person') return { name, kind };
  let level = DEFAULT_LEVEL;
  if ((LEVELS as readonly unknown[]).includes(raw.level)) level = raw.level as Level;
  else if (raw.level !== undefined) report(found, { code: 'bad-level', seat }, `Seat ${seat + 1}: level must be "relaxed", "sharp" or "expert".`);
  return { name, kind, level };
}

/** Reads the seats: 2–10 of them, names trimmed and unique, empty names given defaults. */
function readSeats(raw: unknown, found: Found): SeatSettings[] {
  if (!Array.isArray(raw)) {
    report(found, { code: 'seats-not-a-list', min: MIN_SEATS, max: MAX_SEATS }, `Give the seats as a list of ${MIN_SEATS} to ${MAX_SEATS} players.`);
    return [];
  }
  if (raw.length < MIN_SEATS || raw.length > MAX_SEATS) {
    const count = raw.length;
    report(found, { code: 'seat-count', count, min: MIN_SEATS, max: MAX_SEATS }, `A table has ${MIN_SEATS} to ${MAX_SEATS} players, not ${count}.`);
  }
  const seats = raw.map((s, i) => readSeat(s, i, found));
  const taken = new Set(seats.filter((s) => s.name !== '').map((s) => s.name.toLowerCase()));
  const seen = new Set<string>();
  return seats.map((s, i) => {
    let name = s.name;
    if (name === '') {
      name = defaultName(i, s.kind, taken);
      taken.add(name.toLowerCase());
    } else if (seen.has(name.toLowerCase())) {
      report(found, { code: 'same-name', name }, `Two seats are called "${name}"; give each player a different name.`);
    }
    seen.add(name.toLowerCase());
    return s.kind === 'person' ? { name, kind: s.kind } : { name, kind: s.kind, level: s.level ?? DEFAULT_LEVEL };
  });
}

/**
 * Validates settings. A missing or blank seed gets a fresh one from `freshSeed`
 * (R3.3: fresh cryptographic randomness unless the player enters one).
 */
export function validateSettings(input: unknown, freshSeed: () => string = () => cryptoSeed()): SettingsResult {
  const found: Found = { errors: [], issues: [] };
  if (!isRecord(input)) {
    return { ok: false, message: 'Settings must be an object with seats and a seed.', errors: ['Settings must be an object.'], issues: [{ code: 'not-an-object' }] };
  }
  const seats = readSeats(input.seats, found);
  let seed = '';
  if (input.seed === undefined || input.seed === null || (typeof input.seed === 'string' && input.seed.trim() === '')) {
    seed = freshSeed();
  } else {
    const parsed = parseSeed(input.seed);
    if (parsed.ok) seed = parsed.seed;
    else report(found, seedIssue(input.seed), `Seed: ${parsed.message}`);
  }
  const { errors, issues } = found;
  if (errors.length > 0) return { ok: false, message: errors.join(' '), errors, issues };
  return { ok: true, settings: { seats, seed } };
}

/** The new-game form's default: one person and three sharp computers, a fresh seed (R3.3). */
export function defaultSettings(freshSeed: () => string = () => cryptoSeed()): SessionSettings {
  return {
    seats: [
      { name: 'You', kind: 'person' },
      { name: 'Ana', kind: 'computer', level: DEFAULT_LEVEL },
      { name: 'Ben', kind: 'computer', level: DEFAULT_LEVEL },
      { name: 'Cy', kind: 'computer', level: DEFAULT_LEVEL },
    ],
    seed: freshSeed(),
  };
}

