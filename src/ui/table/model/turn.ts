/**
 * The turn as one state machine: everything between a person's Confirm (or a computer's
 * due move) and the next settled table. Pure: `step(state, event)` returns the next state and
 * the effects to carry out, as data; the table model (table.ts), its runner, carries them
 * out and feeds back what happened as events. Tested as a table in tests/ui/turn.test.ts.
 *
 * Flows (one at a time):
 * - idle: nothing on its way; a person decides, or the computers wait for their pace.
 * - landing: a confirmed tile is shown laid; its move is committed once that frame is painted.
 * - answering: a person's move that passes the turn to the computers; it goes on the table
 *   together with the computers' replies once both the landing frame is painted (or, with no
 *   tile to show, the next task came) and the replies are in: one redraw per turn. It is saved
 *   as soon as it is shown (at once with no tile to show), or with its replies if they are in.
 * - thinking: the computers' move (or, at the instant pace, all their moves up to a person)
 *   is being worked out.
 * Beside the flow: a save running, a command given during a hold (it waits and runs once the
 * hold ends, in a task of its own), the move previewed whose replies are worked out ahead, and
 * whether the table on screen has drawn its seat chips and lanes.
 */
import type { Action } from '../../../core/index.ts';

/** What is on its way. */
export type Flow =
  | { kind: 'idle' }
  | { kind: 'landing'; id: number; move: Action }
  | { kind: 'answering'; id: number; move: Action; shown: boolean; replied: boolean }
  | { kind: 'thinking' };

/** The table's turn; `C` is a command kept during a hold (opaque here: the runner runs it). */
export interface Turn<C> {
  flow: Flow;
  /** The newest commit is being written; the next move waits for it. */
  saving: boolean;
  /** The last command given during a hold; it runs once the hold ends. */
  waiting: C | null;
  /** The move previewed whose replies the computers work out ahead (instant pace); null: none. */
  ahead: Action | null;
  /** The table is on screen (in a page that paints), and which of its parts are drawn yet. */
  table: { shown: boolean; seats: boolean; lanes: boolean };
}

/** What the replies to a confirmed move are: none to wait for, to be asked, or worked out ahead already. */
export type Answer = 'none' | 'ask' | 'ready';

export type TurnEvent<C> =
  /** A person's move `id`, legal now; `lands`: a tile shown laid before it is committed. */
  | { type: 'confirm'; id: number; move: Action; lands: boolean; answer: Answer }
  /** The landing frame of move `id` was painted (or, with nothing to show, the next task came). */
  | { type: 'shown'; id: number }
  /** The computers' replies to move `id` are in (or their asking failed). */
  | { type: 'replied'; id: number }
  /** The computers are due to move (their pace delay is over); `all`: up to a person's turn. */
  | { type: 'due'; all: boolean }
  /** The computers' move(s) asked for are in (committed, or dropped as stale). */
  | { type: 'moved' }
  | { type: 'saveBegan' }
  /** The newest write is done. */
  | { type: 'saved' }
  /** A command (Confirm, Undo, Hint…): run now, or kept until the hold ends. */
  | { type: 'command'; command: C }
  /** The task after a hold ended came: the command kept runs, unless a new hold began. */
  | { type: 'freeTask' }
  /** A move previewed (null: none); `foresee`: the computers may work out their replies to it now. */
  | { type: 'preview'; move: Action | null; foresee: boolean }
  /** Another session came to the table (a restore, another tab's): what was on its way for the old one stops. */
  | { type: 'replaced' }
  /** The table screen came up (in a page that paints) or went. */
  | { type: 'table'; shown: boolean }
  /** A part of the table on screen is drawn. */
  | { type: 'drawn'; part: 'seats' | 'lanes' };

