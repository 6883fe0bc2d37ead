/** The player's dock: the hand, the prompt, the preview and the action buttons. */
import type { PlayerView } from '../../core/index.ts';
import type { Blocker } from '../../session/index.ts';
import { useApp } from '../model/context.ts';
import type { Problem } from '../model/facts.ts';
import type { Hint } from '../model/ports.ts';
import { Hand, sortHand } from './Hand.tsx';
import { Tile } from './Tile.tsx';
import { previewText, prompt } from './describe.ts';

/** A refusal in words. */
function problemText(problem: Problem): string {
  switch (problem.kind) {
    case 'refused':
      return problem.error.message;
    case 'readOnly':
      return 'This game is being played in another tab. Take over to play here.';
    case 'fitsNowhere':
      return `The ${problem.tile} fits nowhere you may play now.`;
    case 'wrongTrain':
      return `The ${problem.tile} cannot go on that train now.`;
  }
}

/** Why Undo is not possible (provisional: the wording module in src/ui/words replaces it). */
function undoTitle(blocked: Blocker | null, names: string[]): string {
  switch (blocked?.code) {
    case undefined:
      return 'Take back your last move';
    case 'round-over':
      return 'The round is over: Undo stays within a round.';
    case 'computers-answering':
      return 'Wait until the computer players have answered.';
    case 'another-person': {
      const name = names[blocked.seat] ?? `Seat ${blocked.seat + 1}`;
      return `Only ${name} can take back ${name}'s move.`;
    }
    default:
      return 'There is nothing to undo in this round.';
  }
}

/** A hint's reason, with the seats the computer player numbers called by their names. */
function hintText(hint: Hint, names: string[]): string {
  return hint.reason.replace(/\b[Ss]eat (\d+)\b/g, (words, n: string) => names[Number(n)] ?? words);
}

/** Everything the viewer does on their turn, plus Undo/Redo/Restart. */
export function Dock({ view, names }: { view: PlayerView; names: string[] }) {
  const { table, input, computer } = useApp();
  const mine = view.turn === view.seat && view.phase !== 'over';
  const legal = view.legal;
  const p = input.preview.value;
  const hint = input.hint.value;
  const problem = input.problem.value;
  const s = table.status.value!;
  const has = (type: string) => legal.some((a) => a.type === type);
  const busy = table.saving.value;
  // A hint with no preview (place the engine) is said where refusals are.
  const message = problem ? problemText(problem) : hint && !p ? hintText(hint, names) : null;
  return (
    <div class="dock">
      <p class="preview" id="prompt">
        {p?.kind === 'draw' && <Tile code="0|0" faceDown class="drawn-preview" />}
        {p ? previewText(p, view, names) : prompt(view, names)}
        {p && hint && <span class="reason"> Hint: {hintText(hint, names)}</span>}
      </p>
      {message && (
        <p class="error" role="alert">
          {message}
        </p>
      )}
      <Hand
        tiles={sortHand(view.hand)}
        playable={input.playableTiles.value}
        selected={input.selected.value}
        fresh={table.fresh.value}
        myTurn={mine}
        onSelect={input.select}
      />
      <div class="actions">
        {mine && has('placeEngine') && (
          <button type="button" class="btn primary" disabled={busy} onClick={() => input.act({ type: 'placeEngine' })}>
            Place engine
          </button>
        )}
        {p ? (
          <>
            <button type="button" class="btn primary" disabled={busy} onClick={() => input.confirm()}>
              Confirm
            </button>
            <button type="button" class="btn" onClick={() => input.cancel()}>
              Cancel
            </button>
          </>
        ) : (
          mine && (
            <>
              {has('draw') && (
                <button type="button" class="btn" onClick={() => input.ask('draw')}>
                  Draw
                </button>
              )}
              {has('pass') && (
                <button type="button" class="btn" disabled={busy} onClick={() => input.act({ type: 'pass' })}>
                  Pass
                </button>
              )}
              {has('endFirstTurn') && (
                <button type="button" class="btn" onClick={() => input.ask('finish')}>
                  Finish turn
                </button>
              )}
              {!has('placeEngine') && (
                <button type="button" class="btn" disabled={!computer.value} onClick={() => input.showHint()}>
                  Hint
                </button>
              )}
            </>
          )
        )}
        <span class="spacer" />
        <button type="button" class="btn small" disabled={!s.canUndo || busy} title={undoTitle(s.undoBlocked, names)} onClick={() => table.undo()}>
          Undo
        </button>
        <button type="button" class="btn small" disabled={!s.canRedo || busy} onClick={() => table.redo()}>
          Redo
        </button>
        <button type="button" class="btn small" disabled={s.phase !== 'playing' || busy} onClick={() => table.restart()}>
          Restart round
        </button>
      </div>
    </div>
  );
}
