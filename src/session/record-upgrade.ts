/**
 * The ladder that brings an older session record up to the version this code reads:
 * UPGRADES[i] turns version i + 1 into version i + 2, one small step each, on plain JSON.
 * A record is never rewritten in storage by this: it is upgraded in memory on every load,
 * so the saved bytes (and the record's id) stay what they were. Adding version n + 1 is
 * one more step at the end of UPGRADES.
 */

/** A record object as read from JSON. */
export type RecordJson = Record<string, unknown>;

/** One rung: a record of one version in, the same record one version later out (a new object). */
export type RecordUpgrade = (record: RecordJson) => RecordJson;

/** Version 1 → 2: the pace left the session for the device's preferences. */
const dropPace: RecordUpgrade = (record) => {
  const settings = record.settings;
  if (typeof settings !== 'object' || settings === null || Array.isArray(settings)) return { ...record, version: 2 };
  const { pace: _pace, ...rest } = settings as RecordJson;
  return { ...record, version: 2, settings: rest };
};

/** Version 2 → 3: version 3 only adds what an undoable restart needs, so a version 2 record is one already. */
const restartUndo: RecordUpgrade = (record) => ({ ...record, version: 3 });

/** The ladder: UPGRADES[i] upgrades version i + 1 to i + 2. */
export const UPGRADES: readonly RecordUpgrade[] = [dropPace, restartUndo];

/** The oldest record version this code still reads. */
export const OLDEST_RECORD_VERSION = 1;

/** The version this code writes: one past the ladder's top. */
export const CURRENT_RECORD_VERSION = OLDEST_RECORD_VERSION + UPGRADES.length;

/** Runs the ladder from `record.version` up to the current version; `from` must be in range. */
export function upgradeRecord(record: RecordJson, from: number): RecordJson {
  let out = record;
  for (let version = from; version < CURRENT_RECORD_VERSION; version++) {
    out = UPGRADES[version - OLDEST_RECORD_VERSION]!(out);
  }
  return out;
}
