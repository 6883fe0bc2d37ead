/**
 * The page's one audio context, made once and shared by every table the page shows (a page
 * may have only a few), and made ahead of play: making one is a long task (the first in a
 * browser starts its audio service), so it is made when the page is idle, while the New game
 * form or a restored table waits for a tap. Made before any tap, a context starts suspended
 * (browsers' autoplay rule), and one made running is suspended at once, so that an idle context
 * does not hold the audio device: the first cue resumes it (synth.ts).
 */
import type { AudioLike } from './synth.ts';
import { whenIdle, type Idle } from '../kit/idle.ts';

export interface AudioShelf {
  /** The context, made now if it was not made yet; null where there is no Web Audio (or it failed). */
  get(): AudioLike | null;
  /** Makes the context at the next idle moment, unless it is made before then. */
  warm(idle?: Idle): void;
}

/** A shelf over `make` (the page's AudioContext constructor; a fake in tests). */
export function audioShelf(make: () => AudioLike | null): AudioShelf {
  let made: AudioLike | null | undefined;
  let waiting = false;
  const get = (): AudioLike | null => {
    if (made === undefined) {
      try {
        made = make();
      } catch {
        made = null; // No sound on this device: the game goes on silently.
      }
    }
    return made;
  };
  return {
    get,
    warm(idle = whenIdle) {
      if (made !== undefined || waiting) return;
      waiting = true;
      idle(() => {
        if (made !== undefined) return; // A cue made it meanwhile.
        // Kept suspended until the first cue resumes it: an idle running context holds the audio device.
        const ctx = get();
        if (ctx?.state === 'running') void ctx.suspend?.()?.catch(() => {});
      });
    },
  };
}

/** The page's shelf: the browser's AudioContext, where it has Web Audio. */
export const pageAudio: AudioShelf = audioShelf(() => {
  const Ctor = (globalThis as { AudioContext?: new () => AudioLike }).AudioContext;
  return Ctor ? new Ctor() : null;
});
