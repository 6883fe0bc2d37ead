/**
 * The Statistics view of Records: every player by name over the finished sessions (sessions,
 * wins and shared wins, average and best total, rounds gone out), a player filter, and the
 * average penalty by round with rounds down the side and five players at most across (more
 * in further tables below), so a phone reads it without scrolling sideways. Part of the Records chunk, loaded on demand with it.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { RecordItem } from '../ports/ports.ts';
import { groupsOf, playerStats, type PlayerStats } from './derive/stats.ts';
import { useRecordsWords } from '../words/use.ts';
import { formatNumber } from '../words/number.ts';

/** Every player's row of the main table; the test hooks carry the plain numbers, the cells them as the language writes them. */
function PlayerRows({ players }: { players: PlayerStats[] }) {
  const { stats: w, lang } = useRecordsWords();
  return (
    <tbody>
      {players.map((p) => (
        <tr
          key={p.name}
          data-player={p.name}
          data-sessions={String(p.sessions)}
          data-wins={String(p.wins)}
          data-shared-wins={String(p.sharedWins)}
          data-average={String(p.average)}
          data-best={String(p.best)}
          data-went-out={String(p.wentOut)}
        >
          <th scope="row">{p.name}</th>
          <td>{formatNumber(lang, p.sessions)}</td>
          <td>{w.winsCell(p.wins, p.sharedWins)}</td>
          <td>{w.decimal(p.average)}</td>
          <td>{formatNumber(lang, p.best)}</td>
          <td>{w.wentOutCell(p.wentOut, p.rounds)}</td>
        </tr>
      ))}
    </tbody>
  );
}

/** Most players side by side in the by-round table; more are stacked in further tables. */
const ACROSS = 5;

/** The average penalty of each round number: rounds as rows, the shown players as columns. */
function ByRound({ players }: { players: PlayerStats[] }) {
  const { stats: w, lang } = useRecordsWords();
  const rounds = players[0]?.roundAverages.length ?? 0;
  return (
    <>
      <h4 id="by-round-title">{w.byRound}</h4>
      {groupsOf(players, ACROSS).map((group) => (
        <table class="stats by-round" data-round-averages aria-labelledby="by-round-title">
          <thead>
            <tr>
              <th scope="col">{w.round}</th>
              {group.map((p) => (
                <th scope="col" key={p.name}>
                  {p.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {Array.from({ length: rounds }, (_, r) => (
              <tr key={r} data-round={String(r + 1)}>
                <th scope="row">
                  <abbr title={w.roundName(r + 1)}>{formatNumber(lang, r + 1)}</abbr>
                </th>
                {group.map((p) => {
                  const average = p.roundAverages[r] ?? null;
                  return <td key={p.name}>{average === null ? w.none : w.decimal(average)}</td>;
                })}
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </>
  );
}

/** Statistics over `entries` (the finished sessions listed); `onBack` returns to the list. */
export function Statistics({ entries, onBack }: { entries: readonly RecordItem[]; onBack: () => void }) {
  const words = useRecordsWords();
  const w = words.stats;
  const all = useMemo(() => playerStats(entries.map((e) => e.summary)), [entries]);
  const [chosen, setChosen] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  // Opening the view moves focus to its heading, so a screen reader starts here.
  useEffect(() => heading.current?.focus(), []);
  const names = useMemo(() => all.map((p) => p.name).sort((a, b) => a.localeCompare(b, words.lang)), [all, words.lang]);
  const shown = chosen === '' ? all : all.filter((p) => p.name === chosen);
  return (
    <section class="statistics" aria-labelledby="stats-title">
      <h3 id="stats-title" tabIndex={-1} ref={heading}>
        {w.title}
      </h3>
      {all.length === 0 ? (
        <p class="muted">{w.empty}</p>
      ) : (
        <>
          <p class="muted">{w.intro(entries.length)}</p>
          <p class="field stats-filter">
            <label for="stats-player">{w.filter}</label>
            <select id="stats-player" value={chosen} onChange={(e) => setChosen((e.target as HTMLSelectElement).value)}>
              <option value="">{w.allPlayers}</option>
              {names.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          </p>
          <table class="stats" data-stats>
            <caption>{w.caption}</caption>
            <thead>
              <tr>
                <th scope="col">{w.player}</th>
                <th scope="col">{w.sessions}</th>
                <th scope="col">{w.wins}</th>
                <th scope="col">{w.average}</th>
                <th scope="col">{w.best}</th>
                <th scope="col">{w.wentOut}</th>
              </tr>
            </thead>
            <PlayerRows players={shown} />
          </table>
          <ul class="muted stats-notes">
            {w.notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
          <ByRound players={shown} />
        </>
      )}
      <button type="button" class="btn small" onClick={onBack}>
        {w.back}
      </button>
    </section>
  );
}
