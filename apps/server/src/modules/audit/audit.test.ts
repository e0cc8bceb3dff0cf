import { auditApi } from '@prakar/shared/api/audit';
import { profileApi } from '@prakar/shared/api/profile';
import type { ApiErrorBody } from '@prakar/shared/api-error';
import type { AuditAction, AuditEvent } from '@prakar/shared/audit';
import { istDay } from '@prakar/shared/ist-calendar';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { COUNT_LIMIT } from '#src/db/keyset.ts';
import { organisations, users } from '#src/db/schema.ts';
import { createVerifiedUser, randomIp, signIn, uniqueEmail } from '#test/accounts-helpers.ts';
import { PLATFORM_ADMIN, PLATFORM_ADMIN_ENV } from '#test/build-test-app.ts';
import { type CallInput, call } from '#test/call.ts';
import { placeOrder } from '#test/commerce-helpers.ts';
import { expectCsvDownload } from '#test/csv-rows.ts';
import { useTestApp } from '#test/use-test-app.ts';
import { as, signInPlatformAdmin } from '#test/users-helpers.ts';
import { recordAudit } from './audit-log.ts';

/** The machine's time moved on 400 days, so a file named by the wall clock would show. */
const LATER_MS = 400 * 24 * 60 * 60 * 1000;
const clock = { now: () => new Date(Date.now() + LATER_MS) };

const app = useTestApp({ env: PLATFORM_ADMIN_ENV, now: clock.now });

const db = () => app().database.db;

const get = <E extends typeof auditApi.list | typeof auditApi.export>(
  endpoint: E,
  query: string,
  cookie?: string,
) =>
  call(app(), endpoint, {
    query: Object.fromEntries(new URLSearchParams(query)),
    cookie,
    ip: randomIp(),
  } as CallInput<E>);

const list = (query: string, cookie: string) => get(auditApi.list, query, cookie);
const exportCsv = (query: string, cookie: string) => get(auditApi.export, query, cookie);

async function userRow(email: string) {
  const [row] = await db().select().from(users).where(eq(users.email, email));
  if (!row) throw new Error(`No user ${email}`);
  return row;
}

/** A new organisation's administrator, signed in: sign-up, confirmation and sign-in are audited. */
async function newAdmin() {
  const { email } = await createVerifiedUser(app());
  const { cookie } = await signIn(app(), email);
  const row = await userRow(email);
  // User management waits for a complete profile; set here, so no profile event joins the trail.
  await db()
    .update(organisations)
    .set({
      legalName: 'Kulkarni Textiles Pvt Ltd',
      pan: 'AAPFU0939F',
      stateCode: '27',
      pinCode: '411026',
    })
    .where(eq(organisations.id, row.organisationId));
  return { email, cookie, id: row.id, organisationId: row.organisationId };
}

/** Moves a new verified user into `organisationId` as a plain user (invitations stand aside). */
async function newMember(organisationId: string, email = uniqueEmail('member')) {
  await createVerifiedUser(app(), { email });
  await db()
    .update(users)
    .set({ role: 'org_user', organisationId, name: 'Ravi Menon' })
    .where(eq(users.email, email));
  return { email, id: (await userRow(email)).id };
}

async function record(
  organisationId: string,
  at: string,
  action: AuditAction,
  entry: { actorUserId?: number; targetUserId?: number; after?: unknown } = {},
) {
  await recordAudit(
    db(),
    new Date(at),
    { ip: '10.9.8.7', userAgent: 'test' },
    {
      action,
      organisationId,
      actorUserId: entry.actorUserId,
      targetType: entry.targetUserId === undefined ? undefined : 'user',
      targetId: entry.targetUserId === undefined ? undefined : String(entry.targetUserId),
      after: entry.after,
    },
  );
}

const eventsOf = (body: { events: AuditEvent[] }) => body.events;
const actorEmails = (events: AuditEvent[]) => new Set(events.map((event) => event.actor?.email));

