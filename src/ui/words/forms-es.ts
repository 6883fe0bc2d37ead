/** Spanish words of Home and of the questions around a game in progress (see forms.ts for the keys and their facts); the form's own are in form-es.ts. */
import type { NewGameWords } from './forms.ts';
import { LANG } from './es-base.ts';
import { formatNumber } from './number.ts';

/** Spanish words of Home and around the New game form. */
export const newGameEs: NewGameWords = {
  lang: LANG,
  title: 'Nueva partida',
  home: {
    title: 'Juega al tren mexicano',
    intro: 'Dominó para 2 a 10 jugadores: junta números iguales para colocar tus fichas en los trenes. Tras 13 rondas, gana el total más bajo.',
    continue: 'Continuar',
    continueWhere: (round, rounds, standings) => `Ronda ${round} de ${rounds} · ${standings.map((s) => `${s.name} ${formatNumber(LANG, s.total)}`).join(' · ')}`,
    quick: 'Partida rápida',
    quickWhy: (computers) => `Tú y ${computers} computadoras, a la mesa con un toque.`,
    newGame: 'Nueva partida',
    newGameWhy: 'Elige a los jugadores: personas, computadoras o ambas.',
    learn: 'Aprende a jugar',
    learnWhy: 'Una ronda guiada: el juego te muestra cada paso.',
    records: 'Partidas',
    recordsWhy: 'Tus partidas terminadas, repeticiones y estadísticas.',
  },
  start: 'Empezar',
  backToGame: 'Volver a la partida',
  askLeave: (round, rounds) =>
    `¿Empezar una partida nueva? La partida en curso (ronda ${round} de ${rounds}) se guarda en Partidas como inacabada, y puedes continuarla desde ahí.`,
  keepPlaying: 'Seguir jugando',
  notKept: 'No se pudo guardar la partida en curso en este dispositivo, así que no se empezó otra. Tu partida sigue aquí.',
  replaced: (round, rounds) =>
    `Esta partida nueva empezó antes de que cargara tu partida guardada (ronda ${round} de ${rounds}), así que ocupó su lugar.`,
  backToReplaced: 'Volver a la partida guardada',
  keepNewGame: 'Quedarme con esta',
  learnToPlay: 'Aprende a jugar',
  you: 'Tú',
};
