import { accountsApi } from '@prakar/shared/api/accounts';
import { profileApi } from '@prakar/shared/api/profile';
import type { ApiErrorBody } from '@prakar/shared/api-error';
import { PROFILE_MODAL } from '@prakar/shared/constants';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { organisations, users } from '#src/db/schema.ts';
import {
  requireCompleteProfile,
  requirePermission,
  requireUser,
} from '#src/plugins/authentication.ts';
import { createVerifiedUser, signIn } from '#test/accounts-helpers.ts';
import { PLATFORM_ADMIN_ENV } from '#test/build-test-app.ts';
import { call } from '#test/call.ts';
import { useTestApp } from '#test/use-test-app.ts';
import { COMPLETE_ORGANISATION, signInPlatformAdmin } from '#test/users-helpers.ts';
import { STAFF_PROFILE_MESSAGE } from './profile-service.ts';

const app = useTestApp({ env: PLATFORM_ADMIN_ENV });

beforeAll(async () => {
  // Stands in for My Apps, user management and transactions, which arrive later.
  app().get(
    '/api/Test/MyApps',
    { preHandler: [requireUser, requireCompleteProfile] },
    async () => ({ ok: true }),
  );
  app().get('/api/Test/Users', { preHandler: requirePermission('manage:users:org') }, async () => ({
    ok: true,
  }));
});

const completeProfile = {
  name: 'Asha Kulkarni',
  mobile: '9820012345',
  // A blank TAN and second address line, as the form sends them when left empty.
  organisation: { ...COMPLETE_ORGANISATION, tan: '', addressLine2: '' },
};

const putProfile = (cookie: string, body: unknown) =>
  call(app(), profileApi.save, { body, cookie });

const withOrganisation = (changes: Record<string, unknown>) => ({
  ...completeProfile,
  organisation: { ...completeProfile.organisation, ...changes },
});

describe('profile', () => {
  it('shows the details, refuses features until complete, then says Yes', async () => {
    const { email } = await createVerifiedUser(app());
    const { cookie } = await signIn(app(), email);

    const before = await call(app(), profileApi.get, { headers: { cookie } });
    expect(before.json()).toMatchObject({
      user: { name: 'Asha Kulkarni', email, mobile: '9820012345' },
      organisation: { name: 'Kulkarni Textiles', pan: null },
      isProfileDataSaved: 'No',
    });
    const refused = await app().inject({ url: '/api/Test/MyApps', headers: { cookie } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toEqual({
      code: 'PROFILE_INCOMPLETE',
      message: PROFILE_MODAL.message,
    });

    const saved = await putProfile(cookie, completeProfile);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      isProfileDataSaved: 'Yes',
      organisation: { gstin: '27AAPFU0939F1ZV', tan: null, stateCode: '27' },
    });
    const session = await call(app(), accountsApi.session, { headers: { cookie } });
    expect(session.json().user?.IsProfileDataSaved).toBe('Yes');
    expect((await app().inject({ url: '/api/Test/MyApps', headers: { cookie } })).statusCode).toBe(
      200,
    );
    expect((await app().inject({ url: '/api/Test/MyApps' })).statusCode).toBe(401);
  });

  it('points at the field for a bad PAN, a wrong GSTIN check character, a GSTIN of another PAN or state, a retired state code and a PIN code of another state', async () => {
    const { email } = await createVerifiedUser(app());
    const { cookie } = await signIn(app(), email);
    const cases = [
      [withOrganisation({ pan: 'AAPF0939F' }), 'organisation.pan', /valid PAN/],
      [withOrganisation({ pan: 'AAPDU0939F' }), 'organisation.pan', /holder type/],
      [withOrganisation({ gstin: '27AAPDU0939F1ZZ' }), 'organisation.gstin', /holder type/],
      [withOrganisation({ gstin: '27AAPFU0939F1ZA' }), 'organisation.gstin', /check/i],
      [withOrganisation({ pan: 'AAACP1234C' }), 'organisation.gstin', /PAN inside this GSTIN/],
      [withOrganisation({ stateCode: '29' }), 'organisation.gstin', /state code/],
      [
        withOrganisation({ stateCode: '28', gstin: '' }),
        'organisation.stateCode',
        /Andhra Pradesh is now code 37/,
      ],
      [
        withOrganisation({ stateCode: '25', gstin: '25AAPFU0939F1ZZ' }),
        'organisation.gstin',
        /Dadra and Nagar Haveli and Daman and Diu, code 26/,
      ],
      [withOrganisation({ pinCode: '012345' }), 'organisation.pinCode', /PIN code/],
      [
        withOrganisation({ pinCode: '560001' }),
        'organisation.pinCode',
        /^PIN code 560001 is in Karnataka, not Maharashtra\.$/,
      ],
      [withOrganisation({ tan: 'MUMA1234B' }), 'organisation.tan', /TAN/],
      [{ ...completeProfile, mobile: '12345' }, 'mobile', /mobile/],
    ] as const;
    for (const [payload, field, message] of cases) {
      const response = await putProfile(cookie, payload);
      expect(response.statusCode, field).toBe(400);
      expect(response.json<ApiErrorBody>().error.fields?.[field], field).toMatch(message);
    }
  });

  it('lets an organisation user change only their own name and mobile', async () => {
    const admin = await createVerifiedUser(app());
    const member = await createVerifiedUser(app());
    const adminRow = (
      await app().database.db.select().from(users).where(eq(users.email, admin.email))
    )[0];
    await app()
      .database.db.update(users)
      .set({ role: 'org_user', organisationId: adminRow?.organisationId })
      .where(eq(users.email, member.email));
    const { cookie } = await signIn(app(), member.email);

    const organisation = await putProfile(cookie, completeProfile);
    expect(organisation.statusCode).toBe(403);
    expect(organisation.json<ApiErrorBody>().error.message).toMatch(/administrator/);

    const refusedUsers = await app().inject({ url: '/api/Test/Users', headers: { cookie } });
    expect(refusedUsers.statusCode).toBe(403);
    const adminSession = await signIn(app(), admin.email);
    const allowed = await app().inject({
      url: '/api/Test/Users',
      headers: { cookie: adminSession.cookie },
    });
    expect(allowed.statusCode).toBe(200);

    const landing = await call(app(), accountsApi.corporate, {
      params: { corporateName: 'kulkarni' },
    });
    expect(landing.statusCode).toBe(404);
    await app()
      .database.db.update(organisations)
      .set({ corporateName: 'kulkarni' })
      .where(eq(organisations.id, adminRow?.organisationId ?? ''));
    const found = await call(app(), accountsApi.corporate, {
      params: { corporateName: 'kulkarni' },
    });
    expect(found.json()).toEqual({
      corporateName: 'kulkarni',
      organisationName: 'Kulkarni Textiles',
    });

    const own = await putProfile(cookie, { name: 'Ravi Menon', mobile: '+91 91234 56789' });
    expect(own.statusCode).toBe(200);
    expect(own.json().user).toMatchObject({ name: 'Ravi Menon', mobile: '9123456789' });
  });

  it('still shows details kept with a retired state code, and asks for today’s code', async () => {
    const { email } = await createVerifiedUser(app());
    const { cookie } = await signIn(app(), email);
    expect((await putProfile(cookie, completeProfile)).statusCode).toBe(200);
    const admin = (await app().database.db.select().from(users).where(eq(users.email, email)))[0];
    await app()
      .database.db.update(organisations)
      .set({ gstin: null, stateCode: '28' })
      .where(eq(organisations.id, admin?.organisationId ?? ''));

    const kept = await call(app(), profileApi.get, { headers: { cookie } });
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({
      organisation: { stateCode: '28', pan: 'AAPFU0939F' },
      isProfileDataSaved: 'No',
    });
    const updated = await putProfile(
      cookie,
      withOrganisation({ gstin: '', stateCode: '37', city: 'Vijayawada', pinCode: '520001' }),
    );
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      organisation: { stateCode: '37' },
      isProfileDataSaved: 'Yes',
    });
  });
});