describe('who may read the audit trail', () => {
  it("shows an administrator their own organisation's events and never another's", async () => {
    const admin = await newAdmin();
    const other = await newAdmin();
    const updated = await call(app(), profileApi.save, {
      body: { name: 'Asha K', mobile: '9820012345' },
      headers: { cookie: admin.cookie },
    });
    expect(updated.statusCode).toBe(200);

    const response = await list('', admin.cookie);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    // Two sign-ins: the confirmation link's, then the password's.
    expect(body).toMatchObject({ total: 5, pageSize: 25, nextCursor: null, previousCursor: null });
    expect(
      eventsOf(body)
        .map((event) => event.action)
        .sort(),
    ).toEqual(['email_verified', 'profile_updated', 'sign_in', 'sign_in', 'sign_up']);
    const times = eventsOf(body).map((event) => Date.parse(event.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(actorEmails(eventsOf(body))).toEqual(new Set([admin.email]));
    const [profile, signInEvent] = eventsOf(body);
    expect(profile).toMatchObject({
      actor: { name: 'Asha K', email: admin.email },
      targetUser: { name: 'Asha K', email: admin.email },
      orderNumber: null,
      planName: null,
      before: { user: { name: 'Asha Kulkarni' } },
      after: { user: { name: 'Asha K' } },
    });
    expect(profile?.ip).toEqual(expect.any(String));
    expect(Date.parse(profile?.at ?? '')).not.toBeNaN();
    expect(signInEvent).toMatchObject({ actor: { name: 'Asha K' }, targetUser: null });
    // The answer names people and things; no id of theirs reaches the browser.
    expect(JSON.stringify(body)).not.toContain(`"targetId"`);
    expect(profile?.actor).toEqual({ name: 'Asha K', email: admin.email });

    // Naming the other organisation changes nothing for an organisation's administrator.
    const sneaky = await list(`organisationId=${other.organisationId}`, admin.cookie);
    expect(sneaky.statusCode).toBe(200);
    expect(actorEmails(eventsOf(sneaky.json()))).toEqual(new Set([admin.email]));
    const sneakyCsv = await exportCsv(`organisationId=${other.organisationId}`, admin.cookie);
    expect(sneakyCsv.body).toContain(admin.email);
    expect(sneakyCsv.body).not.toContain(other.email);
  });

  it('refuses organisation users (403) and anonymous callers (401), for the list and the export', async () => {
    const admin = await newAdmin();
    const member = await newMember(admin.organisationId);
    const { cookie } = await signIn(app(), member.email);
    for (const endpoint of [auditApi.list, auditApi.export]) {
      const url = endpoint.path;
      const refused = await get(endpoint, '', cookie);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json<ApiErrorBody>().error.code, url).toBe('FORBIDDEN');
      const anonymous = await get(endpoint, '');
      expect(anonymous.statusCode, url).toBe(401);
      expect(anonymous.json<ApiErrorBody>().error.code, url).toBe('UNAUTHORIZED');
    }
  });

  it('waits, like the rest of user management, for a complete profile', async () => {
    const admin = await newAdmin();
    await db()
      .update(organisations)
      .set({ pan: null })
      .where(eq(organisations.id, admin.organisationId));
    const refused = await list('', admin.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<ApiErrorBody>().error.code).toBe('PROFILE_INCOMPLETE');
  });
});

describe('names instead of ids', () => {
  it('gives the order number and the plan name an event concerns, and a system event no actor', async () => {
    const admin = await newAdmin();
    await db().update(users).set({ name: 'Meera Nair' }).where(eq(users.id, admin.id));
    const order = await placeOrder({ call: as(app(), admin.cookie) });
    await recordAudit(
      db(),
      clock.now(),
      { ip: undefined, userAgent: undefined },
      {
        action: 'order_paid',
        organisationId: admin.organisationId,
        targetType: 'order',
        targetId: order.id,
        after: { paymentId: 'pay_1', method: 'upi', totalPaise: order.totalPaise },
      },
    );
    await recordAudit(
      db(),
      clock.now(),
      { ip: undefined, userAgent: undefined },
      {
        action: 'plan_updated',
        actorUserId: admin.id,
        organisationId: admin.organisationId,
        targetType: 'plan',
        targetId: 'EPOI_STARTER',
      },
    );

    const events = eventsOf((await list('', admin.cookie)).json());
    const byAction = (action: AuditAction) => events.find((event) => event.action === action);
    expect(byAction('order_placed')).toMatchObject({
      actor: { name: 'Meera Nair', email: admin.email },
      orderNumber: order.number,
      after: { totalPaise: order.totalPaise },
    });
    expect(byAction('order_paid')).toMatchObject({ actor: null, orderNumber: order.number });
    expect(byAction('plan_updated')).toMatchObject({
      planName: 'E-POI Starter',
      orderNumber: null,
    });
    expect(order.number).toMatch(/^ORD-\d{6}$/);

    const csv = (await exportCsv('', admin.cookie)).body;
    expect(csv).toContain(`,"Meera Nair placed order ${order.number} for ₹`);
    expect(csv).toContain(`"Order ${order.number} was paid (₹`);
  });
});

describe('filters', () => {
  it('narrows by action, by the actor or target user, and by days in IST, both ends included', async () => {
    const admin = await newAdmin();
    const member = await newMember(admin.organisationId, uniqueEmail('ravi'));
    const changed = { actorUserId: admin.id, targetUserId: member.id };
    // Either side of midnight IST on 31 March and on 30 April.
    await record(admin.organisationId, '2026-03-31T18:29:59.999Z', 'role_changed', changed);
    await record(admin.organisationId, '2026-03-31T18:30:00.000Z', 'user_invited', changed);
    await record(admin.organisationId, '2026-04-30T18:29:59.999Z', 'access_changed', changed);
    await record(admin.organisationId, '2026-04-30T18:30:00.000Z', 'user_deactivated', changed);

    const actions = async (query: string) => {
      const response = await list(query, admin.cookie);
      expect(response.statusCode, query).toBe(200);
      return eventsOf(response.json()).map((event) => event.action);
    };

    expect(await actions('from=2026-04-01&to=2026-04-30')).toEqual([
      'access_changed',
      'user_invited',
    ]);
    expect(await actions('from=2026-03-31&to=2026-03-31')).toEqual(['role_changed']);
    expect(await actions('from=2026-05-01')).toEqual(
      expect.arrayContaining(['user_deactivated', 'sign_in', 'email_verified', 'sign_up']),
    );
    expect(await actions('to=2026-03-31')).toEqual(['role_changed']);
    expect(await actions('action=sign_in')).toEqual(['sign_in', 'sign_in']);
    expect(await actions('action=password_reset')).toEqual([]);

    // The target user, by name or e-mail, in any case; the actor too.
    const targeted = ['user_deactivated', 'access_changed', 'user_invited', 'role_changed'];
    expect(await actions('user=RAVI+menon')).toEqual(targeted);
    expect(await actions(`user=${encodeURIComponent(member.email.toUpperCase())}`)).toEqual(
      targeted,
    );
    // Newest first: the sign-up, confirmation and both sign-ins (link, password) happened today.
    const byAdmin = await actions(`user=${encodeURIComponent(admin.email)}`);
    expect(byAdmin.slice(0, 4).sort()).toEqual(['email_verified', 'sign_in', 'sign_in', 'sign_up']);
    expect(byAdmin.slice(4)).toEqual(targeted);
    expect(await actions('user=ravi&action=role_changed&from=2026-03-01')).toEqual([
      'role_changed',
    ]);
    // Typed wildcards are letters to look for; blank text filters nothing.
    expect(await actions('user=%25')).toEqual([]);
    expect(await actions('user=_')).toEqual([]);
    expect(await actions('user=%20%20')).toHaveLength(8);
  });

  it('stops counting a long trail at 1,000 and says more match', async () => {
    const admin = await newAdmin();
    await db().execute(sql`
      insert into audit_events (at, organisation_id, action, after)
      select timestamp '2026-05-01 06:00:00+00' + make_interval(mins => n), ${admin.organisationId},
             'access_changed', jsonb_build_object('n', n)
      from generate_series(1, ${COUNT_LIMIT + 1}) as n`);
    const all = (await list('', admin.cookie)).json();
    expect(all).toMatchObject({ total: COUNT_LIMIT, totalIsLowerBound: true, pageSize: 25 });
    expect(all.events).toHaveLength(25);
    const some = (await list('action=sign_in', admin.cookie)).json();
    expect(some).toMatchObject({ totalIsLowerBound: false });
    expect(some.total).toBeLessThan(10);
  });

  it('pages newest first by cursor with the total, both ways, without overlaps', async () => {
    const admin = await newAdmin();
    for (let day = 1; day <= 30; day += 1) {
      const at = `2026-06-${String(day).padStart(2, '0')}T06:00:00.000Z`;
      await record(admin.organisationId, at, 'access_changed', { after: { day } });
    }
    // Two events of the same moment: the id keeps them apart.
    await record(admin.organisationId, '2026-06-15T06:00:00.000Z', 'access_changed', {
      after: { day: 15 },
    });
    const page = async (cursor?: string | null) => {
      const query = `action=access_changed&pageSize=10${cursor ? `&cursor=${cursor}` : ''}`;
      const response = await list(query, admin.cookie);
      expect(response.statusCode).toBe(200);
      return response.json();
    };
    const days = (answer: { events: AuditEvent[] }) =>
      answer.events.map((event) => (event.after as { day: number }).day);
    const first = await page();
    expect(first).toMatchObject({ total: 31, pageSize: 10, previousCursor: null });
    expect(days(first)).toEqual([30, 29, 28, 27, 26, 25, 24, 23, 22, 21]);
    const second = await page(first.nextCursor);
    expect(days(second)).toEqual([20, 19, 18, 17, 16, 15, 15, 14, 13, 12]);
    const third = await page(second.nextCursor);
    const fourth = await page(third.nextCursor);
    expect(days(fourth)).toEqual([1]);
    expect(fourth.nextCursor).toBeNull();
    expect(
      new Set([first, second, third, fourth].flatMap((p) => p.events.map((e: AuditEvent) => e.id)))
        .size,
    ).toBe(31);
    // Back from the last page gives the same pages again.
    const backThird = await page(fourth.previousCursor);
    expect(backThird.events).toEqual(third.events);
    const backSecond = await page(backThird.previousCursor);
    expect(backSecond.events).toEqual(second.events);
    expect((await page(backSecond.previousCursor)).previousCursor).toBeNull();
  });

  it('refuses bad values with VALIDATION_FAILED and says which field is wrong', async () => {
    const admin = await newAdmin();
    const cases = [
      ['action=nope', 'action', /./],
      ['pageSize=7', 'pageSize', /Choose 10, 25, 50 or 100/],
      ['cursor=not-a-cursor', 'cursor', /page link no longer fits/],
      ['cursor=%25%25', 'cursor', /page link no longer fits/],
      ['from=2026-05-01&to=2026-04-01', 'to', /end date is before the start date/],
      ['from=2026-13-01', 'from', /YYYY-MM-DD/],
      ['to=yesterday', 'to', /YYYY-MM-DD/],
      ['organisationId=acme', 'organisationId', /./],
      [`user=${'x'.repeat(101)}`, 'user', /./],
    ] as const;
    for (const [query, field, message] of cases) {
      for (const send of [list, exportCsv]) {
        const response = await send(query, admin.cookie);
        expect(response.statusCode, query).toBe(400);
        const { error } = response.json<ApiErrorBody>();
        expect(error.code, query).toBe('VALIDATION_FAILED');
        expect(error.fields?.[field], query).toMatch(message);
      }
    }
    // A field the endpoint does not know has no field of its own to point at.
    const unknown = await list('sort=name', admin.cookie);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<ApiErrorBody>().error).toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});

describe('CSV export', () => {
  it('holds the header and one line per event, in IST, with formulas neutralised', async () => {
    const admin = await newAdmin();
    await db().update(users).set({ name: '=HYPERLINK("x")' }).where(eq(users.id, admin.id));
    await record(admin.organisationId, '2026-03-31T18:30:00.000Z', 'role_changed', {
      actorUserId: admin.id,
      targetUserId: admin.id,
      after: { role: 'org_user' },
    });

    const response = await exportCsv('', admin.cookie);
    expectCsvDownload(response, `audit-trail-${istDay(clock.now())}.csv`);
    const lines = response.body.split('\r\n');
    expect(lines.at(-1)).toBe('');
    expect(lines[0]).toBe(
      '\uFEFFTime (IST),What happened,Action,Actor name,Actor e-mail,Target,IP address,Before,After',
    );
    const total = (await list('', admin.cookie)).json().total;
    expect(lines).toHaveLength(total + 2);
    expect(lines).toContain(
      `2026-04-01 00:00:00 IST,"'=HYPERLINK(""x"") changed =HYPERLINK(""x"")'s role to User",Role changed,"'=HYPERLINK(""x"")",${admin.email},"'=HYPERLINK(""x"") <${admin.email}>",10.9.8.7,,"{""role"":""org_user""}"`,
    );
    for (const line of lines.slice(1, -1)) {
      expect(line).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} IST,/);
      expect(line).not.toMatch(/(^|,)"?=/);
    }

    const filtered = await exportCsv('action=sign_up', admin.cookie);
    const signUps = filtered.body.split('\r\n').slice(1, -1);
    expect(signUps).toHaveLength(1);
    expect(signUps[0]).toContain(`,"'=HYPERLINK(""x"") signed up",Signed up,`);
  });
});

describe('platform administrators', () => {
  it('see every organisation, and can keep to one', async () => {
    const first = await newAdmin();
    const second = await newAdmin();
    const { cookie } = await signInPlatformAdmin(app());

    const everything = await list('pageSize=100', cookie);
    expect(everything.statusCode).toBe(200);
    const everyone = actorEmails(eventsOf(everything.json()));
    expect(everyone).toContain(first.email);
    expect(everyone).toContain(second.email);
    expect(everyone).toContain(PLATFORM_ADMIN.email);

    const one = await list(`organisationId=${first.organisationId}`, cookie);
    // Sign-up, confirmation, the confirmation link's sign-in and the password's.
    expect(one.json().total).toBe(4);
    expect(actorEmails(eventsOf(one.json()))).toEqual(new Set([first.email]));

    const csv = await exportCsv(`organisationId=${second.organisationId}`, cookie);
    expect(csv.body).toContain(second.email);
    expect(csv.body).not.toContain(first.email);

    // An organisation's administrator never sees the platform administrator's sign-in.
    const own = await list('pageSize=100', first.cookie);
    expect(actorEmails(eventsOf(own.json()))).toEqual(new Set([first.email]));
  });
});
