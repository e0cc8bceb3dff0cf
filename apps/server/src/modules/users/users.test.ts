import { accessControlApi } from '@prakar/shared/api/access-control';
import { accountsApi } from '@prakar/shared/api/accounts';
import { backOfficeHomeApi } from '@prakar/shared/api/back-office-home';
import type { EndpointDefinition } from '@prakar/shared/api/endpoint';
import { invitationsApi } from '@prakar/shared/api/invitations';
import { profileApi } from '@prakar/shared/api/profile';
import { usersApi } from '@prakar/shared/api/users';
import type { ApiErrorBody } from '@prakar/shared/api-error';
import { AUTH_ERROR_CODES } from '@prakar/shared/auth-error-codes';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents, users } from '#src/db/schema.ts';
import { PLATFORM_ORGANISATION_NAME } from '#src/modules/accounts/platform-admin.ts';
import {
  lastMailTo,
  STRONG_PASSWORD,
  sessionTokenFrom,
  signIn,
  uniqueEmail,
} from '#test/accounts-helpers.ts';
import { PLATFORM_ADMIN_ENV } from '#test/build-test-app.ts';
import { type CallInput, call } from '#test/call.ts';
import { useTestApp } from '#test/use-test-app.ts';
import {
  as,
  invitationToken,
  inviteAndJoin,
  newAdmin,
  signInPlatformAdmin,
} from '#test/users-helpers.ts';
import {
  LAST_ADMIN_MESSAGE,
  OTHER_ORGANISATION_MESSAGE,
  SELF_CHANGE_MESSAGE,
  STAFF_ONLY_MESSAGE,
} from './users-service.ts';

const app = useTestApp({ env: PLATFORM_ADMIN_ENV });

async function auditActions(targetId: number) {
  const rows = await app()
    .database.db.select({ action: auditEvents.action })
    .from(auditEvents)
    .where(and(eq(auditEvents.targetType, 'user'), eq(auditEvents.targetId, String(targetId))));
  return rows.map((row) => row.action);
}

