/**
 * Short sounds synthesised with the Web Audio API (no audio files, issue 10): a tile laid, a
 * draw, your turn, a double, the round's end. The audio context is made on the first sound
 * (after a tap, as browsers require) through an injected factory, so tests use a fake one.
 */

/** What the table may sound. */
export type Cue = 'tile' | 'draw' | 'yourTurn' | 'double' | 'roundEnd';

/** As much of an AudioContext as the synth uses. */
export interface AudioLike {
  readonly currentTime: number;
  readonly destination: unknown;
  readonly state?: string;
  resume?: () => Promise<void>;
  suspend?: () => Promise<void>;
  createOscillator(): OscillatorLike;
  createGain(): GainLike;
}
/** As much of an OscillatorNode as the synth uses. */
export interface OscillatorLike {
  type: string;
  frequency: { setValueAtTime(v: number, t: number): unknown; exponentialRampToValueAtTime(v: number, t: number): unknown };
  connect(node: unknown): unknown;
  start(t: number): void;
  stop(t: number): void;
}
/** As much of a GainNode as the synth uses. */
export interface GainLike {
  gain: { setValueAtTime(v: number, t: number): unknown; exponentialRampToValueAtTime(v: number, t: number): unknown };
  connect(node: unknown): unknown;
}

/** One note: its wave, pitch (and where it slides to), start after the cue begins, length and loudness. */
interface Note {
  wave: 'sine' | 'triangle' | 'square';
  hz: number;
  to?: number;
  at: number;
  ms: number;
  gain: number;
}

/** Every cue as notes: short, soft, and told apart by rhythm as much as by pitch. */
const CUES: Readonly<Record<Cue, readonly Note[]>> = {
  tile: [{ wave: 'triangle', hz: 520, to: 260, at: 0, ms: 70, gain: 0.35 }],
  draw: [{ wave: 'sine', hz: 300, to: 620, at: 0, ms: 140, gain: 0.2 }],
  yourTurn: [
    { wave: 'sine', hz: 660, at: 0, ms: 140, gain: 0.25 },
    { wave: 'sine', hz: 880, at: 0.12, ms: 200, gain: 0.25 },
  ],
  double: [
    { wave: 'triangle', hz: 520, to: 260, at: 0, ms: 60, gain: 0.3 },
    { wave: 'triangle', hz: 780, to: 390, at: 0.08, ms: 60, gain: 0.3 },
  ],
  roundEnd: [
    { wave: 'sine', hz: 523, at: 0, ms: 180, gain: 0.22 },
    { wave: 'sine', hz: 659, at: 0.15, ms: 180, gain: 0.22 },
    { wave: 'sine', hz: 784, at: 0.3, ms: 320, gain: 0.22 },
  ],
};

/** The notes of a cue (for tests and for anyone tuning them). */
export function notesOf(cue: Cue): readonly Note[] {
  return CUES[cue];
}

/** A player of cues over an audio context made on first use; `make` returns null where there is no Web Audio. */
export function synth(make: () => AudioLike | null): { play(cue: Cue): void } {
  let ctx: AudioLike | null | undefined;
  return {
    play(cue) {
      if (ctx === undefined) {
        try {
          ctx = make();
        } catch {
          ctx = null; // No sound on this device: the game goes on silently.
        }
      }
      if (!ctx) return;
      if (ctx.state === 'suspended') void ctx.resume?.().catch(() => {});
      const now = ctx.currentTime;
      for (const n of CUES[cue]) {
        const osc = ctx.createOscillator();
        const gain = ctx.createGain();
        const start = now + n.at;
        const end = start + n.ms / 1000;
        osc.type = n.wave;
        osc.frequency.setValueAtTime(n.hz, start);
        if (n.to) osc.frequency.exponentialRampToValueAtTime(n.to, end);
        gain.gain.setValueAtTime(n.gain, start);
        gain.gain.exponentialRampToValueAtTime(0.0001, end);
        osc.connect(gain);
        gain.connect(ctx.destination);
        osc.start(start);
        osc.stop(end + 0.02);
      }
    },
  };
}
