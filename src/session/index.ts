/** The session "midend" between the rules core and the screens: 13 rounds, computer turns, Undo/Redo, records. */
export {
  validateSettings,
  defaultSettings,
  defaultName,
  DEFAULT_LEVEL,
  LEVELS,
  MIN_SEATS,
  MAX_SEATS,
  MAX_NAME_LENGTH,
  type Level,
  type SeatKind,
  type SeatSettings,
  type SessionSettings,
  type SettingsInput,
  type SettingsResult,
} from './settings.ts';
export {
  readPreferences,
  DEFAULT_PREFERENCES,
  DEFAULT_PACE,
  PACES,
  type Pace,
  type Preferences,
  type PreferenceIssue,
  type PreferencesRead,
} from './preferences.ts';
export { settingsFromQuery, type QueryPrefill } from './query.ts';
export { firstLegalBot, type BotPlayer } from './bot.ts';
export type { TableEvent, RoundEnding } from './events.ts';
export type { Blocker } from './timeline.ts';
export { ROUNDS, type Session, type SessionEnv, type SessionPhase } from './state.ts';
export {
  start,
  act,
  whyNot,
  botToAct,
  botStep,
  botTurn,
  botCommit,
  runBots,
  canUndo,
  undo,
  canRedo,
  redo,
  restartRound,
  canRestart,
  nextRound,
  newSession,
  type ActResult,
  type Played,
  type SessionError,
  type RefusalFacts,
  type SessionResult,
} from './session.ts';
export { current, viewFor, tableView, roundLog, refereeState, type RoundOutcome, type SessionStatus } from './views.ts';
export {
  toRecord,
  finishedRecord,
  RECORD_FORMAT,
  RECORD_VERSION,
  RESTART_MARK,
  FINISHED_FORMAT,
  type FinishedRecord,
  type RoundRecord,
  type RestartRecord,
  type SessionRecord,
} from './record.ts';
export { fromRecord, type LoadResult } from './replay.ts';
export { UPGRADES, OLDEST_RECORD_VERSION, upgradeRecord, type RecordUpgrade } from './record-upgrade.ts';
export { sessionCodec, summaryOf } from './codec.ts';
