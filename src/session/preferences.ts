/**
 * A person's preferences about the screen (the pace of computer moves today; sound, tile
 * size and language later). They belong to the device, not to a session: no record
 * holds them, so changing one never changes a game. Reading never throws: a value that
 * cannot be used is replaced by its default and reported as a fact.
 */

/** How fast the screen shows computer moves; 'instant' plays them all at once. */
export type Pace = 'slow' | 'normal' | 'fast' | 'instant';

/** Every pace, slowest first. */
export const PACES: readonly Pace[] = ['slow', 'normal', 'fast', 'instant'];

/** Pace when none is chosen. */
export const DEFAULT_PACE: Pace = 'normal';

/** The person's preferences; every field always has a value (its default when none was chosen). */
export interface Preferences {
  pace: Pace;
}

/** What a person has when they never chose anything. */
export const DEFAULT_PREFERENCES: Readonly<Preferences> = Object.freeze({ pace: DEFAULT_PACE });

/** A stored preference that could not be used; its default stands in. `found` is the value, as text. */
export interface PreferenceIssue {
  /** The preference concerned, or '' when the whole value is not an object of preferences. */
  key: keyof Preferences | '';
  code: 'not-an-object' | 'bad-value';
  found: string;
}

/** Preferences read from storage or a link, and what was replaced by a default. */
export interface PreferencesRead {
  preferences: Preferences;
  issues: PreferenceIssue[];
}

/** One reader per preference: the value when usable, else undefined. Growing = one more line. */
const READERS: { [K in keyof Preferences]: (raw: unknown) => Preferences[K] | undefined } = {
  pace: (raw) => (PACES.includes(raw as Pace) ? (raw as Pace) : undefined),
};

/**
 * Reads preferences from anything (a stored value, a link): missing fields take their
 * default silently, unusable ones too but are reported. Unknown fields are ignored.
 * Nothing stored (undefined or null) is the defaults, with no issue.
 */
export function readPreferences(raw: unknown): PreferencesRead {
  const preferences: Preferences = { ...DEFAULT_PREFERENCES };
  if (raw === undefined || raw === null) return { preferences, issues: [] };
  if (typeof raw !== 'object' || Array.isArray(raw)) {
    return { preferences, issues: [{ key: '', code: 'not-an-object', found: describe(raw) }] };
  }
  const issues: PreferenceIssue[] = [];
  const given = raw as Record<string, unknown>;
  for (const key of Object.keys(READERS) as (keyof Preferences)[]) {
    if (given[key] === undefined) continue;
    const value = READERS[key](given[key]);
    if (value === undefined) issues.push({ key, code: 'bad-value', found: describe(given[key]) });
    else preferences[key] = value;
  }
  return { preferences, issues };
}

/** A short text of any value, for an issue's `found`. */
function describe(value: unknown): string {
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}
