import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '#src/config.ts';
import type { Database } from '#src/db/client.ts';
import { createDatabaseRateLimitStore } from '#src/modules/rate-limit/database-store.ts';
import type { RateLimitStore } from '#src/modules/rate-limit/rate-limit-store.ts';
import { connectRedis, createRedisRateLimitStore } from '#src/modules/rate-limit/redis-store.ts';

export const DEFAULT_RATE_LIMIT_MAX = 300;

/**
 * Two kinds of limit. Per address, a generous default on every route (routes such as the contact
 * form set stricter ones): with REDIS_URL counted in Redis, once for every instance, and skipped
 * if Redis does not answer, since they guard capacity. And the counters that guard accounts and
 * mailboxes, returned for the services: Redis when REDIS_URL is set, else the database; those
 * answer 503 when they cannot count.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  options: { config: AppConfig; db: Database; max: number | undefined },
): Promise<RateLimitStore> {
  const { config } = options;
  const redis = config.redisUrl ? connectRedis(config.redisUrl, app.log) : undefined;
  await app.register(rateLimit, {
    max: options.max ?? DEFAULT_RATE_LIMIT_MAX,
    timeWindow: '1 minute',
    ...(redis && { redis: redis.client, nameSpace: 'prakar:requests:', skipOnError: true }),
    errorResponseBuilder: (_request, context) =>
      Object.assign(new Error(`Too many requests. Please try again in ${context.after}.`), {
        statusCode: context.statusCode,
      }),
  });

  const store = redis
    ? createRedisRateLimitStore(redis, app.log)
    : createDatabaseRateLimitStore(options.db);
  app.addHook('onClose', () => store.close());
  if (redis) {
    // The server starts anyway: Redis may come up after it, and readiness says so until then.
    await redis.ping().catch((error: Error) => {
      app.log.error(
        `Could not reach Redis at ${redis.address} (REDIS_URL): ${error.message}. Until it answers, /api/ready reports it and requests that count a limit (sign-in, sign-up, password reset) answer 503.`,
      );
    });
  } else if (config.processes > 1) {
    app.log.warn(
      'WEB_CONCURRENCY without REDIS_URL: each process counts the per-address request limits on its own',
    );
  }
  return store;
}
