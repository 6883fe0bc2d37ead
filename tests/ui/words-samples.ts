/**
 * Representative calls of every function of a language's words: each kind of every fact
 * union (the Records below make TypeScript list them all), and counts of 0, 1 and 2 for
 * every plural. A test runs them against each language.
 */
import type { HintFacts } from '../../src/ai/hint-facts.ts';
import type { StatusCode } from '../../src/store/status.ts';
import type { BlockedWords, Catalog, EventWords, MustPlayWords, NoticeWords, Person, PreviewWords, PromptWords, ReadTableWords, RefusalWords, SinceWords, TrainWord } from '../../src/ui/words/catalog.ts';
import type { FormWords, NewGameWords, RecordsWords } from '../../src/ui/words/forms.ts';
import type { LearnWords, LessonWords, RulesPicture, RulesWords } from '../../src/ui/words/learn.ts';
import type { ReplayWords } from '../../src/ui/words/replay.ts';
import type { ScoresWords } from '../../src/ui/words/scores.ts';

export const YOU: Person = { name: 'You', you: true };
export const ANA: Person = { name: 'Ana', you: false };

/** "Read the table" facts: the reader's turn with ends and a double owed, another's turn with nothing fitting, the round over with seats low. */
const READ_TABLE: ReadTableWords[] = [
  { turn: YOU, owed: { double: 6, train: { kind: 'mexican' } }, ends: [{ train: { kind: 'yours' }, needs: 5 }, { train: { kind: 'of', owner: ANA }, needs: 9 }], fits: true, low: [{ who: ANA, tiles: 1 }] },
  { turn: ANA, owed: null, ends: [{ train: { kind: 'mexican' }, needs: 3 }], fits: null, low: [{ who: YOU, tiles: 2 }, { who: ANA, tiles: 2 }] },
  { turn: YOU, owed: null, ends: [], fits: false, low: [] },
  { turn: null, owed: null, ends: [], fits: null, low: [{ who: ANA, tiles: 1 }] },
];

const BEN: Person = { name: 'Ben', you: false };
const TRAINS: TrainWord[] = [{ kind: 'mexican' }, { kind: 'yours' }, { kind: 'own' }, { kind: 'of', owner: ANA }];
const COUNTS = [0, 1, 2] as const;

/** One sample: a name for failures, and the call. */
export type Sample<W> = [string, (w: W) => string];

/** "Since your turn" items: every act, on every kind of train, with each mark. */
const SINCE: SinceWords[] = [
  ...TRAINS.map((train): SinceWords => ({ who: ANA, acts: [{ kind: 'plays', train, tiles: ['4|4'] }], opened: false, owes: 4, lastTile: false, out: false })),
  ...TRAINS.map((train): SinceWords => ({ who: BEN, acts: [{ kind: 'draw' }, { kind: 'plays', train, tiles: ['2|5', '5|9', '9|9'] }], opened: false, owes: null, lastTile: true, out: false })),
  { who: ANA, acts: [{ kind: 'engine', engine: 12 }], opened: false, owes: null, lastTile: false, out: false },
  { who: BEN, acts: [{ kind: 'draw' }, { kind: 'pass' }], opened: true, owes: null, lastTile: false, out: false },
  { who: ANA, acts: [{ kind: 'plays', train: { kind: 'own' }, tiles: ['1|2'] }], opened: false, owes: null, lastTile: false, out: true },
];

const EVENTS: Record<EventWords['kind'], EventWords[]> = {
  engine: [{ kind: 'engine', who: YOU, engine: 12 }, { kind: 'engine', who: ANA, engine: 0 }],
  play: [
    { kind: 'play', who: YOU, tile: '3|5', train: { kind: 'yours' }, double: false, again: false, covered: null, closed: true },
    { kind: 'play', who: ANA, tile: '5|5', train: { kind: 'own' }, double: true, again: true, covered: null, closed: false },
    { kind: 'play', who: BEN, tile: '5|2', train: { kind: 'mexican' }, double: false, again: false, covered: 5, closed: false },
  ],
  draw: [{ kind: 'draw', who: YOU }, { kind: 'draw', who: ANA }],
  pass: [
    { kind: 'pass', who: YOU, firstTurn: true, opened: true },
    { kind: 'pass', who: ANA, firstTurn: false, opened: false },
  ],
  endFirstTurn: COUNTS.map((tiles) => ({ kind: 'endFirstTurn', who: ANA, tiles })),
};

