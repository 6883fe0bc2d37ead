/**
 * The wording contract: every sentence the app shows, as a message key with typed
 * parameters. A language is one object implementing `Catalog` (English in en.ts; another
 * language adds a file, nothing else changes). Parameters are facts, never sentences, so
 * each language builds its own grammar: "You" (second person) or a named seat.
 */
import type { TileCode, TrainRef } from '../../core/index.ts';
import type { HintFacts } from '../../ai/hint-facts.ts';
import type { StatusCode } from '../../store/status.ts';

/** A participant as a sentence names them: a name, or the reader ("you"). */
export interface Person {
  name: string;
  /** The reader: second person ("You play", "your train"). */
  you: boolean;
}

/** What "Read the table" says: whose turn, what the reader can match, a double waiting, who is close to going out. */
export interface ReadTableWords {
  /** Whose turn it is; null once the round is over. */
  turn: Person | null;
  /** The double the seat to act must cover first, and the train it lies on. */
  owed: { double: number; train: TrainWord } | null;
  /** The trains the reader can play on (on their turn, those a tile of theirs fits), each with the number it needs. */
  ends: { train: TrainWord; needs: number }[];
  /** On the reader's own turn: whether a tile of theirs fits now (null at other times). */
  fits: boolean | null;
  /** Seats with one or two tiles left, fewest first. */
  low: { who: Person; tiles: number }[];
}

/** A train as a sentence names it, seen from the actor and the reader. */
export type TrainWord =
  | { kind: 'mexican' }
  /** The reader's own train. */
  | { kind: 'yours' }
  /** The actor's own train, the actor not being the reader ("their own train"). */
  | { kind: 'own' }
  | { kind: 'of'; owner: Person };

/** What the table hears of one action (session TableEvent, with people and trains resolved). */
/** One seat's run of actions since the reader's last one (issue 39), as the "since your turn" strip says it. */
export interface SinceWords {
  who: Person;
  /** What it did, in order: the engine placed, tiles laid on one train in a row, a draw, a pass. */
  acts: ({ kind: 'engine'; engine: number } | { kind: 'plays'; train: TrainWord; tiles: TileCode[] } | { kind: 'draw' } | { kind: 'pass' })[];
  /** Its pass put the marker on its train. */
  opened: boolean;
  /** The double of this run the reader must cover now. */
  owes: number | null;
  /** Down to one tile. */
  lastTile: boolean;
  /** Went out (the round's end). */
  out: boolean;
}

export type EventWords =
  | { kind: 'engine'; who: Person; engine: number }
  | { kind: 'play'; who: Person; tile: TileCode; train: TrainWord; double: boolean; again: boolean; covered: number | null; closed: boolean }
  | { kind: 'draw'; who: Person }
  | { kind: 'pass'; who: Person; firstTurn: boolean; opened: boolean }
  | { kind: 'endFirstTurn'; who: Person; tiles: number };

/** Why Undo, Redo or Restart cannot be used now. */
export type BlockedWords =
  | { reason: 'round-over' | 'nothing-to-undo' | 'nothing-to-redo' | 'computers-answering' | 'nothing-played' }
  | { reason: 'another-person'; who: Person };

/**
 * A refused move or request, with its facts. words.ts maps every refusal code of the core,
 * the session and the table to one of these (a switch the compiler checks complete), and
 * every language says each of them (a switch without a default, also checked).
 */
