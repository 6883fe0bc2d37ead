/**
 * Spanish words of the Records screen (see forms.ts for the keys and their facts). Loaded
 * with the screens loaded on demand, not before the first paint.
 */
import type { KeptAsideFacts, KeptAsideWhat, RecordsNoteFacts, RecordsWords, StatsWords, StoredProblem, UnlistedRecord } from './forms.ts';
import { LANG, dates, list, num, ordinal, plural } from './es-base.ts';
import { formatNumber } from './number.ts';

/** A number as this language writes it (number.ts). */
const numeral = (value: number): string => formatNumber(LANG, value);

/** The predicate of a problem with no more to say. */
const UNREADABLE = 'no se puede leer';

/** What is wrong with a stored game or a file, as a predicate with its subject left out ("no es JSON válido"). */
function fault(p: StoredProblem): string {
  const d = p.data;
  const round = num(d, 'round');
  const action = num(d, 'action');
  const move = action !== null && round !== null ? ` (jugada ${numeral(action)} de la ronda ${numeral(round)})` : '';
  switch (p.code) {
    case 'not-json':
      return 'no es JSON válido';
    case 'not-a-record':
    case 'not-a-stored-game':
      return 'no es una partida guardada';
    case 'not-a-records-file':
      return 'no es un archivo de resultados de Tren mexicano';
    case 'no-version':
      return 'no indica de qué versión del juego viene';
    case 'unknown-version':
    case 'unknown-file-version':
      return 'tiene un formato que esta versión del juego no conoce';
    case 'newer-version':
    case 'newer-file-version':
      return 'viene de una versión más nueva del juego; primero actualiza el juego';
    case 'no-records-list':
      return 'no contiene ninguna lista de partidas';
    case 'bad-settings':
      if (d?.field === 'seed') return 'tiene una semilla que no se puede usar';
      if (d?.field === 'seats') return 'tiene jugadores que no son válidos';
      return 'no tiene ajustes que se puedan usar';
    case 'bad-field':
      if (d?.field === 'startedAt' || d?.field === 'updatedAt' || d?.field === 'finishedAt') return 'tiene una fecha dañada';
      return 'tiene dañada la cuenta de jugadas deshechas o de reinicios';
    case 'bad-rounds':
      return 'tiene dañada la lista de rondas';
    case 'bad-round':
      return round === null ? 'tiene una ronda dañada' : `tiene dañada la ronda ${numeral(round)}`;
    case 'unreadable-action':
      return `tiene una jugada que no se puede leer${move}`;
    case 'illegal-action':
      return move ? `rompe las reglas${move}` : 'tiene una jugada que rompe las reglas';
    case 'unfinished-round':
      return round === null ? 'tiene una ronda sin terminar' : `deja sin terminar la ronda ${numeral(round)}`;
    case 'penalty-mismatch':
      return round === null ? 'tiene puntos que no cuadran con sus jugadas' : `tiene puntos de la ronda ${numeral(round)} que no cuadran con sus jugadas`;
    case 'bad-redo':
      return 'tiene dañada la lista de jugadas por rehacer';
    case 'finish-mismatch':
      return 'dice que terminó, pero sus jugadas dicen otra cosa';
    case 'replay-failed':
      return 'no se puede reproducir jugada por jugada';
    case 'not-finished':
      return 'todavía está en curso, no terminó';
    case 'summarize-failed':
      return 'tiene puntos que no se pueden sumar';
    case 'encode-failed':
      return 'no se puede guardar';
    case 'already-recorded':
      return 'ya está entre los resultados';
    default:
      return UNREADABLE;
  }
}

/** Who the problem is about in a records file: the file itself (left unsaid), or one game in it. */
function inFile(p: StoredProblem): string {
  const record = num(p.data, 'record');
  const records = num(p.data, 'records');
  if (record === null) return fault(p);
  const game = records === 1 ? 'la partida que contiene' : records === null ? `la partida ${numeral(record)}` : `la partida ${numeral(record)} de ${numeral(records)}`;
  return `${game} ${fault(p)}`;
}

function unlisted(u: UnlistedRecord): string {
  const code = u.problem.code;
  if (code === 'keep-aside-failed') return 'Las partidas que no se pudieron leer tampoco se pudieron guardar aparte, así que se quedan donde están.';
  if (code === 'newer-version') return 'Una partida terminada se guardó con una versión más nueva del juego; actualiza el juego para verla aquí.';
  if (u.keptAside) return `No se pudo leer una partida terminada y se pasó a Guardado aparte, más abajo: ${fault(u.problem)}.`;
  return `No se pudo leer una partida terminada y se queda donde está: ${fault(u.problem)}.`;
}

/** Why storage failed, as a clause. */
function storage(reason: string): string {
  switch (reason) {
    case 'read-failed':
      return 'no se pudo leer el almacenamiento de este dispositivo';
    case 'write-failed':
      return 'el almacenamiento de este dispositivo no aceptó el cambio';
    case 'unstorable':
      return 'los datos no se pueden guardar';
    case 'not-owner':
      return 'la partida se está jugando en otra pestaña';
    case 'not-found':
      return 'ya no está aquí';
    case 'needs-confirmation':
      return 'primero hace falta una confirmación';
    default:
      return 'el almacenamiento de este dispositivo no respondió';
  }
}

