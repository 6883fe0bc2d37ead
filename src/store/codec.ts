/**
 * What the store needs from the session, and nothing more: a codec. The store keeps
 * records as JSON it never reads; the codec turns a record into a value (replaying and
 * checking it, once), a value back into a record, and a finished value into the summary
 * the records list shows. Problems are facts (a code, data, a developer's detail), never
 * sentences for people: the screen words them.
 */

/**
 * Why some data could not be used: a stable `code`, the facts behind it in `data`, and
 * `detail`, a developer-facing text kept in exported files and with data kept aside (not for people).
 */
export interface Problem {
  code: string;
  data?: Record<string, string | number>;
  detail: string;
}

/** A decoded value, or the problem that stopped it. */
export type Decoded<T> = { ok: true; value: T } | { ok: false; problem: Problem };

/**
 * The code a codec gives a record written by a newer version of the app: the store then
 * keeps it untouched (not kept aside as unreadable) and reports it, so the screen can say "update".
 */
export const NEWER_VERSION = 'newer-version';

/** What the records screen shows about one finished session, without replaying it. */
export interface RecordSummary {
  /** When the session ended (ISO 8601). */
  finishedAt: string;
  /** When it started (ISO 8601). */
  startedAt: string;
  /** Seat names, in seat order. */
  seats: string[];
  /** The session seed. */
  seed: string;
  /** Penalties per round: penalties[round - 1][seat]. */
  penalties: number[][];
  /** Session totals per seat. */
  totals: number[];
  /** Seats with the lowest total (ties share the win, R11). */
  winners: number[];
  /** Undos used over the session. */
  undos: number;
  /** Per round, the seat that went out (null: the round was blocked); absent from summaries made before it existed. */
  outs?: (number | null)[];
}

/** Turns stored records into values of type T and back; supplied by the session. */
export interface SessionCodec<T> {
  /** Reads and checks a record (any JSON): the value, or the problem; must not throw. */
  decode(json: unknown): Decoded<T>;
  /** The record to store for `value`: plain JSON. */
  encode(value: T): unknown;
  /** The records-list summary of a finished value. */
  summarize(value: T): RecordSummary;
  /** Whether `value` is a finished session, which may stand among the records. */
  isFinished(value: T): boolean;
}

/** Builds a Problem; `data` is left out when empty. */
export function problem(code: string, detail: string, data?: Record<string, string | number>): Problem {
  return data && Object.keys(data).length > 0 ? { code, data, detail } : { code, detail };
}

/** Decodes with `codec` so that a throw or a malformed answer is a problem, never an exception. */
export function safeDecode<T>(codec: SessionCodec<T>, json: unknown): Decoded<T> {
  try {
    const decoded: unknown = codec.decode(json);
    if (isDecoded<T>(decoded)) return decoded;
    return { ok: false, problem: problem('decode-failed', 'The codec gave no answer that could be read.') };
  } catch (error) {
    return { ok: false, problem: problem('decode-failed', `Decoding threw: ${describe(error)}`) };
  }
}

function isDecoded<T>(value: unknown): value is Decoded<T> {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as { ok?: unknown; value?: unknown; problem?: { code?: unknown; detail?: unknown } };
  if (v.ok === true) return 'value' in v;
  return v.ok === false && typeof v.problem?.code === 'string' && typeof v.problem.detail === 'string';
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message || error.name : String(error);
}
