/**
 * The game model: signals for the session (game state, undoable) and for the screen
 * (selection, previews, handoff: UI state, never undone), and the actions the screens call.
 * Storage and timers are effects at the edges (see persistence.ts and pacing.ts).
 */
import { batch, computed, signal } from '@preact/signals';
import type { Action, PlayerView, TrainRef } from '../../core/index.ts';
import {
  act,
  botStep,
  current,
  newSession,
  nextRound,
  redo,
  restartRound,
  roundLog,
  runBots,
  start,
  tableView,
  undo,
  viewFor,
  type Played,
  type Session,
  type SessionEnv,
} from '../../session/index.ts';

/** Which screen is up. Rules and Records pause the computer players (R13.4). */
export type Screen = 'newGame' | 'table' | 'rules' | 'records';

/** A preview waiting for Confirm (R13.1). */
export type Preview =
  | { kind: 'play'; tile: string; train: TrainRef; reason?: string }
  | { kind: 'draw'; reason?: string }
  | { kind: 'finish'; reason?: string }
  | { kind: 'pass'; reason?: string };

/** Something the app tells the player, with a kind for its styling. */
export interface Notice {
  text: string;
  tone: 'info' | 'warn';
}

/** The computer players and hints (src/ai), loaded right after the first paint. */
export const ai = signal<typeof import('../../ai/index.ts') | null>(null);

/** Loads src/ai; the pacing and the Hint button wait for it. */
export function loadAi(): Promise<void> {
  return import('../../ai/index.ts').then((m) => {
    ai.value = m;
  });
}

/** The session's clock and computer player: the only place the UI's game state reads the time. */
export const env: SessionEnv = {
  now: () => new Date().toISOString(),
  bot: (view, level) => {
    if (!ai.value) throw new Error('The computer players are still loading.');
    return ai.value.chooseAction(view, { level });
  },
};

/** The session in progress (game state: what Undo restores lives inside it). */
export const session = signal<Session | null>(null);
/** The screen on display. */
export const screen = signal<Screen>('newGame');
/** The tile the player picked from the hand. */
export const selected = signal<string | null>(null);
/** The move previewed and waiting for Confirm. */
export const preview = signal<Preview | null>(null);
/** The person whose hand the device shows (pass-and-play); null behind the handoff screen. */
export const revealed = signal<number | null>(null);
/** Live announcements, newest last (the live region reads the last one). */
export const log = signal<string[]>([]);
/** A refusal or a problem to show. */
export const message = signal<string | null>(null);
/** The tile the viewer just drew, so it is marked in the hand. */
export const fresh = signal<string | null>(null);
/** A committed change is being written to storage; the next action waits for it. */
export const saving = signal(false);
/** Another tab owns the session: this one only watches (see persistence.ts). */
export const readOnly = signal(false);
/** Bumped when the window is resized, so rows re-measure how many tiles they show. */
export const layoutTick = signal(0);
/** Whether the page is hidden (computer players wait). */
export const pageHidden = signal(false);

/** The session's public status. */
export const status = computed(() => (session.value ? current(session.value) : null));

/** Seats that are people at this device. */
export const people = computed(() => status.value?.seats.flatMap((s, i) => (s.kind === 'person' ? [i] : [])) ?? []);

/**
 * The seat whose hand is on screen: the only person, or the person who confirmed the
 * handoff. null means no hand may be in the page.
 */
export const viewer = computed<number | null>(() => {
  const p = people.value;
  if (p.length === 1) return p[0]!;
  return revealed.value;
});

/** A handoff is due: a person must act and the device shows nobody's or somebody else's hand. */
export const handoffTo = computed<number | null>(() => {
  const s = status.value;
  if (!s || s.phase !== 'playing' || s.turnKind !== 'person' || people.value.length < 2) return null;
  return viewer.value === s.turn ? null : s.turn;
});

/** What the screen may show: the viewer's PlayerView, or the public table only (R12). */
export const view = computed<PlayerView | null>(() => {
  const s = session.value;
  if (!s) return null;
  const seat = viewer.value;
  if (seat === null || handoffTo.value !== null) return tableView(s);
  return viewFor(s, seat);
});

