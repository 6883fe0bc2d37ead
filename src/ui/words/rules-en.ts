/**
 * English words of the Rules screen: how a turn goes, the pictures' captions, and the whole
 * rule book (docs/rules.md, R1–R13, in its order and numbering). Loaded with the screen.
 */
import type { RulesPicture, RulesWords } from './learn.ts';

const CAPTIONS: Record<RulesPicture, string> = {
  table:
    'The engine lies in the hub. Each player has a train from it, and the Mexican Train belongs to everyone. Ben passed, so a marker sits on his train: anyone may play there. Ana’s and Cy’s trains are private.',
  marker: 'A marker (the little engine) on a train: its owner passed, and the train is open to everyone until its owner plays on it again.',
  uncovered: 'A double lies crosswise. Until someone covers it, it is open: the next player must cover it before anything else.',
  covered: 'The same double covered: the 2–6 was played on it, and the train goes on from the 2.',
  example: 'Ana played the double 7 on the Mexican Train, the double 4 on her train, then the 4–9 on the double 4. The double 7 is still open: Ben must cover it now, though his 8–10 would fit his own train.',
  exampleBoth: 'Had Ana found nothing after the double 4, both doubles would be open: Ben owes the older one, the double 7, and only after it is covered does Cy owe the double 4.',
};

