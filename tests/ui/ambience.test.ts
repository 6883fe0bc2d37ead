/** Sounds, vibration and the screen wake lock (issue 10), over fakes. */
import { describe, expect, it } from 'vitest';
import { signal } from '@preact/signals';
import { cueOf, soundCues } from '../../src/ui/ambience/cues.ts';
import { notesOf, synth, type AudioLike, type Cue } from '../../src/ui/ambience/synth.ts';
import { keepAwake } from '../../src/ui/ambience/wake.ts';
import { audioShelf } from '../../src/ui/ambience/audio.ts';
import { MOTION_MS, motionMs } from '../../src/ui/ambience/motion.ts';
import type { LogEntry } from '../../src/ui/app/facts.ts';
import type { Played } from '../../src/session/index.ts';

const played = (event: Played['event'], ended: Played['ended'] = null): LogEntry => ({
  kind: 'played',
  played: { seat: event.seat, name: 'Ana', kind: 'computer', action: { type: 'draw' }, text: 'draw', event, ended },
});
const PLAY = played({ kind: 'play', seat: 1, tile: '5|3', train: 'mexican', joined: 5, open: 3, double: false, again: false, covered: null, closed: false });
const DOUBLE = played({ kind: 'play', seat: 1, tile: '5|5', train: 1, joined: 5, open: 5, double: true, again: true, covered: null, closed: false });
const DRAW = played({ kind: 'draw', seat: 2 });
const PASS = played({ kind: 'pass', seat: 2, firstTurn: false, opened: true });
const LAST = played({ kind: 'play', seat: 3, tile: '2|0', train: 3, joined: 2, open: 0, double: false, again: false, covered: null, closed: false }, { reason: 'out', out: [3] });

describe('which move sounds how', () => {
  it.each([
    ['a tile laid', PLAY, 'tile'],
    ['a double', DOUBLE, 'double'],
    ['a draw', DRAW, 'draw'],
    ['a pass', PASS, null],
    ['the move that ends the round', LAST, 'roundEnd'],
    ['a notice', { kind: 'undone' } as LogEntry, null],
  ])('%s', (_name, entry, cue) => {
    expect(cueOf(entry)).toBe(cue);
  });
});

function cues(muted = false) {
  const log = signal<LogEntry[]>([PLAY]);
  const personToAct = signal<number | null>(null);
  const mute = signal(muted);
  const played: Cue[] = [];
  const buzzes: number[] = [];
  const stop = soundCues({ log, personToAct, muted: mute, play: (c) => void played.push(c), vibrate: (ms) => void buzzes.push(ms) });
  return { log, personToAct, mute, played, buzzes, stop };
}

describe('the table\'s sounds', () => {
  it('what was there when the table opened makes no sound', () => {
    expect(cues().played).toEqual([]);
  });

  it('each new move sounds once', () => {
    const t = cues();
    t.log.value = [PLAY, DRAW];
    t.log.value = [PLAY, DRAW, DOUBLE];
    expect(t.played).toEqual(['draw', 'double']);
  });

  it('several moves at once (the instant pace): only the last that sounds', () => {
    const t = cues();
    t.log.value = [PLAY, DRAW, DOUBLE, PASS];
    expect(t.played).toEqual(['double']);
  });

  it('your turn chimes and vibrates, once per turn', () => {
    const t = cues();
    t.personToAct.value = 0;
    t.personToAct.value = 0;
    t.personToAct.value = null;
    t.personToAct.value = 0;
    expect(t.played).toEqual(['yourTurn', 'yourTurn']);
    expect(t.buzzes).toEqual([80, 80]);
  });

  it('muted: nothing sounds and nothing vibrates', () => {
    const t = cues(true);
    t.log.value = [PLAY, DRAW];
    t.personToAct.value = 0;
    expect([t.played, t.buzzes]).toEqual([[], []]);
  });

  it('stopped: nothing more', () => {
    const t = cues();
    t.stop();
    t.log.value = [PLAY, DRAW];
    expect(t.played).toEqual([]);
  });
});

/** A fake AudioContext recording every oscillator started. */
function fakeAudio() {
  const started: { type: string; hz: number; at: number }[] = [];
  const param = () => ({ setValueAtTime: () => {}, exponentialRampToValueAtTime: () => {} });
  const ctx: AudioLike = {
    currentTime: 10,
    destination: {},
    state: 'running',
    createGain: () => ({ gain: param(), connect: () => {} }),
    createOscillator: () => {
      let hz = 0;
      const osc = {
        type: 'sine',
        frequency: { setValueAtTime: (v: number) => void (hz = v), exponentialRampToValueAtTime: () => {} },
        connect: () => {},
        start: (t: number) => void started.push({ type: osc.type, hz, at: t }),
        stop: () => {},
      };
      return osc;
    },
  };
  return { ctx, started };
}

