/**
 * What screens read from a session: its status, each seat's PlayerView, the public table
 * and the round's announcements. Nothing here hands out another seat's hand or the yard
 * before the round is over (R12); refereeState is for tests and tools only.
 */
import { publicView, roundPhase, roundResult, roundTurn, standings, viewFor as coreView, type Phase, type PlayerView, type RoundState, type TileCode } from '../core/play.ts';
import type { SeatSettings } from './settings.ts';
import { playedOf, type Played } from './session.ts';
import { redoBlocker, restartable, undoBlocker, type Blocker } from './timeline.ts';
import { ROUNDS, entriesOf, kindOf, namesOf, open, penaltiesOf, phaseOf, stateOf, type Session, type SessionPhase } from './state.ts';

/** The end of the current round: all hands revealed (R12.2), penalties and the round minimum (R10.3). */
export interface RoundOutcome {
  reason: 'out' | 'blocked';
  penalties: number[];
  hands: TileCode[][];
  /** Seats that went out (R10.1); [] when the round was blocked. */
  out: number[];
  /** The round's lowest penalty; it earns nothing. */
  minimum: number;
}

/** Where the session stands, without any hidden information. */
export interface SessionStatus {
  /** The current round, 1…13. */
  round: number;
  rounds: number;
  phase: SessionPhase;
  /** The core's phase of the current round. */
  roundPhase: Phase;
  /** Seat to act, −1 when the round is over. */
  turn: number;
  turnKind: 'person' | 'computer' | null;
  turnName: string | null;
  seats: SeatSettings[];
  seed: string;
  /** penalties[i][seat] of every finished round, the current one once it is over. */
  penalties: number[][];
  /** Totals so far, by seat. */
  totals: number[];
  /** The lowest penalty of each finished round. */
  roundMinima: number[];
  /** Seats tied for the lowest total, once the session is over (R11); [] before. */
  winners: number[];
  /** Set once the current round is over. */
  outcome: RoundOutcome | null;
  canUndo: boolean;
  canRedo: boolean;
  /** Whether Restart round would change anything now (a round in play with something played in it, R13.3). */
  canRestart: boolean;
  /** Why Undo is not possible now, as a fact for the screen to word; null when it is. */
  undoBlocked: Blocker | null;
  undosUsed: number;
  restarts: number;
  startedAt: string;
  updatedAt: string;
  finishedAt: string | null;
}

/** The session's status now. */
export function current(session: Session): SessionStatus {
  const data = open(session);
  const state = stateOf(data);
  const phase = phaseOf(data);
  const penalties = penaltiesOf(data);
  const seats = data.settings.seats.map((s) => ({ ...s }));
  const table = penalties.length > 0 ? standings(penalties) : { totals: seats.map(() => 0), roundMinima: [], winners: [] };
  const playing = phase === 'playing';
  const turn = playing ? roundTurn(state) : -1;
  const undoWhy = undoBlocker(data);
  return {
    round: data.round,
    rounds: ROUNDS,
    phase,
    roundPhase: roundPhase(state),
    turn,
    turnKind: playing ? kindOf(data, turn) : null,
    turnName: playing ? namesOf(data)[turn]! : null,
    seats,
    seed: data.settings.seed,
    penalties,
    totals: table.totals,
    roundMinima: table.roundMinima,
    winners: phase === 'sessionOver' ? table.winners : [],
    outcome: outcomeOf(state),
    canUndo: undoWhy === null,
    canRedo: redoBlocker(data) === null,
    canRestart: playing && restartable(data),
    undoBlocked: undoWhy,
    undosUsed: data.undosUsed,
    restarts: data.restarts,
    startedAt: data.startedAt,
    updatedAt: data.updatedAt,
    finishedAt: data.finishedAt,
  };
}

function outcomeOf(state: RoundState): RoundOutcome | null {
  if (!roundResult(state)) return null;
  const result = publicView(state).result!;
  const { reason, penalties, hands, out } = result;
  return { reason, penalties, hands, out, minimum: Math.min(...penalties) };
}

/** What one seat may know now (R12.1): the only input of screens, hints and computer players. */
export function viewFor(session: Session, seat: number): PlayerView {
  return coreView(stateOf(open(session)), seat);
}

/**
 * The public table with no hand in it (seat −1): for a handoff screen or while the
 * computers play, when no person's hand may show (R12.2).
 */
export function tableView(session: Session): PlayerView {
  return publicView(stateOf(open(session)));
}

/** The current round's actions as announced, oldest first (public: draws name no tile). */
export function roundLog(session: Session): Played[] {
  const data = open(session);
  return entriesOf(data).map((e) => playedOf(data, e));
}

/**
 * The referee's RoundState, every hand and the yard included. For tests, the CLI and
 * the store's checks only — never for a screen or a computer player (R12).
 */
export function refereeState(session: Session): RoundState {
  return stateOf(open(session));
}
