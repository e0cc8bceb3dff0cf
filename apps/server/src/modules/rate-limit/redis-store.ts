import { Redis } from 'ioredis';
import type { RateLimitStore } from './rate-limit-store.ts';

const PREFIX = 'prakar:rate-limit:';

/**
 * Counters in Redis: INCR, and PEXPIRE when the key is new, so the window starts at the first
 * hit. Redis keeps the time here (the `now` argument is for the database store's clock).
 */
export function createRedisRateLimitStore(url: string): RateLimitStore {
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
  return {
    async hit(key, windowMs, now) {
      const name = PREFIX + key;
      const count = await redis.incr(name);
      if (count === 1) await redis.pexpire(name, windowMs);
      let ttl = await redis.pttl(name);
      // A key left without expiry (a crash between INCR and PEXPIRE) must not block forever.
      if (ttl < 0) {
        await redis.pexpire(name, windowMs);
        ttl = windowMs;
      }
      return { count, resetAt: new Date(now.getTime() + ttl) };
    },

    async peek(key, _windowMs, now) {
      const name = PREFIX + key;
      const [value, ttl] = await Promise.all([redis.get(name), redis.pttl(name)]);
      const count = value ? Number(value) : 0;
      return { count, resetAt: new Date(now.getTime() + Math.max(ttl, 0)) };
    },

    async reset(key) {
      await redis.del(PREFIX + key);
    },

    async close() {
      await redis.quit();
    },
  };
}
