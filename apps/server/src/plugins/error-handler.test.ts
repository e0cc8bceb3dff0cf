import { accountsApi } from '@prakar/shared/api/accounts';
import { catalogueApi } from '@prakar/shared/api/catalogue';
import { contactApi } from '@prakar/shared/api/contact';
import { healthApi } from '@prakar/shared/api/health';
import type { ApiErrorBody } from '@prakar/shared/api-error';
import { beforeAll, describe, expect, it } from 'vitest';
import { organisations } from '#src/db/schema.ts';
import { AJAX } from '#test/build-test-app.ts';
import { call } from '#test/call.ts';
import { useTestApp } from '#test/use-test-app.ts';
import { CONFLICT_MESSAGE, CONNECTION_LOST_MESSAGE } from './error-handler.ts';

const app = useTestApp();

beforeAll(async () => {
  // Routes added before the first request, standing in for a bug deep in a service.
  app().get('/api/test/boom', async () => {
    throw new Error('secret connection string postgres://app:hunter2@db');
  });
  app().get('/api/test/connection-lost', async () => {
    // As the query builder reports a statement whose connection the server closed.
    const cause = Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
    });
    throw Object.assign(new Error('Failed query: select 1'), { cause });
  });
  app().get('/api/test/same-row-twice', async () => {
    const row = { name: 'Twice Traders', corporateName: 'twice-traders' };
    await app().database.db.insert(organisations).values(row);
    await app().database.db.insert(organisations).values(row);
  });
  app().get('/api/test/bad-response', { schema: {} }, async (_request, reply) => {
    const error = Object.assign(new Error('upstream said no'), { statusCode: 502 });
    return reply.send(error);
  });
});

describe('error responses', () => {
  it.each(['GET', 'POST', 'PUT', 'DELETE', 'PATCH'] as const)(
    'answers %s on an unknown /api path with a JSON 404',
    async (method) => {
      const response = await app().inject({
        method,
        url: '/api/Masters/Nothing?x=1',
        headers: AJAX,
      });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({
        error: { code: 'NOT_FOUND', message: expect.any(String) },
      });
    },
  );

  it('answers /api itself with a JSON 404', async () => {
    const response = await app().inject({ method: 'GET', url: '/api' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('NOT_FOUND');
  });

  it('answers a lost database connection with a 503 that says when to retry', async () => {
    const response = await app().inject({ method: 'GET', url: '/api/test/connection-lost' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toEqual({
      error: { code: 'SERVICE_UNAVAILABLE', message: CONNECTION_LOST_MESSAGE },
    });
  });

  it('hides the cause of a 500 from the client', async () => {
    const response = await app().inject({ method: 'GET', url: '/api/test/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      error: {
        code: 'INTERNAL_ERROR',
        message: 'Something went wrong on our side. Please try again.',
      },
    });
    expect(response.body).not.toMatch(/hunter2|stack|at /);
  });

  it('answers a clash with a unique row that no service foresaw with a 409', async () => {
    const response = await app().inject({ method: 'GET', url: '/api/test/same-row-twice' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: { code: 'CONFLICT', message: CONFLICT_MESSAGE } });
  });

  it('turns any other 5xx into the same generic 500', async () => {
    const response = await app().inject({ method: 'GET', url: '/api/test/bad-response' });
    expect(response.statusCode).toBe(500);
    expect(response.json().error.code).toBe('INTERNAL_ERROR');
  });

  it('answers a URL with broken %-encoding with the usual error shape', async () => {
    const response = await app().inject({
      method: 'GET',
      url: '/api/Masters/Products/%E0%A4',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { code: 'BAD_REQUEST', message: 'That address is not valid.' },
    });
  });

  it('answers a POST without a body with a validation error, not a crash', async () => {
    const response = await call(app(), contactApi.send);
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiErrorBody>().error.code).toBe('VALIDATION_FAILED');
  });
});

describe('without a web build', () => {
  it('answers other paths with a plain-text hint', async () => {
    const response = await app().inject({ method: 'GET', url: '/home' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toBe('Web app not built: run npm run build');
  });
});

describe('request ids', () => {
  it('echoes a sane x-request-id', async () => {
    const response = await call(app(), healthApi.live, {
      headers: { 'x-request-id': 'edge-7f3a.42' },
    });
    expect(response.headers['x-request-id']).toBe('edge-7f3a.42');
  });

  it('replaces an unsafe x-request-id with a fresh UUID', async () => {
    const response = await call(app(), healthApi.live, {
      headers: { 'x-request-id': 'bad id\nwith a newline' },
    });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('security headers', () => {
  it('sends helmet headers and a Content-Security-Policy on API responses', async () => {
    const response = await call(app(), healthApi.live);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    // Plain HTTP in tests: no HSTS, which would break local development hosts.
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(response.headers['permissions-policy']).toContain('camera=()');
    expect(response.headers['permissions-policy']).toContain('geolocation=()');
  });

  it('keeps API answers out of every cache, where a shared computer would keep a PAN or GSTIN', async () => {
    const answers = await Promise.all([
      call(app(), healthApi.live),
      call(app(), accountsApi.session),
      call(app(), catalogueApi.getProduct, { params: { code: 'SMART_TDS' } }),
    ]);
    for (const response of answers) expect(response.headers['cache-control']).toBe('no-store');
  });
});
