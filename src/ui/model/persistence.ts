/**
 * The storage effect: every committed change is written before the next action is taken,
 * a reload resumes at the last committed action, and the store's problems reach the screen.
 */
import { signal } from '@preact/signals';
import { SETTING_KEYS, createStore, type Store, type StoreStatus } from '../../store/index.ts';
import {
  current,
  fromRecord,
  settingsFromQuery,
  toRecord,
  type Pace,
  type SeatSettings,
  type Session,
} from '../../session/index.ts';
import { defaultSettings } from '../components/NewGame.tsx';
import * as game from './game.ts';

/** The store's promise to the player: persistent or not, owner or not, what is wrong. */
export const storeStatus = signal<StoreStatus>({ persistent: true, problem: null, owner: true, evictionSafe: null });
/** A problem found while restoring (a saved game that could not be read), in plain words. */
export const restoreProblem = signal<string | null>(null);
/** What the new-game form starts from; `key` changes when it is replaced. */
export const prefill = signal<{ key: number; settings: { seats: SeatSettings[]; seed: string; pace: Pace }; notes: string[] }>({
  key: 0,
  settings: defaultSettings(),
  notes: [],
});

let store: Store | null = null;

/** The store in use (for the records screen). */
export function activeStore(): Store | null {
  return store;
}

/** A validator for the store: a record is usable when it replays through the rules. */
function validate(json: unknown): { ok: true } | { ok: false; message: string } {
  const result = fromRecord(json, game.env);
  return result.ok ? { ok: true } : { ok: false, message: result.message };
}

/** A validator for Records and imports: a record that replays and whose 13th round is over. */
function validateFinished(json: unknown): { ok: true } | { ok: false; message: string } {
  const result = fromRecord(json, game.env);
  if (!result.ok) return { ok: false, message: result.message };
  return current(result.session).phase === 'sessionOver'
    ? { ok: true }
    : { ok: false, message: 'it is a session still in progress, not a finished one' };
}

/** Writes a committed change; the pacing waits on `saving` so no action overtakes a write. */
async function persist(session: Session): Promise<void> {
  if (!store) return;
  game.saving.value = true;
  try {
    const record = toRecord(session);
    const s = current(session);
    if (s.phase === 'sessionOver' && s.finishedAt) await store.finishSession(record);
    else await store.saveSession(record);
  } finally {
    // Only the latest write clears the flag; the store runs writes in order.
    if (game.session.value === session) game.saving.value = false;
  }
}

/** Remembers the new-game settings for next time (a setting, not game state). */
export function rememberSettings(settings: { seats: SeatSettings[]; seed: string; pace: Pace }): void {
  void store?.saveSetting(SETTING_KEYS.lastNewGame, { seats: settings.seats, pace: settings.pace });
}

/** Connects storage, restores the session in progress, and starts saving every commit. */
export async function startPersistence(options: { indexedDB?: IDBFactory | null } = {}): Promise<void> {
  store = createStore({ validateRecord: validate, validateFinishedRecord: validateFinished, ...options });
  store.onStatus((status) => {
    storeStatus.value = status;
    game.readOnly.value = !status.owner;
  });
  game.hooks.committed = (session) => void persist(session);
  const query = settingsFromQuery(typeof location === 'undefined' ? '' : location.search);
  await store.ready;
  const settings = await store.loadSettings();
  const last = settings.ok ? (settings.settings as Record<string, unknown>)[SETTING_KEYS.lastNewGame] : undefined;
  const base = defaultSettings();
  const lastSeats = isSeatList(last) ? last : null;
  prefill.value = {
    key: 1,
    settings: {
      seats: query.seats ?? lastSeats?.seats ?? base.seats,
      seed: query.seed ?? base.seed,
      pace: query.pace ?? lastSeats?.pace ?? base.pace,
    },
    notes: query.messages,
  };
  await restore();
  // A shared link opens the new-game form, pre-filled; a game in progress waits behind it.
  if (query.seed || query.seats || query.pace) game.screen.value = 'newGame';
}

/** Loads the saved session, if any, onto the table. */
export async function restore(): Promise<void> {
  if (!store) return;
  const loaded = await store.loadSession();
  if (loaded.ok && loaded.kind === 'loaded') {
    const result = fromRecord(loaded.record, game.env);
    if (result.ok) game.resume(result.session);
    else restoreProblem.value = `The saved game could not be restored: ${result.message}`;
  } else if (loaded.kind === 'quarantined' || loaded.kind === 'unreadable') {
    restoreProblem.value = loaded.problem;
  }
}

/** Takes the session over from another tab, then shows it here. */
export async function takeOver(): Promise<void> {
  if (!store) return;
  const role = await store.takeOver();
  if (role === 'owner') await restore();
}

function isSeatList(value: unknown): value is { seats: SeatSettings[]; pace: Pace } {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as { seats?: unknown; pace?: unknown };
  return (
    Array.isArray(v.seats) &&
    v.seats.length >= 2 &&
    v.seats.every((s) => typeof s === 'object' && s !== null && typeof (s as SeatSettings).name === 'string') &&
    typeof v.pace === 'string'
  );
}
