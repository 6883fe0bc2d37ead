/** Spanish words of the replay screen (see replay.ts for the keys); loaded with the screens on demand (later-es.ts). */
import { LANG, list, plural } from './es-base.ts';
import { formatNumber } from './number.ts';
import type { ReplayWords } from './replay.ts';
import { recordsEs } from './records-es.ts';

/** A number as this language writes it (number.ts). */
const numeral = (value: number): string => formatNumber(LANG, value);

export const replayEs: ReplayWords = {
  lang: LANG,
  title: (round, rounds) => `Repetición: ronda ${numeral(round)} de ${numeral(rounds)}`,
  players: (names) => list(names),
  seed: 'Semilla',
  next: 'Siguiente',
  previous: 'Anterior',
  startOfRound: 'Inicio de la ronda',
  endOfRound: 'Final de la ronda',
  roundPicker: 'Ronda',
  roundOption: (round) => `Ronda ${numeral(round)}`,
  scrubber: 'Jugada',
  position: (step, steps) =>
    step === 0 ? `Reparto · ${plural(steps, { one: '1 jugada', other: `${numeral(steps)} jugadas` })}` : `Jugada ${numeral(step)} de ${numeral(steps)}`,
  dealt: (round) => `Reparto de la ronda ${numeral(round)}. Se ven todas las manos: la ronda ya terminó.`,
  hands: 'Manos',
  hand: ({ name, tiles, toPlay }) => `${name}: ${plural(tiles, { one: '1 ficha', other: `${numeral(tiles)} fichas` })}${toPlay ? ', le toca' : ''}`,
  toPlay: 'le toca',
  keys: 'Teclas: ← → una jugada · Inicio, Fin: principio o final de la ronda · Re Pág, Av Pág: ronda anterior o siguiente',
  playFromDeal: 'Jugar este reparto',
  back: 'Volver',
  nothing: 'Todavía no ha terminado ninguna ronda de esta partida. Una ronda se puede ver otra vez cuando termina.',
  cannot: (problem) => `Esta partida no se puede ver otra vez: ${recordsEs.problem(problem)}.`,
};
