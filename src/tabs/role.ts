/**
 * Which tab owns the session in progress, as a pure state machine: `step(state, event)` gives
 * the next state and the effects to carry out, as data. No timers, no browser APIs here:
 * the transports (locks.ts, channel.ts) and index.ts turn browser callbacks into events and
 * effects into calls.
 *
 * Claiming: with Web Locks the tab that gets the lock is the owner. Without them, a tab says
 * 'hello' on the channel and becomes the owner if nobody answers before the handshake timer;
 * if two owners meet, the older keeps it, then the lower id. Alone (neither API), it owns at once.
 *
 * Taking over: a free lock is simply taken. Otherwise the tab asks the owner to release; the
 * owner turns read-only at once, drains its queued saves, lets go and answers 'released'.
 * The asking tab then takes the lock with `steal` (so an owner that never answers within the
 * release timer cannot hold it forever), or, channel only, announces itself as the new owner.
 */
import type { Message } from './messages.ts';

/** This tab's part: not known yet, the owner, or a read-only viewer. */
export type Role = 'pending' | 'owner' | 'viewer';
/** Why the role changed: first claim, someone else owns it, it was taken from us, we took it, we closed. */
export type RoleReason = 'claimed' | 'busy' | 'taken' | 'took-over' | 'closed';
/** Who settles ownership: the Web Lock, the channel handshake, or nobody (a tab alone). */
export type Mode = 'locks' | 'channel' | 'alone';
/** Why a lock is asked for: the first claim, a take-over trying a free lock, a take-over stealing it. */
export type LockPurpose = 'claim' | 'probe' | 'steal';
/** The two timers: waiting for an owner to answer 'hello', waiting for an owner to release. */
export type Timer = 'handshake' | 'release';
/** Where a take-over stands: none, trying a free lock, waiting for 'released', stealing the lock. */
export type TakeOverStep = 'idle' | 'probing' | 'asking' | 'stealing';

/** Everything the machine knows about this tab. */
export interface RoleState {
  readonly me: string;
  readonly mode: Mode;
  /** A channel is open: release requests travel over it even when locks decide. */
  readonly channel: boolean;
  readonly role: Role;
  /** When this tab last became the owner (ms since the epoch): settles clashes. */
  readonly since: number;
  /** This tab holds the lock. */
  readonly holding: boolean;
  /** Told to release: saves queued before still run, nothing new is accepted. */
  readonly releasing: boolean;
  readonly takeOver: TakeOverStep;
  readonly closed: boolean;
}

/** Something that happened to this tab; `at` is the time (ms) on events that may crown it. */
export type TabEvent =
  | { type: 'start'; at: number }
  | { type: 'lock-granted'; purpose: LockPurpose; at: number }
  /** The lock was not given: held elsewhere (ifAvailable) or the request failed. */
  | { type: 'lock-busy'; purpose: LockPurpose; at: number }
  /** The lock API threw: this frame may not use it, so the channel decides from now on. */
  | { type: 'lock-refused'; purpose: LockPurpose; at: number }
  /** The held lock ended without this tab letting go: it was stolen. */
  | { type: 'lock-lost' }
  | { type: 'heard-hello'; from: string }
  | { type: 'heard-owner'; from: string; since: number; takeover: boolean }
  | { type: 'release-asked'; from: string }
  | { type: 'released'; from: string; to: string | null; at: number }
  | { type: 'handshake-timeout'; at: number }
  | { type: 'release-timeout'; at: number }
  | { type: 'take-over'; at: number }
  /** The saves queued before a release are done (or failed): hand over to `to`. */
  | { type: 'drained'; to: string }
  | { type: 'close' };

/** Something to do, as data. */
export type Effect =
  | { type: 'post'; message: Message }
  /** claim and probe ask only if the lock is free; steal takes it from its holder. */
  | { type: 'request-lock'; purpose: LockPurpose }
  | { type: 'let-go' }
  | { type: 'start-timer'; timer: Timer }
  | { type: 'cancel-timer'; timer: Timer }
  /** Tell the listeners (and settle `ready` on the first role other than pending). */
  | { type: 'notify'; role: Role; reason: RoleReason }
  /** Run the work queued before the release, then feed back `drained`. */
  | { type: 'drain'; to: string }
  /** Answer every pending takeOver() with the role now. */
  | { type: 'take-over-done' }
  | { type: 'close-channel' };

