import { ACCESS_TOKEN_LIMIT } from '@prakar/shared/access-tokens';
import { accessTokensApi } from '@prakar/shared/api/access-tokens';
import { accountsApi } from '@prakar/shared/api/accounts';
import { catalogueApi } from '@prakar/shared/api/catalogue';
import type { EndpointDefinition } from '@prakar/shared/api/endpoint';
import { profileApi } from '@prakar/shared/api/profile';
import { refundsApi } from '@prakar/shared/api/refunds';
import { usersApi } from '@prakar/shared/api/users';
import type { ApiErrorBody } from '@prakar/shared/api-error';
import { SINGLE_LINE_MESSAGE } from '@prakar/shared/text';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { App } from '#src/app.ts';
import { auditEvents, personalAccessTokens } from '#src/db/schema.ts';
import { randomIp, signIn } from '#test/accounts-helpers.ts';
import { PLATFORM_ADMIN_ENV } from '#test/build-test-app.ts';
import { apiUrl, type CallArgs, type CallInput, call } from '#test/call.ts';
import { buildPaymentsApp } from '#test/commerce-helpers.ts';
import { paidOrder, requestRefund } from '#test/refund-helpers.ts';
import { useTestApp, useTestAppWithClock } from '#test/use-test-app.ts';
import {
  as,
  type Call,
  inviteAndJoin,
  newAdmin,
  signInPlatformAdmin,
} from '#test/users-helpers.ts';

const { app, clock } = useTestAppWithClock();

const DAY_MS = 86_400_000;

type Scope = 'read' | 'read_write';

