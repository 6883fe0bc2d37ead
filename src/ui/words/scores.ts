/**
 * The words of the score pad (the Scores sheet), the places at a round's end, the podium at
 * the session's end and sharing a deal. A language implements ScoresWords (English in
 * scores-en.ts), read through useScoresWords (use.ts): a chunk loaded after the first paint.
 */
import type { ShareOutcome } from '../table/derive/share.ts';
import type { Person } from './catalog.ts';

/** Where the session stands, as the sheet's subtitle says it. */
export interface PadStanding {
  /** Rounds over so far. */
  played: number;
  rounds: number;
  /** The round in play, or null between rounds and once the session is over. */
  playing: number | null;
  over: boolean;
}

/** The Scores sheet, the places and the podium, and sharing a deal. */
export interface ScoresWords {
  /** The table's button that opens the sheet, and the sheet's title. */
  button: string;
  title: string;
  standing(s: PadStanding): string;
  close: string;
  /** The grid's heads: the rounds' column, a round's number, the totals, the places and the gap to the leader. */
  round: string;
  roundNo(round: number): string;
  /** Said after the number of the round in play (screen readers; the row is marked on screen). */
  inPlay: string;
  total: string;
  place: string;
  behind: string;
  /** A place: "1st"; `shared` when another seat holds it too. */
  rank(rank: number): string;
  /** Said after a shared place (screen readers; the equal totals show it on screen). */
  shared: string;
  /** Points behind the leader: the leader's own cell, then the others. */
  leads: string;
  gap(points: number): string;
  /** The label before the session's seed. */
  seed: string;
  /** The podium's accessible name, and a step's place with who stands on it. */
  podium: string;
  step(s: { rank: number; names: string[]; total: number }): string;
  playAgain: string;
  playDealAgain: string;
  share: string;
  /** The title the system's share sheet shows with the link. */
  shareTitle: string;
  /** What became of a share; `unnamed`: names the link could not carry (they hold a comma). */
  shareNote(n: { outcome: Exclude<ShareOutcome, 'cancelled'>; unnamed: number; card?: CardOutcome }): string;
  /** The label of the link shown to copy by hand when neither sharing nor copying worked. */
  copyByHand: string;
  /** The session's end: the line over its heading ("Session over"), then the heading naming the winners ("Cy wins!", "You win!", "Ana and Cy win!"). */
  over: string;
  winTitle(winners: readonly Person[]): string;
  /** The viewer's place at the session's end, in words ("You finished 4th, 990 points behind Cy"). */
  finish(f: FinishFacts): string;
  /** The lowest score of the round, a footnote (it earns nothing). */
  lowest(min: number): string;
  /** At the session's end the hands show as counts: the button that shows their tiles, and hides them again. */
  showTiles: string;
  hideTiles: string;
  /** The result card shared at the session's end (card/result-card.ts draws it). */
  card: CardWords;
}

/** What became of the result card: the share sheet took it, or it was saved as a download. */
export type CardOutcome = 'shared' | 'saved';

/** The viewer's place at the session's end, as facts. */
export interface FinishFacts {
  /** 1 for the lowest total; seats on the same total share it. */
  rank: number;
  /** The other seats on the viewer's total (empty: the place is the viewer's alone). */
  tied: readonly Person[];
  /** The session's winners (the viewer among them when they won). */
  winners: readonly Person[];
  /** Points more than the winners' total (0 for a winner). */
  behind: number;
  /** A lone winner: the points ahead of the next place, and who holds it; null otherwise. */
  ahead: { points: number; of: readonly Person[] } | null;
}

/** The words written on the result card (a picture: no "you", every seat by its name). */
export interface CardWords {
  /** The game's name, the card's top line. */
  title: string;
  /** The date the session ended, from its ISO time ("1 November 2026"). */
  date(iso: string): string;
  /** "13 rounds". */
  rounds(n: number): string;
  /** The heads of the card's table. */
  player: string;
  won: string;
  total: string;
  place: string;
  /** The label before the deal's link. */
  link: string;
  /** The text the share sheet sends with the card. */
  text(s: { winners: readonly string[]; total: number }): string;
  /** The downloaded file's name, without its extension (no spaces). */
  file: string;
}
