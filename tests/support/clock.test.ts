import { describe, expect, it } from 'vitest';
import { fakeTimers, tickingClock } from './clock.ts';

describe('tickingClock', () => {
  it('gives a stamp one second later on every call', () => {
    const now = tickingClock(Date.UTC(2025, 0, 1));
    expect([now(), now()]).toEqual(['2025-01-01T00:00:01.000Z', '2025-01-01T00:00:02.000Z']);
  });
});

describe('fakeTimers', () => {
  it('runs a timer only once time reaches it', () => {
    const t = fakeTimers();
    const ran: string[] = [];
    t.setTimeout(() => ran.push('a'), 100);
    t.advance(99);
    expect(ran).toEqual([]);
    t.advance(1);
    expect(ran).toEqual(['a']);
    expect(t.now()).toBe(100);
    expect(t.pending()).toBe(0);
  });

  it('never runs a cleared timer', () => {
    const t = fakeTimers();
    const ran: string[] = [];
    const id = t.setTimeout(() => ran.push('a'), 10);
    t.clearTimeout(id);
    t.clearTimeout(undefined);
    t.advance(1000);
    expect(ran).toEqual([]);
  });

  it('runs due timers in time order, ties in the order they were set', () => {
    const t = fakeTimers();
    const ran: string[] = [];
    t.setTimeout(() => ran.push('late'), 50);
    t.setTimeout(() => ran.push('first'), 10);
    t.setTimeout(() => ran.push('second'), 10);
    t.advance(100);
    expect(ran).toEqual(['first', 'second', 'late']);
  });

  it('runs a timer set by a timer when it falls due within the advance, at its own time', () => {
    const t = fakeTimers();
    const at: number[] = [];
    t.setTimeout(() => {
      at.push(t.now());
      t.setTimeout(() => at.push(t.now()), 30);
      t.setTimeout(() => at.push(t.now()), 500);
    }, 20);
    t.advance(100);
    expect(at).toEqual([20, 50]);
    expect(t.now()).toBe(100);
    expect(t.pending()).toBe(1);
  });

  it('runAll runs chained timers to the end and counts them', () => {
    const t = fakeTimers();
    let left = 3;
    const tick = (): void => {
      if (--left > 0) t.setTimeout(tick, 900);
    };
    t.setTimeout(tick, 900);
    expect(t.runAll()).toBe(3);
    expect(t.now()).toBe(2700);
    expect(t.runAll()).toBe(0);
  });

  it('runAll fails on a timer that reschedules itself forever', () => {
    const t = fakeTimers(50);
    const again = (): void => void t.setTimeout(again, 0);
    t.setTimeout(again, 0);
    expect(() => t.runAll()).toThrow(/more than 50 timers/);
  });
});
