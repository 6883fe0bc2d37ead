/** Round end (every hand revealed, penalties, the round minimum, totals) and session end. */
import { useTable, useWords } from '../model/context.ts';
import { Tile } from './Tile.tsx';
import { sortHand } from './Hand.tsx';

/** The panel shown when a round or the whole session is over. */
export function RoundEnd() {
  const table = useTable();
  const words = useWords();
  const t = words.catalog.table;
  const s = table.status.value;
  if (!s || !s.outcome) return null;
  const o = s.outcome;
  // The viewer is named as the seat strip names them ("You"), not by the seat's name.
  const names = s.seats.map((_, i) => words.catalog.person(words.person(i)));
  const over = s.phase === 'sessionOver';
  const winners = new Set(s.winners);
  return (
    <section class="panel round-end" aria-labelledby="round-end-title" data-round-end={o.reason}>
      <h2 id="round-end-title">
        {words.roundOverTitle({ round: s.round, last: over, reason: o.reason, out: o.out })}
      </h2>
      {over && (
        <p class="winner" role="status">
          {words.winners(s.winners, s.totals[s.winners[0]!]!)}
        </p>
      )}
      <table class="scores">
        <thead>
          <tr>
            <th scope="col">{t.scores.player}</th>
            <th scope="col">{t.scores.tilesLeft}</th>
            <th scope="col">{t.scores.thisRound}</th>
            <th scope="col">{t.scores.total}</th>
          </tr>
        </thead>
        <tbody>
          {names.map((name, i) => (
            <tr
              key={i}
              class={over && winners.has(i) ? 'winner' : ''}
              data-result={i}
              data-penalty={o.penalties[i]}
              data-total={s.totals[i]}
              data-hand={sortHand(o.hands[i]!).join(' ')}
            >
              <th scope="row">{name}</th>
              <td>
                <span class="reveal" aria-label={o.hands[i]!.length ? words.catalog.list(sortHand(o.hands[i]!).map((c) => words.tile(c))) : t.scores.none}>
                  {sortHand(o.hands[i]!).map((t) => (
                    <Tile code={t} orientation="vertical" class="small" />
                  ))}
                  {o.hands[i]!.length === 0 && t.scores.none}
                </span>
              </td>
              <td>{o.penalties[i]}</td>
              <td>{s.totals[i]}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p class="muted">{words.catalog.roundMinimum(o.minimum)}</p>
      <div class="row">
        {over ? (
          <button type="button" class="btn primary" onClick={() => table.newSession()}>
            {t.buttons.newSession}
          </button>
        ) : (
          <button type="button" class="btn primary" onClick={() => table.nextRound()}>
            {t.buttons.nextRound}
          </button>
        )}
      </div>
    </section>
  );
}
