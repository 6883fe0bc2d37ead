/**
 * The player's dock, always on screen and in thumb reach: the duty banner, the prompt naming
 * the next step, the hand, and the turn's controls (Undo/Redo/Restart too). The news line
 * ("since your turn", Since.tsx) stands just above it.
 */
import type { RefObject } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import type { PlayerView } from '../../core/index.ts';
import { useApp } from '../app/context.ts';
import { asRefusal } from '../words/problem.ts';
import { trainRef } from './Board.tsx';
import { HAND_ID, Hand, KEYS_HELP_ID } from './Hand.tsx';
import { arrangerOf, roundOf, type HandSort } from './model/arrange.ts';
import { Tile } from '../kit/Tile.tsx';
import type { DragHandlers } from './drag.ts';
import { useSteadyWords } from './steady.ts';
import { usePausable } from './Since.tsx';
import { Tools, Watching } from './Tools.tsx';

/**
 * A tap on a turn's button, which goes away with what it does: the focus goes to the hand
 * first (where it goes after every move, useFocusHome), while the page's layout is still the
 * one painted, so moving it costs nothing. Moved after the change (removing the focused button,
 * or focusing the hand in the middle of a Confirm's commit), it makes the browser work out the
 * page's style and layout there and then, and again for the frame. A key press (a click with no
 * pointer, detail 0) keeps the focus where it is, for keyboard play.
 */
function letGo(run: () => void): (e: MouseEvent) => void {
  return (e) => {
    if (e.detail > 0) {
      const button = e.currentTarget as HTMLElement | null;
      const hand = button?.ownerDocument?.getElementById(HAND_ID);
      if (hand) hand.focus({ preventScroll: true });
      else button?.blur?.();
    }
    run();
  };
}

