import { accountsApi } from '@prakar/shared/api/accounts';
import type { ApiErrorBody } from '@prakar/shared/api-error';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents, users } from '#src/db/schema.ts';
import {
  createVerifiedUser,
  lastMailTo,
  randomIp,
  resetPassword,
  STRONG_PASSWORD,
  signIn,
  signUpBody,
  tokenFromMail,
  tryLogin,
  uniqueEmail,
} from '#test/accounts-helpers.ts';
import { call } from '#test/call.ts';
import { useTestAppWithClock } from '#test/use-test-app.ts';
import { commonPasswordCount } from './common-passwords.ts';

const { app, clock } = useTestAppWithClock();
const NEW_PASSWORD = 'tamarind-harbour-93-lantern';

const stillSignedIn = async (cookie: string) =>
  (await call(app(), accountsApi.keepAlive, { body: {}, headers: { cookie } })).statusCode === 204;

describe('forgotten password', () => {
  it('answers the same for any address and mails a single-use link that ends every session', async () => {
    const { email } = await createVerifiedUser(app());
    const first = await signIn(app(), email);
    const second = await signIn(app(), email);

    const known = await call(app(), accountsApi.forgotPassword, { body: { email } });
    const unknown = await call(app(), accountsApi.forgotPassword, {
      body: {
        email: uniqueEmail('nobody'),
      },
    });
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.body).toBe(unknown.body);
    expect((await lastMailTo(app(), email))?.text).toContain(
      'http://localhost:3000/reset-password?token=',
    );
    const token = await tokenFromMail(app(), email, 'token');

    const reset = await resetPassword(app(), token, NEW_PASSWORD);
    expect(reset.statusCode).toBe(200);
    expect(reset.headers['set-cookie']).toBeUndefined();
    expect(await stillSignedIn(first.cookie)).toBe(false);
    expect(await stillSignedIn(second.cookie)).toBe(false);

    const again = await resetPassword(app(), token, 'another-fine-passphrase');
    expect(again.json<ApiErrorBody>().error.code).toBe('TOKEN_USED');

    const old = await tryLogin(app(), email, STRONG_PASSWORD);
    expect(old.statusCode).toBe(401);
    await signIn(app(), email, NEW_PASSWORD);

    const [user] = await app().database.db.select().from(users).where(eq(users.email, email));
    const actions = (
      await app()
        .database.db.select()
        .from(auditEvents)
        .where(eq(auditEvents.actorUserId, user?.id ?? 0))
    ).map((row) => row.action);
    expect(actions).toEqual(
      expect.arrayContaining(['password_reset_requested', 'password_reset', 'session_revoked']),
    );
  });

  it('expires the reset link after 30 minutes', async () => {
    const { email } = await createVerifiedUser(app());
    await call(app(), accountsApi.forgotPassword, { body: { email } });
    const token = await tokenFromMail(app(), email, 'token');
    clock.advance(30 * 60_000);
    const response = await resetPassword(app(), token, NEW_PASSWORD);
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiErrorBody>().error).toMatchObject({ code: 'TOKEN_EXPIRED' });
  });
});

describe('changing the password', () => {
  it('needs the current password and ends the other sessions, not this one', async () => {
    const { email } = await createVerifiedUser(app());
    const here = await signIn(app(), email);
    const elsewhere = await signIn(app(), email);

    const wrong = await call(app(), accountsApi.changePassword, {
      body: {
        currentPassword: 'not-my-password',
        newPassword: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      },
      headers: { cookie: here.cookie },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<ApiErrorBody>().error.fields?.currentPassword).toMatch(/current password/);

    const changed = await call(app(), accountsApi.changePassword, {
      body: {
        currentPassword: STRONG_PASSWORD,
        newPassword: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      },
      headers: { cookie: here.cookie },
    });
    expect(changed.statusCode).toBe(200);
    expect(await stillSignedIn(here.cookie)).toBe(true);
    expect(await stillSignedIn(elsewhere.cookie)).toBe(false);
    await signIn(app(), email, NEW_PASSWORD);
  });

  it('is only for signed-in users', async () => {
    const response = await call(app(), accountsApi.changePassword, {
      body: {
        currentPassword: STRONG_PASSWORD,
        newPassword: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('password rules', () => {
  it('bundles at least 10,000 common passwords', () => {
    expect(commonPasswordCount()).toBeGreaterThanOrEqual(10_000);
  });

  it('refuses a common password whatever its case, with a specific message', async () => {
    const response = await call(app(), accountsApi.signUp, {
      body: signUpBody(uniqueEmail(), { password: 'PassWord123', confirmPassword: 'PassWord123' }),
      ip: randomIp(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiErrorBody>().error.fields?.password).toMatch(/too common/);
  });

  it('refuses fewer than 8 characters and accepts a 64-character passphrase', async () => {
    const short = await call(app(), accountsApi.signUp, {
      body: signUpBody(uniqueEmail(), { password: 'k7#pQz', confirmPassword: 'k7#pQz' }),
      ip: randomIp(),
    });
    expect(short.json<ApiErrorBody>().error.fields?.password).toMatch(/at least 8/);

    const long = 'the monsoon arrived early over the konkan coast this june friend';
    expect(long).toHaveLength(64);
    const email = uniqueEmail('long');
    const ip = randomIp();
    const created = await call(app(), accountsApi.signUp, {
      body: signUpBody(email, { password: long, confirmPassword: long }),
      ip,
    });
    expect(created.statusCode).toBe(201);
    const token = await tokenFromMail(app(), email, 'verify');
    await call(app(), accountsApi.verifyEmail, { body: { token } });
    await signIn(app(), email, long);
  });
});
