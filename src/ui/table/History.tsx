/**
 * The round's history (issue 10): every action of the round in play order, each naming its
 * seat in that seat's colour, the moves since the reader's last turn marked; the round's end
 * is an entry of its own (no seat). Read from the public round log through the history
 * model: a draw never names its tile.
 */
import { useEffect, useRef } from 'preact/hooks';
import { roundLog } from '../../session/play.ts';
import { useApp, useTable } from '../app/context.ts';
import { historyOf } from './derive/history.ts';
import { useSteadyNames } from './steady.ts';

/** The history panel, over the board; Escape or Close shuts it. */
export function HistoryPanel({ onClose }: { onClose: () => void }) {
  const table = useTable();
  const words = useSteadyNames();
  const t = words.catalog.table.tools;
  const session = table.session.value;
  const s = table.status.value;
  const list = useRef<HTMLOListElement>(null);
  // The newest move in view when the panel opens and as moves come.
  const history = session ? historyOf(roundLog(session), table.viewer.value) : null;
  const count = history?.entries.length ?? 0;
  useEffect(() => list.current?.lastElementChild?.scrollIntoView({ block: 'nearest' }), [count]);
  if (!history || !s) return null;
  const { entries, sinceFrom } = history;
  const showSince = table.viewer.value !== null && sinceFrom > 0 && sinceFrom < entries.length;
  return (
    <section class="history-panel" id="history-panel" role="region" aria-labelledby="history-title" onKeyDown={(e) => e.key === 'Escape' && (e.stopPropagation(), onClose())}>
      <div class="history-head">
        <h2 id="history-title">{t.historyTitle(s.round)}</h2>
        <button type="button" class="btn small" onClick={onClose}>
          {t.close}
        </button>
      </div>
      {entries.length === 0 ? (
        <p class="muted">{t.empty}</p>
      ) : (
        // Focusable: keyboard users scroll a long history too.
        <ol ref={list} tabIndex={0} aria-labelledby="history-title">
          {entries.flatMap((e) => {
            const items = [];
            if (showSince && e.index === sinceFrom) items.push(<li key="since" class="since-mark" aria-hidden="true">{t.since}</li>);
            items.push(
              <li key={e.index} class={`seat-${e.seat % 10}${e.since ? ' since' : ''}`} data-history-entry data-seat={e.seat} data-action={e.action} data-since={e.since ? 'true' : undefined}>
                {words.event(e.event)}
              </li>,
            );
            if (e.ended) items.push(<li key="end" class="round-event" data-history-entry data-event="round-end">{words.ended(e.ended)}</li>);
            return items;
          })}
        </ol>
      )}
    </section>
  );
}

/** The History button at the head of the seat strip: the panel opens over the table. */
export function HistoryButton() {
  const app = useApp();
  const words = useSteadyNames();
  const open = app.historyOpen.value;
  return (
    <button type="button" class="btn small history-button" aria-expanded={open} aria-controls="history-panel" onClick={() => app.showHistory(!open)}>
      <svg class="icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <path d="M4 6h16M4 12h16M4 18h10" fill="none" stroke="currentColor" stroke-width="2.2" stroke-linecap="round" />
      </svg>
      <span class="label">{words.catalog.table.tools.history}</span>
    </button>
  );
}

/** The panel, when it is open. */
export function History() {
  const app = useApp();
  return app.historyOpen.value ? <HistoryPanel onClose={() => app.showHistory(false)} /> : null;
}
