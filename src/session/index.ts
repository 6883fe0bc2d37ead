/** The session "midend" between the rules core and the screens: 13 rounds, computer turns, Undo/Redo, records. */
export * from './play.ts';
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
export { replaySteps, replayOf, roundSteps, type Replay, type ReplayFrame, type ReplayResult, type ReplayRound, type ReplayStep, type RoundSteps, type RoundStepsResult } from './replay-steps.ts';
export { UPGRADES, OLDEST_RECORD_VERSION, upgradeRecord, type RecordUpgrade } from './record-upgrade.ts';
export { sessionCodec, summaryOf } from './codec.ts';