describe('invitations', () => {
  it('invite → e-mailed link → accept → sign in, with every step audited', async () => {
    const admin = await newAdmin(app(), 'Sahyadri Auto Components');
    const email = uniqueEmail('invitee');
    const invited = await admin.call(usersApi.invite, {
      body: {
        email: email.toUpperCase(),
        role: 'org_user',
      },
    });
    expect(invited.statusCode).toBe(201);
    expect(invited.json()).toMatchObject({ email, role: 'org_user', status: 'invited' });

    const mail = await lastMailTo(app(), email);
    expect(mail?.subject).toContain('invited you to Sahyadri Auto Components');
    expect(mail?.text).toMatch(/\/sign-up\?invite=/);
    expect(mail?.text).toContain('expires in 7 days');

    // Not a member yet: no password, so signing in fails like a wrong password.
    const early = await call(app(), accountsApi.login, {
      body: {
        email,
        password: STRONG_PASSWORD,
      },
    });
    expect(early.statusCode).toBe(401);

    const token = await invitationToken(app(), email);
    const details = await call(app(), invitationsApi.details, { query: { token } });
    expect(details.statusCode).toBe(200);
    expect(details.json()).toMatchObject({
      email,
      invitedBy: 'Asha Kulkarni',
      organisationName: 'Sahyadri Auto Components',
      role: 'org_user',
    });

    const accept = (password = STRONG_PASSWORD) =>
      call(app(), invitationsApi.accept, {
        body: {
          token,
          name: 'Ravi Menon',
          mobile: '+91 98765 43210',
          password,
          confirmPassword: password,
        },
      });
    const weak = await accept('password');
    expect(weak.statusCode).toBe(400);
    expect(weak.json<ApiErrorBody>().error.fields?.password).toMatch(/too common/);
    const accepted = await accept();
    expect(accepted.statusCode).toBe(200);
    const again = await accept();
    expect(again.statusCode).toBe(400);
    expect(again.json<ApiErrorBody>().error.code).toBe(AUTH_ERROR_CODES.tokenUsed);

    // Accepting signs the new member in, as a confirmation link does: their session is live.
    const sessionToken = sessionTokenFrom(accepted.headers['set-cookie']);
    expect(sessionToken).toBeTruthy();
    expect(accepted.json().user).toMatchObject({ Name: 'Ravi Menon', RoleId: 3 });
    const own = await as(app(), `prakar_session=${sessionToken}`)(profileApi.get);
    expect(own.statusCode).toBe(200);

    const session = await signIn(app(), email);
    expect(session.user).toMatchObject({
      Name: 'Ravi Menon',
      RoleId: 3,
      IsAdmin: false,
      Apps: ['EPOI', 'SMART_TDS', 'EFORM16'],
      Permissions: ['manage:profile:own'],
    });
    expect(await auditActions(invited.json().id)).toEqual(
      expect.arrayContaining(['user_invited', 'invitation_accepted']),
    );
  });

  it('invites an address once when two administrators invite it at the same moment', async () => {
    const admin = await newAdmin(app());
    const otherAdmin = await inviteAndJoin(app(), admin, 'org_admin');
    const email = uniqueEmail('wanted');
    const answers = await Promise.all(
      [admin, otherAdmin].map((inviter) =>
        inviter.call(usersApi.invite, { body: { email, role: 'org_user' } }),
      ),
    );
    // One invitation and one refusal, as one after the other: never a 500 on PostgreSQL.
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409);
    expect(refused?.json<ApiErrorBody>().error.fields).toEqual({
      email: 'This e-mail address already has an account.',
    });
    expect(await app().database.db.select().from(users).where(eq(users.email, email))).toHaveLength(
      1,
    );
  });

  it('refuses an address that already has an account, and a role that is not on offer', async () => {
    const admin = await newAdmin(app());
    const taken = await admin.call(usersApi.invite, {
      body: {
        email: admin.email,
        role: 'org_user',
      },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json<ApiErrorBody>().error.fields?.email).toBe(
      'This e-mail address already has an account.',
    );
    for (const body of [
      { email: uniqueEmail(), role: 'owner' },
      { email: uniqueEmail(), role: 'org_user', isAdmin: true },
      { email: 'not-an-address', role: 'org_user' },
    ]) {
      const refused = await admin.call(usersApi.invite, { body });
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json<ApiErrorBody>().error.code).toBe('VALIDATION_FAILED');
    }
  });

  it('refuses, with a clear 403, an invitation naming another organisation', async () => {
    const admin = await newAdmin(app(), 'Konkan Spices');
    const other = await newAdmin(app(), 'Deccan Looms');
    const theirs = (await other.call(usersApi.list)).json().users[0]?.organisationId;
    const email = uniqueEmail('moved');
    const response = await admin.call(usersApi.invite, {
      body: {
        email,
        role: 'org_user',
        organisationId: theirs,
      },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json<ApiErrorBody>().error).toMatchObject({
      code: 'FORBIDDEN',
      message: OTHER_ORGANISATION_MESSAGE,
    });
    const [created] = await app().database.db.select().from(users).where(eq(users.email, email));
    expect(created).toBeUndefined();
    // Naming one's own organisation is allowed, as is naming none.
    const mine = (await admin.call(usersApi.list)).json().users[0]?.organisationId;
    const own = await admin.call(usersApi.invite, {
      body: {
        email,
        role: 'org_user',
        organisationId: mine,
      },
    });
    expect(own.statusCode).toBe(201);
  });

  it('resending replaces the link; revoking withdraws the invitation', async () => {
    const admin = await newAdmin(app());
    const email = uniqueEmail('invitee');
    const invited = await admin.call(usersApi.invite, {
      body: {
        email,
        role: 'org_admin',
      },
    });
    const { id } = invited.json();
    const first = await invitationToken(app(), email);
    expect((await admin.call(usersApi.resendInvitation, { params: { id } })).statusCode).toBe(204);
    const second = await invitationToken(app(), email);
    expect(second).not.toBe(first);
    const stale = await call(app(), invitationsApi.details, { query: { token: first } });
    expect(stale.json<ApiErrorBody>().error.code).toBe(AUTH_ERROR_CODES.tokenUsed);

    expect((await admin.call(usersApi.revokeInvitation, { params: { id } })).statusCode).toBe(204);
    const gone = await call(app(), invitationsApi.details, { query: { token: second } });
    expect(gone.statusCode).toBe(400);
    const list = await admin.call(usersApi.list, { query: { search: email } });
    expect(list.json().total).toBe(0);
    expect(await auditActions(id)).toEqual(
      expect.arrayContaining(['user_invited', 'invitation_resent', 'invitation_revoked']),
    );
  });
});

