import { describe, expect, it } from 'vitest';
import { newRound, snapshot, standings, viewFor as coreView, type PlayerView } from '../../src/core/index.ts';
import {
  act,
  botCommit,
  botStep,
  current,
  finishedRecord,
  firstLegalBot,
  fromRecord,
  newSession,
  nextRound,
  redo,
  restartRound,
  refereeState,
  roundLog,
  runBots,
  start,
  tableView,
  toRecord,
  undo,
  viewFor,
  type BotPlayer,
  type SessionError,
  type SessionRefusal,
} from '../../src/session/index.ts';
import { defaultBot } from '../../src/session/default-bot.ts';
import { refused, refusedMessage } from '../support/asserts.ts';
import { SHORT } from '../support/deals.ts';
import { dealt, sessionFrom, snap, started, testEnv, writtenEnv, type WrittenSession } from '../support/fixtures.ts';
import { finishRound, finishSession, personPlays, playUntil } from '../support/playout.ts';

/** Four seats playing SHORT: P0 holds the engine and goes out in round 1. */
const FOUR: WrittenSession = { seats: 'pccc', ...SHORT };

describe('a whole session (R2)', () => {
  it('R2.1 four real computer players play 13 rounds to sessionOver with standings and winners (R11)', () => {
    const rounds: number[] = [];
    const s = finishSession(started('cccc', 'WHOLE13', testEnv(defaultBot)), (dealtNow, ended) => {
      const { round, seats, seed } = current(dealtNow);
      rounds.push(round);
      expect(snap(dealtNow)).toEqual(snapshot(newRound({ players: seats.length, round, seed })));
      const played = roundLog(ended);
      expect(played[0]!.event).toEqual({ kind: 'engine', seat: played[0]!.seat, tile: `${13 - round}|${13 - round}` });
      for (const p of played) expect(p.event.seat).toBe(p.seat);
      expect(played.slice(0, -1).every((p) => p.ended === null)).toBe(true);
      expect(played.at(-1)!.ended).not.toBeNull();
      expect(current(ended).phase).toBe(round === 13 ? 'sessionOver' : 'roundOver');
    });
    expect(rounds).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    const status = current(s);
    expect(status.phase).toBe('sessionOver');
    expect(status.penalties).toHaveLength(13);
    const table = standings(status.penalties);
    expect(status.totals).toEqual(table.totals);
    expect(status.totals).toEqual(status.penalties.reduce((t, row) => t.map((x, i) => x + row[i]!), [0, 0, 0, 0]));
    expect(status.winners).toEqual(table.winners);
    expect(status.winners.length).toBeGreaterThan(0);
    for (const w of status.winners) expect(status.totals[w]).toBe(Math.min(...status.totals));
    expect(status.finishedAt).not.toBeNull();
    expect(refused(nextRound(s))).toBe('session-over');
    const summary = finishedRecord(s)!;
    expect(summary.penalties).toEqual(status.penalties);
    expect(summary.winnerNames).toEqual(status.winners.map((w) => status.seats[w]!.name));
    expect(summary.date).toBe(status.finishedAt);
  }, 30_000); // 13 rounds of sharp decisions: seconds on a busy 2-core machine

  it('R2.3 a new session starts at round 1 with zero totals and a fresh seed', () => {
    // P0 goes out on the first turn; C1 and C2 cannot start, so they keep 3|4 and 6|6.
    let s = finishRound(sessionFrom({ seats: 'pcc', hands: [['12|12', '12|5'], ['3|4'], ['6|6']] }));
    expect(current(s)).toMatchObject({ phase: 'roundOver', totals: [0, 7, 12] });
    const again = newSession(s);
    if (!again.ok) throw new Error(again.message);
    s = again.session;
    expect(current(s)).toMatchObject({ round: 1, phase: 'playing', totals: [0, 0, 0], penalties: [], seed: 'FRESH00001', undosUsed: 0, restarts: 0 });
    expect(current(s).seats.map((x) => x.name)).toEqual(['P0', 'C1', 'C2']);
    expect(roundLog(s)).toEqual([]);
    expect(refused(newSession(s, { seats: [] }))).toBe('bad-settings');
  });

  it('start refuses bad settings as a value', () => {
    const result = start({ seats: [{ name: 'A', kind: 'person' }] }, testEnv());
    expect(refused(result)).toBe('bad-settings');
    expect(refusedMessage(result)).toContain('2 to 10');
  });
});

