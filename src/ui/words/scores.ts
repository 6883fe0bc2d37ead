/**
 * The words of the score pad (the Scores sheet), the places at a round's end, the podium at
 * the session's end and sharing a deal. A language implements ScoresWords (English in
 * scores-en.ts), read through useScoresWords (use.ts): a chunk loaded after the first paint.
 */
import type { ShareOutcome } from '../table/derive/share.ts';

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
  shareNote(n: { outcome: Exclude<ShareOutcome, 'cancelled'>; unnamed: number }): string;
  /** The label of the link shown to copy by hand when neither sharing nor copying worked. */
  copyByHand: string;
}