describe('staff', () => {
  it('a platform administrator invites a member of staff, who joins the firm and reaches the back office', async () => {
    const platform = await signInPlatformAdmin(app());
    const email = uniqueEmail('staff');
    const invited = await platform.call(usersApi.invite, {
      body: { email, role: 'platform_admin' },
    });
    expect(invited.statusCode, invited.body).toBe(201);
    expect(invited.json()).toMatchObject({
      email,
      role: 'platform_admin',
      status: 'invited',
      organisationName: PLATFORM_ORGANISATION_NAME,
    });
    const mail = await lastMailTo(app(), email);
    expect(mail?.text).toContain('as a member of its staff');
    const token = await invitationToken(app(), email);
    const details = await call(app(), invitationsApi.details, { query: { token } });
    expect(details.json()).toMatchObject({ role: 'platform_admin' });

    const member = await inviteAndJoin(app(), platform, 'platform_admin', undefined, 'Kavita Rao');
    const session = await member.call(accountsApi.session);
    expect(session.json().user).toMatchObject({ Name: 'Kavita Rao', RoleId: 1 });
    expect((await member.call(backOfficeHomeApi.workWaiting)).statusCode).toBe(200);
    const [audit] = await app()
      .database.db.select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.action, 'user_invited'), eq(auditEvents.targetId, String(member.id))),
      );
    expect(audit).toMatchObject({
      actorUserId: platform.id,
      after: { email: member.email, role: 'platform_admin' },
    });
  });

  it('staff join the firm only as staff, and the firm takes no customer’s users', async () => {
    const platform = await signInPlatformAdmin(app());
    const firm = platform.organisationId;
    const customer = await newAdmin(app(), 'Malabar Cashews');
    const refusals = [
      [
        {
          email: uniqueEmail(),
          role: 'platform_admin',
          organisationId: customer.organisationId,
        },
        400,
      ],
      [{ email: uniqueEmail(), role: 'org_user', organisationId: firm }, 400],
    ] as const;
    for (const [body, status] of refusals) {
      const refused = await platform.call(usersApi.invite, { body });
      expect(refused.statusCode, JSON.stringify(body)).toBe(status);
      expect(refused.json<ApiErrorBody>().error.fields?.organisationId).toBeDefined();
    }
  });

  it('a customer’s administrator can neither invite staff nor reach the back office', async () => {
    const admin = await newAdmin(app(), 'Nilgiri Estates');
    const email = uniqueEmail('would-be-staff');
    const refused = await admin.call(usersApi.invite, { body: { email, role: 'platform_admin' } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json<ApiErrorBody>().error).toMatchObject({
      code: 'FORBIDDEN',
      message: STAFF_ONLY_MESSAGE,
    });
    expect(await app().database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    expect((await admin.call(backOfficeHomeApi.workWaiting)).statusCode).toBe(403);
  });
});

