/**
 * Spanish, as played at Mexican tables: the engine is "la máquina", a double "la mula", the
 * yard "el pozo"; you draw ("robar") and pass ("pasar"). The reader is addressed with "tú".
 * Every key of catalog.ts, so TypeScript forces it complete.
 */
import type { HintFacts } from '../../ai/hint-facts.ts';
import { frontEs } from './front-es.ts';
import type { BlockedWords, Catalog, EventWords, SinceWords, HintContext, MustPlayWords, NextTap, Person, PromptWords, RefusalWords, SearchWords, TrainWord } from './catalog.ts';
import { tileEnds } from '../../core/index.ts';
import { shortForm } from './short.ts';
import { capital, list, plural } from './es-base.ts';
import { formatNumber } from './number.ts';

/** "3–5", or "mula de 6": how people say a domino (low end first, as the hand shows it). */
function tile(code: string): string {
  const [a, b] = tileEnds(code) ?? [0, 0];
  return a === b ? `mula de ${a}` : `${a}–${b}`;
}

/** A tile in running text: "la ficha 3–5", "la mula de 6". */
function the(code: string): string {
  const [a, b] = tileEnds(code) ?? [0, 0];
  return a === b ? `la mula de ${a}` : `la ficha ${a}–${b}`;
}

/** A double by its number: "la mula de 6". */
function mula(n: number): string {
  return `la mula de ${n}`;
}

/** Subject: "Tú" / "Ana". */
function who(p: Person): string {
  return p.you ? 'Tú' : p.name;
}

/** A verb with its subject: "Robaste" / "Ana robó" (the pronoun "tú" is left out, as Spanish does). */
function does(p: Person, tu: string, el: string): string {
  return p.you ? capital(tu) : `${p.name} ${el}`;
}

/** Possessive of the actor: "tu" / "su". */
function su(p: Person): string {
  return p.you ? 'tu' : 'su';
}

/** A train in running text: "el tren mexicano", "tu tren", "su propio tren", "el tren de Ana". */
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

/** "en el tren mexicano" and the like. */
function on(t: TrainWord): string {
  return `en ${train(t)}`;
}

/** A number as Spanish writes it ("1208", "12.080": number.ts). */
const numeral = (value: number): string => formatNumber('es', value);

function tiles(n: number): string {
  return plural(n, { one: `${numeral(n)} ficha`, other: `${numeral(n)} fichas` });
}

function pips(n: number): string {
  return plural(n, { one: `${numeral(n)} punto`, other: `${numeral(n)} puntos` });
}

function event(e: EventWords): string {
  const p = e.who;
  switch (e.kind) {
    case 'engine':
      return `${does(p, 'pusiste', 'puso')} la máquina, ${mula(e.engine)}, en el centro`;
    case 'draw':
      return `${does(p, 'robaste', 'robó')} una ficha`;
    case 'endFirstTurn':
      return `${does(p, 'terminaste', 'terminó')} ${su(p)} primer turno con ${tiles(e.tiles)}`;
    case 'pass': {
      const state = e.opened ? 'ahora está abierto' : 'sigue abierto';
      if (e.firstTurn) return `${does(p, 'no pudiste', 'no pudo')} empezar ${su(p)} tren y ${p.you ? 'pasaste' : 'pasó'}; ${su(p)} tren ${state}`;
      return `${does(p, 'pasaste', 'pasó')}; ${su(p)} tren ${state}`;
    }
    case 'play': {
      // Closing one's own train (R5.5) is said as the marker coming off.
      const closed = e.closed ? ` y ${p.you ? 'quitaste tu' : 'quitó su'} marcador` : '';
      if (e.covered !== null) return `${does(p, 'cubriste', 'cubrió')} ${mula(e.covered)} con ${the(e.tile)} ${on(e.train)}${closed}`;
      const played = `${does(p, 'jugaste', 'jugó')} ${the(e.tile)} ${on(e.train)}${closed}`;
      return e.again ? `${played} y ${p.you ? 'vuelves' : 'vuelve'} a jugar` : played;
    }
  }
}