/** English. */
export const rulesEn: RulesWords = {
  turnTitle: 'How a turn goes',
  turn: [
    'If a double is open, cover it first: the oldest one, on whatever train it lies.',
    'Otherwise play one tile that matches: on your own train, on the Mexican Train, or on a train with a marker.',
    'A double gives you another play at once.',
    'Nothing fits? Draw one tile. Play it if it fits; if not, pass, and a marker goes on your train.',
    'Play your last tile and you go out: the round ends, and everyone scores the pips left in their hand.',
  ],
  picturesTitle: 'At a glance',
  caption: (p) => CAPTIONS[p],
  bookTitle: 'The rule book',
  book: [
    {
      title: '1. Tiles and players',
      rules: [
        'One double-twelve set: 91 tiles, from the 0–0 to the double 12, each once. A tile is worth its pips; the 0–0 is worth nothing.',
        '2 to 10 players. Play goes clockwise, round the table.',
        'Each seat is a person or a computer player. Several people may share one device.',
      ],
    },
    {
      title: '2. A game of 13 rounds',
      rules: [
        'A game is exactly 13 rounds. Round 1 starts from the double 12 (the engine), round 2 from the double 11, and so on down to the double 0 in round 13.',
        'Scores never end a game early.',
        'A new game starts at round 1 with every total at zero. Finished games are kept in Records.',
      ],
    },
    {
      title: '3. Shuffle and deal',
      rules: [
        'All 91 tiles, the engine too, are shuffled and dealt.',
        'Each player gets 15 tiles with 2–4 players, 12 with 5–6, 10 with 7–8 and 8 with 9–10. The rest lie face down: the yard. Draws take the yard’s tiles in order.',
        'The shuffle comes from a seed. A new game gets a fresh random seed unless you type one; the same seed deals the same tiles, on any device.',
        'Each round’s deal comes from the seed and the round number, so one seed replays a whole game.',
      ],
    },
    {
      title: '4. Placing the engine',
      rules: [
        'Whoever holds the round’s engine double places it in the hub.',
        'If nobody holds it, everybody draws one tile at a time, round the table, until it turns up. Each round of drawing is completed, even when the engine appears in it.',
        'Drawn tiles stay in their hands. Everyone sees only how many each player drew, and who found the engine.',
        'The engine’s holder takes the first turn.',
      ],
    },
    {
      title: '5. Trains and markers',
      rules: [
        'Each player owns one train, and there is one shared Mexican Train. A train’s first tile shows the engine’s number; each later tile matches its open end.',
        'The Mexican Train is always open to everyone (after the first turns).',
        'Your own train is private — only you play on it — until it carries your marker. A train with a marker, started or empty, is open to everyone.',
        'Your marker goes on your train whenever you pass.',
        'Only you, playing on your own train, take your marker off. Others playing on it leave it there.',
        'The engine never counts as an open double.',
      ],
    },
    {
      title: '6. The first turn',
      rules: [
        'Everyone has one first turn, in order from the engine’s holder.',
        'On your first turn you play only on your own train: a chain of tiles, the first showing the engine’s number, each matching the last. No Mexican Train, no other train, no drawing.',
        'If you can start, you must lay at least one tile, and you may stop after any tile.',
        'If you cannot start, you pass without drawing, and your marker goes on your train.',
        'A double inside your chain is covered by the next tile. A double left at the end stays open, but owes nothing until everyone has had a first turn.',
        'Emptying your hand on your first turn ends the round only after the others’ first turns.',
      ],
    },
    {
      title: '7. A later turn',
      rules: [
        'Without an open double to cover, play one matching tile: on your own train, on the Mexican Train, or on another player’s train that carries a marker (starting it with a tile showing the engine’s number if it is empty).',
        'If you can play, you must. Drawing is only for when nothing fits.',
        'A tile that is not a double ends your turn.',
      ],
    },
    {
      title: '8. Drawing and passing',
      rules: [
        'When nothing fits, draw one tile from the yard, if it has any.',
        'If the drawn tile fits anywhere you may play, you must play it now.',
        'Otherwise — or when the yard is empty — pass, and your marker goes on your train. One draw per play, never more.',
      ],
    },
    {
      title: '9. Doubles',
      rules: [
        'Laying a double, anywhere, gives you another play — on the double or anywhere else you may play. Another double gives another play, and so on.',
        'Your turn ends with a tile that is not a double, or with a pass.',
        'A double not yet covered is open. After the turn it was laid in (after the first turns, for doubles left then), the next player’s only move is to cover the oldest open double, on its train, even a private one.',
        'If they cannot cover it, they draw one tile: if it covers the double, they must play it there; if not, they pass and their marker goes on their train.',
        'Covering a double ends the turn. The next player then owes the next-oldest open double, if there is one.',
        'A double that is your last tile goes out at once: it needs no cover.',
      ],
    },
    {
      title: '10. The end of a round',
      rules: [
        'The round ends when someone plays their last tile (after the first turns), or when it is blocked.',
        'Blocked means no tile can ever be placed again: the yard is empty and nobody holds a tile that could go anywhere. A circle of passes alone is not enough.',
        'Everyone scores the pips left in their hand; an empty hand scores 0. The round’s lowest score is shown, but earns nothing.',
      ],
    },
    {
      title: '11. Winning',
      rules: ['After round 13 the lowest total wins. Players tied for the lowest total share the win.'],
    },
    {
      title: '12. What each player sees',
      rules: [
        'You see your own hand, every train and marker, the open doubles, the yard’s size and every player’s tile count. Nothing else.',
        'When several people share a device, a handoff screen hides every hand between their turns. All hands are shown at the round’s end.',
        'Computer players and hints know only what a player at the table could know. They play well, not perfectly.',
      ],
    },
    {
      title: '13. Controls',
      rules: [
        'Tiles you pick, hints, draws and finishing a first turn are previews until you confirm them.',
        'Undo takes back your last move and the computers’ answer to it; Redo puts back exactly what was undone. Undo never takes back another person’s move.',
        'Restart round plays the round again from the same deal.',
        'Opening the rules or the records pauses the computer players.',
      ],
    },
  ],
  exampleTitle: 'The worked example: two doubles',
  example: [
    'Round 1, turn order Ana, Ben, Cy, first turns done. The Mexican Train ends in 7, Ana’s train in 4, Ben’s in 10.',
    'Ana plays the double 7 on the Mexican Train, then the double 4 on her train, then the 4–9 on the double 4. Her turn ends, and the double 7 is still open.',
    'Ben holds the 2–7 and the 8–10. His only move is the 2–7 on the double 7, although the 8–10 would fit his own train.',
    'Had Ana found nothing to play after the double 4 (and passed after an unplayable draw), both doubles would be open: Ben would owe the double 7, and only after it is covered would Cy owe the double 4.',
  ],
  deviceTitle: 'On this device',
  device: [
    'Tap a tile, then a lit train, then Confirm; or tap a train first to light the tiles that fit it.',
    'Undo, Redo and Restart round are under your hand; History lists every move of the round.',
    'Keyboard: type a tile’s number, then a train’s letter; Enter confirms, Escape cancels.',
  ],
  names: ['Ana', 'Ben', 'Cy'],
};