describe('the users list', () => {
  it('searches, filters, sorts and pages within the organisation only', async () => {
    const admin = await newAdmin(app(), 'Malabar Coir Works');
    const other = await newAdmin(app(), 'Deccan Spice Traders');
    for (const name of ['zeta', 'alpha', 'mu']) {
      await admin.call(usersApi.invite, {
        body: {
          email: uniqueEmail(`coir-${name}`),
          role: 'org_user',
        },
      });
    }
    const all = await admin.call(usersApi.list, {
      query: { sort: 'email', order: 'desc', pageSize: '10' },
    });
    expect(all.statusCode).toBe(200);
    const body = all.json();
    expect(body.total).toBe(4);
    expect(
      body.users.every(
        (u: { organisationName: string }) => u.organisationName === 'Malabar Coir Works',
      ),
    ).toBe(true);
    const emails = body.users.map((u: { email: string }) => u.email);
    expect(emails).toEqual([...emails].sort().reverse());
    expect(body.users.find((u: { email: string }) => u.email === admin.email)?.isSelf).toBe(true);

    expect(body).toMatchObject({ nextCursor: null, previousCursor: null });
    const invited = await admin.call(usersApi.list, {
      query: { status: 'invited', search: 'COIR-ALPHA' },
    });
    expect(invited.json().users.map((u: { email: string }) => u.email)).toEqual([
      expect.stringMatching(/^coir-alpha\./),
    ]);
    // Wildcards typed into the search are plain characters.
    expect((await admin.call(usersApi.list, { query: { search: '%' } })).json().total).toBe(0);

    // Naming another organisation changes nothing for an organisation's administrator.
    const otherOrganisation = (await other.call(usersApi.list)).json().users[0]?.organisationId;
    const sneaky = await admin.call(usersApi.list, {
      query: { organisationId: otherOrganisation },
    });
    expect(sneaky.json().total).toBe(4);
  });

  it('rejects bad queries with field messages', async () => {
    const admin = await newAdmin(app());
    for (const query of ['pageSize=7', 'sort=password', 'page=0', 'status=gone', 'role=x']) {
      const response = await admin.call(usersApi.list, {
        query: Object.fromEntries(new URLSearchParams(query)),
      });
      expect(response.statusCode, query).toBe(400);
      expect(response.json<ApiErrorBody>().error.code).toBe('VALIDATION_FAILED');
    }
  });

  it('pages by cursor in every order, both ways, never repeating or skipping a user', async () => {
    const admin = await newAdmin(app(), 'Konkan Cashew Exports');
    const organisationId = (await admin.call(usersApi.list)).json().users[0]?.organisationId ?? '';
    // Same names, roles and sign-in times over and over: the id has to break the ties.
    await app()
      .database.db.insert(users)
      .values(
        Array.from({ length: 24 }, (_, index) => ({
          email: uniqueEmail(`cashew-${index}`),
          name: `Cashew ${index % 3}`,
          role: index % 4 === 0 ? ('org_admin' as const) : ('org_user' as const),
          status: index % 2 === 0 ? ('active' as const) : ('invited' as const),
          organisationId,
          lastSignInAt: index % 3 === 0 ? null : new Date(Date.UTC(2026, 10, 1 + (index % 5))),
        })),
      );
    for (const sort of ['name', 'email', 'role', 'status', 'lastSignInAt']) {
      for (const order of ['asc', 'desc']) {
        const view = `sort=${sort}&order=${order}`;
        const read = async (cursor: string | null) =>
          (
            await admin.call(usersApi.list, { query: { sort, order, pageSize: 10, cursor } })
          ).json();
        const ids = (answer: { users: { id: number }[] }) => answer.users.map((u) => u.id);
        const whole = ids(
          (await admin.call(usersApi.list, { query: { sort, order, pageSize: 100 } })).json(),
        );
        expect(whole, view).toHaveLength(25);
        let last = await read(null);
        const pages = [last];
        while (last.nextCursor) {
          last = await read(last.nextCursor);
          pages.push(last);
        }
        expect(pages.flatMap(ids), view).toEqual(whole);
        expect(
          pages.map((page) => page.total),
          view,
        ).toEqual([25, 25, 25]);
        const back = [last];
        while (last.previousCursor) {
          last = await read(last.previousCursor);
          back.unshift(last);
        }
        expect(back.map(ids), view).toEqual(pages.map(ids));
      }
    }
    // A cursor belongs to its order: with another, it is refused, not misread.
    const byName = (await admin.call(usersApi.list, { query: { pageSize: '10' } })).json();
    const mixed = await admin.call(usersApi.list, {
      query: { sort: 'lastSignInAt', pageSize: '10', cursor: byName.nextCursor },
    });
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json<ApiErrorBody>().error.fields?.cursor).toMatch(/page link no longer fits/);
    const broken = await admin.call(usersApi.list, { query: { cursor: 'eyJub3BlIjp0cnVlfQ' } });
    expect(broken.statusCode).toBe(400);
    expect(broken.json<ApiErrorBody>().error.fields?.cursor).toMatch(/page link no longer fits/);
  });

  it('finds short searches at the start of a name or e-mail, longer ones anywhere', async () => {
    const admin = await newAdmin(app(), 'Nilgiri Tea Estates');
    for (const name of ['om', 'tomas']) {
      await admin.call(usersApi.invite, {
        body: {
          email: uniqueEmail(name),
          role: 'org_user',
        },
      });
    }
    const emails = async (search: string) =>
      (await admin.call(usersApi.list, { query: { search } }))
        .json()
        .users.map((u: { email: string }) => u.email.split('.')[0]);
    expect(await emails('om')).toEqual(['om']);
    expect(await emails('OM')).toEqual(['om']);
    expect(await emails('oma')).toEqual(['tomas']);
  });

  it('waits for a complete profile', async () => {
    const admin = await newAdmin(app());
    // A fresh administrator whose profile is not complete yet.
    await app().database.db.update(users).set({ mobile: null }).where(eq(users.email, admin.email));
    const refused = await admin.call(usersApi.list);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<ApiErrorBody>().error.code).toBe(AUTH_ERROR_CODES.profileIncomplete);
  });
});