export type RefusalWords =
  /** Not a move of this game: an action of no known kind, a tile not in the set, a train not at the table. */
  | { code: 'not-a-move'; what: 'action' | 'tile' | 'train' }
  | { code: 'not-in-hand'; tile: TileCode }
  | { code: 'must-cover'; double: number; train: TrainWord; canCover: boolean }
  | { code: 'first-turn-own-train' }
  | { code: 'private-train'; owner: Person }
  | { code: 'must-show-engine'; tile: TileCode; engine: number }
  | { code: 'does-not-match'; tile: TileCode; need: number; train: TrainWord }
  /**
   * The tile has no legal place now: a double is owed (`duty`, and whether a tile of the
   * reader's covers it), or only the tile just `drawn` may be played (R8.2); `then` is the
   * step left (tap a lit tile, draw, pass, finish the first turn).
   */
  | {
      code: 'fits-nowhere';
      tile: TileCode;
      duty: { double: number; train: TrainWord; canCover?: boolean } | null;
      drawn?: TileCode | null;
      then?: NextTap | null;
    }
  | { code: 'not-this-train'; tile: TileCode }
  | { code: 'nothing-fits-train'; train: TrainWord }
  | { code: 'round-over' }
  | { code: 'session-over' }
  | { code: 'round-not-over' }
  | { code: 'place-engine-first'; engine: number }
  | { code: 'engine-placed' }
  | { code: 'first-turn-over' }
  | { code: 'first-turn-needs-a-tile'; engine: number }
  | { code: 'no-draw-on-first-turn' }
  | { code: 'finish-first-turn' }
  /**
   * A tile must be played, so a draw or pass is refused, because: the reader can start their
   * train (first turn), can cover the double owed, drew `tile` and it fits, or holds a tile that fits.
   */
  | { code: 'must-play'; because: 'start-train'; engine: number }
  | { code: 'must-play'; because: 'cover-double'; double: number; train: TrainWord }
  | { code: 'must-play'; because: 'drawn-fits'; tile: TileCode }
  | { code: 'must-play'; because: 'tile-fits' }
  /** Learn to play: only the move the coach points at is taken. */
  | { code: 'lesson-step' }
  | { code: 'already-drawn' }
  | { code: 'yard-empty' }
  | { code: 'must-draw' }
  | { code: 'computer-turn'; who: Person }
  /** A computer's move offered when no computer is to play. */
  | { code: 'not-computer-turn' }
  /** Settings that cannot start a game (the New game form says which field itself). */
  | { code: 'bad-settings' }
  | { code: 'read-only' }
  | { code: 'blocked'; action: 'undo' | 'redo' | 'restart'; why: BlockedWords };

/** The four reasons a tile must be played (RefusalWords 'must-play'). */
export type MustPlayWords = Extract<RefusalWords, { code: 'must-play' }>;

/** The step a refusal sends the reader to. */
export type NextTap = 'tile' | 'draw' | 'pass' | 'finish';

/** Nobody was dealt the engine: each seat drew between `least` and `most` tiles until `holder` found it (R4.2). */
export interface SearchWords {
  engine: number;
  least: number;
  most: number;
  holder: Person;
}

/** A double to cover first, as a sentence names it. */
export interface OwedWords {
  double: number;
  train: TrainWord;
}

/**
 * What the person at the device is asked to do next (the dock's prompt): each kind names
 * one tap; `previewed` means Confirm is up for it already.
 */
export type PromptWords =
  | { kind: 'over' }
  | { kind: 'engine'; who: Person; engine: number; search?: SearchWords | null }
  | { kind: 'waiting'; who: Person; search?: SearchWords | null }
  /** `drawn`: the tile just drawn fits and must be played (R8.2); `search`: the round's engine search. */
  | {
      kind: 'pick-tile';
      moment: 'start' | 'more' | 'again' | 'turn';
      engine: number;
      owed: OwedWords | null;
      drawn?: TileCode | null;
      search?: SearchWords | null;
    }
  | { kind: 'pick-train'; tile: TileCode; trains: TrainWord[] }
  | { kind: 'pick-tile-for'; train: TrainWord; tiles: number }
  | { kind: 'confirm-play'; tile: TileCode; train: TrainWord }
  /** A first turn's chain of `tiles`, ending in `end`, previewed for one Confirm; `laying`: being laid, `tiles` still to go. */
  | { kind: 'confirm-chain'; tiles: number; end: number | null; laying: boolean }
  | { kind: 'draw'; owed: OwedWords | null; yard: number; previewed: boolean }
  | { kind: 'pass'; cause: 'no-start' | 'drawn' | 'yard-empty'; engine: number; open: boolean; previewed: boolean }
  | { kind: 'finish'; tiles: number; end: number | null; more: boolean; previewed: boolean };

/** A move previewed and waiting for Confirm. */
export type PreviewWords =
  | { kind: 'play'; tile: TileCode; train: TrainWord }
  | { kind: 'draw'; yard: number }
  | { kind: 'finish'; tiles: number; end: number | null }
  | { kind: 'pass' };

/** Things the app tells people outside a move. */
export type NoticeWords =
  | { kind: 'restored' }
  | { kind: 'undone' }
  | { kind: 'redone' }
  | { kind: 'restarted'; round: number }
  | { kind: 'round-begins'; round: number }
  | { kind: 'session-begins' }
  | { kind: 'computers-playing' };

