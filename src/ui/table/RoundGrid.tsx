/**
 * A recorded session's penalties round by round. Two layouts of the same figures, the
 * stylesheet showing one by the card's width (a container query): players down and rounds
 * across where there is room, rounds down and players across on a narrow screen (five at
 * most side by side, more in a second table below), so a phone never scrolls the grid
 * sideways. The hidden one is display: none, so read by nobody.
 */
import type { RecordSummary } from '../ports/ports.ts';
import { groupsOf } from '../records/derive/stats.ts';
import { useRecordsWords } from '../words/use.ts';
import { formatNumber } from '../words/number.ts';

/** A figure of the grid as the language writes it (none: an empty cell). */
function cell(lang: string, n: number | undefined): string {
  return n === undefined ? '' : formatNumber(lang, n);
}

/** Players as rows, rounds as columns, the total last (the wide layout; `table.scores`). */
function PlayersDown({ s, winners }: { s: RecordSummary; winners: ReadonlySet<number> }) {
  const w = useRecordsWords();
  return (
    <div class="scroll-x grid-wide">
      <table class="scores">
        <thead>
          <tr>
            <th scope="col">{w.player}</th>
            {s.penalties.map((_, r) => (
              <th scope="col">
                <abbr title={w.roundTitle(r + 1)}>{w.roundColumn(r + 1)}</abbr>
              </th>
            ))}
            <th scope="col">{w.total}</th>
          </tr>
        </thead>
        <tbody>
          {s.seats.map((name, seat) => (
            <tr class={winners.has(seat) ? 'winner' : ''}>
              <th scope="row">{name}</th>
              {s.penalties.map((row) => (
                <td>{cell(w.lang, row[seat])}</td>
              ))}
              <td>{cell(w.lang, s.totals[seat])}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Most players side by side in the narrow layout; more are stacked in further tables. */
const ACROSS = 5;

/** Rounds as rows, `seats` as columns, the totals last (the narrow layout; `table.scores-down`). */
function RoundsDown({ s, seats, winners }: { s: RecordSummary; seats: number[]; winners: ReadonlySet<number> }) {
  const w = useRecordsWords();
  const mark = (seat: number) => (winners.has(seat) ? 'winner' : undefined);
  return (
    <table class="scores-down">
      <thead>
        <tr>
          <th scope="col">{w.round}</th>
          {seats.map((seat) => (
            <th scope="col" class={mark(seat)}>
              {s.seats[seat]}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {s.penalties.map((row, r) => (
          <tr>
            <th scope="row">
              <abbr title={w.roundTitle(r + 1)}>{w.roundColumn(r + 1)}</abbr>
            </th>
            {seats.map((seat) => (
              <td>{cell(w.lang, row[seat])}</td>
            ))}
          </tr>
        ))}
        <tr class="totals">
          <th scope="row">{w.total}</th>
          {seats.map((seat) => (
            <td class={mark(seat)}>{cell(w.lang, s.totals[seat])}</td>
          ))}
        </tr>
      </tbody>
    </table>
  );
}

/** The round-by-round grid of a recorded session, in whichever layout fits its card. */
export function RoundGrid({ summary }: { summary: RecordSummary }) {
  const winners = new Set(summary.winners);
  const groups = groupsOf(summary.seats.map((_, seat) => seat), ACROSS);
  return (
    <div class="round-grid">
      <PlayersDown s={summary} winners={winners} />
      <div class="grid-narrow">
        {groups.map((seats) => (
          <RoundsDown s={summary} seats={seats} winners={winners} />
        ))}
      </div>
    </div>
  );
}
