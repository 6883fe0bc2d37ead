/**
 * The words of the New game and Records screens: every label, button, hint and note, and
 * every problem the session and the store report there, worded from facts (codes and data,
 * never their developer's `detail`). A language implements both interfaces (English in
 * forms-en.ts); the screens read them through useFormWords (use.ts).
 */
import type { Pace } from '../../session/preferences.ts';
import type { LinkNote } from '../../session/query.ts';
import type { Level, SeatKind, SettingsIssue } from '../../session/settings.ts';

/** Stored data that could not be used, as the store and the session report it: a code and its facts. */
export interface StoredProblem {
  code: string;
  data?: Record<string, string | number>;
}

/** A finished game the records list left out: why, and whether it is now kept aside. */
export interface UnlistedRecord {
  problem: StoredProblem;
  keptAside: boolean;
}

/** Which request of the records screen failed (the records model's own list). */
export type { RecordsRequest } from '../records/model/records.ts';
import type { RecordsRequest } from '../records/model/records.ts';

/** What an item kept aside was: a game in progress, a finished game, or other saved data. */
export type KeptAsideWhat = 'session' | 'record' | 'other';

/** An item kept aside, as the Records screen describes it. */
export interface KeptAsideFacts {
  what: KeptAsideWhat;
  /** When it was kept aside (ISO 8601; '' when unknown). */
  at: string;
  problem: StoredProblem;
  /** It can be read now and may be restored. */
  restorable: boolean;
}

/** What the records screen says after a request (the records model's note, read as facts). */
export type RecordsNoteFacts =
  | { kind: 'unlisted'; problems: readonly UnlistedRecord[] }
  | { kind: 'failed'; request: RecordsRequest; refusal: { reason: string; problem?: StoredProblem } }
  | { kind: 'imported'; added: number; skipped: number }
  | { kind: 'restored'; what: 'session' | 'record' };

/** Every word of the New game form; `seat` is a seat's index (0 first), numbered from 1 for people. */
export interface NewGameWords {
  /** The language's BCP 47 tag. */
  lang: string;
  title: string;
  /** Home, the front door (it paints first, so its words are the first chunk's). */
  home: HomeWords;
  start: string;
  backToGame: string;
  /** Opens Learn to play: a guided round, never saved. */
  learnToPlay: string;
  /**
   * The first seat's name until someone types another: the reader, "You" in English. The
   * session's default seats say "You"; the form shows and starts this language's word instead
   * (a seat so named is addressed as the reader in every language: words.ts).
   */
  you: string;
  /** Asked when Start would leave the game in progress: it is kept in Records, to resume there. */
  askLeave(round: number, rounds: number): string;
  /** Declines that question. */
  keepPlaying: string;
  /** The game in progress could not be kept, so no new game was started. */
  notKept: string;
  /** A saved game (at `round` of `rounds`) arrived after a new one was started, which replaced it. */
  replaced(round: number, rounds: number): string;
  /** Going back to that saved game (ending the new one), or keeping the new one. */
  backToReplaced: string;
  keepNewGame: string;
}

/**
 * The New game form's own words: its fields, their sentences and its problems. They come
 * with the later words (the form is not the first screen: Home is), so the first load
 * carries only what Home and the questions around a game in progress say.
 */
export interface FormWords {
  /** The players' group, with how many seats it has. */
  players(count: number): string;
  /** Accessible names of a seat's controls. */
  seatName(seat: number): string;
  seatKind(seat: number): string;
  seatLevel(seat: number): string;
  removeSeat(seat: number): string;
  /** The remove button's visible mark. */
  removeMark: string;
  kinds: Record<SeatKind, string>;
  levels: Record<Level, string>;
  addComputer: string;
  addPerson: string;
  /** The seed field's label. */
  seed: string;
  /** What a seed does, said under its field. */
  seedWhy: string;
  newSeed: string;
  pace: string;
  paces: Record<Pace, string>;
  /** What the pace changes, said under its field. */
  paceWhy: string;
  /** The closed part of the form that holds the seed, the computers' levels and the pace. */
  moreOptions: string;
  /** The computers' levels' group, and a sentence on how each level plays. */
  levelsTitle: string;
  levelWhy: Record<Level, string>;
  /** A person's seat added by the form, until named: "Player 3". */
  personName(n: number): string;
  /** The note that Start leaves the game in progress (at `round` of `rounds`), kept in Records. */
  inProgress(round: number, rounds: number): string;
  /** Why part of a shared link was ignored. */
  linkNote(note: LinkNote): string;
  /** One problem of the settings, as the form shows it. */
  issue(issue: SettingsIssue): string;
}

/** Where a game in progress stands, for Home's Continue: the seats' names and totals, best first. */
export interface Standing {
  name: string;
  total: number;
}

