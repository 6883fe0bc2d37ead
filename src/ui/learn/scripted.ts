/**
 * The computer players of the guided round: each seat plays the script's move for the
 * position it sees (found by positionKey), so the round unfolds as written whatever the pace,
 * an Undo or a restart. Hints name the script's move too, with facts a hint words.
 */
import type { HintFacts } from '../../ai/hint-facts.ts';
import { tileEnds, tilePips, type Action, type PlayerView } from '../../core/index.ts';
import type { ComputerPlayer } from '../ports/ports.ts';
import { positionKey, type ScriptStep } from './lessons.ts';

/** The script's move for the position `view` shows, and the steps after it; null off the script. */
function scriptedMove(steps: readonly ScriptStep[], view: PlayerView): { action: Action; later: readonly ScriptStep[] } | null {
  const key = positionKey(view);
  const at = steps.findIndex((s) => s.at === key);
  return at < 0 ? null : { action: steps[at]!.action, later: steps.slice(at + 1) };
}

/** The computer player and the hints of the guided round. */
export function scriptedPlayer(steps: readonly ScriptStep[]): ComputerPlayer {
  const move = (view: PlayerView): Action => scriptedMove(steps, view)?.action ?? view.legal[0]!;
  return {
    // Off the script (it cannot happen while the table refuses other moves): the first legal move.
    chooseAction: (view) => move(view),
    hint: (view) => {
      const found = scriptedMove(steps, view);
      const action = found?.action ?? view.legal[0]!;
      return { action, reason: '', facts: hintFactsOf(view, action, found?.later ?? []) };
    },
  };
}

const isDouble = (tile: string): boolean => {
  const ends = tileEnds(tile);
  return !!ends && ends[0] === ends[1];
};

/** Why the script's move is a good one, as the hint's facts (seen from the learner's view). */
function hintFactsOf(view: PlayerView, action: Action, later: readonly ScriptStep[]): HintFacts {
  const own = view.trains.find((t) => t.owner === view.seat);
  switch (action.type) {
    case 'placeEngine':
      return { kind: 'engine', tile: `${view.engine}|${view.engine}` };
    case 'endFirstTurn':
      return { kind: 'firstTurnStop', why: view.legal.some((a) => a.type === 'play') ? 'keepsBetterHand' : 'nothingFits', need: own?.needs ?? view.engine };
    case 'draw':
      return { kind: 'draw', owed: view.owed };
    case 'pass':
      if (view.phase === 'firstTurns') return { kind: 'firstTurnPass', engine: view.engine };
      return { kind: 'pass', cause: view.drawnThisOpportunity ? 'drawnTileFitsNowhere' : 'yardEmpty' };
    case 'play':
      break;
  }
  const { tile, train } = action;
  const pips = tilePips(tile);
  const notes = { drawn: view.drawnThisOpportunity, urgent: null };
  if (view.hand.length === 1) return { kind: 'goOut', tile };
  if (view.phase === 'firstTurns') {
    // The rest of this first turn as the script plays it.
    const chain = later.slice(0, later.findIndex((s) => s.action.type !== 'play'));
    const tiles = [tile, ...chain.map((s) => (s.action.type === 'play' ? s.action.tile : ''))];
    return {
      kind: 'firstTurnChain',
      continues: view.playsThisTurn > 0,
      tile,
      more: chain.length,
      pips: tiles.reduce((sum, t) => sum + tilePips(t), 0),
      emptiesHand: tiles.length === view.hand.length,
    };
  }
  if (view.owed) return { kind: 'coverDouble', double: view.owed.tile, train: view.owed.train, tile, pips, ...notes };
  if (isDouble(tile)) {
    const next = later[0]?.action;
    const then =
      next?.type === 'play'
        ? next.train === train
          ? { kind: 'cover' as const, tile: next.tile, pips: pips + tilePips(next.tile) }
          : { kind: 'elsewhere' as const, tile: next.tile, train: next.train, left: null }
        : { kind: 'stuck' as const, ending: next?.type === 'pass' ? ('pass' as const) : ('draw' as const) };
    return { kind: 'double', tile, train, then, ...notes };
  }
  if (train === view.seat) return { kind: 'ownTrain', tile, pips, plan: 0, unmarks: !!own?.marked, ...notes };
  return { kind: 'shed', tile, pips, train, plan: 0, rareOpen: null, ...notes };
}
