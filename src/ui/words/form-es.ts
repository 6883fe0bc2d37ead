/** Spanish words of the New game form itself (see forms.ts for the keys and their facts): later words, loaded with the form. */
import type { LinkNote, LinkPlayersIssue } from '../../session/query.ts';
import type { SeedIssue, SettingsIssue } from '../../session/settings.ts';
import type { FormWords } from './forms.ts';
import { list, quoted, seatNo } from './es-base.ts';

function seedWhy(issue: SeedIssue): string {
  switch (issue.code) {
    case 'seed-not-text':
      return 'una semilla debe ser texto';
    case 'seed-empty':
      return 'estaba vacía';
    case 'seed-too-long':
      return `una semilla puede tener como máximo ${issue.max} caracteres, y tenía ${issue.length}`;
    case 'seed-control-characters':
      return 'una semilla no puede tener caracteres de control, como tabuladores o saltos de línea';
  }
}

function playersWhy(issue: LinkPlayersIssue): string {
  switch (issue.code) {
    case 'seat-count':
      return `en una mesa juegan de ${issue.min} a ${issue.max} jugadores, no ${issue.count}`;
    case 'bad-suffix':
      return `después de los dos puntos en ${quoted(issue.part)}, escribe ${list(issue.suffixes, 'or')}`;
    case 'name-control-characters':
      return 'un nombre no puede tener caracteres de control';
    case 'name-too-long':
      return `${quoted(issue.name)} tiene más de ${issue.max} caracteres`;
    case 'same-name':
      return 'dos lugares tienen el mismo nombre';
  }
}

function linkNote(note: LinkNote): string {
  switch (note.code) {
    case 'unreadable-link':
      return 'No se pudo leer el enlace, así que el formulario muestra los ajustes de siempre.';
    case 'seed-ignored':
      return `Se ignoró la semilla del enlace: ${seedWhy(note.issue)}.`;
    case 'player-count-ignored':
      return `Se ignoró el número de jugadores del enlace: en una mesa juegan de ${note.min} a ${note.max} jugadores, no ${note.count}.`;
    case 'players-ignored':
      return `Se ignoraron los jugadores del enlace: ${playersWhy(note.issue)}.`;
    case 'pace-ignored':
      return `Se ignoró el ritmo del enlace: usa ${list(note.paces, 'or')}.`;
  }
}

function issue(i: SettingsIssue): string {
  switch (i.code) {
    case 'not-an-object':
      return 'No se pudieron leer los ajustes.';
    case 'seats-not-a-list':
      return `Elige de ${i.min} a ${i.max} jugadores.`;
    case 'seat-count':
      return `En una mesa juegan de ${i.min} a ${i.max} jugadores, no ${i.count}.`;
    case 'seat-not-an-object':
      return `El ${seatNo(i.seat).toLowerCase()} no está completo.`;
    case 'name-not-text':
      return `${seatNo(i.seat)}: el nombre debe ser texto.`;
    case 'name-control-characters':
      return `${seatNo(i.seat)}: un nombre no puede tener caracteres de control, como tabuladores o saltos de línea.`;
    case 'name-too-long':
      return `${seatNo(i.seat)}: ${quoted(i.name)} tiene ${i.length} caracteres; un nombre puede tener como máximo ${i.max}.`;
    case 'bad-kind':
      return `${seatNo(i.seat)}: elige persona o computadora.`;
    case 'bad-level':
      return `${seatNo(i.seat)}: elige cómo juega la computadora: tranquila, astuta o experta.`;
    case 'same-name':
      return `Dos lugares se llaman ${quoted(i.name)}; dale a cada jugador un nombre distinto.`;
    case 'seed-not-text':
      return 'La semilla debe ser texto.';
    case 'seed-empty':
      return 'Escribe una semilla, o pide una nueva al azar.';
    case 'seed-too-long':
      return `Una semilla puede tener como máximo ${i.max} caracteres; esta tiene ${i.length}.`;
    case 'seed-control-characters':
      return 'Una semilla no puede tener caracteres de control, como tabuladores o saltos de línea.';
  }
}

/** Spanish words of the New game form's fields and problems. */
export const formEs: FormWords = {
  players: (count) => `Jugadores (${count})`,
  seatName: (seat) => `${seatNo(seat)}: nombre`,
  seatKind: (seat) => `${seatNo(seat)}: persona o computadora`,
  seatLevel: (seat) => `${seatNo(seat)}: nivel de la computadora`,
  removeSeat: (seat) => `Quitar el lugar ${seat + 1}`,
  removeMark: '✕',
  kinds: { person: 'Persona', computer: 'Computadora' },
  levels: { relaxed: 'Tranquila', sharp: 'Astuta', expert: 'Experta' },
  addComputer: 'Agregar computadora',
  addPerson: 'Agregar persona',
  seed: 'Semilla',
  seedWhy: 'La misma semilla reparte las mismas fichas, ronda tras ronda: compártela para jugar la misma partida en otro sitio.',
  newSeed: 'Otra semilla al azar',
  pace: 'Ritmo de las computadoras',
  paces: { slow: 'Lento', normal: 'Normal', fast: 'Rápido', instant: 'Al instante' },
  paceWhy: 'Cuánto tiempo se ve cada jugada de las computadoras antes de la siguiente.',
  moreOptions: 'Más opciones',
  levelsTitle: 'Cómo juegan las computadoras',
  levelWhy: {
    relaxed: 'Tranquila: juega con sensatez, sin mirar adelante. Buena para aprender.',
    sharp: 'Astuta: planea su turno entero y aligera su mano. Una partida pareja.',
    expert: 'Experta: sopesa lo que pueden tener los demás y prueba cada jugada hasta el final. Un verdadero reto.',
  },
  inProgress: (round, rounds) =>
    `Hay una partida en curso (ronda ${round} de ${rounds}). Si empiezas otra, esta se guarda en Partidas, donde puedes continuarla.`,
  personName: (n) => `Jugador ${n}`,
  linkNote,
  issue,
};