function failed(f: RecordsNoteFacts & { kind: 'failed' }): string {
  const { reason, problem } = f.refusal;
  switch (f.request) {
    case 'import':
      if (reason !== 'invalid') return `No se importó nada: ${storage(reason)}.`;
      if (!problem) return 'Este archivo no se puede importar. No se cambió nada.';
      return `Este archivo no se puede importar: ${inFile(problem)}. No se cambió nada.`;
    case 'list':
      return `No se pudieron mostrar los resultados: ${storage(reason)}.`;
    case 'export':
      return `No se pudieron exportar los resultados: ${storage(reason)}.`;
    case 'delete':
      if (reason === 'not-found') return 'Ese resultado ya estaba borrado.';
      return `No se borró el resultado: ${storage(reason)}.`;
    case 'listKeptAside':
      return `No se pudo mostrar lo guardado aparte: ${storage(reason)}.`;
    case 'exportKeptAside':
      return `No se pudo exportar: ${storage(reason)}.`;
    case 'deleteKeptAside':
      if (reason === 'not-found') return 'Eso ya estaba borrado.';
      return `No se borró: ${storage(reason)}.`;
    case 'restoreKeptAside':
      return notRestored(reason, problem);
  }
}

/** Why an item kept aside was not restored. */
function notRestored(reason: string, problem: StoredProblem | undefined): string {
  if (reason === 'not-owner') return 'No se puede recuperar aquí: la partida se está jugando en otra pestaña.';
  if (reason === 'not-found') return 'Ya no está guardado aparte.';
  if (reason !== 'invalid') return `No se recuperó: ${storage(reason)}.`;
  if (problem?.code === 'already-recorded') return 'Esa partida ya está entre los resultados, así que puedes borrar la copia guardada aparte.';
  if (problem?.code === 'newer-version') return 'Se guardó con una versión más nueva del juego: actualiza el juego para recuperarlo.';
  const why = problem ? fault(problem) : UNREADABLE;
  return why === UNREADABLE ? 'Todavía no se puede leer, así que no se recuperó.' : `Todavía no se puede recuperar: ${why}.`;
}

/** What an item kept aside was, as the subject of its heading. */
const WHAT: Record<KeptAsideWhat, string> = {
  session: 'Una partida en curso',
  record: 'Una partida terminada',
  other: 'Datos guardados',
};

/** Why an item is kept aside and whether it can come back, in plain words. */
function keptAsideReason(item: KeptAsideFacts): string {
  const { problem, restorable } = item;
  switch (problem.code) {
    case 'newer-version':
      return restorable
        ? 'Se guardó con una versión más nueva del juego, y esta versión ya puede leerlo.'
        : 'Se guardó con una versión más nueva del juego: actualiza el juego para recuperarlo.';
    case 'replaced':
      return 'Se guardó aparte cuando otra partida se recuperó en su lugar.';
    case 'damaged-entry':
      return 'Está dañado y no se puede leer.';
  }
  const why = fault(problem);
  if (restorable) return why === UNREADABLE ? 'Antes no se podía leer, pero ahora sí.' : `Antes no se podía leer (${why}), pero ahora sí.`;
  return why === UNREADABLE ? 'No se pudo leer.' : `No se pudo leer: ${why}.`;
}

function imported(added: number, skipped: number): string {
  if (added > 0) {
    const also = skipped > 0 ? `; ${plural(skipped, { one: '1 ya estaba', other: `${numeral(skipped)} ya estaban` })} aquí` : '';
    return `${plural(added, { one: 'Se importó 1 resultado', other: `Se importaron ${numeral(added)} resultados` })}${also}.`;
  }
  if (skipped > 0) return `Nada nuevo que importar: ${plural(skipped, { one: 'su resultado ya estaba', other: `los ${numeral(skipped)} resultados ya estaban` })} aquí.`;
  return 'El archivo no contiene resultados, así que no se importó nada.';
}

function note(n: RecordsNoteFacts): string {
  switch (n.kind) {
    case 'unlisted':
      return n.problems.map(unlisted).join(' ');
    case 'failed':
      return failed(n);
    case 'imported':
      return imported(n.added, n.skipped);
    case 'restored':
      return n.what === 'session' ? 'La partida vuelve a estar en curso.' : 'La partida vuelve a estar entre los resultados.';
  }
}

/** A date and time in this language, or null when `iso` is no date. */
function dateOf(iso: string): string | null {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? null : dates.format(time);
}

