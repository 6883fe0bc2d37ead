/**
 * Sharing a deal: the link `?seed=…&players=…` that pre-fills the New game form on any device
 * (read back by settingsFromQuery, session/query.ts, through prefill.ts), and handing it to
 * the system's share sheet, else to the clipboard.
 */
import type { SeatSettings } from '../../../session/play.ts';

/** A deal as a link carries it: the seed and who sits where. */
export interface Deal {
  seed: string;
  seats: readonly SeatSettings[];
}

/** A deal's link, and the seats whose names it could not carry (the form gives those seats a default name). */
export interface DealLink {
  url: string;
  /** Seats (0 first) whose name holds a comma, which separates seats in the link: the link leaves the name out. */
  unnamed: number[];
}

/**
 * The link to `base` (the app's address, without a query) that pre-fills `deal`. Every seat
 * ends in its kind or level, so a colon inside a name stays part of the name (the reader
 * splits at the last colon); commas and colons between seats are left readable.
 */
export function dealLink(base: string, deal: Deal): DealLink {
  const unnamed: number[] = [];
  const players = deal.seats.map((seat, i) => {
    const carried = !seat.name.includes(',');
    if (!carried) unnamed.push(i);
    const name = carried ? encodeURIComponent(seat.name).replaceAll('%3A', ':') : '';
    return `${name}:${seat.kind === 'person' ? 'person' : (seat.level ?? 'computer')}`;
  });
  return { url: `${base}?seed=${encodeURIComponent(deal.seed)}&players=${players.join(',')}`, unnamed };
}

/** What became of a share: the system shared it, it was copied, the person cancelled the share sheet, or neither worked. */
export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

/** The parts of `navigator` a share uses (a port, so tests can give their own). */
export interface ShareTarget {
  share?: (data: { title?: string; text?: string; url?: string; files?: File[] }) => Promise<void>;
  /** Whether the share sheet takes `data` (files, above all): browsers without it take no files. */
  canShare?: (data: { files?: File[] }) => boolean;
  clipboard?: { writeText(text: string): Promise<void> };
}

/**
 * Shares `url` through the Web Share API where there is one, else copies it to the
 * clipboard. Cancelling the share sheet is no failure; a share sheet that fails otherwise
 * (no target, not allowed) falls back to the clipboard. Never throws.
 */
export async function shareLink(url: string, title: string, target: ShareTarget): Promise<ShareOutcome> {
  if (typeof target.share === 'function') {
    try {
      await target.share({ title, url });
      return 'shared';
    } catch (error) {
      if (error instanceof Error && error.name === 'AbortError') return 'cancelled';
    }
  }
  if (typeof target.clipboard?.writeText === 'function') {
    try {
      await target.clipboard.writeText(url);
      return 'copied';
    } catch {
      return 'failed';
    }
  }
  return 'failed';
}

/**
 * Shares `file` (the result card) with the link and its words through the Web Share API,
 * where the share sheet takes files (`canShare` says so): 'shared', 'cancelled' when the
 * person closed the sheet, or null when it cannot (no sheet, no files, or it failed), so the
 * caller offers the file another way and shares the link as shareLink does. Never throws.
 */
export async function shareFile(file: File, data: { title: string; text: string; url: string }, target: ShareTarget): Promise<'shared' | 'cancelled' | null> {
  if (typeof target.share !== 'function' || typeof target.canShare !== 'function') return null;
  try {
    if (!target.canShare({ files: [file] })) return null;
    await target.share({ ...data, files: [file] });
    return 'shared';
  } catch (error) {
    return error instanceof Error && error.name === 'AbortError' ? 'cancelled' : null;
  }
}
