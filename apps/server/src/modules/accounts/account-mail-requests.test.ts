import { accountsApi } from '@prakar/shared/api/accounts';
import type { EndpointDefinition } from '@prakar/shared/api/endpoint';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '#src/app.ts';
import {
  accountMailRequests,
  auditEvents,
  emailTokens,
  organisations,
  outboundMail,
  users,
} from '#src/db/schema.ts';
import {
  createVerifiedUser,
  mailCountTo,
  randomIp,
  signUpBody,
  uniqueEmail,
} from '#test/accounts-helpers.ts';
import { buildSecondInstance, buildTestApp, type TestApp } from '#test/build-test-app.ts';
import { call } from '#test/call.ts';

let first: TestApp;
let second: App;
const app = () => first.app;

beforeAll(async () => {
  first = await buildTestApp();
  second = await buildSecondInstance(first.app);
});

afterAll(async () => {
  await second?.close();
  await first?.close();
});

const TABLES = {
  users,
  organisations,
  emailTokens,
  outboundMail,
  auditEvents,
  accountMailRequests,
};

/** Rows in each table the account requests could touch. */
async function rowCounts(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(TABLES)) {
    const [row] = await app().database.db.select({ n: count() }).from(table);
    counts[name] = row?.n ?? 0;
  }
  return counts;
}

/** What one request wrote: the change in each table's row count, and the answer. */
async function writesOf(endpoint: EndpointDefinition, body: object) {
  const before = await rowCounts();
  const response = await call(app(), endpoint, { body, ip: randomIp() });
  const after = await rowCounts();
  const written = Object.fromEntries(
    Object.entries(after).map(([name, n]) => [name, n - (before[name] ?? 0)]),
  );
  return { status: response.statusCode, body: response.body, written };
}

/** An active account, and one still waiting for its address to be confirmed. */
async function accounts() {
  const active = (await createVerifiedUser(app())).email;
  const unverified = uniqueEmail('waiting');
  await call(app(), accountsApi.signUp, { body: signUpBody(unverified), ip: randomIp() });
  await app().jobs.drain('account mail');
  return { active, unverified };
}

describe('account mail requests', () => {
  it.each([
    ['ForgotPassword', accountsApi.forgotPassword, 'active', (email: string) => ({ email })],
    [
      'ResendVerification',
      accountsApi.resendVerification,
      'unverified',
      (email: string) => ({ email }),
    ],
    ['SignUp', accountsApi.signUp, 'active', (email: string) => signUpBody(email)],
  ] as const)(
    '%s writes the same one row whether or not the address has an account',
    async (_, endpoint, state, body) => {
      const existing = (await accounts())[state];
      const known = await writesOf(endpoint, body(existing));
      const unknown = await writesOf(endpoint, body(uniqueEmail('nobody')));
      expect(known).toEqual(unknown);
      expect(known.written).toEqual({
        users: 0,
        organisations: 0,
        emailTokens: 0,
        outboundMail: 0,
        auditEvents: 0,
        accountMailRequests: 1,
      });
    },
  );

  it('leaves the outcome to the worker: the link, the account and the audit entry', async () => {
    const { active, unverified } = await accounts();
    const newcomer = uniqueEmail('newcomer');
    const nobody = uniqueEmail('nobody');
    const mailsBefore = {
      active: await mailCountTo(app(), active),
      unverified: await mailCountTo(app(), unverified),
    };
    const ip = randomIp();
    await call(app(), accountsApi.forgotPassword, { body: { email: active }, ip });
    await call(app(), accountsApi.forgotPassword, { body: { email: nobody }, ip });
    await call(app(), accountsApi.resendVerification, { body: { email: unverified }, ip });
    await call(app(), accountsApi.signUp, { body: signUpBody(newcomer), ip });

    const { db } = app().database;
    const pending = await db.select().from(accountMailRequests);
    expect(pending.map((row) => row.kind).sort()).toEqual([
      'password_reset',
      'password_reset',
      'sign_up',
      'verification',
    ]);
    expect(await db.select().from(users).where(eq(users.email, newcomer))).toEqual([]);

    // Lists every mail; checked after the worker's pass inside it.
    expect(await mailCountTo(app(), active)).toBe(mailsBefore.active + 1);
    expect(await mailCountTo(app(), unverified)).toBe(mailsBefore.unverified + 1);
    expect(await mailCountTo(app(), newcomer)).toBe(1);
    expect(await mailCountTo(app(), nobody)).toBe(0);
    expect(await db.select().from(accountMailRequests)).toEqual([]);
    const [created] = await db.select().from(users).where(eq(users.email, newcomer));
    expect(created?.status).toBe('unverified');
    const audited = await db
      .select({ action: auditEvents.action, ip: auditEvents.ip })
      .from(auditEvents)
      .where(eq(auditEvents.targetId, String(created?.id)));
    expect(audited).toEqual([{ action: 'sign_up', ip }]);
  });

  it('does each request once when two server instances work at the same time', async () => {
    const emails = await Promise.all(
      Array.from({ length: 6 }, async () => (await createVerifiedUser(app())).email),
    );
    for (const email of emails) {
      await call(app(), accountsApi.forgotPassword, { body: { email }, ip: randomIp() });
    }
    const [a, b] = await Promise.all([
      app().jobs.drain('account mail'),
      second.jobs.drain('account mail'),
    ]);
    expect(a.done + b.done).toBe(6);
    for (const email of emails) expect(await mailCountTo(app(), email)).toBe(2);
  });
});
