/**
 * Spanish words of the Rules screen: how a turn goes, the pictures' captions, and the whole
 * rule book (docs/rules.md, R1–R13, in its order and numbering). Loaded with the screens on
 * demand (later-es.ts).
 */
import type { RulesPicture, RulesWords } from './learn.ts';

const CAPTIONS: Record<RulesPicture, string> = {
  table:
    'La máquina está en el centro. Cada jugador tiene un tren que sale de ella, y el tren mexicano es de todos. Ben pasó, así que su tren tiene un marcador: cualquiera puede jugar ahí. Los trenes de Ana y de Cy son privados.',
  marker: 'Un marcador (la locomotora pequeña) sobre un tren: su dueño pasó, y el tren queda abierto para todos hasta que su dueño vuelva a jugar en él.',
  uncovered: 'Una mula se pone atravesada. Mientras nadie la cubra, está abierta: el siguiente jugador debe cubrirla antes que nada.',
  covered: 'La misma mula, cubierta: se jugó la ficha 2–6 sobre ella, y el tren sigue desde el 2.',
  example:
    'Ana jugó la mula de 7 en el tren mexicano, la mula de 4 en su tren y luego la ficha 4–9 sobre la mula de 4. La mula de 7 sigue abierta: Ben debe cubrirla ahora, aunque su ficha 8–10 le serviría en su propio tren.',
  exampleBoth:
    'Si Ana no hubiera tenido nada después de la mula de 4, las dos mulas estarían abiertas: Ben debe la más antigua, la mula de 7, y solo cuando esté cubierta le toca a Cy cubrir la mula de 4.',
};