/** Spanish words of the Statistics view. */
const statsEs: StatsWords = {
  title: 'Estadísticas',
  intro: (sessions) => `Por nombre de jugador, en ${plural(sessions, { one: '1 partida terminada', other: `${numeral(sessions)} partidas terminadas` })}.`,
  empty: 'Todavía no hay partidas terminadas, así que no hay estadísticas.',
  filter: 'Jugador',
  allPlayers: 'Todos',
  caption: 'Jugadores por victorias, y luego por promedio',
  player: 'Jugador',
  // Short headings, as sports tables have them: the notes say what each column counts.
  sessions: 'Jugó',
  wins: 'Ganó',
  average: 'Prom.',
  best: 'Mejor',
  wentOut: 'Sin fichas',
  winsCell: (wins, shared) => (shared > 0 ? `${numeral(wins)} (${plural(shared, { one: '1 compartida', other: `${numeral(shared)} compartidas` })})` : numeral(wins)),
  wentOutCell: (out, rounds) => `${numeral(out)} de ${numeral(rounds)}`,
  decimal: (value) => numeral(value),
  notes: [
    'Jugó y Ganó: partidas terminadas y ganadas. Prom. (promedio) y Mejor: totales de la partida; cuanto menos, mejor.',
    'Una victoria compartida es una partida en la que varios jugadores empataron con el total más bajo.',
    'Sin fichas: rondas que el jugador terminó al jugar su última ficha.',
    'Los promedios se redondean a un decimal.',
  ],
  byRound: 'Puntos promedio por ronda',
  round: 'Ronda',
  roundName: (round) => `Ronda ${numeral(round)}`,
  none: '–',
  back: 'Volver a las partidas',
};

/** Spanish words of the Records screen. */
export const recordsEs: RecordsWords = {
  lang: LANG,
  title: 'Partidas',
  exportButton: 'Exportar resultados',
  importButton: 'Importar resultados',
  back: 'Volver',
  loading: 'Cargando…',
  empty: (rounds) => `Todavía no hay partidas terminadas. Una partida se guarda aquí cuando termina su ${ordinal(rounds, 'f')} ronda.`,
  heading: ({ finishedAt, winners }) => {
    const when = dateOf(finishedAt) ?? 'Fecha desconocida';
    if (winners.length === 0) return when;
    return `${when} — ${list(winners)} ${winners.length > 1 ? 'comparten la victoria' : 'ganó'}`;
  },
  seed: 'Semilla',
  played: ({ rounds, undos }) =>
    `${plural(rounds, { one: '1 ronda', other: `${numeral(rounds)} rondas` })} · ${undos === 0 ? 'sin usar Deshacer' : `Deshacer: ${plural(undos, { one: '1 vez', other: `${numeral(undos)} veces` })}`}`,
  player: 'Jugador',
  total: 'Total',
  roundColumn: (round) => numeral(round),
  roundTitle: (round) => `Ronda ${numeral(round)}`,
  chart: (lines) => `Totales acumulados por ronda: ${lines.map((l) => `${l.name} ${numeral(l.total)}`).join(', ')}`,
  remove: 'Borrar…',
  askRemove: '¿Borrar este resultado para siempre?',
  confirmRemove: 'Borrar resultado',
  keep: 'Conservarlo',
  replay: 'Repetición',
  note,
  problem: (p) => fault(p),
  keptAsideTitle: 'Guardado aparte',
  keptAsideIntro: 'Las partidas guardadas que no se pudieron leer se quedan aquí, intactas, hasta que las borres.',
  keptAsideHeading: ({ what, at }) => {
    const when = dateOf(at);
    return when ? `${WHAT[what]}: se guardó aparte el ${when}` : `${WHAT[what]}: se guardó aparte`;
  },
  keptAsideReason,
  exportKeptAside: 'Exportar',
  restore: 'Recuperar',
  askRemoveKeptAside: '¿Borrarlo para siempre? Si quieres una copia, expórtalo antes.',
  confirmRemoveKeptAside: 'Borrarlo',
  askRestore: 'Hay una partida en curso. ¿Recuperar esta y guardar la otra aparte en su lugar?',
  confirmRestore: 'Recuperarla',
  cancelRestore: 'Cancelar',
  unfinishedTitle: 'Partidas sin terminar',
  unfinishedIntro: 'Partidas que se dejaron antes de su última ronda, guardadas hasta que las borres. Continúa una para seguir donde se quedó.',
  unfinishedHeading: ({ round, rounds, names }) => `${list(names)}: ronda ${numeral(round)} de ${numeral(rounds)}`,
  unfinishedReason: ({ code, at }) => {
    const when = dateOf(at);
    const on = when ? ` el ${when}` : '';
    return code === 'replaced' ? `Se guardó aparte${on}, cuando se continuó otra partida.` : `Se dejó${on} para empezar una partida nueva.`;
  },
  resume: 'Continuar',
  askResume: 'Hay una partida en curso. ¿Continuar esta y guardar la otra aquí en su lugar?',
  confirmResume: 'Continuarla',
  updateReady: 'Hay una versión nueva del juego lista: actualízalo para leer lo que guardó una versión más nueva.',
  updateNow: 'Actualizar ahora',
  round: 'Ronda',
  statistics: 'Estadísticas',
  stats: statsEs,
};