export type TurnEffect<C> =
  /** Commit the move (the session changes, its save begins). */
  | { type: 'commit'; id: number }
  /** Write the move's session now, before it is shown (a crash keeps it). */
  | { type: 'keep'; id: number }
  /** Take the computers' replies to the move: those worked out ahead for it, or asked now. */
  | { type: 'askReplies'; id: number }
  /** Put the move and its replies on the table in one change. */
  | { type: 'showAnswer'; id: number }
  /** Send `shown` once the frame now drawn is painted. */
  | { type: 'awaitPaint'; id: number }
  /** Send `shown` in the next task (nothing to paint first). */
  | { type: 'awaitTask'; id: number }
  /** Work out the replies to a previewed move ahead. */
  | { type: 'foresee'; move: Action }
  /** Stop working out the replies ahead. */
  | { type: 'dropAhead' }
  /** Ask the computers for their move(s). */
  | { type: 'askComputers'; all: boolean }
  /** Run a command now. */
  | { type: 'run'; command: C }
  /** Send `freeTask` in a task of its own (a hold ended with a command waiting). */
  | { type: 'awaitFree' };

export interface Stepped<C> {
  state: Turn<C>;
  effects: TurnEffect<C>[];
}

/** The turn of a table with nothing on its way. */
export function initialTurn<C>(): Turn<C> {
  return { flow: IDLE, saving: false, waiting: null, ahead: null, table: { shown: false, seats: false, lanes: false } };
}

const IDLE: Flow = Object.freeze({ kind: 'idle' });

/** A move is on its way: a tile landing, or a move waiting for its replies. Taps on the hand and the board wait. */
export function moving(turn: Turn<unknown>): boolean {
  return turn.flow.kind === 'landing' || turn.flow.kind === 'answering';
}

/** The table takes no command now (a move on its way, a save running): a command given waits. */
export function holding(turn: Turn<unknown>): boolean {
  return moving(turn) || turn.saving;
}

/** The table on screen is still drawing its seat chips or lanes. */
export function drawing(turn: Turn<unknown>): boolean {
  return turn.table.shown && !(turn.table.seats && turn.table.lanes);
}

/** Settled: nothing on its way, nothing being saved, the whole table drawn (`main[aria-busy]` false). */
export function settled(turn: Turn<unknown>): boolean {
  return !holding(turn) && !drawing(turn);
}

/** The computers may be asked for their move now. */
export function computersFree(turn: Turn<unknown>): boolean {
  return turn.flow.kind === 'idle' && !turn.saving;
}

/** The tile shown laid while its move is on its way, if any. */
export function landingMove(turn: Turn<unknown>): Extract<Action, { type: 'play' }> | null {
  const f = turn.flow;
  return (f.kind === 'landing' || f.kind === 'answering') && f.move.type === 'play' ? f.move : null;
}

const same = (a: Action, b: Action): boolean => JSON.stringify(a) === JSON.stringify(b);

/** The next state and the effects for `event`. Never mutates `state`. */
export function step<C>(state: Turn<C>, event: TurnEvent<C>): Stepped<C> {
  const next = transition(state, event);
  // A hold that ends with a command waiting: it runs in a task of its own, so the change that
  // ended the hold (a commit, the effects it sets off, its save) is whole by then.
  if (holding(state) && !holding(next.state) && next.state.waiting !== null) next.effects.push({ type: 'awaitFree' });
  return next;
}

