/**
 * The rules core as a game plays it: index.ts without the position notation (makePosition,
 * parsePosition: tests, tools and the rules' pictures). The session's modules import this, never
 * index.ts: the first screen's chunk imports the session, and a barrel's re-exports pull every
 * module they name into the chunk that imports it. The same names as index.ts (CORE_API.md), and every type of types.ts.
 */
export type * from './types.ts';
export { newRound, engineOf } from './round.ts';
export { legalActions } from './moves.ts';
export { applyAction } from './apply.ts';
export { snapshot, viewFor, publicView } from './view.ts';
export { roundPhase, roundTurn, roundResult } from './state.ts';
export { standings } from './standings.ts';
export { makeAction, parseAction, type Parsed } from './action-text.ts';