const BLOCKED: Record<BlockedWords['reason'], BlockedWords> = {
  'round-over': { reason: 'round-over' },
  'nothing-to-undo': { reason: 'nothing-to-undo' },
  'nothing-to-redo': { reason: 'nothing-to-redo' },
  'computers-answering': { reason: 'computers-answering' },
  'nothing-played': { reason: 'nothing-played' },
  'another-person': { reason: 'another-person', who: ANA },
};

/** The four reasons a tile must be played (a reason missing here is a type error). */
const MUST_PLAY: Record<MustPlayWords['because'], MustPlayWords> = {
  'start-train': { code: 'must-play', because: 'start-train', engine: 12 },
  'cover-double': { code: 'must-play', because: 'cover-double', double: 6, train: { kind: 'of', owner: ANA } },
  'drawn-fits': { code: 'must-play', because: 'drawn-fits', tile: '6|9' },
  'tile-fits': { code: 'must-play', because: 'tile-fits' },
};

const REFUSALS: Record<RefusalWords['code'], RefusalWords[]> = {
  'not-a-move': [{ code: 'not-a-move', what: 'action' }, { code: 'not-a-move', what: 'tile' }, { code: 'not-a-move', what: 'train' }],
  'not-in-hand': [{ code: 'not-in-hand', tile: '3|5' }],
  'must-cover': [
    { code: 'must-cover', double: 6, train: { kind: 'of', owner: ANA }, canCover: true },
    { code: 'must-cover', double: 6, train: { kind: 'mexican' }, canCover: false },
  ],
  'first-turn-own-train': [{ code: 'first-turn-own-train' }],
  'private-train': [{ code: 'private-train', owner: ANA }, { code: 'private-train', owner: YOU }],
  'must-show-engine': [{ code: 'must-show-engine', tile: '3|5', engine: 12 }],
  'does-not-match': [{ code: 'does-not-match', tile: '3|5', need: 7, train: { kind: 'yours' } }],
  'fits-nowhere': [
    { code: 'fits-nowhere', tile: '3|5', duty: null },
    { code: 'fits-nowhere', tile: '3|5', duty: { double: 6, train: { kind: 'mexican' }, canCover: true }, then: 'tile' },
    { code: 'fits-nowhere', tile: '3|5', duty: { double: 6, train: { kind: 'of', owner: ANA }, canCover: false }, then: 'draw' },
    { code: 'fits-nowhere', tile: '3|5', duty: null, drawn: '6|6', then: 'tile' },
    { code: 'fits-nowhere', tile: '3|5', duty: null, then: 'pass' },
    { code: 'fits-nowhere', tile: '3|5', duty: null, then: 'finish' },
  ],
  'not-this-train': [{ code: 'not-this-train', tile: '3|5' }],
  'nothing-fits-train': [{ code: 'nothing-fits-train', train: { kind: 'mexican' } }],
  'round-over': [{ code: 'round-over' }],
  'session-over': [{ code: 'session-over' }],
  'round-not-over': [{ code: 'round-not-over' }],
  'place-engine-first': [{ code: 'place-engine-first', engine: 12 }],
  'engine-placed': [{ code: 'engine-placed' }],
  'first-turn-over': [{ code: 'first-turn-over' }],
  'first-turn-needs-a-tile': [{ code: 'first-turn-needs-a-tile', engine: 12 }],
  'no-draw-on-first-turn': [{ code: 'no-draw-on-first-turn' }],
  'finish-first-turn': [{ code: 'finish-first-turn' }],
  'must-play': Object.values(MUST_PLAY),
  'lesson-step': [{ code: 'lesson-step' }],
  'already-drawn': [{ code: 'already-drawn' }],
  'yard-empty': [{ code: 'yard-empty' }],
  'must-draw': [{ code: 'must-draw' }],
  'computer-turn': [{ code: 'computer-turn', who: ANA }],
  'not-computer-turn': [{ code: 'not-computer-turn' }],
  'bad-settings': [{ code: 'bad-settings' }],
  'read-only': [{ code: 'read-only' }],
  blocked: (['undo', 'redo', 'restart'] as const).flatMap((action) => Object.values(BLOCKED).map((why) => ({ code: 'blocked' as const, action, why }))),
};