/** Everything the viewer does on their turn, plus Undo/Redo/Restart. */
export function Dock({ view, keysHelp = '' }: { view: PlayerView; keysHelp?: string }) {
  const app = useApp();
  const { table, input, computer } = app;
  const prefs = app.preferences.value;
  const words = useSteadyWords();
  const t = words.catalog.table;
  const b = t.buttons;
  const mine = view.turn === view.seat && view.phase !== 'over';
  const legal = view.legal;
  const p = input.preview.value;
  const hint = input.hint.value;
  const problem = input.problem.value;
  const step = input.nextStep.value;
  const s = table.status.value!;
  const has = (type: string) => legal.some((a) => a.type === type);
  // A confirmed tile landing (its move commits after this frame) leaves the hand at once.
  const landing = input.landing.value;
  // A move on its way or a save holds the controls, but they show it only once it lasts (hold.ts):
  // a tap meanwhile waits for it. Not reading the hold itself, the dock does not redraw as each save ends.
  const holding = input.holdShown.value;
  const picked = p !== null || input.selected.value !== null || input.trainPick.value !== null;
  // A hint with no preview (place the engine) is said where refusals are.
  const message = problem ? words.refusal(asRefusal(problem, view.owed), view) : hint && !p ? words.hint(hint.facts) : null;
  // On the viewer's own turn the prompt names the double to cover; the banner is for the others' turns.
  const owed = mine ? null : words.owed(view);
  const dock = useFocusHome(table, view);
  // Undo's reason is said in visible text next to it, not only in a tooltip phones never show.
  // (On a shared device, for the person at it: session.ts undo `by`.)
  const undoBlocked = table.undoBlocked.value;
  const undoWhy = undoBlocked && undoBlocked.code !== 'nothing-to-undo' && s.phase === 'playing' ? words.blocked('undo', undoBlocked) : null;
  const hintWait = mine && !computer.value && !has('placeEngine') ? t.hintLoading : null;
  // Restart round asks first (UI state: Undo never restores an open question).
  const [asking, setAsking] = useState(false);
  const tools = t.tools;
  // Computers are answering one by one: a person may pause them (and step), or skip ahead to their own turn.
  const skippable = usePausable();
  const held = table.held.value;
  const askingNow = asking && s.canRestart && !holding;
  /** A command the table takes once the hold ends (Undo, Redo, Restart round), if given during one. */
  const soon = (run: () => void) => () => input.whenFree(run);
  // The hand in the order the person keeps it this round (UI state, model/arrange.ts).
  const arranger = arrangerOf(table);
  const round = roundOf(s);
  const hand = arranger.order(view.seat, round, view.hand);
  const sort = arranger.sort(view.seat, round);
  const arranged = arranger.arranged(view.seat, round);
  // A tap sorts afresh: by the other way, or by the same way once the person arranged tiles.
  const nextSort: HandSort = arranged ? sort : sort === 'number' ? 'suit' : 'number';
  return (
    <div class="dock" ref={dock}>
      {/* The words give way (they scroll) before the hand or the controls would leave the screen.
          A refusal takes the prompt's place (and its room) until the next step: a line added
          beside it made the dock taller and the board shorter at every refused tap. */}
      <div class={message ? 'talk refusing' : 'talk'}>
        {owed && <p class="duty">{owed}</p>}
        <p class="prompt" id="prompt" data-prompt>
          {p?.kind === 'draw' && <Tile code="0|0" faceDown class="drawn-preview" />}
          {skippable && held ? t.sinceStrip.paused : step ? words.prompt(step) : ''}
          {p && hint && (
            <span class="reason">
              {' '}
              {t.hintPrefix} {words.hint(hint.facts)}
            </span>
          )}
        </p>
        {/* Said aloud by the table's live region (Announcer.tsx), with the moves, in order. */}
        {message && <p class="error">{message}</p>}
      </div>
      <Hand
        tiles={landing ? hand.filter((tile) => tile !== landing.tile) : hand}
        peak={arranger.peak(view.seat, round, view.hand.length)}
        tileSize={prefs.tileSize}
        words={words}
        lit={input.litTiles.value}
        selected={input.selected.value}
        fresh={table.fresh.value}
        // While the computers answer a saved move, the turn has passed: no tile looks playable
        // (once that shows; the answering signal is read only then, so its flips redraw nothing).
        myTurn={mine && !(holding && table.answering.value)}
        onSelect={input.select}
        drag={dragTo(input, (tile, before) => arranger.move(view.seat, round, view.hand, tile, before))}
        onGather={(lit) => arranger.gather(view.seat, round, view.hand, lit)}
      />
      {/* The turn's buttons, then the tools and the history (on a phone on its side, the turn's buttons stand beside the hand). */}
      <div class="actions">
        <span class="turn">
          {mine && has('placeEngine') && (
            <button type="button" class="btn primary" disabled={holding} onClick={letGo(() => input.act({ type: 'placeEngine' }))}>
              {b.placeEngine}
            </button>
          )}
          {p && (
            <button type="button" class="btn primary" disabled={holding} onClick={letGo(() => input.confirm())}>
              {b.confirm}
            </button>
          )}
          {picked && (
            <button type="button" class="btn" disabled={holding && (landing !== null || table.answering.value)} onClick={letGo(() => input.cancel())}>
              {b.cancel}
            </button>
          )}
          {!p && mine && has('draw') && (
            <button type="button" class="btn" onClick={letGo(() => input.ask('draw'))}>
              {b.draw}
            </button>
          )}
          {!p && mine && has('pass') && (
            <button type="button" class="btn" disabled={holding} onClick={letGo(() => input.act({ type: 'pass' }))}>
              {b.pass}
            </button>
          )}
          {!p && mine && has('endFirstTurn') && (
            <button type="button" class="btn" onClick={letGo(() => input.ask('finish'))}>
              {b.finishTurn}
            </button>
          )}
          {!p && mine && !has('placeEngine') && (
            <button type="button" class="btn" disabled={!computer.value} onClick={letGo(() => input.showHint())}>
              {b.hint}
            </button>
          )}
          {skippable && <Watching skip={tools.skip} />}
        </span>
        <span class="bar">
          <span class="spacer" />
          <Tools />
          <span class="history">
            {/* The hand's sort, with Undo's row (the turn's row has no room for it on a phone when a tile is picked). */}
            <button
              type="button"
              class="btn small sort"
              aria-label={nextSort === 'suit' ? t.handSort.bySuit : t.handSort.byNumber}
              title={nextSort === 'suit' ? t.handSort.bySuit : t.handSort.byNumber}
              onClick={() => arranger.setSort(view.seat, round, nextSort)}
            >
              <SortIcon by={nextSort} />
            </button>
            <button type="button" class="btn small" disabled={undoBlocked !== null || holding} title={undoBlocked ? words.blocked('undo', undoBlocked) : t.undoTitle} onClick={soon(() => table.undo())}>
              {b.undo}
            </button>
            <button type="button" class="btn small" disabled={!s.canRedo || holding} onClick={soon(() => table.redo())}>
              {b.redo}
            </button>
            {!askingNow && (
              <button type="button" class="btn small" disabled={!s.canRestart || holding} onClick={() => setAsking(true)}>
                {b.restartRound}
              </button>
            )}
          </span>
        </span>
      </div>
      {askingNow && <RestartAsk round={s.round} onAnswer={(yes) => (setAsking(false), yes && input.whenFree(() => table.restart()))} />}
      {(undoWhy || hintWait) && <p class="muted undo-why">{[undoWhy, hintWait].filter(Boolean).join(' ')}</p>}
      <p class="keys-help" id={KEYS_HELP_ID}>
        {keysHelp}
      </p>
    </div>
  );
}