describe('a member of staff’s profile', () => {
  it('is their name and mobile only: no organisation’s PAN, state or PIN code', async () => {
    const staff = await signInPlatformAdmin(app());
    const renamed = await staff.call(profileApi.save, {
      body: { name: 'Anand Deshpande', mobile: '9820012345' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({
      user: { name: 'Anand Deshpande', mobile: '9820012345' },
      isProfileDataSaved: 'Yes',
    });
    const withFirm = await staff.call(profileApi.save, { body: completeProfile });
    expect(withFirm.statusCode).toBe(400);
    expect(withFirm.json<ApiErrorBody>().error.fields).toEqual({
      organisation: STAFF_PROFILE_MESSAGE,
    });
    const [firm] = await app()
      .database.db.select()
      .from(organisations)
      .innerJoin(users, eq(users.organisationId, organisations.id))
      .where(eq(users.id, staff.id));
    expect(firm?.organisations.pan).toBeNull();
  });
});

describe('sessions list', () => {
  it("lists only the user's own open sessions with a device label, and signs out the others", async () => {
    const { email } = await createVerifiedUser(app());
    const chrome =
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
    const login = (userAgent: string) =>
      call(app(), accountsApi.login, {
        body: { email, password: 'monsoon-ledger-47-quietly' },
        headers: { 'user-agent': userAgent },
      });
    const first = await login(chrome);
    await login(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
    );
    const cookie = String(first.headers['set-cookie']).split(';')[0] ?? '';

    const other = await createVerifiedUser(app());
    const otherSession = await signIn(app(), other.email);

    const list = await call(app(), profileApi.sessions, { headers: { cookie } });
    const sessions = list.json().sessions;
    // The confirmation link signed in first, from a client that named no browser.
    expect(sessions).toHaveLength(3);
    expect(sessions.map((session: { device: string }) => session.device).sort()).toEqual([
      'Chrome on Windows',
      'Safari on iOS',
      'Unknown device',
    ]);
    expect(sessions.filter((session: { current: boolean }) => session.current)).toHaveLength(1);

    const revoked = await call(app(), profileApi.revokeOtherSessions, {
      body: {},
      headers: { cookie },
    });
    expect(revoked.statusCode).toBe(204);
    const after = await call(app(), profileApi.sessions, { headers: { cookie } });
    expect(after.json().sessions).toHaveLength(1);
    const untouched = await call(app(), accountsApi.keepAlive, {
      body: {},
      headers: { cookie: otherSession.cookie },
    });
    expect(untouched.statusCode).toBe(204);
    expect((await call(app(), profileApi.sessions)).statusCode).toBe(401);
  });
});