describe('roles and status', () => {
  it('changes roles, keeps one active administrator, and never lets a user change themselves', async () => {
    const admin = await newAdmin(app());
    const second = await inviteAndJoin(app(), admin, 'org_admin');
    const member = await inviteAndJoin(app(), admin, 'org_user');

    const self = await admin.call(usersApi.changeRole, {
      params: { id: admin.id },
      body: {
        role: 'org_user',
      },
    });
    expect(self.statusCode).toBe(403);
    expect(self.json<ApiErrorBody>().error.message).toBe(SELF_CHANGE_MESSAGE);
    expect((await admin.call(usersApi.deactivate, { params: { id: admin.id } })).statusCode).toBe(
      403,
    );

    const promoted = await admin.call(usersApi.changeRole, {
      params: { id: member.id },
      body: {
        role: 'org_admin',
      },
    });
    expect(promoted.json()).toMatchObject({ role: 'org_admin' });
    const demoted = await admin.call(usersApi.changeRole, {
      params: { id: second.id },
      body: {
        role: 'org_user',
      },
    });
    expect(demoted.statusCode).toBe(200);
    // A user who is no longer an administrator can no longer manage users.
    expect((await second.call(usersApi.list)).statusCode).toBe(403);
    expect(await auditActions(second.id)).toContain('role_changed');

    // The firm's staff can reach the last administrator, and are stopped there.
    const staff = await signInPlatformAdmin(app());
    await staff.call(usersApi.deactivate, { params: { id: member.id } });
    const last = await staff.call(usersApi.changeRole, {
      params: { id: admin.id },
      body: {
        role: 'org_user',
      },
    });
    expect(last.statusCode).toBe(409);
    expect(last.json<ApiErrorBody>().error.message).toBe(LAST_ADMIN_MESSAGE);
    expect((await staff.call(usersApi.deactivate, { params: { id: admin.id } })).statusCode).toBe(
      409,
    );
  });

  it('deactivation ends the user’s sessions at once; reactivation lets them back', async () => {
    const admin = await newAdmin(app());
    const member = await inviteAndJoin(app(), admin);
    expect((await member.call(profileApi.get)).statusCode).toBe(200);

    const off = await admin.call(usersApi.deactivate, { params: { id: member.id } });
    expect(off.json()).toMatchObject({ status: 'deactivated' });
    expect((await member.call(profileApi.get)).statusCode).toBe(401);
    const refused = await call(app(), accountsApi.login, {
      body: {
        email: member.email,
        password: STRONG_PASSWORD,
      },
    });
    expect(refused.json<ApiErrorBody>().error.code).toBe(AUTH_ERROR_CODES.accountDeactivated);

    const on = await admin.call(usersApi.reactivate, { params: { id: member.id } });
    expect(on.json()).toMatchObject({ status: 'active' });
    expect((await signIn(app(), member.email)).response.statusCode).toBe(200);
    expect(await auditActions(member.id)).toEqual(
      expect.arrayContaining(['user_deactivated', 'user_reactivated']),
    );
  });

  it('sends a password reset link to an active user', async () => {
    const admin = await newAdmin(app());
    const member = await inviteAndJoin(app(), admin);
    const sent = await admin.call(usersApi.sendPasswordReset, { params: { id: member.id } });
    expect(sent.statusCode).toBe(204);
    expect((await lastMailTo(app(), member.email))?.text).toMatch(/\/reset-password\?token=/);
    expect(await auditActions(member.id)).toContain('password_reset_sent');
  });
});

