import { accessTokensApi } from '@prakar/shared/api/access-tokens';
import { accountsApi } from '@prakar/shared/api/accounts';
import { backOfficeHomeApi } from '@prakar/shared/api/back-office-home';
import { catalogueApi } from '@prakar/shared/api/catalogue';
import { invitationsApi } from '@prakar/shared/api/invitations';
import { profileApi } from '@prakar/shared/api/profile';
import { twoFactorApi } from '@prakar/shared/api/two-factor';
import { usersApi } from '@prakar/shared/api/users';
import type { ApiErrorBody } from '@prakar/shared/api-error';
import { and, eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { auditEvents } from '#src/db/schema.ts';
import { STRONG_PASSWORD, signIn, uniqueEmail } from '#test/accounts-helpers.ts';
import { PLATFORM_ADMIN, PLATFORM_ADMIN_WITHOUT_TWO_STEP_ENV } from '#test/build-test-app.ts';
import { call } from '#test/call.ts';
import { useTestAppWithClock } from '#test/use-test-app.ts';
import { as, invitationToken, inviteAndJoin, newAdmin } from '#test/users-helpers.ts';
import { OWN_FIRST_MESSAGE } from './two-factor-policy.ts';

const { app, clock } = useTestAppWithClock({ env: PLATFORM_ADMIN_WITHOUT_TWO_STEP_ENV });

const STEP_MS = 30_000;
const codeAt = (typedSecret: string) =>
  new TOTP({ secret: Secret.fromBase32(typedSecret.replace(/\s/g, '')) }).generate({
    timestamp: clock.now().getTime(),
  });
/** An administrator with two-step sign-in on, as a policy that covers them asks first. */
async function adminWithTwoFactor(organisationName?: string) {
  const admin = await newAdmin(app(), organisationName);
  const { secret } = (await admin.call(twoFactorApi.setUp)).json();
  const confirmed = await admin.call(twoFactorApi.confirm, { body: { code: codeAt(secret) } });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return admin;
}

const errorCode = (response: { json<T>(): T }) => response.json<ApiErrorBody>().error.code;

describe("an organisation's two-step sign-in policy", () => {
  it('is set by an administrator for their own organisation only, and audited', async () => {
    const admin = await adminWithTwoFactor();
    const other = await adminWithTwoFactor('Mehta Exports');
    expect((await admin.call(twoFactorApi.policy)).json()).toEqual({ policy: 'nobody' });

    const set = await admin.call(twoFactorApi.setPolicy, { body: { policy: 'administrators' } });
    expect(set.statusCode, set.body).toBe(200);
    expect((await admin.call(twoFactorApi.policy)).json()).toEqual({ policy: 'administrators' });
    // Another organisation's administrator sees and changes their own organisation's only.
    expect((await other.call(twoFactorApi.policy)).json()).toEqual({ policy: 'nobody' });
    await other.call(twoFactorApi.setPolicy, { body: { policy: 'everyone' } });
    expect((await admin.call(twoFactorApi.policy)).json()).toEqual({ policy: 'administrators' });

    const audited = await app()
      .database.db.select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.action, 'two_factor_policy_changed'),
          eq(auditEvents.actorUserId, admin.id),
        ),
      );
    expect(audited.map((event) => [event.before, event.after])).toEqual([
      [{ policy: 'nobody' }, { policy: 'administrators' }],
    ]);
  });

  it('refuses a user who is not an administrator, and a policy it does not know', async () => {
    const admin = await newAdmin(app());
    const member = await inviteAndJoin(app(), admin);
    const read = await member.call(twoFactorApi.policy);
    expect(read.statusCode).toBe(403);
    const write = await member.call(twoFactorApi.setPolicy, { body: { policy: 'nobody' } });
    expect(write.statusCode).toBe(403);
    const wrong = await app().inject({
      method: 'PUT',
      url: '/api/Details/TwoFactorPolicy',
      headers: { cookie: admin.cookie, 'x-requested-with': 'fetch' },
      payload: { policy: 'sometimes' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<ApiErrorBody>().error.fields).toHaveProperty('policy');
  });

  it('asks the administrator to turn it on for themselves before requiring it', async () => {
    const admin = await newAdmin(app());
    const refused = await admin.call(twoFactorApi.setPolicy, { body: { policy: 'everyone' } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ApiErrorBody>().error.fields).toEqual({ policy: OWN_FIRST_MESSAGE });
    expect((await admin.call(twoFactorApi.policy)).json()).toEqual({ policy: 'nobody' });
  });

  it('lets a covered user without it do nothing but set it up, then everything', async () => {
    const owner = await adminWithTwoFactor();
    const admin = await inviteAndJoin(app(), owner, 'org_admin');
    const member = await inviteAndJoin(app(), owner);
    await owner.call(twoFactorApi.setPolicy, { body: { policy: 'administrators' } });

    // Members are not covered by "administrators".
    expect((await member.call(profileApi.get)).statusCode).toBe(200);

    const session = await signIn(app(), admin.email);
    expect(session.user).toMatchObject({ TwoFactorSetUpRequired: true });
    const held = as(app(), session.cookie);
    const refused = await held(profileApi.get);
    expect(refused.statusCode).toBe(403);
    expect(errorCode(refused)).toBe('TWO_FACTOR_SETUP_REQUIRED');
    // The policy holds back the session it finds, not only new ones.
    expect(errorCode(await admin.call(profileApi.get))).toBe('TWO_FACTOR_SETUP_REQUIRED');
    expect((await held(accountsApi.session)).json().user).toMatchObject({
      TwoFactorSetUpRequired: true,
    });

    // What anyone may read stays open, and the set-up itself.
    expect((await held(catalogueApi.listProducts)).statusCode).toBe(200);
    expect((await held(twoFactorApi.status)).statusCode).toBe(200);
    const { secret } = (await held(twoFactorApi.setUp)).json();
    const confirmed = await held(twoFactorApi.confirm, { body: { code: codeAt(secret) } });
    expect(confirmed.statusCode, confirmed.body).toBe(200);

    expect((await held(profileApi.get)).statusCode).toBe(200);
    const after = (await held(accountsApi.session)).json().user;
    expect(after).not.toHaveProperty('TwoFactorSetUpRequired');

    // Signing in again takes the second step, and the session it starts is not held back.
    clock.advance(STEP_MS);
    const login = await call(app(), accountsApi.login, {
      body: { email: admin.email, password: 'monsoon-ledger-47-quietly' },
    });
    expect(login.json()).toHaveProperty('secondStep');
  });

  it('tells a newcomer joining by invitation that the set-up comes first, as it tells one signing in', async () => {
    const admin = await adminWithTwoFactor();
    await admin.call(twoFactorApi.setPolicy, { body: { policy: 'everyone' } });
    const email = uniqueEmail('newcomer');
    await admin.call(usersApi.invite, { body: { email, role: 'org_user' } });
    const joined = await call(app(), invitationsApi.accept, {
      body: {
        token: await invitationToken(app(), email),
        name: 'Ravi Menon',
        mobile: '9876543210',
        password: STRONG_PASSWORD,
        confirmPassword: STRONG_PASSWORD,
      },
    });
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json().user).toMatchObject({ TwoFactorSetUpRequired: true });
    expect((await signIn(app(), email)).user).toMatchObject({ TwoFactorSetUpRequired: true });
  });

  it('covers members too when it is everyone, lets them sign out, and lets go when lifted', async () => {
    const admin = await adminWithTwoFactor();
    const member = await inviteAndJoin(app(), admin);
    const created = await member.call(accessTokensApi.create, {
      body: { name: 'Payroll export', scope: 'read', expiresInDays: 30 },
    });
    expect(created.statusCode, created.body).toBe(201);
    await admin.call(twoFactorApi.setPolicy, { body: { policy: 'everyone' } });
    expect(errorCode(await member.call(profileApi.get))).toBe('TWO_FACTOR_SETUP_REQUIRED');
    // A token the member made before is held back too: it can prove no second factor.
    const byToken = await app().inject({
      method: 'GET',
      url: '/api/Details/Profile',
      headers: { authorization: `Bearer ${created.json().token}` },
    });
    expect(byToken.statusCode).toBe(403);
    expect(errorCode(byToken)).toBe('TWO_FACTOR_SETUP_REQUIRED');
    // The administrator's session was started before they turned it on, and they have it now.
    expect((await admin.call(profileApi.get)).statusCode).toBe(200);

    await admin.call(twoFactorApi.setPolicy, { body: { policy: 'nobody' } });
    expect((await member.call(profileApi.get)).statusCode).toBe(200);
    await admin.call(twoFactorApi.setPolicy, { body: { policy: 'everyone' } });
    expect((await member.call(accountsApi.logout)).statusCode).toBe(204);
  });
});

describe("the firm's staff", () => {
  it('must set it up before the back office, though the firm’s own policy asks it of nobody', async () => {
    const session = await signIn(app(), PLATFORM_ADMIN.email, PLATFORM_ADMIN.password);
    expect(session.user).toMatchObject({ RoleId: 1, TwoFactorSetUpRequired: true });
    const staff = as(app(), session.cookie);
    const held = await staff(backOfficeHomeApi.workWaiting);
    expect(held.statusCode).toBe(403);
    expect(errorCode(held)).toBe('TWO_FACTOR_SETUP_REQUIRED');

    const { secret } = (await staff(twoFactorApi.setUp)).json();
    const confirmed = await staff(twoFactorApi.confirm, { body: { code: codeAt(secret) } });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await staff(backOfficeHomeApi.workWaiting)).statusCode).toBe(200);
    expect((await staff(accountsApi.session)).json().user).not.toHaveProperty(
      'TwoFactorSetUpRequired',
    );
  });
});
