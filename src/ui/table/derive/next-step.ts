/**
 * The next step for the person at the device, as facts for the prompt: derived from the
 * view the screen shows (its legal actions decide what is possible) and the input state.
 */
import type { PlayerView, TileCode, TrainRef } from '../../../core/index.ts';
import type { EngineSearch, NextStep, PassCause } from '../../app/facts.ts';
import type { Preview } from './preview.ts';

/** What the person has picked so far (the input model's state). */
export interface Picked {
  preview: Preview | null;
  selected: TileCode | null;
  trainPick: TrainRef | null;
  /** A chain's Confirm is laying its tiles one by one (the preview is the rest of it). */
  laying?: boolean;
}

/** The trains a tile may go on now, in the order the core lists them. */
export function trainsFor(view: PlayerView, tile: TileCode | null): TrainRef[] {
  return tile === null ? [] : view.legal.flatMap((a) => (a.type === 'play' && a.tile === tile ? [a.train] : []));
}

/** The hand tiles that may go on a train now (every playable tile when `train` is null), in hand order. */
export function tilesFor(view: PlayerView, train: TrainRef | null): TileCode[] {
  const tiles = view.legal.flatMap((a) => (a.type === 'play' && (train === null || a.train === train) ? [a.tile] : []));
  return [...new Set(tiles)];
}

/** The one action the seat may take when it is a draw, a pass or finishing the first turn (nothing else to choose). */
export function forcedStep(view: PlayerView): Preview | null {
  if (view.seat < 0 || view.turn !== view.seat || view.legal.length !== 1) return null;
  switch (view.legal[0]!.type) {
    case 'draw':
      return { kind: 'draw' };
    case 'pass':
      return { kind: 'pass' };
    case 'endFirstTurn':
      return { kind: 'finish' };
    default:
      return null;
  }
}

/** What the viewer of `view` is asked to do next, given what they picked. */
export function nextStepOf(view: PlayerView, picked: Picked): NextStep {
  if (view.phase === 'over') return { kind: 'over' };
  // The search is said only when it happened: the usual steps keep their plain shape.
  const search = searchOf(view);
  const searched = search ? { search } : {};
  if (view.phase === 'engine') return { kind: 'engine', seat: view.turn, engine: view.engine, ...searched };
  if (view.seat < 0 || view.turn !== view.seat) return { kind: 'waiting', seat: view.turn, ...searched };
  const has = (type: string) => view.legal.some((a) => a.type === type);
  const p = picked.preview;
  // A chain previewed, or the rest of one being laid (its last tile too).
  if (p?.kind === 'play' && (p.then?.length || picked.laying)) return { kind: 'confirmChain', tiles: (p.then?.length ?? 0) + 1, end: p.end ?? null, laying: !!picked.laying };
  if (p?.kind === 'play') return { kind: 'confirmPlay', tile: p.tile, train: p.train };
  if (p) return askStep(view, p.kind, true);
  if (picked.trainPick !== null) return { kind: 'pickTileFor', train: picked.trainPick, tiles: tilesFor(view, picked.trainPick).length };
  const trains = trainsFor(view, picked.selected);
  if (picked.selected !== null && trains.length > 1) return { kind: 'pickTrain', tile: picked.selected, trains };
  if (!has('play')) {
    if (has('draw')) return askStep(view, 'draw', false);
    if (has('pass')) return askStep(view, 'pass', false);
    if (has('endFirstTurn')) return askStep(view, 'finish', false);
  }
  const moment = view.phase === 'firstTurns' ? (view.playsThisTurn === 0 ? 'start' : 'more') : view.playsAgain ? 'again' : 'turn';
  // After a draw only the drawn tile can fit (nothing did before), and it must be played (R8.2).
  const drawn = view.drawnThisOpportunity ? tilesFor(view, null)[0] : undefined;
  return { kind: 'pickTile', moment, engine: view.engine, owed: view.owed, ...(drawn ? { drawn } : {}), ...searched };
}

/** The round's engine search (R4.2), while it explains the hands: until the viewer's first turn is over. */
export function searchOf(view: PlayerView): EngineSearch | null {
  if (!view.searchDraws.some((n) => n > 0)) return null;
  if (view.phase !== 'engine' && view.phase !== 'firstTurns') return null;
  if (view.seat >= 0 && view.firstTurnDone[view.seat]) return null;
  return { engine: view.engine, draws: view.searchDraws.slice(), holder: view.engineHolder };
}

/** A draw, a pass or a finished first turn, asked for or still to ask. */
function askStep(view: PlayerView, kind: 'draw' | 'pass' | 'finish', previewed: boolean): NextStep {
  const own = view.trains.find((t) => t.owner === view.seat);
  switch (kind) {
    case 'draw':
      return { kind: 'draw', owed: view.owed, yard: view.yardSize, previewed };
    case 'pass':
      return { kind: 'pass', cause: passCause(view), engine: view.engine, open: own?.marked ?? false, previewed };
    case 'finish':
      return { kind: 'finish', tiles: view.playsThisTurn, end: own?.openEnd ?? null, more: view.legal.some((a) => a.type === 'play'), previewed };
  }
}

/** Why a pass is all that is left. */
function passCause(view: PlayerView): PassCause {
  if (view.phase === 'firstTurns') return 'noStart';
  return view.drawnThisOpportunity ? 'drawn' : 'yardEmpty';
}