/** Creates a token through the signed-in browser session; returns the secret and its row id. */
async function createToken(
  call: Call,
  scope: Scope = 'read_write',
  changes: Record<string, unknown> = {},
) {
  const response = await call(accessTokensApi.create, {
    body: {
      name: 'Payroll export',
      scope,
      expiresInDays: 90,
      ...changes,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  const body = response.json();
  return { token: body.token as string, id: body.accessToken.id as string, body };
}

/** A request with `Authorization: Bearer`, as an API client sends it (no cookie, no CSRF header). */
function withBearer(token: string, ip = randomIp(), server: () => App = app) {
  return <E extends EndpointDefinition>(endpoint: E, ...[input]: CallArgs<E>) =>
    call(server(), endpoint, {
      ...input,
      headers: { authorization: `Bearer ${token}` },
      ip,
      csrfHeader: false,
    } as CallInput<E>);
}

describe('personal access tokens', () => {
  it('are created, used as a bearer, show their last use, and stop working once revoked', async () => {
    const admin = await newAdmin(app());
    const { token, id, body } = await createToken(admin.call, 'read_write');
    expect(token).toMatch(/^prk_pat_[A-Za-z0-9_-]{43}$/);
    expect(body.accessToken).toMatchObject({
      name: 'Payroll export',
      scope: 'read_write',
      hint: `prk_pat_…${token.slice(-4)}`,
      lastUsedAt: null,
      expired: false,
      expiresAt: new Date(clock.now().getTime() + 90 * DAY_MS).toISOString(),
    });

    const ip = randomIp();
    const client = withBearer(token, ip);
    const profile = await client(profileApi.get);
    expect(profile.statusCode).toBe(200);
    expect(profile.json().user.email).toBe(admin.email);
    // It acts with its user's role: an administrator's token reaches user management.
    expect((await client(usersApi.list)).statusCode).toBe(200);

    const listed = (await admin.call(accessTokensApi.list)).json().tokens;
    expect(listed).toEqual([
      expect.objectContaining({ id, lastUsedAt: clock.now().toISOString(), lastUsedIp: ip }),
    ]);
    expect(JSON.stringify(listed)).not.toContain(token);

    expect((await admin.call(accessTokensApi.revoke, { params: { id } })).statusCode).toBe(204);
    expect((await client(profileApi.get)).statusCode).toBe(401);
    expect((await admin.call(accessTokensApi.list)).json().tokens).toEqual([]);

    const audit = await app()
      .database.db.select({ action: auditEvents.action, after: auditEvents.after })
      .from(auditEvents)
      .where(and(eq(auditEvents.actorUserId, admin.id), eq(auditEvents.targetId, id)));
    expect(audit.map((event) => event.action).sort()).toEqual([
      'access_token_created',
      'access_token_revoked',
    ]);
  });

  it('records the last use at most every 30 seconds', async () => {
    const admin = await newAdmin(app());
    const { token, id } = await createToken(admin.call, 'read');
    const lastUse = async () =>
      (await admin.call(accessTokensApi.list))
        .json()
        .tokens.find((row: { id: string }) => row.id === id)?.lastUsedAt;
    const first = clock.now().toISOString();
    await withBearer(token)(profileApi.get);
    clock.advance(10_000);
    await withBearer(token)(profileApi.get);
    expect(await lastUse()).toBe(first);
    clock.advance(20_000);
    await withBearer(token)(profileApi.get);
    expect(await lastUse()).toBe(clock.now().toISOString());
  });

  it('keeps only a hash: the database row does not hold the token', async () => {
    const admin = await newAdmin(app());
    const { token, id } = await createToken(admin.call);
    const [row] = await app()
      .database.db.select()
      .from(personalAccessTokens)
      .where(eq(personalAccessTokens.id, id));
    expect(JSON.stringify(row)).not.toContain(token.slice('prk_pat_'.length, -4));
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses anything but reads from a read-only token', async () => {
    const admin = await newAdmin(app());
    const { token } = await createToken(admin.call, 'read');
    const client = withBearer(token);
    expect((await client(profileApi.get)).statusCode).toBe(200);
    const head = await app().inject({
      method: 'HEAD',
      url: apiUrl(profileApi.get),
      headers: { authorization: `Bearer ${token}` },
      remoteAddress: randomIp(),
    });
    expect(head.statusCode).toBe(200);
    const write = await client(profileApi.save, {
      body: {
        name: 'Asha K',
        mobile: '9820012345',
      },
    });
    expect(write.statusCode).toBe(403);
    expect(write.json<ApiErrorBody>().error).toMatchObject({ code: 'TOKEN_READ_ONLY' });
    expect(write.json<ApiErrorBody>().error.message).toContain('read-only');
  });

  it('lets a read-and-write token make changes, with no CSRF header', async () => {
    const admin = await newAdmin(app());
    const { token } = await createToken(admin.call, 'read_write');
    const saved = await withBearer(token)(profileApi.save, {
      body: { name: 'Asha K', mobile: '9820012345' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().user.name).toBe('Asha K');
  });

  it('cannot create, list or revoke tokens, change the password, or end sessions', async () => {
    const admin = await newAdmin(app());
    const { token, id } = await createToken(admin.call, 'read_write');
    const client = withBearer(token);
    const refused = [
      await client(accessTokensApi.list),
      await client(accessTokensApi.create, {
        body: { name: 'Another', scope: 'read', expiresInDays: 30 },
      }),
      await client(accessTokensApi.revoke, { params: { id } }),
      await client(accountsApi.changePassword, {
        body: {
          currentPassword: 'monsoon-ledger-47-quietly',
          newPassword: 'another-ledger-58-loudly',
          confirmPassword: 'another-ledger-58-loudly',
        },
      }),
      await client(profileApi.revokeOtherSessions),
      await client(accountsApi.logout),
    ];
    expect(
      refused.map((response) => [response.statusCode, response.json<ApiErrorBody>().error.code]),
    ).toEqual(refused.map(() => [403, 'SESSION_REQUIRED']));
    // The browser session it came from is untouched, and so is the token.
    expect((await admin.call(accountsApi.validateSession)).statusCode).toBe(200);
    expect((await client(profileApi.get)).statusCode).toBe(200);
  });

  it("lists a session without marking any as the token's own", async () => {
    const admin = await newAdmin(app());
    const { token } = await createToken(admin.call, 'read');
    const sessions = await withBearer(token)(profileApi.sessions);
    expect(sessions.statusCode).toBe(200);
    expect(sessions.json().sessions.length).toBeGreaterThan(0);
    expect(sessions.json().sessions.every((row: { current: boolean }) => !row.current)).toBe(true);
  });

  it("neither lists nor revokes another user's token", async () => {
    const owner = await newAdmin(app());
    const other = await newAdmin(app(), 'Menon Traders');
    const { token, id } = await createToken(owner.call);
    expect((await other.call(accessTokensApi.list)).json().tokens).toEqual([]);
    const revoke = await other.call(accessTokensApi.revoke, { params: { id } });
    expect(revoke.statusCode).toBe(404);
    expect(revoke.json<ApiErrorBody>().error.code).toBe('NOT_FOUND');
    expect((await withBearer(token)(profileApi.get)).statusCode).toBe(200);
  });

  it('stops working when it expires by the server clock, and shows as expired', async () => {
    const admin = await newAdmin(app());
    const { token, id } = await createToken(admin.call, 'read', { expiresInDays: 30 });
    const client = withBearer(token);
    clock.advance(30 * DAY_MS - 60_000);
    expect((await client(profileApi.get)).statusCode).toBe(200);
    clock.advance(60_000);
    expect((await client(profileApi.get)).statusCode).toBe(401);
    // The browser session idled out meanwhile: sign in again to look at the list.
    const { cookie } = await signIn(app(), admin.email);
    const session = await as(app(), cookie)(accessTokensApi.list);
    expect(session.json().tokens).toEqual([expect.objectContaining({ id, expired: true })]);
  });

  it('stops working while its user is deactivated by an administrator', async () => {
    const admin = await newAdmin(app());
    const member = await inviteAndJoin(app(), admin);
    const { token } = await createToken(member.call, 'read');
    const client = withBearer(token);
    expect((await client(profileApi.get)).statusCode).toBe(200);
    const deactivated = await admin.call(usersApi.deactivate, { params: { id: member.id } });
    expect(deactivated.statusCode).toBe(200);
    expect((await client(profileApi.get)).statusCode).toBe(401);
  });

  it('validates the name, scope and lifetime next to their fields', async () => {
    const admin = await newAdmin(app());
    const response = await admin.call(accessTokensApi.create, {
      body: {
        name: ' '.repeat(3),
        scope: 'admin',
        expiresInDays: 7,
      },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json<ApiErrorBody>().error.fields ?? {}).sort()).toEqual([
      'expiresInDays',
      'name',
      'scope',
    ]);
    const tooLong = await admin.call(accessTokensApi.create, {
      body: {
        name: 'x'.repeat(61),
        scope: 'read',
        expiresInDays: 30,
      },
    });
    expect(tooLong.json<ApiErrorBody>().error.fields).toEqual({
      name: expect.stringContaining('60'),
    });
    const hidden = await admin.call(accessTokensApi.create, {
      body: { name: 'Deploy\u0007bot', scope: 'read', expiresInDays: 30 },
    });
    expect(hidden.statusCode).toBe(400);
    expect(hidden.json<ApiErrorBody>().error.fields).toEqual({ name: SINGLE_LINE_MESSAGE });
  });

  it(`holds at most ${ACCESS_TOKEN_LIMIT} live tokens per user`, async () => {
    const admin = await newAdmin(app());
    const created = [];
    for (let index = 0; index < ACCESS_TOKEN_LIMIT; index += 1) {
      created.push(await createToken(admin.call, 'read', { name: `Token ${index}` }));
    }
    const over = await admin.call(accessTokensApi.create, {
      body: {
        name: 'One more',
        scope: 'read',
        expiresInDays: 30,
      },
    });
    expect(over.statusCode).toBe(409);
    expect(over.json<ApiErrorBody>().error.code).toBe('ACCESS_TOKEN_LIMIT');
    await admin.call(accessTokensApi.revoke, { params: { id: created[0]?.id ?? '' } });
    await createToken(admin.call, 'read', { name: 'One more' });
  });

  it(`keeps to ${ACCESS_TOKEN_LIMIT} when many are asked for at the same moment`, async () => {
    const admin = await newAdmin(app());
    const asked = ACCESS_TOKEN_LIMIT + 5;
    const answers = await Promise.all(
      Array.from({ length: asked }, (_, index) =>
        admin.call(accessTokensApi.create, {
          body: { name: `Token ${index}`, scope: 'read', expiresInDays: 30 },
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(ACCESS_TOKEN_LIMIT);
    expect(statuses.filter((status) => status === 409)).toHaveLength(asked - ACCESS_TOKEN_LIMIT);
    const listed = await admin.call(accessTokensApi.list);
    expect(listed.json().tokens).toHaveLength(ACCESS_TOKEN_LIMIT);
  });

  it('needs a signed-in user', async () => {
    const response = await call(app(), accessTokensApi.list);
    expect(response.statusCode).toBe(401);
  });
});

describe('a staff member’s read-and-write token', () => {
  const firm = useTestApp({ env: PLATFORM_ADMIN_ENV }, buildPaymentsApp);

  it('keeps the back office’s records but cannot refund or change a price, which the session can', async () => {
    const staff = await signInPlatformAdmin(firm());
    const customer = await newAdmin(firm());
    const { order, paymentId, reference } = await paidOrder(firm(), customer, [
      { planCode: 'EFORM16_500', quantity: 1 },
    ]);
    const { token } = await createToken(staff.call, 'read_write');
    const client = withBearer(token, randomIp(), firm);
    expect((await client(refundsApi.list, { params: { reference } })).statusCode).toBe(200);

    const refused = [
      await client(refundsApi.create, {
        params: { reference },
        body: {
          paymentId,
          amount: String(order.totalPaise / 100),
          reason: 'Bought by mistake',
          speed: 'normal',
          idempotencyKey: crypto.randomUUID(),
        },
      }),
      await client(refundsApi.preview, {
        params: { reference },
        body: { paymentId, amount: String(order.totalPaise / 100) },
      }),
      await client(catalogueApi.updatePlan, {
        params: { code: 'EFORM16_2500' },
        body: { price: '1', isAvailable: true },
      }),
      await client(catalogueApi.addPlan, {
        params: { code: 'EFORM16' },
        body: {
          name: 'Token tier',
          description: 'Priced by a script.',
          price: '1',
          limit: '9',
          isAvailable: true,
        },
      }),
    ];
    for (const response of refused) {
      expect(response.statusCode).toBe(403);
      expect(response.json<ApiErrorBody>().error).toEqual({
        code: 'SESSION_REQUIRED',
        message:
          'Refunds and price changes need a staff member signed in to the portal: an access token cannot make them.',
      });
    }

    const refund = await requestRefund(staff, reference, {
      paymentId,
      amount: String(order.totalPaise / 100),
    });
    expect(refund.statusCode, refund.body).toBe(201);
    const price = await staff.call(catalogueApi.updatePlan, {
      params: { code: 'EFORM16_2500' },
      body: { price: '29,999', isAvailable: true },
    });
    expect(price.statusCode, price.body).toBe(200);
  });
});