/** Where the focus may be taken from to go back to the hand: nowhere (it was lost), the hand, a turn's button or a train. */
function mayMoveFocus(el: Element | null): boolean {
  if (!el || el === el.ownerDocument.body || !el.isConnected) return true;
  if (el.closest('.ask, .history-panel, .scores-panel, select, input, textarea')) return false;
  return el.closest(`#${HAND_ID}, .dock .turn, [data-train]`) !== null;
}

/**
 * The focus goes back to the hand after each of the reader's moves (the button pressed may be
 * gone with it), and whenever it was lost (its element left the page), so the keys go on from
 * there and a screen reader finds the hand; never from a question, a panel or a form control.
 * It does not scroll the page, and a tap's focus shows no ring (:focus-visible).
 */
function useFocusHome(table: ReturnType<typeof useApp>['table'], view: PlayerView): RefObject<HTMLDivElement | null> {
  const dock = useRef<HTMLDivElement>(null);
  const seen = useRef(table.log.peek().at(-1));
  useEffect(() => {
    const newest = table.log.peek().at(-1);
    const moved = newest !== seen.current && newest?.kind === 'played' && newest.played.seat === view.seat;
    seen.current = newest;
    const root = dock.current;
    const hand = root?.querySelector?.<HTMLElement>(`#${HAND_ID}`);
    if (!root || !hand) return;
    const doc = root.ownerDocument;
    const active = doc.activeElement;
    if (active === hand) return;
    const lost = !active || active === doc.body || !active.isConnected;
    if (!(moved && mayMoveFocus(active)) && !lost) return;
    // In the next frame's callback, when the change is whole (this effect may run in the middle of
    // the next render): focusing makes the browser work out the style and layout it needs for that
    // frame anyway, once, instead of once here and again for the frame. Not if the focus went
    // elsewhere meanwhile.
    const move = (): void => {
      const now = doc.activeElement;
      if (hand.isConnected && (now === active || !now || now === doc.body || !now.isConnected)) hand.focus({ preventScroll: true });
    };
    if (typeof requestAnimationFrame === 'function') requestAnimationFrame(move);
    else move();
  });
  return dock;
}

/** The question Restart round asks first; the safe answer has the focus. */
function RestartAsk({ round, onAnswer }: { round: number; onAnswer: (restart: boolean) => void }) {
  const words = useSteadyWords();
  const t = words.catalog.table;
  const keep = useRef<HTMLButtonElement>(null);
  useEffect(() => keep.current?.focus(), []);
  return (
    <div class="ask" role="group" aria-labelledby="restart-ask" onKeyDown={(e) => e.key === 'Escape' && (e.stopPropagation(), onAnswer(false))}>
      <p id="restart-ask">{t.restartAsk(round)}</p>
      <button type="button" class="btn danger" onClick={() => onAnswer(true)}>
        {t.buttons.restartRound}
      </button>
      <button type="button" class="btn" ref={keep} onClick={() => onAnswer(false)}>
        {t.buttons.keepPlaying}
      </button>
    </div>
  );
}

/**
 * Drag handlers over the input model, made once per model (the hand's tiles keep the same
 * object; `arrange` is the latest given). A tile dropped back in the hand is moved there and
 * not played: the pick its drag made is let go.
 */
const handlers = new WeakMap<object, { on: DragHandlers; arrange: (tile: string, before: string | null) => void }>();
function dragTo(input: ReturnType<typeof useApp>['input'], arrange: (tile: string, before: string | null) => void): DragHandlers {
  let made = handlers.get(input);
  if (!made) {
    // A dragged tile is previewed only on the train under the finger; lifting it there confirms.
    const m: { on: DragHandlers; arrange: typeof arrange } = {
      arrange,
      on: {
        start: (tile) => input.hover(tile, null),
        over: (tile, train) => input.hover(tile, train === null ? null : trainRef(train)),
        drop: (tile, train) => void input.drop(tile, trainRef(train)),
        arrange: (tile, before) => (input.cancel(), m.arrange(tile, before)),
      },
    };
    made = m;
    handlers.set(input, made);
  }
  made.arrange = arrange;
  return made.on;
}

/** The sort button's picture: tiles in a rising row (by number) or two groups (by suit); its name is said. */
function SortIcon({ by }: { by: HandSort }) {
  const bars = by === 'number' ? [[2, 14], [7, 11], [12, 8], [17, 5]] : [[2, 6], [6, 6], [13, 12], [17, 12]];
  return (
    <svg class="icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      {bars.map(([x, y]) => (
        <rect x={x} y={y} width="4" height={20 - y!} rx="1" fill="currentColor" />
      ))}
    </svg>
  );
}
