/** Round end (every hand revealed, penalties, the round minimum, totals) and session end. */
import { useTable } from '../model/context.ts';
import { Tile } from './Tile.tsx';
import { sortHand } from './Hand.tsx';

/** The panel shown when a round or the whole session is over. */
export function RoundEnd() {
  const table = useTable();
  const s = table.status.value;
  if (!s || !s.outcome) return null;
  const o = s.outcome;
  const names = s.seats.map((seat) => seat.name);
  const over = s.phase === 'sessionOver';
  const winners = new Set(s.winners);
  return (
    <section class="panel" aria-labelledby="round-end-title">
      <h2 id="round-end-title">
        {over ? 'Session over' : `Round ${s.round} over`} — {o.reason === 'out' ? `${names[o.penalties.indexOf(0)] ?? 'A player'} went out` : 'no tile can be placed: blocked'}
      </h2>
      {over && (
        <p class="winner" role="status">
          {s.winners.length > 1 ? `Shared win: ${s.winners.map((w) => names[w]).join(' and ')}` : `${names[s.winners[0]!]} wins`} with {s.totals[s.winners[0]!]} points.
        </p>
      )}
      <table class="scores">
        <thead>
          <tr>
            <th scope="col">Player</th>
            <th scope="col">Tiles left</th>
            <th scope="col">This round</th>
            <th scope="col">Total</th>
          </tr>
        </thead>
        <tbody>
          {names.map((name, i) => (
            <tr class={over && winners.has(i) ? 'winner' : ''}>
              <th scope="row">{name}</th>
              <td>
                <span class="reveal" aria-label={o.hands[i]!.length ? o.hands[i]!.join(', ') : 'none'}>
                  {sortHand(o.hands[i]!).map((t) => (
                    <Tile code={t} orientation="vertical" class="small" />
                  ))}
                  {o.hands[i]!.length === 0 && 'none'}
                </span>
              </td>
              <td>{o.penalties[i]}</td>
              <td>{s.totals[i]}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p class="muted">Round minimum: {o.minimum} (shown for interest; it earns nothing).</p>
      <div class="row">
        {over ? (
          <button type="button" class="btn primary" onClick={() => table.newSession()}>
            New session
          </button>
        ) : (
          <button type="button" class="btn primary" onClick={() => table.nextRound()}>
            Next round
          </button>
        )}
      </div>
    </section>
  );
}