/** The result of one step. */
export interface Step {
  state: RoleState;
  effects: Effect[];
}

/** A tab that has not claimed yet; `locks`/`channel` say which browser APIs it has. */
export function initialState(me: string, has: { locks: boolean; channel: boolean }): RoleState {
  const mode: Mode = has.locks ? 'locks' : has.channel ? 'channel' : 'alone';
  return { me, mode, channel: has.channel, role: 'pending', since: 0, holding: false, releasing: false, takeOver: 'idle', closed: false };
}

/** True while the tab may write the session: the owner, or an owner finishing saves queued before a release. */
export function mayWrite(state: RoleState): boolean {
  return !state.closed && (state.role === 'owner' || state.releasing);
}

/** The next state and the effects of `event`. */
export function step(state: RoleState, event: TabEvent): Step {
  if (state.closed) return afterClose(state, event);
  switch (event.type) {
    case 'start':
      return claim(state, event.at);
    case 'lock-granted':
      return granted(state, event.purpose, event.at);
    case 'lock-busy':
      return busy(state, event.purpose, event.at);
    case 'lock-refused':
      return refused(state, event.purpose, event.at);
    case 'lock-lost': {
      const next = { ...state, holding: false, releasing: false };
      return state.role === 'owner' ? become(next, 'viewer', 'taken') : done(next);
    }
    case 'heard-hello':
      if (event.from === state.me || state.mode !== 'channel' || state.role !== 'owner') return done(state);
      return done(state, ...post(state, { type: 'owner', from: state.me, since: state.since }));
    case 'heard-owner':
      return heardOwner(state, event);
    case 'release-asked':
      if (event.from === state.me || state.role !== 'owner') return done(state);
      // Read-only at once; the drain covers exactly the saves queued so far.
      return then(become({ ...state, releasing: true }, 'viewer', 'taken'), { type: 'drain', to: event.from });
    case 'released':
      if (event.to !== state.me || state.takeOver !== 'asking') return done(state);
      return first({ type: 'cancel-timer', timer: 'release' }, afterWait(state, event.at));
    case 'handshake-timeout':
      if (state.role !== 'pending') return done(state);
      return announced(crown(state, 'claimed', event.at), false);
    case 'release-timeout':
      return state.takeOver === 'asking' ? afterWait(state, event.at) : done(state);
    case 'take-over':
      if (state.role === 'owner') return done(state, { type: 'take-over-done' });
      if (state.takeOver !== 'idle') return done(state); // Already on its way: this call waits for the same end.
      if (state.mode === 'locks') return done({ ...state, takeOver: 'probing' }, { type: 'request-lock', purpose: 'probe' });
      return askOrSteal(state, event.at);
    case 'drained': {
      const next = { ...state, releasing: false, holding: false };
      return done(next, ...letGo(state), ...post(state, { type: 'released', from: state.me, to: event.to }));
    }
    case 'close':
      return close(state);
  }
}

/** A closed tab lets go of locks granted late, answers take-overs at once, and ignores everything else. */
function afterClose(state: RoleState, event: TabEvent): Step {
  if (event.type === 'lock-granted') return done(state, { type: 'let-go' });
  if (event.type === 'take-over') return done(state, { type: 'take-over-done' });
  if (event.type === 'drained') return done({ ...state, releasing: false });
  return done(state);
}

function claim(state: RoleState, at: number): Step {
  if (state.mode === 'locks') return done(state, { type: 'request-lock', purpose: 'claim' });
  if (state.mode === 'channel') {
    return done(state, ...post(state, { type: 'hello', from: state.me }), { type: 'start-timer', timer: 'handshake' });
  }
  return crown(state, 'claimed', at);
}

function granted(state: RoleState, purpose: LockPurpose, at: number): Step {
  const holding = { ...state, holding: true };
  if (purpose === 'claim') return crown(holding, 'claimed', at);
  return then(crown({ ...holding, takeOver: 'idle' }, 'took-over', at), { type: 'take-over-done' });
}

