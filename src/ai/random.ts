/**
 * The expert's randomness, seeded from the view itself: the same view always gives the same
 * samples, so its choices are reproducible (tests, blindness checks, bug reports).
 */
import type { PlayerView } from '../core/types.ts';

/** A 32-bit hash of the view's content (FNV-1a over its JSON text). */
export function viewSeed(view: PlayerView): number {
  const text = JSON.stringify(view);
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A small seeded generator of numbers in [0, 1) (mulberry32). */
export function generator(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Shuffles a list in place with the generator (Fisher–Yates). */
export function shuffleInPlace<T>(list: T[], rng: () => number): T[] {
  for (let i = list.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    const x = list[i]!;
    list[i] = list[j]!;
    list[j] = x;
  }
  return list;
}
