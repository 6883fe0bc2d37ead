/**
 * Pre-filling the new-game form from a link: `?seed=K7Q2M9XH3D&players=4` or
 * `?players=Ana,Ben:computer,Cy:relaxed&pace=fast`. A pace is a preference of the device,
 * not a session setting, so it comes back apart. Bad values are ignored with a message;
 * nothing here throws.
 */
import { parseSeed } from '../shuffle/index.ts';
import { PACES, type Pace, type Preferences } from './preferences.ts';
import { DEFAULT_LEVEL, MAX_NAME_LENGTH, MAX_SEATS, MIN_SEATS, defaultName, seedIssue, type Level, type SeatSettings, type SeedIssue } from './settings.ts';

/** Why a link's list of players was ignored, as facts. */
export type LinkPlayersIssue =
  | { code: 'seat-count'; count: number; min: number; max: number }
  /** `part` is the seat as the link wrote it ("Ben:wizard"). */
  | { code: 'bad-suffix'; part: string; suffixes: readonly string[] }
  | { code: 'name-control-characters' }
  | { code: 'name-too-long'; name: string; max: number }
  | { code: 'same-name' };

/** Why part of a link was ignored, as facts (the screen words them; `messages` keeps the developer's sentences). */
export type LinkNote =
  | { code: 'unreadable-link' }
  | { code: 'seed-ignored'; issue: SeedIssue }
  | { code: 'player-count-ignored'; count: number; min: number; max: number }
  | { code: 'players-ignored'; issue: LinkPlayersIssue }
  | { code: 'pace-ignored'; paces: readonly Pace[] };

/** What a link pre-fills (each part only when it was readable) and why anything was ignored. */
export interface QueryPrefill {
  seed?: string;
  seats?: SeatSettings[];
  /** Preferences the link sets (today only `pace`); absent when it sets none. */
  preferences?: Partial<Preferences>;
  messages: string[];
  /** The same notes as facts, one for each message. */
  notes: LinkNote[];
}

/** Seat text suffixes: `name:computer` (default level), `name:relaxed`, `name:sharp`, `name:expert`, `name:person`. */
const SUFFIX: Record<string, { kind: 'person' | 'computer'; level?: Level }> = {
  person: { kind: 'person' },
  computer: { kind: 'computer', level: DEFAULT_LEVEL },
  relaxed: { kind: 'computer', level: 'relaxed' },
  sharp: { kind: 'computer', level: 'sharp' },
  expert: { kind: 'computer', level: 'expert' },
};

/** A count: seat 1 is a person, the rest are computers with default names. */
function seatsOfCount(count: number): SeatSettings[] {
  const seats: SeatSettings[] = [];
  const taken = new Set<string>();
  for (let i = 0; i < count; i++) {
    const kind = i === 0 ? 'person' : 'computer';
    const name = defaultName(i, kind, taken);
    taken.add(name.toLowerCase());
    seats.push(kind === 'person' ? { name, kind } : { name, kind, level: DEFAULT_LEVEL });
  }
  return seats;
}

/** A comma list of seats, or the reason it cannot be used (a sentence and its facts). */
function seatsOfList(text: string): SeatSettings[] | { message: string; issue: LinkPlayersIssue } {
  const parts = text.split(',').map((p) => p.trim());
  if (parts.length < MIN_SEATS || parts.length > MAX_SEATS) {
    return {
      message: `players: a table has ${MIN_SEATS} to ${MAX_SEATS} players, not ${parts.length}.`,
      issue: { code: 'seat-count', count: parts.length, min: MIN_SEATS, max: MAX_SEATS },
    };
  }
  const parsed: Array<{ name: string; kind: 'person' | 'computer'; level?: Level }> = [];
  for (const part of parts) {
    const colon = part.lastIndexOf(':');
    const suffix = colon >= 0 ? part.slice(colon + 1).trim().toLowerCase() : '';
    const who = colon >= 0 ? SUFFIX[suffix] : SUFFIX.person!;
    if (!who) {
      const issue = { code: 'bad-suffix', part, suffixes: Object.keys(SUFFIX) } as const;
      return { message: `players: "${part}" — after ":" write person, computer, relaxed, sharp or expert.`, issue };
    }
    const name = (colon >= 0 ? part.slice(0, colon) : part).trim().replace(/\s+/g, ' ');
    // eslint-disable-next-line no-control-regex
    if (/[\u0000-\u001f\u007f-\u009f]/.test(name)) {
      return { message: 'players: a name cannot contain control characters.', issue: { code: 'name-control-characters' } };
    }
    if ([...name].length > MAX_NAME_LENGTH) {
      return { message: `players: "${name}" is longer than ${MAX_NAME_LENGTH} characters.`, issue: { code: 'name-too-long', name, max: MAX_NAME_LENGTH } };
    }
    parsed.push({ name, ...who });
  }
  const named = parsed.filter((s) => s.name !== '').map((s) => s.name.toLowerCase());
  if (new Set(named).size !== named.length) return { message: 'players: two seats have the same name.', issue: { code: 'same-name' } };
  const taken = new Set(named);
  return parsed.map((s, i) => {
    let name = s.name;
    if (name === '') {
      name = defaultName(i, s.kind, taken);
      taken.add(name.toLowerCase());
    }
    return s.kind === 'person' ? { name, kind: 'person' } : { name, kind: 'computer', level: s.level ?? DEFAULT_LEVEL };
  });
}

function readParams(search: string): URLSearchParams | null {
  try {
    const text = String(search ?? '');
    const q = text.indexOf('?');
    return new URLSearchParams(q >= 0 ? text.slice(q + 1) : text);
  } catch {
    return null;
  }
}

/** Reads `seed`, `players` and `pace` from a query string; never throws. */
export function settingsFromQuery(search: string): QueryPrefill {
  const messages: string[] = [];
  const notes: LinkNote[] = [];
  const note = (fact: LinkNote, message: string): void => {
    notes.push(fact);
    messages.push(message);
  };
  const params = readParams(search);
  if (!params) return { messages: ['The link could not be read; starting from the usual settings.'], notes: [{ code: 'unreadable-link' }] };
  const out: QueryPrefill = { messages, notes };
  const seed = params.get('seed');
  if (seed !== null) {
    const parsed = parseSeed(seed);
    if (parsed.ok) out.seed = parsed.seed;
    else note({ code: 'seed-ignored', issue: seedIssue(seed) }, `The seed in the link was ignored: ${parsed.message}`);
  }
  const players = params.get('players');
  if (players !== null) {
    const text = players.trim();
    if (/^\d+$/.test(text)) {
      const count = Number(text);
      if (count >= MIN_SEATS && count <= MAX_SEATS) out.seats = seatsOfCount(count);
      else {
        const fact: LinkNote = { code: 'player-count-ignored', count, min: MIN_SEATS, max: MAX_SEATS };
        note(fact, `The player count in the link was ignored: a table has ${MIN_SEATS} to ${MAX_SEATS} players, not ${count}.`);
      }
    } else {
      const seats = seatsOfList(text);
      if (Array.isArray(seats)) out.seats = seats;
      else note({ code: 'players-ignored', issue: seats.issue }, `The players in the link were ignored — ${seats.message}`);
    }
  }
  const pace = params.get('pace');
  if (pace !== null) {
    const p = pace.trim().toLowerCase() as Pace;
    if (PACES.includes(p)) out.preferences = { pace: p };
    else note({ code: 'pace-ignored', paces: PACES }, `The pace in the link was ignored: use ${PACES.join(', ')}.`);
  }
  return out;
}
