/**
 * The turn machine (src/ui/table/model/turn.ts) as a table: each named state of the flow, each event,
 * the state it moves to and the effects it asks for. Events a state does not take leave it as it
 * was with no effect. The runner that carries the effects out is tested through the table and
 * input models (input.test.ts, thinking.test.ts, hold.test.ts).
 */
import { describe, expect, it } from 'vitest';
import type { Action } from '../../src/core/index.ts';
import {
  computersFree,
  drawing,
  holding,
  initialTurn,
  landingMove,
  moving,
  settled,
  step,
  type Turn,
  type TurnEffect,
  type TurnEvent,
} from '../../src/ui/table/model/turn.ts';

type C = string;
const PLAY: Action = { type: 'play', tile: '5|12', train: 0 };
const OTHER: Action = { type: 'play', tile: '3|12', train: 'mexican' };
const PASS: Action = { type: 'pass' };

const base = initialTurn<C>();
const drawn = { shown: true, seats: true, lanes: true };
/** The states the table runs through, by name. */
const S = {
  idle: base,
  saving: { ...base, saving: true },
  landing: { ...base, flow: { kind: 'landing', id: 1, move: PLAY } },
  asked: { ...base, flow: { kind: 'answering', id: 1, move: PLAY, shown: false, replied: false } },
  shownFirst: { ...base, flow: { kind: 'answering', id: 1, move: PLAY, shown: true, replied: false } },
  repliedFirst: { ...base, flow: { kind: 'answering', id: 1, move: PLAY, shown: false, replied: true } },
  thinking: { ...base, flow: { kind: 'thinking' } },
  previewing: { ...base, ahead: PLAY },
  waiting: { ...base, saving: true, waiting: 'undo' },
  drawing: { ...base, table: { shown: true, seats: true, lanes: false } },
  drawn: { ...base, table: drawn },
} satisfies Record<string, Turn<C>>;
type Name = keyof typeof S;

type Row = [string, Name, TurnEvent<C>, Partial<Turn<C>> | 'same', TurnEffect<C>[]];

