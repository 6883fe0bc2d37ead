/** Spanish words of the first screen outside the New game form: the top bar, Display, the notices (see packs.ts). */
import type { FrontCatalog } from './catalog.ts';

export const frontEs: FrontCatalog = {
  lang: 'es',
  table: {
    appName: 'Tren mexicano',
    homeLabel: 'Tren mexicano, inicio',
    buttons: {
      rules: 'Reglas',
      records: 'Partidas',
      newGame: 'Nueva partida',
      back: 'Volver',
      placeEngine: 'Poner la máquina',
      confirm: 'Confirmar',
      cancel: 'Cancelar',
      draw: 'Robar',
      pass: 'Pasar',
      finishTurn: 'Terminar turno',
      hint: 'Pista',
      undo: 'Deshacer',
      redo: 'Rehacer',
      restartRound: 'Reiniciar ronda',
      keepPlaying: 'Seguir jugando',
      nextRound: 'Siguiente ronda',
      replayRound: 'Ver otra vez esta ronda',
      newSession: 'Otra partida',
      takeOver: 'Jugar aquí',
      ok: 'Aceptar',
      updateNow: 'Actualizar ahora',
      later: 'Más tarde',
    },
    rulesTitle: 'Reglas',
    loading: 'Cargando…',
    loadFailed: 'No se pudo cargar esta página. Recarga para intentarlo de nuevo.',
    display: {
      button: 'Vista',
      title: 'Vista',
      size: 'Tamaño de las fichas',
      sizes: { normal: 'Normal', large: 'Grande', 'extra-large': 'Muy grande' },
      face: 'Las fichas muestran',
      faces: { pips: 'Puntos', numerals: 'Números' },
      contrast: 'Contraste',
      contrasts: { standard: 'Normal', high: 'Alto' },
      language: 'Idioma',
      done: 'Listo',
    },
    restore: (r) => {
      switch (r.kind) {
        case 'newer-version':
          return 'La partida en curso se guardó con una versión más nueva de la app: actualiza la app (o recarga esta pestaña) para continuarla. Mientras tanto queda a salvo.';
        case 'kept-aside':
          return 'No se pudo leer la partida en curso. Se guardó aparte; puedes empezar una partida nueva.';
        case 'unreadable':
          return 'No se pudo leer la partida en curso.';
      }
    },
    storage: (code) => {
      switch (code) {
        case 'no-storage':
          return 'Este navegador no le da almacenamiento al juego (¿una ventana privada?): puedes jugar, pero las partidas y los resultados no se guardarán al cerrar esta pestaña.';
        case 'open-failed':
          return 'No se pudieron abrir las partidas guardadas: puedes jugar, pero no se guardará nada al cerrar esta pestaña.';
        case 'newer-data':
          return 'Las partidas guardadas son de una versión más nueva del juego: actualiza la app o recarga esta pestaña para usarlas. Mientras tanto no se guardará nada.';
        case 'upgrade-failed':
          return 'No se pudieron poner al día las partidas guardadas; quedaron sin tocar. No se guardará nada nuevo hasta que recargues.';
        case 'quota':
          return 'El dispositivo se quedó sin espacio: el juego sigue, pero las últimas jugadas no se guardarán si se cierra esta pestaña.';
        case 'refused':
          return 'El navegador no permitió guardar: el juego sigue, pero las últimas jugadas no se guardarán si se cierra esta pestaña.';
        case 'newer-tab':
          return 'Se abrió una versión más nueva del juego en otra pestaña; recarga esta.';
        case 'blocked':
          return 'Hay una versión anterior del juego abierta en otra pestaña: cierra o recarga esa pestaña para que esta pueda abrir las partidas guardadas.';
        case 'blocked-gave-up':
          return 'Una versión anterior del juego en otra pestaña no suelta las partidas guardadas: puedes jugar aquí, pero no se guardará nada hasta que cierres esa pestaña y recargues esta.';
        case 'closed':
          return 'El navegador cerró las partidas guardadas; recarga esta pestaña para seguir guardando.';
        case 'viewer':
          return 'Esta partida se está jugando en otra pestaña: aquí solo se puede mirar. Toca Jugar aquí para jugarla en esta.';
        case 'taken':
          return 'Otra pestaña tomó esta partida: aquí ahora solo se puede mirar.';
      }
    },
    offlineReady: 'Lista para jugar sin conexión.',
    updateLater: 'Hay una versión nueva lista; se ofrecerá cuando termine esta ronda.',
    updateReady: 'Hay una versión nueva del juego lista.',
  },
};
