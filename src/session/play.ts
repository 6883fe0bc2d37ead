/**
 * The session as the table plays it: settings, preferences, the link's pre-fill, the
 * session's functions and views — without its saved form (records, their replay and
 * upgrades, the store's codec), which the page loads with storage, after the first paint.
 * The screen's first chunk imports this, never index.ts: a barrel's re-exports pull
 * everything they name into the chunk that imports it.
 */
export {
  validateSettings,
  defaultSettings,
  defaultName,
  LEVELS,
  MIN_SEATS,
  MAX_SEATS,
  MAX_NAME_LENGTH,
  type Level,
  type SeatSettings,
} from './settings.ts';
export {
  readPreferences,
  DEFAULT_PREFERENCES,
  PACES,
} from './preferences.ts';
export { settingsFromQuery } from './query.ts';
export { firstLegalBot, type BotPlayer } from './bot.ts';
export type { TableEvent, RoundEnding } from './events.ts';
export type { Blocker } from './timeline.ts';
export { ROUNDS, type Session, type SessionEnv, type SessionPhase } from './state.ts';
export {
  start,
  act,
  whyNot,
  botStep,
  botTurn,
  botCommit,
  runBots,
  canUndo,
  undo,
  undoBlockedFor,
  canRedo,
  redo,
  restartRound,
  canRestart,
  nextRound,
  newSession,
  type Played,
  type SessionResult,
} from './session.ts';
export { blockedFacts, type SessionError, type SessionRefusal, type BlockedFacts } from './refusals.ts';
export { current, viewFor, tableView, roundLog, refereeState, type SessionStatus } from './views.ts';
