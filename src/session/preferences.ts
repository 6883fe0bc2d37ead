/**
 * A person's preferences about the screen (the pace of computer moves, how tiles are
 * drawn, the contrast, sound, the language). They belong to the device, not to a session: no
 * record holds them, so changing one never changes a game. Reading never throws: a value that
 * cannot be used is replaced by its default and reported as a fact.
 */

/** How fast the screen shows computer moves; 'instant' plays them all at once. */
export type Pace = 'slow' | 'normal' | 'fast' | 'instant';

/** Every pace, slowest first. */
export const PACES: readonly Pace[] = ['slow', 'normal', 'fast', 'instant'];

/** Pace when none is chosen. */
const DEFAULT_PACE: Pace = 'normal';

/** How large tiles are drawn; the table still fits the screen (the board scrolls inside itself). */
export type TileSize = 'normal' | 'large' | 'extra-large';

/** Every tile size, smallest first. */
export const TILE_SIZES: readonly TileSize[] = ['normal', 'large', 'extra-large'];

/** What a tile's halves show: dots, or the number as a numeral (easier to read when small). */
export type TileFace = 'pips' | 'numerals';

/** Every tile face. */
export const TILE_FACES: readonly TileFace[] = ['pips', 'numerals'];

/** The screen's colours: the standard ones, or high contrast (stronger lines, plainer backgrounds, bolder marks). */
export type Contrast = 'standard' | 'high';

/** Every contrast. */
export const CONTRASTS: readonly Contrast[] = ['standard', 'high'];

/** A language the app speaks, by its BCP 47 tag. */
export type Language = 'en' | 'es';

/** Every language the app speaks; the first is the one used when the browser asks for none of them. */
export const LANGUAGES: readonly Language[] = ['en', 'es'];

/** The language preference: one of the app's languages, or 'auto' (the first of the browser's languages the app speaks). */
export type LanguageChoice = Language | 'auto';

/** The person's preferences; every field always has a value (its default when none was chosen). */
export interface Preferences {
  pace: Pace;
  tileSize: TileSize;
  tileFace: TileFace;
  contrast: Contrast;
  /** Short sounds (and a vibration on your turn); false: muted. */
  sound: boolean;
  /** The language of every word on screen; 'auto' follows the browser's languages. */
  language: LanguageChoice;
}

/** What a person has when they never chose anything. */
export const DEFAULT_PREFERENCES: Readonly<Preferences> = Object.freeze({
  pace: DEFAULT_PACE,
  tileSize: 'normal',
  tileFace: 'pips',
  contrast: 'standard',
  sound: true,
  language: 'auto',
});

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
  tileSize: (raw) => (TILE_SIZES.includes(raw as TileSize) ? (raw as TileSize) : undefined),
  tileFace: (raw) => (TILE_FACES.includes(raw as TileFace) ? (raw as TileFace) : undefined),
  contrast: (raw) => (CONTRASTS.includes(raw as Contrast) ? (raw as Contrast) : undefined),
  sound: (raw) => (typeof raw === 'boolean' ? raw : undefined),
  language: (raw) => (raw === 'auto' || LANGUAGES.includes(raw as Language) ? (raw as LanguageChoice) : undefined),
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
    if (!take(preferences, key, given[key])) issues.push({ key, code: 'bad-value', found: describe(given[key]) });
  }
  return { preferences, issues };
}

/** Sets one preference from a raw value when its reader accepts it; false when it does not. */
function take<K extends keyof Preferences>(preferences: Preferences, key: K, raw: unknown): boolean {
  const value = READERS[key](raw);
  if (value === undefined) return false;
  preferences[key] = value;
  return true;
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
