/**
 * English words of the Records screen (see forms.ts for the keys and their facts). Loaded with
 * the Records screen, not before the first paint.
 */
import type { KeptAsideFacts, KeptAsideWhat, RecordsNoteFacts, RecordsWords, StatsWords, StoredProblem, UnlistedRecord } from './forms.ts';
import { LANG, dates, list, num, ordinal, plural } from './en-base.ts';
import { formatNumber } from './number.ts';

/** A number as this language writes it (number.ts). */
const numeral = (value: number): string => formatNumber(LANG, value);

/** The predicate of a problem with no more to say. */
const UNREADABLE = 'cannot be read';

/** What is wrong with a stored game or a file, as a predicate of "it" or of "game 2 of 5". */
function fault(p: StoredProblem): string {
  const d = p.data;
  const round = num(d, 'round');
  const action = num(d, 'action');
  const move = action !== null && round !== null ? ` at move ${numeral(action)} of round ${numeral(round)}` : '';
  switch (p.code) {
    case 'not-json':
      return 'is not valid JSON';
    case 'not-a-record':
    case 'not-a-stored-game':
      return 'is not a saved game';
    case 'not-a-records-file':
      return 'is not a Mexican Train records file';
    case 'no-version':
      return 'does not say which version of the game made it';
    case 'unknown-version':
    case 'unknown-file-version':
      return 'is in a format this version of the game does not know';
    case 'newer-version':
    case 'newer-file-version':
      return 'was made by a newer version of the game; update the game first';
    case 'no-records-list':
      return 'holds no list of games';
    case 'bad-settings':
      if (d?.field === 'seed') return 'has a seed that cannot be used';
      if (d?.field === 'seats') return 'has players that are not valid';
      return 'has no settings that can be used';
    case 'bad-field':
      if (d?.field === 'startedAt' || d?.field === 'updatedAt' || d?.field === 'finishedAt') return 'has a damaged date';
      return 'has a damaged count of undos or restarts';
    case 'bad-rounds':
      return 'has a damaged list of rounds';
    case 'bad-round':
      return round === null ? 'has a damaged round' : `has a damaged round ${numeral(round)}`;
    case 'unreadable-action':
      return `has a move that cannot be read${move}`;
    case 'illegal-action':
      return move ? `breaks the rules${move}` : 'has a move that breaks the rules';
    case 'unfinished-round':
      return round === null ? 'has a round left unfinished' : `leaves round ${numeral(round)} unfinished`;
    case 'penalty-mismatch':
      return round === null ? 'has scores that do not match its moves' : `has scores for round ${numeral(round)} that do not match its moves`;
    case 'bad-redo':
      return 'has a damaged list of moves to redo';
    case 'finish-mismatch':
      return 'says it is over when its moves say otherwise';
    case 'replay-failed':
      return 'cannot be played back move by move';
    case 'not-finished':
      return 'is still in progress, not finished';
    case 'summarize-failed':
      return 'has scores that cannot be added up';
    case 'encode-failed':
      return 'cannot be saved';
    case 'already-recorded':
      return 'is among the records already';
    default:
      return UNREADABLE;
  }
}

/** Who the problem is about in a records file: the file itself ("it"), or one game in it. */
function subjectInFile(p: StoredProblem): string {
  const record = num(p.data, 'record');
  const records = num(p.data, 'records');
  if (record === null) return 'it';
  return records === 1 ? 'the game in it' : records === null ? `game ${numeral(record)}` : `game ${numeral(record)} of ${numeral(records)}`;
}

function unlisted(u: UnlistedRecord): string {
  const code = u.problem.code;
  if (code === 'keep-aside-failed') return 'Games that could not be read could not be kept aside either, so they stay where they are.';
  if (code === 'newer-version') return 'A finished game was saved by a newer version of the game; update the game to see it here.';
  if (u.keptAside) return `A finished game could not be read and was moved to Kept aside below: it ${fault(u.problem)}.`;
  return `A finished game could not be read and stays where it is: it ${fault(u.problem)}.`;
}

/** Why storage failed, as a clause. */
function storage(reason: string): string {
  switch (reason) {
    case 'read-failed':
      return "this device's storage could not be read";
    case 'write-failed':
      return "this device's storage did not take the change";
    case 'unstorable':
      return 'the data cannot be stored';
    case 'not-owner':
      return 'the game is being played in another tab';
    case 'not-found':
      return 'it is not here any more';
    case 'needs-confirmation':
      return 'it needs a confirmation first';
    default:
      return "this device's storage did not answer";
  }
}

