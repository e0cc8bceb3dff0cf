import { accountsApi } from '@prakar/shared/api/accounts';
import type { ApiErrorBody } from '@prakar/shared/api-error';
import type { SessionUser } from '@prakar/shared/auth';
import { INACTIVITY_TIMEOUT_MS } from '@prakar/shared/constants';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { auditEvents, organisations, sessions, users } from '#src/db/schema.ts';
import {
  createVerifiedUser,
  lastMailTo,
  randomIp,
  STRONG_PASSWORD,
  sessionTokenFrom,
  signIn,
  signUpBody,
  tokenFromMail,
  tryLogin,
  uniqueEmail,
} from '#test/accounts-helpers.ts';
import { call } from '#test/call.ts';
import { useTestAppWithClock } from '#test/use-test-app.ts';
import { argon2Hasher } from './password-hasher.ts';

type SignedIn = { user: SessionUser };

const { app, clock } = useTestAppWithClock();

describe('sign-up and e-mail verification', () => {
  it('creates the organisation and its unverified administrator, and mails a link that works once', async () => {
    const email = uniqueEmail('signup');
    const response = await call(app(), accountsApi.signUp, {
      body: signUpBody(email.toUpperCase()),
      ip: randomIp(),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: expect.stringContaining('e-mail') });
    // The worker creates the account, right after the request in production.
    await app().jobs.drain('account mail');

    const [row] = await app()
      .database.db.select({ user: users, organisation: organisations })
      .from(users)
      .innerJoin(organisations, eq(organisations.id, users.organisationId))
      .where(eq(users.email, email));
    expect(row?.user).toMatchObject({
      role: 'org_admin',
      status: 'unverified',
      mobile: '9820012345',
    });
    expect(row?.organisation.name).toBe('Kulkarni Textiles');
    expect(row?.user.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

    const mail = await lastMailTo(app(), email);
    expect(mail?.text).toContain('http://localhost:3000/login?verify=');

    const early = await tryLogin(app(), email, STRONG_PASSWORD);
    expect(early.statusCode).toBe(403);
    expect(early.json<ApiErrorBody>().error.code).toBe('EMAIL_NOT_VERIFIED');

    const token = await tokenFromMail(app(), email, 'verify');
    const verified = await call(app(), accountsApi.verifyEmail, { body: { token } });
    expect(verified.statusCode).toBe(200);
    const again = await call(app(), accountsApi.verifyEmail, { body: { token } });
    expect(again.statusCode).toBe(400);
    expect(again.json<ApiErrorBody>().error.code).toBe('TOKEN_USED');

    const unknown = await call(app(), accountsApi.verifyEmail, { body: { token: 'x'.repeat(43) } });
    expect(unknown.json<ApiErrorBody>().error.code).toBe('TOKEN_INVALID');

    const signedIn = await signIn(app(), email);
    expect(signedIn.user).toMatchObject({ RoleId: 2, IsAdmin: true, IsProfileDataSaved: 'No' });
  });

  it('asks to confirm the address when the sign-up is signed in to before its account is made', async () => {
    const email = uniqueEmail('at-once');
    await call(app(), accountsApi.signUp, { body: signUpBody(email), ip: randomIp() });
    // The worker has not taken the request yet: the person signs in straight after signing up.
    const login = (password: string) => tryLogin(app(), email, password, randomIp());

    const right = await login(STRONG_PASSWORD);
    expect(right.statusCode).toBe(403);
    expect(right.json<ApiErrorBody>().error.code).toBe('EMAIL_NOT_VERIFIED');
    const wrong = await login(`${STRONG_PASSWORD}x`);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json<ApiErrorBody>().error.code).toBe('INVALID_CREDENTIALS');

    await app().jobs.drain('account mail');
    expect((await login(STRONG_PASSWORD)).json<ApiErrorBody>().error.code).toBe(
      'EMAIL_NOT_VERIFIED',
    );
  });

  it('answers a sign-up with a known address the same way and warns the owner instead', async () => {
    const { email } = await createVerifiedUser(app());
    const [before] = await app().database.db.select().from(users).where(eq(users.email, email));
    const response = await call(app(), accountsApi.signUp, {
      body: signUpBody(email),
      ip: randomIp(),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: expect.any(String) });
    expect((await lastMailTo(app(), email))?.subject).toMatch(/Someone tried to sign up/);
    const [after] = await app().database.db.select().from(users).where(eq(users.email, email));
    expect(after?.passwordHash).toBe(before?.passwordHash);
  });

  it('expires verification links after 24 hours and resends with the same answer for any address', async () => {
    const email = uniqueEmail('late');
    await call(app(), accountsApi.signUp, { body: signUpBody(email), ip: randomIp() });
    const token = await tokenFromMail(app(), email, 'verify');
    clock.advance(24 * 3_600_000 + 1);
    const expired = await call(app(), accountsApi.verifyEmail, { body: { token } });
    expect(expired.json<ApiErrorBody>().error).toMatchObject({
      code: 'TOKEN_EXPIRED',
      message: expect.stringMatching(/expired/),
    });

    const known = await call(app(), accountsApi.resendVerification, { body: { email } });
    const unknown = await call(app(), accountsApi.resendVerification, {
      body: {
        email: uniqueEmail(),
      },
    });
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.body).toBe(unknown.body);
    const fresh = await tokenFromMail(app(), email, 'verify');
    expect(fresh).not.toBe(token);
    expect(
      (await call(app(), accountsApi.verifyEmail, { body: { token: fresh } })).statusCode,
    ).toBe(200);
  });

  it('refuses a mismatched confirmation and unaccepted terms with field errors', async () => {
    const mismatch = await call(app(), accountsApi.signUp, {
      body: signUpBody(uniqueEmail(), { confirmPassword: 'something-else-entirely' }),
      ip: randomIp(),
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json<ApiErrorBody>().error.fields).toEqual({
      confirmPassword: 'The passwords do not match.',
    });
    const terms = await call(app(), accountsApi.signUp, {
      body: signUpBody(uniqueEmail(), { acceptTerms: false }),
      ip: randomIp(),
    });
    expect(terms.json<ApiErrorBody>().error.fields?.acceptTerms).toMatch(/accept the terms/);
  });
});

