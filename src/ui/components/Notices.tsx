/** Banners about storage, other tabs, offline readiness and updates: plain words, small prompts. */
import { useEffect } from 'preact/hooks';
import { applyUpdate, offlineReady, updateReady } from '../../pwa/register.ts';
import { useApp } from '../model/context.ts';
import type { SessionLoadProblem } from '../model/ports.ts';

/** Why the saved game was not resumed, in words (the facts' `detail` says what was wrong). */
function restoreText(p: SessionLoadProblem): string {
  switch (p.kind) {
    case 'newerVersion':
      return 'The game in progress was saved by a newer version of the game: update or reload this tab to resume it.';
    case 'setAside':
      return `The game in progress could not be read (${p.problem.detail}). It was kept aside; a new game can start.`;
    case 'unreadable':
      return `The game in progress could not be read (${p.problem.detail}).`;
  }
}

/** Every notice that applies now. */
export function Notices() {
  const app = useApp();
  const status = app.storage.value;
  const s = app.table.status.value;
  const restoreProblem = app.restoreProblem.value;
  const midRound = s?.phase === 'playing' && app.screen.value !== 'newGame';
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
              <button type="button" class="btn small" onClick={() => void app.takeOver()}>
                Take over
              </button>
            </>
          )}
        </p>
      )}
      {restoreProblem && (
        <p class="banner" role="status">
          {restoreText(restoreProblem)}{' '}
          <button type="button" class="btn small" onClick={() => app.dismissRestoreProblem()}>
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