function transition<C>(state: Turn<C>, event: TurnEvent<C>): Stepped<C> {
  const flow = state.flow;
  const to = (patch: Partial<Turn<C>>, effects: TurnEffect<C>[] = []): Stepped<C> => ({ state: { ...state, ...patch }, effects });
  const stay: Stepped<C> = { state, effects: [] };
  const current = (id: number): boolean => (flow.kind === 'landing' || flow.kind === 'answering') && flow.id === id;
  switch (event.type) {
    case 'confirm': {
      // A computer still thinking is stale here (the person's turn came back, an Undo): its answer will be dropped.
      if (holding(state)) return stay;
      const { id, move, lands, answer } = event;
      // The replies worked out ahead are this move's (asked or ready), or dropped for a move of its own.
      const drop: TurnEffect<C>[] = state.ahead && !(answer !== 'none' && same(state.ahead, move)) ? [{ type: 'dropAhead' }] : [];
      if (answer === 'none') {
        if (lands) return to({ flow: { kind: 'landing', id, move }, ahead: null }, [...drop, { type: 'awaitPaint', id }]);
        return to({ flow: IDLE, ahead: null }, [...drop, { type: 'commit', id }]);
      }
      // The replies are taken over (asked, or those worked out ahead) with the move.
      const replied = answer === 'ready';
      // Replies in and no tile to show: the move and the replies are saved together, in the next task.
      if (replied && !lands)
        return to({ flow: { kind: 'answering', id, move, shown: false, replied }, ahead: null }, [...drop, { type: 'askReplies', id }, { type: 'awaitTask', id }]);
      // A tile to show is kept once its landing frame is painted (a save's work stays out of the
      // tap's frame; with its replies in, it is saved with them then); with nothing to show, at once.
      if (lands) return to({ flow: { kind: 'answering', id, move, shown: false, replied }, ahead: null }, [...drop, { type: 'askReplies', id }, { type: 'awaitPaint', id }]);
      return to({ flow: { kind: 'answering', id, move, shown: true, replied }, ahead: null }, [...drop, { type: 'keep', id }, { type: 'askReplies', id }]);
    }
    case 'shown':
      if (!current(event.id)) return stay;
      if (flow.kind === 'landing') return to({ flow: IDLE }, [{ type: 'commit', id: flow.id }]);
      if (flow.kind !== 'answering' || flow.shown) return stay;
      if (flow.replied) return to({ flow: IDLE }, [{ type: 'showAnswer', id: flow.id }]);
      // Shown, its replies still to come: the move is saved now (a crash keeps it).
      return to({ flow: { ...flow, shown: true } }, [{ type: 'keep', id: flow.id }]);
    case 'replied':
      if (!current(event.id) || flow.kind !== 'answering' || flow.replied) return stay;
      if (flow.shown) return to({ flow: IDLE }, [{ type: 'showAnswer', id: flow.id }]);
      return to({ flow: { ...flow, replied: true } });
    case 'due':
      if (!computersFree(state)) return stay;
      return to({ flow: { kind: 'thinking' } }, [{ type: 'askComputers', all: event.all }]);
    case 'moved':
      return flow.kind === 'thinking' ? to({ flow: IDLE }) : stay;
    case 'saveBegan':
      return state.saving ? stay : to({ saving: true });
    case 'saved':
      return state.saving ? to({ saving: false }) : stay;
    case 'command':
      if (holding(state)) return to({ waiting: event.command });
      return { state, effects: [{ type: 'run', command: event.command }] };
    case 'freeTask':
      if (state.waiting === null || holding(state)) return stay;
      return to({ waiting: null }, [{ type: 'run', command: state.waiting }]);
    case 'preview': {
      // A save running does not stop them: thinking ahead saves nothing.
      const move = event.foresee && flow.kind === 'idle' ? event.move : null;
      if (move && state.ahead && same(move, state.ahead)) return stay;
      const drop: TurnEffect<C>[] = state.ahead ? [{ type: 'dropAhead' }] : [];
      if (!move) return state.ahead ? to({ ahead: null }, drop) : stay;
      return to({ ahead: move }, [...drop, { type: 'foresee', move }]);
    }
    case 'replaced': {
      // A tile landing is dropped uncommitted; so is a move being answered whose tile was not
      // painted yet; one shown was saved already, and its replies, when they come, are dropped. A
      // computer thinking is answered, and dropped then.
      const drop: TurnEffect<C>[] = state.ahead ? [{ type: 'dropAhead' }] : [];
      if (!moving(state) && !state.ahead) return stay;
      return to({ flow: moving(state) ? IDLE : flow, ahead: null }, drop);
    }
    case 'table':
      if (state.table.shown === event.shown) return stay;
      return to({ table: { shown: event.shown, seats: false, lanes: false } });
    case 'drawn':
      if (!state.table.shown || state.table[event.part]) return stay;
      return to({ table: { ...state.table, [event.part]: true } });
  }
}