function failed(f: RecordsNoteFacts & { kind: 'failed' }): string {
  const { reason, problem } = f.refusal;
  switch (f.request) {
    case 'import':
      if (reason !== 'invalid') return `Nothing was imported: ${storage(reason)}.`;
      if (!problem) return 'This file cannot be imported. Nothing was changed.';
      return `This file cannot be imported: ${subjectInFile(problem)} ${fault(problem)}. Nothing was changed.`;
    case 'list':
      return `The records could not be shown: ${storage(reason)}.`;
    case 'export':
      return `The records could not be exported: ${storage(reason)}.`;
    case 'delete':
      if (reason === 'not-found') return 'That record was deleted already.';
      return `The record was not deleted: ${storage(reason)}.`;
    case 'listKeptAside':
      return `What was kept aside could not be shown: ${storage(reason)}.`;
    case 'exportKeptAside':
      return `It could not be exported: ${storage(reason)}.`;
    case 'deleteKeptAside':
      if (reason === 'not-found') return 'That was deleted already.';
      return `It was not deleted: ${storage(reason)}.`;
    case 'restoreKeptAside':
      return notRestored(reason, problem);
  }
}

/** Why an item kept aside was not restored. */
function notRestored(reason: string, problem: StoredProblem | undefined): string {
  if (reason === 'not-owner') return 'It cannot be restored here: the game is being played in another tab.';
  if (reason === 'not-found') return 'It is not kept aside any more.';
  if (reason !== 'invalid') return `It was not restored: ${storage(reason)}.`;
  if (problem?.code === 'already-recorded') return 'That game is among the records already, so the copy kept aside can be deleted.';
  if (problem?.code === 'newer-version') return 'It was saved by a newer version of the game: update the game to restore it.';
  const why = problem ? fault(problem) : UNREADABLE;
  return why === UNREADABLE ? 'It still cannot be read, so it was not restored.' : `It still cannot be restored: it ${why}.`;
}

/** What an item kept aside was, as the subject of its heading. */
const WHAT: Record<KeptAsideWhat, string> = {
  session: 'A game in progress',
  record: 'A finished game',
  other: 'Saved data',
};

/** Why an item is kept aside and whether it can come back, in plain words. */
function keptAsideReason(item: KeptAsideFacts): string {
  const { problem, restorable } = item;
  switch (problem.code) {
    case 'newer-version':
      return restorable
        ? 'It was saved by a newer version of the game, and this version can read it now.'
        : 'It was saved by a newer version of the game: update the game to restore it.';
    case 'replaced':
      return 'It was kept aside when another game was restored in its place.';
    case 'damaged-entry':
      return 'It is damaged and cannot be read.';
  }
  const why = fault(problem);
  if (restorable) return why === UNREADABLE ? 'It could not be read before, but it can be now.' : `It could not be read before (it ${why}), but it can be now.`;
  return why === UNREADABLE ? 'It could not be read.' : `It could not be read: it ${why}.`;
}

function imported(added: number, skipped: number): string {
  if (added > 0) {
    const also = skipped > 0 ? `; ${plural(skipped, { one: '1 was', other: `${numeral(skipped)} were` })} already here` : '';
    return `Imported ${plural(added, { one: '1 record', other: `${numeral(added)} records` })}${also}.`;
  }
  if (skipped > 0) return `Nothing new to import: ${plural(skipped, { one: 'its record was', other: `all ${numeral(skipped)} records were` })} already here.`;
  return 'The file holds no records, so nothing was imported.';
}

function note(n: RecordsNoteFacts): string {
  switch (n.kind) {
    case 'unlisted':
      return n.problems.map(unlisted).join(' ');
    case 'failed':
      return failed(n);
    case 'imported':
      return imported(n.added, n.skipped);
    case 'restored':
      return n.what === 'session' ? 'The game is back in progress.' : 'The game is back among the records.';
  }
}

/** A date and time in this language, or null when `iso` is no date. */
function dateOf(iso: string): string | null {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? null : dates.format(time);
}

