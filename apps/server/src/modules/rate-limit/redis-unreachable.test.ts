import { Writable } from 'node:stream';
import { accountsApi } from '@prakar/shared/api/accounts';
import { healthApi } from '@prakar/shared/api/health';
import type { ApiErrorBody } from '@prakar/shared/api-error';
import { ERROR_CODES } from '@prakar/shared/api-error';
import { describe, expect, it } from 'vitest';
import { randomIp, STRONG_PASSWORD, uniqueEmail } from '#test/accounts-helpers.ts';
import { call } from '#test/call.ts';
import { useTestApp } from '#test/use-test-app.ts';

/** Nothing listens on port 1, so every connection is refused at once. */
const UNREACHABLE = 'redis://cache-user:cache-secret@127.0.0.1:1';

const lines: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    lines.push(String(chunk));
    done();
  },
});

const app = useTestApp({ env: { REDIS_URL: UNREACHABLE }, logger: 'info', logStream });

describe('a server whose Redis does not answer', () => {
  it('says at start which Redis it could not reach, without its password', () => {
    const log = lines.join('');
    expect(log).toContain('Could not reach Redis at redis://127.0.0.1:1 (REDIS_URL)');
    expect(log).not.toContain('cache-secret');
  });

  it('is not ready, and says why without naming the address', async () => {
    const response = await call(app(), healthApi.ready);
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json<ApiErrorBody>().error.message).toContain('Redis does not answer');
    expect(response.body).not.toContain('127.0.0.1');
  });

  it('answers requests that count a limit with a 503 saying when to retry', async () => {
    const attempts = [
      call(app(), accountsApi.login, {
        body: { email: uniqueEmail(), password: STRONG_PASSWORD },
        ip: randomIp(),
      }),
      call(app(), accountsApi.forgotPassword, { body: { email: uniqueEmail() }, ip: randomIp() }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json()).toEqual({
        error: { code: ERROR_CODES.unavailable, message: expect.stringContaining('try again') },
      });
    }
  });

  it('serves everything that needs no limit', async () => {
    expect((await call(app(), healthApi.live)).statusCode).toBe(200);
    expect((await call(app(), accountsApi.session)).json()).toEqual({
      user: null,
    });
  });
});
