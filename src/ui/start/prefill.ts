/**
 * The New game form's values and where each came from. A shared link is known at once, so
 * the first render already shows it; stored settings arrive later and fill only the fields
 * nothing stronger has set (link > stored > defaults); the person's edits win over all. The
 * form is never rebuilt: what it shows is this state, and Start sends what it shows.
 */
import { computed, createModel, signal, type ReadonlySignal } from '@preact/signals';
import { settingsFromQuery, type SeatSettings } from '../../session/play.ts';
import type { LinkNote } from '../../session/query.ts';
import { DEFAULT_PREFERENCES, type Pace } from '../../session/preferences.ts';
import { defaultSettings } from '../../session/settings.ts';

/** The form's fields. */
export interface NewGameForm {
  seats: SeatSettings[];
  seed: string;
  pace: Pace;
}

/** Where a field's value came from, weakest first; 'person' is an edit at this device (or the game they started). */
export type FieldSource = 'default' | 'stored' | 'link' | 'person';

const STRENGTH: Record<FieldSource, number> = { default: 0, stored: 1, link: 2, person: 3 };

/** The form's values, the source of each field, and why parts of a link were ignored (facts). */
export interface FormState {
  values: NewGameForm;
  sources: Record<keyof NewGameForm, FieldSource>;
  notes: LinkNote[];
}

/** What storage remembers for the form: the last new game's seats (null: none) and the pace preference. */
export interface StoredForm {
  seats: SeatSettings[] | null;
  pace: Pace;
}

/** Offers values from `source`: each field takes its value only when nothing stronger set it. */
export function offer(state: FormState, values: Partial<NewGameForm>, source: FieldSource): FormState {
  const next: FormState = { values: { ...state.values }, sources: { ...state.sources }, notes: state.notes };
  let changed = false;
  for (const field of Object.keys(values) as (keyof NewGameForm)[]) {
    const value = values[field];
    if (value === undefined || STRENGTH[source] < STRENGTH[state.sources[field]]) continue;
    (next.values as unknown as Record<string, unknown>)[field] = value;
    next.sources[field] = source;
    changed = true;
  }
  return changed ? next : state;
}

/** The form before storage answers: the defaults, overlaid by what the link gives; `fromLink` when it gives anything. */
export function linkForm(search: string, freshSeed: () => string): { state: FormState; fromLink: boolean } {
  const base = defaultSettings(freshSeed);
  const defaults: FormState = {
    values: { seats: base.seats, seed: base.seed, pace: DEFAULT_PREFERENCES.pace },
    sources: { seats: 'default', seed: 'default', pace: 'default' },
    notes: [],
  };
  const query = settingsFromQuery(search);
  const pace = query.preferences?.pace;
  const state = offer(defaults, { seats: query.seats, seed: query.seed, pace }, 'link');
  return { state: { ...state, notes: query.notes }, fromLink: Boolean(query.seed || query.seats || pace) };
}

/** Builds the form's model from the page's query string and the source of fresh seeds. */
export const NewGameFormModel = createModel((search: string, freshSeed: () => string) => {
  const read = linkForm(search, freshSeed);
  const state = signal<FormState>(read.state);
  return {
    /** What the form shows now (and so what Start sends). */
    values: computed(() => state.value.values),
    /** Why parts of the link were ignored. */
    notes: computed(() => state.value.notes),
    /** The page was opened from a link that pre-fills the form. */
    fromLink: signal(read.fromLink) as ReadonlySignal<boolean>,
    /** The person changed a field here (or started a game): storage no longer decides what the form shows. */
    touched: computed(() => Object.values(state.value.sources).includes('person')),
    /** The person's edit: those fields are theirs from now on. */
    edit(change: Partial<NewGameForm>): void {
      state.value = offer(state.value, change, 'person');
    },
    /** Stored settings arrived: they fill only the fields neither the link nor the person set. */
    merge(stored: StoredForm): void {
      state.value = offer(state.value, { seats: stored.seats ?? undefined, pace: stored.pace }, 'stored');
    },
    /** A game was started from `started`: the next one starts from its seats and pace with a fresh seed. */
    started(started: NewGameForm): void {
      state.value = {
        values: { seats: started.seats, seed: freshSeed(), pace: started.pace },
        sources: { seats: 'person', seed: 'person', pace: 'person' },
        notes: [],
      };
    },
  };
});

/** A New game form model instance. */
export type NewGameFormModel = InstanceType<typeof NewGameFormModel>;