const SEARCH = { engine: 12, least: 1, most: 3, holder: ANA };
const PROMPTS: Record<PromptWords['kind'], PromptWords[]> = {
  over: [{ kind: 'over' }],
  engine: [{ kind: 'engine', who: YOU, engine: 12 }, { kind: 'engine', who: ANA, engine: 12, search: SEARCH }],
  waiting: [{ kind: 'waiting', who: YOU }, { kind: 'waiting', who: ANA, search: SEARCH }],
  'pick-tile': [
    ...(['start', 'more', 'again', 'turn'] as const).map((moment): PromptWords => ({ kind: 'pick-tile', moment, engine: 12, owed: null })),
    { kind: 'pick-tile', moment: 'turn', engine: 12, owed: { double: 6, train: { kind: 'of', owner: ANA } } },
    { kind: 'pick-tile', moment: 'turn', engine: 12, owed: null, drawn: '6|9' },
    { kind: 'pick-tile', moment: 'start', engine: 12, owed: null, search: SEARCH },
  ],
  'pick-train': [{ kind: 'pick-train', tile: '7|12', trains: TRAINS }],
  'pick-tile-for': COUNTS.map((tiles) => ({ kind: 'pick-tile-for', train: { kind: 'mexican' }, tiles })),
  'confirm-play': TRAINS.map((train) => ({ kind: 'confirm-play', tile: '3|5', train })),
  'confirm-chain': [
    ...[2, 11].map((tiles): PromptWords => ({ kind: 'confirm-chain', tiles, end: 7, laying: false })),
    { kind: 'confirm-chain', tiles: 3, end: null, laying: false },
    ...[1, 2].map((tiles): PromptWords => ({ kind: 'confirm-chain', tiles, end: 7, laying: true })),
  ],
  draw: [
    ...COUNTS.map((yard): PromptWords => ({ kind: 'draw', owed: null, yard, previewed: true })),
    { kind: 'draw', owed: { double: 6, train: { kind: 'mexican' } }, yard: 9, previewed: false },
  ],
  pass: (['no-start', 'drawn', 'yard-empty'] as const).flatMap((cause) =>
    [true, false].map((open): PromptWords => ({ kind: 'pass', cause, engine: 12, open, previewed: open })),
  ),
  finish: [
    ...COUNTS.map((tiles): PromptWords => ({ kind: 'finish', tiles, end: 5, more: false, previewed: true })),
    { kind: 'finish', tiles: 2, end: null, more: true, previewed: true },
    { kind: 'finish', tiles: 2, end: 5, more: true, previewed: false },
    { kind: 'finish', tiles: 2, end: 5, more: false, previewed: false },
  ],
};

const PREVIEWS: Record<PreviewWords['kind'], PreviewWords[]> = {
  play: [{ kind: 'play', tile: '3|5', train: { kind: 'of', owner: ANA } }],
  draw: COUNTS.map((yard) => ({ kind: 'draw', yard })),
  finish: [{ kind: 'finish', tiles: 1, end: 5 }, { kind: 'finish', tiles: 2, end: null }],
  pass: [{ kind: 'pass' }],
};

