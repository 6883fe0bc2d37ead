/**
 * The store port over src/store: the only UI file that knows the store's API. Thin on
 * purpose: sessions go through the session's codec, preferences are read with the
 * session's readPreferences, the last new game is one setting.
 */
import { SETTING_KEYS, createStore, type Store, type StoreOptions } from '../../store/index.ts';
import { current, sessionCodec, type Session, type SessionEnv } from '../../session/index.ts';
import { readPreferences } from '../../session/preferences.ts';
import type { KeptAsideItem, KeptAsideKind, NewGameSettings, StorePort } from './ports.ts';

/** What an item kept aside was, by the store it came from. */
const KINDS: Partial<Record<string, KeptAsideKind>> = { session: 'session', records: 'record' };

/** The last new game's seats, when the stored value has them. */
function readNewGame(value: unknown): NewGameSettings | null {
  if (typeof value !== 'object' || value === null) return null;
  const seats = (value as { seats?: unknown }).seats;
  if (!Array.isArray(seats) || seats.length < 2) return null;
  const named = seats.every((s) => typeof s === 'object' && s !== null && typeof (s as { name?: unknown }).name === 'string');
  return named ? { seats: seats as NewGameSettings['seats'] } : null;
}

/** Opens the store (IndexedDB by default) with the session's codec, and returns its port. */
export function openStorePort(env: SessionEnv, options: Omit<StoreOptions<Session>, 'codec'> = {}): StorePort {
  return storePort(createStore({ codec: sessionCodec(env), ...options }));
}

/** The port over an open store. */
export function storePort(store: Store<Session>): StorePort {
  return {
    onStatus: (listener) => store.onStatus(listener),
    async loadSession() {
      const loaded = await store.loadSession();
      switch (loaded.kind) {
        case 'empty':
          return { kind: 'empty' };
        case 'loaded':
          return { kind: 'loaded', session: loaded.session };
        case 'newer-version':
          return { kind: 'newerVersion', problem: loaded.problem };
        case 'kept-aside':
          return { kind: 'keptAside', problem: loaded.problem };
        case 'unreadable':
          return { kind: 'unreadable', problem: loaded.problem };
      }
    },
    async saveSession(session) {
      await store.saveSession(session);
    },
    async finishSession(session) {
      await store.finishSession(session);
    },
    async keepUnfinished(session) {
      const kept = await store.keepUnfinished(session);
      return kept.ok && kept.persistent;
    },
    async loadPreferences() {
      const stored = await store.loadPreferences();
      if (stored.ok && stored.preferences !== undefined) return readPreferences(stored.preferences).preferences;
      // Before preferences were kept apart, the pace was saved with the last new game
      // ({ seats, pace }); readPreferences ignores the seats.
      const all = await store.loadSettings();
      return readPreferences(all.ok ? all.settings[SETTING_KEYS.lastNewGame] : undefined).preferences;
    },
    async savePreferences(preferences) {
      await store.savePreferences(preferences);
    },
    async loadNewGame() {
      const all = await store.loadSettings();
      return all.ok ? readNewGame(all.settings[SETTING_KEYS.lastNewGame]) : null;
    },
    async saveNewGame(newGame) {
      await store.saveSetting(SETTING_KEYS.lastNewGame, { seats: newGame.seats });
    },
    listRecords: () => store.listRecords(),
    exportRecords: () => store.exportRecords(),
    importRecords: (text) => store.importRecords(text),
    deleteRecord: (id) => store.deleteRecord(id, { confirm: true }),
    async listKeptAside() {
      const listed = await store.listKeptAside();
      if (!listed.ok) return listed;
      const items = listed.entries.map(({ qid, from, at, problem, restorable, session }) => {
        const item: KeptAsideItem = { qid, what: KINDS[from] ?? 'other', at, problem, restorable };
        if (session) {
          const s = current(session);
          item.game = { round: s.round, rounds: s.rounds, names: s.seats.map((seat) => seat.name) };
        }
        return item;
      });
      return { ok: true, items };
    },
    exportKeptAside: (qid) => store.exportKeptAside(qid),
    deleteKeptAside: (qid) => store.deleteKeptAside(qid, { confirm: true }),
    async restoreKeptAside(qid, options) {
      const restored = await store.restoreKeptAside(qid, { confirm: options?.replace === true });
      if (!restored.ok) return restored;
      return restored.kind === 'session' ? { ok: true, kind: 'session', session: restored.session } : { ok: true, kind: 'record' };
    },
    takeOver: async () => (await store.takeOver()) === 'owner',
  };
}