describe('the synthesiser', () => {
  it('plays a cue as its notes, from the context\'s clock', () => {
    const { ctx, started } = fakeAudio();
    synth(() => ctx).play('yourTurn');
    expect(started).toEqual(notesOf('yourTurn').map((n) => ({ type: n.wave, hz: n.hz, at: 10 + n.at })));
  });

  it('makes its context once, on the first sound', () => {
    let made = 0;
    const { ctx } = fakeAudio();
    const s = synth(() => (made++, ctx));
    expect(made).toBe(0);
    s.play('tile');
    s.play('draw');
    expect(made).toBe(1);
  });

  it('a device without Web Audio stays silent and never throws', () => {
    const s = synth(() => {
      throw new Error('no audio');
    });
    expect(() => (s.play('tile'), s.play('tile'))).not.toThrow();
  });
});

describe('the page\'s audio context (made ahead, shared)', () => {
  function shelfOver(state = 'running') {
    const calls: string[] = [];
    let made = 0;
    const ctx = {
      ...fakeAudio().ctx,
      state,
      suspend: async () => void calls.push('suspend'),
      resume: async () => void calls.push('resume'),
    };
    const shelf = audioShelf(() => (made++, ctx));
    const idle: (() => void)[] = [];
    return { shelf, ctx, calls, made: () => made, idle, later: (run: () => void) => void idle.push(run) };
  }

  it('warming waits for an idle moment, then makes the context once and holds it suspended', () => {
    const t = shelfOver();
    t.shelf.warm(t.later);
    t.shelf.warm(t.later);
    expect(t.made()).toBe(0);
    expect(t.idle).toHaveLength(1);
    t.idle[0]!();
    expect(t.made()).toBe(1);
    expect(t.calls).toEqual(['suspend']);
    expect(t.shelf.get()).toBe(t.ctx);
    expect(t.made()).toBe(1);
  });

  it('every table shown gets the same context', () => {
    const t = shelfOver();
    expect(t.shelf.get()).toBe(t.ctx);
    expect(t.shelf.get()).toBe(t.ctx);
    expect(t.made()).toBe(1);
  });

  it('a context a cue made before the idle moment is left as it is', () => {
    const t = shelfOver();
    t.shelf.warm(t.later);
    synth(t.shelf.get).play('tile');
    t.idle[0]!();
    expect(t.made()).toBe(1);
    expect(t.calls).toEqual([]);
  });

  it('a warmed context sounds at the first cue, resumed', () => {
    const t = shelfOver('suspended');
    t.shelf.warm(t.later);
    t.idle[0]!();
    synth(t.shelf.get).play('tile');
    expect(t.calls).toEqual(['resume']);
  });

  it('a device without Web Audio: warming and cues stay silent and never throw', () => {
    const shelf = audioShelf(() => {
      throw new Error('no audio');
    });
    const idle: (() => void)[] = [];
    shelf.warm((run) => void idle.push(run));
    expect(() => idle[0]!()).not.toThrow();
    expect(shelf.get()).toBeNull();
    expect(() => synth(shelf.get).play('tile')).not.toThrow();
  });
});

describe('the screen wake lock', () => {
  function fakeLock() {
    const events: string[] = [];
    let n = 0;
    return {
      events,
      lock: {
        request: async () => {
          const id = ++n;
          events.push(`request ${id}`);
          return { release: async () => void events.push(`release ${id}`) };
        },
      },
    };
  }
  const flush = () => new Promise((r) => setTimeout(r, 0));

  it('is held while wanted, released when not, asked again when wanted again', async () => {
    const { lock, events } = fakeLock();
    const wanted = signal(false);
    keepAwake(wanted, lock);
    wanted.value = true;
    await flush();
    wanted.value = false;
    await flush();
    wanted.value = true;
    await flush();
    expect(events).toEqual(['request 1', 'release 1', 'request 2']);
  });

  it('stopping releases it', async () => {
    const { lock, events } = fakeLock();
    const stop = keepAwake(signal(true), lock);
    await flush();
    stop();
    await flush();
    expect(events).toEqual(['request 1', 'release 1']);
  });

  it('a refused request or no API at all: the game goes on', async () => {
    const wanted = signal(true);
    const stop = keepAwake(wanted, { request: () => Promise.reject(new Error('NotAllowedError')) });
    await flush();
    wanted.value = false;
    await flush();
    stop();
    expect(keepAwake(wanted, null)).toBeTypeOf('function');
  });
});

describe('how long a computer move moves', () => {
  it.each([
    ['the normal pace, few computers', 900, false, MOTION_MS],
    ['a shrunk delay: the motion fits before the next move', 300, false, 240],
    ['too short a wait: no motion', 100, false, 0],
    ['the instant pace', 0, false, 0],
    ['reduced motion', 900, true, 0],
  ])('%s', (_name, delay, reduced, ms) => {
    expect(motionMs(delay, reduced)).toBe(ms);
  });
});
