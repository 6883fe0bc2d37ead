/** The New game and Records screens' words: every label in place, every problem code worded plainly from its facts. */
import { describe, expect, it } from 'vitest';
import { fromRecord, runBots, sessionCodec, settingsFromQuery, toRecord, validateSettings, type Session } from '../../src/session/index.ts';
import type { LinkNote, LinkPlayersIssue } from '../../src/session/query.ts';
import type { SettingsIssue } from '../../src/session/settings.ts';
import type { StoreContext } from '../../src/store/context.ts';
import { parseRecordsFile } from '../../src/store/transfer.ts';
import { formEn } from '../../src/ui/words/form-en.ts';
import { newGameEn } from '../../src/ui/words/forms-en.ts';
import { recordsEn } from '../../src/ui/words/records-en.ts';
import type { KeptAsideWhat, RecordsNoteFacts, RecordsRequest, StoredProblem, UnlistedRecord } from '../../src/ui/words/forms.ts';
import { useNewGameWords, useRecordsWords } from '../../src/ui/words/use.ts';
import { started, testEnv } from '../support/fixtures.ts';
import { plainWords } from '../support/words.ts';

/** What no sentence a person reads may contain: rule numbers, notation, missing facts, doubled punctuation, hidden text. */
const plain = plainWords;

/** An import refused for `problem` (the store's 'invalid' refusal), as the Records screen says it. */
const importRefused = (problem: StoredProblem) => recordsEn.note({ kind: 'failed', request: 'import', refusal: { reason: 'invalid', problem } });

/** A session of two computers with its first round played out, as a record to tamper with. */
function playedRecord(): Record<string, unknown> {
  const session: Session = runBots(started('cc')).session;
  return structuredClone(toRecord(session)) as unknown as Record<string, unknown>;
}

/** The first round's stored actions of a record. */
function actionsOf(record: Record<string, unknown>): string[] {
  return (record.rounds as { actions: string[] }[])[0]!.actions;
}

/** The problem the session's loader finds in `record`. */
function loadProblem(record: unknown): StoredProblem & { detail: string } {
  const loaded = fromRecord(record, testEnv());
  if (loaded.ok) throw new Error('the record loaded');
  return loaded.problem;
}

/** The store's refusal of a records file's text, read with the session's codec. */
function fileProblem(text: string): StoredProblem & { detail: string } {
  const ctx = { codec: sessionCodec(testEnv()), summaries: new Map() } as unknown as StoreContext<Session>;
  const parsed = parseRecordsFile(ctx, text);
  if (parsed.ok || !parsed.problem) throw new Error('the file was not refused with a problem');
  return parsed.problem;
}

const file = (records: unknown, extra: Record<string, unknown> = {}) =>
  JSON.stringify({ format: 'mexican-train/records', version: 1, exportedAt: '2026-01-01T00:00:00.000Z', records, ...extra });

describe('the words the browser tests read stay the same', () => {
  it.each([
    [newGameEn.title, 'New game'],
    [newGameEn.start, 'Start'],
    [recordsEn.title, 'Records'],
    [recordsEn.remove, 'Delete…'],
    [recordsEn.keep, 'Keep it'],
    [recordsEn.confirmRemove, 'Delete record'],
    [recordsEn.exportButton, 'Export records'],
    [recordsEn.back, 'Back'],
    [recordsEn.keptAsideTitle, 'Kept aside'],
    [recordsEn.exportKeptAside, 'Export'],
    [recordsEn.restore, 'Restore'],
    [recordsEn.confirmRemoveKeptAside, 'Delete it'],
    [recordsEn.confirmRestore, 'Restore it'],
    [recordsEn.cancelRestore, 'Cancel'],
    [recordsEn.updateNow, 'Update now'],
  ])('%s', (said, expected) => {
    expect(said).toBe(expected);
  });

  it('the empty list says no finished sessions yet, recorded when the 13th round ends', () => {
    expect(recordsEn.empty(13)).toBe('No finished sessions yet. A session is recorded when its 13th round ends.');
  });

  it.each([
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [11, '11th'],
    [22, '22nd'],
  ])('round %i is the %s', (n, ordinal) => {
    expect(recordsEn.empty(n)).toContain(` ${ordinal} round`);
  });

  it('a file that is not JSON says so, and that it cannot be imported', () => {
    const said = importRefused(fileProblem('{not json'));
    expect(said).toContain('This file cannot be imported');
    expect(said).toContain('not valid JSON');
  });

  it('a game still in progress cannot be imported as a record', () => {
    const said = importRefused(fileProblem(file([{ record: playedRecord() }])));
    expect(said).toBe('This file cannot be imported: the game in it is still in progress, not finished. Nothing was changed.');
  });

  it('the hook gives the English words', () => {
    expect(useNewGameWords()).toBe(newGameEn);
    expect(useRecordsWords()).toBe(recordsEn);
  });
});

