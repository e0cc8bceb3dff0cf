import { accessTokensApi } from '@prakar/shared/api/access-tokens';
import { accountsApi } from '@prakar/shared/api/accounts';
import { twoFactorApi } from '@prakar/shared/api/two-factor';
import type { ApiErrorBody } from '@prakar/shared/api-error';
import type { SessionUser } from '@prakar/shared/auth';
import { formatRecoveryCode, WRONG_CODE_MESSAGE } from '@prakar/shared/two-factor';
import { and, desc, eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { auditEvents, sessions, twoFactorSecrets } from '#src/db/schema.ts';
import { lastMailTo, randomIp, STRONG_PASSWORD, sessionTokenFrom } from '#test/accounts-helpers.ts';
import { call } from '#test/call.ts';
import { useTestAppWithClock } from '#test/use-test-app.ts';
import { newAdmin } from '#test/users-helpers.ts';

const { app, clock } = useTestAppWithClock();

const STEP_MS = 30_000;
const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36';

/** The code an authenticator app shows for the secret (as the page types it out) at `at`. */
function codeAt(typedSecret: string, at = clock.now()): string {
  const secret = Secret.fromBase32(typedSecret.replace(/\s/g, ''));
  return new TOTP({ secret }).generate({ timestamp: at.getTime() });
}

/** A new administrator who has set two-step sign-in up: their secret and recovery codes. */
async function withTwoFactor() {
  const admin = await newAdmin(app());
  const setUp = await admin.call(twoFactorApi.setUp);
  expect(setUp.statusCode, setUp.body).toBe(200);
  const { secret } = setUp.json();
  const confirmed = await admin.call(twoFactorApi.confirm, { body: { code: codeAt(secret) } });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  // The set-up's code is used: the next sign-in is in a later step.
  clock.advance(STEP_MS);
  return { ...admin, secret, recoveryCodes: confirmed.json().recoveryCodes };
}

async function passwordStep(email: string, ip = randomIp()) {
  const response = await call(app(), accountsApi.login, {
    body: { email, password: STRONG_PASSWORD },
    ip,
  });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['set-cookie']).toBeUndefined();
  const { secondStep } = response.json<{ secondStep: { token: string; expiresAt: string } }>();
  return secondStep.token;
}

const secondStep = (token: string, code: string, ip = randomIp()) =>
  call(app(), twoFactorApi.secondStep, { body: { token, code }, ip });

const errorCode = (response: { json<T>(): T }) => response.json<ApiErrorBody>().error.code;

