/** English words of the replay screen (see replay.ts for the keys); loaded with the screens on demand (later-en.ts). */
import { LANG, list, plural } from './en-base.ts';
import { formatNumber } from './number.ts';
import type { ReplayWords } from './replay.ts';
import { recordsEn } from './records-en.ts';

/** A number as this language writes it (number.ts). */
const numeral = (value: number): string => formatNumber(LANG, value);

export const replayEn: ReplayWords = {
  lang: LANG,
  title: (round, rounds) => `Replay: round ${numeral(round)} of ${numeral(rounds)}`,
  players: (names) => list(names),
  seed: 'Seed',
  next: 'Next',
  previous: 'Previous',
  startOfRound: 'Start of round',
  endOfRound: 'End of round',
  roundPicker: 'Round',
  roundOption: (round) => `Round ${numeral(round)}`,
  scrubber: 'Move',
  position: (step, steps) =>
    step === 0 ? `As dealt · ${plural(steps, { one: '1 move', other: `${numeral(steps)} moves` })}` : `Move ${numeral(step)} of ${numeral(steps)}`,
  dealt: (round) => `Round ${numeral(round)} is dealt. Every hand is shown: the round is over.`,
  hands: 'Hands',
  hand: ({ name, tiles, toPlay }) => `${name}: ${plural(tiles, { one: '1 tile', other: `${numeral(tiles)} tiles` })}${toPlay ? ', to play' : ''}`,
  toPlay: 'to play',
  keys: 'Keys: ← → a move · Home, End: start or end of the round · Page Up, Page Down: round before or after',
  playFromDeal: 'Play from this deal',
  back: 'Back',
  nothing: 'No round of this game is over yet. A round can be watched again once it has ended.',
  cannot: (problem) => `This game cannot be replayed: ${recordsEn.problem(problem)}.`,
};