describe('plurals', () => {
  it.each([
    [1, 0, 'Imported 1 record.'],
    [2, 0, 'Imported 2 records.'],
    [1, 1, 'Imported 1 record; 1 was already here.'],
    [3, 2, 'Imported 3 records; 2 were already here.'],
    [0, 1, 'Nothing new to import: its record was already here.'],
    [0, 4, 'Nothing new to import: all 4 records were already here.'],
    [0, 0, 'The file holds no records, so nothing was imported.'],
  ])('%i added, %i already here', (added, skipped, said) => {
    expect(recordsEn.note({ kind: 'imported', added, skipped })).toBe(said);
  });

  it.each([
    [1, 0, '1 round · no undos used'],
    [13, 1, '13 rounds · 1 undo used'],
    [13, 4, '13 rounds · 4 undos used'],
  ])('%i rounds and %i undos', (rounds, undos, said) => {
    expect(recordsEn.played({ rounds, undos })).toBe(said);
  });

  it('the players legend counts the seats', () => {
    expect(formEn.players(4)).toBe('Players (4)');
  });
});

describe('a record card', () => {
  it('names the one winner', () => {
    const said = recordsEn.heading({ finishedAt: '2025-03-04T12:00:00.000Z', winners: ['Ana'] });
    expect(said).toMatch(/2025.* — Ana won$/);
  });

  it('names winners who share the win', () => {
    expect(recordsEn.heading({ finishedAt: '2025-03-04T12:00:00.000Z', winners: ['Ana', 'Ben', 'Cy'] })).toMatch(/ — Ana, Ben and Cy share the win$/);
  });

  it('writes the date in the language, not as ISO text', () => {
    const said = recordsEn.heading({ finishedAt: '2025-03-04T12:00:00.000Z', winners: ['Ana'] });
    expect(said).toMatch(/Mar/);
    expect(said).not.toContain('2025-03-04');
  });

  it.each(['', 'yesterday'])('a date that cannot be read (%j) is an unknown date, never "Invalid Date"', (finishedAt) => {
    const said = recordsEn.heading({ finishedAt, winners: ['Ana'] });
    expect(said).toBe('Unknown date — Ana won');
  });

  it('round columns carry no rule-like "R1" and name the round in full', () => {
    plain(recordsEn.roundColumn(1));
    expect(recordsEn.roundTitle(1)).toBe('Round 1');
  });

  it('the chart names each player with their total', () => {
    expect(recordsEn.chart([{ name: 'Ana', total: 12 }, { name: 'Ben', total: 30 }])).toBe('Running totals by round: Ana 12, Ben 30');
  });
});