describe('sign-in', () => {
  it('gives the same body for an unknown address and a wrong password, each after an argon2 check', async () => {
    const { email } = await createVerifiedUser(app());
    const verify = vi.spyOn(argon2Hasher, 'verify');
    try {
      const wrong = await tryLogin(app(), email, 'not-my-password');
      expect(verify).toHaveBeenCalledTimes(1);
      const unknown = await tryLogin(app(), uniqueEmail('nobody'), 'not-my-password');
      expect(verify).toHaveBeenCalledTimes(2);
      expect(wrong.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(wrong.body).toBe(unknown.body);
      expect(wrong.json()).toEqual({
        error: {
          code: 'INVALID_CREDENTIALS',
          message: 'The e-mail address or password is incorrect.',
        },
      });
    } finally {
      verify.mockRestore();
    }
  });

  it('sets an HttpOnly, SameSite=Lax session cookie on / and never returns the token', async () => {
    const { email } = await createVerifiedUser(app());
    const { response, token } = await signIn(app(), email);
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Secure/);
    expect(cookie).not.toMatch(/Domain=/);
    expect(response.body).not.toContain(token);
    expect(response.json<SignedIn>().user).toMatchObject({ Email: email, Name: 'Asha Kulkarni' });
  });

  it('starts a new session at every sign-in and stores only its hash', async () => {
    const { email } = await createVerifiedUser(app());
    const first = await signIn(app(), email);
    const second = await signIn(app(), email);
    expect(first.token).not.toBe(second.token);
    expect(first.token.length).toBeGreaterThanOrEqual(43);
    const rows = await app().database.db.select().from(sessions);
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(first.token);
    expect(stored).not.toContain(second.token);
    // One from the confirmation link, then one per sign-in.
    expect(rows.filter((row) => row.userId === first.user.UserId)).toHaveLength(3);
  });

  it('ends the session the browser already held when someone signs in on it', async () => {
    const first = await createVerifiedUser(app());
    const second = await createVerifiedUser(app());
    const before = await signIn(app(), first.email);
    const after = await call(app(), accountsApi.login, {
      body: { email: second.email, password: STRONG_PASSWORD },
      headers: { cookie: before.cookie },
    });
    expect(after.statusCode).toBe(200);
    const oldSession = await call(app(), accountsApi.session, {
      headers: { cookie: before.cookie },
    });
    expect(oldSession.json()).toEqual({ user: null });
    const signOuts = await app()
      .database.db.select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'sign_out'));
    expect(signOuts.some((row) => row.actorUserId === before.user.UserId)).toBe(true);
    const newToken = sessionTokenFrom(after.headers['set-cookie']);
    const current = await call(app(), accountsApi.session, {
      headers: { cookie: `prakar_session=${newToken}` },
    });
    expect(current.json().user?.Email).toBe(second.email);
  });

  it('restores the user from the cookie or a bearer token, and rejects a UserId header naming someone else', async () => {
    const { email } = await createVerifiedUser(app());
    const { token, cookie, user } = await signIn(app(), email);
    const byCookie = await call(app(), accountsApi.session, { headers: { cookie } });
    expect(byCookie.json()).toEqual({ user });
    const byBearer = await call(app(), accountsApi.validateSession, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(byBearer.statusCode).toBe(200);
    expect(byBearer.json()).toMatchObject({
      userId: user.UserId,
      organisationId: user.OrganisationId,
      role: 'org_admin',
      roleId: 2,
      isAdmin: true,
      appAccess: ['EPOI', 'SMART_TDS', 'EFORM16'],
    });
    const matching = await call(app(), accountsApi.keepAlive, {
      body: {},
      headers: { cookie, userid: String(user.UserId) },
    });
    expect(matching.statusCode).toBe(204);
    const mismatched = await call(app(), accountsApi.keepAlive, {
      body: {},
      headers: { cookie, userid: String(user.UserId + 1000) },
    });
    expect(mismatched.statusCode).toBe(401);
    const anonymous = await call(app(), accountsApi.session);
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json()).toEqual({ user: null });
    expect((await call(app(), accountsApi.validateSession)).statusCode).toBe(401);
  });

  it('ends a session idle for 10 minutes, keeps an active one, and ends every one at the absolute lifetime', async () => {
    const { email } = await createVerifiedUser(app());
    const idle = await signIn(app(), email);
    clock.advance(INACTIVITY_TIMEOUT_MS + 1_000);
    expect(
      (await call(app(), accountsApi.keepAlive, { body: {}, headers: { cookie: idle.cookie } }))
        .statusCode,
    ).toBe(401);

    const active = await signIn(app(), email);
    for (let minute = 0; minute < 11 * 60; minute += 9) {
      clock.advance(9 * 60_000);
      const alive = await call(app(), accountsApi.keepAlive, {
        body: {},
        headers: { cookie: active.cookie },
      });
      expect(alive.statusCode).toBe(204);
    }
    clock.advance(60 * 60_000 - 1_000);
    const late = await call(app(), accountsApi.session, { headers: { cookie: active.cookie } });
    expect(late.json()).toEqual({ user: null });
  });

  it('logs out: the session is revoked and the cookie cleared', async () => {
    const { email } = await createVerifiedUser(app());
    const { cookie, token } = await signIn(app(), email);
    const response = await call(app(), accountsApi.logout, { body: {}, headers: { cookie } });
    expect(response.statusCode).toBe(204);
    expect(sessionTokenFrom(response.headers['set-cookie'])).toBe('');
    const after = await call(app(), accountsApi.validateSession, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(after.statusCode).toBe(401);
  });

  it('refuses a deactivated account only after the right password', async () => {
    const { email } = await createVerifiedUser(app());
    const { cookie } = await signIn(app(), email);
    await app()
      .database.db.update(users)
      .set({ status: 'deactivated' })
      .where(eq(users.email, email));
    const wrong = await tryLogin(app(), email, 'not-my-password');
    expect(wrong.json<ApiErrorBody>().error.code).toBe('INVALID_CREDENTIALS');
    const right = await tryLogin(app(), email, STRONG_PASSWORD);
    expect(right.statusCode).toBe(403);
    expect(right.json<ApiErrorBody>().error.code).toBe('ACCOUNT_DEACTIVATED');
    expect(
      (await call(app(), accountsApi.keepAlive, { body: {}, headers: { cookie } })).statusCode,
    ).toBe(401);
  });

  it('records sign-up, verification, sign-in, failure and sign-out with address and browser', async () => {
    const ip = randomIp();
    const { email } = await createVerifiedUser(app(), { ip });
    await call(app(), accountsApi.login, {
      body: { email, password: 'not-my-password' },
      ip,
      headers: { 'user-agent': 'AuditTest/1.0' },
    });
    const { cookie, user } = await signIn(app(), email, STRONG_PASSWORD, ip);
    await call(app(), accountsApi.logout, { body: {}, headers: { cookie }, ip });
    const rows = await app()
      .database.db.select()
      .from(auditEvents)
      .where(eq(auditEvents.actorUserId, user.UserId));
    expect(rows.map((row) => row.action)).toEqual(
      expect.arrayContaining([
        'sign_up',
        'email_verified',
        'sign_in_failed',
        'sign_in',
        'sign_out',
      ]),
    );
    const failed = rows.find((row) => row.action === 'sign_in_failed');
    expect(failed).toMatchObject({ ip, userAgent: 'AuditTest/1.0' });
    expect(failed?.at).toBeInstanceOf(Date);
  });
});