function sinceParts(i: SinceWords): string[] {
  const acts = i.acts.map((a) => {
    switch (a.kind) {
      case 'engine':
        return `puso la máquina, ${mula(a.engine)}`;
      case 'plays':
        return `${a.tiles.length === 1 ? tile(a.tiles[0]!) : tiles(a.tiles.length)} ${a.train.kind === 'own' ? 'en su tren' : on(a.train)}`;
      case 'draw':
        return 'robó';
      case 'pass':
        return 'pasó';
    }
  });
  const flags = [i.opened ? 'tren abierto' : '', i.owes !== null ? 'hay que cubrirla' : '', i.out ? 'se quedó sin fichas' : i.lastTile ? '¡le queda 1 ficha!' : ''];
  return [acts.join(', '), ...flags].filter(Boolean);
}

function blocked(action: 'undo' | 'redo' | 'restart', why: BlockedWords): string {
  switch (why.reason) {
    case 'round-over':
      return action === 'restart'
        ? 'La ronda terminó: solo se puede reiniciar durante una ronda.'
        : 'La ronda terminó: Deshacer y Rehacer solo funcionan dentro de una ronda.';
    case 'nothing-to-undo':
      return 'Todavía no hay nada que deshacer en esta ronda.';
    case 'nothing-to-redo':
      return 'No hay nada que volver a jugar.';
    case 'nothing-played':
      return 'Todavía no se ha jugado nada en esta ronda.';
    case 'computers-answering':
      return 'Espera a que las computadoras terminen de jugar.';
    case 'another-person':
      if (action === 'redo') return why.who.you ? 'Solo tú puedes volver a jugar tu jugada.' : `Solo ${why.who.name} puede volver a jugar su jugada.`;
      return why.who.you ? 'Solo tú puedes deshacer tu jugada.' : `Solo ${why.who.name} puede deshacer su jugada.`;
  }
}

