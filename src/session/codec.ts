/**
 * The session's codec for the store: records in, sessions out (one replay each), and the
 * records-list summary of a finished session from the core's own standings. The store
 * never reads a record's shape; this is the one place that turns one into the other.
 */
import { standings } from '../core/play.ts';
import type { RecordSummary, SessionCodec } from '../store/codec.ts';
import { toRecord } from './record.ts';
import { fromRecord } from './replay.ts';
import { open, outsOf, penaltiesOf, phaseOf, type Session, type SessionEnv } from './state.ts';

/** The codec of session records, replaying with `env` (its clock and computer player). */
export function sessionCodec(env: SessionEnv): SessionCodec<Session> {
  return {
    decode(json) {
      const loaded = fromRecord(json, env);
      return loaded.ok ? { ok: true, value: loaded.session } : { ok: false, problem: loaded.problem };
    },
    encode: (session) => toRecord(session),
    summarize: summaryOf,
    isFinished: (session) => phaseOf(open(session)) === 'sessionOver',
  };
}

/** The records-list summary of a session (meant for a finished one; a session in progress gives its rounds so far). */
function summaryOf(session: Session): RecordSummary {
  const data = open(session);
  const penalties = penaltiesOf(data);
  const seats = data.settings.seats.map((seat) => seat.name);
  // The core's standings need at least one round; before that every total is zero.
  const table = penalties.length > 0 ? standings(penalties) : { totals: seats.map(() => 0), winners: [] };
  return {
    finishedAt: data.finishedAt ?? data.updatedAt,
    startedAt: data.startedAt,
    seats,
    seed: data.settings.seed,
    penalties,
    totals: table.totals,
    winners: table.winners,
    undos: data.undosUsed,
    outs: outsOf(data),
  };
}