const IDLE = { kind: 'idle' } as const;
const rows: Row[] = [
  // A person's Confirm.
  ['a tile at a plain pace lands, committed once painted', 'idle', { type: 'confirm', id: 2, move: PLAY, lands: true, answer: 'none' }, { flow: { kind: 'landing', id: 2, move: PLAY } }, [{ type: 'awaitPaint', id: 2 }]],
  ['a move with nothing to show is committed at once', 'idle', { type: 'confirm', id: 2, move: PASS, lands: false, answer: 'none' }, {}, [{ type: 'commit', id: 2 }]],
  ['a tile passing the turn (instant): its replies asked, shown (and kept) once painted, no save in the tap', 'idle', { type: 'confirm', id: 2, move: PLAY, lands: true, answer: 'ask' },
    { flow: { kind: 'answering', id: 2, move: PLAY, shown: false, replied: false } }, [{ type: 'askReplies', id: 2 }, { type: 'awaitPaint', id: 2 }]],
  ['a pass passing the turn (instant) is kept, shown as soon as its replies are in', 'idle', { type: 'confirm', id: 2, move: PASS, lands: false, answer: 'ask' },
    { flow: { kind: 'answering', id: 2, move: PASS, shown: true, replied: false } }, [{ type: 'keep', id: 2 }, { type: 'askReplies', id: 2 }]],
  ['a pass whose replies are in goes on the table with them in the next task, one save', 'idle', { type: 'confirm', id: 2, move: PASS, lands: false, answer: 'ready' },
    { flow: { kind: 'answering', id: 2, move: PASS, shown: false, replied: true } }, [{ type: 'askReplies', id: 2 }, { type: 'awaitTask', id: 2 }]],
  ['a tile whose replies are in is shown (and saved) with them once painted', 'idle', { type: 'confirm', id: 2, move: PLAY, lands: true, answer: 'ready' },
    { flow: { kind: 'answering', id: 2, move: PLAY, shown: false, replied: true } }, [{ type: 'askReplies', id: 2 }, { type: 'awaitPaint', id: 2 }]],
  ['the previewed move confirmed takes its replies over', 'previewing', { type: 'confirm', id: 2, move: PLAY, lands: true, answer: 'ask' },
    { flow: { kind: 'answering', id: 2, move: PLAY, shown: false, replied: false }, ahead: null }, [{ type: 'askReplies', id: 2 }, { type: 'awaitPaint', id: 2 }]],
  ['another move confirmed drops the replies ahead', 'previewing', { type: 'confirm', id: 2, move: OTHER, lands: true, answer: 'none' },
    { flow: { kind: 'landing', id: 2, move: OTHER }, ahead: null }, [{ type: 'dropAhead' }, { type: 'awaitPaint', id: 2 }]],
  ['a Confirm while a computer still thinks (its answer is stale) goes ahead', 'thinking', { type: 'confirm', id: 2, move: PASS, lands: false, answer: 'none' }, { flow: IDLE }, [{ type: 'commit', id: 2 }]],
  ['no Confirm during a save', 'saving', { type: 'confirm', id: 2, move: PLAY, lands: true, answer: 'none' }, 'same', []],
  ['no Confirm while a tile lands', 'landing', { type: 'confirm', id: 2, move: OTHER, lands: true, answer: 'none' }, 'same', []],
  ['no Confirm while a move is answered', 'asked', { type: 'confirm', id: 2, move: OTHER, lands: false, answer: 'none' }, 'same', []],
  // The frame painted.
  ['the landing frame painted: the move is committed', 'landing', { type: 'shown', id: 1 }, { flow: IDLE }, [{ type: 'commit', id: 1 }]],
  ['a paint of an older move changes nothing', 'landing', { type: 'shown', id: 0 }, 'same', []],
  ['painted before the replies: the move is kept, and waits for them', 'asked', { type: 'shown', id: 1 }, { flow: { kind: 'answering', id: 1, move: PLAY, shown: true, replied: false } }, [{ type: 'keep', id: 1 }]],
  ['painted after the replies: both go on the table', 'repliedFirst', { type: 'shown', id: 1 }, { flow: IDLE }, [{ type: 'showAnswer', id: 1 }]],
  ['painted twice: the second is nothing', 'shownFirst', { type: 'shown', id: 1 }, 'same', []],
  ['a paint with nothing on its way', 'idle', { type: 'shown', id: 1 }, 'same', []],
  // The replies in.
  ['replies before the paint: wait for it', 'asked', { type: 'replied', id: 1 }, { flow: { kind: 'answering', id: 1, move: PLAY, shown: false, replied: true } }, []],
  ['replies after the paint: both go on the table', 'shownFirst', { type: 'replied', id: 1 }, { flow: IDLE }, [{ type: 'showAnswer', id: 1 }]],
  ['replies to an older move are dropped', 'shownFirst', { type: 'replied', id: 0 }, 'same', []],
  ['replies twice: the second is nothing', 'repliedFirst', { type: 'replied', id: 1 }, 'same', []],
  ['replies for a landing (no answer asked) are nothing', 'landing', { type: 'replied', id: 1 }, 'same', []],
  ['replies with nothing on its way (the session was replaced) are dropped', 'idle', { type: 'replied', id: 1 }, 'same', []],
  // The computers.
  ['the computers due: asked', 'idle', { type: 'due', all: false }, { flow: { kind: 'thinking' } }, [{ type: 'askComputers', all: false }]],
  ['the computers due at the instant pace: asked for all their moves', 'drawn', { type: 'due', all: true }, { flow: { kind: 'thinking' } }, [{ type: 'askComputers', all: true }]],
  ['not during a save', 'saving', { type: 'due', all: false }, 'same', []],
  ['not while one thinks', 'thinking', { type: 'due', all: false }, 'same', []],
  ['not while a tile lands', 'landing', { type: 'due', all: true }, 'same', []],
  ['not while a move is answered', 'asked', { type: 'due', all: true }, 'same', []],
  ['their move in', 'thinking', { type: 'moved' }, { flow: IDLE }, []],
  ['a stale move in after a Confirm is nothing', 'landing', { type: 'moved' }, 'same', []],
  // Saves.
  ['a save begins', 'idle', { type: 'saveBegan' }, { saving: true }, []],
  ['a second save while one runs', 'saving', { type: 'saveBegan' }, 'same', []],
  ['the newest save done', 'saving', { type: 'saved' }, { saving: false }, []],
  ['a save done with none running', 'idle', { type: 'saved' }, 'same', []],
  ['the save done with a command waiting: it runs in a task of its own', 'waiting', { type: 'saved' }, { saving: false }, [{ type: 'awaitFree' }]],
  // Commands.
  ['a command with nothing holding the table runs now', 'idle', { type: 'command', command: 'undo' }, 'same', [{ type: 'run', command: 'undo' }]],
  ['a command while a computer thinks runs now', 'thinking', { type: 'command', command: 'undo' }, 'same', [{ type: 'run', command: 'undo' }]],
  ['a command while the table draws runs now', 'drawing', { type: 'command', command: 'undo' }, 'same', [{ type: 'run', command: 'undo' }]],
  ['a command during a save waits', 'saving', { type: 'command', command: 'undo' }, { waiting: 'undo' }, []],
  ['a command while a tile lands waits', 'landing', { type: 'command', command: 'confirm' }, { waiting: 'confirm' }, []],
  ['a command while a move is answered waits', 'asked', { type: 'command', command: 'hint' }, { waiting: 'hint' }, []],
  ['only the last command given waits', 'waiting', { type: 'command', command: 'redo' }, { waiting: 'redo' }, []],
  ['the free task runs the command waiting', 'idle', { type: 'freeTask' }, 'same', []],
  ['a new hold before the free task: the command waits for its end', 'waiting', { type: 'freeTask' }, 'same', []],
  // Previews.
  ['a move previewed: its replies worked out ahead', 'idle', { type: 'preview', move: PLAY, foresee: true }, { ahead: PLAY }, [{ type: 'foresee', move: PLAY }]],
  ['during a save too (thinking ahead saves nothing)', 'saving', { type: 'preview', move: PLAY, foresee: true }, { ahead: PLAY }, [{ type: 'foresee', move: PLAY }]],
  ['the same move previewed again: nothing more', 'previewing', { type: 'preview', move: PLAY, foresee: true }, 'same', []],
  ['another move previewed: the first dropped', 'previewing', { type: 'preview', move: OTHER, foresee: true }, { ahead: OTHER }, [{ type: 'dropAhead' }, { type: 'foresee', move: OTHER }]],
  ['the preview gone: dropped', 'previewing', { type: 'preview', move: null, foresee: true }, { ahead: null }, [{ type: 'dropAhead' }]],
  ['not to be foreseen (another pace): dropped', 'previewing', { type: 'preview', move: PLAY, foresee: false }, { ahead: null }, [{ type: 'dropAhead' }]],
  ['nothing ahead, nothing to foresee', 'idle', { type: 'preview', move: PLAY, foresee: false }, 'same', []],
  ['not while a move is on its way', 'landing', { type: 'preview', move: OTHER, foresee: true }, 'same', []],
  ['not while a computer thinks', 'thinking', { type: 'preview', move: OTHER, foresee: true }, 'same', []],
  // Another session on the table.
  ['a tile landing is dropped uncommitted', 'landing', { type: 'replaced' }, { flow: IDLE }, []],
  ['a move being answered stops (it was saved); its replies will be dropped', 'asked', { type: 'replaced' }, { flow: IDLE }, []],
  ['replies ahead are dropped', 'previewing', { type: 'replaced' }, { ahead: null }, [{ type: 'dropAhead' }]],
  ['a computer thinking goes on (its answer is dropped when it comes)', 'thinking', { type: 'replaced' }, 'same', []],
  ['a save running goes on', 'saving', { type: 'replaced' }, 'same', []],
  // The table on screen.
  ['the table comes up: drawing', 'idle', { type: 'table', shown: true }, { table: { shown: true, seats: false, lanes: false } }, []],
  ['the seat chips drawn', 'drawing', { type: 'drawn', part: 'seats' }, 'same', []],
  ['the lanes drawn', 'drawing', { type: 'drawn', part: 'lanes' }, { table: drawn }, []],
  ['the table goes (Rules, Records): nothing drawn', 'drawn', { type: 'table', shown: false }, { table: { shown: false, seats: false, lanes: false } }, []],
  ['a part drawn while the table is away is nothing', 'idle', { type: 'drawn', part: 'lanes' }, 'same', []],
  ['the table up again: drawn afresh', 'drawn', { type: 'table', shown: true }, 'same', []],
];