/** The tile placed last this round (public), so the board can mark it. */
export const lastPlaced = computed<string | null>(() => {
  const s = session.value;
  if (!s) return null;
  const log = roundLog(s);
  for (let i = log.length - 1; i >= 0; i--) {
    const a = log[i]!.action;
    if (a.type === 'play') return a.tile;
  }
  return null;
});

/** The viewer's legal actions when it is their turn. */
export const legal = computed<Action[]>(() => view.value?.legal ?? []);

/** Computer players wait while Rules or Records are open, or the page is hidden (R13.4). */
export const paused = computed(() => screen.value !== 'table' || pageHidden.value || readOnly.value || !ai.value);

/** Hooks the storage effect installs: called after every committed change. */
export const hooks = { committed: (_s: Session, _played: Played[]): void => {} };

function clearPreview(): void {
  selected.value = null;
  preview.value = null;
}

function announce(played: Played[]): void {
  if (played.length) log.value = [...log.value.slice(-40), ...played.map((p) => p.said)];
}

/** Applies a committed session change and tells storage. */
function commit(next: Session, played: Played[]): void {
  batch(() => {
    session.value = next;
    clearPreview();
    message.value = null;
    announce(played);
  });
  hooks.committed(next, played);
}

/** Starts a session from validated settings; returns a message when they are refused. */
export function startSession(settings: unknown): string | null {
  const result = start(settings, env);
  if (!result.ok) return result.message;
  batch(() => {
    revealed.value = null;
    log.value = [];
    fresh.value = null;
    screen.value = 'table';
  });
  commit(result.session, []);
  return null;
}

/** Puts a restored session on the table (after a reload). */
export function resume(s: Session): void {
  batch(() => {
    session.value = s;
    revealed.value = null;
    screen.value = 'table';
    log.value = ['Game restored where you left it.'];
  });
}

/** A person's confirmed action. */
export function perform(action: Action): boolean {
  const s = session.value;
  if (!s || saving.value) return false;
  if (readOnly.value) {
    message.value = 'This game is being played in another tab. Take over to play here.';
    return false;
  }
  const result = act(s, action);
  if (!result.ok) {
    message.value = result.message;
    return false;
  }
  if (action.type === 'draw') {
    const before = new Set(view.value?.hand ?? []);
    const seat = viewer.value;
    const after = seat === null ? [] : viewFor(result.session, seat).hand;
    fresh.value = after.find((t) => !before.has(t)) ?? null;
  } else fresh.value = null;
  commit(result.session, [result.played]);
  return true;
}

/** One computer action (paced by the pacing effect); false when no computer is to act. */
export function computerStep(): boolean {
  const s = session.value;
  if (!s || readOnly.value) return false;
  const step = botStep(s);
  if (!step) return false;
  commit(step.session, [step.played]);
  return true;
}

/** Every pending computer action at once (instant pace). */
export function computerRun(): void {
  const s = session.value;
  if (!s || readOnly.value) return;
  const run = runBots(s);
  if (run.played.length) commit(run.session, run.played);
}

/** Picks a hand tile: lights its trains; a tile with one legal train is previewed there at once. */
export function selectTile(tile: string): void {
  const trains = legal.value.flatMap((a) => (a.type === 'play' && a.tile === tile ? [a.train] : []));
  if (trains.length === 0) {
    selected.value = tile;
    preview.value = null;
    message.value = legal.value.length ? `The ${tile} fits nowhere you may play now.` : null;
    return;
  }
  message.value = null;
  selected.value = tile;
  preview.value = trains.length === 1 ? { kind: 'play', tile, train: trains[0]! } : null;
}

/** Picks a train for the selected tile: a ghost tile shows where it goes. */
export function pickTrain(train: TrainRef): void {
  const tile = selected.value;
  if (!tile) return;
  const ok = legal.value.some((a) => a.type === 'play' && a.tile === tile && a.train === train);
  if (ok) {
    preview.value = { kind: 'play', tile, train };
    message.value = null;
  } else message.value = `The ${tile} cannot go on that train now.`;
}

