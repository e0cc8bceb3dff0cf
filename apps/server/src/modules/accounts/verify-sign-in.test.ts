import { accountsApi } from '@prakar/shared/api/accounts';
import type { ApiErrorBody } from '@prakar/shared/api-error';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents, users } from '#src/db/schema.ts';
import {
  lastMailTo,
  randomIp,
  sessionTokenFrom,
  signUpBody,
  tokenFromMail,
  uniqueEmail,
} from '#test/accounts-helpers.ts';
import { call } from '#test/call.ts';
import { useTestAppWithClock } from '#test/use-test-app.ts';

const { app, clock } = useTestAppWithClock();

/** Signs up (with `extra` in the body) and returns the address and the code of its link. */
async function signUp(extra: Record<string, unknown> = {}, ip = randomIp()) {
  const email = uniqueEmail('link');
  const response = await call(app(), accountsApi.signUp, { body: signUpBody(email, extra), ip });
  expect(response.statusCode, response.body).toBe(201);
  return { email, token: await tokenFromMail(app(), email, 'verify') };
}

const verify = (token: string, ip = randomIp()) =>
  call(app(), accountsApi.verifyEmail, { body: { token }, ip });

describe('the confirmation link signs the new user in', () => {
  it('confirms and signs in once, like a password sign-in, with its own audit entry', async () => {
    const { email, token } = await signUp();
    const response = await verify(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Your e-mail address is confirmed, and you are signed in.',
      email,
      user: { Email: email, RoleId: 2, IsAdmin: true, IsProfileDataSaved: 'No' },
    });
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    const session = sessionTokenFrom(response.headers['set-cookie']);
    expect(session).toBeDefined();
    expect(response.body).not.toContain(session);

    const restored = await call(app(), accountsApi.session, {
      headers: { cookie: `prakar_session=${session}` },
    });
    expect(restored.json().user).toMatchObject({ Email: email });

    const userId = response.json().user?.UserId as number;
    const [row] = await app().database.db.select().from(users).where(eq(users.id, userId));
    expect(row).toMatchObject({ status: 'active', lastSignInAt: clock.now() });
    const signIns = await app()
      .database.db.select()
      .from(auditEvents)
      .where(and(eq(auditEvents.actorUserId, userId), eq(auditEvents.action, 'sign_in')));
    expect(signIns).toHaveLength(1);
    expect(signIns[0]).toMatchObject({
      targetType: 'session',
      after: { method: 'verification_link' },
    });

    const again = await verify(token);
    expect(again.statusCode).toBe(400);
    expect(again.json<ApiErrorBody>().error.code).toBe('TOKEN_USED');
    expect(again.headers['set-cookie']).toBeUndefined();
  });

  it('signs no one in with an expired link', async () => {
    const { token } = await signUp();
    clock.advance(24 * 3_600_000);
    const response = await verify(token);
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiErrorBody>().error.code).toBe('TOKEN_EXPIRED');
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('confirms a deactivated account without signing it in, naming the address for the form', async () => {
    const { email, token } = await signUp();
    await app()
      .database.db.update(users)
      .set({ status: 'deactivated' })
      .where(eq(users.email, email));
    const response = await verify(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'Your e-mail address is confirmed. You can now sign in.',
      email,
      user: null,
    });
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('does not sign in an address locked after failed passwords from the same client', async () => {
    const ip = randomIp();
    const { email, token } = await signUp({}, ip);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      await call(app(), accountsApi.login, { body: { email, password: 'not-it-at-all' }, ip });
    }
    const response = await verify(token, ip);
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toBeNull();
    expect(response.headers['set-cookie']).toBeUndefined();
  });
});

describe('the page to go on to', () => {
  it('travels in the link as the login page’s returnUrl, sent again with a new link', async () => {
    const { email } = await signUp({ returnPath: '/checkout?plan=EPOI_STARTER' });
    const encoded = Buffer.from('/checkout?plan=EPOI_STARTER').toString('base64url');
    expect((await lastMailTo(app(), email))?.text).toMatch(
      new RegExp(`/login\\?verify=[\\w-]+&returnUrl=${encoded}\\s`),
    );

    await call(app(), accountsApi.resendVerification, {
      body: { email, returnPath: '/tds' },
      ip: randomIp(),
    });
    expect((await lastMailTo(app(), email))?.text).toContain(
      `&returnUrl=${Buffer.from('/tds').toString('base64url')}`,
    );
  });

  it('must be a page on this site', async () => {
    for (const returnPath of ['//evil.example/x', 'https://evil.example', '/\\evil.example']) {
      const response = await call(app(), accountsApi.signUp, {
        body: signUpBody(uniqueEmail('offsite'), { returnPath }),
        ip: randomIp(),
      });
      expect(response.statusCode, returnPath).toBe(400);
      expect(response.json<ApiErrorBody>().error.fields).toEqual({
        returnPath: 'Only a page on this site can be returned to.',
      });
    }
  });
});
