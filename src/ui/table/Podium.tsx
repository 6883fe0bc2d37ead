/**
 * The session's podium: the first three places, best first in reading order and laid out
 * second–first–third on screen. Seats sharing a place share its step: two winners both
 * stand on the top one (and the second step is then left out).
 */
import { podium, type Placing } from './derive/scores.ts';
import { useScoresWords } from '../words/use.ts';

/** The podium of `places`; `names` by seat, as the results table names them; `celebrate`: its top step rises (styles.css, motion allowed). */
export function Podium({ places, names, celebrate = false }: { places: readonly Placing[]; names: readonly string[]; celebrate?: boolean }) {
  const w = useScoresWords();
  return (
    <ol class="podium" aria-label={w.podium} data-podium data-celebrate={celebrate || undefined}>
      {podium(places).map((step) => (
        <li key={step.rank} class={`step step-${step.rank}`} data-rank={step.rank} data-seats={step.seats.join(' ')}>
          <span class="sr-only">{w.step({ rank: step.rank, names: step.seats.map((s) => names[s] ?? ''), total: step.total })}</span>
          <span class="step-names" aria-hidden="true">
            {step.seats.map((seat) => (
              <span key={seat} class={`step-name seat-${seat % 10}`}>
                {names[seat]}
              </span>
            ))}
          </span>
          <span class="step-block" aria-hidden="true">
            <span class="step-place">{w.rank(step.rank)}</span>
            <span class="step-total">{step.total}</span>
          </span>
        </li>
      ))}
    </ol>
  );
}
