/**
 * The Share button: the deal's link (seed and seats) through the system's share sheet, else
 * copied to the clipboard, said in a passing note; when neither works the link is shown to
 * copy by hand. At a session's end it shares the result card too (a PNG, card/): with the
 * link where the share sheet takes files, else saved as a download beside the link as before.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { dealLink, shareFile, shareLink, type Deal, type ShareOutcome } from './derive/share.ts';
import type { CardInput } from './card/result-card.ts';
import type { CardOutcome } from '../words/scores.ts';
import { useScoresWords } from '../words/use.ts';
import { Toast } from '../kit/Toast.tsx';

/** The card's code (layout and painter), loaded on demand: not part of the table's first load. */
const loadCard = () => import('./card/draw.ts');

/** The result card to share with the link: what it shows, and the words sent with it. */
export interface CardOrder {
  input: CardInput;
  text: string;
}

/** Offers `file` as a download (an <a download> click). */
function saveFile(file: File): void {
  const href = URL.createObjectURL(file);
  const a = document.createElement('a');
  a.href = href;
  a.download = file.name;
  a.hidden = true;
  document.body.append(a);
  a.click();
  a.remove();
  // The download has started from the click; the address is let go once it surely has.
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}

/** The result card as a PNG file, or null when it cannot be drawn here (the link is shared all the same). */
async function cardFile(order: CardOrder, name: string): Promise<File | null> {
  try {
    return await (await loadCard()).resultCardFile(order.input, name);
  } catch {
    return null;
  }
}

/** The app's own address, without the query that opened it. */
function appAddress(): string {
  return `${location.origin}${location.pathname}`;
}

/** What the last share did; `n` counts shares, so a second "Link copied" shows afresh. */
interface Shared {
  outcome: Exclude<ShareOutcome, 'cancelled'>;
  url: string;
  unnamed: number;
  card?: CardOutcome;
  n: number;
}

/**
 * The Share button for `deal`, with its passing note; `card` (at a session's end) gives the
 * result card to share with the link.
 */
export function ShareButton({ deal, card }: { deal: Deal; card?: (link: string) => CardOrder }) {
  const w = useScoresWords();
  const [shared, setShared] = useState<Shared | null>(null);
  const box = useRef<HTMLInputElement>(null);
  const byHand = shared?.outcome === 'failed';
  const withCard = card !== undefined;
  // The card's code is fetched now, so a tap on Share draws it at once (and offline, from the cache).
  useEffect(() => void (withCard && loadCard().catch(() => {})), [withCard]);
  // The link to copy by hand comes selected, ready to copy.
  useEffect(() => void (byHand && box.current?.select()), [byHand, shared?.n]);
  // A second tap while the card is drawn or the share sheet is up does nothing.
  const busy = useRef(false);
  const share = async () => {
    if (busy.current) return;
    busy.current = true;
    try {
      await shareOnce();
    } finally {
      busy.current = false;
    }
  };
  const shareOnce = async () => {
    const link = dealLink(appAddress(), deal);
    const order = card?.(link.url);
    const file = order ? await cardFile(order, `${w.card.file}.png`) : null;
    let sent: CardOutcome | undefined;
    if (file && order) {
      const took = await shareFile(file, { title: w.shareTitle, text: order.text, url: link.url }, navigator);
      if (took === 'cancelled') return;
      if (took === 'shared') sent = 'shared';
      else {
        saveFile(file);
        sent = 'saved';
      }
    }
    const outcome = sent === 'shared' ? 'shared' : await shareLink(link.url, w.shareTitle, navigator);
    // (A card saved before the link's share sheet was closed shows in the browser's downloads.)
    if (outcome === 'cancelled') return;
    const n = (shared?.n ?? 0) + 1;
    setShared({ outcome, url: link.url, unnamed: link.unnamed.length, card: sent, n });
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