/** Trains the selected tile may go on, as data-train keys. */
export const playableTrains = computed(() => {
  const tile = selected.value;
  return new Set(legal.value.flatMap((a) => (a.type === 'play' && a.tile === tile ? [String(a.train)] : [])));
});

/** Hand tiles that have a legal placement now. */
export const playableTiles = computed(() => new Set(legal.value.flatMap((a) => (a.type === 'play' ? [a.tile] : []))));

/** Previews a draw, a finished first turn or a pass. */
export function ask(kind: 'draw' | 'finish' | 'pass'): void {
  selected.value = null;
  message.value = null;
  preview.value = { kind };
}

/** Confirms the preview. */
export function confirm(): void {
  const p = preview.value;
  if (!p) return;
  const action: Action =
    p.kind === 'play'
      ? { type: 'play', tile: p.tile, train: p.train }
      : p.kind === 'draw'
        ? { type: 'draw' }
        : p.kind === 'finish'
          ? { type: 'endFirstTurn' }
          : { type: 'pass' };
  perform(action);
}

/** Cancels the preview and the selection. */
export function cancel(): void {
  clearPreview();
  message.value = null;
}

/** The sharp player's suggestion for the viewer, shown as a preview (R12.3, R13.1). */
export function showHint(): void {
  const v = view.value;
  if (!v || v.legal.length === 0 || !ai.value) return;
  const hinted = ai.value.hint(v);
  const { action } = hinted;
  // The computer player knows seats by number; the table knows their names.
  const names = status.value?.seats.map((seat) => seat.name) ?? [];
  const reason = hinted.reason.replace(/\b[Ss]eat (\d+)\b/g, (words, n: string) => names[Number(n)] ?? words);
  message.value = null;
  if (action.type === 'play') {
    selected.value = action.tile;
    preview.value = { kind: 'play', tile: action.tile, train: action.train, reason };
  } else if (action.type === 'placeEngine') {
    preview.value = null;
    message.value = reason;
  } else {
    selected.value = null;
    preview.value = { kind: action.type === 'draw' ? 'draw' : action.type === 'pass' ? 'pass' : 'finish', reason };
  }
}

type Change = (s: Session) => { ok: true; session: Session } | { ok: false; message: string };

/**
 * Applies a whole-session change (Undo, Redo, Restart, Next round, New session) and
 * says what happened; `hideHands` puts a shared device behind the handoff again.
 */
function change(apply: Change, said: (next: Session) => string, opts: { hideHands: boolean; replaceLog: boolean }): void {
  const s = session.value;
  if (!s || readOnly.value || saving.value) return;
  const r = apply(s);
  if (!r.ok) {
    message.value = r.message;
    return;
  }
  if (opts.hideHands) revealed.value = null;
  fresh.value = null;
  commit(r.session, []);
  log.value = opts.replaceLog ? [said(r.session)] : [...log.value, said(r.session)];
}

/** Undo (R13.2). */
export const undoLast = (): void => change(undo, () => 'Move taken back.', { hideHands: false, replaceLog: false });
/** Redo (R13.2). */
export const redoLast = (): void => change(redo, () => 'Move played again.', { hideHands: false, replaceLog: false });
/** Restart round (R13.3): the same deal, engine search and totals from before the round. */
export const restart = (): void =>
  change(restartRound, (n) => `Round ${current(n).round} restarted with the same deal.`, { hideHands: true, replaceLog: true });
/** Next round after a round ends. */
export const toNextRound = (): void => change(nextRound, (n) => `Round ${current(n).round} begins.`, { hideHands: true, replaceLog: true });
/** A new session with the same seats and a fresh seed (R2.3); records stay. */
export const toNewSession = (): void => change(newSession, () => 'A new session begins at round 1.', { hideHands: true, replaceLog: true });

/** The person at the device confirms the handoff ("I'm Bea — show my tiles"). */
export function reveal(seat: number): void {
  revealed.value = seat;
  clearPreview();
}
