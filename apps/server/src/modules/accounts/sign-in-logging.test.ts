import { Writable } from 'node:stream';
import { accountsApi } from '@prakar/shared/api/accounts';
import { describe, expect, it } from 'vitest';
import { createVerifiedUser, STRONG_PASSWORD } from '#test/accounts-helpers.ts';
import { call } from '#test/call.ts';
import { useTestApp } from '#test/use-test-app.ts';

const lines: string[] = [];
const stream = new Writable({
  write(chunk, _encoding, done) {
    lines.push(String(chunk));
    done();
  },
});

const app = useTestApp({ logger: 'trace', logStream: stream });

describe('logging', () => {
  it('never writes a password or session token, even at trace level', async () => {
    const { email } = await createVerifiedUser(app());
    const wrong = 'my-secret-wrong-guess-123';
    await call(app(), accountsApi.login, { body: { email, password: wrong } });
    const right = await call(app(), accountsApi.login, {
      body: {
        email,
        password: STRONG_PASSWORD,
      },
    });
    // A malformed body makes the error path log what it can.
    await call(app(), accountsApi.login, { body: { email, password: 12345678 } });
    expect(right.statusCode).toBe(200);
    const cookie = String(right.headers['set-cookie']).split(';')[0] ?? '';
    const newPassword = 'brand-new-secret-passphrase';
    await call(app(), accountsApi.changePassword, {
      body: { currentPassword: wrong, newPassword, confirmPassword: `${newPassword}!` },
      headers: { cookie },
    });
    const log = lines.join('');
    expect(log.length).toBeGreaterThan(0);
    expect(log).not.toContain(STRONG_PASSWORD);
    expect(log).not.toContain(wrong);
    expect(log).not.toContain(newPassword);
    const token = String(right.headers['set-cookie']).split(';')[0]?.split('=')[1] ?? '';
    expect(token.length).toBeGreaterThan(20);
    expect(log).not.toContain(token);
  });
});