function refusal(r: RefusalWords): string {
  switch (r.code) {
    case 'not-a-move':
      return r.what === 'action' ? 'El juego no conoce esa jugada.' : r.what === 'tile' ? 'Esa ficha no existe en el juego.' : 'Ese tren no existe en esta mesa.';
    case 'not-in-hand':
      return `${capital(the(r.tile))} no está en tu mano.`;
    case 'must-cover':
      return r.canCover
        ? `Primero cubre ${mula(r.double)} ${on(r.train)}: la mula sin cubrir más antigua va antes que cualquier otra jugada. Toca una ficha iluminada.`
        : `Primero hay que cubrir ${mula(r.double)} ${on(r.train)}, y ninguna de tus fichas la cubre: toca Robar.`;
    case 'first-turn-own-train':
      return 'En tu primer turno solo puedes jugar en tu propio tren.';
    case 'private-train':
      return `${r.owner.you ? 'Tu tren es privado hasta que pases' : `El tren de ${r.owner.name} es privado hasta que ${r.owner.name} pase`} y reciba un marcador: juega en tu tren, en el tren mexicano o en un tren con marcador.`;
    case 'must-show-engine':
      return `Un tren vacío empieza con una ficha que tenga un ${r.engine}; ${the(r.tile)} no lo tiene.`;
    case 'does-not-match':
      return `${capital(the(r.tile))} no coincide con ${train(r.train)}: necesita un ${r.need}.`;
    case 'fits-nowhere':
      if (r.drawn) return `Ahora solo puedes jugar ${the(r.drawn)} que robaste: sirve, así que hay que jugarla. Tócala.`;
      if (r.duty) {
        const then = r.duty.canCover === false ? 'ninguna de tus fichas la cubre, así que toca Robar' : 'toca una ficha iluminada que la cubra';
        return `${capital(the(r.tile))} no cubre ${mula(r.duty.double)} ${on(r.duty.train)}, y hay que cubrir esa mula primero: ${then}.`;
      }
      return `${capital(the(r.tile))} no sirve en ningún tren donde puedas jugar ahora${r.then ? `: ${tap(r.then)}` : ''}.`;
    case 'not-this-train':
      return `${capital(the(r.tile))} no puede ir en ese tren ahora.`;
    case 'nothing-fits-train':
      return `Ninguna ficha de tu mano puede ir ${on(r.train)} ahora.`;
    case 'round-over':
      return 'La ronda terminó: sigue con la próxima ronda.';
    case 'session-over':
      return 'Ya se jugaron las 13 rondas: la partida terminó.';
    case 'round-not-over':
      return 'La ronda todavía se está jugando.';
    case 'place-engine-first':
      return `La ronda empieza cuando se pone ${mula(r.engine)} en el centro.`;
    case 'engine-placed':
      return 'La máquina ya está en el centro.';
    case 'first-turn-over':
      return 'Tu primer turno ya terminó.';
    case 'first-turn-needs-a-tile':
      return `Primero pon en tu tren al menos una ficha con un ${r.engine}, o pasa si ninguna puede empezarlo.`;
    case 'no-draw-on-first-turn':
      return 'En tu primer turno no se roba.';
    case 'finish-first-turn':
      return 'Ya empezaste tu tren: termina tu turno en vez de pasar.';
    case 'must-play':
      return mustPlay(r);
    case 'lesson-step':
      return 'En esta lección, toca lo que marca el anillo.';
    case 'already-drawn':
      return 'Ya robaste una vez: se roba solo una vez por jugada.';
    case 'yard-empty':
      return 'El pozo está vacío: pasa.';
    case 'must-draw':
      return 'No te sirve nada: roba una ficha del pozo antes de pasar.';
    case 'computer-turn':
      return `Le toca a ${r.who.name}, que es una computadora.`;
    case 'not-computer-turn':
      return 'Ahora no le toca jugar a ninguna computadora.';
    case 'bad-settings':
      return 'Con esta configuración no se puede empezar una partida: revisa los jugadores y la semilla.';
    case 'read-only':
      return 'Esta partida se está jugando en otra pestaña. Toca Jugar aquí para jugarla en esta.';
    case 'blocked':
      return blocked(r.action, r.why);
    default: {
      // Every key has words: a key without a case here fails to build.
      const unsaid: never = r;
      return unsaid;
    }
  }
}

/** Why a draw or a pass was refused: a tile must be played, for one of four reasons. */
function mustPlay(r: MustPlayWords): string {
  switch (r.because) {
    case 'start-train':
      return `Tienes una ficha con un ${r.engine}, así que debes empezar tu tren: toca una ficha iluminada.`;
    case 'cover-double':
      return `Primero cubre ${mula(r.double)} ${on(r.train)}: una de tus fichas la cubre, así que no puedes robar ni pasar. Toca una ficha iluminada.`;
    case 'drawn-fits':
      return `Robaste ${the(r.tile)} y sirve, así que hay que jugarla ahora: tócala.`;
    case 'tile-fits':
      return 'Tienes una ficha que sirve, así que debes jugar una: toca una ficha iluminada.';
    default: {
      const unsaid: never = r;
      return unsaid;
    }
  }
}

/** The step a refusal sends the reader to. */
function tap(then: NextTap): string {
  switch (then) {
    case 'tile':
      return 'toca una ficha iluminada';
    case 'draw':
      return 'no te sirve nada, así que toca Robar';
    case 'pass':
      return 'toca Pasar';
    case 'finish':
      return 'toca Terminar turno';
  }
}

/** The engine search (R4.2): "Nadie tenía la mula de 12: todos robaron 2 fichas hasta que Ana la encontró." */
function search(s: SearchWords | null | undefined): string {
  if (!s) return '';
  const drew = s.least === s.most ? tiles(s.most) : `de ${s.least} a ${s.most} fichas`;
  return `Nadie tenía ${mula(s.engine)}: todos robaron ${drew} hasta que ${s.holder.you ? 'la encontraste' : `${s.holder.name} la encontró`}. `;
}

