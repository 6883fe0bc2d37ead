/** English words of the score pad, the places, the podium and sharing (see scores.ts for the keys). */
import { list, ordinal, plural } from './en-base.ts';
import type { Person } from './catalog.ts';
import type { ScoresWords } from './scores.ts';

/** A person in a list: "You" first in a sentence, "you" further on. */
const named = (people: readonly Person[]) => list(people.map((p, i) => (p.you ? (i === 0 ? 'You' : 'you') : p.name)));
const points = (n: number) => plural(n, { one: '1 point', other: `${n} points` });
const longDate = new Intl.DateTimeFormat('en', { dateStyle: 'long' });

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
    if (n.card === 'shared') return `Result card shared with the link${left}.`;
    const card = n.card === 'saved' ? 'Result card saved to your downloads. ' : '';
    if (n.outcome === 'copied') return `${card}Link copied${left}.`;
    if (n.outcome === 'shared') return `${card}Link shared${left}.`;
    return `${card}The link could not be shared or copied: copy it from the box.`;
  },
  copyByHand: 'Link to this deal',
  over: 'Session over',
  winTitle: (winners) => `${named(winners)} ${winners.length === 1 && !winners[0]!.you ? 'wins' : 'win'}!`,
  finish: (f) => {
    const place = `You finished ${ordinal(f.rank)}`;
    if (f.tied.length > 0) return `${place}, tied with ${named(f.tied)}${f.behind > 0 ? `, ${points(f.behind)} behind ${named(f.winners)}` : ''}`;
    if (f.behind > 0) return `${place}, ${points(f.behind)} behind ${named(f.winners)}`;
    return f.ahead ? `${place}, ${points(f.ahead.points)} ahead of ${named(f.ahead.of)}` : place;
  },
  lowest: (min) => `Lowest score this round: ${min}`,
  showTiles: 'Show the tiles left',
  hideTiles: 'Hide the tiles',
  card: {
    title: 'Mexican Train',
    date: (iso) => longDate.format(new Date(iso)),
    rounds: (n) => plural(n, { one: '1 round', other: `${n} rounds` }),
    player: 'Player',
    won: 'Rounds won',
    total: 'Points',
    place: 'Place',
    link: 'Play this deal:',
    text: (s) => `Mexican Train: ${list(s.winners)} ${s.winners.length === 1 ? 'wins' : 'win'} with ${points(s.total)}.`,
    file: 'mexican-train-result',
  },
};
