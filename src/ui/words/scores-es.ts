/** Spanish words of the score pad, the places, the podium and sharing (see scores.ts for the keys). */
import { list, ordinal, plural } from './es-base.ts';
import type { Person } from './catalog.ts';
import type { ScoresWords } from './scores.ts';

/** A person in a sentence: "tú" for the reader (the verb carries the person). */
const named = (people: readonly Person[]) => list(people.map((p) => (p.you ? 'tú' : p.name)));
const points = (n: number) => plural(n, { one: '1 punto', other: `${n} puntos` });
/** A place before "lugar": "1.er", "2.º", "3.er" (primer, tercer lugar). */
const place = (n: number) => (n === 1 || n === 3 ? `${n}.er` : ordinal(n));
const longDate = new Intl.DateTimeFormat('es', { dateStyle: 'long' });

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
    if (n.card === 'shared') return `Tarjeta del resultado compartida con el enlace${left}.`;
    const card = n.card === 'saved' ? 'Tarjeta del resultado guardada en tus descargas. ' : '';
    if (n.outcome === 'copied') return `${card}Enlace copiado${left}.`;
    if (n.outcome === 'shared') return `${card}Enlace compartido${left}.`;
    return `${card}No se pudo compartir ni copiar el enlace: cópialo del cuadro.`;
  },
  copyByHand: 'Enlace a este reparto',
  over: 'Fin de la partida',
  winTitle: (winners) => {
    if (winners.length > 1) return `¡Ganan ${named(winners)}!`;
    return winners[0]?.you ? '¡Ganas tú!' : `¡Gana ${named(winners)}!`;
  },
  finish: (f) => {
    const at = `Terminaste en ${place(f.rank)} lugar`;
    const tied = f.tied.length > 0 ? ` empatando con ${named(f.tied)}` : '';
    if (f.behind > 0) return `${at}${tied}, a ${points(f.behind)} de ${named(f.winners)}`;
    if (tied) return `${at}${tied}`;
    return f.ahead ? `${at}, con ${points(f.ahead.points)} de ventaja sobre ${named(f.ahead.of)}` : at;
  },
  lowest: (min) => `Puntuación más baja de esta ronda: ${min}`,
  showTiles: 'Ver las fichas que quedaron',
  hideTiles: 'Ocultar las fichas',
  card: {
    title: 'Tren mexicano',
    date: (iso) => longDate.format(new Date(iso)),
    rounds: (n) => plural(n, { one: '1 ronda', other: `${n} rondas` }),
    player: 'Jugador',
    won: 'Rondas ganadas',
    total: 'Puntos',
    place: 'Lugar',
    link: 'Juega este reparto:',
    text: (s) => `Tren mexicano: ${s.winners.length === 1 ? 'gana' : 'ganan'} ${list(s.winners)} con ${points(s.total)}.`,
    file: 'tren-mexicano-resultado',
  },
};
