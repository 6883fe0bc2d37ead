/** Banners about storage, other tabs, offline readiness and updates: plain words, small prompts. */
import { useEffect } from 'preact/hooks';
import { applyUpdate, offlineReady, updateReady } from '../../pwa/register.ts';
import { useApp } from './context.ts';
import { useFrontWords } from '../words/use.ts';
import { lazyComponent } from '../kit/lazy.tsx';

// A passing note places itself by measuring the page: code the first paint does without.
const Toast = lazyComponent(() => import('../kit/Toast.tsx').then((m) => m.Toast), { laterWords: false, quiet: true });

/** The wording module's kind for a restore problem. */
const RESTORE_KIND = { newerVersion: 'newer-version', keptAside: 'kept-aside', unreadable: 'unreadable' } as const;

/** Every notice that applies now. */
export function Notices() {
  const app = useApp();
  const t = useFrontWords().table;
  const b = t.buttons;
  const status = app.storage.value;
  const s = app.table.status.value;
  const restoreProblem = app.restoreProblem.value;
  // A newer version's game waits for the update: offer it in that banner, not twice.
  const updateHere = restoreProblem?.kind === 'newerVersion' && updateReady.value;
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
          {t.storage(status.problem.code)}
          {!status.owner && (
            <>
              {' '}
              <button type="button" class="btn small" onClick={() => void app.takeOver()}>
                {b.takeOver}
              </button>
            </>
          )}
        </p>
      )}
      {restoreProblem && (
        <p class="banner" role="status">
          {t.restore({ kind: RESTORE_KIND[restoreProblem.kind] })}{' '}
          {updateHere && (
            <>
              <button type="button" class="btn small primary" onClick={() => void applyUpdate()}>
                {b.updateNow}
              </button>{' '}
            </>
          )}
          <button type="button" class="btn small" onClick={() => app.dismissRestoreProblem()}>
            {b.ok}
          </button>
        </p>
      )}
      {offlineReady.value && <Toast text={t.offlineReady} />}
      {updateReady.value &&
        !updateHere &&
        (midRound ? (
          <p class="banner info">{t.updateLater}</p>
        ) : (
          <p class="banner info">
            {t.updateReady}{' '}
            <button type="button" class="btn small primary" onClick={() => void applyUpdate()}>
              {b.updateNow}
            </button>{' '}
            <button type="button" class="btn small" onClick={() => (updateReady.value = false)}>
              {b.later}
            </button>
          </p>
        ))}
    </div>
  );
}