describe('permissions are enforced by the server', () => {
  const memberRoutes = (id: number): [EndpointDefinition, CallInput<EndpointDefinition>][] => [
    [usersApi.list, {}],
    [usersApi.invite, { body: { email: uniqueEmail(), role: 'org_user' } }],
    [usersApi.resendInvitation, { params: { id } }],
    [usersApi.revokeInvitation, { params: { id } }],
    [usersApi.changeRole, { params: { id }, body: { role: 'org_admin' } }],
    [usersApi.deactivate, { params: { id } }],
    [usersApi.reactivate, { params: { id } }],
    [usersApi.sendPasswordReset, { params: { id } }],
    [accessControlApi.matrix, {}],
    [accessControlApi.save, { body: { changes: [{ userId: id, item: 'EPOI', allowed: false }] } }],
  ];
  const label = (endpoint: EndpointDefinition) => `${endpoint.method} /api${endpoint.path}`;

  it('an organisation user gets 403 everywhere, even with bad input; anonymous gets 401', async () => {
    const admin = await newAdmin(app());
    const member = await inviteAndJoin(app(), admin);
    for (const [endpoint, input] of memberRoutes(admin.id)) {
      const response = await member.call(endpoint, input);
      expect(response.statusCode, label(endpoint)).toBe(403);
      const anonymous = await as(app(), '')(endpoint, input);
      expect(anonymous.statusCode, label(endpoint)).toBe(401);
    }
    expect(
      (await member.call(usersApi.changeRole, { params: { id: admin.id }, body: { role: 'x' } }))
        .statusCode,
    ).toBe(403);
    expect((await admin.call(usersApi.organisations)).statusCode).toBe(403);
  });

  it('an administrator of one organisation gets 404 for another’s users and changes nothing', async () => {
    const mine = await newAdmin(app(), 'Konkan Fisheries Cooperative');
    const theirs = await newAdmin(app(), 'Nilgiri Tea Estates');
    const victim = await inviteAndJoin(app(), theirs);
    for (const [endpoint, input] of memberRoutes(victim.id).filter(
      ([endpoint]) => endpoint.path.includes('/:id/') || endpoint.method === 'PUT',
    )) {
      const response = await mine.call(endpoint, input);
      expect(response.statusCode, label(endpoint)).toBe(404);
      expect(response.json<ApiErrorBody>().error.message).toBe('We could not find that user.');
    }
    const [row] = await app().database.db.select().from(users).where(eq(users.id, victim.id));
    expect(row).toMatchObject({ role: 'org_user', status: 'active' });
    expect((await victim.call(profileApi.get)).statusCode).toBe(200);
  });

  it('platform administrators see every organisation and can filter by one', async () => {
    const admin = await newAdmin(app(), 'Vidarbha Cotton Mills');
    const staff = await signInPlatformAdmin(app());
    const organisations = (await staff.call(usersApi.organisations)).json().organisations as {
      id: string;
      name: string;
    }[];
    const cotton = organisations.find((o) => o.name === 'Vidarbha Cotton Mills');
    expect(cotton).toBeDefined();
    const everyone = (await staff.call(usersApi.list, { query: { pageSize: '100' } })).json();
    expect(
      new Set(everyone.users.map((u: { organisationId: string }) => u.organisationId)).size,
    ).toBeGreaterThan(2);
    const filtered = (
      await staff.call(usersApi.list, { query: { organisationId: cotton?.id } })
    ).json();
    expect(filtered.users.map((u: { email: string }) => u.email)).toEqual([admin.email]);
    // Inviting needs the organisation named.
    const unnamed = await staff.call(usersApi.invite, {
      body: {
        email: uniqueEmail(),
        role: 'org_user',
      },
    });
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json<ApiErrorBody>().error.fields?.organisationId).toBeDefined();
    const named = await staff.call(usersApi.invite, {
      body: {
        email: uniqueEmail(),
        role: 'org_user',
        organisationId: cotton?.id,
      },
    });
    expect(named.json()).toMatchObject({ organisationName: 'Vidarbha Cotton Mills' });
  });
});

