/** The player's dock: the hand, the prompt, the preview and the action buttons. */
import type { PlayerView } from '../../core/index.ts';
import { useApp, useWords } from '../model/context.ts';
import { asRefusal } from '../model/facts.ts';
import { Hand, sortHand } from './Hand.tsx';
import { Tile } from './Tile.tsx';

/** Everything the viewer does on their turn, plus Undo/Redo/Restart. */
export function Dock({ view }: { view: PlayerView }) {
  const { table, input, computer } = useApp();
  const words = useWords();
  const t = words.catalog.table;
  const b = t.buttons;
  const mine = view.turn === view.seat && view.phase !== 'over';
  const legal = view.legal;
  const p = input.preview.value;
  const hint = input.hint.value;
  const problem = input.problem.value;
  const s = table.status.value!;
  const has = (type: string) => legal.some((a) => a.type === type);
  const busy = table.saving.value;
  // A hint with no preview (place the engine) is said where refusals are.
  const message = problem ? words.refusal(asRefusal(problem, view.owed), view) : hint && !p ? words.hint(hint.facts) : null;
  const selected = input.selected.value;
  const trains = input.playableTrains.value.size;
  // Undo's reason is said in visible text next to it, not only in a tooltip phones never show.
  const undoWhy = s.undoBlocked && s.undoBlocked.code !== 'nothing-to-undo' && s.phase === 'playing' ? words.blocked('undo', s.undoBlocked) : null;
  return (
    <div class="dock">
      <p class="preview" id="prompt">
        {p?.kind === 'draw' && <Tile code="0|0" faceDown class="drawn-preview" />}
        {p ? words.preview(p, view) : words.prompt(view, selected && !p ? { tile: selected, trains } : null)}
        {p && hint && (
          <span class="reason">
            {' '}
            {t.hintPrefix} {words.hint(hint.facts)}
          </span>
        )}
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
            {b.placeEngine}
          </button>
        )}
        {p ? (
          <>
            <button type="button" class="btn primary" disabled={busy} onClick={() => input.confirm()}>
              {b.confirm}
            </button>
            <button type="button" class="btn" onClick={() => input.cancel()}>
              {b.cancel}
            </button>
          </>
        ) : (
          mine && (
            <>
              {has('draw') && (
                <button type="button" class="btn" onClick={() => input.ask('draw')}>
                  {b.draw}
                </button>
              )}
              {has('pass') && (
                <button type="button" class="btn" disabled={busy} onClick={() => input.act({ type: 'pass' })}>
                  {b.pass}
                </button>
              )}
              {has('endFirstTurn') && (
                <button type="button" class="btn" onClick={() => input.ask('finish')}>
                  {b.finishTurn}
                </button>
              )}
              {!has('placeEngine') && (
                <button type="button" class="btn" disabled={!computer.value} onClick={() => input.showHint()}>
                  {b.hint}
                </button>
              )}
            </>
          )
        )}
        <span class="spacer" />
        <button type="button" class="btn small" disabled={!s.canUndo || busy} title={s.canUndo ? t.undoTitle : words.blocked('undo', s.undoBlocked!)} onClick={() => table.undo()}>
          {b.undo}
        </button>
        <button type="button" class="btn small" disabled={!s.canRedo || busy} onClick={() => table.redo()}>
          {b.redo}
        </button>
        <button type="button" class="btn small" disabled={s.phase !== 'playing' || busy} onClick={() => table.restart()}>
          {b.restartRound}
        </button>
      </div>
      {(undoWhy || (mine && !computer.value && !has('placeEngine'))) && (
        <p class="muted undo-why">{[undoWhy, mine && !computer.value && !has('placeEngine') ? t.hintLoading : null].filter(Boolean).join(' ')}</p>
      )}
    </div>
  );
}