/** A train in a list of choices: "el tuyo", "el de Ana", "el tren mexicano". */
function trainChoice(t: TrainWord): string {
  switch (t.kind) {
    case 'mexican':
      return 'el tren mexicano';
    case 'yours':
      return 'el tuyo';
    case 'own':
      return 'el suyo';
    case 'of':
      return t.owner.you ? 'el tuyo' : `el de ${t.owner.name}`;
  }
}

/** Why a pass is all that is left. */
function passCause(cause: 'no-start' | 'drawn' | 'yard-empty', engine: number): string {
  switch (cause) {
    case 'no-start':
      return `Ninguna ficha de tu mano tiene un ${engine}`;
    case 'drawn':
      return 'Después de robar no te sirve nada';
    case 'yard-empty':
      return 'No te sirve nada y el pozo está vacío';
  }
}

/** "3 fichas en tu tren, que termina en 5". */
function firstTurnChain(n: number, end: number | null): string {
  return `${tiles(n)} en tu tren${end === null ? '' : `, que termina en ${end}`}`;
}

function prompt(p: PromptWords): string {
  switch (p.kind) {
    case 'over':
      return 'La ronda terminó.';
    case 'engine':
      return (
        search(p.search) +
        (p.who.you ? `Tienes la máquina: toca Poner la máquina para poner ${mula(p.engine)} en el centro.` : `${p.who.name} pone la máquina, ${mula(p.engine)}.`)
      );
    case 'waiting':
      return search(p.search) + (p.who.you ? 'Tu turno.' : `Turno de ${p.who.name}.`);
    case 'pick-tile':
      if (p.drawn) return `Robaste ${the(p.drawn)} y sirve, así que hay que jugarla ahora: tócala.`;
      if (p.moment === 'start') return `${search(p.search)}Tu primer turno: toca una ficha iluminada con un ${p.engine} para empezar tu tren.`;
      if (p.moment === 'more') return 'Toca una ficha iluminada para agregarla a tu tren, o toca Terminar turno.';
      if (p.owed) return `Cubre ${mula(p.owed.double)} ${on(p.owed.train)}: toca una ficha iluminada.`;
      if (p.moment === 'again') return 'Tu mula te da otra jugada: toca una ficha iluminada.';
      return 'Tu turno: toca una ficha iluminada, o un tren para iluminar las fichas que le sirven.';
    case 'pick-train':
      return `Toca un tren iluminado para ${the(p.tile)}: ${list(p.trains.map(trainChoice), 'or')}.`;
    case 'pick-tile-for':
      return p.tiles > 0
        ? `Toca una ficha iluminada para jugarla ${on(p.train)}.`
        : `Nada de tu mano sirve ${on(p.train)}: toca otro tren o una ficha.`;
    case 'confirm-play':
      return `Toca Confirmar (o el tren otra vez) para jugar ${the(p.tile)} ${on(p.train)}.`;
    case 'confirm-chain': {
      if (p.laying) return `Colocando tu cadena: ${plural(p.tiles, { one: 'falta 1 ficha', other: `faltan ${p.tiles} fichas` })}…`;
      const end = p.end === null ? '' : `, que termina en ${p.end}`;
      return `Confirmar coloca estas ${tiles(p.tiles)} en tu tren${end}. Deshacer las quita de una en una.`;
    }
    case 'draw': {
      const why = p.owed ? `No puedes cubrir ${mula(p.owed.double)} ${on(p.owed.train)}` : 'No te sirve nada';
      const left = plural(p.yard, { one: 'queda 1 ficha', other: `quedan ${p.yard} fichas` });
      return p.previewed ? `${why}: toca Confirmar para robar una ficha (${left} en el pozo).` : `${why}: toca Robar (o el pozo) para tomar una ficha.`;
    }
    case 'pass': {
      // Why a pass opens the train (R5.4): said with the pass, not only in the rules.
      const then = p.open
        ? 'Tu tren conserva su marcador y sigue abierto para todos.'
        : 'Tu tren recibe un marcador: todos pueden jugar en él hasta que vuelvas a jugar ahí.';
      return `${passCause(p.cause, p.engine)}: toca ${p.previewed ? 'Confirmar para pasar' : 'Pasar'}. ${then}`;
    }
    case 'finish': {
      if (!p.previewed) return p.more ? 'Toca una ficha iluminada para agregarla a tu tren, o toca Terminar turno.' : 'Ya no se puede encadenar nada más: toca Terminar turno.';
      const finish = `terminar tu primer turno con ${firstTurnChain(p.tiles, p.end)}`;
      return p.more ? `Toca Confirmar para ${finish}.` : `Ya no se puede encadenar nada más: toca Confirmar para ${finish}.`;
    }
  }
}