describe('every load code of a saved game, worded', () => {
  /** Every code the loader, the codec boundary and the store give for a stored game (replay.ts, codec.ts, records.ts). */
  const problems: [string, StoredProblem][] = [
    ['not-json', { code: 'not-json' }],
    ['not-a-record', { code: 'not-a-record', data: { format: 'other' } }],
    ['unknown-version', { code: 'unknown-version', data: { version: 0 } }],
    ['newer-version', { code: 'newer-version', data: { version: 9, known: 2 } }],
    ['bad-settings seed', { code: 'bad-settings', data: { field: 'seed' } }],
    ['bad-settings seats', { code: 'bad-settings', data: { field: 'seats' } }],
    ['bad-settings', { code: 'bad-settings', data: { field: 'settings' } }],
    ['bad-field date', { code: 'bad-field', data: { field: 'startedAt' } }],
    ['bad-field count', { code: 'bad-field', data: { field: 'undosUsed' } }],
    ['bad-rounds', { code: 'bad-rounds', data: { count: 14 } }],
    ['bad-round', { code: 'bad-round', data: { round: 3 } }],
    ['unreadable-action', { code: 'unreadable-action', data: { round: 3, action: 12, text: 'play 0|0 mexican', refusal: 'bad-action' } }],
    ['illegal-action', { code: 'illegal-action', data: { round: 3, action: 12, text: 'play 0|0 mexican', refusal: 'does-not-match', rule: 'R7.1' } }],
    ['unfinished-round', { code: 'unfinished-round', data: { round: 2 } }],
    ['penalty-mismatch', { code: 'penalty-mismatch', data: { round: 2 } }],
    ['bad-redo', { code: 'bad-redo', data: { round: 4, group: 1 } }],
    ['finish-mismatch', { code: 'finish-mismatch' }],
    ['replay-failed', { code: 'replay-failed' }],
    ['decode-failed', { code: 'decode-failed' }],
    ['not-finished', { code: 'not-finished' }],
    ['summarize-failed', { code: 'summarize-failed' }],
    ['not-a-stored-game', { code: 'not-a-stored-game' }],
    ['encode-failed', { code: 'encode-failed' }],
    ['a code from a later version', { code: 'something-new', data: { round: 1 } }],
  ];

  it.each(problems)('%s: plain words about the game', (_name, problem) => {
    const said = recordsEn.problem(problem);
    plain(said, problem.code, 'play 0|0', 'R7.1', 'does-not-match', 'startedAt', 'undosUsed');
    expect(said).toMatch(/^it /);
  });

  it.each(problems.filter(([, p]) => p.code !== 'decode-failed' && p.code !== 'something-new'))('%s has words of its own, not the fallback', (_name, problem) => {
    expect(recordsEn.problem(problem)).not.toBe(recordsEn.problem({ code: 'decode-failed' }));
  });

  it('a move that breaks the rules is named by its round and its number, never by its notation', () => {
    expect(recordsEn.problem({ code: 'illegal-action', data: { round: 3, action: 12, text: 'play 0|0 mexican', rule: 'R7.1' } })).toBe(
      'it breaks the rules at move 12 of round 3',
    );
  });

  describe('problems the session finds in real records', () => {
    const cases: [string, () => unknown, RegExp][] = [
      ['text that is no JSON', () => '{oops', /not valid JSON/],
      ['another format', () => ({ format: 'chess', version: 1 }), /not a saved game/],
      ['a newer version', () => ({ ...playedRecord(), version: 999 }), /newer version/],
      ['a version that is no number', () => ({ ...playedRecord(), version: 'two' }), /format this version of the game does not know/],
      ['a seed with a control character', () => ({ ...playedRecord(), settings: { ...(playedRecord().settings as object), seed: 'A\u0001B' } }), /seed that cannot be used/],
      [
        'a move that breaks the rules',
        () => {
          const r = playedRecord();
          actionsOf(r)[3] = 'play 12|12 mexican';
          return r;
        },
        /breaks the rules at move 4 of round 1$/,
      ],
      [
        'a move that cannot be read',
        () => {
          const r = playedRecord();
          actionsOf(r)[1] = 'dance';
          return r;
        },
        /cannot be read at move 2 of round 1$/,
      ],
      [
        'penalties that do not match',
        () => {
          const r = playedRecord();
          (r.rounds as { penalties: number[] }[])[0]!.penalties = [999, 999];
          return r;
        },
        /scores for round 1 that do not match/,
      ],
    ];
    it.each(cases)('%s', (_name, make, words) => {
      const problem = loadProblem(make());
      const said = recordsEn.problem(problem);
      plain(said, problem.code, problem.detail, 'play 12|12', 'dance');
      expect(said).toMatch(words);
    });
  });
});

