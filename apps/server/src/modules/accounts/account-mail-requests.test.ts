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
  post,
  randomIp,
  signUpBody,
  uniqueEmail,
} from '#test/accounts-helpers.ts';
import { buildSecondInstance, buildTestApp, type TestApp } from '#test/build-test-app.ts';

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
async function writesOf(route: string, body: object) {
  const before = await rowCounts();
  const response = await post(app(), `/api/Authentication/${route}`, body, { ip: randomIp() });
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
  await post(app(), '/api/Authentication/SignUp', signUpBody(unverified), { ip: randomIp() });
  await app().jobs.drain('account mail');
  return { active, unverified };
}

describe('account mail requests', () => {
  it.each([
    ['ForgotPassword', 'active', (email: string) => ({ email })],
    ['ResendVerification', 'unverified', (email: string) => ({ email })],
    ['SignUp', 'active', (email: string) => signUpBody(email)],
  ] as const)(
    '%s writes the same one row whether or not the address has an account',
    async (route, state, body) => {
      const existing = (await accounts())[state];
      const known = await writesOf(route, body(existing));
      const unknown = await writesOf(route, body(uniqueEmail('nobody')));
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
    await post(app(), '/api/Authentication/ForgotPassword', { email: active }, { ip });
    await post(app(), '/api/Authentication/ForgotPassword', { email: nobody }, { ip });
    await post(app(), '/api/Authentication/ResendVerification', { email: unverified }, { ip });
    await post(app(), '/api/Authentication/SignUp', signUpBody(newcomer), { ip });

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
      await post(app(), '/api/Authentication/ForgotPassword', { email }, { ip: randomIp() });
    }
    const [a, b] = await Promise.all([
      app().jobs.drain('account mail'),
      second.jobs.drain('account mail'),
    ]);
    expect(a.done + b.done).toBe(6);
    for (const email of emails) expect(await mailCountTo(app(), email)).toBe(2);
  });
});