/** English words of the Statistics view. */
const statsEn: StatsWords = {
  title: 'Statistics',
  intro: (sessions) => `By player name, over ${plural(sessions, { one: '1 finished session', other: `${numeral(sessions)} finished sessions` })}.`,
  empty: 'No finished sessions yet, so no statistics.',
  filter: 'Player',
  allPlayers: 'All players',
  caption: 'Players by wins, then by average total',
  player: 'Player',
  sessions: 'Played',
  wins: 'Wins',
  average: 'Average',
  best: 'Best',
  wentOut: 'Went out',
  // No-break spaces: a narrow column wraps as "21" over "of 52", never "21 of" over "52".
  winsCell: (wins, shared) => (shared > 0 ? `${numeral(wins)} (${numeral(shared)}\u00a0shared)` : numeral(wins)),
  wentOutCell: (out, rounds) => `${numeral(out)} of\u00a0${numeral(rounds)}`,
  decimal: (value) => numeral(value),
  notes: [
    'Played: finished sessions. Average and Best: session totals, where lower is better.',
    'A shared win is a session where several players tied for the lowest total.',
    'Went out: rounds the player ended by playing their last tile.',
    'Averages are rounded to one decimal.',
  ],
  byRound: 'Average penalty by round',
  round: 'Round',
  roundName: (round) => `Round ${numeral(round)}`,
  none: '–',
  back: 'Back to records',
};

/** English words of the Records screen. */
export const recordsEn: RecordsWords = {
  lang: LANG,
  title: 'Records',
  exportButton: 'Export records',
  importButton: 'Import records',
  back: 'Back',
  loading: 'Loading…',
  empty: (rounds) => `No finished sessions yet. A session is recorded when its ${ordinal(rounds)} round ends.`,
  heading: ({ finishedAt, winners }) => {
    const when = dateOf(finishedAt) ?? 'Unknown date';
    if (winners.length === 0) return when;
    return `${when} — ${list(winners)} ${winners.length > 1 ? 'share the win' : 'won'}`;
  },
  seed: 'Seed',
  played: ({ rounds, undos }) =>
    `${plural(rounds, { one: '1 round', other: `${numeral(rounds)} rounds` })} · ${undos === 0 ? 'no undos used' : plural(undos, { one: '1 undo used', other: `${numeral(undos)} undos used` })}`,
  player: 'Player',
  total: 'Total',
  roundColumn: (round) => numeral(round),
  roundTitle: (round) => `Round ${numeral(round)}`,
  chart: (lines) => `Running totals by round: ${lines.map((l) => `${l.name} ${numeral(l.total)}`).join(', ')}`,
  remove: 'Delete…',
  askRemove: 'Delete this record for good?',
  confirmRemove: 'Delete record',
  keep: 'Keep it',
  replay: 'Replay',
  note,
  problem: (p) => `it ${fault(p)}`,
  keptAsideTitle: 'Kept aside',
  keptAsideIntro: 'Saved games that could not be read are kept here, untouched, until you delete them.',
  keptAsideHeading: ({ what, at }) => {
    const when = dateOf(at);
    return when ? `${WHAT[what]}, kept aside on ${when}` : `${WHAT[what]}, kept aside`;
  },
  keptAsideReason,
  exportKeptAside: 'Export',
  restore: 'Restore',
  askRemoveKeptAside: 'Delete this for good? Export it first to keep a copy.',
  confirmRemoveKeptAside: 'Delete it',
  askRestore: 'A game is in progress. Restore this one and keep the other aside in its place?',
  confirmRestore: 'Restore it',
  cancelRestore: 'Cancel',
  unfinishedTitle: 'Unfinished games',
  unfinishedIntro: 'Games left before their last round, kept until you delete them. Resume one to carry on where it stopped.',
  unfinishedHeading: ({ round, rounds, names }) => `${list(names)}: round ${numeral(round)} of ${numeral(rounds)}`,
  unfinishedReason: ({ code, at }) => {
    const when = dateOf(at);
    const on = when ? ` on ${when}` : '';
    return code === 'replaced' ? `Kept aside${on} when another game was resumed.` : `Left${on} to start a new game.`;
  },
  resume: 'Resume',
  askResume: 'A game is in progress. Resume this one and keep the other here in its place?',
  confirmResume: 'Resume it',
  updateReady: 'A new version of the game is ready: update it to read what a newer version saved.',
  updateNow: 'Update now',
  round: 'Round',
  statistics: 'Statistics',
  stats: statsEn,
};
