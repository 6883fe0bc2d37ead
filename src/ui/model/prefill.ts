/** What the new-game form starts from: a shared link first, then the last game's seats, then the defaults. */
import { settingsFromQuery, type SeatSettings } from '../../session/index.ts';
import type { LinkNote } from '../../session/query.ts';
import type { Pace, Preferences } from '../../session/preferences.ts';
import { defaultSettings } from '../../session/settings.ts';
import type { NewGameSettings } from './ports.ts';

/** The form's fields. */
export interface NewGameForm {
  seats: SeatSettings[];
  seed: string;
  pace: Pace;
}

/** The form's starting values; `key` changes whenever they are replaced, so the form re-reads them. */
export interface Prefill {
  key: number;
  settings: NewGameForm;
  /** Why parts of a link were ignored, as facts (the form words them). */
  notes: LinkNote[];
}

/** Whether a link asks for a new game (then the form comes up even over a game in progress). */
export interface PrefillRead {
  prefill: Omit<Prefill, 'key'>;
  fromLink: boolean;
}

/** The defaults, before anything is loaded. */
export function defaultForm(freshSeed: () => string, preferences: Preferences): NewGameForm {
  const base = defaultSettings(freshSeed);
  return { seats: base.seats, seed: base.seed, pace: preferences.pace };
}

/** Merges a link's query, the last game's seats and the preferences into the form's start. */
export function readPrefill(search: string, last: NewGameSettings | null, preferences: Preferences, freshSeed: () => string): PrefillRead {
  const query = settingsFromQuery(search);
  const base = defaultForm(freshSeed, preferences);
  const linkPace = query.preferences?.pace;
  return {
    prefill: {
      settings: { seats: query.seats ?? last?.seats ?? base.seats, seed: query.seed ?? base.seed, pace: linkPace ?? base.pace },
      notes: query.notes,
    },
    fromLink: Boolean(query.seed || query.seats || linkPace),
  };
}