describe('every import code, worded', () => {
  const cases: [string, () => string, RegExp][] = [
    ['not-json', () => '{not json', /: it is not valid JSON\./],
    ['not-a-records-file', () => JSON.stringify({ format: 'something else' }), /: it is not a Mexican Train records file\./],
    ['no-version', () => JSON.stringify({ format: 'mexican-train/records', records: [] }), /: it does not say which version/],
    ['newer-file-version', () => file([], { version: 7 }), /: it was made by a newer version of the game; update the game first\./],
    ['unknown-file-version', () => file([], { version: 0 }), /: it is in a format this version of the game does not know\./],
    ['no-records-list', () => file('none'), /: it holds no list of games\./],
    ['not-a-stored-game', () => file(['junk', { record: playedRecord() }]), /: game 1 of 2 is not a saved game\./],
    ['not-finished', () => file([{ record: playedRecord() }]), /: the game in it is still in progress, not finished\./],
    ['newer-version', () => file([{ record: { ...playedRecord(), version: 999 } }]), /: the game in it was made by a newer version of the game; update the game first\./],
    [
      'a tampered game',
      () => {
        const r = playedRecord();
        actionsOf(r)[3] = 'play 12|12 mexican';
        return file([{ record: r }, { record: playedRecord() }, { record: playedRecord() }]);
      },
      /: game 1 of 3 breaks the rules at move 4 of round 1\./,
    ],
  ];

  it.each(cases)('%s', (code, text, words) => {
    const problem = fileProblem(text());
    if (!code.startsWith('a ')) expect(problem.code).toBe(code);
    const said = importRefused(problem);
    plain(said, problem.code, 'play 12|12');
    expect(said).toMatch(/^This file cannot be imported: /);
    expect(said).toMatch(/ Nothing was changed\.$/);
    expect(said).toMatch(words);
  });

  it('the JSON parser\'s own message (the developer\'s detail) is never shown', () => {
    const problem = fileProblem('{not json');
    expect(problem.detail).toMatch(/\(.+\)/);
    expect(importRefused(problem)).not.toContain(problem.detail.slice(problem.detail.indexOf('(')));
  });

  it('a refusal without facts still says the file cannot be imported', () => {
    expect(recordsEn.note({ kind: 'failed', request: 'import', refusal: { reason: 'invalid' } })).toBe('This file cannot be imported. Nothing was changed.');
  });
});

describe('storage failures, by request', () => {
  const requests: RecordsRequest[] = ['list', 'export', 'import', 'delete', 'listKeptAside', 'exportKeptAside', 'deleteKeptAside', 'restoreKeptAside'];
  const reasons = ['not-owner', 'needs-confirmation', 'not-found', 'read-failed', 'write-failed', 'unstorable', 'something-new'];
  const all = requests.flatMap((request) => reasons.map((reason) => [request, reason] as const));

  it.each(all)('%s refused with %s', (request, reason) => {
    const said = recordsEn.note({ kind: 'failed', request, refusal: { reason } });
    plain(said, reason);
  });

  it.each([
    ['list', /^The records could not be shown/],
    ['export', /^The records could not be exported/],
    ['import', /^Nothing was imported/],
    ['delete', /^The record was not deleted/],
  ] as const)('a failed %s says which request failed', (request, words) => {
    expect(recordsEn.note({ kind: 'failed', request, refusal: { reason: 'write-failed' } })).toMatch(words);
  });

  it('deleting a record that is gone says so', () => {
    expect(recordsEn.note({ kind: 'failed', request: 'delete', refusal: { reason: 'not-found' } })).toBe('That record was deleted already.');
  });
});

describe('records that could not be listed', () => {
  const unlisted = (code: string, keptAside: boolean, data?: StoredProblem['data']): RecordsNoteFacts & { problems: readonly UnlistedRecord[] } => ({
    kind: 'unlisted',
    problems: [{ problem: data ? { code, data } : { code }, keptAside }],
  });

  it('a game kept aside says so and why, without its id', () => {
    const note = unlisted('illegal-action', true, { round: 2, action: 5, text: 'draw' });
    const withId = { ...note, problems: note.problems.map((p) => ({ ...p, id: 'rec-1234abcd' })) };
    const said = recordsEn.note(withId);
    expect(said).toBe('A finished game could not be read and was moved to Kept aside below: it breaks the rules at move 5 of round 2.');
    plain(said, 'rec-1234abcd');
  });

  it('a newer version\'s game stays where it is, with a hint to update', () => {
    expect(recordsEn.note(unlisted('newer-version', false))).toBe('A finished game was saved by a newer version of the game; update the game to see it here.');
  });

  it('a game that could not be kept aside stays where it is', () => {
    expect(recordsEn.note(unlisted('not-finished', false))).toBe('A finished game could not be read and stays where it is: it is still in progress, not finished.');
  });

  it('when keeping aside failed, the screen says the games stay', () => {
    plain(recordsEn.note(unlisted('keep-aside-failed', false)), 'keep-aside-failed');
  });

  it('several problems make several sentences', () => {
    const said = recordsEn.note({ kind: 'unlisted', problems: [{ problem: { code: 'not-json' }, keptAside: true }, { problem: { code: 'newer-version' }, keptAside: false }] });
    expect(said.split('. ')).toHaveLength(2);
    plain(said);
  });
});

