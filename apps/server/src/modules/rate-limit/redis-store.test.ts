import { randomUUID } from 'node:crypto';
import { accountsApi } from '@prakar/shared/api/accounts';
import { healthApi } from '@prakar/shared/api/health';
import { describe, expect, it } from 'vitest';
import { connectRedis, createRedisRateLimitStore } from './redis-store.ts';

const silentLog = { error() {}, warn() {}, info() {} };

const redisUrl = process.env.TEST_REDIS_URL || undefined;

if (!redisUrl) {
  console.info(
    'Redis rate-limit store tests skipped: set TEST_REDIS_URL (e.g. redis://127.0.0.1:6379).',
  );
}

describe.skipIf(!redisUrl)('Redis rate-limit store (TEST_REDIS_URL)', () => {
  it('counts hits in a window that expires, peeks without counting, and resets', async () => {
    const store = createRedisRateLimitStore(connectRedis(redisUrl ?? '', silentLog), silentLog);
    const key = `test:${randomUUID()}`;
    try {
      const now = new Date();
      expect((await store.hit(key, 300, now)).count).toBe(1);
      const second = await store.hit(key, 300, now);
      expect(second.count).toBe(2);
      expect(second.resetAt.getTime()).toBeGreaterThan(now.getTime());
      expect((await store.peek(key, 300, now)).count).toBe(2);
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect((await store.peek(key, 300, new Date())).count).toBe(0);
      expect((await store.hit(key, 300, new Date())).count).toBe(1);
      await store.reset(key);
      expect((await store.peek(key, 300, new Date())).count).toBe(0);
    } finally {
      await store.reset(key);
      await store.close();
    }
  });
});

describe.skipIf(!redisUrl)('the server with REDIS_URL (TEST_REDIS_URL)', () => {
  it('keeps its per-address limits in Redis', async () => {
    const { buildTestApp } = await import('#test/build-test-app.ts');
    const { randomIp, uniqueEmail } = await import('#test/accounts-helpers.ts');
    const { call } = await import('#test/call.ts');
    const testApp = await buildTestApp({ env: { REDIS_URL: redisUrl ?? '' } });
    try {
      expect((await call(testApp.app, healthApi.ready)).statusCode).toBe(200);
      const ip = randomIp();
      const forgot = () =>
        call(testApp.app, accountsApi.forgotPassword, { body: { email: uniqueEmail() }, ip });
      for (let attempt = 0; attempt < 5; attempt += 1)
        expect((await forgot()).statusCode).toBe(202);
      expect((await forgot()).statusCode).toBe(429);
      const email = uniqueEmail();
      const toOneAddress = () =>
        call(testApp.app, accountsApi.forgotPassword, { body: { email }, ip: randomIp() });
      for (let attempt = 0; attempt < 5; attempt += 1)
        expect((await toOneAddress()).statusCode).toBe(202);
      expect((await toOneAddress()).statusCode).toBe(429);
      const rows = await testApp.app.database.db.execute(
        'select count(*)::int as n from rate_limit_buckets',
      );
      expect(JSON.stringify(rows)).toContain('"n":0');
    } finally {
      await testApp.close();
    }
  });

  it('counts the per-address request limit once across two instances', async () => {
    const { buildTestApp, buildSecondInstance } = await import('#test/build-test-app.ts');
    const { randomIp } = await import('#test/accounts-helpers.ts');
    const { call } = await import('#test/call.ts');
    const env = { REDIS_URL: redisUrl ?? '' };
    const first = await buildTestApp({ env, rateLimitMax: 4 });
    const second = await buildSecondInstance(first.app, { env, rateLimitMax: 4 });
    try {
      const remoteAddress = randomIp();
      const statuses: number[] = [];
      for (const app of [first.app, second, first.app, second, first.app, second]) {
        const response = await call(app, accountsApi.session, { ip: remoteAddress });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
    } finally {
      await second.close();
      await first.close();
    }
  });
});