describe('access control', () => {
  it('shows role defaults and the user’s own changes, saved in one transaction', async () => {
    const admin = await newAdmin(app());
    const member = await inviteAndJoin(app(), admin);
    const matrix = (await admin.call(accessControlApi.matrix)).json();
    const row = matrix.users.find((u: { id: number }) => u.id === member.id);
    expect(row?.defaults).toEqual(row?.access);
    expect(row?.access).toMatchObject({ EPOI: true, 'manage:users:org': false });
    expect(matrix.users.find((u: { id: number }) => u.id === admin.id)?.editable).toBe(false);

    const saved = await admin.call(accessControlApi.save, {
      body: {
        changes: [
          { userId: member.id, item: 'EFORM16', allowed: false },
          { userId: member.id, item: 'view:transactions:org', allowed: true },
          { userId: member.id, item: 'manage:users:org', allowed: true },
        ],
      },
    });
    expect(saved.statusCode).toBe(204);
    const changed = (await admin.call(accessControlApi.matrix)).json();
    const changedRow = changed.users.find((u: { id: number }) => u.id === member.id);
    expect(changedRow?.access).toMatchObject({ EFORM16: false, 'manage:users:org': true });
    expect(changedRow?.defaults).toMatchObject({ EFORM16: true, 'manage:users:org': false });

    // The member's session now carries the new access, and the sibling apps hear of it.
    const session = (await member.call(accountsApi.session)).json().user;
    expect(session?.Apps).toEqual(['EPOI', 'SMART_TDS']);
    expect(session?.Permissions).toEqual(
      expect.arrayContaining(['manage:users:org', 'view:transactions:org']),
    );
    const validated = (await member.call(accountsApi.validateSession)).json();
    expect(validated.appAccess).toEqual(['EPOI', 'SMART_TDS']);
    // The granted power is real: the member can now list the users.
    expect((await member.call(usersApi.list)).statusCode).toBe(200);
    expect(await auditActions(member.id)).toContain('access_changed');

    // Back to the default: the override disappears.
    await admin.call(accessControlApi.save, {
      body: {
        changes: [{ userId: member.id, item: 'EFORM16', allowed: true }],
      },
    });
    const after = (await admin.call(accessControlApi.matrix)).json();
    expect(after.users.find((u: { id: number }) => u.id === member.id)?.access.EFORM16).toBe(true);
  });

  it('saves nothing when any change is refused', async () => {
    const admin = await newAdmin(app());
    const member = await inviteAndJoin(app(), admin);
    const stranger = await newAdmin(app(), 'Somewhere Else');
    const refused = await admin.call(accessControlApi.save, {
      body: {
        changes: [
          { userId: member.id, item: 'SMART_TDS', allowed: false },
          { userId: stranger.id, item: 'EPOI', allowed: false },
        ],
      },
    });
    expect(refused.statusCode).toBe(404);
    const matrix = (await admin.call(accessControlApi.matrix)).json();
    expect(matrix.users.find((u: { id: number }) => u.id === member.id)?.access.SMART_TDS).toBe(
      true,
    );

    const own = await admin.call(accessControlApi.save, {
      body: {
        changes: [{ userId: admin.id, item: 'purchase:org', allowed: true }],
      },
    });
    expect(own.statusCode).toBe(403);
    for (const changes of [[], [{ userId: member.id, item: 'delete:everything', allowed: true }]]) {
      const bad = await admin.call(accessControlApi.save, { body: { changes } });
      expect(bad.statusCode).toBe(400);
    }
  });

  it('never takes user management from an organisation’s last active administrator', async () => {
    const admin = await newAdmin(app());
    const staff = await signInPlatformAdmin(app());
    const refused = await staff.call(accessControlApi.save, {
      body: {
        changes: [{ userId: admin.id, item: 'manage:users:org', allowed: false }],
      },
    });
    expect(refused.statusCode).toBe(409);
  });
});
