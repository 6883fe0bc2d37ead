/** The player's dock: the hand, the prompt, the preview and the action buttons. */
import type { PlayerView } from '../../core/index.ts';
import * as game from '../model/game.ts';
import { Hand, sortHand } from './Hand.tsx';
import { Tile } from './Tile.tsx';
import { previewText, prompt } from './describe.ts';

/** Everything the viewer does on their turn, plus Undo/Redo/Restart. */
export function Dock({ view, names }: { view: PlayerView; names: string[] }) {
  const mine = view.turn === view.seat && view.phase !== 'over';
  const legal = view.legal;
  const p = game.preview.value;
  const s = game.status.value!;
  const has = (type: string) => legal.some((a) => a.type === type);
  const busy = game.saving.value;
  return (
    <div class="dock">
      <p class="preview" id="prompt">
        {p?.kind === 'draw' && <Tile code="0|0" faceDown class="drawn-preview" />}
        {p ? previewText(p, view, names) : prompt(view, names)}
        {p?.reason && <span class="reason"> Hint: {p.reason}</span>}
      </p>
      {game.message.value && (
        <p class="error" role="alert">
          {game.message.value}
        </p>
      )}
      <Hand
        tiles={sortHand(view.hand)}
        playable={game.playableTiles.value}
        selected={game.selected.value}
        fresh={game.fresh.value}
        myTurn={mine}
        onSelect={game.selectTile}
      />
      <div class="actions">
        {mine && has('placeEngine') && (
          <button type="button" class="btn primary" disabled={busy} onClick={() => game.perform({ type: 'placeEngine' })}>
            Place engine
          </button>
        )}
        {p ? (
          <>
            <button type="button" class="btn primary" disabled={busy} onClick={game.confirm}>
              Confirm
            </button>
            <button type="button" class="btn" onClick={game.cancel}>
              Cancel
            </button>
          </>
        ) : (
          mine && (
            <>
              {has('draw') && (
                <button type="button" class="btn" onClick={() => game.ask('draw')}>
                  Draw
                </button>
              )}
              {has('pass') && (
                <button type="button" class="btn" disabled={busy} onClick={() => game.perform({ type: 'pass' })}>
                  Pass
                </button>
              )}
              {has('endFirstTurn') && (
                <button type="button" class="btn" onClick={() => game.ask('finish')}>
                  Finish turn
                </button>
              )}
              {!has('placeEngine') && (
                <button type="button" class="btn" disabled={!game.ai.value} onClick={game.showHint}>
                  Hint
                </button>
              )}
            </>
          )
        )}
        <span class="spacer" />
        <button type="button" class="btn small" disabled={!s.canUndo || busy} title={s.undoBlockedBecause ?? 'Take back your last move'} onClick={game.undoLast}>
          Undo
        </button>
        <button type="button" class="btn small" disabled={!s.canRedo || busy} onClick={game.redoLast}>
          Redo
        </button>
        <button type="button" class="btn small" disabled={s.phase !== 'playing' || busy} onClick={game.restart}>
          Restart round
        </button>
      </div>
    </div>
  );
}
