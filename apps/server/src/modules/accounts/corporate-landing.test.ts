import { accountsApi } from '@prakar/shared/api/accounts';
import type { ApiErrorBody } from '@prakar/shared/api-error';
import { AUTH_ERROR_CODES } from '@prakar/shared/auth-error-codes';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents, organisations } from '#src/db/schema.ts';
import {
  randomIp,
  STRONG_PASSWORD,
  signUpBody,
  tokenFromMail,
  uniqueEmail,
} from '#test/accounts-helpers.ts';
import { call } from '#test/call.ts';
import { useTestApp } from '#test/use-test-app.ts';

const app = useTestApp();

/** Signs up and verifies an administrator of an organisation with the given name. */
async function organisationAdmin(organisationName: string) {
  const email = uniqueEmail('corporate');
  const ip = randomIp();
  const body = signUpBody(email, { organisationName });
  expect((await call(app(), accountsApi.signUp, { body, ip })).statusCode).toBe(201);
  const token = await tokenFromMail(app(), email, 'verify');
  expect((await call(app(), accountsApi.verifyEmail, { body: { token }, ip })).statusCode).toBe(
    200,
  );
  return email;
}

const signIn = (email: string, corporateName?: string) =>
  call(app(), accountsApi.login, {
    body: { email, password: STRONG_PASSWORD, corporateName },
    ip: randomIp(),
  });

describe('corporate sign-in pages', () => {
  it('gives each organisation a readable, unique corporateName from its name', async () => {
    await organisationAdmin('Sahyadri Auto Components Pvt. Ltd.');
    await organisationAdmin('Sahyadri Auto Components Pvt Ltd');
    const rows = await app()
      .database.db.select({ corporateName: organisations.corporateName })
      .from(organisations);
    const names = rows.map((row) => row.corporateName);
    expect(names).toContain('sahyadri-auto-components-pvt-ltd');
    expect(names).toContain('sahyadri-auto-components-pvt-ltd-2');

    const landing = await call(app(), accountsApi.corporate, {
      params: { corporateName: 'sahyadri-auto-components-pvt-ltd-2' },
    });
    expect(landing.statusCode).toBe(200);
    expect(landing.json()).toEqual({
      corporateName: 'sahyadri-auto-components-pvt-ltd-2',
      organisationName: 'Sahyadri Auto Components Pvt Ltd',
    });
    const unknown = await call(app(), accountsApi.corporate, {
      params: { corporateName: 'no-such-firm' },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('signs a member in from their own organisation’s page, and refuses another’s', async () => {
    const email = await organisationAdmin('Konkan Fisheries Cooperative');
    await organisationAdmin('Deccan Spice Traders');

    expect((await signIn(email, 'konkan-fisheries-cooperative')).statusCode).toBe(200);
    expect((await signIn(email)).statusCode).toBe(200);

    const elsewhere = await signIn(email, 'deccan-spice-traders');
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.json<ApiErrorBody>().error.code).toBe(AUTH_ERROR_CODES.wrongOrganisation);
    expect(elsewhere.headers['set-cookie']).toBeUndefined();
    const refusals = await app()
      .database.db.select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'sign_in_failed')));
    expect(
      refusals.some((event) => JSON.stringify(event.after).includes('wrong_organisation')),
    ).toBe(true);
  });

  it('checks the password before saying anything about the organisation', async () => {
    const email = await organisationAdmin('Malabar Coir Works');
    const wrong = await call(app(), accountsApi.login, {
      body: { email, password: 'not-the-password-at-all', corporateName: 'deccan-spice-traders' },
      ip: randomIp(),
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json<ApiErrorBody>().error.code).toBe(AUTH_ERROR_CODES.invalidCredentials);
  });
});
