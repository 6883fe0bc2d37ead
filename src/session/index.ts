/** The session "midend" between the rules core and the screens: 13 rounds, computer turns, Undo/Redo, records. */
export * from './play.ts';
export {
  toRecord,
  finishedRecord,
  RECORD_FORMAT,
  RECORD_VERSION,
  RESTART_MARK,
  type SessionRecord,
} from './record.ts';
export { fromRecord } from './replay.ts';
export { replaySteps, replayOf, roundSteps, type Replay, type ReplayFrame, type ReplayRound, type ReplayStep, type RoundSteps } from './replay-steps.ts';
export { UPGRADES, OLDEST_RECORD_VERSION, upgradeRecord } from './record-upgrade.ts';
export { sessionCodec } from './codec.ts';
