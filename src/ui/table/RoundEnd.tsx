/** Round end (every hand revealed, penalties, the round minimum, totals, places) and session end (the podium, play again). */
import { useApp, useNames, useTable } from '../app/context.ts';
import { placings } from './derive/scores.ts';
import { useScoresWords } from '../words/use.ts';
import { Tile } from '../kit/Tile.tsx';
import { sortHand } from './Hand.tsx';
import { Podium } from './Podium.tsx';
import { ShareButton } from './Share.tsx';

/** The panel shown when a round or the whole session is over. */
export function RoundEnd() {
  const app = useApp();
  const table = useTable();
  const words = useNames();
  const w = useScoresWords();
  const t = words.catalog.table;
  const s = table.status.value;
  if (!s || !s.outcome) return null;
  const o = s.outcome;
  // The viewer is named as the seat strip names them ("You"), not by the seat's name.
  const names = s.seats.map((_, i) => words.catalog.person(words.person(i)));
  const over = s.phase === 'sessionOver';
  const winners = new Set(s.winners);
  const places = placings(s.totals);
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
      {over && <Podium places={places} names={names} />}
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
              data-rank={places[i]!.rank}
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
              <td>
                {s.totals[i]}
                {/* The place under the total: a column of its own would not fit a phone. */}
                <span class="place">
                  {w.rank(places[i]!.rank)}
                  {places[i]!.shared && <span class="sr-only"> {w.shared}</span>}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p class="muted">{words.catalog.roundMinimum(o.minimum)}</p>
      <div class="row">
        {over ? (
          <>
            <button type="button" class="btn primary" onClick={() => app.playAgain(false)}>
              {w.playAgain}
            </button>
            <button type="button" class="btn" onClick={() => app.playAgain(true)}>
              {w.playDealAgain}
            </button>
            <ShareButton deal={s} />
          </>
        ) : (
          <button type="button" class="btn primary" onClick={() => table.nextRound()}>
            {t.buttons.nextRound}
          </button>
        )}
        <button type="button" class="btn" onClick={() => app.openReplay({ source: { kind: 'session', session: table.session.peek()! }, round: s.round, back: 'table' })}>
          {t.buttons.replayRound}
        </button>
      </div>
    </section>
  );
}
