import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { SharedState } from './shared-state.js';

type Result = { current: number; ttl: number };

/** Local counters: the fallback while Redis is away, and the only ones without it. */
class LocalCounts {
  private readonly counts = new Map<string, { current: number; until: number }>();

  constructor(private readonly max = 10_000) {}

  hit(key: string, windowMs: number): Result {
    const now = Date.now();
    let c = this.counts.get(key);
    if (!c || c.until <= now) {
      this.counts.delete(key);
      if (this.counts.size >= this.max) this.counts.delete(this.counts.keys().next().value!);
      c = { current: 0, until: now + windowMs };
      this.counts.set(key, c);
    }
    c.current += 1;
    return { current: c.current, ttl: c.until - now };
  }
}

/**
 * The `store` of @fastify/rate-limit (decision 0027): a route's counters live in Redis, so every
 * instance counts the same budget; when Redis is absent or a call to it fails, this instance's own
 * counters answer (the request is never refused or failed for it).
 */
export function sharedRateLimitStore(shared: SharedState): FastifyRateLimitStoreCtor {
  class Store implements FastifyRateLimitStore {
    private readonly local = new LocalCounts();

    constructor(
      _options?: unknown,
      private readonly prefix = '',
    ) {}

    incr(key: string, callback: (error: Error | null, result?: Result) => void, windowMs = 60_000) {
      const k = this.prefix + key;
      shared.hit(k, windowMs).then(
        (counted) => callback(null, counted ?? this.local.hit(k, windowMs)),
        () => callback(null, this.local.hit(k, windowMs)),
      );
    }

    child(routeOptions: object): FastifyRateLimitStore {
      const info = (routeOptions as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo;
      return new Store(undefined, `${String(info?.method)}${String(info?.url)}:`);
    }
  }
  return Store as unknown as FastifyRateLimitStoreCtor;
}
