import crypto from 'node:crypto';
import { Redis, type RedisOptions } from 'ioredis';

/**
 * What several instances share through Redis when `REDIS_URL` is set (decision 0027): the per-IP
 * rate-limit counters and the pub/sub messages that make every instance forget what a logout, a
 * user change or a content change made stale. Without Redis (or while it is unreachable) each
 * instance counts and forgets on its own, as a single instance always did: no request fails
 * because Redis blips; a warning is logged instead.
 */

/** A change another instance must hear of. */
export type SharedEvent =
  | { kind: 'session-ended'; idHash: string }
  | { kind: 'user-changed'; userId: number }
  | { kind: 'answers-changed'; userId: number; topics: string[] }
  | { kind: 'content-changed' };

const CHANNEL = 'seuiot:changes';
const KEY_PREFIX = 'seuiot:rl:';

/** Fails fast while Redis is away (no queue of commands waiting for it) and keeps reconnecting. */
const CLIENT_OPTIONS: RedisOptions = {
  connectTimeout: 2_000,
  commandTimeout: 500,
  maxRetriesPerRequest: 1,
  enableOfflineQueue: false,
  lazyConnect: false,
  retryStrategy: (times) => Math.min(times * 200, 2_000),
};

/** A warning at most this often per kind, so a Redis outage does not flood the log. */
const WARN_EVERY_MS = 30_000;

export class SharedState {
  private readonly listeners: ((event: SharedEvent) => void)[] = [];
  private readonly resyncListeners: (() => void)[] = [];
  private readonly lastWarn = new Map<string, number>();
  /** Messages of this instance come back from Redis; they are not applied twice. */
  private readonly origin = crypto.randomUUID();
  private closed = false;

  private constructor(
    private readonly client: Redis | null,
    private readonly subscriber: Redis | null,
    private readonly warn: (message: string) => void,
  ) {
    if (!subscriber) return;
    subscriber.on('message', (channel: string, text: string) => {
      if (channel !== CHANNEL) return;
      let msg: { from?: string; event?: SharedEvent };
      try {
        msg = JSON.parse(text) as typeof msg;
      } catch {
        return;
      }
      if (msg.from === this.origin || !msg.event) return;
      for (const l of this.listeners) l(msg.event);
    });
    this.subscribe(subscriber);
    // ioredis reconnects with back-off and subscribes again by itself; what was published while
    // the subscriber was away is lost, so everything kept on the strength of those messages is
    // forgotten when it is back.
    let readyBefore = false;
    subscriber.on('ready', () => {
      if (readyBefore) {
        this.warn('redis subscriber: connected again; forgetting what was kept meanwhile');
        for (const l of this.resyncListeners) l();
      }
      readyBefore = true;
    });
  }

  /**
   * Subscribes to the channel, and again a second later while it fails: an instance that started
   * while Redis was slow must not stay deaf to the others' logouts and changes for its lifetime.
   */
  private subscribe(subscriber: Redis): void {
    subscriber.subscribe(CHANNEL).catch((err: Error) => {
      if (this.closed) return;
      this.warnOnce('subscribe', err);
      setTimeout(() => {
        if (!this.closed) this.subscribe(subscriber);
      }, 1_000).unref();
    });
  }

  /**
   * Calls `listener` when the subscription is back after Redis was lost: messages of that time
   * were missed, so whatever they would have made stale must be forgotten.
   */
  onResync(listener: () => void): void {
    this.resyncListeners.push(listener);
  }

  /** Shared through Redis at `url`, or per process when `url` is empty. */
  static connect(url: string, warn: (message: string) => void): SharedState {
    if (!url) return new SharedState(null, null, warn);
    const client = new Redis(url, CLIENT_OPTIONS);
    // The subscriber queues its SUBSCRIBE until connected and subscribes again after a reconnect.
    // No request waits on it, so its SUBSCRIBE has no time limit: on a busy machine the 500 ms
    // of the client's commands ran out, and the instance never heard the others.
    const subscriber = new Redis(url, {
      ...CLIENT_OPTIONS,
      enableOfflineQueue: true,
      commandTimeout: undefined,
      maxRetriesPerRequest: null,
    });
    const state = new SharedState(client, subscriber, warn);
    client.on('error', (err: Error) => state.warnOnce('client', err));
    subscriber.on('error', (err: Error) => state.warnOnce('subscriber', err));
    return state;
  }

  get enabled(): boolean {
    return this.client !== null;
  }

  /** 'off' without Redis; else whether both connections are up. */
  status(): 'ok' | 'down' | 'off' {
    if (!this.client || !this.subscriber) return 'off';
    return this.client.status === 'ready' && this.subscriber.status === 'ready' ? 'ok' : 'down';
  }

  private warnOnce(kind: string, err: Error): void {
    const now = Date.now();
    if (now - (this.lastWarn.get(kind) ?? -Infinity) < WARN_EVERY_MS) return;
    this.lastWarn.set(kind, now);
    this.warn(`redis ${kind}: ${err.message}; falling back to this instance's own state`);
  }

  /** Calls `listener` with each change another instance published. */
  onEvent(listener: (event: SharedEvent) => void): void {
    this.listeners.push(listener);
  }

  /** Tells the other instances (nothing without Redis); never throws. */
  publish(event: SharedEvent): void {
    if (!this.client) return;
    this.client
      .publish(CHANNEL, JSON.stringify({ from: this.origin, event }))
      .catch((err: Error) => this.warnOnce('publish', err));
  }

  /**
   * Counts a hit of `key` in a window of `windowMs` across instances: the count and the time left.
   * Null when Redis is absent or failed (the caller counts locally then).
   */
  async hit(key: string, windowMs: number): Promise<{ current: number; ttl: number } | null> {
    if (!this.client || this.client.status !== 'ready') return null;
    try {
      const [current, ttl] = (await this.client.eval(
        HIT_SCRIPT,
        1,
        KEY_PREFIX + key,
        String(windowMs),
      )) as [number, number];
      return { current, ttl: ttl > 0 ? ttl : windowMs };
    } catch (err) {
      this.warnOnce('rate limit', err as Error);
      return null;
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    await Promise.all(
      [this.client, this.subscriber].map((c) => c?.quit().catch(() => c.disconnect())),
    );
  }
}

/** INCR, and PEXPIRE on the first hit of a window, atomically. */
const HIT_SCRIPT = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) ttl = tonumber(ARGV[1]) end
return {current, ttl}
`;