const NOTICES: Record<NoticeWords['kind'], NoticeWords> = {
  restored: { kind: 'restored' },
  undone: { kind: 'undone' },
  redone: { kind: 'redone' },
  restarted: { kind: 'restarted', round: 3 },
  'round-begins': { kind: 'round-begins', round: 2 },
  'session-begins': { kind: 'session-begins' },
  'computers-playing': { kind: 'computers-playing' },
};

const STORAGE: Record<StatusCode, true> = {
  'no-storage': true,
  'open-failed': true,
  'newer-data': true,
  'upgrade-failed': true,
  quota: true,
  refused: true,
  'newer-tab': true,
  blocked: true,
  'blocked-gave-up': true,
  closed: true,
  viewer: true,
  taken: true,
};

const NOTES = { urgent: { seat: 1, tiles: 1 }, drawn: true };
const PLAIN = { urgent: null, drawn: false };
const HINTS: Record<HintFacts['kind'], HintFacts[]> = {
  engine: [{ kind: 'engine', tile: '12|12' }],
  firstTurnPass: [{ kind: 'firstTurnPass', engine: 12 }],
  firstTurnStop: [{ kind: 'firstTurnStop', why: 'nothingFits', need: 5 }, { kind: 'firstTurnStop', why: 'keepsBetterHand', need: 5 }],
  firstTurnChain: COUNTS.map((more) => ({ kind: 'firstTurnChain', continues: more === 1, tile: '12|5', more, pips: 17, emptiesHand: more === 0 })),
  draw: [{ kind: 'draw', owed: null }, { kind: 'draw', owed: { tile: '6|6', train: 1 } }],
  pass: [{ kind: 'pass', cause: 'drawnTileFitsNowhere' }, { kind: 'pass', cause: 'yardEmpty' }],
  goOut: [{ kind: 'goOut', tile: '3|5' }],
  only: [{ kind: 'only' }],
  coverDouble: [{ kind: 'coverDouble', double: '6|6', train: 'mexican', tile: '6|3', pips: 9, ...NOTES }],
  double: [
    { kind: 'double', tile: '5|5', train: 0, then: { kind: 'stuck', ending: 'pass' }, ...PLAIN },
    { kind: 'double', tile: '5|5', train: 0, then: { kind: 'stuck', ending: 'draw' }, ...PLAIN },
    { kind: 'double', tile: '5|5', train: 0, then: { kind: 'cover', tile: '5|2', pips: 17 }, ...PLAIN },
    ...COUNTS.map(
      (n): HintFacts => ({
        kind: 'double',
        tile: '5|5',
        train: 'mexican',
        then: { kind: 'elsewhere', tile: '3|4', train: 1, left: { unseenCovers: n, keepsCover: n === 1 } },
        ...PLAIN,
      }),
    ),
    { kind: 'double', tile: '5|5', train: 'mexican', then: { kind: 'elsewhere', tile: '3|4', train: 1, left: null }, ...PLAIN },
  ],
  ownTrain: COUNTS.map((plan): HintFacts => ({ kind: 'ownTrain', tile: '3|5', pips: 8, plan, unmarks: plan === 1, ...PLAIN })),
  shed: [
    { kind: 'shed', tile: '3|5', pips: 8, train: 'mexican', plan: 0, rareOpen: null, ...PLAIN },
    { kind: 'shed', tile: '3|5', pips: 8, train: 2, plan: 3, rareOpen: 11, ...NOTES },
  ],
};

const HINT_CONTEXT = { person: (seat: number) => [YOU, ANA, BEN][seat] ?? ANA, train: (ref: number | 'mexican'): TrainWord => (ref === 'mexican' ? { kind: 'mexican' } : ref === 0 ? { kind: 'yours' } : { kind: 'of', owner: ANA }) };

const all = <T,>(r: Record<string, T | T[]>): T[] => Object.values(r).flatMap((v) => (Array.isArray(v) ? v : [v]));