describe('the turn machine: (state, event) → (state, effects)', () => {
  it.each(rows)('%s', (_, name, event, patch, effects) => {
    const before = S[name] as Turn<C>;
    const frozen = structuredClone(before);
    const next = step(before, event);
    expect(next.state).toEqual(patch === 'same' ? before : { ...before, ...patch });
    expect(next.effects).toEqual(effects);
    expect(before).toEqual(frozen);
  });

  it('covers every kind of event', () => {
    const kinds = new Set(rows.map((r) => r[2].type));
    expect([...kinds].sort()).toEqual(['command', 'confirm', 'drawn', 'due', 'freeTask', 'moved', 'preview', 'replaced', 'replied', 'saveBegan', 'saved', 'shown', 'table'].sort());
  });

  it('an event a state does not take leaves the very same state', () => {
    for (const [, name, event, patch] of rows) if (patch === 'same') expect(step(S[name] as Turn<C>, event).state).toBe(S[name]);
  });
});

describe('a command given during a hold', () => {
  /** Runs `events` from `from`, returning the last state and every effect asked for on the way. */
  const run = (from: Turn<C>, events: TurnEvent<C>[]) =>
    events.reduce(({ state, effects }, e) => {
      const next = step(state, e);
      return { state: next.state, effects: [...effects, ...next.effects] };
    }, { state: from, effects: [] as TurnEffect<C>[] });

  it('runs once the hold ends, in the free task after it, and only once', () => {
    const { state, effects } = run(S.saving, [{ type: 'command', command: 'undo' }, { type: 'saved' }, { type: 'freeTask' }, { type: 'saveBegan' }, { type: 'saved' }, { type: 'freeTask' }]);
    expect(effects).toEqual([{ type: 'awaitFree' }, { type: 'run', command: 'undo' }]);
    expect(state.waiting).toBeNull();
  });

  it('a new hold before its task: waits for that one to end too', () => {
    const { effects } = run(S.saving, [
      { type: 'command', command: 'undo' },
      { type: 'saved' },
      { type: 'confirm', id: 3, move: PLAY, lands: true, answer: 'none' },
      { type: 'freeTask' },
      { type: 'shown', id: 3 },
      { type: 'freeTask' },
    ]);
    expect(effects.filter((e) => e.type === 'run' || e.type === 'awaitFree')).toEqual([{ type: 'awaitFree' }, { type: 'awaitFree' }, { type: 'run', command: 'undo' }]);
  });

  it('a whole instant-pace turn: landing and replies in either order end idle, the move and its replies shown once', () => {
    const confirm: TurnEvent<C> = { type: 'confirm', id: 4, move: PLAY, lands: true, answer: 'ask' };
    for (const order of [['shown', 'replied'], ['replied', 'shown']] as const) {
      const { state, effects } = run(S.idle, [confirm, ...order.map((type) => ({ type, id: 4 }) as TurnEvent<C>)]);
      expect(state.flow).toEqual(IDLE);
      expect(effects.filter((e) => e.type === 'showAnswer')).toEqual([{ type: 'showAnswer', id: 4 }]);
    }
  });
});

