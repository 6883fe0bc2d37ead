/**
 * The computer players in a module Web Worker, so that thinking never blocks the screen.
 * A request carries one PlayerView and a level, nothing else (R12.3); the reply is the
 * chosen action, or why there is none (a developer's message).
 */
import type { Action, PlayerView } from '../core/types.ts';
import { chooseAction, type Level } from './index.ts';

/** What the page asks: the view of the computer to act and its level, with a number to match the reply. */
export interface ThinkRequest {
  id: number;
  view: PlayerView;
  level: Level;
}

/** What the worker answers. */
export type ThinkReply = { id: number; ok: true; action: Action } | { id: number; ok: false; message: string };

/** Answers one request (the worker's whole job; also callable in tests). */
export function answer(request: ThinkRequest): ThinkReply {
  try {
    return { id: request.id, ok: true, action: chooseAction(request.view, { level: request.level }) };
  } catch (e) {
    return { id: request.id, ok: false, message: e instanceof Error ? e.message : String(e) };
  }
}

/** The worker's global scope, as much of it as this file uses (the DOM lib has no worker types here). */
interface Scope {
  onmessage: ((event: { data: ThinkRequest }) => void) | null;
  postMessage(reply: ThinkReply): void;
}

// Only inside a worker: importing this file elsewhere (tests) must not listen to anything.
const scope = globalThis as unknown as Partial<Scope> & { document?: unknown; WorkerGlobalScope?: unknown };
if (typeof scope.WorkerGlobalScope !== 'undefined' && scope.document === undefined) {
  scope.onmessage = (event) => scope.postMessage!(answer(event.data));
}
