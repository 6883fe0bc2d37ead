/** English words of the score pad, the places, the podium and sharing (see scores.ts for the keys). */
import { list, ordinal, plural } from './en-base.ts';
import type { ScoresWords } from './scores.ts';

export const scoresEn: ScoresWords = {
  button: 'Scores',
  title: 'Scores',
  standing: (s) => {
    if (s.over) return `Final scores after ${s.rounds} rounds`;
    const after = s.played === 0 ? 'No round over yet' : `After ${plural(s.played, { one: 'round 1', other: `${s.played} rounds` })} of ${s.rounds}`;
    return s.playing === null ? after : `${after} · round ${s.playing} in play`;
  },
  close: 'Close',
  round: 'Round',
  roundNo: (round) => String(round),
  inPlay: 'in play',
  total: 'Total',
  place: 'Place',
  behind: 'Behind',
  rank: (rank) => ordinal(rank),
  shared: 'shared',
  leads: 'leads',
  gap: (points) => String(points),
  seed: 'Seed',
  podium: 'Podium',
  step: (s) => `${ordinal(s.rank)}: ${list(s.names)}, ${plural(s.total, { one: '1 point', other: `${s.total} points` })}`,
  playAgain: 'Play again',
  playDealAgain: 'Play this deal again',
  share: 'Share',
  shareTitle: 'Mexican Train: play this deal',
  shareNote: (n) => {
    const left = n.unnamed > 0 ? ` (${plural(n.unnamed, { one: 'a name with a comma is', other: 'names with a comma are' })} left out)` : '';
    if (n.outcome === 'copied') return `Link copied${left}.`;
    if (n.outcome === 'shared') return `Link shared${left}.`;
    return 'The link could not be shared or copied: copy it from the box.';
  },
  copyByHand: 'Link to this deal',
};
