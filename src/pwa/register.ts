/**
 * Service worker registration (vite-plugin-pwa, registerType 'prompt'): an update is only
 * announced here; it is applied when the player agrees, never in the middle of a round.
 */
import { signal } from '@preact/signals';

/** A new version is waiting to be applied. */
export const updateReady = signal(false);
/** Every file is cached: the game now works with no network ("ready to work offline"). */
export const offlineReady = signal(false);

let apply: ((reload?: boolean) => Promise<void>) | null = null;

let started = false;

/**
 * Registers the service worker once; a no-op where service workers are unavailable. Its
 * code (workbox-window) is not needed for the first paint, so it loads after it.
 */
export function startServiceWorker(): void {
  if (!('serviceWorker' in navigator) || started) return;
  started = true;
  void import('virtual:pwa-register').then(
    ({ registerSW }) =>
      (apply = registerSW({
        immediate: true,
        onNeedRefresh: () => (updateReady.value = true),
        onOfflineReady: () => (offlineReady.value = true),
      })),
    // Offline play waits for the next visit; the game itself is unaffected.
    () => (started = false),
  );
}

/** Applies the waiting update: the new worker takes over and the page reloads. */
export async function applyUpdate(): Promise<void> {
  updateReady.value = false;
  await apply?.(true);
}