/** Every word of Home: one line each for Continue, Quick game, New game, Learn to play and Records. */
export interface HomeWords {
  title: string;
  /** One sentence on the game, for someone who has never played. */
  intro: string;
  continue: string;
  /** Where the game in progress stands: the round, and the totals best first ("Ana 45 · You 52"). */
  continueWhere(round: number, rounds: number, standings: Standing[]): string;
  quick: string;
  /** Who plays a Quick game: the reader and `computers` computers. */
  quickWhy(computers: number): string;
  newGame: string;
  newGameWhy: string;
  learn: string;
  learnWhy: string;
  records: string;
  recordsWhy: string;
}

/** Every word of the Records screen. */
export interface RecordsWords {
  /** The language's BCP 47 tag (dates are written with it). */
  lang: string;
  title: string;
  exportButton: string;
  importButton: string;
  back: string;
  loading: string;
  /** The empty list, and when a session gets recorded: when its round `rounds` ends. */
  empty(rounds: number): string;
  /** A record's heading: when it finished (ISO 8601) and who won. */
  heading(record: { finishedAt: string; winners: readonly string[] }): string;
  /** The label before the seed. */
  seed: string;
  /** How many rounds were played and how many undos used. */
  played(record: { rounds: number; undos: number }): string;
  player: string;
  total: string;
  /** A round's column heading, short, and its full name. */
  roundColumn(round: number): string;
  roundTitle(round: number): string;
  /** The chart's accessible name, with each player's final total. */
  chart(lines: readonly { name: string; total: number }[]): string;
  /** The delete button, then the confirmation. */
  remove: string;
  askRemove: string;
  confirmRemove: string;
  keep: string;
  /** A recorded session's button that opens its replay. */
  replay: string;
  /** What the screen says after a request. */
  note(note: RecordsNoteFacts): string;
  /** Why a stored game or a records file could not be used, as a clause about it ("it breaks the rules…"). */
  problem(problem: StoredProblem): string;
  /** The section of data kept aside (shown only when something is): its heading and what it is for. */
  keptAsideTitle: string;
  keptAsideIntro: string;
  /** An item's heading: what it was and when it was kept aside. */
  keptAsideHeading(item: Pick<KeptAsideFacts, 'what' | 'at'>): string;
  /** Why an item is kept aside, and whether it can be restored, in plain words. */
  keptAsideReason(item: KeptAsideFacts): string;
  /** An item's buttons: export it to a file; restore it; delete it (then `remove`/`keep` as for records). */
  exportKeptAside: string;
  restore: string;
  askRemoveKeptAside: string;
  confirmRemoveKeptAside: string;
  /** Restoring a game while another is in progress: the question and its two answers. */
  askRestore: string;
  confirmRestore: string;
  cancelRestore: string;
  /** Games in progress that were left (for a new one, or for another resumed): the section's heading and purpose. */
  unfinishedTitle: string;
  unfinishedIntro: string;
  /** An unfinished game's heading: who plays and where it stands. */
  unfinishedHeading(game: { round: number; rounds: number; names: readonly string[] }): string;
  /** When and why it was left (`code`: left-unfinished or replaced). */
  unfinishedReason(item: { code: string; at: string }): string;
  /** Resuming one; while a game is in progress, the question and its answer. */
  resume: string;
  askResume: string;
  confirmResume: string;
  /** A waiting update, offered where something a newer version saved cannot be read yet. */
  updateReady: string;
  updateNow: string;
  /** The round grid turned on its side (rounds down, players across, on a narrow screen): its first heading. */
  round: string;
  /** The button that opens the statistics, and the statistics' own words. */
  statistics: string;
  stats: StatsWords;
}

/** Every word of the Statistics view (records by player name). */
export interface StatsWords {
  title: string;
  /** What the figures come from: `sessions` finished sessions. */
  intro(sessions: number): string;
  /** No finished session yet. */
  empty: string;
  /** The player filter: its label and its first choice. */
  filter: string;
  allPlayers: string;
  /** The main table: its caption and column headings (short: six columns fit a phone). */
  caption: string;
  player: string;
  sessions: string;
  wins: string;
  average: string;
  best: string;
  wentOut: string;
  /** A wins cell: the wins, and how many of them were shared (R11). */
  winsCell(wins: number, shared: number): string;
  /** A went-out cell: rounds gone out of rounds played. */
  wentOutCell(out: number, rounds: number): string;
  /** A number with one decimal at most, as this language writes it. */
  decimal(value: number): string;
  /** What the columns mean (a shared win, going out, rounding). */
  notes: readonly string[];
  /** The average penalty by round: heading, first column, a round's name, and a round nobody played. */
  byRound: string;
  round: string;
  roundName(round: number): string;
  none: string;
  /** Back to the list of sessions. */
  back: string;
}