/** Every function of a Catalog, called. */
export const CATALOG_SAMPLES: Sample<Catalog>[] = [
  ['tile', (c) => `${c.tile('3|5')} ${c.tile('6|6')}`],
  ...[1, 2, 3].map((n): Sample<Catalog> => [`list ${n}`, (c) => `${c.list(['Ana', 'Ben', 'Cy'].slice(0, n))} / ${c.list(['Ana', 'Ben', 'Cy'].slice(0, n), 'or')}`]),
  ['person', (c) => `${c.person(YOU)} ${c.person(ANA)}`],
  ...TRAINS.map((t): Sample<Catalog> => [`trainLabel ${t.kind}`, (c) => c.trainLabel(t)]),
  ...COUNTS.map((n): Sample<Catalog> => [`tiles ${n}`, (c) => c.tiles(n)]),
  ...all(EVENTS).map((e, i): Sample<Catalog> => [`event ${e.kind} ${i}`, (c) => c.event(e)]),
  ['roundEnded', (c) => [c.roundEnded({ reason: 'out', out: [YOU] }), c.roundEnded({ reason: 'out', out: [ANA, BEN] }), c.roundEnded({ reason: 'blocked' })].join(' ')],
  ['endingMove', (c) => c.endingMove('A', 'B')],
  ...all(REFUSALS).map((r, i): Sample<Catalog> => [`refusal ${r.code} ${i}`, (c) => c.refusal(r)]),
  ...all(PROMPTS).map((p, i): Sample<Catalog> => [`prompt ${p.kind} ${i}`, (c) => c.prompt(p)]),
  ...all(PREVIEWS).map((p, i): Sample<Catalog> => [`preview ${p.kind} ${i}`, (c) => c.preview(p)]),
  ['owed', (c) => `${c.owed({ who: YOU, double: 6, train: { kind: 'mexican' } })} ${c.owed({ who: ANA, double: 6, train: { kind: 'yours' } })}`],
  ...[true, false].flatMap((last): Sample<Catalog>[] => [
    [`roundOverTitle out ${last}`, (c) => c.roundOverTitle({ round: 3, last, reason: 'out', out: [ANA] })],
    [`roundOverTitle blocked ${last}`, (c) => c.roundOverTitle({ round: 3, last, reason: 'blocked', out: [] })],
  ]),
  ['winners', (c) => [c.winners({ winners: [YOU], total: 2 }), c.winners({ winners: [ANA], total: 1 }), c.winners({ winners: [ANA, BEN], total: 0 })].join(' ')],
  ['roundMinimum', (c) => c.roundMinimum(0)],
  ...all(NOTICES).map((n): Sample<Catalog> => [`notice ${n.kind}`, (c) => c.notice(n)]),
  ['handoff', (c) => [c.handoff.title(ANA), c.handoff.body(ANA), c.handoff.reveal(ANA), c.handoff.since(ANA, true), c.handoff.since(ANA, false), c.handoff.nothingSince].join(' ')],
  ...SINCE.map((i, k): Sample<Catalog> => [`sinceParts ${k}`, (c) => c.sinceParts(i).join(' · ')]),
  ['table.sinceStrip', (c) => { const t = c.table.sinceStrip; return [t.label(true), t.label(false), t.more(1), t.more(3), t.showAll(0, false), t.showAll(3, true), t.pause, t.nextMove, t.resume, t.paused].join(' '); }],
  ['handoff.oneTile', (c) => `${c.handoff.oneTile([ANA])} ${c.handoff.oneTile([ANA, BEN])}`],
  ...COUNTS.map((tiles): Sample<Catalog> => [`seatLine ${tiles}`, (c) => c.seatLine({ who: ANA, computer: tiles === 1, tiles, total: 3 })]),
  ...all(HINTS).map((f, i): Sample<Catalog> => [`hint ${f.kind} ${i}`, (c) => c.hint(f, HINT_CONTEXT)]),
  ['table.round', (c) => c.table.round(2, 13)],
  ['table.enginePending', (c) => c.table.enginePending(12)],
  ['table.restartAsk', (c) => c.table.restartAsk(4)],
  ...COUNTS.map((n): Sample<Catalog> => [`table.keysHelp ${n}`, (c) => c.table.keysHelp({ tiles: n, letters: ['A', 'B'], read: 'R' })]),
  ...READ_TABLE.map((r, i): Sample<Catalog> => [`table.readTable ${i}`, (c) => c.table.readTable(r)]),
  ...COUNTS.map((n): Sample<Catalog> => [`table.handLabel ${n}`, (c) => c.table.handLabel(n)]),
  ['table.handTile', (c) => `${c.table.handTile({ index: 1, tile: '3|5', playable: true, fresh: true })} ${c.table.handTile({ index: 2, tile: '6|6', playable: false, fresh: false })}`],
  ['table.startsWith', (c) => c.table.startsWith(12)],
  ...(['mexican', 'open', 'private'] as const).map((state): Sample<Catalog> => [
    `table.trainDescription ${state}`,
    (c) => c.table.trainDescription({ letter: 'A', label: 'X', state, tiles: 2, needs: 5, empty: state === 'open', exposed: ['6|6'], playable: state === 'mexican' }),
  ]),
  ['table.hub', (c) => `${c.table.hub({ engine: 12, placed: true, round: 1, of: 13 })} ${c.table.hub({ engine: 12, placed: false, round: 1, of: 13 })}`],
  ['table.hubRound', (c) => c.table.hubRound.count(1, 13)],
  ...COUNTS.map((n): Sample<Catalog> => [`table.yardLabel ${n}`, (c) => c.table.yardLabel(n)]),
  ...COUNTS.map((n): Sample<Catalog> => [`table.showWhole ${n}`, (c) => c.table.showWhole({ label: 'X', hidden: n })]),
  ['table.showLess', (c) => c.table.showLess('X')],
  ['table.seatChip.total', (c) => c.table.seatChip.total(3)],
  ['table.tools.historyTitle', (c) => c.table.tools.historyTitle(2)],
  ...(['newer-version', 'kept-aside', 'unreadable'] as const).map((kind): Sample<Catalog> => [`table.restore ${kind}`, (c) => c.table.restore({ kind })]),
  ...(Object.keys(STORAGE) as StatusCode[]).map((code): Sample<Catalog> => [`table.storage ${code}`, (c) => c.table.storage(code)]),
];

