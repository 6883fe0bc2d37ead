/** Banners about storage, other tabs, offline readiness and updates: plain words, small prompts. */
import { useEffect } from 'preact/hooks';
import { applyUpdate, offlineReady, updateReady } from '../../pwa/register.ts';
import * as game from '../model/game.ts';
import { restoreProblem, storeStatus, takeOver } from '../model/persistence.ts';

/** Every notice that applies now. */
export function Notices() {
  const status = storeStatus.value;
  const s = game.status.value;
  const midRound = s?.phase === 'playing' && game.screen.value !== 'newGame';
  useEffect(() => {
    if (!offlineReady.value) return;
    const t = setTimeout(() => (offlineReady.value = false), 6000);
    return () => clearTimeout(t);
  }, [offlineReady.value]);
  return (
    <div aria-live="polite">
      {status.problem && (
        <p class="banner" role="status">
          {status.problem}
          {!status.owner && (
            <>
              {' '}
              <button type="button" class="btn small" onClick={() => void takeOver()}>
                Take over
              </button>
            </>
          )}
        </p>
      )}
      {restoreProblem.value && (
        <p class="banner" role="status">
          {restoreProblem.value}{' '}
          <button type="button" class="btn small" onClick={() => (restoreProblem.value = null)}>
            OK
          </button>
        </p>
      )}
      {offlineReady.value && <p class="toast">Ready to work offline.</p>}
      {updateReady.value &&
        (midRound ? (
          <p class="banner info">A new version is ready; it will be offered when this round ends.</p>
        ) : (
          <p class="banner info">
            A new version of the game is ready.{' '}
            <button type="button" class="btn small primary" onClick={() => void applyUpdate()}>
              Update now
            </button>{' '}
            <button type="button" class="btn small" onClick={() => (updateReady.value = false)}>
              Later
            </button>
          </p>
        ))}
    </div>
  );
}