describe('setting two-step sign-in up from the profile', () => {
  it('shows a QR code and the secret, and turns on only once a current code confirms it', async () => {
    const admin = await newAdmin(app());
    expect((await admin.call(twoFactorApi.status)).json()).toEqual({
      enabled: false,
      enabledAt: null,
      recoveryCodesLeft: 0,
    });
    const setUp = await admin.call(twoFactorApi.setUp);
    const { qrCode, secret } = setUp.json();
    expect(qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(qrCode.split(',')[1] ?? '', 'base64').toString()).toContain('<svg');
    expect(secret).toMatch(/^([A-Z2-7]{4} )+[A-Z2-7]{4}$/);
    // Stored encrypted: the secret's letters are nowhere in the row.
    const [row] = await app()
      .database.db.select()
      .from(twoFactorSecrets)
      .where(eq(twoFactorSecrets.userId, admin.id));
    expect(row?.secretCiphertext).not.toContain(secret.replace(/\s/g, ''));
    expect(row?.confirmedAt).toBeNull();
    // Until confirmed, the password alone still signs in.
    const login = await call(app(), accountsApi.login, {
      body: { email: admin.email, password: STRONG_PASSWORD },
    });
    expect(login.json()).toHaveProperty('user');

    const wrong = await admin.call(twoFactorApi.confirm, { body: { code: '000000' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<ApiErrorBody>().error).toMatchObject({
      code: 'WRONG_CODE',
      fields: { code: WRONG_CODE_MESSAGE },
    });
    const notDigits = await admin.call(twoFactorApi.confirm, { body: { code: 'abc' } });
    expect(notDigits.statusCode).toBe(400);
    expect(notDigits.json<ApiErrorBody>().error.fields?.code).toBeDefined();

    const confirmed = await admin.call(twoFactorApi.confirm, {
      body: { code: codeAt(secret).replace(/(\d{3})/, '$1 ') },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const { recoveryCodes } = confirmed.json();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    expect((await admin.call(twoFactorApi.status)).json()).toMatchObject({
      enabled: true,
      recoveryCodesLeft: 10,
    });
    expect((await admin.call(twoFactorApi.setUp)).statusCode).toBe(409);
    const notice = await lastMailTo(app(), admin.email);
    expect(notice?.subject).toMatch(/Two-step sign-in was turned on/);
    const [audit] = await app()
      .database.db.select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.actorUserId, admin.id), eq(auditEvents.action, 'two_factor_enabled')),
      );
    expect(audit).toBeDefined();
  });

  it('is for the signed-in browser only: not signed out, not with an access token', async () => {
    expect((await call(app(), twoFactorApi.status)).statusCode).toBe(401);
    expect((await call(app(), twoFactorApi.setUp)).statusCode).toBe(401);
    const admin = await newAdmin(app());
    const created = await admin.call(accessTokensApi.create, {
      body: { name: 'Export', scope: 'read_write', expiresInDays: 30 },
    });
    const bearer = { authorization: `Bearer ${created.json().token}` };
    for (const endpoint of [twoFactorApi.status, twoFactorApi.setUp]) {
      const response = await call(app(), endpoint, { headers: bearer, csrfHeader: false });
      expect([response.statusCode, errorCode(response)]).toEqual([403, 'SESSION_REQUIRED']);
    }
  });
});

describe('signing in with two-step sign-in on', () => {
  it('asks for a code after the password, and no session is issued before it', async () => {
    const user = await withTwoFactor();
    const token = await passwordStep(user.email);
    const sessionCount = async () =>
      (await app().database.db.select().from(sessions).where(eq(sessions.userId, user.id))).length;
    const before = await sessionCount();
    // The pending sign-in's token is no session.
    const asSession = await call(app(), accountsApi.session, {
      cookie: `prakar_session=${token}`,
    });
    expect(asSession.json()).toEqual({ user: null });

    const response = await call(app(), twoFactorApi.secondStep, {
      body: { token, code: codeAt(user.secret) },
      headers: { 'user-agent': CHROME },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ user: SessionUser }>().user.Email).toBe(user.email);
    expect(sessionTokenFrom(response.headers['set-cookie'])).toBeDefined();
    expect(await sessionCount()).toBe(before + 1);
    const [latest] = await app()
      .database.db.select()
      .from(sessions)
      .where(eq(sessions.userId, user.id))
      .orderBy(desc(sessions.createdAt));
    expect(latest?.secondFactor).toBe('totp');
    // Single-use: the same pending sign-in cannot start a second session.
    clock.advance(STEP_MS);
    const again = await secondStep(token, codeAt(user.secret));
    expect([again.statusCode, errorCode(again)]).toEqual([401, 'SECOND_STEP_EXPIRED']);
  });

  it("accepts the previous step's code at a step boundary, not older ones, and never one twice", async () => {
    const user = await withTwoFactor();
    const stepStart = Math.floor(clock.now().getTime() / STEP_MS) * STEP_MS;
    clock.set(new Date(stepStart + STEP_MS - 1).toISOString());
    const lastOfStep = codeAt(user.secret);
    clock.advance(1);
    const previousStep = await secondStep(await passwordStep(user.email), lastOfStep);
    expect(previousStep.statusCode, previousStep.body).toBe(200);

    const reused = await secondStep(await passwordStep(user.email), lastOfStep);
    expect([reused.statusCode, errorCode(reused)]).toEqual([401, 'WRONG_CODE']);

    const tooOld = codeAt(user.secret, new Date(clock.now().getTime() - 2 * STEP_MS));
    const old = await secondStep(await passwordStep(user.email), tooOld);
    expect(old.statusCode).toBe(401);

    const current = await secondStep(await passwordStep(user.email), codeAt(user.secret));
    expect(current.statusCode, current.body).toBe(200);
    // A code of a step before the last one accepted is refused, even inside the window.
    const earlier = codeAt(user.secret, new Date(clock.now().getTime() - STEP_MS));
    const behind = await secondStep(await passwordStep(user.email), earlier);
    expect(behind.statusCode).toBe(401);
  });

  it('takes a recovery code in place of a code, once each', async () => {
    const user = await withTwoFactor();
    const [first] = user.recoveryCodes as string[];
    const typed = formatRecoveryCode(first ?? '').toUpperCase();
    const used = await secondStep(await passwordStep(user.email), typed);
    expect(used.statusCode, used.body).toBe(200);
    const [latest] = await app()
      .database.db.select()
      .from(sessions)
      .where(eq(sessions.userId, user.id))
      .orderBy(desc(sessions.createdAt));
    expect(latest?.secondFactor).toBe('recovery_code');
    const again = await secondStep(await passwordStep(user.email), first ?? '');
    expect([again.statusCode, errorCode(again)]).toEqual([401, 'WRONG_CODE']);
    expect((await user.call(twoFactorApi.status)).json().recoveryCodesLeft).toBe(9);
  });

  it("refuses another user's pending sign-in, and one past its five minutes", async () => {
    const asha = await withTwoFactor();
    const ravi = await withTwoFactor();
    const raviToken = await passwordStep(ravi.email);
    const crossed = await secondStep(raviToken, codeAt(asha.secret));
    expect([crossed.statusCode, errorCode(crossed)]).toEqual([401, 'WRONG_CODE']);

    const ashaToken = await passwordStep(asha.email);
    clock.advance(5 * 60_000);
    const late = await secondStep(ashaToken, codeAt(asha.secret));
    expect([late.statusCode, errorCode(late)]).toEqual([401, 'SECOND_STEP_EXPIRED']);
    // The clean-up deletes it then.
    expect((await app().jobs.runOnce('clean-up')).pendingSignIns).toBeGreaterThanOrEqual(1);
  });

  it('counts wrong codes like wrong passwords: five end the pending sign-in, ten lock', async () => {
    const user = await withTwoFactor();
    const ip = randomIp();
    const wrong = codeAt(user.secret) === '123456' ? '654321' : '123456';
    for (let round = 0; round < 2; round += 1) {
      const token = await passwordStep(user.email, ip);
      for (let attempt = 0; attempt < 5; attempt += 1) {
        expect((await secondStep(token, wrong, ip)).statusCode).toBe(401);
      }
      const spent = await secondStep(token, codeAt(user.secret), ip);
      expect(errorCode(spent)).toBe('SECOND_STEP_EXPIRED');
    }
    const locked = await call(app(), accountsApi.login, {
      body: { email: user.email, password: STRONG_PASSWORD },
      ip,
    });
    expect(locked.statusCode).toBe(429);
    const failures = await app()
      .database.db.select()
      .from(auditEvents)
      .where(and(eq(auditEvents.actorUserId, user.id), eq(auditEvents.action, 'sign_in_failed')));
    expect(failures).toHaveLength(10);
    expect(failures[0]?.after).toEqual({ reason: 'wrong_code' });
    clock.advance(15 * 60_000);
    const token = await passwordStep(user.email, ip);
    expect((await secondStep(token, codeAt(user.secret), ip)).statusCode).toBe(200);
  });
});

describe('recovery codes and turning two-step sign-in off', () => {
  it('makes new recovery codes with a current code; the old ones stop working', async () => {
    const user = await withTwoFactor();
    const refused = await user.call(twoFactorApi.regenerateRecoveryCodes, {
      body: { code: '000000' },
    });
    expect(refused.statusCode).toBe(400);
    const renewed = await user.call(twoFactorApi.regenerateRecoveryCodes, {
      body: { code: codeAt(user.secret) },
    });
    expect(renewed.statusCode, renewed.body).toBe(200);
    const fresh = renewed.json().recoveryCodes;
    expect(fresh).toHaveLength(10);
    clock.advance(STEP_MS);
    const old = await secondStep(await passwordStep(user.email), user.recoveryCodes[0] ?? '');
    expect(old.statusCode).toBe(401);
    const now = await secondStep(await passwordStep(user.email), fresh[0] ?? '');
    expect(now.statusCode).toBe(200);
  });

  it('needs a current code or a recovery code, and mails a security notice', async () => {
    const user = await withTwoFactor();
    const none = await user.call(twoFactorApi.turnOff, { body: {} });
    expect(none.statusCode).toBe(400);
    const wrong = await user.call(twoFactorApi.turnOff, { body: { code: '000000' } });
    expect([wrong.statusCode, errorCode(wrong)]).toEqual([400, 'WRONG_CODE']);
    expect((await user.call(twoFactorApi.status)).json().enabled).toBe(true);

    const off = await user.call(twoFactorApi.turnOff, {
      body: { code: codeAt(user.secret) },
      headers: { 'user-agent': CHROME },
    });
    expect(off.statusCode, off.body).toBe(204);
    expect((await user.call(twoFactorApi.status)).json()).toMatchObject({ enabled: false });
    const notice = await lastMailTo(app(), user.email);
    expect(notice?.subject).toMatch(/Two-step sign-in was turned off/);
    expect(notice?.text).toMatch(/IST, from Chrome on Windows/);
    expect(notice?.text).toContain('/user-profile#sessions-heading');
    // The password alone signs in again.
    const login = await call(app(), accountsApi.login, {
      body: { email: user.email, password: STRONG_PASSWORD },
    });
    expect(login.json()).toHaveProperty('user');
    expect((await user.call(twoFactorApi.turnOff, { body: { code: '123456' } })).statusCode).toBe(
      409,
    );
  });
});
