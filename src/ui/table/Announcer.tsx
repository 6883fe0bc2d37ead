/**
 * What the table says aloud (issues 39, 42): one polite live region that says, once each and in
 * order, every action of the round (the reader's own too) and the table's notices (restored,
 * undone…), then the prompt when the reader's next step changes, a refusal or a hint when one
 * comes, and "Read the table" when asked; a second, assertive region says the round's end and the
 * session's. Public facts only, and the reader's own hand: a draw names no tile, and behind a
 * handoff (or with the hand away on a shared device) there is no reader, so no prompt is said.
 * Written to the page directly, not rendered: a burst of moves adds lines, it never redraws.
 */
import { effect } from '@preact/signals';
import { useEffect, useRef } from 'preact/hooks';
import { useApp } from '../app/context.ts';
import type { LogEntry } from '../app/facts.ts';
import type { AppModel } from '../app/app.ts';
import type { Words } from '../words/index.ts';
import { asRefusal } from '../words/problem.ts';
import { useScoresWords } from '../words/use.ts';
import { afterPaint } from '../kit/after-paint.ts';
import { finishLine } from './RoundEnd.tsx';
import { useSteadyWords } from './steady.ts';

/** What the table shows after one change, as the announcer heard it (said once the change is painted). */
interface Heard {
  entries: readonly LogEntry[];
  step: ReturnType<AppModel['input']['nextStep']['peek']>;
  problem: ReturnType<AppModel['input']['problem']['peek']>;
  hint: ReturnType<AppModel['input']['hint']['peek']>;
  previewed: boolean;
  s: ReturnType<AppModel['table']['status']['peek']>;
  view: ReturnType<AppModel['table']['view']['peek']>;
  /** Someone reads the table: no handoff, the hand not away, a seat's view. */
  reading: boolean;
}

/**
 * Lines of earlier changes a region keeps (older ones go: they were said, and the History holds
 * them): the polite region a few, for a reader who goes back over them; the assertive one none,
 * so it holds the latest end alone. Neither grows over a session.
 */
const KEEP_SAID = 8;
const KEEP_ENDS = 0;

/** What each table said already: a table screen that comes back (from the Rules, say) says nothing twice. */
const heardBy = new WeakMap<object, WeakSet<LogEntry>>();

/** Where a table's asked-for sentences go ("Read the table"): the polite region on screen, if any. */
const speakers = new WeakMap<object, (text: string) => void>();

/** Says `text` in the table's polite region (the reader asked for it); nothing when the table is not on screen. */
export function announce(table: object, text: string): void {
  speakers.get(table)?.(text);
}

/** Appends lines to a region, first dropping the oldest said in earlier changes down to `keep` (this change's all stay). */
function writer(region: { current: HTMLDivElement | null }, keep: number): (lines: readonly string[]) => void {
  let count = 0;
  return (lines) => {
    const el = region.current;
    if (!el || lines.length === 0) return;
    for (; count > keep; count--) el.removeChild(el.firstChild!);
    for (const text of lines) {
      const line = el.ownerDocument.createElement('p');
      line.textContent = text;
      el.appendChild(line);
      count++;
    }
  };
}

export function Announcer({ say }: { say: (entry: LogEntry, words: Words) => string }) {
  const { table, input } = useApp();
  const words = useSteadyWords();
  const scores = useScoresWords();
  const polite = useRef<HTMLDivElement>(null);
  const urgent = useRef<HTMLDivElement>(null);
  const current = useRef({ words, say, scores });
  current.current = { words, say, scores };
  useEffect(() => {
    // Moves made before this region was in the page (the computers' first ones at the instant pace) are said now.
    let heard = heardBy.get(table);
    if (!heard) heardBy.set(table, (heard = new WeakSet()));
    const said = heard;
    const write = writer(polite, KEEP_SAID);
    const shout = writer(urgent, KEEP_ENDS);
    const speaker = (text: string) => write([text]);
    speakers.set(table, speaker);
    let prompt = '';
    let message = '';
    let phase = table.status.peek()?.phase ?? null;
    // What one change makes the table say, in the order it happened: the moves, then what is asked now.
    const speak = ({ entries, step, problem, hint, previewed, s, view, reading }: Heard): void => {
      const { words: w, say: sayEntry, scores: sw } = current.current;
      const lines: string[] = [];
      for (const entry of entries) {
        if (said.has(entry)) continue;
        said.add(entry);
        const text = sayEntry(entry, w);
        if (text) lines.push(text);
      }
      // The reader's next step, when it changes (none behind a handoff or once the hand is away: no reader then).
      const nextPrompt = reading && step && s?.phase === 'playing' ? w.prompt(step) : '';
      if (nextPrompt && nextPrompt !== prompt) lines.push(nextPrompt);
      prompt = nextPrompt;
      // A refusal, or a hint given with nothing to preview (placing the engine), as the dock shows it.
      const nextMessage = reading && view ? (problem ? w.refusal(asRefusal(problem, view.owed), view) : hint && !previewed ? w.hint(hint.facts) : '') : '';
      if (nextMessage && nextMessage !== message) lines.push(nextMessage);
      message = nextMessage;
      write(lines);
      // The round's end and the session's, said at once when they happen here (a restored end is on screen already).
      const was = phase;
      phase = s?.phase ?? null;
      if (s && was === 'playing' && s.phase !== 'playing' && s.outcome) {
        const o = s.outcome;
        if (s.phase === 'sessionOver') {
          const finish = finishLine(w, sw, s);
          shout([[sw.winTitle(s.winners.map((seat) => w.person(seat))), finish].filter(Boolean).join(' ')]);
        } else shout([w.roundOverTitle({ round: s.round, last: false, reason: o.reason, out: o.out })]);
      }
    };
    // The changes are heard as they come and said once the frame that shows them is painted, in
    // order: the sentences and the region's lines are no part of the frame (at the instant pace,
    // ten lines made and ten dropped in the task that draws the computers' replies).
    const heardNow: Heard[] = [];
    let stopped = false;
    const stop = effect(() => {
      const view = table.view.value;
      heardNow.push({
        entries: table.log.value,
        step: input.nextStep.value,
        problem: input.problem.value,
        hint: input.hint.value,
        previewed: input.preview.value !== null,
        s: table.status.value,
        view,
        reading: table.handoff.value === null && table.handAway.value === null && view !== null && view.seat >= 0,
      });
      if (heardNow.length === 1) afterPaint(() => !stopped && heardNow.splice(0).forEach(speak));
    });
    return () => {
      stopped = true;
      stop();
      if (speakers.get(table) === speaker) speakers.delete(table);
    };
  }, [table, input]);
  return (
    <>
      <div ref={polite} class="sr-only" aria-live="polite" aria-relevant="additions" data-announcer />
      <div ref={urgent} class="sr-only" aria-live="assertive" aria-relevant="additions" data-announcer-urgent />
    </>
  );
}