/** How a language resolves the seats and trains named in hint facts. */
export interface HintContext {
  person(seat: number): Person;
  train(ref: TrainRef): TrainWord;
}

/** Why the saved game was not resumed (the store's and session's facts, worded). */
export type RestoreWords =
  | { kind: 'newer-version' }
  | { kind: 'kept-aside' }
  | { kind: 'unreadable' };

/** The words of the game table's screens: labels, buttons and the texts around the board. */
export interface TableLabels {
  appName: string;
  /** The app's name as a button back to Home (its accessible name says where it goes). */
  homeLabel: string;
  buttons: {
    rules: string;
    records: string;
    newGame: string;
    back: string;
    placeEngine: string;
    confirm: string;
    cancel: string;
    draw: string;
    pass: string;
    finishTurn: string;
    hint: string;
    undo: string;
    redo: string;
    restartRound: string;
    /** Declines a question that asked first (Restart round). */
    keepPlaying: string;
    nextRound: string;
    /** Round end: watch the round just over again, every hand shown. */
    replayRound: string;
    newSession: string;
    takeOver: string;
    ok: string;
    updateNow: string;
    later: string;
  };
  rulesTitle: string;
  tableLabel: string;
  playersLabel: string;
  round(round: number, of: number): string;
  engine: string;
  enginePending(engine: number): string;
  yard: string;
  turn: string;
  nobody: string;
  hintPrefix: string;
  faceDown: string;
  loading: string;
  loadFailed: string;
  undoTitle: string;
  /** Asked before Restart round takes the round back to its deal (Undo brings the moves back). */
  restartAsk(round: number): string;
  /** Said under the controls while Hint waits for the computer player to load. */
  hintLoading: string;
  /** The keyboard aid, said under the hand: tile numbers, train letters, Enter, Escape and the key that reads the table. */
  keysHelp(k: { tiles: number; letters: string[]; read: string }): string;
  /** "Read the table" (its key): the situation in one sentence, for a reader who cannot see the board. */
  readTable(r: ReadTableWords): string;
  handLabel(tiles: number): string;
  handTile(t: { index: number; tile: TileCode; playable: boolean; fresh: boolean }): string;
  /** The sign beside a hand longer than its box: how many tiles are out of view that way (shown), and its tap (read out). */
  handMore: { shown(tiles: number): string; label(t: { tiles: number; side: 'left' | 'right' }): string };
  /** The hand's sort control (its name; each way, said as what a tap does): by number, or grouped by suit. */
  handSort: { label: string; byNumber: string; bySuit: string };
  trainState: { mexican: string; open: string; private: string };
  startsWith(engine: number): string;
  trainDescription(t: {
    letter: string;
    label: string;
    state: 'mexican' | 'open' | 'private';
    tiles: number;
    needs: number;
    empty: boolean;
    exposed: TileCode[];
    playable: boolean;
  }): string;
  scores: { player: string; tilesLeft: string; thisRound: string; total: string; none: string };
  /** The hub in the middle of the board: the engine double, the round, the yard. */
  hub(h: { engine: number; placed: boolean; round: number; of: number }): string;
  /** The round in the hub, short: a word over a number. */
  hubRound: { word: string; count(round: number, of: number): string };
  /** The yard in the hub, a button (a tap previews a draw): what it does, and how many tiles are left. */
  yardLabel(tiles: number): string;
  /** A folded train's "+n" button, and the same button once the train is shown whole. */
  showWhole(t: { label: string; hidden: number }): string;
  showLess(label: string): string;
  /**
   * The chip of a seat in the seat strip; a narrow chip says "1 tile!" as `lastTileShort` and
   * names a seat by its `step`-th short form (words.ts picks the step that tells the seats apart).
   */
  /** "Since your turn" (issue 39): the strip of the moves since the reader's last action, and the computers' pause. */
  sinceStrip: {
    /** Its name: since the reader's last turn, or this round so far (they have not acted yet). */
    label(first: boolean): string;
    /** What a closed strip leaves out, on its button ("+3"). */
    more(n: number): string;
    /** The strip's button, said: it shows every move since the reader's turn, or of the round (`first`); `n` are left out now. */
    showAll(n: number, first: boolean): string;
    pause: string;
    nextMove: string;
    resume: string;
    /** Said while the computers are paused. */
    paused: string;
  };
  seatChip: { lastTile: string; lastTileShort: string; total(points: number): string; thinking: string; open: string; short(who: Person, step: number): string };
  /** The table's own controls: the history, sound, the computers' pace and skipping ahead. */
  tools: {
    history: string;
    sound: string;
    pace: string;
    paces: { slow: string; normal: string; fast: string; instant: string };
    skip: string;
    /** The history panel: its title, the mark before the moves since the reader's last turn, an empty round, closing. */
    historyTitle(round: number): string;
    since: string;
    empty: string;
    close: string;
  };
  /** The Display settings, from the top bar. */
  display: {
    button: string;
    title: string;
    size: string;
    sizes: { normal: string; large: string; 'extra-large': string };
    face: string;
    faces: { pips: string; numerals: string };
    /** The contrast choice (issue 42): the standard colours, or high contrast. */
    contrast: string;
    contrasts: { standard: string; high: string };
    /** The language select's label (each language is named in its own words: see languages.ts). */
    language: string;
    done: string;
  };
  restore(r: RestoreWords): string;
  /** What storage cannot do now (the store's status code), in plain words. */
  storage(code: StatusCode): string;
  offlineReady: string;
  updateLater: string;
  updateReady: string;
}

