/** English words of the New game form itself (see forms.ts for the keys and their facts): later words, loaded with the form. */
import type { LinkNote, LinkPlayersIssue } from '../../session/query.ts';
import type { SeedIssue, SettingsIssue } from '../../session/settings.ts';
import type { FormWords } from './forms.ts';
import { list, quoted, seatNo } from './en-base.ts';

function seedWhy(issue: SeedIssue): string {
  switch (issue.code) {
    case 'seed-not-text':
      return 'a seed must be text';
    case 'seed-empty':
      return 'it was empty';
    case 'seed-too-long':
      return `a seed can have at most ${issue.max} characters, and it had ${issue.length}`;
    case 'seed-control-characters':
      return 'a seed cannot contain control characters such as tabs or line breaks';
  }
}

function playersWhy(issue: LinkPlayersIssue): string {
  switch (issue.code) {
    case 'seat-count':
      return `a table has ${issue.min} to ${issue.max} players, not ${issue.count}`;
    case 'bad-suffix':
      return `after the colon in ${quoted(issue.part)}, write ${list(issue.suffixes, 'or')}`;
    case 'name-control-characters':
      return 'a name cannot contain control characters';
    case 'name-too-long':
      return `${quoted(issue.name)} is longer than ${issue.max} characters`;
    case 'same-name':
      return 'two seats have the same name';
  }
}

function linkNote(note: LinkNote): string {
  switch (note.code) {
    case 'unreadable-link':
      return 'The link could not be read, so the form shows the usual settings.';
    case 'seed-ignored':
      return `The seed in the link was ignored: ${seedWhy(note.issue)}.`;
    case 'player-count-ignored':
      return `The number of players in the link was ignored: a table has ${note.min} to ${note.max} players, not ${note.count}.`;
    case 'players-ignored':
      return `The players in the link were ignored: ${playersWhy(note.issue)}.`;
    case 'pace-ignored':
      return `The pace in the link was ignored: use ${list(note.paces, 'or')}.`;
  }
}

function issue(i: SettingsIssue): string {
  switch (i.code) {
    case 'not-an-object':
      return 'The settings could not be read.';
    case 'seats-not-a-list':
      return `Choose ${i.min} to ${i.max} players.`;
    case 'seat-count':
      return `A table has ${i.min} to ${i.max} players, not ${i.count}.`;
    case 'seat-not-an-object':
      return `${seatNo(i.seat)} is not filled in.`;
    case 'name-not-text':
      return `${seatNo(i.seat)}: the name must be text.`;
    case 'name-control-characters':
      return `${seatNo(i.seat)}: a name cannot contain control characters such as tabs or line breaks.`;
    case 'name-too-long':
      return `${seatNo(i.seat)}: ${quoted(i.name)} has ${i.length} characters; a name can have at most ${i.max}.`;
    case 'bad-kind':
      return `${seatNo(i.seat)}: choose a person or a computer.`;
    case 'bad-level':
      return `${seatNo(i.seat)}: choose how the computer plays, relaxed, sharp or expert.`;
    case 'same-name':
      return `Two seats are called ${quoted(i.name)}; give each player a different name.`;
    case 'seed-not-text':
      return 'The seed must be text.';
    case 'seed-empty':
      return 'Type a seed, or ask for a new random one.';
    case 'seed-too-long':
      return `A seed can have at most ${i.max} characters; this one has ${i.length}.`;
    case 'seed-control-characters':
      return 'A seed cannot contain control characters such as tabs or line breaks.';
  }
}

/** English words of the New game form's fields and problems. */
export const formEn: FormWords = {
  players: (count) => `Players (${count})`,
  seatName: (seat) => `${seatNo(seat)} name`,
  seatKind: (seat) => `${seatNo(seat)} is a person or a computer`,
  seatLevel: (seat) => `${seatNo(seat)} computer level`,
  removeSeat: (seat) => `Remove seat ${seat + 1}`,
  removeMark: '✕',
  kinds: { person: 'Person', computer: 'Computer' },
  levels: { relaxed: 'Relaxed', sharp: 'Sharp', expert: 'Expert' },
  addComputer: 'Add computer',
  addPerson: 'Add person',
  seed: 'Seed',
  seedWhy: 'The same seed deals the same tiles, round after round: share it to play the very same game elsewhere.',
  newSeed: 'New random seed',
  pace: 'Computer pace',
  paces: { slow: 'Slow', normal: 'Normal', fast: 'Fast', instant: 'Instant' },
  paceWhy: 'How long each computer move stays in view before the next one.',
  moreOptions: 'More options',
  levelsTitle: 'How the computers play',
  levelWhy: {
    relaxed: 'Relaxed: plays sensibly, without looking ahead. Good for learning.',
    sharp: 'Sharp: plans its whole turn and keeps its hand light. A fair game.',
    expert: 'Expert: weighs what the others may hold and plays each choice out. A real challenge.',
  },
  personName: (n) => `Player ${n}`,
  inProgress: (round, rounds) => `A game is in progress (round ${round} of ${rounds}). Starting a new one keeps it in Records, where you can resume it.`,
  linkNote,
  issue,
};
