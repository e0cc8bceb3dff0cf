import { accessControlApi } from '@prakar/shared/api/access-control';
import { auditApi } from '@prakar/shared/api/audit';
import { backOfficeHomeApi } from '@prakar/shared/api/back-office-home';
import { backOfficeOrdersApi } from '@prakar/shared/api/back-office-orders';
import { backOfficeOrganisationsApi } from '@prakar/shared/api/back-office-organisations';
import { careersAdminApi } from '@prakar/shared/api/careers-admin';
import { leadsApi } from '@prakar/shared/api/leads';
import { savedViewsApi } from '@prakar/shared/api/saved-views';
import { transactionsApi } from '@prakar/shared/api/transactions';
import { usersApi } from '@prakar/shared/api/users';
import {
  addDays,
  addYears,
  istDay,
  istMonth,
  istMonthsRange,
  shiftMonth,
  weekStartOf,
} from '@prakar/shared/ist-calendar';
import { MATTER_STATUSES } from '@prakar/shared/matter-status';
import type { SavedView, SavedViewList } from '@prakar/shared/saved-views';
import type { Timeline } from '@prakar/shared/timeline';
import { and, count, eq, inArray, like, max, sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  auditEvents,
  contactMessages,
  creditNotes,
  invoiceSequences,
  invoices,
  jobApplications,
  jobOpenings,
  leadNotes,
  leadReplies,
  matterDocuments,
  matterHearings,
  matterStatusChanges,
  matters,
  orderLines,
  orders,
  outboundMail,
  payments,
  refunds,
  subscriptionGrants,
  subscriptions,
  userAccess,
  users,
} from '#src/db/schema.ts';
import { rowsOf } from '#src/db/text-sql.ts';
import { createAuditService } from '#src/modules/audit/audit-service.ts';
import { createLeadsService, type LeadRow } from '#src/modules/leads/leads-service.ts';
import { createMailOutbox } from '#src/modules/mail/outbox.ts';
import { createDatabaseRateLimitStore } from '#src/modules/rate-limit/database-store.ts';
import { createLimiter } from '#src/modules/rate-limit/limits.ts';
import { createGstReturnsRepository } from '#src/modules/sales/gst-returns-repository.ts';
import { gstr1Json } from '#src/modules/sales/gstr1-json.ts';
import { buildGstr1, type DocumentSeries } from '#src/modules/sales/gstr1-return.ts';
import { createSalesService } from '#src/modules/sales/sales-service.ts';
import { signIn } from '#test/accounts-helpers.ts';
import { gstr1JsonTotals } from '#test/gstr1-totals.ts';
import { setUpTwoStep, signInWithCode } from '#test/two-step-helpers.ts';
import { useTestApp } from '#test/use-test-app.ts';
import { as, type Call } from '#test/users-helpers.ts';
import { type DemoData, seedDemoData } from './demo-data.ts';
import { DEMO_STAFF } from './demo-leads.ts';

const NOW = new Date('2026-11-20T06:30:00.000Z');

