import { healthApi } from '@prakar/shared/api/health';
import { describe, expect, it } from 'vitest';
import { call } from '#test/call.ts';
import { testDatabaseKind } from '#test/test-database.ts';
import { useTestApp } from '#test/use-test-app.ts';

const app = useTestApp();

describe('health probes', () => {
  it('run on the database the suite asked for (TEST_DATABASE_URL selects PostgreSQL)', () => {
    expect(app().database.kind).toBe(testDatabaseKind);
  });

  it('GET /api/health answers ok', async () => {
    const response = await call(app(), healthApi.live);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('GET /api/ready answers ready when the database does', async () => {
    const response = await call(app(), healthApi.ready);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready' });
  });

  it('GET /api/ready answers 503 when the database does not', async () => {
    const { database } = app();
    const ping = database.ping;
    database.ping = () => Promise.reject(new Error('connection refused'));
    try {
      const response = await call(app(), healthApi.ready);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        error: { code: 'SERVICE_UNAVAILABLE', message: expect.any(String) },
      });
      expect(response.body).not.toContain('connection refused');
    } finally {
      database.ping = ping;
    }
  });
});
