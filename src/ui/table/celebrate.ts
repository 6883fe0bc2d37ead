/**
 * The winners' moment at a session's end (issue 41): a handful of tiles, plain and in the
 * winners' seat colours, tumble over the podium while its top step rises (styles.css), and a
 * short fanfare sounds through the page's audio context (ambience/audio.ts) after the round's
 * own cue. Loaded on demand by RoundEnd, which asks for no motion when the person reduces
 * motion and no sound when they muted it. Plain DOM, no component: the chunk stays tiny and
 * shares nothing with the first load. The tiles go once they have fallen: a screen that stays
 * up all evening keeps no faded elements (and no layers of theirs).
 */
import { pageAudio } from '../ambience/audio.ts';
import type { AudioLike } from '../ambience/synth.ts';

/** The falling tiles: across the podium (left, %), each a little later, turning its own way, falling its own depth. */
const BITS = Array.from({ length: 14 }, (_, i) => ({
  x: 4 + ((i * 37) % 92),
  delay: (i % 7) * 90,
  turn: (i % 2 ? 1 : -1) * (120 + ((i * 53) % 200)),
  fall: 110 + ((i * 29) % 60),
}));

/** The fanfare: a rising arpeggio to a held top note (seconds after its start, pitch in Hz, length). */
const FANFARE = [
  { at: 0, hz: 523, ms: 140 },
  { at: 0.13, hz: 659, ms: 140 },
  { at: 0.26, hz: 784, ms: 140 },
  { at: 0.39, hz: 1047, ms: 520 },
];
/** Kept clear of the round-end cue, which sounds as the last tile is played (synth.ts). */
const AFTER_ROUND_CUE = 0.6;

/** Plays the fanfare on `ctx`; nothing where there is no Web Audio. */
function fanfare(ctx: AudioLike | null): void {
  if (!ctx) return;
  if (ctx.state === 'suspended') void ctx.resume?.().catch(() => {});
  const now = ctx.currentTime + AFTER_ROUND_CUE;
  for (const n of FANFARE) {
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    const start = now + n.at;
    const end = start + n.ms / 1000;
    osc.type = 'triangle';
    osc.frequency.setValueAtTime(n.hz, start);
    gain.gain.setValueAtTime(0.2, start);
    gain.gain.exponentialRampToValueAtTime(0.0001, end);
    osc.connect(gain);
    gain.connect(ctx.destination);
    osc.start(start);
    osc.stop(end + 0.02);
  }
}

/** Celebrates the winning `seats`: the falling tiles in `host` when `motion`, the fanfare when `sound`. */
export function celebrate(host: HTMLElement | null, o: { seats: readonly number[]; motion: boolean; sound: boolean }): void {
  if (o.sound) {
    try {
      fanfare(pageAudio.get());
    } catch {
      // No sound on this device: the celebration goes on silently.
    }
  }
  if (!o.motion || !host) return;
  // Each tile's fall ends with an animationend (it bubbles here); when the last has ended, they go.
  let falling = BITS.length;
  const fallen = (e: Event) => {
    if (!(e.target as Element).classList?.contains('bit') || --falling > 0) return;
    host.removeEventListener('animationend', fallen);
    host.replaceChildren();
  };
  host.addEventListener('animationend', fallen);
  BITS.forEach((b, i) => {
    const bit = document.createElement('span');
    // Every other tile a plain domino face, the rest in the winners' seat colours.
    bit.className = i % 2 ? 'bit plain' : `bit seat-${(o.seats[(i / 2) % Math.max(1, o.seats.length)] ?? 0) % 10}`;
    bit.style.setProperty('--x', `${b.x}%`);
    bit.style.setProperty('--d', `${b.delay}ms`);
    bit.style.setProperty('--r', `${b.turn}deg`);
    bit.style.setProperty('--fall', `${b.fall}px`);
    host.append(bit);
  });
}
