/**
 * The Scores button at the head of the seat strip, and the Scores sheet it opens over the
 * table (loaded on first use). Closing the sheet gives the focus back to the button.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { useApp } from '../app/context.ts';
import { useScoresWords } from '../words/use.ts';
import { lazyComponent } from '../kit/lazy.tsx';
import { Pure } from '../kit/pure.ts';

const loadSheet = () => import('./Scores.tsx').then((m) => m.ScoresSheet);
const Sheet = lazyComponent(loadSheet);

/** The button and, while it is open, the sheet; the table's moves never draw it again (it has no props). */
export class ScoresControl extends Pure<object> {
  override render() {
    return <ScoresToggle />;
  }
}

/** The button and the sheet it toggles. */
function ScoresToggle() {
  const app = useApp();
  const w = useScoresWords();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  // Fetched now, so the sheet opens at once (and offline, from the cache).
  useEffect(() => void loadSheet().catch(() => {}), []);
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  return (
    <>
      <button
        type="button"
        ref={button}
        class="btn small scores-button"
        aria-expanded={open}
        aria-controls="scores-panel"
        onClick={() => {
          // One panel over the table at a time.
          if (!open) app.showHistory(false);
          setOpen(!open);
        }}
      >
        <svg class="icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path d="M4 4h16v16H4zM4 10h16M4 15h16M10 4v16M15 4v16" fill="none" stroke="currentColor" stroke-width="2" stroke-linejoin="round" />
        </svg>
        <span class="label">{w.button}</span>
      </button>
      {open && <Sheet onClose={close} />}
    </>
  );
}
