/**
 * What the table says aloud of the play (issue 39): one polite live region that hears every
 * action of the others (each once, in order, none dropped when several come in one change: each
 * is a line of its own, added). The viewer's own moves and the table's notices (restored,
 * undone…) are said by the news line where they show (a status, Since.tsx), so no sentence is
 * in the page twice. Public facts only (a draw names no tile).
 * Written to the page directly, not rendered: a burst of moves adds lines, it never redraws.
 */
import { effect } from '@preact/signals';
import { useEffect, useRef } from 'preact/hooks';
import { useApp } from '../app/context.ts';
import type { LogEntry } from '../app/facts.ts';
import type { Words } from '../words/index.ts';
import { useSteadyWords } from './steady.ts';

/** Lines kept in the region (older ones go: they were said). */
const KEEP = 24;

/** What each table said already: a table screen that comes back (from the Rules, say) says nothing twice. */
const heardBy = new WeakMap<object, WeakSet<LogEntry>>();

export function Announcer({ say }: { say: (entry: LogEntry, words: Words) => string }) {
  const { table } = useApp();
  const words = useSteadyWords();
  const region = useRef<HTMLDivElement>(null);
  const current = useRef({ words, say });
  current.current = { words, say };
  useEffect(() => {
    // Moves made before this region was in the page (the computers' first ones at the instant pace) are said now.
    let heard = heardBy.get(table);
    if (!heard) heardBy.set(table, (heard = new WeakSet()));
    const said = heard;
    let lines = 0;
    return effect(() => {
      const entries = table.log.value;
      const el = region.current;
      if (!el) return;
      const viewer = table.viewer.peek();
      const fresh: string[] = [];
      for (const entry of entries) {
        if (said.has(entry)) continue;
        said.add(entry);
        if (entry.kind !== 'played' || entry.played.seat === viewer) continue;
        const text = current.current.say(entry, current.current.words);
        if (text) fresh.push(text);
      }
      if (fresh.length === 0) return;
      // Lines said in earlier changes go (a few stay); this change's lines all stay until the next one, however many.
      for (; lines > KEEP; lines--) el.removeChild(el.firstChild!);
      for (const text of fresh) {
        const line = el.ownerDocument.createElement('p');
        line.textContent = text;
        el.appendChild(line);
        lines++;
      }
    });
  }, [table]);
  return <div ref={region} class="sr-only" aria-live="polite" aria-relevant="additions" data-announcer />;
}