describe('every settings code, worded', () => {
  /** One issue of every code: the type makes a forgotten code a compile error. */
  const ISSUES: { [C in SettingsIssue['code']]: Extract<SettingsIssue, { code: C }> } = {
    'not-an-object': { code: 'not-an-object' },
    'seats-not-a-list': { code: 'seats-not-a-list', min: 2, max: 10 },
    'seat-count': { code: 'seat-count', count: 1, min: 2, max: 10 },
    'seat-not-an-object': { code: 'seat-not-an-object', seat: 2 },
    'name-not-text': { code: 'name-not-text', seat: 0 },
    'name-control-characters': { code: 'name-control-characters', seat: 1 },
    'name-too-long': { code: 'name-too-long', seat: 1, name: 'Bartholomew the Great', length: 21, max: 20 },
    'bad-kind': { code: 'bad-kind', seat: 0 },
    'bad-level': { code: 'bad-level', seat: 3 },
    'same-name': { code: 'same-name', name: 'Ana' },
    'seed-not-text': { code: 'seed-not-text' },
    'seed-empty': { code: 'seed-empty' },
    'seed-too-long': { code: 'seed-too-long', length: 65, max: 64 },
    'seed-control-characters': { code: 'seed-control-characters' },
  };

  it.each(Object.values(ISSUES).map((i) => [i.code, i] as const))('%s', (_code, issue) => {
    const said = formEn.issue(issue);
    plain(said, issue.code);
    expect(said).toMatch(/^[A-Z].*\.$/);
  });

  it('a seat is numbered as people count, from 1', () => {
    expect(formEn.issue({ code: 'bad-kind', seat: 0 })).toBe('Seat 1: choose a person or a computer.');
  });

  it('two seats with one name are named', () => {
    expect(formEn.issue(ISSUES['same-name'])).toBe('Two seats are called “Ana”; give each player a different name.');
  });

  it.each([
    [{ seats: [{ name: 'A', kind: 'person' }] }, 'seat-count'],
    [{ seats: [{ name: 'Ana', kind: 'person' }, { name: 'ana', kind: 'computer' }] }, 'same-name'],
    [{ seats: [{ name: 'x'.repeat(21), kind: 'person' }, { kind: 'computer' }] }, 'name-too-long'],
    [{ seats: [{ name: 'A\u0007', kind: 'person' }, { kind: 'computer' }] }, 'name-control-characters'],
    [{ seats: [{ name: 5, kind: 'person' }, { kind: 'computer' }] }, 'name-not-text'],
    [{ seats: [{ name: 'A', kind: 'robot' }, { kind: 'computer' }] }, 'bad-kind'],
    [{ seats: [{ name: 'A', kind: 'computer', level: 'godlike' }, { kind: 'computer' }] }, 'bad-level'],
    [{ seats: ['A', { kind: 'computer' }] }, 'seat-not-an-object'],
    [{ seats: 'four' }, 'seats-not-a-list'],
    [{ seats: [{ kind: 'computer' }, { kind: 'computer' }], seed: 'x'.repeat(65) }, 'seed-too-long'],
    [{ seats: [{ kind: 'computer' }, { kind: 'computer' }], seed: 'a\tb' }, 'seed-control-characters'],
    [{ seats: [{ kind: 'computer' }, { kind: 'computer' }], seed: 42 }, 'seed-not-text'],
    [null, 'not-an-object'],
  ])('the session reports %j as the code %s, one issue for each error', (input, code) => {
    const r = validateSettings(input, () => 'FRESH');
    if (r.ok) throw new Error('accepted');
    expect(r.issues.map((i) => i.code)).toContain(code);
    expect(r.issues).toHaveLength(r.errors.length);
    for (const issue of r.issues) plain(formEn.issue(issue), issue.code);
  });

  it('valid settings have no issues at all', () => {
    expect(validateSettings({ seats: [{ kind: 'computer' }, { kind: 'person' }] }, () => 'FRESH')).toEqual(expect.objectContaining({ ok: true }));
  });
});

