/**
 * The Share button: the deal's link (seed and seats) through the system's share sheet, else
 * copied to the clipboard, said in a passing note; when neither works the link is shown to
 * copy by hand.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { dealLink, shareLink, type Deal, type ShareOutcome } from './derive/share.ts';
import { useScoresWords } from '../words/use.ts';
import { Toast } from '../kit/Toast.tsx';

/** The app's own address, without the query that opened it. */
function appAddress(): string {
  return `${location.origin}${location.pathname}`;
}

/** What the last share did; `n` counts shares, so a second "Link copied" shows afresh. */
interface Shared {
  outcome: Exclude<ShareOutcome, 'cancelled'>;
  url: string;
  unnamed: number;
  n: number;
}

/** The Share button for `deal`, with its passing note. */
export function ShareButton({ deal }: { deal: Deal }) {
  const w = useScoresWords();
  const [shared, setShared] = useState<Shared | null>(null);
  const box = useRef<HTMLInputElement>(null);
  const byHand = shared?.outcome === 'failed';
  // The link to copy by hand comes selected, ready to copy.
  useEffect(() => void (byHand && box.current?.select()), [byHand, shared?.n]);
  const share = async () => {
    const link = dealLink(appAddress(), deal);
    const outcome = await shareLink(link.url, w.shareTitle, navigator);
    if (outcome === 'cancelled') return;
    const n = (shared?.n ?? 0) + 1;
    setShared({ outcome, url: link.url, unnamed: link.unnamed.length, n });
    // The note passes; a link to copy by hand stays until the next share.
    if (outcome !== 'failed') setTimeout(() => setShared((s) => (s?.n === n ? null : s)), 4000);
  };
  return (
    <>
      <button type="button" class="btn share" onClick={() => void share()}>
        {w.share}
      </button>
      <span class="share-note" aria-live="polite">
        {shared && <Toast key={shared.n} text={w.shareNote(shared)} />}
      </span>
      {byHand && (
        <label class="share-link">
          {w.copyByHand}
          <input type="text" ref={box} readOnly value={shared.url} onFocus={(e) => (e.target as HTMLInputElement).select()} />
        </label>
      )}
    </>
  );
}
