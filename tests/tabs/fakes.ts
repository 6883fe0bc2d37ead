/**
 * Fakes of the two browser APIs tab ownership uses, shared by several "tabs" in one test:
 * a Web Locks manager (exclusive locks, ifAvailable, steal) and BroadcastChannel.
 */
import type { ChannelLike, LockManagerLike, OwnershipEnv } from '../../src/tabs/index.ts';

interface Held {
  token: object;
  release: () => void;
  abort: (error: unknown) => void;
}

interface Waiting {
  callback: (lock: unknown) => unknown;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/** An in-memory LockManager for one origin. */
export class FakeLocks implements LockManagerLike {
  private readonly held = new Map<string, Held>();
  private readonly queues = new Map<string, Waiting[]>();
  /** How many times a lock was stolen. */
  steals = 0;

  request(name: string, options: { ifAvailable?: boolean; steal?: boolean }, callback: (lock: unknown) => unknown): Promise<unknown> {
    return new Promise((resolve, reject) => {
      const waiting: Waiting = { callback, resolve, reject };
      const current = this.held.get(name);
      if (options.steal && current) {
        this.steals++;
        this.held.delete(name);
        current.abort(new DOMException('The lock was stolen', 'AbortError'));
        this.grant(name, waiting);
      } else if (!current) this.grant(name, waiting);
      else if (options.ifAvailable) Promise.resolve(callback(null)).then(resolve, reject);
      else this.queues.set(name, [...(this.queues.get(name) ?? []), waiting]);
    });
  }

  /** Whether `name` is held now. */
  isHeld(name: string): boolean {
    return this.held.has(name);
  }

  private grant(name: string, waiting: Waiting): void {
    const token = {};
    let settled = false;
    const finish = (): void => {
      if (this.held.get(name)?.token !== token) return;
      this.held.delete(name);
      const next = this.queues.get(name)?.shift();
      if (next) this.grant(name, next);
    };
    this.held.set(name, {
      token,
      release: finish,
      abort: (error) => {
        settled = true;
        waiting.reject(error);
      },
    });
    Promise.resolve()
      .then(() => waiting.callback({ name, mode: 'exclusive' }))
      .then(
        (value) => {
          finish();
          if (!settled) waiting.resolve(value);
        },
        (error) => {
          finish();
          if (!settled) waiting.reject(error);
        },
      );
  }
}

/** BroadcastChannels of one origin: a message reaches every other open channel of the same name. */
export class FakeChannels {
  private readonly open = new Set<{ name: string; channel: ChannelLike; closed: boolean }>();
  /** Every message posted, for assertions. */
  readonly log: unknown[] = [];

  /** A new channel (what `new BroadcastChannel(name)` gives). */
  readonly openChannel = (name: string): ChannelLike => {
    const entry = { name, closed: false, channel: null as unknown as ChannelLike };
    entry.channel = {
      onmessage: null,
      postMessage: (message: unknown) => {
        if (entry.closed) throw new DOMException('Channel is closed', 'InvalidStateError');
        this.log.push(message);
        for (const other of this.open) {
          if (other === entry || other.name !== name) continue;
          const data = structuredClone(message);
          setTimeout(() => {
            if (!other.closed) other.channel.onmessage?.({ data });
          }, 0);
        }
      },
      close: () => {
        entry.closed = true;
        this.open.delete(entry);
      },
    };
    this.open.add(entry);
    return entry.channel;
  };
}

/** An ownership environment for one fake tab. */
export function tabEnv(tabId: string, parts: { locks?: FakeLocks | null; channels?: FakeChannels | null }): Partial<OwnershipEnv> {
  return {
    tabId,
    locks: parts.locks ?? null,
    openChannel: parts.channels ? parts.channels.openChannel : null,
    handshakeMs: 20,
    releaseMs: 60,
  };
}
