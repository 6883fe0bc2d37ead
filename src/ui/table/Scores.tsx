/**
 * The Scores sheet (issue 11): the score pad as on paper — a column per seat, a row per
 * round (blank until it is over), then the totals, the places and each seat's gap to the
 * leader — with the session's seed and its Share button. Loaded when first opened.
 */
import { useEffect, useRef } from 'preact/hooks';
import { useNames, useTable } from '../app/context.ts';
import { scorePad } from './derive/scores.ts';
import { useScoresWords } from '../words/use.ts';
import { formatNumber } from '../words/number.ts';
import { ShareButton } from './Share.tsx';

/** The sheet over the table; Escape or Close shuts it (focus goes to the sheet on opening). */
export function ScoresSheet({ onClose }: { onClose: () => void }) {
  const table = useTable();
  const words = useNames();
  const w = useScoresWords();
  const s = table.status.value;
  const head = useRef<HTMLHeadingElement>(null);
  useEffect(() => head.current?.focus(), []);
  if (!s) return null;
  const pad = scorePad(s);
  const names = s.seats.map((_, i) => words.catalog.person(words.person(i)));
  const seats = names.map((_, i) => i);
  const places = pad.places;
  // Figures as the language writes them, the same as the words' own ("1,208" / "1208").
  const lang = words.catalog.lang;
  return (
    <section
      class="scores-panel"
      id="scores-panel"
      role="dialog"
      aria-labelledby="scores-title"
      // The table's keys (tiles by number, trains by letter) must not act behind the sheet.
      onKeyDown={(e) => (e.stopPropagation(), e.key === 'Escape' && onClose())}
    >
      <div class="history-head">
        <h2 id="scores-title" tabIndex={-1} ref={head}>
          {w.title}
        </h2>
        <button type="button" class="btn small" onClick={onClose}>
          {w.close}
        </button>
      </div>
      <p class="muted pad-standing">
        {w.standing({ played: s.penalties.length, rounds: s.rounds, playing: pad.playing, over: s.phase === 'sessionOver' })}
      </p>
      <div class="pad-wrap" tabIndex={0} aria-labelledby="scores-title">
        <table class={`scores pad${names.length > 4 ? ' many' : ''}`} data-scores>
          <thead>
            <tr>
              <th scope="col" class="pad-round">{w.round}</th>
              {seats.map((seat) => (
                <th key={seat} scope="col" class={`pad-name seat-${seat % 10}`}>
                  {/* Only a long name may break inside a word: short ones keep their columns from squeezing them. */}
                  <span class={[...names[seat]!].length > 8 ? 'long' : undefined}>{names[seat]}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {pad.rows.map((row, r) => (
              <tr key={r} data-pad-round={r + 1} data-playing={pad.playing === r + 1 ? 'true' : undefined} class={pad.playing === r + 1 ? 'playing' : undefined}>
                <th scope="row" class="pad-round">
                  {w.roundNo(r + 1)}
                  {pad.playing === r + 1 && <span class="sr-only"> {w.inPlay}</span>}
                </th>
                {seats.map((seat) => (
                  <td key={seat} data-pad-seat={seat}>
                    {row ? formatNumber(lang, row[seat]!) : ''}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr data-pad="total">
              <th scope="row">{w.total}</th>
              {seats.map((seat) => (
                <td key={seat} data-pad-seat={seat}>
                  {formatNumber(lang, pad.totals[seat]!)}
                </td>
              ))}
            </tr>
            <tr data-pad="place">
              <th scope="row">{w.place}</th>
              {seats.map((seat) => {
                const p = places?.[seat];
                return (
                  <td key={seat} data-pad-seat={seat} data-rank={p?.rank} class={p?.rank === 1 ? 'winner' : undefined}>
                    {p ? w.rank(p.rank) : ''}
                    {p?.shared && <span class="sr-only"> {w.shared}</span>}
                  </td>
                );
              })}
            </tr>
            <tr data-pad="behind">
              <th scope="row">{w.behind}</th>
              {seats.map((seat) => {
                const p = places?.[seat];
                return (
                  <td key={seat} data-pad-seat={seat} data-behind={p?.behind}>
                    {!p ? '' : p.behind === 0 ? <><span aria-hidden="true">–</span><span class="sr-only">{w.leads}</span></> : w.gap(p.behind)}
                  </td>
                );
              })}
            </tr>
          </tfoot>
        </table>
      </div>
      <div class="row pad-deal">
        <span class="muted">
          {w.seed} <code>{s.seed}</code>
        </span>
        <ShareButton deal={s} />
      </div>
    </section>
  );
}
