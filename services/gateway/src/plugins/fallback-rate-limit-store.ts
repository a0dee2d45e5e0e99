import type { FastifyRateLimitOptions, FastifyRateLimitStore } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';

type IncrCallback = Parameters<FastifyRateLimitStore['incr']>[1];
type RouteInfo = Parameters<FastifyRateLimitStore['child']>[0];

/** Keys counted in this process at once; the oldest window is dropped past this many. */
const LOCAL_KEYS_LIMIT = 50_000;

/**
 * Counts in Redis so that every replica shares the limits, and in this process while Redis cannot
 * answer: a limit that stops counting during an outage would open login to brute force exactly
 * when nobody is watching. Each replica then limits on its own, which is stricter, never looser,
 * than one replica's share.
 */
export function fallbackRateLimitStore(redis: Redis, namespace: string) {
  return class FallbackRateLimitStore implements FastifyRateLimitStore {
    readonly #prefix: string;
    readonly #local: LocalWindows;

    constructor(_options: FastifyRateLimitOptions, prefix = namespace, local = new LocalWindows()) {
      this.#prefix = prefix;
      this.#local = local;
      if (!('rateLimitWindow' in redis)) redis.defineCommand('rateLimitWindow', { numberOfKeys: 1, lua: WINDOW_LUA });
    }

    incr(key: string, callback: IncrCallback, timeWindow: number): void {
      const fullKey = `${this.#prefix}${key}`;
      const counting = redis as Redis & { rateLimitWindow(key: string, windowMs: number): Promise<[number, number]> };
      // Without a connection ioredis would queue or fail late; go local at once instead.
      if (redis.status !== 'ready') {
        callback(null, this.#local.incr(fullKey, timeWindow));
        return;
      }
      counting.rateLimitWindow(fullKey, timeWindow).then(
        ([current, ttl]) => callback(null, { current, ttl }),
        () => callback(null, this.#local.incr(fullKey, timeWindow)),
      );
    }

    child(routeOptions: RouteInfo): FastifyRateLimitStore {
      const route = (routeOptions as RouteInfo & { routeInfo?: { method: string; url: string } }).routeInfo;
      const prefix = route ? `${this.#prefix}${route.method}${route.url}-` : this.#prefix;
      return new FallbackRateLimitStore({}, prefix, this.#local);
    }
  };
}

/** A fixed window per key: count and when it ends. */
class LocalWindows {
  readonly #windows = new Map<string, { count: number; endsAt: number }>();

  incr(key: string, windowMs: number): { current: number; ttl: number } {
    const now = Date.now();
    let window = this.#windows.get(key);
    if (!window || window.endsAt <= now) {
      this.#windows.delete(key);
      window = { count: 0, endsAt: now + windowMs };
      if (this.#windows.size >= LOCAL_KEYS_LIMIT) this.#dropOldest();
      this.#windows.set(key, window);
    }
    window.count += 1;
    return { current: window.count, ttl: window.endsAt - now };
  }

  #dropOldest(): void {
    const oldest = this.#windows.keys().next();
    if (!oldest.done) this.#windows.delete(oldest.value);
  }
}

/** The same fixed window in Redis: count, and set the expiry when the window opens. */
const WINDOW_LUA = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  return {current, tonumber(ARGV[1])}
end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}
`;
