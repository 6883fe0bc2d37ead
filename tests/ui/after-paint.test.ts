import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterPaint } from '../../src/ui/kit/after-paint.ts';

/** A page whose frames and messages the test delivers by hand; `channels` counts the channels made. */
function page() {
  const frames: Array<() => void> = [];
  const messages: Array<() => void> = [];
  const made = { channels: 0 };
  vi.stubGlobal('requestAnimationFrame', (cb: () => void) => frames.push(cb));
  vi.stubGlobal(
    'MessageChannel',
    class {
      port1: { onmessage: (() => void) | null } = { onmessage: null };
      port2 = { postMessage: () => void messages.push(() => this.port1.onmessage?.()) };
      constructor() {
        made.channels++;
      }
    },
  );
  return { made, frame: () => frames.splice(0).forEach((cb) => cb()), message: () => messages.splice(0).forEach((cb) => cb()) };
}

describe('afterPaint', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('runs once the next frame is painted: a task after the frame’s callback, not in it', () => {
    vi.useFakeTimers();
    const { frame, message } = page();
    const run = vi.fn();
    afterPaint(run);
    expect(run).not.toHaveBeenCalled();
    frame();
    expect(run).not.toHaveBeenCalled();
    message();
    expect(run).toHaveBeenCalledTimes(1);
    // Its stand-in timer does not run it again.
    vi.advanceTimersByTime(1000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('a hidden page paints no frame: a timer runs it, once, after 100 ms', () => {
    vi.useFakeTimers();
    const { frame, message } = page();
    const run = vi.fn();
    afterPaint(run);
    vi.advanceTimersByTime(99);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    frame();
    message();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('waits in order, frame after frame, on one channel for the page', () => {
    vi.useFakeTimers();
    const { made, frame, message } = page();
    const ran: string[] = [];
    afterPaint(() => ran.push('a'));
    afterPaint(() => ran.push('b'));
    frame();
    afterPaint(() => ran.push('c'));
    message();
    expect(ran).toEqual(['a', 'b']);
    frame();
    message();
    expect(ran).toEqual(['a', 'b', 'c']);
    expect(made.channels).toBe(1);
  });

  it('runs at once where nothing paints', () => {
    vi.stubGlobal('requestAnimationFrame', undefined);
    const run = vi.fn();
    afterPaint(run);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
