import { describe, expect, it } from 'vitest';
import { newRound, snapshot, standings, viewFor as coreView, type PlayerView } from '../../src/core/index.ts';
import {
  act,
  botStep,
  current,
  finishedRecord,
  newSession,
  nextRound,
  refereeState,
  roundLog,
  runBots,
  start,
  tableView,
  toRecord,
  viewFor,
  type BotPlayer,
  type Session,
} from '../../src/session/index.ts';
import { defaultBot } from '../../src/session/default-bot.ts';
import { personPlays, playUntil, refused, snap, started, testEnv } from './helpers.ts';

const SENTENCE =
  /^\S+ (placed the engine (\d+)\|\2|drew a tile|finished the first turn|passed( \(no tile could start their train\))?; \S+'s train (is|stays) open|played \d+\|\d+ on (the Mexican Train|their own train|\S+'s train)( and plays again)?)(\. (\S+ went out|Nobody can place a tile any more): the round is over)?$/;

/** Plays a whole session of computers, checking each round on the way. */
function playSession(session: Session): Session {
  let s = session;
  for (let round = 1; ; round++) {
    expect(current(s).round).toBe(round);
    expect(snap(s)).toEqual(snapshot(newRound({ players: current(s).seats.length, round, seed: current(s).seed })));
    const { session: after, played } = runBots(s);
    expect(played.length).toBeGreaterThan(0);
    expect(played[0]!.said).toMatch(new RegExp(`placed the engine ${13 - round}\\|${13 - round}$`));
    for (const p of played) expect(p.said).toMatch(SENTENCE);
    expect(played.at(-1)!.ended).not.toBeNull();
    s = after;
    if (round === 13) return s;
    expect(current(s).phase).toBe('roundOver');
    const next = nextRound(s);
    if (!next.ok) throw new Error(next.message);
    s = next.session;
  }
}

describe('a whole session (R2)', () => {
  it('R2.1 four computers play 13 rounds to sessionOver with standings and winners (R11)', () => {
    const s = playSession(started('cccc', 'WHOLE13'));
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
    expect(refused(nextRound(s))).toContain('start a new session');
    const summary = finishedRecord(s)!;
    expect(summary.penalties).toEqual(status.penalties);
    expect(summary.winnerNames).toEqual(status.winners.map((w) => status.seats[w]!.name));
    expect(summary.date).toBe(status.finishedAt);
  });

  it('R2.3 a new session starts at round 1 with zero totals and a fresh seed', () => {
    let s = playUntil(started('pcc'), (x) => current(x).phase === 'roundOver');
    expect(current(s).totals.some((t) => t > 0)).toBe(true);
    const again = newSession(s);
    if (!again.ok) throw new Error(again.message);
    s = again.session;
    expect(current(s)).toMatchObject({ round: 1, phase: 'playing', totals: [0, 0, 0], penalties: [], seed: 'FRESH00001', undosUsed: 0, restarts: 0 });
    expect(current(s).seats.map((x) => x.name)).toEqual(['P0', 'C1', 'C2']);
    expect(refused(newSession(s, { seats: [] }))).toContain('2 to 10');
  });

  it('start refuses bad settings as a value', () => {
    expect(refused(start({ seats: [{ name: 'A', kind: 'person' }] }, testEnv()))).toContain('2 to 10');
  });
});

describe('turns of people and computers', () => {
  it('R4.1 a person confirms the engine; act refuses what the core refuses and changes nothing', () => {
    // Find a seed where the person holds the engine, so the very first action is theirs.
    let s: Session | null = null;
    for (let i = 0; i < 50 && !s; i++) {
      const t = started('pccc', `ENGINE${i}`);
      if (current(t).turn === 0) s = t;
    }
    expect(s).not.toBeNull();
    const before = toRecord(s!);
    const wrong = act(s!, 'draw');
    expect(wrong).toMatchObject({ ok: false, code: 'place-engine-first', rule: 'R4.1' });
    expect(refused(act(s!, 'jump'))).toContain('is not an action');
    expect(toRecord(s!)).toEqual(before);
    expect(botStep(s!)).toBeNull();
    const placed = act(s!, 'engine');
    expect(placed.ok && placed.played.said).toBe('P0 placed the engine 12|12');
  });

  it('act refuses while a computer is to act; botStep plays one action and says what it was', () => {
    let s = playUntil(started('pccc', 'TURNS1'), (x) => current(x).turnKind === 'computer');
    expect(act(s, 'draw')).toMatchObject({ ok: false, code: 'computer-turn' });
    const seat = current(s).turn;
    const step = botStep(s)!;
    expect(step.played.seat).toBe(seat);
    expect(step.played.kind).toBe('computer');
    expect(step.played.said.startsWith(current(s).seats[seat]!.name + ' ')).toBe(true);
    expect(roundLog(step.session).length).toBe(roundLog(s).length + 1);
    expect(roundLog(step.session).at(-1)).toEqual(step.played);
    s = runBots(step.session).session;
    expect(current(s).phase === 'playing' ? current(s).turnKind : 'person').toBe('person');
  });

  it('R12.3 computer players receive exactly their own PlayerView, nothing else', () => {
    const seen: PlayerView[] = [];
    let referee: ((seat: number) => PlayerView) | null = null;
    const spy: BotPlayer = (view, level) => {
      expect(view).toEqual(referee!(view.seat));
      expect(view.legal.length).toBeGreaterThan(0);
      seen.push(view);
      return defaultBot(view, level);
    };
    let s = started('cpcc', 'SPY', testEnv(spy));
    for (let i = 0; i < 300 && current(s).phase === 'playing'; i++) {
      if (current(s).turnKind === 'person') {
        s = personPlays(s);
        continue;
      }
      const state = refereeState(s);
      referee = (seat) => coreView(state, seat);
      s = botStep(s)!.session;
    }
    expect(seen.length).toBeGreaterThan(10);
    for (const v of seen) expect(Object.keys(v)).not.toContain('hands');
  });

  it('R12.2 the table view shows no hand; hands are revealed only at round end', () => {
    let s = playUntil(started('pccc', 'REVEAL'), (x) => current(x).turnKind === 'person' && current(x).roundPhase === 'play');
    const table = tableView(s);
    expect(table.hand).toEqual([]);
    expect(table.legal).toEqual([]);
    expect(table.result).toBeNull();
    expect(current(s).outcome).toBeNull();
    expect(JSON.stringify(current(s))).not.toContain(snap(s).hands[1]![0]!);
    s = playUntil(s, (x) => current(x).phase !== 'playing');
    const outcome = current(s).outcome!;
    expect(outcome.hands).toEqual(snap(s).hands);
    expect(outcome.penalties).toEqual(current(s).penalties[0]);
    expect(outcome.minimum).toBe(Math.min(...outcome.penalties));
    expect(viewFor(s, 0).result!.hands).toEqual(snap(s).hands);
    expect(act(s, 'draw')).toMatchObject({ ok: false, code: 'round-over' });
    expect(botStep(s)).toBeNull();
  });
});
