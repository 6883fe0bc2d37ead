/**
 * The coach of the guided round: a panel above the table saying what happened, why the next
 * move and what to tap, with Leave always there; and a ring on the one element to tap — the
 * element gets `data-coach-target`, so a test can follow the marks alone.
 */
import { useLayoutEffect, useRef } from 'preact/hooks';
import { useWords } from '../app/context.ts';
import { coachText } from '../words/learn.ts';
import { useLearnWords } from '../words/use.ts';
import type { Words } from '../words/index.ts';
import type { CoachTarget } from './coach.ts';
import type { Tutorial } from './model.ts';

/** The attribute on the element the coach points at. */
const COACH_TARGET = 'data-coach-target';

/** The element a target names inside the guided round's screen, or null while it is not drawn. */
function findTarget(root: ParentNode, target: CoachTarget | null, words: Words): HTMLElement | null {
  if (!target) return null;
  switch (target.kind) {
    case 'tile':
      return root.querySelector<HTMLElement>(`.hand button[data-tile="${target.tile}"]`);
    case 'train':
      return root.querySelector<HTMLElement>(`[data-train="${target.train}"] .lane-hit`);
    case 'button': {
      const label = words.catalog.table.buttons[target.button];
      return [...root.querySelectorAll<HTMLElement>('.dock .actions button')].find((b) => b.textContent?.trim() === label) ?? null;
    }
    case 'done':
      return root.querySelector<HTMLElement>('.coach [data-coach-done]');
  }
}

/** Puts the ring on `target` (and on nothing else) whenever the screen changes under it. */
function useRing(panel: { current: HTMLElement | null }, target: CoachTarget | null, words: Words): void {
  const key = JSON.stringify(target);
  useLayoutEffect(() => {
    const root = panel.current?.closest('.learn');
    if (!root) return;
    let shown: HTMLElement | null = null;
    const place = (): void => {
      const el = findTarget(root, target, words);
      for (const old of root.querySelectorAll(`[${COACH_TARGET}]`)) if (old !== el) old.removeAttribute(COACH_TARGET);
      if (el && !el.hasAttribute(COACH_TARGET)) el.setAttribute(COACH_TARGET, '');
      // Bring a new target into view once (a long hand scrolls inside itself); never fight the person's scrolling after.
      if (el && el !== shown) {
        shown = el;
        el.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
      }
    };
    place();
    // The table redraws its parts on its own (a tap, a computer's move): the ring follows.
    const observer = new MutationObserver(place);
    observer.observe(root, { childList: true, subtree: true });
    return () => {
      observer.disconnect();
      for (const old of root.querySelectorAll(`[${COACH_TARGET}]`)) old.removeAttribute(COACH_TARGET);
    };
  }, [key, words]);
}

/** The coach panel of the guided round. */
export function Coach({ tutorial, onLeave, onDone, inProgress }: { tutorial: Tutorial; onLeave: () => void; onDone: () => void; inProgress: boolean }) {
  const words = useWords();
  const learn = useLearnWords();
  const panel = useRef<HTMLElement>(null);
  const mark = tutorial.coach.value;
  const target = mark.kind === 'step' || mark.kind === 'done' ? mark.target : null;
  useRing(panel, target, words);
  const { said, tap } = coachText(words, learn, mark, inProgress);
  return (
    <section class={`coach coach-${mark.kind}`} ref={panel} aria-labelledby="coach-title">
      <div class="coach-head">
        <h2 id="coach-title" class="coach-title">
          {learn.title}
        </h2>
        <button type="button" class="btn small" onClick={onLeave}>
          {learn.leave}
        </button>
      </div>
      <div class="coach-text" aria-live="polite">
        {/* It scrolls when the words are long: reachable by keyboard too. */}
        <div class="coach-said" tabIndex={0}>
          {said.map((line) => (
            <p>{line}</p>
          ))}
        </div>
        {tap && <p class="coach-tap">{tap}</p>}
        {mark.kind === 'done' && (
          <button type="button" class="btn primary" data-coach-done onClick={onDone}>
            {inProgress ? learn.backToGame : learn.playFirst}
          </button>
        )}
      </div>
    </section>
  );
}
