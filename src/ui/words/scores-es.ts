/** Spanish words of the score pad, the places, the podium and sharing (see scores.ts for the keys). */
import { list, ordinal, plural } from './es-base.ts';
import type { ScoresWords } from './scores.ts';

export const scoresEs: ScoresWords = {
  button: 'Puntos',
  title: 'Puntos',
  standing: (s) => {
    if (s.over) return `Puntos finales después de ${s.rounds} rondas`;
    const after =
      s.played === 0 ? 'Todavía no ha terminado ninguna ronda' : `${plural(s.played, { one: 'Después de 1 ronda', other: `Después de ${s.played} rondas` })} de ${s.rounds}`;
    return s.playing === null ? after : `${after} · se juega la ronda ${s.playing}`;
  },
  close: 'Cerrar',
  round: 'Ronda',
  roundNo: (round) => String(round),
  inPlay: 'en juego',
  total: 'Total',
  place: 'Lugar',
  behind: 'Detrás',
  rank: (rank) => ordinal(rank),
  shared: 'empatado',
  leads: 'va primero',
  gap: (points) => String(points),
  seed: 'Semilla',
  podium: 'Podio',
  step: (s) => `${ordinal(s.rank)}: ${list(s.names)}, ${plural(s.total, { one: '1 punto', other: `${s.total} puntos` })}`,
  playAgain: 'Jugar otra vez',
  playDealAgain: 'Jugar este reparto otra vez',
  share: 'Compartir',
  shareTitle: 'Tren mexicano: juega este reparto',
  shareNote: (n) => {
    const left = n.unnamed > 0 ? ` (${plural(n.unnamed, { one: 'queda fuera un nombre con coma', other: 'quedan fuera los nombres con coma' })})` : '';
    if (n.outcome === 'copied') return `Enlace copiado${left}.`;
    if (n.outcome === 'shared') return `Enlace compartido${left}.`;
    return 'No se pudo compartir ni copiar el enlace: cópialo del cuadro.';
  },
  copyByHand: 'Enlace a este reparto',
};
