import { sql } from 'drizzle-orm';
import { DEFAULT_ORDER_EXPIRY_DAYS, type PaymentsConfig } from '#src/config.ts';
import type { Database } from '#src/db/client.ts';
import { auditEvents } from '#src/db/schema.ts';
import { seedCatalogue, seedDeadlineRules } from '#src/db/seed.ts';
import { argon2Hasher } from '#src/modules/accounts/password-hasher.ts';
import { catalogueRecords } from '#src/modules/catalogue/catalogue-records.ts';
import { insertRows } from './bulk-insert.ts';
import { insertDemoInvoices, insertDemoSubscriptions } from './demo-billing.ts';
import { insertDemoCareers } from './demo-careers.ts';
import { recordDemoPaymentsAtGateway } from './demo-gateway.ts';
import { DEMO_STAFF, demoStaff, insertDemoLeads } from './demo-leads.ts';
import { insertDemoMatters } from './demo-matters.ts';
import { insertDemoOrders } from './demo-orders.ts';
import { demoRunIndex, insertDemoOrganisation } from './demo-organisation.ts';
import { insertDemoRefunds, ordersRefundedMonthly } from './demo-refunds.ts';
import { insertDemoSavedViews } from './demo-saved-views.ts';
import { fitTrail } from './demo-trail.ts';
import { insertDemoUsers } from './demo-users.ts';
import { createRandom } from './random.ts';
import { DAY_MS, later } from './timeline.ts';

export interface DemoDataOptions {
  /** Users of the organisation, its first administrator included. */
  users: number;
  orders: number;
  /** The end of the history: nothing is dated after it. */
  now: Date;
  /** The same seed on the same database gives the same names, amounts and dates. */
  seed?: number;
  /** The password of every demo user who has one. */
  password?: string;
  /** How many of the newest invoices carry their own rendered PDF (each takes tens of ms). */
  renderedInvoices?: number;
  /** How many years of history the orders span. */
  years?: number;
  /** Messages from the contact form over the last six months, as the staff left them. */
  leads?: number;
  /**
   * The gateway the server runs with (default the built-in one, which is told of the demo
   * payments so that it can refund them). Razorpay cannot be told of payments it never took.
   */
  gateway?: PaymentsConfig['gateway'];
  /**
   * Events of the organisation's own trail (its users' and orders'), when not as many as they
   * made: the same kinds in the same shares (fitTrail). Credit notes add theirs.
   */
  auditEvents?: number;
  /**
   * Vacuum and analyse the database afterwards (default true). A caller adding many small
   * organisations to a large database does it once itself, or leaves it to autovacuum.
   */
  vacuum?: boolean;
}

export interface DemoData {
  organisationId: string;
  organisationName: string;
  /** The `corporateName` of its sign-in page, `/login?corporateName=…`. */
  corporateName: string;
  admin: { id: number; name: string; email: string; password: string };
  counts: {
    users: number;
    orgAdmins: number;
    accessOverrides: number;
    orders: number;
    paidOrders: number;
    payments: number;
    invoices: number;
    refunds: number;
    creditNotes: number;
    subscriptions: number;
    auditEvents: number;
    leads: number;
    /** The staff's work on the leads in the trail, which names no organisation. */
    leadEvents: number;
    leadNotes: number;
    leadReplies: number;
    /** Advisory matters across the organisation and three other customers, in every status. */
    matters: number;
    /** The staff's work on the matters in the trail, which names no organisation. */
    matterEvents: number;
  };
  /** The careers page's demo openings and their applications, which belong to no organisation. */
  careers: { openings: number; applications: number };
}

export const DEMO_PASSWORD = 'monsoon-ledger-demo-2048';
export const DEFAULT_DEMO_SEED = 2026;
export const DEFAULT_RENDERED_INVOICES = 10;
export const DEFAULT_DEMO_LEADS = 300;
const DEFAULT_YEARS = 4;

/**
 * Adds one large demo organisation to any database of the product (embedded or PostgreSQL,
 * already migrated): its users with roles and access overrides, years of orders with payments,
 * invoices numbered through the invoice counter, the subscriptions they bought, a few refunds
 * with their credit notes, leads from the contact form with the staff's notes and replies,
 * advisory matters in every status for it and three other customers, and the audit trail of all
 * of it; and job openings with their applications for the careers back
 * office. Rows go in as multi-row inserts in one transaction, so a failure leaves nothing behind.
 * Each run adds another organisation with another name.
 */
