/**
 * The two notes about the game in progress that more than the form shows: the question asked
 * before a new game leaves it (Home's Quick game, the form's Start), and the banner offering
 * back a saved game that a new one replaced. Small, and on the first screen: not lazy.
 */
import { useEffect, useRef } from 'preact/hooks';
import { useApp } from '../app/context.ts';
import { useNewGameWords } from '../words/use.ts';

/** The question Start asks when it would leave the game in progress; the safe answer has the focus. */
export function LeaveAsk({ round, rounds, onAnswer }: { round: number; rounds: number; onAnswer: (start: boolean) => void }) {
  const w = useNewGameWords();
  const keep = useRef<HTMLButtonElement>(null);
  useEffect(() => keep.current?.focus(), []);
  return (
    <div class="ask" role="group" aria-labelledby="leave-ask" onKeyDown={(e) => e.key === 'Escape' && (e.stopPropagation(), onAnswer(false))}>
      <p id="leave-ask">{w.askLeave(round, rounds)}</p>
      <button type="button" class="btn primary" onClick={() => onAnswer(true)}>
        {w.start}
      </button>
      <button type="button" class="btn" ref={keep} onClick={() => onAnswer(false)}>
        {w.keepPlaying}
      </button>
    </div>
  );
}

/** Says so when a game started here replaced a saved game that had not loaded yet, and offers it back. */
export function ReplacedGameNote() {
  const app = useApp();
  const w = useNewGameWords();
  const older = app.replaced.value;
  if (!older) return null;
  return (
    <p class="banner" role="status">
      {w.replaced(older.round, older.rounds)}{' '}
      <button type="button" class="btn small" onClick={() => app.returnToReplaced()}>
        {w.backToReplaced}
      </button>{' '}
      <button type="button" class="btn small" onClick={() => app.dismissReplaced()}>
        {w.keepNewGame}
      </button>
    </p>
  );
}
