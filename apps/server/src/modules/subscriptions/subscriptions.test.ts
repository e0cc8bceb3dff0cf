import { accessControlApi } from '@prakar/shared/api/access-control';
import { subscriptionsApi } from '@prakar/shared/api/subscriptions';
import { usersApi } from '@prakar/shared/api/users';
import type { ApiErrorBody } from '@prakar/shared/api-error';
import type { CartItem } from '@prakar/shared/cart';
import { addDays, istDay } from '@prakar/shared/ist-calendar';
import { and, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { outboundMail, subscriptions } from '#src/db/schema.ts';
import { createVerifiedUser, STRONG_PASSWORD, signIn } from '#test/accounts-helpers.ts';
import { PLATFORM_ADMIN_ENV } from '#test/build-test-app.ts';
import { call } from '#test/call.ts';
import {
  buildPaymentsApp,
  payThroughGateway,
  placeOrder,
  setWebhooks,
} from '#test/commerce-helpers.ts';
import { useTestAppWithClock } from '#test/use-test-app.ts';
import {
  as,
  type Call,
  inviteAndJoin,
  newAdmin,
  signInPlatformAdmin,
} from '#test/users-helpers.ts';

const TODAY = '2026-04-01';
const EPOI_APP_URL = 'https://epoi.apps.example.in/launch';

const { clock, app } = useTestAppWithClock(
  {
    // 00:30 on 1 April in India, still 31 March in UTC: subscriptions start on the Indian day.
    start: new Date('2026-03-31T19:00:00.000Z'),
    env: { ...PLATFORM_ADMIN_ENV, EPOI_APP_URL },
  },
  buildPaymentsApp,
);
let platform: Call;

beforeAll(async () => {
  // Only the browser's return settles payments here, so nothing arrives later by webhook.
  await setWebhooks(app(), { mode: 'drop' });
  platform = (await signInPlatformAdmin(app())).call;
});

const db = () => app().database.db;

/** Places an order for `items` and pays it by card; the subscriptions are granted on return. */
async function buy(buyer: { call: Call }, items: CartItem[]) {
  const order = await placeOrder(buyer, items);
  await payThroughGateway(app(), buyer, order.id);
  return order;
}

async function listSubscriptions(call: Call, query: Record<string, unknown> = {}) {
  const response = await call(subscriptionsApi.list, { query });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().subscriptions as {
    organisationId: string;
    productCode: string;
    planCode: string;
    status: string;
    daysLeft: number;
    endsOn: string;
    terms: unknown[];
  }[];
}

interface App {
  code: string;
  allowed: boolean;
  subscription: { planName: string; status: string; daysLeft: number; endsOn: string } | null;
  launchUrl: string | null;
  canPurchase: boolean;
}

async function myApps(call: Call) {
  const response = await call(subscriptionsApi.myApps);
  expect(response.statusCode, response.body).toBe(200);
  const { apps } = response.json() as { apps: App[] };
  return { apps, epoi: apps.find((item) => item.code === 'EPOI') };
}

async function setEndsOn(organisationId: string, productCode: string, endsOn: string) {
  const rows = await db()
    .update(subscriptions)
    .set({ endsOn })
    .where(
      and(
        eq(subscriptions.organisationId, organisationId),
        eq(subscriptions.productCode, productCode),
      ),
    )
    .returning();
  expect(rows).toHaveLength(1);
}

describe('GET /api/Transactions/Subscriptions', () => {
  it('shows a paid plan as one active subscription from today (IST) to a year less a day', async () => {
    const buyer = await newAdmin(app(), 'Kulkarni Textiles');
    expect(await listSubscriptions(buyer.call)).toEqual([]);
    await buy(buyer, [{ planCode: 'EPOI_STARTER', quantity: 1 }]);
    expect(await listSubscriptions(buyer.call)).toEqual([
      {
        id: expect.any(String),
        organisationId: buyer.organisationId,
        organisationName: 'Kulkarni Textiles',
        productCode: 'EPOI',
        productName: 'E-POI',
        planCode: 'EPOI_STARTER',
        planName: 'Starter',
        limitUnit: 'employees',
        seats: 250,
        startsOn: TODAY,
        endsOn: '2027-03-31',
        status: 'active',
        daysLeft: 365,
        terms: [
          {
            planCode: 'EPOI_STARTER',
            planName: 'Starter',
            seats: 250,
            startsOn: TODAY,
            endsOn: '2027-03-31',
          },
        ],
      },
    ]);
  });

  it('refuses an organisation user without the manage subscription power', async () => {
    const admin = await newAdmin(app());
    const member = await inviteAndJoin(app(), admin);
    const response = await member.call(subscriptionsApi.list);
    expect(response.statusCode).toBe(403);
  });

  it('keeps an organisation administrator to their own organisation', async () => {
    const first = await newAdmin(app(), 'First Works');
    const second = await newAdmin(app(), 'Second Works');
    await buy(first, [{ planCode: 'EFORM16_500', quantity: 1 }]);
    await buy(second, [{ planCode: 'SMART_TDS_5', quantity: 1 }]);
    const secondId = second.organisationId;
    const asked = await listSubscriptions(first.call, { organisationId: secondId });
    expect(asked.map((item) => item.planCode)).toEqual(['EFORM16_500']);
  });

  it('shows the platform administrator every organisation, or the one asked for', async () => {
    const one = await newAdmin(app(), 'Alpha Traders');
    const two = await newAdmin(app(), 'Beta Traders');
    await buy(one, [{ planCode: 'SMART_TDS_SINGLE', quantity: 1 }]);
    await buy(two, [
      { planCode: 'EPOI_GROWTH', quantity: 1 },
      { planCode: 'EFORM16_2500', quantity: 1 },
    ]);
    const [oneId, twoId] = [one.organisationId, two.organisationId];

    const all = await listSubscriptions(platform);
    const organisations = new Set(all.map((item) => item.organisationId));
    expect(organisations).toContain(oneId);
    expect(organisations).toContain(twoId);

    const filtered = await listSubscriptions(platform, { organisationId: twoId });
    expect(filtered.map((item) => [item.organisationId, item.planCode])).toEqual([
      [twoId, 'EPOI_GROWTH'],
      [twoId, 'EFORM16_2500'],
    ]);
  });

  it('waits for a complete profile, and asks an anonymous caller to sign in', async () => {
    const { email } = await createVerifiedUser(app());
    const incomplete = as(app(), (await signIn(app(), email)).cookie);
    const response = await incomplete(subscriptionsApi.list);
    expect(response.statusCode).toBe(403);
    expect(response.json<ApiErrorBody>().error.code).toBe('PROFILE_INCOMPLETE');
    expect((await as(app(), '')(subscriptionsApi.list)).statusCode).toBe(401);
  });
});

describe('GET /api/Dashboard/MyApps', () => {
  it('lists the three apps with nothing to launch before anything is bought', async () => {
    const buyer = await newAdmin(app());
    const { apps } = await myApps(buyer.call);
    expect(apps.map((item) => item.code)).toEqual(['EPOI', 'SMART_TDS', 'EFORM16']);
    for (const item of apps) {
      expect(item).toMatchObject({
        allowed: true,
        subscription: null,
        launchUrl: null,
        canPurchase: true,
      });
    }
  });

  it('launches a paid app at the configured address', async () => {
    const buyer = await newAdmin(app());
    await buy(buyer, [{ planCode: 'EPOI_STARTER', quantity: 1 }]);
    const { apps, epoi } = await myApps(buyer.call);
    expect(epoi).toMatchObject({
      allowed: true,
      subscription: {
        planCode: 'EPOI_STARTER',
        planName: 'Starter',
        status: 'active',
        endsOn: '2027-03-31',
        daysLeft: 365,
      },
      launchUrl: EPOI_APP_URL,
    });
    expect(apps.filter((item) => item.code !== 'EPOI').map((item) => item.launchUrl)).toEqual([
      null,
      null,
    ]);
  });

  it('offers no launch to a member whose access to the app was withdrawn', async () => {
    const admin = await newAdmin(app());
    await buy(admin, [{ planCode: 'EPOI_STARTER', quantity: 1 }]);
    const member = await inviteAndJoin(app(), admin);
    const before = await myApps(member.call);
    expect(before.epoi).toMatchObject({ allowed: true, launchUrl: EPOI_APP_URL });
    expect(before.apps.every((item) => item.canPurchase === false)).toBe(true);
    const launched = await member.call(subscriptionsApi.launch, { params: { code: 'EPOI' } });
    expect(launched.statusCode).toBe(200);
    expect(launched.json()).toEqual({ url: EPOI_APP_URL });

    const withdrawn = await admin.call(accessControlApi.save, {
      body: {
        changes: [{ userId: member.id, item: 'EPOI', allowed: false }],
      },
    });
    expect(withdrawn.statusCode).toBe(204);
    const after = await myApps(member.call);
    expect(after.epoi).toMatchObject({
      allowed: false,
      launchUrl: null,
      subscription: { status: 'active' },
    });
    // Launch asks again at the moment of opening, so a page drawn before the change cannot open it.
    const refused = await member.call(subscriptionsApi.launch, { params: { code: 'EPOI' } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json<ApiErrorBody>().error).toMatchObject({
      code: 'FORBIDDEN',
      message: expect.stringContaining('not given you access to E-POI'),
    });
    // The administrator keeps theirs.
    expect((await myApps(admin.call)).epoi?.launchUrl).toBe(EPOI_APP_URL);
  });

  it('refuses to launch an app without a live subscription, or one that does not exist', async () => {
    const buyer = await newAdmin(app());
    const none = await buyer.call(subscriptionsApi.launch, { params: { code: 'SMART_TDS' } });
    expect(none.statusCode).toBe(409);
    expect(none.json<ApiErrorBody>().error.message).toContain(
      'no active subscription to Smart TDS',
    );
    await buy(buyer, [{ planCode: 'EPOI_STARTER', quantity: 1 }]);
    await setEndsOn(buyer.organisationId, 'EPOI', addDays(TODAY, -1));
    expect(
      (await buyer.call(subscriptionsApi.launch, { params: { code: 'EPOI' } })).statusCode,
    ).toBe(409);
    const unknown = await buyer.call(subscriptionsApi.launch, { params: { code: 'NOPE' } });
    expect(unknown.statusCode).toBe(400);
    const anonymous = await call(app(), subscriptionsApi.launch, {
      params: { code: 'EPOI' },
      headers: { 'x-requested-with': 'fetch' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('shows an expired subscription as expired, with nothing to launch', async () => {
    const buyer = await newAdmin(app());
    await buy(buyer, [{ planCode: 'EPOI_STARTER', quantity: 1 }]);
    await setEndsOn(buyer.organisationId, 'EPOI', addDays(TODAY, -1));
    const { epoi } = await myApps(buyer.call);
    expect(epoi).toMatchObject({
      subscription: { status: 'expired', daysLeft: 0, endsOn: addDays(TODAY, -1) },
      launchUrl: null,
    });
    const [listed] = await listSubscriptions(buyer.call);
    expect(listed).toMatchObject({ status: 'expired', daysLeft: 0 });
  });

  it('counts a subscription ending today as live for its last day', async () => {
    const buyer = await newAdmin(app());
    await buy(buyer, [{ planCode: 'EPOI_STARTER', quantity: 1 }]);
    await setEndsOn(buyer.organisationId, 'EPOI', TODAY);
    const { epoi } = await myApps(buyer.call);
    expect(epoi).toMatchObject({
      subscription: { status: 'active', daysLeft: 1 },
      launchUrl: EPOI_APP_URL,
    });
  });

  it('waits for a complete profile', async () => {
    const { email } = await createVerifiedUser(app());
    const incomplete = as(app(), (await signIn(app(), email)).cookie);
    const response = await incomplete(subscriptionsApi.myApps);
    expect(response.statusCode).toBe(403);
    expect(response.json<ApiErrorBody>().error.code).toBe('PROFILE_INCOMPLETE');
  });
});

describe('expiry reminders', () => {
  // Earlier tests leave subscriptions ending today; their reminders go first, so each test here
  // counts only its own.
  beforeAll(async () => {
    await app().jobs.runOnce('subscription reminders');
  });

  async function remindersTo(email: string) {
    return db()
      .select()
      .from(outboundMail)
      .where(and(eq(outboundMail.to, email), like(outboundMail.subject, '% ends %')));
  }

  it('mails each active administrator once per reminder, 30, 7 and 1 days before the end', async () => {
    const admin = await newAdmin(app(), 'Reminder Works');
    const second = await inviteAndJoin(app(), admin, 'org_admin');
    const gone = await inviteAndJoin(app(), admin, 'org_admin');
    const member = await inviteAndJoin(app(), admin, 'org_user');
    const deactivated = await admin.call(usersApi.deactivate, { params: { id: gone.id } });
    expect(deactivated.statusCode).toBe(200);

    await buy(admin, [
      { planCode: 'EPOI_STARTER', quantity: 1 },
      { planCode: 'SMART_TDS_5', quantity: 1 },
      { planCode: 'EFORM16_500', quantity: 1 },
    ]);
    const { organisationId } = admin;
    const today = istDay(clock.now());
    await setEndsOn(organisationId, 'EPOI', addDays(today, 30));
    await setEndsOn(organisationId, 'SMART_TDS', addDays(today, 7));
    await setEndsOn(organisationId, 'EFORM16', addDays(today, 1));

    // Another organisation's subscription ending in 45 days is not due a reminder yet.
    const later = await newAdmin(app(), 'Later Works');
    await buy(later, [{ planCode: 'EPOI_GROWTH', quantity: 1 }]);
    await setEndsOn(later.organisationId, 'EPOI', addDays(today, 45));

    expect(await app().jobs.runOnce('subscription reminders')).toBe(3);
    for (const email of [admin.email, second.email]) {
      const subjects = (await remindersTo(email)).map((mail) => mail.subject).sort();
      expect(subjects).toEqual([
        'E-Form16 for Reminder Works ends tomorrow',
        'E-POI for Reminder Works ends in 30 days',
        'Smart TDS for Reminder Works ends in 7 days',
      ]);
    }
    expect(await remindersTo(gone.email)).toEqual([]);
    expect(await remindersTo(member.email)).toEqual([]);
    expect(await remindersTo(later.email)).toEqual([]);

    // Running again, as every server does every hour, sends nothing more.
    expect(await app().jobs.runOnce('subscription reminders')).toBe(0);
    expect(await remindersTo(admin.email)).toHaveLength(3);
    expect(await remindersTo(second.email)).toHaveLength(3);
  });

  it('links the reminder to the cart with the plan to renew', async () => {
    const admin = await newAdmin(app(), 'Renewal Works');
    await buy(admin, [{ planCode: 'SMART_TDS_25', quantity: 1 }]);
    await setEndsOn(admin.organisationId, 'SMART_TDS', addDays(istDay(clock.now()), 7));
    expect(await app().jobs.runOnce('subscription reminders')).toBe(1);
    const [mail] = await remindersTo(admin.email);
    expect(mail?.text).toContain(`${app().config.publicUrl}/add-cart?plan=SMART_TDS_25`);
    expect(mail?.html).toContain('/add-cart?plan=SMART_TDS_25');
  });
});

/** Last, because it moves the clock a year for the whole app. */
describe('a subscription over time', () => {
  it('is live through its last day in India and expired the day after', async () => {
    const buyer = await newAdmin(app(), 'Yearly Works');
    await buy(buyer, [{ planCode: 'EPOI_STARTER', quantity: 1 }]);
    const [bought] = await listSubscriptions(buyer.call);
    expect(bought).toMatchObject({ startsOn: TODAY, endsOn: '2027-03-31' });

    // 23:30 on 31 March 2027 in India. Sessions have long gone idle: sign in again.
    clock.advance(new Date('2027-03-31T18:00:00.000Z').getTime() - clock.now().getTime());
    let call = as(app(), (await signIn(app(), buyer.email, STRONG_PASSWORD)).cookie);
    expect((await listSubscriptions(call))[0]).toMatchObject({ status: 'active', daysLeft: 1 });
    expect((await myApps(call)).epoi?.launchUrl).toBe(EPOI_APP_URL);

    // 00:30 on 1 April 2027 in India, though still 31 March in UTC.
    clock.advance(60 * 60_000);
    call = as(app(), (await signIn(app(), buyer.email, STRONG_PASSWORD)).cookie);
    expect((await listSubscriptions(call))[0]).toMatchObject({ status: 'expired', daysLeft: 0 });
    expect((await myApps(call)).epoi).toMatchObject({
      subscription: { status: 'expired' },
      launchUrl: null,
    });
  });

  it('keeps the plan in force until its term ends, and a plan bought on top of it follows', async () => {
    // 00:30 on 1 April 2027 in India, whatever the tests before this one did with the clock.
    clock.advance(new Date('2027-03-31T19:00:00.000Z').getTime() - clock.now().getTime());
    const buyer = await newAdmin(app(), 'Upgrade Works');
    await buy(buyer, [{ planCode: 'EPOI_ENTERPRISE', quantity: 1 }]);
    await buy(buyer, [{ planCode: 'EPOI_GROWTH', quantity: 1 }]);
    const enterprise = {
      planCode: 'EPOI_ENTERPRISE',
      planName: 'Enterprise',
      seats: 5000,
      startsOn: '2027-04-01',
      endsOn: '2028-03-31',
    };
    const growth = {
      planCode: 'EPOI_GROWTH',
      planName: 'Growth',
      seats: 1000,
      startsOn: '2028-04-01',
      endsOn: '2029-03-31',
    };
    expect(await listSubscriptions(buyer.call)).toMatchObject([
      {
        planCode: 'EPOI_ENTERPRISE',
        planName: 'Enterprise',
        seats: 5000,
        startsOn: '2027-04-01',
        endsOn: '2029-03-31',
        terms: [enterprise, growth],
      },
    ]);
    expect((await myApps(buyer.call)).epoi?.subscription).toMatchObject({
      planName: 'Enterprise',
    });
    // Buying Growth again lengthens its term.
    await buy(buyer, [{ planCode: 'EPOI_GROWTH', quantity: 1 }]);
    expect((await listSubscriptions(buyer.call))[0]?.terms).toEqual([
      enterprise,
      { ...growth, endsOn: '2030-03-31' },
    ]);

    // 00:30 on 1 April 2028 in India: Enterprise has ended, Growth is in force.
    clock.advance(new Date('2028-03-31T19:00:00.000Z').getTime() - clock.now().getTime());
    const call = as(app(), (await signIn(app(), buyer.email, STRONG_PASSWORD)).cookie);
    expect(await listSubscriptions(call)).toMatchObject([
      {
        planCode: 'EPOI_GROWTH',
        planName: 'Growth',
        seats: 1000,
        endsOn: '2030-03-31',
        status: 'active',
        terms: [{ ...growth, endsOn: '2030-03-31' }],
      },
    ]);
    expect((await myApps(call)).epoi?.subscription).toMatchObject({ planName: 'Growth' });
  });
});
