/**
 * The current round's timeline and Undo/Redo (R13.2). Each person's action opens a group;
 * the computers' actions after it join that group, up to the next person's action or the
 * round's end. Undo takes back the last group whole; Redo puts back the very group that
 * was undone — stored states, never a bot run again.
 */
import { makeAction, roundTurn, type Action, type RoundState } from '../core/play.ts';
import { kindOf, phaseOf, stateOf, type Entry, type Group, type SessionData } from './state.ts';

/** Adds one applied action to the timeline; any new action drops the Redo tail. */
export function commit(data: SessionData, action: Action, after: RoundState): SessionData {
  const before = stateOf(data);
  const seat = roundTurn(before);
  const entry: Entry = { seat, action, text: makeAction(action), before, state: after };
  let groups: Group[];
  if (kindOf(data, seat) === 'person') {
    groups = [...data.groups, { person: seat, entries: [entry] }];
  } else {
    const last = data.groups.at(-1);
    groups = last
      ? [...data.groups.slice(0, -1), { ...last, entries: [...last.entries, entry] }]
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

/**
 * Why Undo is not possible now, or null when it is. A restart with nothing after it but the
 * computers' answers can be undone by whoever is to act: it hid no one's move.
 *
 * `by`: the person asking, on a shared device (the one whose hand the device showed last). The
 * last action being theirs, they may take it back while the turn is away from them — with the
 * computers, or with the next person before that person acts — since nobody's action is crossed.
 */
export function undoBlocker(data: SessionData, by: number | null = null): Blocker | null {
  const phase = phaseOf(data);
  if (phase !== 'playing') return { code: 'round-over' };
  const last = data.groups.at(-1);
  if (!last || last.person === null) return { code: 'nothing-to-undo' };
  if (by !== null && last.restart === undefined && last.person === by) return null;
  const turn = roundTurn(stateOf(data));
  if (kindOf(data, turn) === 'computer') return { code: 'computers-answering' };
  if (last.restart === undefined && last.person !== turn) return { code: 'another-person', seat: last.person };
  return null;
}

/**
 * Takes back the last person's action with the computers' whole response to it; undoing a
 * restart brings back the timeline it set aside.
 */
export function undoData(data: SessionData): SessionData {
  const last = data.groups.at(-1)!;
  const groups = last.restart ?? data.groups.slice(0, -1);
  return { ...data, groups, redo: [...data.redo, last], undosUsed: data.undosUsed + 1 };
}

/** Whether a restart would change anything: a person acted in this round since it began (or was restarted), or Redo holds a move. */
export function restartable(data: SessionData): boolean {
  return data.redo.length > 0 || data.groups.some((g) => g.person !== null && g.restart === undefined);
}

/**
 * A restart as a timeline group (R13.3): the round back as dealt, the timeline before it
 * kept in the group for Undo. `person` is the seat that was to act.
 */
export function restartGroup(data: SessionData): Group {
  return { person: roundTurn(stateOf(data)), entries: [], restart: data.groups };
}

/** Why Redo is not possible now, or null when it is. */
export function redoBlocker(data: SessionData): Blocker | null {
  const next = data.redo.at(-1);
  if (!next || phaseOf(data) !== 'playing') return { code: 'nothing-to-redo' };
  const turn = roundTurn(stateOf(data));
  if (next.restart !== undefined) return kindOf(data, turn) === 'computer' ? { code: 'computers-answering' } : null;
  if (next.person === null || next.person !== turn) return { code: 'another-person', seat: next.person ?? -1 };
  return null;
}

/** Restores exactly the group that was undone last (a restart sets the timeline aside again). */
export function redoData(data: SessionData): SessionData {
  const next = data.redo.at(-1)!;
  const groups = next.restart !== undefined ? [next] : [...data.groups, next];
  return { ...data, groups, redo: data.redo.slice(0, -1) };
}
