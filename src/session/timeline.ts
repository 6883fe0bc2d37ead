/**
 * The current round's timeline and Undo/Redo (R13.2). Each person's action opens a group;
 * the computers' actions after it join that group, up to the next person's action or the
 * round's end. Undo takes back the last group whole; Redo puts back the very group that
 * was undone — stored states, never a bot run again.
 */
import { makeAction, type Action, type RoundState } from '../core/index.ts';
import { kindOf, phaseOf, stateOf, type Entry, type Group, type SessionData } from './state.ts';

/** Adds one applied action to the timeline; any new action drops the Redo tail. */
export function commit(data: SessionData, action: Action, after: RoundState): SessionData {
  const before = stateOf(data);
  const seat = before.turn;
  const entry: Entry = { seat: before.turn, action, text: makeAction(action), before, state: after };
  let groups: Group[];
  if (kindOf(data, seat) === 'person') {
    groups = [...data.groups, { person: seat, entries: [entry] }];
  } else {
    const last = data.groups.at(-1);
    groups = last
      ? [...data.groups.slice(0, -1), { person: last.person, entries: [...last.entries, entry] }]
      : [{ person: null, entries: [entry] }];
  }
  return { ...data, groups, redo: [] };
}

/**
 * Why Undo or Redo is not possible (R13.2), as a fact: the round is over, nothing to take
 * back, the computers are still answering, or the move belongs to another person (`seat`).
 */
export type Blocker =
  | { code: 'round-over' }
  | { code: 'nothing-to-undo' }
  | { code: 'nothing-to-redo' }
  | { code: 'computers-answering' }
  | { code: 'another-person'; seat: number };

/** Why Undo is not possible now, or null when it is. */
export function undoBlocker(data: SessionData): Blocker | null {
  const phase = phaseOf(data);
  if (phase !== 'playing') return { code: 'round-over' };
  const last = data.groups.at(-1);
  if (!last || last.person === null) return { code: 'nothing-to-undo' };
  const turn = stateOf(data).turn;
  if (kindOf(data, turn) === 'computer') return { code: 'computers-answering' };
  if (last.person !== turn) return { code: 'another-person', seat: last.person };
  return null;
}

/** Takes back the last person's action with the computers' whole response to it. */
export function undoData(data: SessionData): SessionData {
  const last = data.groups.at(-1)!;
  return { ...data, groups: data.groups.slice(0, -1), redo: [...data.redo, last], undosUsed: data.undosUsed + 1 };
}

/** Why Redo is not possible now, or null when it is. */
export function redoBlocker(data: SessionData): Blocker | null {
  const next = data.redo.at(-1);
  if (!next || phaseOf(data) !== 'playing') return { code: 'nothing-to-redo' };
  if (next.person === null || next.person !== stateOf(data).turn) return { code: 'another-person', seat: next.person ?? -1 };
  return null;
}

/** Restores exactly the group that was undone last. */
export function redoData(data: SessionData): SessionData {
  const next = data.redo.at(-1)!;
  return { ...data, groups: [...data.groups, next], redo: data.redo.slice(0, -1) };
}