describe('every link note, worded', () => {
  const PLAYERS: { [C in LinkPlayersIssue['code']]: Extract<LinkPlayersIssue, { code: C }> } = {
    'seat-count': { code: 'seat-count', count: 1, min: 2, max: 10 },
    'bad-suffix': { code: 'bad-suffix', part: 'Ben:wizard', suffixes: ['person', 'computer', 'relaxed', 'sharp'] },
    'name-control-characters': { code: 'name-control-characters' },
    'name-too-long': { code: 'name-too-long', name: 'Bartholomew the Great', max: 20 },
    'same-name': { code: 'same-name' },
  };
  const notes: LinkNote[] = [
    { code: 'unreadable-link' },
    { code: 'seed-ignored', issue: { code: 'seed-empty' } },
    { code: 'seed-ignored', issue: { code: 'seed-not-text' } },
    { code: 'seed-ignored', issue: { code: 'seed-too-long', length: 80, max: 64 } },
    { code: 'seed-ignored', issue: { code: 'seed-control-characters' } },
    { code: 'player-count-ignored', count: 11, min: 2, max: 10 },
    ...Object.values(PLAYERS).map((issue): LinkNote => ({ code: 'players-ignored', issue })),
    { code: 'pace-ignored', paces: ['slow', 'normal', 'fast', 'instant'] },
  ];

  it.each(notes.map((n) => [n.code, 'issue' in n ? n.issue.code : '', n] as const))('%s %s', (code, issue, note) => {
    const said = formEn.linkNote(note);
    plain(said, code, ...(issue ? [issue] : []));
    expect(said).toMatch(/^The .*\.$/);
  });

  it('a bad seat kind in the link names the seat and the choices', () => {
    expect(formEn.linkNote({ code: 'players-ignored', issue: PLAYERS['bad-suffix'] })).toBe(
      'The players in the link were ignored: after the colon in “Ben:wizard”, write person, computer, relaxed or sharp.',
    );
  });

  it.each(['?players=1', '?players=11', '?players=Ana', '?players=Ana,Ana', '?players=Ana,Ben:wizard', `?seed=${'x'.repeat(80)}`, '?seed=', '?pace=warp'])(
    'the link %s gives one note as facts for each message',
    (search) => {
      const q = settingsFromQuery(search);
      expect(q.notes).toHaveLength(q.messages.length);
      expect(q.notes).toHaveLength(1);
      plain(formEn.linkNote(q.notes[0]!));
    },
  );
});

describe('the rest of the New game form', () => {
  it.each([
    ['seatName', formEn.seatName(0), 'Seat 1 name'],
    ['seatKind', formEn.seatKind(1), 'Seat 2 is a person or a computer'],
    ['seatLevel', formEn.seatLevel(2), 'Seat 3 computer level'],
    ['removeSeat', formEn.removeSeat(3), 'Remove seat 4'],
    ['inProgress', formEn.inProgress(4, 13), 'A game is in progress (round 4 of 13). Starting a new one keeps it in Records, where you can resume it.'],
    ['askLeave', newGameEn.askLeave(4, 13), 'Start a new game? The game in progress (round 4 of 13) is kept in Records as unfinished, and you can resume it from there.'],
  ])('%s', (_key, said, expected) => {
    expect(said).toBe(expected);
  });

  it('every static word is plain', () => {
    // Every string, however deep (the Statistics words are an object with a list of notes).
    const strings = (v: unknown): string[] => (typeof v === 'string' ? [v] : typeof v === 'object' && v ? Object.values(v).flatMap(strings) : []);
    const statics = [newGameEn, formEn, recordsEn].flatMap((words) => Object.values(words).flatMap(strings));
    expect(statics.length).toBeGreaterThan(20);
    for (const said of statics) plain(said);
  });
});