describe('turns of people and computers', () => {
  it('R4.1 a person confirms the engine; act refuses what the core refuses and changes nothing', () => {
    const s = sessionFrom(FOUR);
    expect(current(s)).toMatchObject({ turn: 0, turnKind: 'person', roundPhase: 'engine' });
    const before = toRecord(s);
    expect(act(s, 'draw')).toMatchObject({ ok: false, code: 'place-engine-first', rule: 'R4.1' });
    expect(refused(act(s, 'jump'))).toBe('malformed-action');
    expect(toRecord(s)).toEqual(before);
    expect(botStep(s)).toBeNull();
    const placed = act(s, 'engine');
    if (!placed.ok) throw new Error(placed.message);
    expect(placed.played).toMatchObject({ seat: 0, name: 'P0', kind: 'person', action: { type: 'placeEngine' }, text: 'engine', ended: null });
    expect(placed.played.event).toEqual({ kind: 'engine', seat: 0, tile: '12|12' });
    // R4.4: the engine holder takes the first turn.
    expect(current(placed.session)).toMatchObject({ turn: 0, roundPhase: 'firstTurns' });
  });

  it('act refuses while a computer is to act; botStep plays one action and says what it was', () => {
    // C1 holds the engine, so a computer acts first.
    let s = sessionFrom({ ...FOUR, hands: [['12|1', '5|6'], ['12|12', '12|2', '9|9'], ['5|7'], ['12|3', '8|8']] });
    expect(current(s)).toMatchObject({ turn: 1, turnKind: 'computer' });
    expect(act(s, 'draw')).toMatchObject({ ok: false, code: 'computer-turn' });
    const step = botStep(s)!;
    expect(step.played).toMatchObject({ seat: 1, name: 'C1', kind: 'computer', action: { type: 'placeEngine' } });
    expect(roundLog(step.session).length).toBe(roundLog(s).length + 1);
    expect(roundLog(step.session).at(-1)).toEqual(step.played);
    s = runBots(step.session).session;
    // The computers' first turns, in turn order from the engine holder (R6.1), then the person's.
    expect(roundLog(s).map((p) => `${p.seat} ${p.text}`)).toEqual(['1 engine', '1 play 2|12 1', '1 end', '2 pass', '3 play 3|12 3', '3 end']);
    expect(current(s)).toMatchObject({ turn: 0, turnKind: 'person', roundPhase: 'firstTurns' });
  });

  it('R12.3 computer players receive exactly their own PlayerView, nothing else', () => {
    const seen: PlayerView[] = [];
    let referee: ((seat: number) => PlayerView) | null = null;
    const spy: BotPlayer = (view, level) => {
      expect(view).toEqual(referee!(view.seat));
      expect(view.legal.length).toBeGreaterThan(0);
      seen.push(view);
      return firstLegalBot(view, level);
    };
    let s = sessionFrom({ ...FOUR, bot: spy });
    for (let i = 0; i < 300 && current(s).phase === 'playing'; i++) {
      if (current(s).turnKind === 'person') {
        s = personPlays(s);
        continue;
      }
      const state = refereeState(s);
      referee = (seat) => coreView(state, seat);
      s = botStep(s)!.session;
    }
    expect(seen.map((v) => v.seat)).toEqual([1, 1, 2, 3, 3, 1, 1, 2, 2, 3, 3]);
    for (const v of seen) expect(Object.keys(v)).not.toContain('hands');
  });

  it('R12.2 the table view shows no hand; hands are revealed only at round end', () => {
    let s = playUntil(sessionFrom(FOUR), (x) => current(x).turnKind === 'person' && current(x).roundPhase === 'play');
    const table = tableView(s);
    expect(table.hand).toEqual([]);
    expect(table.legal).toEqual([]);
    expect(table.result).toBeNull();
    expect(current(s).outcome).toBeNull();
    expect(snap(s).hands[1]).toEqual(['9|9']);
    expect(JSON.stringify(current(s))).not.toContain('9|9');
    s = finishRound(s);
    const outcome = current(s).outcome!;
    expect(outcome).toMatchObject({ reason: 'out', penalties: [0, 18, 12, 16], minimum: 0 });
    expect(outcome.hands).toEqual(snap(s).hands);
    expect(outcome.hands).toEqual([[], ['9|9', '0|0'], ['5|7'], ['8|8']]);
    expect(outcome.penalties).toEqual(current(s).penalties[0]);
    expect(viewFor(s, 0).result!.hands).toEqual(snap(s).hands);
    expect(act(s, 'draw')).toMatchObject({ ok: false, code: 'round-over' });
    expect(botStep(s)).toBeNull();
  });
});

