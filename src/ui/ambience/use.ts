/**
 * The table's ambience in the page: sounds through the Web Audio API, a vibration on your
 * turn, computers' moves in motion, and the screen kept awake while a round is in play and
 * the page is shown. Mounted
 * with the table screen (its chunk loads after the first paint); it stops when unmounted.
 */
import { computed, effect, signal } from '@preact/signals';
import type { LogEntry } from '../app/facts.ts';
import { animateMove, motionMs } from './motion.ts';
import { useEffect } from 'preact/hooks';
import { useApp } from '../app/context.ts';
import { soundCues } from './cues.ts';
import { pageAudio } from './audio.ts';
import { synth } from './synth.ts';
import { keepAwake, type WakeLockLike } from './wake.ts';

/** Starts the sounds, vibration and wake lock for the table on screen. */
export function useAmbience(): void {
  const app = useApp();
  useEffect(() => {
    const table = app.table;
    // The page's one audio context, usually made ahead (audio.ts: warmed when the table's code loads).
    const sounds = synth(pageAudio.get);
    // Each platform piece is optional: where one is missing (an old browser, a test's DOM) that part stays off.
    const shown = signal(document.visibilityState !== 'hidden');
    const onVisibility = () => void (shown.value = document.visibilityState !== 'hidden');
    document.addEventListener?.('visibilitychange', onVisibility);
    const stopCues = soundCues({
      log: table.log,
      // Null while the computers answer a person's move at the instant pace: their turn comes round again.
      personToAct: table.personToAct,
      muted: computed(() => !app.preferences.value.sound),
      // In a task of its own: should the AudioContext not be made yet (audio.ts warms it), the
      // first sound makes it, which must not lengthen the tap or Start that caused the sound.
      play: (cue) => void setTimeout(() => sounds.play(cue), 0),
      // Browsers refuse (and log) a vibration before the person has touched the page — a game
      // restored at their turn would do that on load: wait for their first tap.
      vibrate: (ms) => {
        const nav = globalThis.navigator as (Navigator & { userActivation?: { hasBeenActive: boolean } }) | undefined;
        if (nav?.userActivation && !nav.userActivation.hasBeenActive) return;
        nav?.vibrate?.(ms);
      },
    });
    const lock = (globalThis.navigator as { wakeLock?: WakeLockLike } | undefined)?.wakeLock ?? null;
    const stopWake = keepAwake(
      computed(() => shown.value && app.screen.value === 'table' && table.status.value?.phase === 'playing'),
      lock,
    );
    // Each new computer move, once drawn (next frame): its lane brought into view, and it travels from its seat chip.
    const reduced = globalThis.matchMedia?.('(prefers-reduced-motion: reduce)') ?? { matches: true };
    let seen: LogEntry | undefined = table.log.peek().at(-1);
    let frame = 0;
    const stopMotion = effect(() => {
      const last = table.log.value.at(-1);
      if (last === seen) return;
      seen = last;
      if (last?.kind !== 'played' || last.played.kind !== 'computer') return;
      // At the instant pace the moves come all at once: none is followed.
      const delay = table.computerDelay.peek();
      if (delay === 0) return;
      const ms = motionMs(delay, reduced.matches);
      const played = last.played;
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => void animateMove(document, played, ms));
      // (requestAnimationFrame exists wherever motion does: reduced is true without matchMedia.)
    });
    return () => {
      document.removeEventListener?.('visibilitychange', onVisibility);
      if (frame) cancelAnimationFrame(frame);
      stopMotion();
      stopCues();
      stopWake();
    };
  }, [app]);
}
