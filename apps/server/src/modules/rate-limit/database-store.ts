import { eq, sql } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import { rateLimitBuckets } from '#src/db/schema.ts';
import type { RateLimitStore } from './rate-limit-store.ts';

/** Counters in `rate_limit_buckets`: one upsert per hit, atomic under concurrent requests. */
export function createDatabaseRateLimitStore(db: Database): RateLimitStore {
  return {
    description: 'the database',

    async hit(key, windowMs, now) {
      const cutoff = new Date(now.getTime() - windowMs);
      const expired = sql`${rateLimitBuckets.windowStart} <= ${cutoff.toISOString()}::timestamptz`;
      const [row] = await db
        .insert(rateLimitBuckets)
        .values({ key, windowStart: now, count: 1 })
        .onConflictDoUpdate({
          target: rateLimitBuckets.key,
          set: {
            windowStart: sql`case when ${expired} then ${now.toISOString()}::timestamptz else ${rateLimitBuckets.windowStart} end`,
            count: sql`case when ${expired} then 1 else ${rateLimitBuckets.count} + 1 end`,
          },
        })
        .returning({ windowStart: rateLimitBuckets.windowStart, count: rateLimitBuckets.count });
      if (!row) throw new Error('Counting a rate-limit hit returned no row.');
      return { count: row.count, resetAt: new Date(row.windowStart.getTime() + windowMs) };
    },

    async peek(key, windowMs, now) {
      const [row] = await db.select().from(rateLimitBuckets).where(eq(rateLimitBuckets.key, key));
      const resetAt = row ? new Date(row.windowStart.getTime() + windowMs) : now;
      if (!row || resetAt.getTime() <= now.getTime()) return { count: 0, resetAt: now };
      return { count: row.count, resetAt };
    },

    async reset(key) {
      await db.delete(rateLimitBuckets).where(eq(rateLimitBuckets.key, key));
    },

    async ping() {
      await db.execute(sql`select 1`);
    },

    async close() {},
  };
}