export async function seedDemoData(db: Database, options: DemoDataOptions): Promise<DemoData> {
  const { now } = options;
  const password = options.password ?? DEMO_PASSWORD;
  const years = options.years ?? DEFAULT_YEARS;
  // One hash for everyone: hashing 10,000 passwords would take minutes and prove nothing.
  const passwordHash = await argon2Hasher.hash(password);
  await seedCatalogue(db);
  await seedDeadlineRules(db, now);
  const made = await db.transaction(async (tx) => {
    const runIndex = await demoRunIndex(tx);
    const random = createRandom((options.seed ?? DEFAULT_DEMO_SEED) + runIndex * 7_919);
    const historyStarts = later(now, -years * 365 * DAY_MS);
    const organisation = await insertDemoOrganisation(
      tx,
      random,
      runIndex,
      later(historyStarts, -random.int(30, 120) * DAY_MS),
    );
    const people = await insertDemoUsers(tx, random, organisation, {
      count: Math.max(1, options.users),
      passwordHash,
      now,
    });
    const plans = await catalogueRecords(tx).findPlans(
      (await catalogueRecords(tx).listProducts()).flatMap((product) =>
        product.plans.map((plan) => plan.code),
      ),
    );
    const history = await insertDemoOrders(tx, random, {
      organisation,
      buyers: people.all.filter((user) => user.buys),
      plans,
      count: Math.max(0, options.orders),
      from: historyStarts,
      now,
      expiryDays: DEFAULT_ORDER_EXPIRY_DAYS,
    });
    const paid = [...history.paid].sort((a, b) => a.paidAt.getTime() - b.paidAt.getTime());
    const subscriptionCount = await insertDemoSubscriptions(tx, organisation.id, paid);
    const rendered = options.renderedInvoices ?? DEFAULT_RENDERED_INVOICES;
    // The rendered invoices have refunds of their own.
    const monthly = ordersRefundedMonthly(
      random,
      paid.slice(0, Math.max(0, paid.length - rendered)),
      now,
    );
    const invoiceCount = await insertDemoInvoices(tx, paid, {
      rendered,
      run: runIndex + 1,
      documented: new Set(monthly.map((order) => order.id)),
    });
    const refunded = await insertDemoRefunds(tx, random, paid, monthly, now);
    if ((options.gateway ?? 'built-in') === 'built-in') {
      await recordDemoPaymentsAtGateway(tx, paid, refunded.refunds);
    }
    const leads = await insertDemoLeads(tx, random, {
      count: Math.max(0, options.leads ?? DEFAULT_DEMO_LEADS),
      now,
      customers: people.all,
      organisationName: organisation.name,
      passwordHash,
    });
    const matters = await insertDemoMatters(tx, random, {
      now,
      runIndex,
      organisation,
      staff: (await demoStaff(tx, now, passwordHash)).filter((member) =>
        DEMO_STAFF.some((person) => person.email === member.email),
      ),
    });
    const made = [...people.audit, ...history.audit];
    const audit =
      options.auditEvents === undefined ? made : fitTrail(random, made, options.auditEvents, now);
    await insertRows(tx, auditEvents, [...audit, ...leads.audit, ...matters.audit]);
    await insertDemoSavedViews(tx, now);
    const careers = await insertDemoCareers(tx, random, { runIndex, now });
    return {
      organisationId: organisation.id,
      organisationName: organisation.name,
      corporateName: organisation.corporateName,
      admin: { id: people.admin.id, name: people.admin.name, email: people.admin.email, password },
      counts: {
        users: people.all.length,
        orgAdmins: people.all.filter((user) => user.role === 'org_admin').length,
        accessOverrides: people.accessOverrides,
        orders: history.count,
        paidOrders: paid.length,
        payments: history.payments,
        invoices: invoiceCount,
        refunds: refunded.refunds.length,
        creditNotes: refunded.creditNotes,
        subscriptions: subscriptionCount,
        // Each credit note's issue is in the trail too.
        auditEvents: audit.length + refunded.creditNotes,
        leads: leads.leads,
        leadEvents: leads.audit.length,
        leadNotes: leads.notes,
        leadReplies: leads.replies,
        matters: matters.matters,
        matterEvents: matters.audit.length,
      },
      careers,
    };
  });
  // As autovacuum would leave the tables a while later: statistics for the planner (until then it
  // took an organisation's 5,000 orders for 30 rows and sorted them all for the history's first
  // page, 14 ms instead of 0.1 ms) and the visibility map that lets a count read an index alone.
  if (options.vacuum ?? true) await db.execute(sql`vacuum analyze`);
  return made;
}