describe('seedDemoData', () => {
  const app = useTestApp();
  let demo: DemoData;
  let call: Call;

  beforeAll(async () => {
    demo = await seedDemoData(app().database.db, {
      users: 200,
      orders: 100,
      now: NOW,
      renderedInvoices: 3,
    });
    const session = await signIn(app(), demo.admin.email, demo.admin.password);
    call = as(app(), session.cookie);
  });

  const countOf = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0;

  it('writes the organisation it reports, with every kind of row', async () => {
    const { db } = app().database;
    const organisationId = demo.organisationId;
    const orderIds = db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.organisationId, organisationId));
    const counted = {
      users: await countOf(
        db.select({ n: count() }).from(users).where(eq(users.organisationId, organisationId)),
      ),
      orgAdmins: await countOf(
        db
          .select({ n: count() })
          .from(users)
          .where(and(eq(users.organisationId, organisationId), eq(users.role, 'org_admin'))),
      ),
      accessOverrides: await countOf(
        db
          .select({ n: count() })
          .from(userAccess)
          .innerJoin(users, eq(users.id, userAccess.userId))
          .where(eq(users.organisationId, organisationId)),
      ),
      orders: await countOf(
        db.select({ n: count() }).from(orders).where(eq(orders.organisationId, organisationId)),
      ),
      paidOrders: await countOf(
        db
          .select({ n: count() })
          .from(orders)
          .where(and(eq(orders.organisationId, organisationId), eq(orders.status, 'paid'))),
      ),
      payments: await countOf(
        db.select({ n: count() }).from(payments).where(inArray(payments.orderId, orderIds)),
      ),
      invoices: await countOf(
        db.select({ n: count() }).from(invoices).where(inArray(invoices.orderId, orderIds)),
      ),
      refunds: await countOf(
        db.select({ n: count() }).from(refunds).where(inArray(refunds.orderId, orderIds)),
      ),
      creditNotes: await countOf(
        db
          .select({ n: count() })
          .from(creditNotes)
          .innerJoin(refunds, eq(refunds.id, creditNotes.refundId))
          .where(inArray(refunds.orderId, orderIds)),
      ),
      subscriptions: await countOf(
        db
          .select({ n: count() })
          .from(subscriptions)
          .where(eq(subscriptions.organisationId, organisationId)),
      ),
      auditEvents: await countOf(
        db
          .select({ n: count() })
          .from(auditEvents)
          .where(eq(auditEvents.organisationId, organisationId)),
      ),
      // The file's own database: every lead is this run's.
      leads: await countOf(db.select({ n: count() }).from(contactMessages)),
      leadEvents: await countOf(
        db.select({ n: count() }).from(auditEvents).where(eq(auditEvents.targetType, 'lead')),
      ),
      leadNotes: await countOf(db.select({ n: count() }).from(leadNotes)),
      leadReplies: await countOf(db.select({ n: count() }).from(leadReplies)),
      matters: await countOf(db.select({ n: count() }).from(matters)),
      matterEvents: await countOf(
        db.select({ n: count() }).from(auditEvents).where(eq(auditEvents.targetType, 'matter')),
      ),
    };
    // The administrator's sign-in above added one event.
    expect(counted).toEqual({ ...demo.counts, auditEvents: demo.counts.auditEvents + 1 });
    expect(demo.counts).toMatchObject({ users: 200, orders: 100 });
    expect(demo.counts.paidOrders).toBeGreaterThan(50);
    expect(demo.counts.invoices).toBe(demo.counts.paidOrders);
    expect(demo.counts.orgAdmins).toBeGreaterThan(1);
    expect(demo.counts.accessOverrides).toBeGreaterThan(0);
    expect(demo.counts.subscriptions).toBeGreaterThan(0);
    // Of the three orders whose invoices are rendered: one refunded, one failed, one pending; and
    // an order of each earlier month of the year that sold anything, refunded with a credit note.
    const refunded = await db.select().from(refunds).where(inArray(refunds.orderId, orderIds));
    const processed = refunded.filter((refund) => refund.status === 'processed');
    expect(
      refunded
        .filter((refund) => refund.status !== 'processed')
        .map((refund) => refund.status)
        .sort(),
    ).toEqual(['failed', 'pending']);
    expect(demo.counts).toMatchObject({
      refunds: refunded.length,
      creditNotes: processed.length,
    });
    const months = new Set(processed.map((refund) => istMonth(refund.processedAt ?? NOW)));
    expect(months.size).toBeGreaterThan(5);
    expect(refunded.every((refund) => refund.createdAt <= NOW)).toBe(true);
  });

  // Before another run adds its own (the open orders' test seeds again).
  it('adds advisory matters in every status across several customers, some overdue, some due this week, with their histories', async () => {
    const { db } = app().database;
    const rows = await db.select().from(matters);
    expect(rows).toHaveLength(demo.counts.matters);
    expect(new Set(rows.map((row) => row.status))).toEqual(new Set(MATTER_STATUSES));
    expect(new Set(rows.map((row) => row.organisationId)).size).toBeGreaterThanOrEqual(4);
    expect(rows.map((row) => row.organisationId)).toContain(demo.organisationId);
    const today = istDay(NOW);
    const monday = weekStartOf(today);
    const open = rows.filter((row) => row.nextDueOn !== null);
    expect(open.filter((row) => (row.nextDueOn ?? '') < today).length).toBeGreaterThanOrEqual(2);
    const thisWeek = open.filter(
      (row) => (row.nextDueOn ?? '') >= today && (row.nextDueOn ?? '') <= addDays(monday, 6),
    );
    expect(thisWeek.length).toBeGreaterThanOrEqual(2);
    expect(rows.filter((row) => row.openedAt > NOW)).toEqual([]);

    const assignees = await db
      .selectDistinct({ email: users.email })
      .from(matters)
      .innerJoin(users, eq(users.id, matters.assigneeUserId));
    expect(assignees.map((row) => row.email).sort()).toEqual(
      DEMO_STAFF.map((person) => person.email).sort(),
    );
    const history = await db
      .select({ matterId: matterStatusChanges.matterId, status: matterStatusChanges.status })
      .from(matterStatusChanges)
      .orderBy(matterStatusChanges.at, matterStatusChanges.id);
    for (const row of rows) {
      const statuses = history.filter((change) => change.matterId === row.id);
      expect(statuses[0]?.status, row.number).toBe('requested');
      expect(statuses.at(-1)?.status, row.number).toBe(row.status);
    }
    const declined = await db
      .select({ note: matterStatusChanges.note })
      .from(matterStatusChanges)
      .where(eq(matterStatusChanges.status, 'declined'));
    expect(declined.every((change) => change.note)).toBe(true);
  });

  it('gives the demo matters the papers of their statuses: checklists, drafts, filings, hearings, orders', async () => {
    const { db } = app().database;
    const rows = await db.select({ id: matters.id, status: matters.status }).from(matters);
    const documents = await db
      .select({ matterId: matterDocuments.matterId, what: matterDocuments.what })
      .from(matterDocuments);
    const kept = (status: string, what: string) =>
      rows
        .filter((row) => row.status === status)
        .every((row) => documents.some((each) => each.matterId === row.id && each.what === what));
    expect(kept('documents_needed', 'requested')).toBe(true);
    expect(kept('draft_for_approval', 'draft')).toBe(true);
    expect(kept('filed', 'acknowledgement')).toBe(true);
    expect(kept('order_received', 'order')).toBe(true);
    const hearings = await db.select().from(matterHearings);
    const atHearing = rows.filter((row) => row.status === 'hearing');
    for (const row of atHearing) {
      const own = hearings.filter((hearing) => hearing.matterId === row.id);
      expect(own.some((hearing) => hearing.hearingOn >= istDay(NOW))).toBe(true);
    }
    expect(documents.filter((each) => each.what === 'requested').length).toBeGreaterThan(0);
  });

  it('fills the careers back office: openings open and closed, applications in every status', async () => {
    const { db } = app().database;
    const demoOpenings = await db
      .select()
      .from(jobOpenings)
      .where(like(jobOpenings.slug, 'demo-%'));
    expect(demoOpenings).toHaveLength(demo.careers.openings);
    expect(demoOpenings.filter((opening) => !opening.isOpen).length).toBeGreaterThan(0);
    const rows = await db
      .select({
        openingId: jobApplications.openingId,
        status: jobApplications.status,
        createdAt: jobApplications.createdAt,
        statusChangedAt: jobApplications.statusChangedAt,
        notes: jobApplications.notes,
        notesUpdatedAt: jobApplications.notesUpdatedAt,
        resume: jobApplications.resumeBytes,
      })
      .from(jobApplications)
      .where(
        inArray(
          jobApplications.openingId,
          demoOpenings.map((opening) => opening.id),
        ),
      );
    expect(rows).toHaveLength(demo.careers.applications);
    for (const opening of demoOpenings) {
      const statuses = new Set(
        rows.filter((row) => row.openingId === opening.id).map((row) => row.status),
      );
      expect(statuses.size, opening.title).toBe(5);
    }
    expect(rows.filter((row) => row.notes !== '').length).toBeGreaterThan(20);
    const moments = rows.flatMap((row) => [row.createdAt, row.statusChangedAt, row.notesUpdatedAt]);
    for (const moment of moments)
      if (moment) expect(moment.getTime()).toBeLessThanOrEqual(NOW.getTime());
    expect(demoOpenings.every((opening) => opening.postedAt <= '2026-11-20')).toBe(true);
    const [first] = rows;
    if (!first) throw new Error('The demo data has applications.');
    const resume = await getDocumentProxy(new Uint8Array(first.resume));
    const { text } = await extractText(resume, { mergePages: true });
    expect(text).toContain('Applying for');
    expect(demo.counts.leads).toBe(300);
    expect(demo.counts.leadNotes).toBeGreaterThan(0);
    expect(demo.counts.leadReplies).toBeGreaterThan(0);
  });

  const savedViewsOf = async (cookie: string, list: SavedViewList): Promise<SavedView[]> =>
    (await as(app(), cookie)(savedViewsApi.list, { query: { list } })).json().views;

  /** Each demo colleague's authenticator secret, once they have set one up. */
  const staffSecrets = new Map<string, string>();
  /** Demo staff have none at first: their first sign-in leads to the set-up, later ones to a code. */
  async function signInDemoStaff(email: string) {
    const totpSecret = staffSecrets.get(email);
    const password = demo.admin.password;
    if (totpSecret) return signInWithCode(app(), { email, password, totpSecret });
    const session = await signIn(app(), email, password);
    expect(session.user).toMatchObject({ TwoFactorSetUpRequired: true });
    staffSecrets.set(email, await setUpTwoStep(app(), as(app(), session.cookie)));
    return session;
  }

  it('makes the leads’ assignees real staff, who sign in with the demo password to the back office', async () => {
    const assignees = await app()
      .database.db.selectDistinct({ email: users.email })
      .from(contactMessages)
      .innerJoin(users, eq(users.id, contactMessages.assigneeUserId));
    expect(assignees.map((row) => row.email).sort()).toEqual(
      DEMO_STAFF.map((person) => person.email).sort(),
    );
    for (const { email } of assignees) {
      const staff = await signInDemoStaff(email);
      expect(staff.user).toMatchObject({ RoleId: 1 });
      const home = await as(app(), staff.cookie)(backOfficeHomeApi.workWaiting);
      expect(home.statusCode).toBe(200);
      // Their "Assigned to me" view has work in it.
      const mine = await as(app(), staff.cookie)(leadsApi.list, {
        query: { status: 'open', assignee: String(staff.user.UserId) },
      });
      expect(mine.json().total, email).toBeGreaterThanOrEqual(3);
      // And each view they saved shows some messages.
      const saved = await as(app(), staff.cookie)(savedViewsApi.list, { query: { list: 'leads' } });
      expect(saved.json().views.length, email).toBeGreaterThanOrEqual(2);
      for (const view of saved.json().views) {
        const query = Object.fromEntries(new URLSearchParams(view.search));
        const shown = await as(app(), staff.cookie)(leadsApi.list, { query });
        expect(shown.json().total, view.name).toBeGreaterThan(0);
      }
      // And one each on the organisations and the applicants, which the lists take as they are.
      const [organisationsView] = await savedViewsOf(staff.cookie, 'organisations');
      const customers = await as(app(), staff.cookie)(backOfficeOrganisationsApi.list, {
        query: Object.fromEntries(new URLSearchParams(organisationsView?.search)),
      });
      expect(customers.json().total, email).toBeGreaterThan(0);
      const [applicantsView] = await savedViewsOf(staff.cookie, 'applications');
      const [opening] = await app()
        .database.db.select({ id: jobApplications.openingId })
        .from(jobApplications)
        .limit(1);
      const applicants = await as(app(), staff.cookie)(careersAdminApi.listApplications, {
        params: { openingId: opening?.id ?? '' },
        query: Object.fromEntries(new URLSearchParams(applicantsView?.search)),
      });
      // Every demo opening's first applicants go through every status.
      expect(applicants.json().total, email).toBeGreaterThan(0);
    }
  });

  it('gives an answered lead, a paid order and the organisation timelines with staff, customers and the system in them', async () => {
    const { db } = app().database;
    const [staffMember] = DEMO_STAFF;
    const staff = as(app(), (await signInDemoStaff(staffMember?.email ?? '')).cookie);
    const kindsOf = async (response: Promise<{ statusCode: number; json: () => unknown }>) => {
      const answer = await response;
      expect(answer.statusCode).toBe(200);
      return new Set((answer.json() as Timeline).entries.map((entry) => entry.actor.kind));
    };
    const [answered] = await db
      .select({ id: contactMessages.id })
      .from(contactMessages)
      .where(eq(contactMessages.status, 'answered'))
      .limit(1);
    const lead = await kindsOf(staff(leadsApi.timeline, { params: { id: answered?.id ?? '' } }));
    expect([...lead].sort()).toEqual(['staff', 'visitor']);
    const [paid] = await db
      .select({ reference: orders.reference })
      .from(orders)
      .where(and(eq(orders.organisationId, demo.organisationId), eq(orders.status, 'paid')))
      .limit(1);
    const order = await kindsOf(
      staff(backOfficeOrdersApi.timeline, { params: { reference: paid?.reference ?? '' } }),
    );
    expect([...order].sort()).toEqual(['customer', 'system']);
    const organisation = await kindsOf(
      staff(backOfficeOrganisationsApi.timeline, { params: { id: demo.organisationId } }),
    );
    expect(organisation.has('customer')).toBe(true);
  });

  it('adds leads in every status, some from the organisation’s users, nothing later than now', async () => {
    const { db } = app().database;
    const leads = createLeadsService({
      db,
      outbox: createMailOutbox({ from: 'no-reply@prakartax.in', notify: () => {} }),
      now: () => NOW,
      limiter: createLimiter(createDatabaseRateLimitStore(db), () => NOW),
      audit: createAuditService({ db }),
    });
    const rows: LeadRow[] = [];
    for await (const batch of leads.all({}, 1_000)) rows.push(...batch);
    expect(rows).toHaveLength(300);
    const statuses = new Set(rows.map((row) => row.status));
    expect([...statuses].sort()).toEqual(['answered', 'in_progress', 'new', 'spam']);
    const linked = rows.filter((row) => row.organisationId === demo.organisationId);
    expect(linked.length).toBeGreaterThan(10);
    expect(linked[0]?.organisationName).toBe(demo.organisationName);
    expect(rows.filter((row) => row.assigneeId !== null).length).toBeGreaterThan(100);
    expect(rows.some((row) => row.replyCount > 1)).toBe(true);

    const latest = async (query: Promise<{ at: Date | null }[]>) =>
      ((await query)[0]?.at ?? new Date(0)).getTime();
    const mails = db
      .select({ at: max(outboundMail.sentAt) })
      .from(outboundMail)
      .innerJoin(leadReplies, eq(leadReplies.mailId, outboundMail.id));
    const events = db
      .select({ at: max(auditEvents.at) })
      .from(auditEvents)
      .where(eq(auditEvents.targetType, 'lead'));
    for (const query of [
      db.select({ at: max(contactMessages.createdAt) }).from(contactMessages),
      db.select({ at: max(leadNotes.createdAt) }).from(leadNotes),
      db.select({ at: max(leadReplies.createdAt) }).from(leadReplies),
      mails,
      events,
    ]) {
      expect(await latest(query)).toBeLessThanOrEqual(NOW.getTime());
    }
    // Each reply's mail was sent, from the mailbox, to the sender.
    const sent = await db
      .select({ to: outboundMail.to, status: outboundMail.status })
      .from(leadReplies)
      .innerJoin(outboundMail, eq(outboundMail.id, leadReplies.mailId));
    expect(sent.length).toBe(demo.counts.leadReplies);
    expect(new Set(sent.map((mail) => mail.status))).toEqual(new Set(['sent']));
  });

  it('numbers the invoices through the counter: each year from 1, without gaps', async () => {
    const { db } = app().database;
    const issued = await db
      .select({ year: invoices.financialYear, sequence: invoices.sequence })
      .from(invoices);
    const counters = await db.select().from(invoiceSequences);
    expect(counters.length).toBeGreaterThan(2);
    for (const counter of counters) {
      const sequences = issued
        .filter((row) => row.year === counter.financialYear)
        .map((row) => row.sequence);
      expect(sequences.sort((a, b) => a - b)).toEqual(
        Array.from({ length: counter.lastNumber }, (_, index) => index + 1),
      );
    }
  });

  it('lets its administrator list and search the seeded users', async () => {
    const list = await call(usersApi.list, { query: { pageSize: '100' } });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ total: 200 });
    const surname = demo.admin.name.split(' ').at(-1) ?? '';
    const search = await call(usersApi.list, { query: { search: surname } });
    const found = search.json().users as { email: string }[];
    expect(found.map((user) => user.email)).toContain(demo.admin.email);
    const matrix = await call(accessControlApi.matrix, { query: { pageSize: '25' } });
    expect(matrix.statusCode).toBe(200);
  });

  it('shows the seeded orders in the history, newest first, with payments and invoices', async () => {
    const first = await call(transactionsApi.list, { query: { pageSize: '25' } });
    expect(first.statusCode).toBe(200);
    const page = first.json();
    expect(page.total).toBe(100);
    const dates = (page.transactions as { createdAt: string }[]).map((row) => row.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    // Paid orders show as paid, partly refunded or refunded: together, every paid one.
    const shown = await Promise.all(
      ['paid', 'partly_refunded', 'refunded'].map(async (status) => {
        const answer = await call(transactionsApi.list, { query: { status, pageSize: '100' } });
        return answer.json() as {
          total: number;
          transactions: { invoice: unknown; payments: { status: string }[] }[];
        };
      }),
    );
    expect(shown.reduce((sum, list) => sum + list.total, 0)).toBe(demo.counts.paidOrders);
    expect(shown.every((list) => list.total > 0)).toBe(true);
    for (const row of shown.flatMap((list) => list.transactions)) {
      expect(row.invoice).not.toBeNull();
      expect(row.payments.map((payment) => payment.status)).toContain('captured');
    }
  });

  it('shows the seeded audit trail', async () => {
    const response = await call(auditApi.list, { query: { pageSize: '100' } });
    expect(response.statusCode).toBe(200);
    expect(response.json().total).toBe(demo.counts.auditEvents + 1);
    const actions = new Set(
      (response.json().events as { action: string }[]).map((event) => event.action),
    );
    expect(actions.size).toBeGreaterThan(3);
    const changes = await call(auditApi.list, {
      query: { action: 'access_changed', pageSize: '10' },
    });
    const [change] = changes.json().events as { before: unknown; after: unknown }[];
    expect(change?.after).toMatchObject({ EPOI: expect.any(Boolean) });
  });

  it('leaves its open orders without a gateway order, for the gateway in use to make when they are paid', async () => {
    // A week of history, so that many orders are still open.
    const recent = await seedDemoData(app().database.db, {
      users: 5,
      orders: 40,
      now: NOW,
      years: 7 / 365,
    });
    const open = await app()
      .database.db.select({ gatewayOrderId: orders.gatewayOrderId })
      .from(orders)
      .where(
        and(
          eq(orders.organisationId, recent.organisationId),
          inArray(orders.status, ['awaiting_payment', 'payment_failed']),
        ),
      );
    expect(open.length).toBeGreaterThan(0);
    expect(open.filter((order) => order.gatewayOrderId !== null)).toEqual([]);
  });

  it("renders the PDF of a seeded order's invoice", async () => {
    const history = await call(transactionsApi.list, { query: { status: 'paid', pageSize: '10' } });
    const newest = history.json().transactions[0] as {
      invoice: { id: string; number: string };
      buyerName: string;
    };
    const pdf = await call(transactionsApi.invoicePdf, {
      params: { invoiceId: newest.invoice.id },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const document = await getDocumentProxy(new Uint8Array(pdf.rawPayload));
    const { text } = await extractText(document, { mergePages: true });
    expect(text).toContain(newest.invoice.number);
    expect(text).toContain(newest.buyerName);
  });

  it('fills the sales dashboard, and its invoices less credit notes make a GSTR-1 month that adds up', async () => {
    const { db } = app().database;
    const sales = createSalesService({ db, now: () => NOW });
    const year = await sales.dashboard({ period: 'year', month: '2026-11' });
    expect(year.gross.documents).toBeGreaterThan(0);
    expect(year.byPlan.length).toBeGreaterThan(1);
    // The trend's year has sales and credit notes in most months.
    const { months } = await sales.trend();
    expect(months.filter((month) => month.invoices > 0).length).toBeGreaterThan(5);
    expect(months.filter((month) => month.creditNotes > 0).length).toBeGreaterThan(5);
    const { from, to } = istMonthsRange('2026-10');
    const issued = await createGstReturnsRepository(db).issuedBetween(from, to);
    expect(issued.invoices.length).toBeGreaterThan(0);
    const json = gstr1Json(
      buildGstr1({ gstin: '27AAKCP4821J1Z5', sellerState: '27', month: '2026-10', ...issued }),
      '27',
    );
    // The month's invoices less its credit notes (the demo refunds some of its orders).
    type Figures = Record<'taxablePaise' | 'cgstPaise' | 'sgstPaise' | 'igstPaise', number>;
    const net = (key: keyof Figures) =>
      issued.invoices.reduce((total, invoice) => total + invoice[key], 0) -
      issued.creditNotes.reduce((total, note) => total + note[key], 0);
    expect(gstr1JsonTotals(json)).toEqual({
      taxablePaise: net('taxablePaise'),
      cgstPaise: net('cgstPaise'),
      sgstPaise: net('sgstPaise'),
      igstPaise: net('igstPaise'),
    });
  });

  it('adds another organisation, with other names, when run again', async () => {
    const again = await seedDemoData(app().database.db, { users: 5, orders: 5, now: NOW });
    expect(again.organisationId).not.toBe(demo.organisationId);
    expect(again.organisationName).not.toBe(demo.organisationName);
    expect(again.admin.email).not.toBe(demo.admin.email);
    expect(again.counts).toMatchObject({ users: 5, orders: 5 });
  });
});

describe('seedDemoData run twice on one database', () => {
  const app = useTestApp();

  beforeAll(async () => {
    const small = { users: 10, orders: 120, now: NOW, renderedInvoices: 0, leads: 0 };
    await seedDemoData(app().database.db, small);
    await seedDemoData(app().database.db, small);
  });

  it('leaves subscriptions that end within a few years of today, as renewals leave them', async () => {
    const held = await app()
      .database.db.select({ endsOn: subscriptions.endsOn, startsOn: subscriptions.startsOn })
      .from(subscriptions);
    expect(held.length).toBe(6);
    const today = istDay(NOW);
    const horizon = addYears(today, 4);
    expect(held.filter(({ endsOn }) => endsOn > horizon)).toEqual([]);
    expect(held.filter(({ startsOn }) => startsOn > today)).toEqual([]);
  });

  it('keeps on each grant the seats its order line bought, whose days they are', async () => {
    const grants = await app()
      .database.db.select({ seats: subscriptionGrants.seats, bought: orderLines.limitValue })
      .from(subscriptionGrants)
      .innerJoin(subscriptions, eq(subscriptions.id, subscriptionGrants.subscriptionId))
      .innerJoin(
        orderLines,
        and(
          eq(orderLines.orderId, subscriptionGrants.orderId),
          eq(orderLines.productCode, subscriptions.productCode),
        ),
      );
    expect(grants.length).toBeGreaterThan(6);
    expect(grants.filter(({ seats, bought }) => seats !== bought)).toEqual([]);
  });

  it('numbers each series in the order of its dates, so GSTR-1 months follow on and nothing is cancelled', async () => {
    const repository = createGstReturnsRepository(app().database.db);
    const runs: DocumentSeries[] = [];
    // April 2025 to November 2026: two financial years, both runs' invoices in each.
    for (let index = 0; index < 20; index += 1) {
      const month = shiftMonth('2025-04', index);
      const { from, to } = istMonthsRange(month);
      const issued = await repository.issuedBetween(from, to);
      const gstr1 = buildGstr1({ gstin: '27AAKCP4821J1Z5', sellerState: '27', month, ...issued });
      runs.push(...gstr1.documents.invoices);
    }
    expect(runs.filter((run) => run.cancelled !== 0)).toEqual([]);
    // Each series's numbers, month after month: 1, 2, 3… when they are in the order of their dates.
    const numbered = new Map<string, number[]>();
    const serial = (number: string) => /^(.*?)(\d+)$/.exec(number) ?? ['', number, '0'];
    for (const run of runs) {
      const [, series = '', from] = serial(run.from);
      const sequences = numbered.get(series) ?? [];
      sequences.push(...Array.from({ length: run.total }, (_, index) => Number(from) + index));
      numbered.set(series, sequences);
    }
    for (const [series, sequences] of numbered) {
      expect({ series, sequences }).toEqual({
        series,
        sequences: Array.from(sequences, (_, index) => index + 1),
      });
    }
    expect(numbered.size).toBe(4);
  });

  it('numbers both runs’ matters through one counter per year, without gaps', async () => {
    const rows = await app().database.db.select({ number: matters.number }).from(matters);
    const byYear = new Map<string, number[]>();
    for (const { number } of rows) {
      const [, year = '', sequence = ''] = /^MAT-(\d{4})-(\d{4})$/.exec(number) ?? [];
      byYear.set(year, [...(byYear.get(year) ?? []), Number(sequence)]);
    }
    expect(rows.length).toBeGreaterThan(30);
    for (const [year, sequences] of byYear) {
      expect({ year, sequences: sequences.sort((a, b) => a - b) }).toEqual({
        year,
        sequences: Array.from(sequences, (_, index) => index + 1),
      });
    }
  });
});

describe('seedDemoData as of the moment it runs', () => {
  const app = useTestApp();

  it('records no event later than that moment; only expiries and retries lie ahead', async () => {
    const { db } = app().database;
    await seedDemoData(db, { users: 300, orders: 100, now: new Date(), renderedInvoices: 0 });
    const madeBy = new Date();
    const columns = await rowsOf<{ table_name: string; column_name: string }>(
      db,
      sql`select table_name, column_name from information_schema.columns
          where table_schema = current_schema() and data_type like 'timestamp%'
          order by table_name, column_name`,
    );
    const ahead = /^(expires_at|next_attempt_at)$/;
    const late: string[] = [];
    for (const { table_name: table, column_name: column } of columns) {
      if (ahead.test(column)) continue;
      const rows = await rowsOf<{ latest: string | null }>(
        db,
        sql`select max(${sql.identifier(column)})::text as latest from ${sql.identifier(table)}`,
      );
      const latest = rows[0]?.latest;
      if (latest && new Date(latest) > madeBy) late.push(`${table}.${column}: ${latest}`);
    }
    expect(columns.length).toBeGreaterThan(20);
    expect(late).toEqual([]);
  });
});
