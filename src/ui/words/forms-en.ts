/** English words of Home and of the questions around a game in progress (see forms.ts for the keys and their facts); the form's own are in form-en.ts. */
import type { NewGameWords } from './forms.ts';
import { LANG } from './en-base.ts';
import { formatNumber } from './number.ts';

/** English words of Home and around the New game form. */
export const newGameEn: NewGameWords = {
  lang: LANG,
  title: 'New game',
  home: {
    title: 'Play Mexican Train',
    intro: 'Dominoes for 2 to 10 players: match numbers to lay your tiles on the trains. After 13 rounds, the lowest total wins.',
    continue: 'Continue',
    continueWhere: (round, rounds, standings) => `Round ${round} of ${rounds} · ${standings.map((s) => `${s.name} ${formatNumber(LANG, s.total)}`).join(' · ')}`,
    quick: 'Quick game',
    quickWhy: (computers) => `You and ${computers} computers, one tap to the table.`,
    newGame: 'New game',
    newGameWhy: 'Choose the players: people, computers, or both.',
    learn: 'Learn to play',
    learnWhy: 'A guided round: the game shows you each step.',
    records: 'Records',
    recordsWhy: 'Your finished games, replays and statistics.',
  },
  start: 'Start',
  backToGame: 'Back to the game',
  learnToPlay: 'Learn to play',
  you: 'You',
  askLeave: (round, rounds) => `Start a new game? The game in progress (round ${round} of ${rounds}) is kept in Records as unfinished, and you can resume it from there.`,
  keepPlaying: 'Keep playing',
  notKept: 'The game in progress could not be kept on this device, so no new game was started. Your game is still here.',
  replaced: (round, rounds) => `This new game was started before your saved game (round ${round} of ${rounds}) had loaded, so it took its place.`,
  backToReplaced: 'Back to the saved game',
  keepNewGame: 'Keep this game',
};