/** The words around a game in progress (first words), called. */
export const NEW_GAME_SAMPLES: Sample<NewGameWords>[] = [
  ['askLeave', (w) => w.askLeave(2, 13)],
  ['replaced', (w) => w.replaced(2, 13)],
];

/** The New game form's functions, called. */
export const FORM_SAMPLES: Sample<FormWords>[] = [
  ...COUNTS.map((n): Sample<FormWords> => [`players ${n}`, (w) => w.players(n)]),
  ['seat', (w) => [w.seatName(0), w.seatKind(1), w.seatLevel(2), w.removeSeat(3)].join(' ')],
  ['inProgress', (w) => w.inProgress(2, 13)],
  ['linkNote unreadable', (w) => w.linkNote({ code: 'unreadable-link' } as never)],
  ['linkNote pace', (w) => w.linkNote({ code: 'pace-ignored', paces: ['slow', 'fast'] } as never)],
  ['linkNote count', (w) => w.linkNote({ code: 'player-count-ignored', min: 2, max: 10, count: 11 } as never)],
  ['issue same-name', (w) => w.issue({ code: 'same-name', name: 'Ana' } as never)],
  ['issue seat-count', (w) => w.issue({ code: 'seat-count', min: 2, max: 10, count: 1 } as never)],
];

