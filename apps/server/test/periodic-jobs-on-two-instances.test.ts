import { accountsApi } from '@prakar/shared/api/accounts';
import { addDays, istDay } from '@prakar/shared/ist-calendar';
import { and, count, eq, inArray, like, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents, orders, outboundMail, subscriptions } from '#src/db/schema.ts';
import { CLEAN_UP_BATCH } from '#src/modules/housekeeping/clean-up.ts';
import { PLATFORM_ADMIN_ENV } from '#test/build-test-app.ts';
import { payThroughGateway, placeOrder, useTwoPaymentsInstances } from '#test/commerce-helpers.ts';
import { openMatter } from '#test/matters-helpers.ts';
import { addStaffMember, newAdmin, signInPlatformAdmin } from '#test/users-helpers.ts';

const ENV = { ORDER_EXPIRY_DAYS: '2', ...PLATFORM_ADMIN_ENV };
// Both listening, so each instance's built-in test gateway answers its payment client.
const apps = useTwoPaymentsInstances({ env: ENV, listenBoth: true });

describe('periodic jobs on two server instances at once', () => {
  it('expires each order exactly once, with one audit entry, whichever instance gets it', async () => {
    const admin = await newAdmin(apps.first.app);
    // Placed one after another: what runs at once here is the expiry, not the ordering.
    const placed = [];
    for (let order = 0; order < 30; order += 1) placed.push(await placeOrder(admin));
    const ids = placed.map((order) => order.id);
    // ORDER_EXPIRY_DAYS sets the time an order is open.
    const [one] = placed;
    expect(Date.parse(one?.payBy ?? '') - Date.parse(one?.createdAt ?? '')).toBe(2 * 86_400_000);

    const { db } = apps.first.app.database;
    await db
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(inArray(orders.id, ids));
    const [a, b] = await Promise.all([
      apps.first.app.jobs.runOnce('unpaid order expiry'),
      apps.second.jobs.runOnce('unpaid order expiry'),
    ]);
    expect(a + b).toBe(30);

    const [expired] = await db
      .select({ n: count() })
      .from(orders)
      .where(and(inArray(orders.id, ids), eq(orders.status, 'expired')));
    expect(expired?.n).toBe(30);
    const [audited] = await db
      .select({ n: count() })
      .from(auditEvents)
      .where(and(inArray(auditEvents.targetId, ids), eq(auditEvents.action, 'order_expired')));
    expect(audited?.n).toBe(30);
  });

  it('asks the gateway about each due order once, whichever instance claims it', async () => {
    const admin = await newAdmin(apps.first.app);
    const placed = await Promise.all(Array.from({ length: 12 }, () => placeOrder(admin)));
    const ids = placed.map((order) => order.id);
    const { db } = apps.first.app.database;
    // Gateway orders neither instance's gateway knows: each question is counted as a refusal.
    for (const [index, id] of ids.entries()) {
      await db
        .update(orders)
        .set({
          gatewayOrderId: `order_TwoInstances${String(index).padStart(2, '0')}`,
          checkedAt: null,
        })
        .where(eq(orders.id, id));
    }
    const [a, b] = await Promise.all([
      apps.first.app.jobs.runOnce('payment reconciliation'),
      apps.second.jobs.runOnce('payment reconciliation'),
    ]);
    expect(a + b).toBe(12);
    const rows = await db
      .select({ refusals: orders.gatewayRefusals })
      .from(orders)
      .where(inArray(orders.id, ids));
    expect(rows.map((row) => row.refusals)).toEqual(Array(12).fill(1));
  });

  it('sends a subscription’s expiry reminder once, however many instances run the job', async () => {
    const admin = await newAdmin(apps.first.app, 'Reminded Twice Works');
    const order = await placeOrder(admin, [{ planCode: 'EPOI_STARTER', quantity: 1 }]);
    await payThroughGateway(apps.first.app, admin, order.id);
    const { db } = apps.first.app.database;
    const session = await admin.call(accountsApi.session);
    const ending = await db
      .update(subscriptions)
      .set({ endsOn: addDays(istDay(new Date()), 7) })
      .where(eq(subscriptions.organisationId, session.json().user?.OrganisationId ?? ''))
      .returning();
    expect(ending).toHaveLength(1);

    await Promise.all([
      apps.first.app.jobs.runOnce('subscription reminders'),
      apps.second.jobs.runOnce('subscription reminders'),
    ]);
    const reminders = await db
      .select()
      .from(outboundMail)
      .where(and(eq(outboundMail.to, admin.email), like(outboundMail.subject, '% ends %')));
    expect(reminders).toHaveLength(1);
  });

  it('sends each reminder of a matter’s dates once, however many instances run the job', async () => {
    const staff = await signInPlatformAdmin(apps.first.app);
    const assignee = await addStaffMember(apps.first.app, 'Reminded Once');
    const client = await newAdmin(apps.first.app, 'Matters Reminded Works');
    const { organisationId } = client;
    const today = istDay(new Date());
    const opened = [];
    for (let matter = 0; matter < 6; matter += 1) {
      opened.push(
        await openMatter(staff, organisationId, {
          kind: 'scrutiny_143_2',
          servedOn: today,
          dateInNotice: addDays(today, 7),
          assigneeId: assignee.id,
        }),
      );
    }

    const [a, b] = await Promise.all([
      apps.first.app.jobs.runOnce('matter reminders'),
      apps.second.jobs.runOnce('matter reminders'),
    ]);
    expect(a + b).toBe(12);
    const { db } = apps.first.app.database;
    for (const { number } of opened) {
      for (const email of [assignee.email, client.email]) {
        const mails = await db
          .select({ subject: outboundMail.subject })
          .from(outboundMail)
          .where(and(eq(outboundMail.to, email), like(outboundMail.subject, `${number}:%`)));
        expect(mails.map((mail) => mail.subject)).toEqual([
          `${number}: statutory due date in 7 days`,
        ]);
      }
    }
  });

  it('deletes each due session, e-mailed link and rate-limit counter once, the instances sharing the rows', async () => {
    const admin = await newAdmin(apps.first.app, 'Cleaned Up Twice Works');
    // Several batches of each, ended long enough ago for every grace period.
    const due = 2 * CLEAN_UP_BATCH + 500;
    const ended = sql`${new Date(Date.now() - 60 * 86_400_000).toISOString()}::timestamptz`;
    const { db } = apps.first.app.database;
    await db.execute(sql`
      insert into sessions (token_hash, user_id, created_at, last_seen_at, expires_at)
      select 'ended-' || g, ${admin.id}, ${ended}, ${ended}, ${ended}
      from generate_series(1, ${due}) g`);
    await db.execute(sql`
      insert into email_tokens (user_id, purpose, token_hash, expires_at, used_at, created_at)
      select ${admin.id}, 'reset_password', 'used-' || g, ${ended}, ${ended}, ${ended}
      from generate_series(1, ${due}) g`);
    await db.execute(sql`
      insert into rate_limit_buckets (key, window_start, count)
      select 'spent:' || g, ${ended}, 1 from generate_series(1, ${due}) g`);

    const [a, b] = await Promise.all([
      apps.first.app.jobs.runOnce('clean-up'),
      apps.second.jobs.runOnce('clean-up'),
    ]);
    expect(a.sessions + b.sessions).toBe(due);
    expect(a.emailLinks + b.emailLinks).toBe(due);
    expect(a.rateLimitCounters + b.rateLimitCounters).toBe(due);
    expect((await admin.call(accountsApi.session)).statusCode).toBe(200);
  });
});