/** The table labels the first screen speaks: the top bar, the Display panel, the notices, "Loading…". */
export type FrontLabels = Pick<
  TableLabels,
  'appName' | 'homeLabel' | 'buttons' | 'rulesTitle' | 'loading' | 'loadFailed' | 'display' | 'restore' | 'storage' | 'offlineReady' | 'updateLater' | 'updateReady'
>;

/** The catalog's words the first screen needs (loaded with the page; the whole Catalog comes after the first paint). */
export interface FrontCatalog {
  lang: string;
  table: FrontLabels;
}

/** Every sentence of the app, by key. */
export interface Catalog {
  /** The language's BCP 47 tag (for Intl plural rules and lists). */
  lang: string;
  tile(code: TileCode): string;
  /** A name list: "Ana", "Ana and Ben", "Ana, Ben and Cy"; with "or": "Ana, Ben or Cy". */
  list(items: string[], join?: 'and' | 'or'): string;
  person(who: Person): string;
  trainLabel(train: TrainWord): string;
  tiles(n: number): string;
  event(e: EventWords): string;
  /** What a seat did since the reader's last action, in short parts ("double 4 on your train", "must be covered"); the name is said apart. */
  sinceParts(i: SinceWords): string[];
  roundEnded(e: { reason: 'out'; out: Person[] } | { reason: 'blocked' }): string;
  /** A move that ended the round, then how it ended: "Ana played the 3–5 on her own train. Ana went out: …". */
  endingMove(move: string, ended: string): string;
  refusal(r: RefusalWords): string;
  blocked(action: 'undo' | 'redo' | 'restart', why: BlockedWords): string;
  prompt(p: PromptWords): string;
  preview(p: PreviewWords): string;
  owed(o: { who: Person; double: number; train: TrainWord }): string;
  roundOverTitle(o: { round: number; last: boolean; reason: 'out' | 'blocked'; out: Person[] }): string;
  winners(w: { winners: Person[]; total: number }): string;
  roundMinimum(min: number): string;
  notice(n: NoticeWords): string;
  handoff: {
    title(who: Person): string;
    body(who: Person): string;
    reveal(who: Person): string;
    /** The recap's heading: what happened since `who` last played (`first`: they have not played yet this round). */
    since(who: Person, first: boolean): string;
    /** Nothing happened since (they play again at once). */
    nothingSince: string;
    /** Seats down to their last tile. */
    oneTile(who: Person[]): string;
  };
  /** A shared device once a person's turn is over (issue 40): their hand is hidden until the next person's handoff. */
  away: {
    /** The dock meanwhile: the computers play; `next` gets the device next. */
    playing(next: Person | null): string;
    /** Skip ahead to the next person's turn. */
    skipTo(next: Person): string;
    /** Undo on the handoff card: it takes back `who`'s move. */
    undo(who: Person): string;
    /** Undo asks first, as the hand would come back. */
    ask(who: Person): string;
    /** What answering yes does. */
    askWhy(who: Person): string;
    /** Yes: undo, and the hand comes back. */
    show(who: Person): string;
    keep: string;
  };
  seatLine(s: { who: Person; computer: boolean; tiles: number; total: number }): string;
  /** The table screens' labels and texts. */
  table: TableLabels;
  /** Why the hint suggests its move, from the computer player's facts. */
  hint(f: HintFacts, ctx: HintContext): string;
}