/** The Records screen's functions, called. */
export const RECORDS_SAMPLES: Sample<RecordsWords>[] = [
  ['empty', (w) => w.empty(13)],
  ...[0, 1, 2].map((n): Sample<RecordsWords> => [`heading ${n}`, (w) => w.heading({ finishedAt: '2026-01-02T10:00:00Z', winners: ['Ana', 'Ben'].slice(0, n) })]),
  ['heading no date', (w) => w.heading({ finishedAt: 'x', winners: [] })],
  ...COUNTS.map((n): Sample<RecordsWords> => [`played ${n}`, (w) => w.played({ rounds: n, undos: n })]),
  ['round', (w) => `${w.roundColumn(2)} ${w.roundTitle(2)}`],
  ['chart', (w) => w.chart([{ name: 'Ana', total: 3 }])],
  ['problem', (w) => w.problem({ code: 'illegal-action', data: { round: 2, action: 5 } })],
  ...COUNTS.flatMap((added): Sample<RecordsWords>[] => COUNTS.map((skipped): Sample<RecordsWords> => [`note imported ${added} ${skipped}`, (w) => w.note({ kind: 'imported', added, skipped })])),
  ['note failed import', (w) => w.note({ kind: 'failed', request: 'import', refusal: { reason: 'invalid', problem: { code: 'not-json', data: { record: 2, records: 5 } } } })],
  ['note failed delete', (w) => w.note({ kind: 'failed', request: 'delete', refusal: { reason: 'write-failed' } })],
  ['note unlisted', (w) => w.note({ kind: 'unlisted', problems: [{ problem: { code: 'bad-round', data: { round: 3 } }, keptAside: true }] })],
  ['note restored', (w) => `${w.note({ kind: 'restored', what: 'session' })} ${w.note({ kind: 'restored', what: 'record' })}`],
  ['keptAsideHeading', (w) => w.keptAsideHeading({ what: 'record', at: '2026-01-03T10:00:00Z' })],
  ['keptAsideReason', (w) => w.keptAsideReason({ what: 'record', at: '', problem: { code: 'newer-version' }, restorable: true })],
  ['unfinished', (w) => `${w.unfinishedHeading({ round: 2, rounds: 13, names: ['Ana', 'Ben'] })} ${w.unfinishedReason({ code: 'replaced', at: '2026-01-03T10:00:00Z' })}`],
  ...COUNTS.map((n): Sample<RecordsWords> => [`stats.intro ${n}`, (w) => w.stats.intro(n)]),
  ['stats cells', (w) => `${w.stats.winsCell(3, 1)} ${w.stats.wentOutCell(2, 13)} ${w.stats.decimal(10.66)} ${w.stats.roundName(2)}`],
];

/** The score pad's functions, called. */
export const SCORES_SAMPLES: Sample<ScoresWords>[] = [
  ...COUNTS.map((played): Sample<ScoresWords> => [`standing ${played}`, (w) => w.standing({ played, rounds: 13, playing: played + 1, over: false })]),
  ['standing over', (w) => w.standing({ played: 13, rounds: 13, playing: null, over: true })],
  ['rank', (w) => `${w.rank(1)} ${w.rank(2)} ${w.rank(3)}`],
  ['gap', (w) => w.gap(5)],
  ...COUNTS.map((total): Sample<ScoresWords> => [`step ${total}`, (w) => w.step({ rank: 1, names: ['Ana', 'Ben'].slice(0, total || 1), total })]),
  ...(['copied', 'shared', 'failed'] as const).flatMap((outcome): Sample<ScoresWords>[] =>
    COUNTS.map((unnamed): Sample<ScoresWords> => [`shareNote ${outcome} ${unnamed}`, (w) => w.shareNote({ outcome, unnamed } as never)]),
  ),
];