function busy(state: RoleState, purpose: LockPurpose, at: number): Step {
  if (purpose === 'claim') return become(state, 'viewer', 'busy');
  if (purpose === 'probe') return askOrSteal(state, at);
  return done({ ...state, takeOver: 'idle' }, { type: 'take-over-done' }); // Could not steal: stays a viewer.
}

function refused(state: RoleState, purpose: LockPurpose, at: number): Step {
  const next: RoleState = { ...state, mode: state.channel ? 'channel' : 'alone' };
  if (purpose === 'claim') return claim(next, at);
  if (purpose === 'probe') return askOrSteal(next, at);
  return done({ ...next, takeOver: 'idle' }, { type: 'take-over-done' });
}

function heardOwner(state: RoleState, event: { from: string; since: number; takeover: boolean }): Step {
  if (event.from === state.me || state.mode !== 'channel') return done(state);
  if (state.role === 'pending') return first({ type: 'cancel-timer', timer: 'handshake' }, become(state, 'viewer', 'busy'));
  if (state.role !== 'owner') return done(state);
  // Two owners (a late answer, or two claims at once): the older owner keeps it, then the lower id.
  const theirs = event.takeover || event.since < state.since || (event.since === state.since && event.from < state.me);
  if (theirs) return become(state, 'viewer', 'taken');
  return done(state, ...post(state, { type: 'owner', from: state.me, since: state.since }));
}

/** A take-over with no free lock: ask the owner over the channel, or go straight on without one. */
function askOrSteal(state: RoleState, at: number): Step {
  if (state.channel) {
    return done({ ...state, takeOver: 'asking' }, { type: 'post', message: { type: 'release', from: state.me } }, { type: 'start-timer', timer: 'release' });
  }
  return afterWait(state, at);
}

/** The owner answered or the wait ran out: steal the lock, or (channel only) announce the new owner. */
function afterWait(state: RoleState, at: number): Step {
  if (state.mode === 'locks') return done({ ...state, takeOver: 'stealing' }, { type: 'request-lock', purpose: 'steal' });
  return then(announced(crown({ ...state, takeOver: 'idle' }, 'took-over', at), true), { type: 'take-over-done' });
}

function close(state: RoleState): Step {
  const wasOwner = state.role === 'owner';
  const closing = become(state, 'viewer', 'closed');
  const next: RoleState = { ...closing.state, closed: true, holding: false, takeOver: 'idle' };
  const effects: Effect[] = [...closing.effects];
  if (state.role === 'pending' && state.mode === 'channel') effects.push({ type: 'cancel-timer', timer: 'handshake' });
  if (state.takeOver === 'asking') effects.push({ type: 'cancel-timer', timer: 'release' });
  if (state.takeOver !== 'idle') effects.push({ type: 'take-over-done' });
  effects.push(...letGo(state));
  if (wasOwner) effects.push(...post(state, { type: 'released', from: state.me, to: null }));
  if (state.channel) effects.push({ type: 'close-channel' });
  return { state: next, effects };
}

/** Becomes the owner, stamped with the time it happened. */
function crown(state: RoleState, reason: RoleReason, at: number): Step {
  if (state.role === 'owner') return done(state);
  return become({ ...state, since: at }, 'owner', reason);
}

/** Tells the other tabs (channel mode) who the owner is now; a take-over wins any clash. */
function announced(crowned: Step, takeover: boolean): Step {
  const { me, since } = crowned.state;
  return then(crowned, ...post(crowned.state, takeover ? { type: 'owner', from: me, since, takeover } : { type: 'owner', from: me, since }));
}

/** Changes the role, telling the listeners only when it really changes. */
function become(state: RoleState, role: Role, reason: RoleReason): Step {
  if (state.role === role) return done(state);
  return done({ ...state, role }, { type: 'notify', role, reason });
}

function post(state: RoleState, message: Message): Effect[] {
  return state.channel ? [{ type: 'post', message }] : [];
}

function letGo(state: RoleState): Effect[] {
  return state.holding ? [{ type: 'let-go' }] : [];
}

function done(state: RoleState, ...effects: Effect[]): Step {
  return { state, effects };
}

function then(head: Step, ...effects: Effect[]): Step {
  return { state: head.state, effects: [...head.effects, ...effects] };
}

function first(effect: Effect, rest: Step): Step {
  return { state: rest.state, effects: [effect, ...rest.effects] };
}
