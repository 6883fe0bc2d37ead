/**
 * Finished sessions: seats, seed, penalties per round, totals, winners, undos, and a chart;
 * then what was kept aside because it could not be read: exported, deleted or restored.
 * Statistics (by player name over these sessions) open in place of the list.
 */
import { useEffect, useState } from 'preact/hooks';
import { applyUpdate, updateReady } from '../../pwa/register.ts';
import { ROUNDS } from '../../session/play.ts';
import { useApp } from '../app/context.ts';
import type { KeptAsideItem, RecordItem } from '../ports/ports.ts';
import type { RecordsModel } from './model/records.ts';
import { useRecordsWords } from '../words/use.ts';
import { formatNumber } from '../words/number.ts';
import { RoundGrid } from '../table/RoundGrid.tsx';
import { Statistics } from './Statistics.tsx';

/**
 * Running totals round by round as an inline SVG line chart, each seat's line in the colour
 * the table gave that seat in this session (`seat-${i % 10}`, styles.css), drawn on the felt
 * those colours are made for, so Ana seated second is the same colour here as at the table;
 * each seat's line has its own dashes and its key its shape (styles.css), never colour alone.
 */
function TotalsChart({ names, penalties }: { names: string[]; penalties: number[][] }) {
  const w = useRecordsWords();
  const running = names.map((_, seat) => {
    let sum = 0;
    return penalties.map((row) => (sum += row[seat] ?? 0));
  });
  const max = Math.max(1, ...running.flat());
  const W = 320;
  const H = 160;
  const pad = 28;
  const x = (r: number) => pad + ((W - pad - 8) * r) / Math.max(1, penalties.length - 1);
  const y = (v: number) => H - pad - ((H - pad - 8) * v) / max;
  const n = (v: number) => formatNumber(w.lang, v);
  return (
    <figure class="totals-chart">
      <svg class="chart" viewBox={`0 0 ${W} ${H}`} role="img" aria-label={w.chart(names.map((name, i) => ({ name, total: running[i]!.at(-1) ?? 0 })))}>
        <rect class="chart-plot" x={pad} y={4} width={W - 4 - pad} height={H - pad - 4} />
        <line x1={pad} y1={H - pad} x2={W - 4} y2={H - pad} stroke="currentColor" stroke-opacity="0.4" />
        <line x1={pad} y1={4} x2={pad} y2={H - pad} stroke="currentColor" stroke-opacity="0.4" />
        <text x={pad - 3} y={14} text-anchor="end">{n(max)}</text>
        <text x={pad} y={H - 10}>{n(1)}</text>
        <text x={W - 4} y={H - 10} text-anchor="end">{n(penalties.length)}</text>
        {running.map((line, seat) => (
          <polyline
            class={`chart-line seat-${seat % 10}`}
            data-seat={seat}
            fill="none"
            stroke-width="2.5"
            points={line.map((v, r) => `${x(r)},${y(v)}`).join(' ')}
          />
        ))}
      </svg>
      <figcaption class="row">
        {names.map((name, seat) => (
          <span class={`chart-key seat-${seat % 10}`} data-seat={seat}>
            <svg viewBox="0 0 24 10" width="24" height="10" aria-hidden="true" focusable="false">
              <line class="chart-line" x1="1" y1="5" x2="23" y2="5" stroke-width="2.5" />
            </svg>{' '}
            {name}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}

function RecordCard({ entry, onDelete }: { entry: RecordItem; onDelete: (id: string) => void }) {
  const app = useApp();
  const w = useRecordsWords();
  const s = entry.summary;
  const [confirming, setConfirming] = useState(false);
  return (
    <article class="panel record">
      <h3>{w.heading({ finishedAt: s.finishedAt, winners: s.winners.map((seat) => s.seats[seat] ?? '') })}</h3>
      <p class="muted">
        {w.seed} <code>{s.seed}</code> · {w.played({ rounds: s.penalties.length, undos: s.undos })}
      </p>
      <RoundGrid summary={s} />
      <TotalsChart names={s.seats} penalties={s.penalties} />
      <button type="button" class="btn small" onClick={() => app.openReplay({ source: { kind: 'record', record: entry.record }, back: 'records' })}>
        {w.replay}
      </button>{' '}
      {confirming ? (
        <p class="row">
          {w.askRemove}
          <button type="button" class="btn small" onClick={() => onDelete(entry.id)}>
            {w.confirmRemove}
          </button>
          <button type="button" class="btn small" onClick={() => setConfirming(false)}>
            {w.keep}
          </button>
        </p>
      ) : (
        <button type="button" class="btn small" onClick={() => setConfirming(true)}>
          {w.remove}
        </button>
      )}
    </article>
  );
}

/** Offers a file the model made (null: it could not, and the model's note says why) for download. */
async function download(made: Promise<{ text: string; fileName: string } | null>): Promise<void> {
  const out = await made;
  if (!out) return;
  const url = URL.createObjectURL(new Blob([out.text], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = out.fileName;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** One item kept aside: what and when, why in plain words, and what can be done with it (an unfinished game: Resume). */
function KeptAsideCard({ item, records }: { item: KeptAsideItem; records: RecordsModel }) {
  const w = useRecordsWords();
  const [confirming, setConfirming] = useState(false);
  const asking = records.asking.value === item.qid;
  const game = item.game && records.unfinished.value.includes(item) ? item.game : null;
  return (
    <article class="panel kept-aside" data-kept-aside={item.what} data-unfinished={game ? 'true' : undefined}>
      <h4>{game ? w.unfinishedHeading(game) : w.keptAsideHeading(item)}</h4>
      <p>{game ? w.unfinishedReason({ code: item.problem.code, at: item.at }) : w.keptAsideReason(item)}</p>
      {asking ? (
        <p class="row">
          {game ? w.askResume : w.askRestore}
          <button type="button" class="btn small primary" onClick={() => void records.restoreKeptAside(item.qid, true)}>
            {game ? w.confirmResume : w.confirmRestore}
          </button>
          <button type="button" class="btn small" onClick={() => records.cancelRestore()}>
            {w.cancelRestore}
          </button>
        </p>
      ) : confirming ? (
        <p class="row">
          {w.askRemoveKeptAside}
          <button type="button" class="btn small" onClick={() => void records.removeKeptAside(item.qid)}>
            {w.confirmRemoveKeptAside}
          </button>
          <button type="button" class="btn small" onClick={() => setConfirming(false)}>
            {w.keep}
          </button>
        </p>
      ) : (
        <div class="row">
          {item.restorable && (
            <button type="button" class="btn small primary" onClick={() => void records.restoreKeptAside(item.qid)}>
              {game ? w.resume : w.restore}
            </button>
          )}
          <button type="button" class="btn small" onClick={() => void download(records.exportKeptAside(item.qid))}>
            {w.exportKeptAside}
          </button>
          <button type="button" class="btn small" onClick={() => setConfirming(true)}>
            {w.remove}
          </button>
        </div>
      )}
    </article>
  );
}

/** Games in progress that were left, to resume; shown only when there is one. */
function Unfinished({ records }: { records: RecordsModel }) {
  const w = useRecordsWords();
  const items = records.unfinished.value;
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="unfinished-title">
      <h3 id="unfinished-title">{w.unfinishedTitle}</h3>
      <p class="muted">{w.unfinishedIntro}</p>
      {items.map((item) => (
        <KeptAsideCard key={item.qid} item={item} records={records} />
      ))}
    </section>
  );
}

/** Everything else kept aside, shown only when there is something. */
function KeptAside({ records }: { records: RecordsModel }) {
  const w = useRecordsWords();
  const items = records.otherKeptAside.value;
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="kept-aside-title">
      <h3 id="kept-aside-title">{w.keptAsideTitle}</h3>
      <p class="muted">{w.keptAsideIntro}</p>
      {items.map((item) => (
        <KeptAsideCard key={item.qid} item={item} records={records} />
      ))}
    </section>
  );
}

/** The Records screen (computer players are paused while it is open, R13.4). */
export function Records() {
  const app = useApp();
  const w = useRecordsWords();
  const records = app.records;
  const entries = records.entries.value;
  const note = records.note.value;
  const [stats, setStats] = useState(false);
  useEffect(() => void records.open(), [records]);
  const importFile = async (file: File | undefined) => {
    if (!file) return;
    await records.importFile(await file.text());
  };
  return (
    <section class="panel" aria-labelledby="records-title">
      <h2 id="records-title">{w.title}</h2>
      {note && <p role="status">{w.note(note)}</p>}
      {records.needsUpdate.value && updateReady.value && (
        <p class="banner info">
          {w.updateReady}{' '}
          <button type="button" class="btn small primary" onClick={() => void applyUpdate()}>
            {w.updateNow}
          </button>
        </p>
      )}
      <div class="row">
        <button type="button" class="btn small" onClick={() => void download(records.exportFile())}>
          {w.exportButton}
        </button>
        <label class="btn small file">
          {w.importButton}
          <input type="file" accept="application/json,.json" class="sr-only" onChange={(e) => void importFile((e.target as HTMLInputElement).files?.[0])} />
        </label>
        <button type="button" class="btn small stats-toggle" aria-pressed={stats} onClick={() => setStats(!stats)}>
          {w.statistics}
        </button>
        <button type="button" class="btn small" onClick={() => app.back()}>
          {w.back}
        </button>
      </div>
      {stats && entries !== null && <Statistics entries={entries} onBack={() => setStats(false)} />}
      {!stats && <Unfinished records={records} />}
      {stats && entries !== null ? null : entries === null ? (
        <p>{w.loading}</p>
      ) : entries.length === 0 ? (
        <p class="muted">{w.empty(ROUNDS)}</p>
      ) : (
        entries.map((e) => (
          <RecordCard
            entry={e}
            onDelete={(id) => void records.remove(id)}
          />
        ))
      )}
      {!stats && <KeptAside records={records} />}
    </section>
  );
}