const LESSONS: Record<LessonWords['kind'], LessonWords[]> = {
  engine: [{ kind: 'engine', engine: 12 }],
  startChain: [{ kind: 'startChain', tile: '12|5', engine: 12 }],
  growChain: [{ kind: 'growChain', tile: '5|6', end: 5 }],
  finishChain: [{ kind: 'finishChain', tiles: 2, more: true }, { kind: 'finishChain', tiles: 2, more: false }],
  play: [
    { kind: 'play', tile: '3|5', train: { kind: 'of', owner: ANA }, where: 'other', owner: ANA, first: true, again: true, unmarks: false },
    { kind: 'play', tile: '3|5', train: { kind: 'of', owner: ANA }, where: 'other', owner: ANA, first: false, again: false, unmarks: false },
    { kind: 'play', tile: '3|5', train: { kind: 'mexican' }, where: 'mexican', owner: null, first: true, again: false, unmarks: false },
    { kind: 'play', tile: '3|5', train: { kind: 'mexican' }, where: 'mexican', owner: null, first: false, again: false, unmarks: false },
    { kind: 'play', tile: '3|5', train: { kind: 'yours' }, where: 'own', owner: null, first: false, again: false, unmarks: true },
    { kind: 'play', tile: '3|5', train: { kind: 'yours' }, where: 'own', owner: null, first: false, again: false, unmarks: false },
  ],
  double: [{ kind: 'double', tile: '7|7', train: { kind: 'mexican' }, first: true }, { kind: 'double', tile: '4|4', train: { kind: 'yours' }, first: false }],
  cover: [
    { kind: 'cover', tile: '7|2', double: 7, train: { kind: 'mexican' }, by: null, next: null, nextWho: ANA },
    { kind: 'cover', tile: '7|2', double: 7, train: { kind: 'mexican' }, by: ANA, next: { double: 4, train: { kind: 'of', owner: ANA } }, nextWho: BEN },
    { kind: 'cover', tile: '7|2', double: 7, train: { kind: 'mexican' }, by: null, next: { double: 4, train: { kind: 'yours' } }, nextWho: YOU },
  ],
  draw: [{ kind: 'draw', owed: null }, { kind: 'draw', owed: { double: 6, train: { kind: 'mexican' } } }],
  drawn: [{ kind: 'drawn', tile: '6|9', train: { kind: 'mexican' } }],
  pass: [{ kind: 'pass', opened: true }, { kind: 'pass', opened: false }],
  goOut: [{ kind: 'goOut', tile: '3|5', train: { kind: 'yours' } }],
};

/** The coach's functions, called. */
export const LEARN_SAMPLES: Sample<LearnWords>[] = [
  ['intro', (w) => `${w.intro([ANA])} ${w.intro([ANA, BEN])}`],
  ['news', (w) => [w.news({ kind: 'opened', who: ANA, firstTurn: true }), w.news({ kind: 'opened', who: ANA, firstTurn: false }), w.news({ kind: 'covered', who: BEN, double: 7 })].join(' ')],
  ...all(LESSONS).map((l, i): Sample<LearnWords> => [`lesson ${l.kind} ${i}`, (w) => w.lesson(l)]),
  ['tap', (w) => [w.tap({ kind: 'tile', tile: '3|5' }), w.tap({ kind: 'train', train: { kind: 'mexican' } }), w.tap({ kind: 'button', label: 'X' })].join(' ')],
  ['watch', (w) => w.watch(ANA)],
  ['finished', (w) => `${w.finished(true)} ${w.finished(false)}`],
];

const PICTURES: Record<RulesPicture, true> = { table: true, marker: true, uncovered: true, covered: true, example: true, exampleBoth: true };

/** The Rules screen's captions, called. */
export const RULES_SAMPLES: Sample<RulesWords>[] = (Object.keys(PICTURES) as RulesPicture[]).map((p): Sample<RulesWords> => [`caption ${p}`, (w) => w.caption(p)]);

/** The replay screen's functions, called. */
export const REPLAY_SAMPLES: Sample<ReplayWords>[] = [
  ['title', (w) => w.title(2, 13)],
  ['players', (w) => w.players(['Ana', 'Ben'])],
  ['roundOption', (w) => w.roundOption(3)],
  ...COUNTS.map((step): Sample<ReplayWords> => [`position ${step}`, (w) => w.position(step, step + 1)]),
  ['dealt', (w) => w.dealt(1)],
  ...COUNTS.map((tiles): Sample<ReplayWords> => [`hand ${tiles}`, (w) => w.hand({ name: 'Ana', tiles, toPlay: tiles === 1 })]),
  ['cannot', (w) => w.cannot({ code: 'replay-failed' })],
];
