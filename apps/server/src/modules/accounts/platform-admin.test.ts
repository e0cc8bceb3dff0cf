import { accountsApi } from '@prakar/shared/api/accounts';
import { twoFactorApi } from '@prakar/shared/api/two-factor';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { twoFactorSecrets, users } from '#src/db/schema.ts';
import { PLATFORM_ADMIN } from '#test/build-test-app.ts';
import { call } from '#test/call.ts';
import { currentCode } from '#test/two-step-helpers.ts';
import { useTestAppWithClock } from '#test/use-test-app.ts';

const TOTP_SECRET = PLATFORM_ADMIN.totpSecret;

const { app } = useTestAppWithClock({
  env: {
    PLATFORM_ADMIN_EMAIL: PLATFORM_ADMIN.email,
    PLATFORM_ADMIN_PASSWORD: PLATFORM_ADMIN.password,
    PLATFORM_ADMIN_TOTP_SECRET: TOTP_SECRET.toLowerCase().replace(/(.{4})/g, '$1 '),
  },
});

describe('the platform administrator with a configured TOTP secret', () => {
  it('signs in with the password and a code from that secret, which is kept encrypted', async () => {
    const login = await call(app(), accountsApi.login, {
      body: { email: PLATFORM_ADMIN.email, password: PLATFORM_ADMIN.password },
    });
    expect(login.statusCode, login.body).toBe(200);
    const answer = login.json();
    if (!('secondStep' in answer)) throw new Error('The password alone signed the staff in.');

    const code = currentCode(app(), TOTP_SECRET);
    const signedIn = await call(app(), twoFactorApi.secondStep, {
      body: { token: answer.secondStep.token, code },
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json().user).toMatchObject({ RoleId: 1 });
    expect(signedIn.json().user).not.toHaveProperty('TwoFactorSetUpRequired');

    const [stored] = await app()
      .database.db.select({ ciphertext: twoFactorSecrets.secretCiphertext })
      .from(twoFactorSecrets)
      .innerJoin(users, eq(users.id, twoFactorSecrets.userId))
      .where(eq(users.email, PLATFORM_ADMIN.email));
    expect(stored?.ciphertext).toMatch(/^v1\./);
    expect(stored?.ciphertext).not.toContain(TOTP_SECRET);
  });
});
