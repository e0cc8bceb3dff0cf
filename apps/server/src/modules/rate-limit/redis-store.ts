import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { serviceUnavailable } from '#src/http-error.ts';
import type { RateLimitStore } from './rate-limit-store.ts';

const PREFIX = 'prakar:rate-limit:';

/**
 * Every wait on Redis ends within this: a limit that cannot be counted answers 503 at once rather
 * than holding the request (and the visitor) while the client reconnects.
 */
const TIMEOUT_MS = 1_000;

/** The address without its password, for messages. */
function redisAddress(url: string): string {
  const parsed = new URL(url);
  parsed.password = '';
  parsed.username = '';
  return parsed.toString().replace(/\/$/, '');
}

const UNAVAILABLE_MESSAGE =
  'We cannot take this request for a moment. Please try again in a few seconds.';

type Log = Pick<FastifyBaseLogger, 'error' | 'warn' | 'info'>;

/** A Redis connection and what the server says about it. */
export interface RedisConnection {
  client: Redis;
  /** Its address without credentials, for the log. */
  address: string;
  /** Resolves when Redis answers; rejects within about a second when it does not. */
  ping(): Promise<void>;
}

/**
 * A client that fails fast: commands are not queued while the connection is down, so whatever
 * waits on Redis learns within a second; the client keeps reconnecting in the background.
 */
export function connectRedis(url: string, log: Log): RedisConnection {
  const address = redisAddress(url);
  const client = new Redis(url, {
    connectTimeout: TIMEOUT_MS,
    commandTimeout: TIMEOUT_MS,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
  // One line when Redis goes away and one when it is back, not one per reconnection attempt.
  // Before the first connection nothing is logged here: the server's start-up says it.
  let reachable: boolean | undefined;
  client.on('error', (error: Error) => {
    if (reachable === true) {
      log.error(`Redis at ${address} (REDIS_URL) is unreachable: ${error.message}`);
    }
    reachable = false;
  });
  client.on('ready', () => {
    if (reachable === false) log.info(`Redis at ${address} answers again`);
    reachable = true;
  });

  /** Waits for the first connection, at most TIMEOUT_MS, so a request right after start succeeds. */
  async function connected(): Promise<void> {
    if (client.status === 'ready') return;
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        client.off('ready', onReady);
        reject(new Error(`no connection within ${TIMEOUT_MS} ms`));
      }, TIMEOUT_MS);
      const onReady = () => {
        clearTimeout(timer);
        resolve();
      };
      client.once('ready', onReady);
    });
  }

  return {
    client,
    address,
    async ping() {
      await connected();
      await client.ping();
    },
  };
}

/**
 * Counters in Redis: INCR, and PEXPIRE when the key is new, so the window starts at the first
 * hit. Redis keeps the time here (the `now` argument is for the database store's clock). A
 * counter Redis cannot keep fails the request with a 503.
 */
export function createRedisRateLimitStore(connection: RedisConnection, log: Log): RateLimitStore {
  const { client: redis, address } = connection;

  async function command<T>(run: () => Promise<T>): Promise<T> {
    try {
      if (redis.status === 'connecting' || redis.status === 'connect') await connection.ping();
      return await run();
    } catch (error) {
      log.warn({ err: error }, `rate limit not counted: Redis at ${address} did not answer`);
      throw serviceUnavailable(UNAVAILABLE_MESSAGE);
    }
  }

  return {
    description: 'Redis',

    hit: (key, windowMs, now) =>
      command(async () => {
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
      }),

    peek: (key, _windowMs, now) =>
      command(async () => {
        const name = PREFIX + key;
        const [value, ttl] = await Promise.all([redis.get(name), redis.pttl(name)]);
        const count = value ? Number(value) : 0;
        return { count, resetAt: new Date(now.getTime() + Math.max(ttl, 0)) };
      }),

    reset: (key) =>
      command(async () => {
        await redis.del(PREFIX + key);
      }),

    ping: () => connection.ping(),

    async close() {
      redis.disconnect();
    },
  };
}
