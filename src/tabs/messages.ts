/**
 * What tabs say to each other over the BroadcastChannel. The shapes are a wire format shared
 * with tabs still running an older build, so they only ever gain optional fields.
 */

/** One message between tabs. */
export type Message =
  | { type: 'hello'; from: string }
  | { type: 'owner'; from: string; since: number; takeover?: boolean }
  | { type: 'release'; from: string }
  | { type: 'released'; from: string; to: string | null };

/** Reads a message posted by another tab; null for anything that is not one (never throws). */
export function readMessage(data: unknown): Message | null {
  if (typeof data !== 'object' || data === null) return null;
  const m = data as Record<string, unknown>;
  if (typeof m.from !== 'string') return null;
  const from = m.from;
  switch (m.type) {
    case 'hello':
      return { type: 'hello', from };
    case 'release':
      return { type: 'release', from };
    case 'released':
      return typeof m.to === 'string' || m.to === null ? { type: 'released', from, to: m.to } : null;
    case 'owner':
      if (typeof m.since !== 'number' || !Number.isFinite(m.since)) return null;
      return m.takeover === true ? { type: 'owner', from, since: m.since, takeover: true } : { type: 'owner', from, since: m.since };
    default:
      return null;
  }
}
