/** Spanish words of the coach of "Learn to play" (see learn.ts for the keys and their facts). */
import { es } from './es.ts';
import { capital, list } from './es-base.ts';
import type { Person, TrainWord } from './catalog.ts';
import type { LearnWords, LessonWords, NewsWords, TapWords } from './learn.ts';

/** "la ficha 3–5", "la mula de 6". */
function the(code: string): string {
  const named = es.tile(code);
  return named.startsWith('mula') ? `la ${named}` : `la ficha ${named}`;
}

/** A train in running text: "el tren mexicano", "tu tren", "el tren de Ana". */
function train(t: TrainWord): string {
  switch (t.kind) {
    case 'mexican':
      return 'el tren mexicano';
    case 'yours':
      return 'tu tren';
    case 'own':
      return 'su propio tren';
    case 'of':
      return t.owner.you ? 'tu tren' : `el tren de ${t.owner.name}`;
  }
}

/** Whose turn to cover it is next: "te toca a ti", "le toca a Ana". */
function turnOf(p: Person): string {
  return p.you ? 'te toca a ti' : `le toca a ${p.name}`;
}

function lesson(l: LessonWords): string {
  switch (l.kind) {
    case 'engine':
      return `Tienes la mula de ${l.engine}, la máquina de esta ronda: va en el centro, y todos los trenes salen de ella.`;
    case 'startChain':
      return `Tu primer turno: empieza tu propio tren desde el centro con una ficha que tenga un ${l.engine}.`;
    case 'growChain':
      return `En tu primer turno puedes agregar todas las fichas que encadenen: ${the(l.tile)} coincide con el extremo abierto, ${l.end}.`;
    case 'finishChain':
      return l.more ? 'Puedes parar cuando quieras: termina tu primer turno.' : 'Ya no se puede encadenar nada más: tu primer turno terminó.';
    case 'play': {
      const again = l.again ? 'Tu mula te da otra jugada. ' : '';
      if (l.where === 'other' && l.owner) {
        return l.first
          ? `${again}El tren de ${l.owner.name} lleva un marcador, así que cualquiera puede jugar en él: juega ${the(l.tile)} ahí.`
          : `${again}Juega ${the(l.tile)} en el tren de ${l.owner.name}: su marcador lo mantiene abierto.`;
      }
      if (l.where === 'mexican') {
        return l.first
          ? `${again}El tren mexicano siempre está abierto para todos: juega ${the(l.tile)} en él.`
          : `${again}Juega ${the(l.tile)} en el tren mexicano.`;
      }
      return l.unmarks
        ? `${again}Juega ${the(l.tile)} en tu propio tren: así quitas tu marcador.`
        : `${again}Juega ${the(l.tile)} en tu propio tren: mientras no tenga marcador, solo tú puedes jugar ahí.`;
    }
    case 'double':
      return l.first
        ? `Una mula se pone atravesada y te da otra jugada en ese momento: juega ${the(l.tile)}.`
        : `Otra mula, otra jugada: juega ${the(l.tile)}.`;
    case 'cover':
      if (!l.next) return `La mula de ${l.double} en ${train(l.train)} está sin cubrir: hay que cubrirla antes que cualquier otra jugada. Cúbrela con ${the(l.tile)}.`;
      return (
        `${l.by ? `${l.by.name} dejó` : 'Hay'} dos mulas sin cubrir: la mula de ${l.double} y luego la mula de ${l.next.double}. ` +
        `La más antigua va primero, antes que cualquier otra jugada, aunque esté en un tren privado: cubre la mula de ${l.double} con ${the(l.tile)}. ` +
        `Después ${turnOf(l.nextWho)} cubrir la mula de ${l.next.double}.`
      );
    case 'draw':
      return l.owed
        ? `Ninguna de tus fichas cubre la mula de ${l.owed.double} en ${train(l.owed.train)}: roba una ficha.`
        : 'No te sirve nada en los trenes donde puedes jugar: roba una ficha.';
    case 'drawn':
      return `${capital(the(l.tile))} que robaste sirve, así que hay que jugarla ahora.`;
    case 'pass':
      return l.opened
        ? 'La ficha que robaste no sirve en ningún lado: pasa. Tu tren recibe un marcador, así que cualquiera puede jugar en él hasta que tú lo hagas.'
        : 'La ficha que robaste no sirve en ningún lado: pasa. Tu tren conserva su marcador.';
    case 'goOut':
      return `¡Tu última ficha! Juega ${the(l.tile)} para quedarte sin fichas: la ronda termina, y los demás suman los puntos que les quedan en la mano.`;
  }
}

function news(n: NewsWords): string {
  if (n.kind === 'covered') return `${n.who.name} cubrió la mula de ${n.double}.`;
  return n.firstTurn
    ? `${n.who.name} no pudo empezar su tren y pasó: su tren recibió un marcador.`
    : `${n.who.name} robó, no pudo jugar y pasó: su tren recibió un marcador.`;
}

function tap(t: TapWords): string {
  switch (t.kind) {
    case 'tile':
      return `Toca ${the(t.tile)} en tu mano.`;
    case 'train':
      return `Toca ${train(t.train)}.`;
    case 'button':
      return `Toca ${t.label}.`;
  }
}

/** Spanish. */
export const learnEs: LearnWords = {
  title: 'Aprende a jugar',
  leave: 'Salir',
  playFirst: 'Juega tu primera partida',
  backToGame: 'Volver a tu partida',
  intro: (others) => `Una ronda con ${list(others.map((p) => p.name))}. Toca lo que marca el anillo; no se guarda nada.`,
  news,
  lesson,
  tap,
  watch: (who) => `Ahora juega ${who.name}. Mira el tablero: la ficha más nueva está marcada.`,
  finished: (out) =>
    out
      ? '¡Te quedaste sin fichas: la ronda terminó! Una partida tiene 13 rondas, de la mula de 12 a la mula de 0, y gana el total más bajo.'
      : 'La ronda terminó.',
  lost: 'La lección perdió el hilo: toca Deshacer, o sal y vuelve a empezarla.',
};