/** "1 ficha más" / "3 fichas más". */
function more(n: number): string {
  return plural(n, { one: '1 ficha más', other: `${n} fichas más` });
}

/** How many tiles that could cover a double are still unseen. */
function unseenCovers(n: number): string {
  if (n === 0) return 'no queda sin ver ninguna ficha que la cubra';
  const only = n <= 3 ? 'solo ' : '';
  return only + plural(n, { one: 'queda sin ver 1 ficha que la cubre', other: `quedan sin ver ${n} fichas que la cubren` });
}

function hint(f: HintFacts, ctx: HintContext): string {
  const at = (ref: Parameters<HintContext['train']>[0]) => on(ctx.train(ref));
  let text: string;
  switch (f.kind) {
    case 'engine':
      return `Tienes ${the(f.tile)}: ponla en el centro para empezar la ronda.`;
    case 'firstTurnPass':
      return `Ninguna ficha de tu mano tiene un ${f.engine}, así que no puedes empezar tu tren: pasa, y tu tren recibe un marcador.`;
    case 'firstTurnStop':
      return f.why === 'nothingFits'
        ? `Ya no te queda ninguna ficha que coincida con el extremo abierto de tu tren (${f.need}): termina tu primer turno.`
        : 'Parar aquí te deja mejor mano para después que poner más fichas ahora: termina tu primer turno.';
    case 'firstTurnChain': {
      const start = f.continues ? 'Sigue' : 'Empieza';
      const after = f.more > 0 ? `, y después ${more(f.more)}` : ', la última que encadena';
      return `${start} tu mejor cadena del primer turno con ${the(f.tile)}${after}: te quitas ${pips(f.pips)} de la mano este turno${f.emptiesHand ? ' y te quedas sin fichas' : ''}.`;
    }
    case 'draw':
      return f.owed
        ? `Ninguna ficha de tu mano sirve en un tren donde puedas jugar. Primero debes cubrir ${the(f.owed.tile)} ${at(f.owed.train)} (la mula abierta más antigua), y no puedes. Roba una ficha.`
        : 'Ninguna ficha de tu mano sirve en un tren donde puedas jugar. Roba una ficha.';
    case 'pass':
      return f.cause === 'drawnTileFitsNowhere'
        ? 'La ficha que robaste no sirve en ningún lado: pasa, y tu tren recibe un marcador.'
        : 'No te sirve nada y el pozo está vacío: pasa, y tu tren recibe un marcador.';
    case 'goOut':
      return `Te quedas sin fichas: ${the(f.tile)} es tu última ficha.`;
    case 'only':
      return 'Es la única jugada.';
    case 'coverDouble':
      text = `Debes cubrir la mula abierta más antigua, ${the(f.double)} ${at(f.train)}: ${the(f.tile)} la cubre y te quita ${pips(f.pips)}.`;
      break;
    case 'double': {
      const head = `Juega ${the(f.tile)} ${at(f.train)}`;
      const then = f.then;
      if (then.kind === 'stuck') text = `${head}; después no te sirve nada, así que tendrás que ${then.ending === 'pass' ? 'pasar (el pozo está vacío)' : 'robar'}.`;
      else if (then.kind === 'cover') text = `${head} para jugar otra vez y cúbrela con ${the(then.tile)}: te quitas ${pips(then.pips)} de la mano este turno.`;
      else {
        let tail = '';
        if (then.left) {
          const covers = unseenCovers(then.left.unseenCovers);
          tail = then.left.keepsCover
            ? ` Los demás deben cubrirla primero (${covers}), y tú te guardas una para cubrirla.`
            : ` Los demás deben cubrirla primero; ${covers}.`;
        }
        text = `${head} para jugar otra vez, y luego ${the(then.tile)} ${at(then.train)}.${tail}`;
      }
      break;
    }
    case 'ownTrain': {
      const marker = f.unmarks ? ' y quita tu marcador' : '';
      text =
        f.plan > 0
          ? `Sigue tu plan en tu propio tren${marker}: ${more(f.plan)} en fila después de ${the(f.tile)}.`
          : `Juega ${the(f.tile)} (${pips(f.pips)}) en tu propio tren${marker}; nada mejor sirve en otro lado.`;
      break;
    }
    case 'shed': {
      const keep = f.plan > 0 ? `Conserva tu plan de ${f.plan} fichas y descarta` : 'Descarta';
      const rare = f.rareOpen === null ? '' : ` Deja un ${f.rareOpen} abierto ahí, un número que a los demás les costará igualar.`;
      text = `${keep} ${pips(f.pips)} ${at(f.train)}.${rare}`;
      break;
    }
  }
  if (f.drawn) text = `La ficha que robaste sirve, así que hay que jugarla. ${text}`;
  if (f.urgent) {
    const p = ctx.person(f.urgent.seat);
    const left = plural(f.urgent.tiles, { one: `queda ${tiles(1)}`, other: `quedan ${tiles(f.urgent.tiles)}` });
    text += p.you
      ? ` Solo te ${left}, así que conviene soltar primero las fichas pesadas.`
      : ` A ${p.name} solo le ${left}, así que conviene soltar primero las fichas pesadas.`;
  }
  return text;
}