describe('written deals (SessionEnv.deal)', () => {
  it('a written round is dealt exactly as written, and the rounds not written come from the seed', () => {
    let s = sessionFrom(FOUR);
    expect(snap(s)).toEqual(snapshot(dealt(4, 1, SHORT.hands, SHORT.yard)));
    s = finishRound(s);
    const next = nextRound(s);
    if (!next.ok) throw new Error(next.message);
    expect(snap(next.session)).toEqual(snapshot(newRound({ players: 4, round: 2, seed: current(s).seed })));
  });

  it('every round may be written; an engine nobody holds is found by the engine search (R4.2)', () => {
    // Round 2 (engine 11|11): batches of one tile each from seat 1 (R4.2); C2 draws the engine in the
    // second batch, which is still completed.
    const s = sessionFrom({
      seats: 'pccc',
      rounds: [
        SHORT,
        { hands: [['11|1'], ['11|2'], ['11|4'], ['11|3']], yard: ['0|0', '1|1', '2|2', '3|3', '4|4', '11|11', '5|5', '7|7'] },
      ],
    });
    const next = nextRound(finishRound(s));
    if (!next.ok) throw new Error(next.message);
    expect(snap(next.session)).toMatchObject({ round: 2, engine: 11, turn: 2, engineHolder: 2, searchDraws: [2, 2, 2, 2] });
    expect(snap(next.session).hands).toEqual([['1|11', '3|3', '7|7'], ['2|11', '0|0', '4|4'], ['4|11', '1|1', '11|11'], ['3|11', '2|2', '5|5']]);
  });

  it('a record of a written session replays with the same written deal, and not without it', () => {
    const s = playUntil(sessionFrom(FOUR), (x) => roundLog(x).length >= 10);
    const record = JSON.parse(JSON.stringify(toRecord(s))) as unknown;
    const loaded = fromRecord(record, writtenEnv(FOUR));
    if (!loaded.ok) throw new Error(JSON.stringify(loaded));
    expect(snap(loaded.session)).toEqual(snap(s));
    expect(roundLog(loaded.session).map((p) => p.text)).toEqual(roundLog(s).map((p) => p.text));
    expect(fromRecord(record, testEnv()).ok).toBe(false);
  });
});

/** A session refusal's code, rule and facts: each member of SessionError less `ok` and its developer's sentence. */
type Facts<E> = E extends unknown ? Omit<E, 'ok' | 'message'> : never;

/** P0's round 1 is over: it went out on its first turn. */
const ROUND_OVER = () => finishRound(sessionFrom({ seats: 'pcc', hands: [['12|12', '12|5'], ['3|4'], ['6|6']] }));

/**
 * Every code of the session's own (a code missing here is a type error), and the core's codes the
 * session gives itself (a round that is over, an action text it cannot read), with exactly their facts.
 */
const SESSION_REFUSED: Record<SessionRefusal['code'] | 'round-over' | 'malformed-action', [string, () => unknown, Facts<SessionError>]> = {
  'bad-settings': [
    'one seat',
    () => start({ seats: [{ name: 'A', kind: 'person' }] }, testEnv()),
    { code: 'bad-settings', data: { issues: [{ code: 'seat-count', count: 1, min: 2, max: 10 }] } },
  ],
  'session-over': ['the next round after the 13th', () => nextRound(finishSession(started('ccc', 'OVER13'))), { code: 'session-over', rule: 'R2.1', data: { round: 13 } }],
  'round-not-over': ['the next round while this one is played', () => nextRound(sessionFrom(FOUR)), { code: 'round-not-over', data: { round: 1 } }],
  'computer-turn': [
    'a person acting for a computer',
    () => act(sessionFrom({ ...FOUR, hands: [['12|1', '5|6'], ['12|12', '12|2', '9|9'], ['5|7'], ['12|3', '8|8']] }), 'draw'),
    { code: 'computer-turn', data: { seat: 1 } },
  ],
  'not-computer-turn': ['a computer acting on a person\'s turn', () => botCommit(sessionFrom(FOUR), { type: 'placeEngine' }), { code: 'not-computer-turn', data: { seat: 0 } }],
  'cannot-undo': ['Undo with nothing played', () => undo(sessionFrom(FOUR)), { code: 'cannot-undo', rule: 'R13.2', data: { reason: 'nothing-to-undo' } }],
  'cannot-redo': ['Redo with nothing undone', () => redo(sessionFrom(FOUR)), { code: 'cannot-redo', rule: 'R13.2', data: { reason: 'nothing-to-redo' } }],
  'cannot-restart': ['Restart with nothing played', () => restartRound(sessionFrom(FOUR)), { code: 'cannot-restart', rule: 'R13.3', data: { reason: 'nothing-played', round: 1 } }],
  'round-over': ['an action once the round is over', () => act(ROUND_OVER(), 'draw'), { code: 'round-over', rule: 'R10.1', data: { round: 1 } }],
  'malformed-action': ['an action text the game cannot read', () => act(sessionFrom(FOUR), 'jump'), { code: 'malformed-action', rule: 'API', data: {} }],
};

describe('session refusals carry their facts', () => {
  const cases = Object.entries(SESSION_REFUSED).map(([code, [how, refusedNow, facts]]) => [`${code}: ${how}`, code, refusedNow, facts] as const);
  it.each(cases)('%s', (_name, code, refusedNow, facts) => {
    const result = refusedNow() as SessionError;
    expect(result.ok).toBe(false);
    const { ok: _ok, message, ...rest } = result;
    expect(rest).toEqual(facts);
    expect(rest.code).toBe(code);
    expect(message.length).toBeGreaterThan(10);
  });
});
