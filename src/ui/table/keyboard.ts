/** The optional keyboard aid: a tile by its number, a train by its letter, Enter and Escape, and R to read the table aloud. */
import { useEffect, useRef } from 'preact/hooks';
import { useApp } from '../app/context.ts';
import { TRAIN_KEYS, trainOrder } from './Board.tsx';
import { arrangerOf, roundOf } from './model/arrange.ts';
import { announce } from './Announcer.tsx';
import { useSteadyWords } from './steady.ts';

/** The key that says the situation in one sentence (not a train's letter: those run from A to K). */
export const READ_KEY = 'R';

/** How long two digits typed one after the other count as one number ("1", "2" → 12). */
const DIGIT_WINDOW_MS = 700;

/** Installs the table's key handler while the table is on screen. */
export function useKeyboard(): void {
  const { table, input } = useApp();
  const said = useSteadyWords();
  const words = useRef(said);
  words.current = said;
  useEffect(() => {
    let digits = '';
    let lastDigit = 0;
    const onKey = (e: KeyboardEvent) => {
      if (e.altKey || e.ctrlKey || e.metaKey) return;
      const target = e.target as HTMLElement | null;
      if (target && (target.tagName === 'INPUT' || target.tagName === 'SELECT' || target.tagName === 'TEXTAREA')) return;
      const view = table.view.value;
      const viewer = table.viewer.value;
      if (!view || viewer === null || table.handoff.value !== null) return;
      if (!/^[0-9]$/.test(e.key)) digits = ''; // any other key ends a tile number
      if (e.key === 'Escape') {
        input.cancel();
        return;
      }
      if (e.key === 'Enter') {
        if (input.preview.value && !(target && target.tagName === 'BUTTON')) {
          e.preventDefault();
          input.confirm();
        }
        return;
      }
      if (/^[0-9]$/.test(e.key)) {
        const now = e.timeStamp;
        digits = now - lastDigit < DIGIT_WINDOW_MS ? digits + e.key : e.key;
        lastDigit = now;
        // The numbers follow the hand's order on screen (sorted or arranged).
        const hand = arrangerOf(table).order(view.seat, roundOf(table.status.value), view.hand);
        let n = Number(digits);
        if (n < 1 || n > hand.length) {
          digits = e.key;
          n = Number(digits);
        }
        const tile = hand[n - 1];
        if (tile) input.select(tile);
        return;
      }
      const letter = e.key.toUpperCase();
      if (letter === READ_KEY) {
        announce(table, words.current.readTable(view));
        return;
      }
      const i = TRAIN_KEYS.indexOf(letter);
      if (letter.length === 1 && i >= 0) {
        const ref = trainOrder(view.players, viewer)[i];
        if (ref !== undefined) input.tapTrain(ref);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [table, input]);
}
