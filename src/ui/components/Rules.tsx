/** The rules in plain language (docs/rules.md, R1–R13), with the worked example. */

/** The Rules screen's content; opening it pauses the computer players (R13.4). */
export function RulesText() {
  return (
    <article class="rules">
      <p>
        Mexican Train is played with a double-twelve set: 91 tiles, from 0|0 to 12|12. The lowest
        total after 13 rounds wins; every tile left in your hand at the end of a round counts
        against you.
      </p>
      <h3>Rounds and the engine</h3>
      <p>
        A session is 13 rounds. Round 1 starts from the 12|12 in the middle (the engine), round 2
        from the 11|11, and so on down to the 0|0. Each player gets 15 tiles (2–4 players), 12
        (5–6), 10 (7–8) or 8 (9–10); the rest face down are the yard. Whoever holds the engine
        places it. If nobody does, everybody draws one tile at a time, round the table, until it
        turns up (each round of drawing is completed).
      </p>
      <h3>Trains</h3>
      <p>
        Everyone owns a personal train, and there is one shared Mexican Train. A train starts
        with a tile showing the engine's number; each later tile must match the open end. Your
        own train is private until it carries your marker (an open lamp): you get the marker
        whenever you pass, and only you playing on your own train takes it off again. The
        Mexican Train is always open to everyone.
      </p>
      <h3>Your first turn</h3>
      <p>
        In turn from the engine holder, each player builds a chain on their own train only:
        as many matching tiles as you like, at least one, stopping whenever you choose. No
        drawing, no other train. If you cannot start, you pass without drawing and your train
        opens. A double at the end of your chain waits until everybody has had a first turn.
      </p>
      <h3>Later turns</h3>
      <p>
        Play one matching tile on your own train, the Mexican Train or any open train. If you
        can play, you must. If you cannot, draw one tile: play it if it fits anywhere you may
        play, otherwise pass and your train opens.
      </p>
      <h3>Doubles</h3>
      <p>
        A double gives you another play, anywhere you may play — and another double another.
        Your turn ends with a non-double, or with a pass. A double left uncovered must be
        covered by the next player before anything else, oldest double first, on whatever
        train it lies, even a private one. If they cannot cover it, they draw one tile, play it
        there if it covers, or pass and open their train. A double that is your last tile
        goes out at once.
      </p>
      <h3>End of a round</h3>
      <p>
        The round ends when someone plays their last tile, or when no tile can ever be placed
        again (the yard is empty and nobody holds a tile that fits; passes alone don't end it).
        Everyone scores the pips left in their hand; the 0|0 is worth nothing. The round's
        lowest score is shown but earns nothing. After round 13 the lowest total wins; tied
        players share the win.
      </p>
      <h3>Worked example</h3>
      <p>
        Round 1, turn order Ana, Ben, Cy, all first turns done; the Mexican Train ends in 7,
        Ana's train in 4, Ben's in 10. Ana plays 7|7 on the Mexican Train, then 4|4 on her own
        train, then 4|9 on the 4|4; her turn ends and the 7|7 is still uncovered. Ben holds 7|2
        and 10|8: his only legal play is 7|2 on the 7|7, although 10|8 would fit his own train.
        Had Ana found nothing to play after the 4|4, both doubles would be uncovered: Ben would
        owe the 7|7, and only after that Cy the 4|4.
      </p>
      <h3>On this device</h3>
      <p>
        Tap a tile, then a lit train, then Confirm. Drawing and finishing a first turn are
        previewed until you confirm. Undo takes back your last move with the computers' reply;
        Redo puts it back. Restart round replays the same deal. When several people share the
        device, a handoff screen hides every hand between turns. Computer players and hints
        only know what a player at the table could know; they play well but not perfectly.
        Keyboard: type a tile's number, then a train's letter; Enter confirms, Escape cancels.
      </p>
    </article>
  );
}