describe('what the screen reads of the turn', () => {
  it.each<[Name, { moving: boolean; holding: boolean; drawing: boolean; settled: boolean; computersFree: boolean; landing: Action | null }]>([
    ['idle', { moving: false, holding: false, drawing: false, settled: true, computersFree: true, landing: null }],
    ['saving', { moving: false, holding: true, drawing: false, settled: false, computersFree: false, landing: null }],
    ['landing', { moving: true, holding: true, drawing: false, settled: false, computersFree: false, landing: PLAY }],
    ['asked', { moving: true, holding: true, drawing: false, settled: false, computersFree: false, landing: PLAY }],
    ['thinking', { moving: false, holding: false, drawing: false, settled: true, computersFree: false, landing: null }],
    ['drawing', { moving: false, holding: false, drawing: true, settled: false, computersFree: true, landing: null }],
    ['drawn', { moving: false, holding: false, drawing: false, settled: true, computersFree: true, landing: null }],
  ])('%s', (name, expected) => {
    const t = S[name] as Turn<C>;
    expect({ moving: moving(t), holding: holding(t), drawing: drawing(t), settled: settled(t), computersFree: computersFree(t), landing: landingMove(t) }).toEqual(expected);
  });

  it('a pass being answered shows no tile landing', () => {
    expect(landingMove({ ...base, flow: { kind: 'answering', id: 1, move: PASS, shown: true, replied: false } })).toBeNull();
  });
});