describe('what is kept aside, worded', () => {
  const WHATS: KeptAsideWhat[] = ['session', 'record', 'other'];
  /** Every code a kept-aside item or a restore can carry, with facts where the code has some. */
  const CODES: StoredProblem[] = [
    { code: 'newer-version', data: { version: 99, known: 2 } },
    { code: 'replaced' },
    { code: 'damaged-entry' },
    { code: 'unreadable' },
    { code: 'not-a-saved-game' },
    { code: 'not-a-stored-game' },
    { code: 'not-a-record', data: { format: 'x' } },
    { code: 'unknown-version', data: { version: 0 } },
    { code: 'bad-settings', data: { field: 'seed' } },
    { code: 'bad-field', data: { field: 'startedAt' } },
    { code: 'bad-rounds', data: { count: 0 } },
    { code: 'bad-round', data: { round: 3 } },
    { code: 'unreadable-action', data: { round: 2, action: 5, text: 'play 0|0 mexican' } },
    { code: 'illegal-action', data: { round: 2, action: 5, text: 'play 12|12 mexican', rule: 'R5' } },
    { code: 'unfinished-round', data: { round: 4 } },
    { code: 'penalty-mismatch', data: { round: 1 } },
    { code: 'bad-redo', data: { round: 1, group: 2 } },
    { code: 'finish-mismatch' },
    { code: 'replay-failed' },
    { code: 'not-finished' },
    { code: 'summarize-failed' },
    { code: 'decode-failed' },
    { code: 'already-recorded' },
    { code: 'something-new' },
  ];
  const at = '2025-03-01T12:00:00.000Z';

  it.each(WHATS)('the heading of a %s says what it was and when, as a date people read', (what) => {
    const said = recordsEn.keptAsideHeading({ what, at });
    expect(said).toMatch(/kept aside on .*2025/);
    plain(said, at, what === 'other' ? 'other' : what);
  });

  it('a heading without a date still says what it was', () => {
    expect(recordsEn.keptAsideHeading({ what: 'session', at: '' })).toBe('A game in progress, kept aside');
  });

  const reasons = CODES.flatMap((problem) => [true, false].map((restorable) => [problem.code, restorable, problem] as const));
  it.each(reasons)('%s (restorable: %s) is worded plainly, without its code or notation', (code, restorable, problem) => {
    const said = recordsEn.keptAsideReason({ what: 'session', at, problem, restorable });
    plain(said, code, 'play ', 'R5');
    expect(said).toMatch(/^It .*\.$/);
  });

  it('a newer version\'s game says to update the game until it can be read', () => {
    const problem = { code: 'newer-version' };
    expect(recordsEn.keptAsideReason({ what: 'session', at, problem, restorable: false })).toMatch(/update the game/);
    expect(recordsEn.keptAsideReason({ what: 'session', at, problem, restorable: true })).toMatch(/can read it now/);
  });

  it('a restorable item says it can be read now', () => {
    expect(recordsEn.keptAsideReason({ what: 'record', at, problem: { code: 'bad-rounds' }, restorable: true })).toMatch(/can be now/);
  });

  it.each(CODES.map((problem) => [problem.code, problem] as const))('a restore refused for %s says so plainly', (code, problem) => {
    const said = recordsEn.note({ kind: 'failed', request: 'restoreKeptAside', refusal: { reason: 'invalid', problem } });
    plain(said, code, 'play ', 'R5');
  });

  it('a restore refused without facts still says it was not restored', () => {
    expect(recordsEn.note({ kind: 'failed', request: 'restoreKeptAside', refusal: { reason: 'invalid' } })).toBe('It still cannot be read, so it was not restored.');
  });

  it.each(['session', 'record'] as const)('a restored %s says where it went', (what) => {
    plain(recordsEn.note({ kind: 'restored', what }));
  });

  it('the questions and the update prompt are plain', () => {
    for (const said of [recordsEn.askRestore, recordsEn.askRemoveKeptAside, recordsEn.keptAsideIntro, recordsEn.updateReady]) plain(said);
  });
});
