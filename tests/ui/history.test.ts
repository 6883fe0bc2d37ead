/**
 * The round's history (issue 10): random sessions replayed; every action listed exactly once,
 * in order, and "since your turn" starts right after the reader's last action.
 */
import { describe, expect, it } from 'vitest';
import { current, roundLog, toRecord, type Session } from '../../src/session/index.ts';
import { historyOf, recapOf } from '../../src/ui/table/derive/history.ts';
import { started } from '../support/fixtures.ts';
import { personPlays, playUntil, randomChooser } from '../support/playout.ts';
import { runBots } from '../../src/session/index.ts';

/** A random session of 2–6 seats (people and computers) played some way into round 1. */
function randomSession(seed: number): Session {
  const seats = 2 + (seed % 5);
  const pattern = Array.from({ length: seats }, (_, i) => (i % 3 === 1 ? 'c' : 'p')).join('');
  const choose = randomChooser(`HIST${seed}`);
  let s = started(pattern, `HIST${seed}`);
  const steps = 5 + ((seed * 7) % 40);
  for (let i = 0; i < steps && current(s).phase === 'playing'; i++) {
    s = current(s).turnKind === 'computer' ? runBots(s).session : personPlays(s, choose);
  }
  return s;
}

describe('the round history', () => {
  it.each(Array.from({ length: 40 }, (_, i) => i))('random session %i: every action once, in order, since the reader\'s last action', (seed) => {
    const s = randomSession(seed);
    const log = roundLog(s);
    const texts = toRecord(s).rounds.at(-1)!.actions;
    for (let reader = 0; reader < current(s).seats.length; reader++) {
      const h = historyOf(log, reader);
      expect(h.entries.map((e) => e.action)).toEqual(texts);
      expect(h.entries.map((e) => e.index)).toEqual(texts.map((_, i) => i));
      const mine = log.map((p, i) => (p.seat === reader ? i : -1)).filter((i) => i >= 0);
      const from = mine.length ? mine.at(-1)! + 1 : 0;
      expect(h.sinceFrom).toBe(from);
      expect(h.entries.map((e) => e.since)).toEqual(texts.map((_, i) => i >= from));
      // The reader's own actions are never "since".
      expect(h.entries.some((e) => e.since && e.seat === reader)).toBe(false);
    }
  });

  it('with no reader, nothing is "since"', () => {
    const s = randomSession(3);
    const h = historyOf(roundLog(s), null);
    expect(h.entries.every((e) => !e.since)).toBe(true);
    expect(h.laidSince).toEqual([]);
  });

  it('a draw names no tile: its notation is the bare word', () => {
    let s = randomSession(11);
    s = playUntil(s, (x) => roundLog(x).some((p) => p.action.type === 'draw'));
    const draws = historyOf(roundLog(s), 0).entries.filter((e) => e.event.kind === 'draw');
    expect(draws.length).toBeGreaterThan(0);
    for (const d of draws) {
      expect(d.action).toBe('draw');
      expect(Object.keys(d.event).sort()).toEqual(['kind', 'seat']);
    }
  });

  it('the recap and the board marks list exactly the tiles laid since the reader\'s last action', () => {
    const s = randomSession(17);
    const log = roundLog(s);
    const reader = log[0]!.seat;
    const h = historyOf(log, reader);
    const laid = log.slice(h.sinceFrom).flatMap((p) => (p.event.kind === 'play' ? [p.event.tile] : p.event.kind === 'engine' ? [p.event.tile] : []));
    expect(h.laidSince).toEqual(laid);
    const recap = recapOf(h);
    expect(recap.plays.map((p) => p.tile)).toEqual(laid.filter((t) => log.slice(h.sinceFrom).some((p) => p.event.kind === 'play' && p.event.tile === t)));
    expect(recap.draws).toEqual(log.slice(h.sinceFrom).filter((p) => p.event.kind === 'draw').map((p) => p.seat));
  });
});
