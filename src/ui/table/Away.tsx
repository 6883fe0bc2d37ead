/**
 * A shared device once a person's turn is over (issue 40): their hand has left the screen, and
 * the dock says who plays now and who gets the device next. Undo of that person's move is still
 * offered, here and on the next person's handoff card, but asks first: it brings the hand back.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { useApp } from '../app/context.ts';
import { usePausable } from './Since.tsx';
import { useSteadyWords } from './steady.ts';
import { Tools, Watching } from './Tools.tsx';
import { useFocusIfLost } from './focus.ts';

/** The dock while `seat`'s hand is away: no tile of any hand, the computers' controls, Undo that asks. */
export function AwayDock({ seat }: { seat: number }) {
  const { table } = useApp();
  const words = useSteadyWords();
  const t = words.catalog.table;
  const next = table.nextPerson.value;
  const nextWho = next === null ? null : words.person(next);
  const pausable = usePausable();
  const held = table.held.value;
  const back = useTakeBack(seat);
  const said = useFocusIfLost<HTMLParagraphElement>();
  return (
    <div class="dock away" data-away={seat}>
      <div class="talk">
        <p class="prompt" id="prompt" data-prompt ref={said} tabIndex={-1}>
          {pausable && held ? t.sinceStrip.paused : words.catalog.away.playing(nextWho)}
        </p>
      </div>
      <div class="actions">
        <span class="turn">
          {pausable && <Watching skip={nextWho && words.catalog.away.skipTo(nextWho)} />}
        </span>
        <span class="bar">
          <span class="spacer" />
          <Tools />
          <span class="history">
            {back.can && !back.asking && (
              <button type="button" class="btn small" data-take-back={seat} aria-label={words.catalog.away.undo(words.person(seat))} onClick={back.ask}>
                {t.buttons.undo}
              </button>
            )}
          </span>
        </span>
      </div>
      {back.asking && <ShowHandAsk seat={seat} onAnswer={back.answer} />}
    </div>
  );
}

/**
 * Undo of `seat`'s move while their hand is hidden: a tap asks "Show Dad's hand again?" first
 * (ShowHandAsk); yes takes the move back, and the hand comes back with it. `can`: that Undo is
 * possible now. UI state: the question is never saved.
 */
export function useTakeBack(seat: number): { can: boolean; asking: boolean; ask: () => void; answer: (yes: boolean) => void } {
  const { table, input } = useApp();
  const [asking, setAsking] = useState(false);
  const can = table.viewer.value === seat && table.undoBlocked.value === null && !table.readOnly.value;
  return {
    can,
    asking: asking && can,
    ask: () => setAsking(true),
    answer: (yes) => {
      setAsking(false);
      if (yes) input.whenFree(() => table.undo());
    },
  };
}

/** The question Undo asks while `seat`'s hand is hidden; the safe answer has the focus. */
export function ShowHandAsk({ seat, onAnswer }: { seat: number; onAnswer: (yes: boolean) => void }) {
  const words = useSteadyWords();
  const a = words.catalog.away;
  const who = words.person(seat);
  const keep = useRef<HTMLButtonElement>(null);
  useEffect(() => keep.current?.focus(), []);
  return (
    <div class="ask" role="group" aria-labelledby="show-hand-ask" aria-describedby="show-hand-why" data-show-hand-ask={seat} onKeyDown={(e) => e.key === 'Escape' && (e.stopPropagation(), onAnswer(false))}>
      <p id="show-hand-ask">{a.ask(who)}</p>
      <p id="show-hand-why" class="muted">
        {a.askWhy(who)}
      </p>
      <button type="button" class="btn danger" onClick={() => onAnswer(true)}>
        {a.show(who)}
      </button>
      <button type="button" class="btn" ref={keep} onClick={() => onAnswer(false)}>
        {a.keep}
      </button>
    </div>
  );
}
