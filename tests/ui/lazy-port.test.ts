/** The store port that loads after the first paint: calls wait for it; a failed load stands in memory-only. */
import { describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES } from '../../src/session/preferences.ts';
import { lazyStorePort } from '../../src/ui/ports/lazy-port.ts';
import type { StorageStatus, StorePort } from '../../src/ui/ports/ports.ts';
import { fakeStorage } from './fakes.ts';
import { testEnv } from '../support/fixtures.ts';

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

describe('lazyStorePort', () => {
  it('a call made before the store loads waits for it and gets its answer', async () => {
    const loading = deferred<StorePort>();
    const port = lazyStorePort(() => loading.promise);
    const storage = fakeStorage({ preferences: { pace: 'slow' } });
    const answer = port.loadPreferences();
    let settled = false;
    void answer.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    loading.resolve(storage.open(testEnv()));
    expect(await answer).toEqual({ ...DEFAULT_PREFERENCES, pace: 'slow' });
  });

  it('a status listener added before the store loads is subscribed when it does', async () => {
    const loading = deferred<StorePort>();
    const port = lazyStorePort(() => loading.promise);
    const seen: StorageStatus[] = [];
    port.onStatus((s) => seen.push(s));
    expect(seen).toEqual([]);
    loading.resolve(fakeStorage().open(testEnv()));
    await loading.promise;
    await Promise.resolve();
    expect(seen.length).toBeGreaterThan(0);
  });

  it('a listener removed before the store loads is never subscribed', async () => {
    const loading = deferred<StorePort>();
    const port = lazyStorePort(() => loading.promise);
    const seen: StorageStatus[] = [];
    port.onStatus((s) => seen.push(s))();
    loading.resolve(fakeStorage().open(testEnv()));
    await loading.promise;
    await Promise.resolve();
    expect(seen).toEqual([]);
  });

  it('when the store cannot be loaded, the game goes on in memory: nothing thrown, nothing kept', async () => {
    const port = lazyStorePort(() => Promise.reject(new Error('chunk failed')));
    const seen: StorageStatus[] = [];
    port.onStatus((s) => seen.push(s));
    expect(await port.loadSession()).toEqual({ kind: 'empty' });
    await expect(port.saveSession({} as never)).resolves.toBeUndefined();
    expect(await port.loadPreferences()).toEqual(DEFAULT_PREFERENCES);
    expect(await port.listRecords()).toMatchObject({ ok: false, reason: 'unavailable' });
    expect(seen.at(-1)).toMatchObject({ persistent: false, owner: true });
  });

  it('forwards every call of the store, with its arguments, and gives back its answer', async () => {
    const calls: Array<[string, unknown[]]> = [];
    // A port that records each call and answers with the call's name.
    const recording = new Proxy({} as StorePort, {
      get: (_, name: string) => (name === 'then' ? undefined : (...args: unknown[]) => (calls.push([name, args]), Promise.resolve(`answer of ${name}`))),
    });
    const port = lazyStorePort(() => Promise.resolve(recording));
    const names = (Object.keys(port) as Array<keyof StorePort>).filter((n) => n !== 'onStatus');
    // Every call the port type has (17), each with two distinct arguments.
    expect(names).toHaveLength(17);
    for (const name of names) {
      const call = port[name] as (...args: unknown[]) => Promise<unknown>;
      expect(await call(`${name}/1`, { n: 2 })).toBe(`answer of ${name}`);
    }
    expect(calls).toEqual(names.map((name) => [name, [`${name}/1`, { n: 2 }]]));
  });
});
