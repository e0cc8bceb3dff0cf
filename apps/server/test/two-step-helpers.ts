import { accountsApi } from '@prakar/shared/api/accounts';
import { twoFactorApi } from '@prakar/shared/api/two-factor';
import type { SessionUser } from '@prakar/shared/auth';
import { eq, inArray } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import type { App } from '#src/app.ts';
import { twoFactorSecrets, users } from '#src/db/schema.ts';
import { randomIp, sessionTokenFrom } from './accounts-helpers.ts';
import { appTime } from './app-clocks.ts';
import { call } from './call.ts';
import type { Call } from './users-helpers.ts';

/** The authenticator's code for a base32 secret (spaces as the profile shows it) at the app's time. */
export function currentCode(app: App, secret: string): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret.replace(/\s/g, '')) });
  return totp.generate({ timestamp: appTime(app).getTime() });
}

/**
 * A test's clock stands still between sign-ins where a person's moves on: the step last used is
 * forgotten, so this step's code counts again (two-factor.test.ts checks none counts twice).
 */
async function forgetLastUsedStep(app: App, email: string): Promise<void> {
  const { db } = app.database;
  const user = db.select({ id: users.id }).from(users).where(eq(users.email, email));
  await db
    .update(twoFactorSecrets)
    .set({ lastUsedStep: null })
    .where(inArray(twoFactorSecrets.userId, user));
}

/** Signs in with the password, then a current code; the session as `signIn` returns it. */
export async function signInWithCode(
  app: App,
  login: { email: string; password: string; totpSecret: string },
  ip = randomIp(),
) {
  const { email, password } = login;
  const passwordStep = await call(app, accountsApi.login, { body: { email, password }, ip });
  const answer = passwordStep.json();
  if (passwordStep.statusCode !== 200 || !('secondStep' in answer)) {
    throw new Error(`The password step asked for no code: ${passwordStep.body}`);
  }
  await forgetLastUsedStep(app, email);
  const code = currentCode(app, login.totpSecret);
  const response = await call(app, twoFactorApi.secondStep, {
    body: { token: answer.secondStep.token, code },
    ip,
  });
  const token = sessionTokenFrom(response.headers['set-cookie']);
  if (response.statusCode !== 200 || !token) throw new Error(`Second step: ${response.body}`);
  const user: SessionUser = response.json().user;
  return { response, token, cookie: `prakar_session=${token}`, user };
}

/** Sets two-step sign-in up as a user held back until they do (staff at their first sign-in). */
export async function setUpTwoStep(app: App, request: Call): Promise<string> {
  const { secret } = (await request(twoFactorApi.setUp)).json();
  const confirmed = await request(twoFactorApi.confirm, {
    body: { code: currentCode(app, secret) },
  });
  if (confirmed.statusCode !== 200) throw new Error(`Two-step set-up: ${confirmed.body}`);
  return secret;
}
