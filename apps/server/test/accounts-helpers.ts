import { accountsApi } from '@prakar/shared/api/accounts';
import type { SessionUser } from '@prakar/shared/auth';
import { eq } from 'drizzle-orm';
import type { App } from '#src/app.ts';
import { outboundMail } from '#src/db/schema.ts';
import { call } from './call.ts';

type SignedIn = { user: SessionUser };

/** A clock tests move by hand. */
export function createFakeClock(start = new Date('2026-04-01T09:00:00.000Z')) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current += ms;
    },
    /** To an instant, ISO 8601: the IST day boundaries a test crosses. */
    set(iso: string) {
      current = new Date(iso).getTime();
    },
  };
}

export const STRONG_PASSWORD = 'monsoon-ledger-47-quietly';

/** Each test its own address, so per-address limits never spill from one test to another. */
export function randomIp(): string {
  const part = () => 1 + Math.floor(Math.random() * 250);
  return `10.${part()}.${part()}.${part()}`;
}

let counter = 0;
export function uniqueEmail(label = 'user'): string {
  counter += 1;
  return `${label}.${counter}.${Math.random().toString(36).slice(2, 8)}@example.in`;
}

export function signUpBody(email: string, overrides: Record<string, unknown> = {}) {
  return {
    name: 'Asha Kulkarni',
    email,
    mobile: '+91 98200 12345',
    organisationName: 'Kulkarni Textiles',
    password: STRONG_PASSWORD,
    confirmPassword: STRONG_PASSWORD,
    acceptTerms: true,
    ...overrides,
  };
}

/**
 * All mail to an address so far. Sign-up, resend and forgotten-password requests are carried out
 * by a worker, which the test app never runs on its own: it runs here first, as it would right
 * after each request in production.
 */
export async function mailsTo(app: App, to: string) {
  await app.jobs.drain('account mail');
  return app.database.db.select().from(outboundMail).where(eq(outboundMail.to, to));
}

/** The most recent mail to an address. */
export async function lastMailTo(app: App, to: string) {
  const rows = await mailsTo(app, to);
  return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime()).at(-1);
}

/** How many mails have gone to an address. */
export async function mailCountTo(app: App, to: string): Promise<number> {
  return (await mailsTo(app, to)).length;
}

/** The code in the link of the most recent mail to an address (`?verify=`, `?token=`, `?invite=`). */
export async function tokenFromMail(
  app: App,
  to: string,
  parameter: 'verify' | 'token' | 'invite',
) {
  const mail = await lastMailTo(app, to);
  const match = mail?.text.match(new RegExp(`[?&]${parameter}=([A-Za-z0-9_%-]+)`));
  if (!match?.[1]) throw new Error(`No ${parameter} link in the last mail to ${to}.`);
  return decodeURIComponent(match[1]);
}

/** The session token from a Set-Cookie header. */
export function sessionTokenFrom(
  setCookie: string | string[] | undefined,
  name = 'prakar_session',
) {
  const header = [setCookie ?? []].flat().find((cookie) => cookie.startsWith(`${name}=`));
  return header?.slice(name.length + 1).split(';')[0];
}

/** Signs up, confirms the address from the mail, and returns the credentials. */
export async function createVerifiedUser(app: App, options: { email?: string; ip?: string } = {}) {
  const email = options.email ?? uniqueEmail();
  const ip = options.ip ?? randomIp();
  const signUp = await call(app, accountsApi.signUp, { body: signUpBody(email), ip });
  if (signUp.statusCode !== 201) throw new Error(`Sign-up failed: ${signUp.body}`);
  const token = await tokenFromMail(app, email, 'verify');
  const verified = await call(app, accountsApi.verifyEmail, { body: { token }, ip });
  if (verified.statusCode !== 200) throw new Error(`Verification failed: ${verified.body}`);
  return { email, password: STRONG_PASSWORD };
}

/** A sign-in attempt, whatever its answer. */
export const tryLogin = (app: App, email: string, password: string, ip?: string) =>
  call(app, accountsApi.login, { body: { email, password }, ip });

/** A new password set through a reset link's `token`, typed the same twice. */
export const resetPassword = (app: App, token: string, password: string) =>
  call(app, accountsApi.resetPassword, { body: { token, password, confirmPassword: password } });

/** Signs in and returns the session token and a Cookie header carrying it. */
export async function signIn(app: App, email: string, password = STRONG_PASSWORD, ip = randomIp()) {
  const response = await tryLogin(app, email, password, ip);
  if (response.statusCode !== 200) throw new Error(`Sign-in failed: ${response.body}`);
  const token = sessionTokenFrom(response.headers['set-cookie']);
  if (!token) throw new Error('Sign-in set no session cookie.');
  return {
    response,
    token,
    cookie: `prakar_session=${token}`,
    user: response.json<SignedIn>().user,
  };
}