const tableEs: Catalog['table'] = {
  ...frontEs.table,
  tableLabel: 'La mesa',
  playersLabel: 'Jugadores',
  round: (round, of) => `Ronda ${round} de ${of}`,
  engine: 'Máquina',
  enginePending: (engine) => `mula de ${engine} (todavía sin poner)`,
  yard: 'Pozo',
  turn: 'Turno',
  nobody: '—',
  hintPrefix: 'Pista:',
  faceDown: 'ficha boca abajo',
  undoTitle: 'Deshacer tu última jugada',
  restartAsk: (round) => `¿Reiniciar la ronda ${round} desde el reparto? Se deshacen todas las jugadas de esta ronda; Deshacer las recupera.`,
  hintLoading: 'La pista estará lista en un momento.',
  tools: {
    history: 'Historial',
    sound: 'Sonido',
    pace: 'Ritmo',
    paces: { slow: 'Lento', normal: 'Normal', fast: 'Rápido', instant: 'Al instante' },
    skip: 'Saltar a mi turno',
    historyTitle: (round) => `Ronda ${numeral(round)}, jugada por jugada`,
    since: 'Desde tu último turno',
    empty: 'Todavía no se ha jugado nada en esta ronda.',
    close: 'Cerrar',
  },
  keysHelp: (k) =>
    `Teclado: número de ficha (${k.tiles ? `1–${k.tiles}` : '—'}), letra del tren (${k.letters.join(', ')}), Intro confirma, Esc cancela, ${k.read} lee la mesa.`,
  readTable: (r) => {
    const parts = [r.turn === null ? 'La ronda ha terminado' : r.turn.you ? 'Te toca' : `Le toca a ${r.turn.name}`];
    if (r.owed) parts.push(`primero hay que cubrir ${mula(r.owed.double)} ${on(r.owed.train)}`);
    if (r.ends.length) parts.push(`abiertos para ti: ${list(r.ends.map((e) => `${train(e.train)} pide ${e.needs}`))}`);
    if (r.fits === false) parts.push('ninguna de tus fichas encaja');
    if (r.low.length) {
      const left = (n: number) => `${n === 1 ? 'queda' : 'quedan'} ${tiles(n)}`;
      parts.push(list(r.low.map((l) => (l.who.you ? `te ${left(l.tiles)}` : `a ${l.who.name} le ${left(l.tiles)}`))));
    }
    return `${parts.join('; ')}.`;
  },
  handLabel: (n) => `Tu mano, ${tiles(n)}`,
  handTile: (t) => `${t.index}: ${tile(t.tile)}${t.playable ? ', jugable' : ''}${t.fresh ? ', recién robada' : ''}`,
  handMore: { shown: (n) => `${n} más`, label: (t) => `${tiles(t.tiles)} más a la ${t.side === 'left' ? 'izquierda' : 'derecha'}: mostrar${t.tiles === 1 ? 'la' : 'las'}` },
  handSort: { label: 'Ordenar la mano', byNumber: 'Ordenar por número', bySuit: 'Ordenar por palo' },
  trainState: { mexican: 'siempre abierto', open: 'Abierto', private: 'privado' },
  startsWith: (engine) => `empieza con ${engine}`,
  trainDescription: (t) => {
    const state = t.state === 'mexican' ? 'siempre abierto' : t.state === 'open' ? 'abierto' : 'privado';
    const end = t.empty ? `vacío, empieza con un ${t.needs}` : `extremo abierto ${t.needs}`;
    const doubles = t.exposed.length ? `, sin cubrir: ${list(t.exposed.map(tile))}` : '';
    return `${t.letter}: ${t.label}, ${state}, ${tiles(t.tiles)}, ${end}${doubles}${t.playable ? ', puedes jugar aquí' : ''}`;
  },
  scores: { player: 'Jugador', tilesLeft: 'Fichas', thisRound: 'Esta ronda', total: 'Total', none: 'ninguna' },
  hub: (h) => `El centro: ${h.placed ? `la máquina, mula de ${h.engine}` : `mula de ${h.engine} todavía sin poner`}. Ronda ${h.round} de ${h.of}.`,
  hubRound: { word: 'Ronda', count: (round, of) => `${round}/${of}` },
  yardLabel: (n) => `Robar del pozo: ${plural(n, { one: 'queda 1 ficha', other: `quedan ${n} fichas` })}`,
  showWhole: (t) => `Ver completo: ${t.label}, ${more(t.hidden)}`,
  showLess: (label) => `Ver menos: ${label}`,
  sinceStrip: {
    label: (first) => (first ? 'Hasta ahora en esta ronda' : 'Desde tu turno'),
    more: (n) => `+${n}`,
    showAll: (n, first) => `Ver todas las jugadas ${first ? 'de esta ronda' : 'desde tu turno'}${n ? `: ${n} más` : ''}`,
    pause: 'Pausa',
    nextMove: 'Siguiente jugada',
    resume: 'Seguir',
    paused: 'En pausa: las computadoras te esperan.',
  },
  seatChip: {
    lastTile: '¡1 ficha!',
    lastTileShort: '¡1!',
    short: (who, step) => (who.you ? 'Tú' : shortForm(who.name, step)),
    total: (points) => `${numeral(points)} pts`,
    thinking: 'pensando…',
    open: 'Abierto',
  },
};