/** Spanish. */
export const rulesEs: RulesWords = {
  turnTitle: 'Cómo es un turno',
  turn: [
    'Si hay una mula abierta, primero cúbrela: la más antigua, en el tren donde esté.',
    'Si no, juega una ficha que coincida: en tu propio tren, en el tren mexicano o en un tren con marcador.',
    'Una mula te da otra jugada en ese momento.',
    '¿No te sirve nada? Roba una ficha del pozo. Si sirve, juégala; si no, pasa, y tu tren recibe un marcador.',
    'Si juegas tu última ficha, te quedas sin fichas: la ronda termina y cada quien suma los puntos que le quedan en la mano.',
  ],
  picturesTitle: 'De un vistazo',
  caption: (p) => CAPTIONS[p],
  bookTitle: 'El reglamento',
  book: [
    {
      title: '1. Fichas y jugadores',
      rules: [
        'Un juego de dominó doble doce: 91 fichas, de la 0–0 a la mula de 12, cada una una sola vez. Una ficha vale sus puntos; la 0–0 no vale nada.',
        'De 2 a 10 jugadores. Se juega en el sentido de las agujas del reloj, alrededor de la mesa.',
        'Cada lugar es una persona o una computadora. Varias personas pueden compartir un mismo dispositivo.',
      ],
    },
    {
      title: '2. Una partida de 13 rondas',
      rules: [
        'Una partida tiene exactamente 13 rondas. La ronda 1 empieza con la mula de 12 (la máquina), la ronda 2 con la mula de 11, y así hasta la mula de 0 en la ronda 13.',
        'Los puntos nunca terminan una partida antes de tiempo.',
        'Una partida nueva empieza en la ronda 1 con todos los totales en cero. Las partidas terminadas se guardan en Partidas.',
      ],
    },
    {
      title: '3. Revolver y repartir',
      rules: [
        'Se revuelven y se reparten las 91 fichas, la máquina incluida.',
        'Cada jugador recibe 15 fichas con 2 a 4 jugadores, 12 con 5 o 6, 10 con 7 u 8 y 8 con 9 o 10. Las demás quedan boca abajo: el pozo. Al robar se toman las fichas del pozo en orden.',
        'La revoltura sale de una semilla. Una partida nueva recibe una semilla al azar, a menos que escribas una; la misma semilla reparte las mismas fichas, en cualquier dispositivo.',
        'El reparto de cada ronda sale de la semilla y del número de ronda, así que una semilla repite una partida entera.',
      ],
    },
    {
      title: '4. Poner la máquina',
      rules: [
        'Quien tenga la mula de la ronda la pone en el centro: es la máquina.',
        'Si nadie la tiene, todos roban una ficha a la vez, alrededor de la mesa, hasta que aparezca. Cada vuelta de robo se completa, aunque la máquina aparezca en ella.',
        'Las fichas robadas se quedan en la mano. Todos ven solo cuántas robó cada jugador y quién encontró la máquina.',
        'Quien tiene la máquina juega el primer turno.',
      ],
    },
    {
      title: '5. Trenes y marcadores',
      rules: [
        'Cada jugador tiene un tren, y hay un tren mexicano compartido. La primera ficha de un tren tiene el número de la máquina; cada ficha siguiente coincide con su extremo abierto.',
        'El tren mexicano siempre está abierto para todos (después de los primeros turnos).',
        'Tu propio tren es privado (solo tú juegas en él) hasta que lleve tu marcador. Un tren con marcador, empezado o vacío, está abierto para todos.',
        'Tu marcador se pone en tu tren cada vez que pasas.',
        'Solo tú, jugando en tu propio tren, quitas tu marcador. Si otros juegan en él, el marcador se queda.',
        'La máquina nunca cuenta como una mula abierta.',
      ],
    },
    {
      title: '6. El primer turno',
      rules: [
        'Todos tienen un primer turno, en orden a partir de quien tiene la máquina.',
        'En tu primer turno solo juegas en tu propio tren: una cadena de fichas, la primera con el número de la máquina y cada una coincidiendo con la anterior. Ni tren mexicano, ni otros trenes, ni robar.',
        'Si puedes empezar, debes poner al menos una ficha, y puedes parar después de cualquiera.',
        'Si no puedes empezar, pasas sin robar, y tu marcador se pone en tu tren.',
        'Una mula dentro de tu cadena queda cubierta por la ficha siguiente. Una mula al final queda abierta, pero no obliga a nadie hasta que todos hayan jugado su primer turno.',
        'Si te quedas sin fichas en tu primer turno, la ronda termina solo después de los primeros turnos de los demás.',
      ],
    },
    {
      title: '7. Los turnos siguientes',
      rules: [
        'Si no hay mula abierta que cubrir, juega una ficha que coincida: en tu propio tren, en el tren mexicano o en el tren de otro jugador que lleve marcador (empezándolo con una ficha con el número de la máquina si está vacío).',
        'Si puedes jugar, debes hacerlo. Solo se roba cuando no sirve nada.',
        'Una ficha que no es mula termina tu turno.',
      ],
    },
    {
      title: '8. Robar y pasar',
      rules: [
        'Cuando no te sirve nada, roba una ficha del pozo, si le quedan.',
        'Si la ficha robada sirve en algún tren donde puedas jugar, tienes que jugarla en ese momento.',
        'Si no, o si el pozo está vacío, pasas, y tu marcador se pone en tu tren. Se roba una vez por jugada, nunca más.',
      ],
    },
    {
      title: '9. Mulas',
      rules: [
        'Poner una mula, donde sea, te da otra jugada: sobre la mula o en cualquier otro tren donde puedas jugar. Otra mula da otra jugada, y así sucesivamente.',
        'Tu turno termina con una ficha que no es mula, o cuando pasas.',
        'Una mula que todavía no está cubierta está abierta. Después del turno en que se puso (o después de los primeros turnos, para las que quedaron entonces), la única jugada del siguiente jugador es cubrir la mula abierta más antigua, en su tren, aunque sea privado.',
        'Si no puede cubrirla, roba una ficha: si cubre la mula, tiene que jugarla ahí; si no, pasa y su marcador se pone en su tren.',
        'Cubrir una mula termina el turno. El siguiente jugador debe entonces la siguiente mula abierta más antigua, si la hay.',
        'Una mula que es tu última ficha te deja sin fichas en ese momento: no hace falta cubrirla.',
      ],
    },
    {
      title: '10. El final de una ronda',
      rules: [
        'La ronda termina cuando alguien juega su última ficha (después de los primeros turnos), o cuando se cierra.',
        'Cerrada quiere decir que ya no se puede poner ninguna ficha: el pozo está vacío y nadie tiene una ficha que sirva en algún lado. Que todos pasen una vuelta no basta.',
        'Cada quien suma los puntos que le quedan en la mano; una mano vacía suma 0. Se muestra el puntaje más bajo de la ronda, pero no da nada.',
      ],
    },
    {
      title: '11. Quién gana',
      rules: ['Después de la ronda 13 gana el total más bajo. Los jugadores empatados con el total más bajo comparten la victoria.'],
    },
    {
      title: '12. Lo que ve cada jugador',
      rules: [
        'Ves tu propia mano, todos los trenes y marcadores, las mulas abiertas, el tamaño del pozo y cuántas fichas tiene cada jugador. Nada más.',
        'Cuando varias personas comparten un dispositivo, una pantalla de relevo oculta todas las manos entre sus turnos. Al final de la ronda se muestran todas las manos.',
        'Las computadoras y las pistas saben solo lo que podría saber un jugador en la mesa. Juegan bien, no a la perfección.',
      ],
    },
    {
      title: '13. Controles',
      rules: [
        'Las fichas que eliges, las pistas, robar y terminar un primer turno son vistas previas hasta que las confirmas.',
        'Deshacer quita tu última jugada y la respuesta de las computadoras; Rehacer devuelve exactamente lo que se deshizo. Deshacer nunca quita la jugada de otra persona.',
        'Reiniciar ronda vuelve a jugar la ronda desde el mismo reparto.',
        'Abrir las reglas o las partidas pone en pausa a las computadoras.',
      ],
    },
  ],
  exampleTitle: 'El ejemplo: dos mulas',
  example: [
    'Ronda 1, orden de juego Ana, Ben, Cy, con los primeros turnos ya jugados. El tren mexicano termina en 7, el tren de Ana en 4 y el de Ben en 10.',
    'Ana juega la mula de 7 en el tren mexicano, luego la mula de 4 en su tren y luego la ficha 4–9 sobre la mula de 4. Su turno termina, y la mula de 7 sigue abierta.',
    'Ben tiene la ficha 2–7 y la 8–10. Su única jugada es la 2–7 sobre la mula de 7, aunque la 8–10 le serviría en su propio tren.',
    'Si Ana no hubiera tenido nada que jugar después de la mula de 4 (y hubiera pasado tras robar una ficha que no servía), las dos mulas estarían abiertas: Ben debería la mula de 7, y solo cuando esté cubierta le tocaría a Cy cubrir la mula de 4.',
  ],
  deviceTitle: 'En este dispositivo',
  device: [
    'Toca una ficha, luego un tren iluminado y luego Confirmar; o toca primero un tren para iluminar las fichas que le sirven.',
    'Deshacer, Rehacer y Reiniciar ronda están debajo de tu mano; Historial muestra cada jugada de la ronda.',
    'Teclado: escribe el número de una ficha y luego la letra de un tren; Intro confirma, Esc cancela.',
  ],
  names: ['Ana', 'Ben', 'Cy'],
};
