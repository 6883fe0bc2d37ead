/**
 * The last new-game settings and the person's preferences: plain key → value pairs.
 * Values are opaque here; the screen reads them with the session's checks
 * (validateSettings, readPreferences) when it uses them. Any tab may write them: each
 * write is one whole value, so tabs cannot interleave.
 */
import { STORES } from './db.ts';
import { fail, type StoreContext, type StoreError } from './context.ts';
import type { StatusProblem } from './status.ts';

/** Well-known setting keys. */
export const SETTING_KEYS = {
  /** The settings of the last new game (seats; older versions also kept a pace there). */
  lastNewGame: 'lastNewGame',
  /** The person's preferences (pace; later sound, tile size, language): never part of a session. */
  preferences: 'preferences',
} as const;

/** Every stored setting as an object of key → value. */
export async function loadSettings(ctx: StoreContext<unknown>): Promise<{ ok: true; settings: Record<string, unknown> } | StoreError> {
  const all = await ctx.vault.getAll(STORES.settings);
  if (!all.ok) return fail('read-failed', all.message);
  const settings: Record<string, unknown> = {};
  for (const { key, value } of all.value) settings[key] = value;
  return { ok: true, settings };
}

/** The value of one setting, undefined when there is none. */
export async function loadSetting(ctx: StoreContext<unknown>, key: string): Promise<{ ok: true; value: unknown } | StoreError> {
  const found = await ctx.vault.get(STORES.settings, key);
  return found.ok ? { ok: true, value: found.value } : fail('read-failed', found.message);
}

/** Stores one setting; kept in memory for this page when the device refuses. */
export async function saveSetting(
  ctx: StoreContext<unknown>,
  key: string,
  value: unknown,
): Promise<{ ok: true; persistent: boolean; problem: StatusProblem | null } | StoreError> {
  if (typeof key !== 'string' || key === '') return fail('invalid', 'A setting needs a name.');
  const written = await ctx.vault.write(
    [value === undefined ? { kind: 'delete', store: STORES.settings, key } : { kind: 'put', store: STORES.settings, key, value }],
    true,
  );
  return written.ok ? { ok: true, persistent: written.persistent, problem: written.problem } : written;
}