/** "Ana se quedó sin fichas", "Te quedaste sin fichas", "Ana y Ben se quedaron sin fichas". */
function wentOut(out: Person[]): string {
  if (out.length === 1) return does(out[0]!, 'te quedaste', 'se quedó') + ' sin fichas';
  return `${list(out.map(who))} se quedaron sin fichas`;
}

/** Spanish. */
export const es: Catalog = {
  lang: 'es',
  tile,
  list,
  person: who,
  trainLabel: (t) => capital(train(t).replace(/^el /, '')),
  tiles,
  event,
  sinceParts,
  roundEnded: (e) => (e.reason === 'out' ? `${wentOut(e.out)}: la ronda terminó.` : 'Ya nadie puede poner ninguna ficha: la ronda terminó.'),
  endingMove: (move, ended) => `${move}. ${ended}`,
  refusal,
  blocked,
  prompt,
  preview: (p) => {
    switch (p.kind) {
      case 'play':
        return `¿Jugar ${the(p.tile)} ${on(p.train)}?`;
      case 'draw':
        return `¿Robar del pozo? ${capital(plural(p.yard, { one: 'queda 1', other: `quedan ${p.yard}` }))}.`;
      case 'finish':
        return `¿Terminar tu primer turno con ${firstTurnChain(p.tiles, p.end)}?`;
      case 'pass':
        return '¿Pasar? Tu tren recibe tu marcador y queda abierto para todos.';
    }
  },
  owed: (o) => (o.who.you ? `Primero cubre ${mula(o.double)} ${on(o.train)}` : `${o.who.name} debe cubrir primero ${mula(o.double)} ${on(o.train)}`),
  roundOverTitle: (o) => {
    const head = o.last ? 'Fin de la partida' : `Fin de la ronda ${numeral(o.round)}`;
    const how = o.reason === 'out' ? wentOut(o.out) : 'nadie puede poner ficha: ronda cerrada';
    return `${head} — ${how}`;
  },
  winners: (w) => {
    if (w.winners.length > 1) return `Victoria compartida: ${list(w.winners.map(who))}, con ${numeral(w.total)} puntos cada uno.`;
    return `${does(w.winners[0]!, 'ganas', 'gana')} con ${pips(w.total)}.`;
  },
  roundMinimum: (min) => `Mínimo de la ronda: ${numeral(min)} (solo como dato; no da puntos).`,
  notice: (n) => {
    switch (n.kind) {
      case 'restored':
        return 'Partida recuperada donde la dejaste.';
      case 'undone':
        return 'Jugada deshecha.';
      case 'redone':
        return 'Jugada rehecha.';
      case 'restarted':
        return `La ronda ${n.round} volvió a empezar con el mismo reparto. Deshacer recupera las jugadas.`;
      case 'round-begins':
        return `Empieza la ronda ${n.round}.`;
      case 'session-begins':
        return 'Empieza una partida nueva en la ronda 1.';
      case 'computers-playing':
        return 'Están jugando las computadoras.';
    }
  },
  handoff: {
    title: (p) => `Pásale el dispositivo a ${p.name}`,
    body: (p) => `Todas las manos están ocultas. Solo ${p.name} debe mirar ahora.`,
    reveal: (p) => `Soy ${p.name}: mostrar mis fichas`,
    since: (p, first) => (first ? 'Hasta ahora en esta ronda:' : `Desde el último turno de ${p.name}:`),
    nothingSince: 'No ha pasado nada desde entonces.',
    oneTile: (people) => `¡A ${list(people.map((p) => p.name))} ${people.length === 1 ? 'le' : 'les'} queda una ficha!`,
  },
  away: {
    playing: (next) => (next ? `Están jugando las computadoras. Después le toca a ${next.name}.` : 'Están jugando las computadoras.'),
    skipTo: (next) => `Saltar al turno de ${next.name}`,
    undo: (p) => `Deshacer la jugada de ${p.name}`,
    ask: (p) => `¿Mostrar otra vez la mano de ${p.name}?`,
    askWhy: (p) => `Deshacer quita la última jugada de ${p.name}, y las de las computadoras desde entonces, y muestra las fichas de ${p.name}: solo ${p.name} debe mirar.`,
    show: (p) => `Deshacer y mostrar la mano de ${p.name}`,
    keep: 'Mantenerla oculta',
  },
  hint,
  table: tableEs,
  seatLine: (s) => `${s.who.name}${s.computer ? ' (computadora)' : ''}: ${s.tiles === 1 ? tableEs.seatChip.lastTile : tiles(s.tiles)}, total ${s.total}`,
};
